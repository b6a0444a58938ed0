#include "core/io/tiled_import.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

#include "core/io/actor_keys.h"
#include "core/io/imported_level.h"
#include "core/io/json_reader.h"
#include "core/io/level_file.h"
#include "core/io/object_fields.h"
#include "core/io/physics_keys.h"
#include "core/io/text_util.h"
#include "core/io/tiled_read.h"
#include "core/io/tiled_tile_kind.h"

namespace ledge::io {
namespace {

using namespace tiled;

// "2 right, 1 up".
std::string shiftText(IVec2 shift) {
  auto step = [](int n, const char* forward, const char* back) { return std::to_string(std::abs(n)) + (n > 0 ? forward : back); };
  std::vector<std::string> parts;
  if (shift.x) parts.push_back(step(shift.x, " right", " left"));
  if (shift.y) parts.push_back(step(shift.y, " down", " up"));
  return joined(parts);
}

class TiledImport {
 public:
  TiledImport(const Map& map, const TiledOptions& options, const std::string& file, LevelLoad& load)
      : map_(map), options_(options), file_(file), load_(load), reader_(file, load.problems) {}

  void run() {
    const TileLayer* layer = chooseLayer();
    if (!layer) return;
    Level level;
    level.map = TileMap(map_.width, map_.height, map_.tileWidth);
    mapTiles(*layer, level.map);
    mapObjects(level);
    mapProperties(level);
    reader_.finish();
    if (!reader_.failed()) finishImport(std::move(level), file_, load_);
  }

 private:
  void note(std::string text) { load_.notes.push_back(std::move(text)); }

  const TileLayer* chooseLayer() {
    std::vector<std::string> names;
    for (const TileLayer& l : map_.tileLayers) names.push_back(inQuotes(l.name));
    const TileLayer* chosen = nullptr;
    if (!options_.layer.empty()) {
      for (const TileLayer& l : map_.tileLayers)
        if (l.name == options_.layer) chosen = &l;
      if (!chosen)
        reader_.error("", "no tile layer is named " + inQuotes(options_.layer) + "; the tile layers are: " + joined(names));
    } else {
      for (const TileLayer& l : map_.tileLayers)
        if (!chosen && containsWord(l.name, "collision")) chosen = &l;
      if (!chosen && !map_.tileLayers.empty()) chosen = &map_.tileLayers.front();
      if (!chosen) reader_.error("", "the map has no tile layer to take the tiles from");
    }
    if (chosen && names.size() > 1)
      note("tiles from tile layer " + inQuotes(chosen->name) + " (--layer picks another of " + joined(names) + ")");
    return chosen;
  }

  // The Ledge tile of a gid without flip bits, worked out once per gid: where it is first met in
  // the layer, tile (x, y), is where a problem with it is reported.
  Tile kindOf(uint32_t gid, const TileLayer& layer, int x, int y) {
    if (const auto it = kinds_.find(gid); it != kinds_.end()) return it->second;
    const Tileset* tileset = map_.tilesetOf(gid);
    TileKind kind;
    if (!tileset) {
      reader_.warning(layer.where, "tile number " + std::to_string(gid) + " (first at tile " + std::to_string(x) + ", " +
                                       std::to_string(y) + ", as Tiled counts) is in no tileset; counted as solid");
    } else {
      const int tw = tileset->tileWidth > 0 ? tileset->tileWidth : map_.tileWidth;
      const int th = tileset->tileHeight > 0 ? tileset->tileHeight : map_.tileHeight;
      kind = tileKindOf(tileset->find(gid - tileset->firstGid), tw, th);
      if (!kind.problem.empty()) reader_.warning(tileset->where, "tileset " + inQuotes(tileset->name) + ": " + kind.problem);
      ++sources_[tileset->name][static_cast<size_t>(kind.source)];
    }
    kinds_.emplace(gid, kind.tile);
    return kind.tile;
  }

  // Tiled draws a layer moved by its offsets; the collision a designer sees there is what they
  // expect. Whole tiles of offset move the tiles so; part of a tile cannot, and is left out.
  // Nullopt when the offsets move the whole layer off the map (no tile to import).
  std::optional<IVec2> tileShift(const TileLayer& layer) {
    if (layer.offset.x == 0.0f && layer.offset.y == 0.0f) return IVec2{};
    const float size = static_cast<float>(map_.tileWidth);
    const float tx = layer.offset.x / size, ty = layer.offset.y / size;
    // Checked first: within the map's size, the shift fits an int.
    if (std::fabs(tx) >= static_cast<float>(map_.width) || std::fabs(ty) >= static_cast<float>(map_.height)) {
      reader_.warning(layer.where, "the layer's offsets " + offsetText(layer.offset) +
                                       " move it off the map entirely; none of its tiles are imported");
      return std::nullopt;
    }
    if (tx != std::floor(tx) || ty != std::floor(ty)) {
      reader_.warning(layer.where, "the layer's offsets " + offsetText(layer.offset) + " are not whole " +
                                       std::to_string(map_.tileWidth) +
                                       "-pixel tiles; its tiles are imported at their cells, without the offsets");
      return IVec2{};
    }
    const IVec2 shift{static_cast<int>(tx), static_cast<int>(ty)};
    note("tile layer " + inQuotes(layer.name) + " moved by its offsets " + offsetText(layer.offset) + ": tiles " + shiftText(shift));
    return shift;
  }

