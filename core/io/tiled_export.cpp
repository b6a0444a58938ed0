#include "core/io/tiled_export.h"

#include <cstdint>
#include <filesystem>
#include <fstream>

#include "core/io/actor_keys.h"
#include "core/io/file_read.h"
#include "core/io/json_document.h"
#include "core/io/json_text.h"
#include "core/io/level_file.h"
#include "core/io/physics_keys.h"
#include "core/io/tile_images.h"
#include "core/io/tiled_layer_data.h"

namespace ledge::io {
namespace {

constexpr const char* kDataPlaceholder = "@ledge-tile-data@";
// A map of more tiles has them written as Tiled's base64 of zlib, not as rows of numbers: as
// text, a 16384² map is 537 MB, over what a reader takes (Ledge's, 512 MB), and a JSON reader
// holds every number as a value of its own (16 bytes each, 4 GB). 1024² tiles are 2 MB of text.
constexpr size_t kMaxTilesAsText = size_t{1024} * 1024;

// A float as a JSON number that prints in its shortest form and reads back to the same float.
Json floatJson(float v) { return Json::parse(formatFloat(v)); }

Json property(const std::string& name, const char* type, Json value) {
  return Json{{"name", name}, {"type", type}, {"value", std::move(value)}};
}

// Unknown keys as one JSON object in a string property.
void addExtra(Json& properties, const char* name, const ExtraKeys& extra) {
  if (extra.empty()) return;
  Json object = Json::object();
  for (const auto& [key, raw] : extra) object[key] = Json::parse(raw, nullptr, false);
  properties.push_back(property(name, "string", object.dump()));
}

Json rectangleObject(int id, float x, float y, float w, float h) {
  return Json{{"id", id}, {"name", ""}, {"type", ""}, {"x", x}, {"y", y}, {"width", w}, {"height", h},
              {"rotation", 0}, {"visible", true}};
}

// The collision shape Tiled's editor would show for a tile.
Json collisionShapes(Tile tile, int ts) {
  const float size = static_cast<float>(ts);
  Json objects = Json::array();
  if (tile == Tile::Solid) objects.push_back(rectangleObject(1, 0, 0, size, size));
  if (tile == Tile::OneWay) objects.push_back(rectangleObject(1, 0, 0, size, size / 4.0f));
  if (isSlope(tile)) {
    Json shape = rectangleObject(1, 0, 0, 0, 0);
    shape["polygon"] = Json::array();
    for (const Vec2 p : slopeOutline(tile, ts)) shape["polygon"].push_back(Json{{"x", p.x}, {"y", p.y}});
    objects.push_back(shape);
  }
  return Json{{"draworder", "index"}, {"id", 2}, {"name", ""}, {"objects", objects}, {"opacity", 1},
              {"type", "objectgroup"}, {"visible", true}, {"x", 0}, {"y", 0}};
}

Json tileset(int ts, const std::string& image) {
  Json tiles = Json::array();
  for (int t = 1; t < kTileKindCount; ++t) {
    const auto tile = static_cast<Tile>(t);
    Json entry{{"id", t - 1}, {"properties", Json::array({property("ledge", "string", std::string(tileName(tile)))})}};
    if (tile != Tile::Ladder) entry["objectgroup"] = collisionShapes(tile, ts);
    tiles.push_back(entry);
  }
  const int count = kTileKindCount - 1;
  return Json{{"firstgid", 1}, {"name", "ledge"}, {"tilewidth", ts}, {"tileheight", ts}, {"tilecount", count},
              {"columns", count}, {"margin", 0}, {"spacing", 0}, {"image", image}, {"imagewidth", count * ts},
              {"imageheight", ts}, {"tiles", tiles}};
}

Json mapProperties(const Level& level) {
  Json properties = Json::array();
  for (const PhysicsField& key : kPhysicsFields) {
    if (const auto real = std::get_if<float PhysicsParams::*>(&key.member))
      properties.push_back(property(key.name, "float", floatJson(level.physics.*(*real))));
    else if (const auto flag = std::get_if<bool PhysicsParams::*>(&key.member))
      properties.push_back(property(key.name, "bool", level.physics.*(*flag)));
    else
      properties.push_back(property(key.name, "int", level.physics.*std::get<int PhysicsParams::*>(key.member)));
  }
  properties.push_back(property("cellSize", "int", level.cellSize));
  addExtra(properties, "ledge:extra", level.extra);
  addExtra(properties, "ledge:physicsExtra", level.physicsExtra);
  return properties;
}

class ObjectLayer {
 public:
  void addActor(const ActorSpec& a) {
    Json properties = Json::array({property("mover", "string", moverKindName(a.mover))});
    for (const ActorKey& key : kActorKeys) {
      if (hasDefaultValue(key, a)) continue;
      if (const auto real = std::get_if<float ActorSpec::*>(&key.member))
        properties.push_back(property(key.name, "float", floatJson(a.*(*real))));
      else
        properties.push_back(property(key.name, "bool", a.*std::get<bool ActorSpec::*>(key.member)));
    }
    addExtra(properties, "ledge:extra", a.extra);
    add(box(actorKindName(a.kind), a.x, a.y, a.w, a.h), properties);
  }

