// The canonical text of a level (levelToJson of level_file.h) and the safe save.

#include <array>

#include "core/io/actor_keys.h"
#include "core/io/json_document.h"
#include "core/io/json_text.h"
#include "core/io/level_file.h"
#include "core/io/physics_keys.h"

namespace ledge::io {
namespace {

class LevelWriter {
 public:
  std::string write(const Level& level) {
    const TileMap& map = level.map;
    out_.reserve(static_cast<size_t>(2 * map.width() + 8) * static_cast<size_t>(map.height()) + 4096);
    out_ += "{\n  \"format\": \"ledge-level\", \"version\": " + std::to_string(kLevelFormatVersion) + ",\n";
    out_ += "  \"tileSize\": " + std::to_string(map.tileSize()) + ", \"width\": " + std::to_string(map.width()) +
            ", \"height\": " + std::to_string(map.height());
    if (level.cellSize != Level{}.cellSize) out_ += ", \"cellSize\": " + std::to_string(level.cellSize);
    out_ += ",\n";
    writeTiles(map);
    writePhysics(level);
    out_ += "  \"actors\": [";
    for (size_t i = 0; i < level.actors.size(); ++i) {
      out_ += i ? ",\n    " : "\n    ";
      writeActor(level.actors[i]);
    }
    out_ += level.actors.empty() ? "],\n" : "\n  ],\n";
    out_ += "  \"solids\": [";
    for (size_t i = 0; i < level.solids.size(); ++i) {
      out_ += i ? ",\n    " : "\n    ";
      writeSolid(level.solids[i]);
    }
    out_ += level.solids.empty() ? "]" : "\n  ]";
    for (const auto& [key, raw] : level.extra) {
      out_ += ",\n  ";
      member(key, canonicalJson(raw));
    }
    out_ += "\n}\n";
    return std::move(out_);
  }

 private:
  // Unknown keys hold raw JSON text from wherever they came; writing it compact makes the file
  // canonical. Text that is not JSON is written as it is, so that saving, which reads its text
  // back before writing, refuses it.
  static std::string canonicalJson(const std::string& raw) {
    Json value = Json::parse(raw, nullptr, false);
    return value.is_discarded() ? raw : value.dump();
  }

  void member(std::string_view key, const std::string& valueText) {
    appendJsonString(out_, key);
    out_ += ": ";
    out_ += valueText;
  }

  // `"key": value` after the first member of a one-line object.
  void inlineMember(std::string_view key, const std::string& valueText) {
    out_ += ", ";
    member(key, valueText);
  }

  // The hot loop of a save: millions of tiles, written straight from the tile vector into the
  // text (a row takes at most two bytes per tile: a backslash is escaped).
  void writeTiles(const TileMap& map) {
    std::array<char, kTileKindCount> legend{};
    for (int t = 0; t < kTileKindCount; ++t) legend[static_cast<size_t>(t)] = tileChar(static_cast<Tile>(t));
    out_ += "  \"tiles\": [\n";
    const Tile* tile = map.tiles().data();
    const size_t width = static_cast<size_t>(map.width());
    for (int ty = 0; ty < map.height(); ++ty) {
      out_ += "    \"";
      const size_t start = out_.size();
      out_.resize(start + 2 * width);
      char* p = out_.data() + start;
      for (size_t tx = 0; tx < width; ++tx) {
        const char c = legend[static_cast<size_t>(*tile++)];
        if (c == '\\' || c == '"') *p++ = '\\';
        *p++ = c;
      }
      out_.resize(static_cast<size_t>(p - out_.data()));
      out_ += ty + 1 < map.height() ? "\",\n" : "\"\n";
    }
    out_ += "  ],\n";
  }

  void writePhysics(const Level& level) {
    out_ += "  \"physics\": {\n";
    bool first = true;
    auto next = [&] {
      out_ += first ? "    " : ",\n    ";
      first = false;
    };
    for (const PhysicsField& key : kPhysicsFields) {
      next();
      member(key.name, physicsValueText(key, level.physics));
    }
    for (const auto& [key, raw] : level.physicsExtra) {
      next();
      member(key, canonicalJson(raw));
    }
    out_ += "\n  },\n";
  }