  void mapTiles(const TileLayer& layer, TileMap& tiles) {
    std::array<int, kTileKindCount> counts{};
    if (const std::optional<IVec2> shift = tileShift(layer)) placeTiles(layer, *shift, tiles, counts);
    std::vector<std::string> made;
    for (int t = 1; t < kTileKindCount; ++t)
      if (counts[static_cast<size_t>(t)]) made.push_back(std::to_string(counts[static_cast<size_t>(t)]) + " " + std::string(tileName(static_cast<Tile>(t))));
    note("tile layer " + inQuotes(layer.name) + " -> " + (made.empty() ? "no tiles" : joined(made)));
    for (const auto& [name, bySource] : sources_) {
      note("tileset " + inQuotes(name) + ": " + std::to_string(bySource[0]) + " kinds of tile by their ledge property, " +
           std::to_string(bySource[1]) + " by collision shape, " + std::to_string(bySource[2]) +
           " with neither, counted as solid");
    }
  }

  // The layer's tiles moved by `shift` tiles into `tiles`, counted by kind in `counts`.
  void placeTiles(const TileLayer& layer, IVec2 shift, TileMap& tiles, std::array<int, kTileKindCount>& counts) {
    int unflippable = 0, offTheMap = 0;
    for (int ty = 0; ty < tiles.height(); ++ty) {
      for (int tx = 0; tx < tiles.width(); ++tx) {
        const uint32_t raw = layer.gids[static_cast<size_t>(ty) * static_cast<size_t>(tiles.width()) + static_cast<size_t>(tx)];
        const uint32_t gid = raw & ~kFlipBits;
        if (gid == 0) continue;
        if (!tiles.contains(tx + shift.x, ty + shift.y)) {
          ++offTheMap;
          continue;
        }
        Tile tile = kindOf(gid, layer, tx, ty);
        if (raw & kFlipHorizontal) tile = mirrored(tile);
        if ((raw & (kFlipVertical | kFlipDiagonal)) && (isSlope(tile) || tile == Tile::OneWay)) ++unflippable;
        tiles.set(tx + shift.x, ty + shift.y, tile);
        ++counts[static_cast<size_t>(tile)];
      }
    }
    if (offTheMap)
      reader_.warning(layer.where, std::to_string(offTheMap) + (offTheMap == 1 ? " tile" : " tiles") +
                                       " moved off the map by the layer's offsets " + offsetText(layer.offset) +
                                       "; not imported");
    if (unflippable)
      reader_.warning(layer.where, std::to_string(unflippable) + " slope or one-way tiles are flipped vertically or "
                                   "diagonally, which Ledge's tiles cannot be; they are read unflipped");
  }

  static std::vector<ObjectField> fieldsOf(const Properties& properties) {
    std::vector<ObjectField> fields;
    for (const Property& p : properties)
      if (p.name != "ledge:extra") fields.push_back({p.name, p.value, p.where});
    return fields;
  }

  // Unknown level-file keys, kept by an export as a JSON object in one string property. A key that
  // Ledge reads itself (`own`) would be written twice in the converted level: it is skipped.
  void readExtra(const Properties& properties, const char* name, const std::vector<std::string_view>& own,
                 ExtraKeys& extra) {
    const Property* p = findProperty(properties, name);
    if (!p) return;
    std::vector<Problem> ignored;
    const std::optional<Json> object =
        p->value.is_string() ? parseJsonText(p->value.get<std::string>(), file_, ignored) : std::nullopt;
    if (!object || !object->is_object()) {
      reader_.warning(p->where, std::string(name) + " is not a JSON object as text; not imported");
      return;
    }
    for (const auto& [key, value] : object->items()) {
      if (std::find(own.begin(), own.end(), key) != own.end())
        reader_.warning(p->where, "key " + inQuotes(key) + " is one Ledge reads itself; skipped");
      else
        extra.emplace_back(key, value.dump());
    }
  }