  void addSolid(const SolidSpec& s) {
    Json properties = Json::array({property("speed", "float", floatJson(s.path.speed)),
                                   property("mode", "string", pathModeName(s.path.mode))});
    if (!s.path.points.empty()) {
      properties.push_back(property("path", "object", nextId_ + 1));
    }
    addExtra(properties, "ledge:extra", s.extra);
    add(box("solid", s.x, s.y, s.w, s.h), properties);
    if (s.path.points.empty()) return;
    // The polyline's points are the solid's top-left positions, relative to its first point.
    const IVec2 start = s.path.points.front();
    Json points = Json::array();
    for (const IVec2 p : s.path.points) points.push_back(Json{{"x", p.x - start.x}, {"y", p.y - start.y}});
    Json line = box("path", start.x, start.y, 0, 0);
    line["polyline"] = points;
    add(line, Json::array());
  }

  Json layer() const {
    return Json{{"id", 2}, {"name", "objects"}, {"type", "objectgroup"}, {"draworder", "topdown"}, {"objects", objects_},
                {"opacity", 1}, {"visible", true}, {"x", 0}, {"y", 0}};
  }
  int nextId() const { return nextId_; }

 private:
  static Json box(const char* type, int x, int y, int w, int h) {
    return Json{{"id", 0}, {"name", ""}, {"type", type}, {"x", x}, {"y", y}, {"width", w}, {"height", h},
                {"rotation", 0}, {"visible", true}};
  }
  void add(Json object, Json properties) {
    object["id"] = nextId_++;
    if (!properties.empty()) object["properties"] = std::move(properties);
    objects_.push_back(std::move(object));
  }

