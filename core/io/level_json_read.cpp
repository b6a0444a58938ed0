// Reading and validating a ledge-level file (loadLevelFile, parseLevel of level_file.h).

#include <algorithm>
#include <array>

#include "core/io/actor_keys.h"
#include "core/io/actor_start.h"
#include "core/io/file_read.h"
#include "core/io/json_reader.h"
#include "core/io/level_file.h"
#include "core/limits.h"
#include "core/io/physics_keys.h"
#include "core/io/solid_outside_map.h"
#include "core/io/text_util.h"

namespace ledge::io {
namespace {

const std::vector<std::string_view> kLevelKeys = {"format", "version", "tileSize", "width", "height",
                                                  "cellSize", "tiles", "physics", "actors", "solids"};
const std::vector<std::string_view> kSolidKeys = solidKeyNames();

// Legend character -> tile, for every byte (a lookup per tile: levels have millions of them).
struct Legend {
  std::array<std::optional<Tile>, 256> tiles{};
  std::string list;  // ". # - H / \ a b c d"
  Legend() {
    for (int c = 0; c < 256; ++c) tiles[static_cast<size_t>(c)] = tileFromChar(static_cast<char>(c));
    for (int t = 0; t < kTileKindCount; ++t) {
      if (t) list += ' ';
      list += tileChar(static_cast<Tile>(t));
    }
  }
  std::optional<Tile> operator[](char c) const { return tiles[static_cast<unsigned char>(c)]; }
};

const Legend& legend() {
  static const Legend table;
  return table;
}


struct MapSize {
  int width = 0;
  int height = 0;
  int tileSize = 16;
};

// The tiles the actors' starts and the solids' places are checked against: the level's own when
// `own`, else `other` (null: the starts are not checked, and the solids only above the map).
struct StartTiles {
  bool own = false;
  const TileMap* other = nullptr;
};

class LevelReader {
 public:
  LevelReader(JsonReader& reader, StartTiles startTiles) : r_(reader), startTiles_(startTiles) {}

  std::optional<Level> read(const Json& root) {
    if (!r_.object(root, "$") || !readFormat(root)) return std::nullopt;
    Level level;
    const std::optional<MapSize> size = readSize(root);
    const Json* tiles = r_.required(root, "tiles", "$");
    const bool tilesValid = tiles && checkTiles(*tiles, size);
    for (const auto& [key, value] : root.items()) {
      if (key == "cellSize") readCellSize(value, level);
      else if (key == "physics") readPhysics(value, level);
      else if (key == "actors") readList(value, "$.actors", [&](const Json& v, const std::string& p) { readActor(v, p, level); });
      else if (key == "solids") readList(value, "$.solids", [&](const Json& v, const std::string& p) { readSolid(v, p, level); });
      else if (!isKnown(kLevelKeys, key)) keepUnknown(level.extra, "$", key, value, kLevelKeys);
    }
    if (r_.failed() || !size || !tilesValid) return std::nullopt;
    level.map = TileMap(size->width, size->height, size->tileSize);
    fillTiles(*tiles, level.map);
    warnAboutStuckActors(level);
    warnAboutSolidsOutsideMap(level);
    return level;
  }

 private:
  static bool isKnown(const std::vector<std::string_view>& keys, std::string_view key) {
    for (std::string_view k : keys)
      if (k == key) return true;
    return false;
  }

  void keepUnknown(ExtraKeys& extra, const std::string& objectPath, const std::string& key, const Json& value,
                   const std::vector<std::string_view>& known) {
    r_.warnIfMisspelt(objectPath, key, known);
    extra.emplace_back(key, value.dump());
  }

  // A file of another format or a newer version: say so and read no further.
  bool readFormat(const Json& root) {
    const Json* format = JsonReader::optional(root, "format");
    if (!format) {
      r_.error("$", "missing key \"format\"; expected \"format\": \"ledge-level\" (is this a Ledge level?)");
      return false;
    }
    if (!format->is_string() || *format != "ledge-level") {
      r_.error("$.format", "expected \"ledge-level\", found " + describeJson(*format));
      return false;
    }
    const Json* version = r_.required(root, "version", "$");
    if (!version) return false;
    if (!version->is_number_integer()) {
      r_.error("$.version", "expected the whole number " + std::to_string(kLevelFormatVersion) + ", found " +
                                describeJson(*version));
      return false;
    }
    if (*version != kLevelFormatVersion) {
      r_.error("$.version", "version " + version->dump() + " is not supported; this program reads version " +
                                std::to_string(kLevelFormatVersion));
      return false;
    }
    return true;
  }