  // A number of an object in whole map pixels within [min, max], or nullopt after an error that
  // quotes the file. `offset`: what the object's layers added to the file's number, if it has one
  // (`name`: when it has not, the offsets are all there is to quote).
  std::optional<int> pixels(float value, float offset, const Written& written, const char* name, int min, int max) {
    const double rounded = std::round(static_cast<double>(value));
    if (rounded >= min && rounded <= max) return static_cast<int>(rounded);
    std::string message =
        "expected a whole number of pixels from " + std::to_string(min) + " to " + std::to_string(max) + ", found ";
    if (written.text.empty()) message += numberText(value) + " from the offsets of its layers (the object has no " + name + ")";
    else if (offset != 0.0f) message += written.text + " (" + numberText(value) + " with the offsets of its layers)";
    else if (rounded != value) message += written.text + " (rounds to " + numberText(static_cast<float>(rounded)) + ")";
    else message += written.text;
    reader_.error(written.where, message);
    return std::nullopt;
  }

  // The object's top-left and size in whole pixels, into an ActorSpec or SolidSpec, which keeps
  // its size when the object has none (a point). Left as it was after an error.
  template <typename Spec>
  void placeBox(const Object& o, Spec& spec) {
    const auto x = pixels(o.box.x, o.offset.x, o.written.x, "x", -kMaxCoordinate, kMaxCoordinate);
    const auto y = pixels(o.box.y, o.offset.y, o.written.y, "y", -kMaxCoordinate, kMaxCoordinate);
    std::optional<int> w = spec.w, h = spec.h;
    if (o.box.w > 0.0f && o.box.h > 0.0f) {
      w = pixels(o.box.w, 0.0f, o.written.width, "width", 1, kMaxCoordinate);
      h = pixels(o.box.h, 0.0f, o.written.height, "height", 1, kMaxCoordinate);
    }
    if (!x || !y || !w || !h) return;
    spec.x = *x;
    spec.y = *y;
    spec.w = *w;
    spec.h = *h;
  }

  void warnIfRotated(const Object& o, const std::string& what) {
    if (o.rotation != 0.0f)
      reader_.warning(o.written.rotation.where,
                      "rotation " + numberText(o.rotation) + " is not supported; the " + what + " is imported unrotated");
  }

  std::string classOf(const Object& o) const {
    if (!o.type.empty() || o.gid == 0) return o.type;
    const uint32_t gid = o.gid & ~kFlipBits;
    const Tileset* tileset = map_.tilesetOf(gid);
    const TileInfo* tile = tileset ? tileset->find(gid - tileset->firstGid) : nullptr;
    return tile ? tile->type : std::string();
  }

  void mapObjects(Level& level) {
    std::map<std::string, int> made, ignored, unknownFields;
    std::vector<const Object*> polylines;
    std::vector<const Object*> solidObjects;
    for (const Object& o : map_.objects) {
      const std::string type = classOf(o);
      if (o.isPolyline && (type.empty() || type == "path")) {
        polylines.push_back(&o);
        continue;
      }
      const ObjectKind kind = objectKindNamed(type, false);
      std::vector<std::string> unknown;
      if (kind.role == ObjectRole::Actor) {
        ActorSpec actor;
        actor.kind = kind.actor;
        placeBox(o, actor);
        warnIfRotated(o, actorKindName(kind.actor));
        unknown = applyActorFields(fieldsOf(o.properties), actor, reader_);
        readExtra(o.properties, "ledge:extra", actorKeyNames(), actor.extra);
        level.actors.push_back(std::move(actor));
        ++made[actorKindName(kind.actor)];
      } else if (kind.role == ObjectRole::Solid) {
        if (!(o.box.w >= 1.0f && o.box.h >= 1.0f)) {
          reader_.warning(o.where, "solid object " + std::to_string(o.id) + " has no size; not imported");
          continue;
        }
        SolidSpec solid;
        placeBox(o, solid);
        warnIfRotated(o, "solid");
        unknown = applySolidFields(fieldsOf(o.properties), solid, reader_);
        readExtra(o.properties, "ledge:extra", solidKeyNames(), solid.extra);
        level.solids.push_back(std::move(solid));
        solidObjects.push_back(&o);
        ++made["solid"];
      } else {
        ++ignored[type.empty() ? "without a class" : inQuotes(type)];
      }
      for (const std::string& field : unknown) ++unknownFields[inQuotes(field)];
    }
    if (!made.empty()) note("objects -> " + counted(made));
    if (!ignored.empty()) note("objects not imported (their class is not player, walker, crate or solid): " + counted(ignored));
    if (!unknownFields.empty()) note("object properties not imported: " + counted(unknownFields));
    attachPaths(level, solidObjects, polylines);
  }