  Json objects_ = Json::array();
  int nextId_ = 1;
};

uint32_t gidOf(Tile t) { return t == Tile::Empty ? 0 : static_cast<uint32_t>(t); }  // firstgid 1 + (t - 1)

// One line of gids per tile row, so that the file reads like the map.
std::string tileRowsText(const TileMap& map, const std::string& indent) {
  std::string text = "[";
  for (int ty = 0; ty < map.height(); ++ty) {
    text += "\n" + indent + "  ";
    for (int tx = 0; tx < map.width(); ++tx) {
      text += std::to_string(gidOf(map.at(tx, ty)));
      if (tx + 1 < map.width() || ty + 1 < map.height()) text += ',';
    }
  }
  return text + "\n" + indent + "]";
}

std::string levelToTmj(const Level& level, const std::string& image) {
  const TileMap& map = level.map;
  ObjectLayer objects;
  for (const ActorSpec& a : level.actors) objects.addActor(a);
  for (const SolidSpec& s : level.solids) objects.addSolid(s);
  Json tiles{{"id", 1}, {"name", "collision"}, {"type", "tilelayer"}, {"x", 0}, {"y", 0},
             {"width", map.width()}, {"height", map.height()}, {"opacity", 1}, {"visible", true},
             {"data", kDataPlaceholder}};
  const auto width = static_cast<size_t>(map.width());
  const bool asText = width * static_cast<size_t>(map.height()) <= kMaxTilesAsText;
  if (!asText) {
    tiles["encoding"] = "base64";
    tiles["compression"] = "zlib";
    tiles["data"] = tiled::encodeZlibBase64(width, static_cast<size_t>(map.height()), [&map](size_t y, uint32_t* row) {
      for (int x = 0; x < map.width(); ++x) row[x] = gidOf(map.at(x, static_cast<int>(y)));
    });
  }
  const Json doc{{"type", "map"}, {"version", "1.10"}, {"tiledversion", "1.10.2"}, {"orientation", "orthogonal"},
                 {"renderorder", "right-down"}, {"infinite", false}, {"width", map.width()}, {"height", map.height()},
                 {"tilewidth", map.tileSize()}, {"tileheight", map.tileSize()}, {"nextlayerid", 3},
                 {"nextobjectid", objects.nextId()}, {"properties", mapProperties(level)},
                 {"tilesets", Json::array({tileset(map.tileSize(), image)})},
                 {"layers", Json::array({tiles, objects.layer()})}};
  std::string text = doc.dump(2) + "\n";
  if (!asText) return text;
  // The placeholder can only be the data value: any string a level holds is escaped text
  // inside a property's JSON, where its quotes would be \".
  const std::string placeholder = std::string("\"") + kDataPlaceholder + "\"";
  const size_t at = text.find(placeholder);
  const size_t lineStart = text.rfind('\n', at) + 1;
  const std::string indent(text.find_first_not_of(' ', lineStart) - lineStart, ' ');
  return text.replace(at, placeholder.size(), tileRowsText(map, indent));
}

// What is at the tileset image's place: nothing, a strip Ledge writes (its bytes), or a file the
// export must not replace (a designer's art that only shares the name: a save keeps one .bak
// generation, not the art), with the error that refuses the export.
struct ExistingImage {
  std::string bytes;  // empty when there is none
  std::string problem;
};

// What a refused export tells the user to do about the file in its way.
constexpr const char* kExportAdvice = "; move or delete it if it may go, or export the map under another name";

ExistingImage existingImage(const std::string& map) {
  const std::string image = tilesetImagePath(map);
  ExistingImage existing;
  std::error_code ec;
  if (!std::filesystem::exists(std::filesystem::symlink_status(image, ec))) return existing;
  const std::string refuse = "cannot export " + map + ": " + image + ", where the export writes the map's tileset image, ";
  const std::string foreign = refuse + "is not a tileset image Ledge writes" + kExportAdvice;
  // Ledge's strips are small; anything large is someone else's picture, read no further.
  const auto size = std::filesystem::file_size(image, ec);
  if (ec || size > (uint64_t{64} << 20)) {
    existing.problem = foreign;
    return existing;
  }
  FileRead read = readWholeFile(image, int64_t{64} << 20);
  if (!read.ok())
    existing.problem = refuse + "cannot be read (" + read.error + ")" + kExportAdvice;
  else if (!isTileStripPng(read.bytes))
    existing.problem = foreign;
  existing.bytes = std::move(read.bytes);
  return existing;
}

// A file at the map's place that is not a Tiled map: someone else's, which the export would
// replace. A folder or a device there is the save's to refuse or write into.
std::string existingMapProblem(const std::string& map) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(map, ec)) return {};
  const std::string refuse = "cannot export " + map + ": it exists and ";
  if (!std::ifstream(map)) return refuse + "cannot be read, so it may not be a Tiled map" + kExportAdvice;
  return isTiledJsonMapFile(map) ? std::string() : refuse + "is not a Tiled map" + kExportAdvice;
}

}  // namespace

std::string tilesetImagePath(const std::string& path) {
  return std::filesystem::path(path).replace_extension(".tiles.png").string();
}

SaveResult exportTiled(const Level& level, const std::string& path) {
  if (const std::vector<Problem> errors = levelErrors(level, path); !errors.empty())
    return refusedSave("cannot export " + path, errors);
  if (std::string problem = existingMapProblem(path); !problem.empty()) return failedSave(std::move(problem));
  const std::string image = tilesetImagePath(path);
  const std::string strip = tileStripPng(level.map.tileSize());
  ExistingImage existing = existingImage(path);
  if (!existing.problem.empty()) return failedSave(std::move(existing.problem));
  // The map's text first: a map too large for memory leaves no tileset image behind.
  const std::string map = levelToTmj(level, std::filesystem::path(image).filename().string());
  const bool imageWritten = existing.bytes != strip;
  if (imageWritten) {
    const SaveResult png = writeFileSafely(image, strip);
    if (!png.ok) return png;
  }
  SaveResult saved = writeFileSafely(path, map);
  saved.unchanged = saved.unchanged && !imageWritten;  // the export wrote a file all the same
  return saved;
}

std::string exportFilesProblem(const std::string& path) {
  std::string problem = existingMapProblem(path);
  return problem.empty() ? existingImage(path).problem : problem;
}

}  // namespace ledge::io