  // The map's size, checked against the limits before anything is allocated.
  std::optional<MapSize> readSize(const Json& root) {
    int64_t w = 0, h = 0, ts = 16;
    bool read = readSide(root, "width", w);
    read = readSide(root, "height", h) && read;
    read = (!JsonReader::optional(root, "tileSize") || readSide(root, "tileSize", ts)) && read;
    if (!read) return std::nullopt;
    if (const std::string problem = TileMap::checkSize(w, h, ts); !problem.empty()) {
      auto within = [](int64_t side) { return side >= 1 && side <= TileMap::kMaxTiles; };
      r_.error(!within(w) ? "$.width" : !within(h) ? "$.height" : "$.tileSize", problem);
      return std::nullopt;
    }
    return MapSize{static_cast<int>(w), static_cast<int>(h), static_cast<int>(ts)};
  }

  // Any whole number here: TileMap::checkSize() says what is wrong with it.
  bool readSide(const Json& root, const char* key, int64_t& out) {
    const Json* v = r_.required(root, key, "$");
    const auto side = v ? r_.integer(*v, memberPath("$", key)) : std::nullopt;
    if (side) out = *side;
    return side.has_value();
  }

  // Every row: a string of `width` legend characters. Reports every bad row.
  bool checkTiles(const Json& tiles, const std::optional<MapSize>& size) {
    if (!r_.array(tiles, "$.tiles")) return false;
    bool valid = true;
    if (size && tiles.size() != static_cast<size_t>(size->height)) {
      r_.error("$.tiles", "has " + std::to_string(tiles.size()) + " rows, expected " +
                              std::to_string(size->height));
      valid = false;
    }
    for (size_t ty = 0; ty < tiles.size(); ++ty) {
      const std::string path = elementPath("$.tiles", ty);
      const std::string* row = r_.string(tiles[ty], path);
      if (!row) {
        valid = false;
        continue;
      }
      const size_t firstUnknown = firstUnknownTile(*row);
      // Legend characters are ASCII, a byte each: a row of them alone is as long as its bytes.
      const size_t length = firstUnknown == row->size() ? row->size() : characterCount(*row);
      if (size && length != static_cast<size_t>(size->width)) {
        r_.error(path, "row has " + std::to_string(length) + " characters, expected " + std::to_string(size->width));
        valid = false;
      }
      if (firstUnknown != row->size()) {
        reportUnknownTiles(*row, firstUnknown, path);
        valid = false;
      }
    }
    return valid;
  }

  // The first byte of `row` that is no legend character, or its size.
  static size_t firstUnknownTile(const std::string& row) {
    const Legend& table = legend();  // once a row: a 4096 x 4096 map has 16 million characters
    for (size_t tx = 0; tx < row.size(); ++tx)
      if (!table[row[tx]]) return tx;
    return row.size();
  }

  // Names the first unknown character (at byte `first`) by its column, counted in characters as
  // the designer typed them ("é" is one), and counts the others.
  void reportUnknownTiles(const std::string& row, size_t first, const std::string& path) {
    const std::string_view rest = std::string_view(row).substr(first);
    // A character's continuation bytes are part of it, not characters of their own.
    const size_t unknown = static_cast<size_t>(
        std::count_if(rest.begin(), rest.end(), [](char c) { return !isContinuationByte(c) && !legend()[c]; }));
    std::string message = "unknown tile character " + quoteCharacterAt(row, first) + " at column " +
                          std::to_string(characterCount(std::string_view(row).substr(0, first))) + "; expected one of " +
                          legend().list;
    if (unknown > 1) message += " (" + std::to_string(unknown - 1) + " more unknown characters in this row)";
    r_.error(path, message);
  }