  // A solid's path: the polyline its "path" property names, else the first one starting on it.
  void attachPaths(Level& level, const std::vector<const Object*>& solids, const std::vector<const Object*>& polylines) {
    std::vector<bool> used(polylines.size(), false);
    int withPath = 0;
    for (size_t i = 0; i < solids.size(); ++i) {
      const Object& o = *solids[i];
      SolidSpec& solid = level.solids[i];
      std::optional<size_t> chosen;
      if (const Property* named = findProperty(o.properties, "path")) {
        for (size_t k = 0; k < polylines.size(); ++k)
          if (named->value.is_number_integer() && polylines[k]->id == named->value.get<int64_t>()) chosen = k;
        if (!chosen) reader_.warning(named->where, "names object " + named->value.dump() + ", which is not a polyline");
      } else {
        for (size_t k = 0; k < polylines.size() && !chosen; ++k) {
          if (used[k] || polylines[k]->polyline.empty()) continue;
          const Vec2 start = polylines[k]->polyline.front();
          const Box& b = o.box;
          if (start.x >= b.x && start.x <= b.right() && start.y >= b.y && start.y <= b.bottom()) chosen = k;
        }
      }
      if (!chosen) continue;
      used[*chosen] = true;
      ++withPath;
      readPath(*polylines[*chosen], o, solid);
    }
    if (withPath) note("solids with a polyline path: " + std::to_string(withPath));
    for (size_t k = 0; k < polylines.size(); ++k)
      if (!used[k])
        reader_.warning(polylines[k]->where, "polyline " + std::to_string(polylines[k]->id) +
                                                 " starts on no solid; not imported (draw a path from a solid's top-left corner)");
  }

  void readPath(const Object& line, const Object& solidObject, SolidSpec& solid) {
    warnIfRotated(line, "path");
    auto within = [](float v) { return std::fabs(std::round(v)) <= kMaxCoordinate; };
    for (const Vec2 p : line.polyline) {
      if (!within(p.x) || !within(p.y)) {
        reader_.error(line.written.polyline.where, "expected points within " + std::to_string(-kMaxCoordinate) + " to " +
                                                       std::to_string(kMaxCoordinate) + " pixels for the path of solid object " +
                                                       std::to_string(solidObject.id) + ", found " + line.written.polyline.text);
        return;
      }
      solid.path.points.push_back({static_cast<int>(std::round(p.x)), static_cast<int>(std::round(p.y))});
    }
  }

  void mapProperties(Level& level) {
    std::vector<std::string> physics, ignored;
    for (const Property& p : map_.properties) {
      if (const PhysicsField* key = findPhysicsField(p.name)) {
        if (readPhysicsValue(reader_, *key, p.value, p.where, level.physics)) physics.push_back(p.name);
      } else if (p.name == "cellSize") {
        if (const auto cells = reader_.integer(p.value, p.where, 1, TileMap::kMaxTiles)) level.cellSize = static_cast<int>(*cells);
      } else if (p.name != "ledge:extra" && p.name != "ledge:physicsExtra") {
        ignored.push_back(inQuotes(p.name));
      }
    }
    readExtra(map_.properties, "ledge:extra", levelKeyNames(), level.extra);
    readExtra(map_.properties, "ledge:physicsExtra", physicsKeyNames(), level.physicsExtra);
    if (!physics.empty()) note("map properties -> physics: " + joined(physics));
    if (!ignored.empty()) note("map properties not imported: " + joined(ignored));
  }

  const Map& map_;
  const TiledOptions& options_;
  const std::string& file_;
  LevelLoad& load_;
  JsonReader reader_;
  std::map<uint32_t, Tile> kinds_;
  std::map<std::string, std::array<int, 3>> sources_;  // by tileset name: tiles by property, shape, default
};

}  // namespace

LevelLoad importTiled(const std::string& path, const TiledOptions& options) {
  LevelLoad load;
  load.files = {path};
  try {
    const std::optional<Map> map = readTiledMap(path, load.problems);
    if (!map) return load;
    load.files.insert(load.files.end(), map->tilesetFiles.begin(), map->tilesetFiles.end());
    load.files.insert(load.files.end(), map->otherFiles.begin(), map->otherFiles.end());
    for (const Tileset& tileset : map->tilesets)
      load.files.insert(load.files.end(), tileset.imageFiles.begin(), tileset.imageFiles.end());
    TiledImport(*map, options, path, load).run();
  } catch (const std::exception& e) {
    load.level.reset();
    load.problems.push_back({Problem::Severity::Error, path, "", std::string("cannot import the map: ") + e.what()});
  }
  return load;
}

}  // namespace ledge::io
