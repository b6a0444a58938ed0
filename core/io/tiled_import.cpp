#include "core/io/tiled_import.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <set>

#include "core/io/actor_keys.h"
#include "core/io/imported_level.h"
#include "core/io/json_reader.h"
#include "core/io/layer_shift.h"
#include "core/io/level_file.h"
#include "core/io/object_fields.h"
#include "core/io/physics_keys.h"
#include "core/io/text_util.h"
#include "core/io/tiled_read.h"
#include "core/io/tiled_tile_flip.h"
#include "core/io/tiled_tile_kind.h"

namespace ledge::io {
namespace {

using namespace tiled;

// How messages name an object: a .tmx object's place is its label already (`object id=3 "player" in
// layer "Entities"`); a .tmj object's is its JSON path, which the label leads with.
std::string objectLabel(const Object& o) {
  if (o.where.empty() || o.where.front() != '$') return o.where;
  std::string label = "object id=" + std::to_string(o.id);
  if (!o.name.empty()) label += " " + inQuotes(o.name);
  return label + " at " + o.where;
}

// "object 3": short, as the place before the message already says where it is.
std::string objectNumber(const Object& o) { return "object " + std::to_string(o.id); }

std::string sizeText(int w, int h) { return std::to_string(w) + " x " + std::to_string(h); }

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
    if (!reader_.failed()) finishImport(std::move(level), objectSources_, file_, load_);
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
      warnIfSizeDiffers(*tileset, layer, x, y);
      if (!kind.problem.empty()) reader_.warning(tileset->where, "tileset " + inQuotes(tileset->name) + ": " + kind.problem);
      ++kindSources_[tileset->name][static_cast<size_t>(kind.source)];
    }
    kinds_.emplace(gid, kind.tile);
    return kind.tile;
  }

  // Tiled draws a tile of another size than the map's from its cell's bottom-left corner, up and
  // right (unless the tileset's tilerendersize is "grid"); Ledge has one tile per cell.
  void warnIfSizeDiffers(const Tileset& tileset, const TileLayer& layer, int x, int y) {
    if (tileset.drawnAtGridSize || (tileset.tileWidth == map_.tileWidth && tileset.tileHeight == map_.tileHeight)) return;
    if (!sizeWarned_.insert(tileset.firstGid).second) return;
    reader_.warning(tileset.where, "tileset " + inQuotes(tileset.name) + " has tiles of " +
                                       sizeText(tileset.tileWidth, tileset.tileHeight) + " pixels, the map's cells are " +
                                       sizeText(map_.tileWidth, map_.tileHeight) +
                                       ": Tiled draws each from its cell's bottom-left corner, up and right over " +
                                       sizeText(tileset.tileWidth, tileset.tileHeight) +
                                       " pixels, but Ledge imports each as the one cell it is in (first at tile " +
                                       std::to_string(x) + ", " + std::to_string(y) + " of layer " + inQuotes(layer.name) +
                                       "); make the tileset's tiles " + sizeText(map_.tileWidth, map_.tileHeight) +
                                       " pixels, or set its Tile Render Size to Map Grid Size");
  }

  // The layer's offsets as whole tiles (layer_shift.h); nullopt when they move it off the map.
  std::optional<IVec2> tileShift(const TileLayer& layer) {
    const LayerShift shift = layerShift(layer.offset, map_.tileWidth, map_.width, map_.height);
    if (!shift.warning.empty()) reader_.warning(layer.where, shift.warning);
    if (shift.cells && *shift.cells != IVec2{})
      note("tile layer " + inQuotes(layer.name) + " moved by its offsets " + offsetText(layer.offset) + ": tiles " +
           shiftText(*shift.cells));
    return shift.cells;
  }

  void mapTiles(const TileLayer& layer, TileMap& tiles) {
    std::array<int, kTileKindCount> counts{};
    if (const std::optional<IVec2> shift = tileShift(layer)) placeTiles(layer, *shift, tiles, counts);
    std::vector<std::string> made;
    for (int t = 1; t < kTileKindCount; ++t)
      if (counts[static_cast<size_t>(t)]) made.push_back(std::to_string(counts[static_cast<size_t>(t)]) + " " + std::string(tileName(static_cast<Tile>(t))));
    note("tile layer " + inQuotes(layer.name) + " -> " + (made.empty() ? "no tiles" : joined(made)));
    for (const auto& [name, bySource] : kindSources_) {
      note("tileset " + inQuotes(name) + ": " + std::to_string(bySource[0]) + " kinds of tile by their ledge property, " +
           std::to_string(bySource[1]) + " by collision shape, " + std::to_string(bySource[2]) +
           " with neither, counted as solid");
    }
  }

  // The layer's tiles moved by `shift` tiles into `tiles`, counted by kind in `counts`.
  void placeTiles(const TileLayer& layer, IVec2 shift, TileMap& tiles, std::array<int, kTileKindCount>& counts) {
    int offTheMap = 0;
    std::map<std::pair<Tile, uint32_t>, Unmatched> unmatched;  // by the tile's kind and flips
    for (int ty = 0; ty < tiles.height(); ++ty) {
      for (int tx = 0; tx < tiles.width(); ++tx) {
        const uint32_t raw = layer.gids[static_cast<size_t>(ty) * static_cast<size_t>(tiles.width()) + static_cast<size_t>(tx)];
        const uint32_t gid = raw & ~kFlipBits;
        if (gid == 0) continue;
        if (!tiles.contains(tx + shift.x, ty + shift.y)) {
          ++offTheMap;
          continue;
        }
        const Tile kind = kindOf(gid, layer, tx, ty);
        const uint32_t flips = raw & (kFlipHorizontal | kFlipVertical | kFlipDiagonal);
        const FlippedTile flipped = flippedTile(kind, flips);
        const Tile tile = flipped.tile;
        if (!flipped.exact) {
          Unmatched& u = unmatched[{kind, flips}];
          if (u.count++ == 0) u = {1, tx, ty, tile};
        }
        tiles.set(tx + shift.x, ty + shift.y, tile);
        ++counts[static_cast<size_t>(tile)];
      }
    }
    if (offTheMap) reader_.warning(layer.where, offTheMapWarning(offTheMap, layer.offset));
    if (!unmatched.empty()) warnUnmatched(layer, unmatched);
  }

  // Flipped tiles of one kind and flips whose turned shape is no Ledge tile: how many, the first
  // (as Tiled counts), and what they were read as.
  struct Unmatched {
    int count = 0;
    int x = 0, y = 0;
    Tile readAs = Tile::Solid;
  };

  void warnUnmatched(const TileLayer& layer, const std::map<std::pair<Tile, uint32_t>, Unmatched>& unmatched) {
    int total = 0;
    std::vector<std::string> parts;
    for (const auto& [key, u] : unmatched) {
      const auto& [kind, flips] = key;
      total += u.count;
      parts.push_back(std::to_string(u.count) + " " + std::string(tileName(kind)) + " " + flipText(flips) +
                      (u.count == 1 ? ", at tile " : ", first at tile ") + std::to_string(u.x) + ", " +
                      std::to_string(u.y) + ", read " + (u.readAs == kind ? "unflipped, as " : "as ") +
                      std::string(tileName(u.readAs)));
    }
    reader_.warning(layer.where, std::to_string(total) + (total == 1 ? " flipped tile has" : " flipped tiles have") +
                                     " a shape no Ledge tile has: " + joined(parts, "; "));
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

  // What is wrong with the object's size, if it has no width and height above 0, and where: a point
  // object (in a .tmx, also one that writes neither) "has no size", as it should; one that writes a
  // width or height of 0 or less (by hand, or a rectangle never dragged out) has a broken size.
  struct SizeProblem {
    std::string text;  // empty: the object has a size
    std::string where;
    bool isPoint = false;  // a point, or an object that writes no size: it takes Ledge's default unremarked
  };
  static SizeProblem sizeProblem(const Object& o) {
    if (o.box.w > 0.0f && o.box.h > 0.0f) return {};
    // Width and height 0 are what Tiled saves for a rectangle never dragged out (a .tmx writes
    // neither): the designer marked a place, as with a point.
    if (o.isPoint || (o.box.w == 0.0f && o.box.h == 0.0f)) return {"has no size", o.where, true};
    const auto quoted = [](const Written& w, float v) { return w.text.empty() ? numberText(v) : w.text; };
    const Written& bad = o.box.w > 0.0f ? o.written.height : o.written.width;
    return {"has width " + quoted(o.written.width, o.box.w) + " and height " + quoted(o.written.height, o.box.h) +
                ", which is no size",
            bad.where.empty() ? o.where : bad.where, false};
  }

  // The object's top-left and size in whole pixels, into an ActorSpec or SolidSpec, which keeps
  // its size when the object has none (a point). Left as it was after an error.
  template <typename Spec>
  void placeBox(const Object& o, Spec& spec, const std::string& what) {
    const auto x = pixels(o.box.x, o.offset.x, o.written.x, "x", -kMaxCoordinate, kMaxCoordinate);
    const auto y = pixels(o.box.y, o.offset.y, o.written.y, "y", -kMaxCoordinate, kMaxCoordinate);
    std::optional<int> w = spec.w, h = spec.h;
    const SizeProblem size = sizeProblem(o);
    if (!size.text.empty() && !size.isPoint)
      reader_.warning(size.where, objectNumber(o) + " " + size.text + "; the " + what + " gets Ledge's default size, " +
                                      sizeText(spec.w, spec.h));
    if (size.text.empty()) {
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
        placeBox(o, actor, std::string(actorKindName(kind.actor)));
        warnIfRotated(o, actorKindName(kind.actor));
        unknown = applyActorFields(fieldsOf(o.properties), actor, reader_);
        readExtra(o.properties, "ledge:extra", actorKeyNames(), actor.extra);
        level.actors.push_back(std::move(actor));
        objectSources_.actors.push_back(objectLabel(o));
        ++made[actorKindName(kind.actor)];
      } else if (kind.role == ObjectRole::Solid) {
        if (const SizeProblem size = sizeProblem(o); !size.text.empty()) {
          reader_.warning(size.where, "solid " + objectNumber(o) + " " + size.text + "; not imported");
          continue;
        }
        SolidSpec solid;
        placeBox(o, solid, "solid");
        warnIfRotated(o, "solid");
        unknown = applySolidFields(fieldsOf(o.properties), solid, reader_);
        readExtra(o.properties, "ledge:extra", solidKeyNames(), solid.extra);
        level.solids.push_back(std::move(solid));
        objectSources_.solids.push_back(objectLabel(o));
        objectSources_.paths.emplace_back();
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
      objectSources_.paths[i] = objectLabel(*polylines[*chosen]);
      readPath(*polylines[*chosen], o, solid);
    }
    if (withPath) note("solids with a polyline path: " + std::to_string(withPath));
    for (size_t k = 0; k < polylines.size(); ++k) {
      if (used[k]) continue;
      const Object& line = *polylines[k];
      reader_.warning(line.where,
                      "polyline " + std::to_string(line.id) +
                          (line.polyline.empty()
                               ? " has no points; not imported"
                               : " starts on no solid; not imported (draw a path from a solid's top-left corner)"));
    }
  }

  void readPath(const Object& line, const Object& solidObject, SolidSpec& solid) {
    warnIfRotated(line, "path");
    // Chosen as the solid's path (by its "path" property, or by where it starts): without two points
    // it is no path, and the solid would silently stand still.
    if (line.polyline.size() < 2) {
      reader_.error(line.written.polyline.where,
                    "polyline " + std::to_string(line.id) + ", the path of solid object " + std::to_string(solidObject.id) +
                        ", has " + std::to_string(line.polyline.size()) + (line.polyline.size() == 1 ? " point" : " points") +
                        " (found " + (line.written.polyline.text.empty() ? "none" : line.written.polyline.text) +
                        "); a path needs at least 2");
      return;
    }
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
  std::set<uint32_t> sizeWarned_;  // the tilesets (by first gid) already warned about for their tiles' size
  ImportSources objectSources_;
  std::map<std::string, std::array<int, 3>> kindSources_;  // by tileset name: tiles by property, shape, default
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