  static void fillTiles(const Json& tiles, TileMap& map) {
    const Legend& table = legend();
    for (int ty = 0; ty < map.height(); ++ty) {
      const std::string& row = tiles[static_cast<size_t>(ty)].get_ref<const std::string&>();
      for (int tx = 0; tx < map.width(); ++tx) map.set(tx, ty, *table[row[static_cast<size_t>(tx)]]);
    }
  }

  void readCellSize(const Json& value, Level& level) {
    if (const auto cells = r_.integer(value, "$.cellSize", 1, TileMap::kMaxTiles))
      level.cellSize = static_cast<int>(*cells);
  }

  void readPhysics(const Json& value, Level& level) {
    if (!r_.object(value, "$.physics")) return;
    for (const auto& [key, v] : value.items()) {
      if (const PhysicsField* known = findPhysicsField(key))
        readPhysicsValue(r_, *known, v, memberPath("$.physics", key), level.physics);
      else
        keepUnknown(level.physicsExtra, "$.physics", key, v, physicsKeyNames());
    }
  }

  template <typename ReadItem>
  void readList(const Json& value, const std::string& path, ReadItem readItem) {
    if (!r_.array(value, path)) return;
    for (size_t i = 0; i < value.size(); ++i) {
      const std::string itemPath = elementPath(path, i);
      if (r_.object(value[i], itemPath)) readItem(value[i], itemPath);
    }
  }

  std::optional<int> coordinate(const Json& v, const std::string& path) {
    const auto c = r_.integer(v, path, -kMaxCoordinate, kMaxCoordinate);
    return c ? std::optional<int>(static_cast<int>(*c)) : std::nullopt;
  }

  std::optional<int> extent(const Json& v, const std::string& path) {
    const auto c = r_.integer(v, path, 1, kMaxCoordinate);
    return c ? std::optional<int>(static_cast<int>(*c)) : std::nullopt;
  }

  void readRequiredInt(const Json& object, const char* key, const std::string& path, bool isExtent, int& out) {
    const Json* v = r_.required(object, key, path);
    if (!v) return;
    const auto value = isExtent ? extent(*v, memberPath(path, key)) : coordinate(*v, memberPath(path, key));
    if (value) out = *value;
  }

  void readActor(const Json& object, const std::string& path, Level& level) {
    ActorSpec actor;
    if (const Json* kind = r_.required(object, "kind", path))
      if (const auto k = r_.name(*kind, memberPath(path, "kind"), actorKindNames())) actor.kind = static_cast<ActorKind>(*k);
    readRequiredInt(object, "x", path, false, actor.x);
    readRequiredInt(object, "y", path, false, actor.y);
    for (const auto& [key, v] : object.items()) {
      const std::string keyPath = memberPath(path, key);
      if (key == "kind" || key == "x" || key == "y") continue;
      if (key == "w" || key == "h") {
        if (const auto size = extent(v, keyPath)) (key == "w" ? actor.w : actor.h) = *size;
      } else if (key == "mover") {
        if (const auto m = r_.name(v, keyPath, moverNames())) actor.mover = static_cast<MoverKind>(*m);
      } else if (const ActorKey* known = findActorKey(key)) {
        readActorValue(r_, *known, v, keyPath, actor);
      } else {
        keepUnknown(actor.extra, path, key, v, actorKeyNames());
      }
    }
    level.actors.push_back(std::move(actor));
  }

  void readSolid(const Json& object, const std::string& path, Level& level) {
    SolidSpec solid;
    readRequiredInt(object, "x", path, false, solid.x);
    readRequiredInt(object, "y", path, false, solid.y);
    readRequiredInt(object, "w", path, true, solid.w);
    readRequiredInt(object, "h", path, true, solid.h);
    for (const auto& [key, v] : object.items()) {
      const std::string keyPath = memberPath(path, key);
      if (key == "path") {
        readPath(v, keyPath, solid);
      } else if (key == "speed") {
        if (const auto speed = r_.number(v, keyPath, kSpeedRange)) solid.path.speed = *speed;
      } else if (key == "mode") {
        if (const auto m = r_.name(v, keyPath, pathModeNames())) solid.path.mode = static_cast<PathMode>(*m);
      } else if (!isKnown(kSolidKeys, key)) {
        keepUnknown(solid.extra, path, key, v, kSolidKeys);
      }
    }
    level.solids.push_back(std::move(solid));
  }