  void writeExtras(const ExtraKeys& extra) {
    for (const auto& [key, raw] : extra) inlineMember(key, canonicalJson(raw));
  }

  void writeActor(const ActorSpec& a) {
    out_ += "{ \"kind\": ";
    appendJsonString(out_, actorKindName(a.kind));
    inlineMember("x", std::to_string(a.x));
    inlineMember("y", std::to_string(a.y));
    inlineMember("w", std::to_string(a.w));
    inlineMember("h", std::to_string(a.h));
    std::string mover;
    appendJsonString(mover, moverKindName(a.mover));
    inlineMember("mover", mover);
    for (const ActorKey& key : kActorKeys)
      if (!hasDefaultValue(key, a)) inlineMember(key.name, actorValueText(key, a));
    writeExtras(a.extra);
    out_ += " }";
  }

  void writeSolid(const SolidSpec& s) {
    out_ += "{ \"x\": " + std::to_string(s.x);
    inlineMember("y", std::to_string(s.y));
    inlineMember("w", std::to_string(s.w));
    inlineMember("h", std::to_string(s.h));
    const SolidPath& path = s.path;
    if (!path.points.empty()) {
      std::string points = "[";
      for (size_t i = 0; i < path.points.size(); ++i)
        points += (i ? ", [" : "[") + std::to_string(path.points[i].x) + ", " + std::to_string(path.points[i].y) + "]";
      inlineMember("path", points + "]");
    }
    // Speed and mode belong to the path; without one they are written only when set.
    if (!path.points.empty() || path.speed != 0.0f) inlineMember("speed", formatFloat(path.speed));
    if (!path.points.empty() || path.mode != PathMode::PingPong) {
      std::string mode;
      appendJsonString(mode, pathModeName(path.mode));
      inlineMember("mode", mode);
    }
    writeExtras(s.extra);
    out_ += " }";
  }

  std::string out_;
};

}  // namespace

std::string levelToJson(const Level& level) { return LevelWriter().write(level); }

namespace {

// The tile rows are written from the Tile enum and a TileMap cannot hold a size over the limits,
// so a probe with one tile checks everything else through the reader: one set of rules, without
// writing and parsing millions of tiles again (a 16384² map's text is 268 MB). Only the actors'
// starts and the solids' places need the tiles: the reader checks them against `startTiles`
// (null: the starts not at all, the solids only where they are outside every map).
std::vector<Problem> probeProblems(const Level& level, const std::string& fileName, const TileMap* startTiles) {
  Level probe;
  if (level.map.width() > 0) probe.map = TileMap(1, 1, level.map.tileSize());
  probe.physics = level.physics;
  probe.cellSize = level.cellSize;
  probe.actors = level.actors;
  probe.solids = level.solids;
  probe.extra = level.extra;
  probe.physicsExtra = level.physicsExtra;
  return parseLevel(levelToJson(probe), fileName, startTiles).problems;
}

}  // namespace

std::vector<Problem> levelProblems(const Level& level, const std::string& fileName) {
  return probeProblems(level, fileName, &level.map);
}

std::vector<Problem> levelErrors(const Level& level, const std::string& fileName) {
  // A start gives warnings only (actor_start.h), which would be dropped: not checked.
  std::vector<Problem> errors = probeProblems(level, fileName, nullptr);
  std::erase_if(errors, [](const Problem& p) { return !p.isError(); });
  return errors;
}

SaveResult refusedSave(const std::string& what, const std::vector<Problem>& errors) {
  std::string error = what + ": the level would not load back, so nothing was written:";
  for (const Problem& p : errors) error += "\n  " + p.path + ": " + p.message;
  return failedSave(std::move(error));
}

SaveResult saveLevelFile(const Level& level, const std::string& path) {
  if (const std::vector<Problem> errors = levelErrors(level, path); !errors.empty())
    return refusedSave("cannot save " + path, errors);
  return writeFileSafely(path, levelToJson(level));
}

}  // namespace ledge::io