  void readPath(const Json& value, const std::string& path, SolidSpec& solid) {
    if (!r_.array(value, path)) return;
    for (size_t i = 0; i < value.size(); ++i) {
      const std::string pointPath = elementPath(path, i);
      const Json& point = value[i];
      if (!point.is_array() || point.size() != 2) {
        r_.error(pointPath, "expected a point [x, y], found " + describeJson(point));
        continue;
      }
      const auto x = coordinate(point[0], elementPath(pointPath, 0));
      const auto y = coordinate(point[1], elementPath(pointPath, 1));
      if (x && y) solid.path.points.push_back({*x, *y});
    }
    // After the points: a lone point may itself be malformed, and that is the first thing to fix.
    if (value.size() == 1) {
      r_.error(path, "a path needs at least 2 points, found 1");
      return;
    }
    const std::vector<IVec2>& points = solid.path.points;
    if (!points.empty() && (points.front().x != solid.x || points.front().y != solid.y))
      r_.warning(path, "the path starts at " + pointText(points.front()) + " but the solid at " +
                           pointText(IVec2{solid.x, solid.y}) + "; it jumps to its path on the first step");
  }

  const TileMap* startTilesOf(const Level& level) const { return startTiles_.own ? &level.map : startTiles_.other; }

  void warnAboutStuckActors(const Level& level) {
    const TileMap* tiles = startTilesOf(level);
    if (!tiles) return;
    for (size_t i = 0; i < level.actors.size(); ++i)
      for (const std::string& problem : actorStartProblems(*tiles, level, i))
        r_.warning(elementPath("$.actors", i), problem);
  }

  // Without the start tiles, above the map is still above y = 0 on any map.
  void warnAboutSolidsOutsideMap(const Level& level) {
    const TileMap* tiles = startTilesOf(level);
    for (size_t i = 0; i < level.solids.size(); ++i) {
      const SolidSpec& solid = level.solids[i];
      const std::optional<SolidOutsideMap> outside = tiles ? solidOutsideMap(solid, *tiles) : solidOutsideEveryMap(solid);
      if (!outside) continue;
      const std::string solidPath = elementPath("$.solids", i);
      r_.warning(outside->pathPoint < 0 ? solidPath
                                        : elementPath(memberPath(solidPath, "path"), static_cast<size_t>(outside->pathPoint)),
                 solidOutsideMapProblem(solid, *outside));
    }
  }

  JsonReader& r_;
  const StartTiles startTiles_;
};

LevelLoad parse(std::string_view text, const std::string& fileName, StartTiles startTiles) {
  LevelLoad load;
  try {
    const std::optional<Json> root = parseJsonText(text, fileName, load.problems);
    if (!root) return load;
    JsonReader reader(fileName, load.problems);
    load.level = LevelReader(reader, startTiles).read(*root);
    reader.finish();
  } catch (const std::exception& e) {
    // Nothing above throws by design; this keeps the promise if memory runs out.
    load.level.reset();
    load.problems.push_back({Problem::Severity::Error, fileName, "", std::string("cannot read the level: ") + e.what()});
  }
  return load;
}

}  // namespace

LevelLoad parseLevel(std::string_view text, const std::string& fileName) { return parse(text, fileName, {.own = true}); }

LevelLoad parseLevel(std::string_view text, const std::string& fileName, const TileMap* startTiles) {
  return parse(text, fileName, {.other = startTiles});
}

std::vector<std::string_view> levelKeyNames() { return kLevelKeys; }

LevelLoad loadLevelFile(const std::string& path) {
  const FileRead file = readWholeFile(path, kMaxLevelFileBytes);
  LevelLoad load;
  if (file.ok()) load = parseLevel(file.bytes, path);
  else load.problems.push_back({Problem::Severity::Error, path, "", "cannot read the file: " + file.error});
  load.files = {path};
  return load;
}

}  // namespace ledge::io
