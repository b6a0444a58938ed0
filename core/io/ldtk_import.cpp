#include "core/io/ldtk_import.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>

#include "core/io/file_read.h"
#include "core/io/imported_level.h"
#include "core/io/json_reader.h"
#include "core/io/layer_shift.h"
#include "core/io/level_file.h"
#include "core/io/object_fields.h"
#include "core/io/text_util.h"
#include "core/io/tiled_map.h"

namespace ledge::io {
namespace {

// A pair of LDtk numbers ("px", "__pivot") as the file holds them.
struct XY {
  double x = 0.0;
  double y = 0.0;
};

bool containsAny(const std::string& s, std::initializer_list<const char*> words) {
  return std::any_of(words.begin(), words.end(), [&](const char* w) { return s.find(w) != std::string::npos; });
}

std::optional<Tile> slopeNamed(const std::string& name) {
  const bool right = containsAny(name, {"right"}), left = containsAny(name, {"left"});
  if (right == left) return std::nullopt;
  const bool low = containsAny(name, {"low"}), high = containsAny(name, {"high"});
  if (low == high) {
    if (containsAny(name, {"22", "gentle", "shallow"})) return std::nullopt;  // which half?
    return right ? Tile::SlopeUpRight : Tile::SlopeUpLeft;
  }
  if (right) return low ? Tile::SlopeUpRightLow : Tile::SlopeUpRightHigh;
  return low ? Tile::SlopeUpLeftLow : Tile::SlopeUpLeftHigh;
}

// The Ledge tile an IntGrid value's identifier names, if any.
std::optional<Tile> tileForIntGridName(const std::string& identifier) {
  std::string name = lowercase(identifier);
  std::replace(name.begin(), name.end(), '_', '-');
  std::replace(name.begin(), name.end(), ' ', '-');
  if (const auto exact = tileFromName(name)) return exact;
  if (containsAny(name, {"slope", "ramp"})) return slopeNamed(name);
  if (containsAny(name, {"ladder"})) return Tile::Ladder;
  if (containsAny(name, {"platform", "oneway", "one-way", "jumpthrough", "jump-through"})) return Tile::OneWay;
  if (containsAny(name, {"solid", "wall", "dirt", "stone", "ground"})) return Tile::Solid;
  return std::nullopt;
}

class LdtkImport {
 public:
  LdtkImport(const std::string& file, LevelLoad& load) : file_(file), load_(load), r_(file, load.problems) {}

  void run(const Json& root, const LdtkOptions& options) {
    if (!r_.object(root, "$")) return;
    addNamedFiles(root);
    const Json* levels = r_.required(root, "levels", "$");
    if (!levels || !r_.array(*levels, "$.levels")) return;
    if (const Json* worlds = JsonReader::optional(root, "worlds"); levels->empty() && worlds && worlds->is_array() && !worlds->empty()) {
      r_.error("$.worlds", "the project keeps its levels in worlds (LDtk's multi-world projects), which Ledge does not read");
      return;
    }
    const std::optional<size_t> index = chooseLevel(*levels, options);
    if (!index) return;
    const std::string levelPath = elementPath("$.levels", *index);
    const Json& levelNode = (*levels)[*index];
    if (!r_.object(levelNode, levelPath)) return;
    const Json* layers = layerInstances(levelNode, levelPath);
    if (!layers) return;
    Level level;
    if (!mapIntGrid(root, *layers, level)) return;
    mapEntities(*layers, level);
    r_.finish();
    if (!r_.failed()) finishImport(std::move(level), sources_, file_, load_);
  }

 private:
  void note(std::string text) { load_.notes.push_back(std::move(text)); }

  // Every file the project names, beside it: each level's own file and background image, each
  // tileset's image, in the worlds too. The import reads one level's file at most, but no
  // command may write over any of them.
  void addNamedFiles(const Json& root) {
    const auto add = [&](const Json& object, const char* key) {
      if (const Json* name = JsonReader::optional(object, key); name && name->is_string() && !name->get_ref<const std::string&>().empty())
        load_.files.push_back(besideFile(file_, name->get<std::string>()));
    };
    const auto eachObject = [](const Json& parent, const char* key, auto&& visit) {
      if (const Json* list = JsonReader::optional(parent, key); list && list->is_array())
        for (const Json& item : *list)
          if (item.is_object()) visit(item);
    };
    const auto levelFiles = [&](const Json& level) {
      add(level, "externalRelPath");
      add(level, "bgRelPath");
    };
    eachObject(root, "levels", levelFiles);
    eachObject(root, "worlds", [&](const Json& world) { eachObject(world, "levels", levelFiles); });
    if (const Json* defs = JsonReader::optional(root, "defs"); defs && defs->is_object())
      eachObject(*defs, "tilesets", [&](const Json& tileset) { add(tileset, "relPath"); });
  }

  static std::string identifierOf(const Json& object, const char* key) {
    const Json* id = JsonReader::optional(object, key);
    return id && id->is_string() ? id->get<std::string>() : std::string();
  }

  std::optional<size_t> chooseLevel(const Json& levels, const LdtkOptions& options) {
    std::vector<std::string> names;
    std::optional<size_t> chosen;
    for (size_t i = 0; i < levels.size(); ++i) {
      if (!levels[i].is_object()) continue;
      names.push_back(identifierOf(levels[i], "identifier"));
      if (!chosen && (options.level.empty() || names.back() == options.level)) chosen = i;
    }
    std::vector<std::string> quotedNames;
    for (const std::string& n : names) quotedNames.push_back(inQuotes(n));
    const std::string list = joined(quotedNames);
    if (!chosen) {
      r_.error("$.levels", options.level.empty() ? "the project has no level"
                                                 : "no level is named " + inQuotes(options.level) + "; the levels are: " + list);
      return std::nullopt;
    }
    if (names.size() > 1) note("level " + inQuotes(identifierOf(levels[*chosen], "identifier")) + " (--level picks another of " + list + ")");
    return chosen;
  }

  // A level's layers: in the project, or in the level's own file when levels are saved apart.
  const Json* layerInstances(const Json& level, const std::string& path) {
    const Json* layers = JsonReader::optional(level, "layerInstances");
    if (layers && !layers->is_null()) return r_.array(*layers, memberPath(path, "layerInstances"));
    const Json* external = JsonReader::optional(level, "externalRelPath");
    if (!external || !external->is_string()) {
      r_.error(path, "the level has no layerInstances and no externalRelPath");
      return nullptr;
    }
    const std::string levelFile = besideFile(file_, external->get<std::string>());  // in files already
    const FileRead read = readWholeFile(levelFile, kMaxMapFileBytes);
    if (!read.ok()) {
      load_.problems.push_back({Problem::Severity::Error, levelFile, "", "cannot read the level file: " + read.error});
      r_.error(memberPath(path, "externalRelPath"), "the level file cannot be read");
      return nullptr;
    }
    externalLevel_ = parseJsonText(read.bytes, levelFile, load_.problems);
    if (!externalLevel_ || !externalLevel_->is_object() || !JsonReader::optional(*externalLevel_, "layerInstances") ||
        !(*externalLevel_)["layerInstances"].is_array()) {
      r_.error(memberPath(path, "externalRelPath"), "the level file " + levelFile + " has no layerInstances array");
      return nullptr;
    }
    return &(*externalLevel_)["layerInstances"];
  }

  // The IntGrid value names of the layer definition `uid`.
  std::map<int64_t, std::string> valueNames(const Json& root, const Json& layerDefUid) {
    std::map<int64_t, std::string> names;
    const Json* defs = JsonReader::optional(root, "defs");
    const Json* layerDefs = defs && defs->is_object() ? JsonReader::optional(*defs, "layers") : nullptr;
    if (!layerDefs || !layerDefs->is_array()) return names;
    for (const Json& def : *layerDefs) {
      if (!def.is_object() || !JsonReader::optional(def, "uid") || def["uid"] != layerDefUid) continue;
      const Json* values = JsonReader::optional(def, "intGridValues");
      if (!values || !values->is_array()) continue;
      for (const Json& v : *values)
        if (v.is_object() && JsonReader::optional(v, "value") && v["value"].is_number_integer())
          names[v["value"].get<int64_t>()] = identifierOf(v, "identifier");
    }
    return names;
  }

  bool mapIntGrid(const Json& root, const Json& layers, Level& level) {
    std::optional<size_t> chosen;
    std::vector<std::string> names;
    for (size_t i = 0; i < layers.size(); ++i) {
      if (!layers[i].is_object() || identifierOf(layers[i], "__type") != "IntGrid") continue;
      names.push_back(inQuotes(identifierOf(layers[i], "__identifier")));
      if (!chosen && containsWord(identifierOf(layers[i], "__identifier"), "collision")) chosen = i;
    }
    for (size_t i = 0; i < layers.size() && !chosen; ++i)
      if (layers[i].is_object() && identifierOf(layers[i], "__type") == "IntGrid") chosen = i;
    if (!chosen) {
      r_.error("", "the level has no IntGrid layer to take the tiles from");
      return false;
    }
    const Json& layer = layers[*chosen];
    const std::string path = "layer " + inQuotes(identifierOf(layer, "__identifier"));
    // Any int: the size check says what is wrong with it.
    const auto width = whole(layer, "__cWid", path, INT32_MIN, INT32_MAX);
    const auto height = whole(layer, "__cHei", path, INT32_MIN, INT32_MAX);
    const auto grid = whole(layer, "__gridSize", path, INT32_MIN, INT32_MAX);
    if (!width || !height || !grid) return false;
    if (const std::string problem = TileMap::checkSize(*width, *height, *grid); !problem.empty()) {
      r_.error(path, problem);
      return false;
    }
    const Json* csv = r_.required(layer, "intGridCsv", path);
    const size_t count = static_cast<size_t>(*width * *height);
    if (!csv || !r_.array(*csv, memberPath(path, "intGridCsv"))) return false;
    if (csv->size() != count) {
      r_.error(memberPath(path, "intGridCsv"), "holds " + std::to_string(csv->size()) + " cells, expected " + std::to_string(count));
      return false;
    }
    const Json* defUid = JsonReader::optional(layer, "layerDefUid");
    const std::map<int64_t, std::string> identifiers = defUid ? valueNames(root, *defUid) : std::map<int64_t, std::string>{};
    level.map = TileMap(static_cast<int>(*width), static_cast<int>(*height), static_cast<int>(*grid));
    const std::optional<Vec2> offset = layerOffset(layer, path);
    if (!offset) return false;
    const LayerShift shift = layerShift(*offset, static_cast<int>(*grid), level.map.width(), level.map.height());
    if (!shift.warning.empty()) r_.warning(path, shift.warning);
    if (shift.cells && *shift.cells != IVec2{})
      note("IntGrid " + path + " moved by its offsets " + tiled::offsetText(*offset) + ": tiles " + shiftText(*shift.cells));
    int offTheMap = 0;
    std::map<int64_t, int> used;
    for (size_t i = 0; i < count; ++i) {
      const Json& cell = (*csv)[i];
      if (!cell.is_number_integer()) {
        r_.error(elementPath(memberPath(path, "intGridCsv"), i), "expected an IntGrid value, found " + describeJson(cell));
        return false;
      }
      const int64_t value = cell.get<int64_t>();
      if (value == 0) continue;
      ++used[value];
      const auto name = identifiers.find(value);
      const auto tile = name == identifiers.end() ? std::nullopt : tileForIntGridName(name->second);
      if (!tile || !shift.cells) continue;
      const int x = static_cast<int>(i % static_cast<size_t>(*width)) + shift.cells->x;
      const int y = static_cast<int>(i / static_cast<size_t>(*width)) + shift.cells->y;
      if (level.map.contains(x, y)) level.map.set(x, y, *tile);
      else ++offTheMap;
    }
    if (offTheMap) r_.warning(path, offTheMapWarning(offTheMap, *offset));
    describeValues(path, used, identifiers, names);
    gridSize_ = static_cast<int>(*grid);
    return true;
  }

  void describeValues(const std::string& path, const std::map<int64_t, int>& used,
                      const std::map<int64_t, std::string>& identifiers, const std::vector<std::string>& layerNames) {
    std::vector<std::string> mapped, unmapped;
    for (const auto& [value, count] : used) {
      const auto name = identifiers.find(value);
      const std::string label = std::to_string(value) + (name == identifiers.end() || name->second.empty()
                                                             ? std::string(" (no identifier)")
                                                             : " " + inQuotes(name->second));
      const auto tile = name == identifiers.end() ? std::nullopt : tileForIntGridName(name->second);
      (tile ? mapped : unmapped)
          .push_back(label + (tile ? " -> " + std::string(tileName(*tile)) : std::string()) + " (" +
                     std::to_string(count) + " cells)");
    }
    std::string text = "IntGrid " + path;
    if (layerNames.size() > 1) text += " (of " + joined(layerNames) + ")";
    note(text + ": " + (mapped.empty() ? "no values mapped" : joined(mapped)));
    if (!unmapped.empty())
      r_.warning(path, "IntGrid values with no Ledge tile, left empty: " + joined(unmapped) +
                           " (name them like solid, ladder, platform or slope-45-right)");
  }

  // Where LDtk draws a layer, moved from the level's origin: __pxTotalOffsetX/Y, its definition's
  // offset plus its own, in pixels (none: not moved). Nullopt after an error.
  std::optional<Vec2> layerOffset(const Json& layer, const std::string& path) {
    Vec2 offset;
    for (const auto& [key, out] : {std::pair{"__pxTotalOffsetX", &offset.x}, std::pair{"__pxTotalOffsetY", &offset.y}}) {
      const Json* v = JsonReader::optional(layer, key);
      if (!v) continue;
      const auto pixels = r_.integer(*v, memberPath(path, key), -kMaxCoordinate, kMaxCoordinate);
      if (!pixels) return std::nullopt;
      *out = static_cast<float>(*pixels);
    }
    return offset;
  }

  // A required whole number of `object` within [min, max].
  std::optional<int64_t> whole(const Json& object, const char* key, const std::string& path, int64_t min, int64_t max) {
    const Json* v = r_.required(object, key, path);
    return v ? r_.integer(*v, memberPath(path, key), min, max) : std::nullopt;
  }

  // Doubles: a float would turn 1e39 into infinity before the range checks see it.
  std::optional<XY> pair(const Json& object, const char* key, const std::string& path) {
    const Json* v = JsonReader::optional(object, key);
    if (!v) return std::nullopt;
    if (!v->is_array() || v->size() != 2 || !(*v)[0].is_number() || !(*v)[1].is_number()) {
      r_.error(memberPath(path, key), "expected [x, y], found " + describeJson(*v));
      return std::nullopt;
    }
    return XY{(*v)[0].get<double>(), (*v)[1].get<double>()};
  }

  // LDtk places an entity by its pivot (px); Ledge by its top-left, in whole pixels.
  // `offset`: the entity layer's (layerOffset()), which LDtk draws it moved by.
  std::optional<IRect> entityBox(const Json& entity, const std::string& path, Vec2 offset) {
    const std::optional<XY> px = pair(entity, "px", path);
    if (!px) {
      r_.error(path, "the entity has no px position");
      return std::nullopt;
    }
    const XY pivot = pair(entity, "__pivot", path).value_or(XY{});
    // Whole pixels a level file may hold.
    const auto w = whole(entity, "width", path, 1, kMaxCoordinate), h = whole(entity, "height", path, 1, kMaxCoordinate);
    if (!w || !h) return std::nullopt;
    const double x = std::round(px->x - pivot.x * static_cast<double>(*w) + static_cast<double>(offset.x));
    const double y = std::round(px->y - pivot.y * static_cast<double>(*h) + static_cast<double>(offset.y));
    auto within = [](double v) { return v >= -kMaxCoordinate && v <= kMaxCoordinate; };
    if (!within(x) || !within(y)) {
      // Either px or __pivot may be the wrong one: both are quoted, with the size they are used with.
      const Json* writtenPivot = JsonReader::optional(entity, "__pivot");
      const std::string plusOffset = offset == Vec2{} ? "" : ", plus the layer's offsets " + tiled::offsetText(offset);
      r_.error(path, "expected the entity's top-left (px less __pivot times its size" + plusOffset + ") within " +
                         std::to_string(-kMaxCoordinate) + " to " + std::to_string(kMaxCoordinate) + " pixels, found px " + entity["px"].dump() + ", " +
                         (writtenPivot ? "__pivot " + writtenPivot->dump() : std::string("no __pivot (taken as [0,0])")) +
                         ", width " + std::to_string(*w) + ", height " + std::to_string(*h));
      return std::nullopt;
    }
    return IRect{static_cast<int>(x), static_cast<int>(y), static_cast<int>(*w), static_cast<int>(*h)};
  }

  // The grid an entity layer's path points are cells of: its own, else the IntGrid layer's.
  std::optional<int> entityGrid(const Json& layer, const std::string& layerPath) {
    const Json* grid = JsonReader::optional(layer, "__gridSize");
    if (!grid) return gridSize_;
    const auto size = r_.integer(*grid, memberPath(layerPath, "__gridSize"), 1, TileMap::kMaxTileSize);
    return size ? std::optional<int>(static_cast<int>(*size)) : std::nullopt;
  }

  void mapEntities(const Json& layers, Level& level) {
    std::map<std::string, int> made, ignored, unknownFields;
    for (size_t l = 0; l < layers.size(); ++l) {
      const Json& layer = layers[l];
      if (!layer.is_object() || identifierOf(layer, "__type") != "Entities") continue;
      const std::string layerPath = "layer " + inQuotes(identifierOf(layer, "__identifier"));
      const std::optional<int> cell = entityGrid(layer, layerPath);
      const std::optional<Vec2> offset = layerOffset(layer, layerPath);
      if (!cell || !offset) continue;
      if (*offset != Vec2{})
        note("entities of layer " + inQuotes(identifierOf(layer, "__identifier")) + " moved by its offsets " +
             tiled::offsetText(*offset));
      const Json* entities = JsonReader::optional(layer, "entityInstances");
      if (!entities || !r_.array(*entities, memberPath(layerPath, "entityInstances"))) continue;
      for (size_t e = 0; e < entities->size(); ++e) {
        const std::string path = elementPath(memberPath(layerPath, "entityInstances"), e);
        if (!r_.object((*entities)[e], path)) continue;
        const Json& entity = (*entities)[e];
        const std::string name = identifierOf(entity, "__identifier");
        const ObjectKind kind = objectKindNamed(name, true);
        if (kind.role == ObjectRole::Other) {
          ++ignored[inQuotes(name)];
          continue;
        }
        const std::optional<IRect> found = entityBox(entity, path, *offset);
        if (!found) continue;
        const IRect& box = *found;
        const std::vector<ObjectField> fields = fieldsOf(entity, path);
        std::vector<std::string> unknown;
        if (kind.role == ObjectRole::Actor) {
          ActorSpec actor;
          actor.kind = kind.actor;
          actor.x = box.x;
          actor.y = box.y;
          actor.w = box.w;
          actor.h = box.h;
          unknown = applyActorFields(fields, actor, r_);
          level.actors.push_back(std::move(actor));
          sources_.actors.push_back(entityLabel(entity, path));
          ++made[actorKindName(kind.actor)];
        } else {
          SolidSpec solid;
          solid.x = box.x;
          solid.y = box.y;
          solid.w = box.w;
          solid.h = box.h;
          unknown = applySolidFields(fields, solid, r_);
          const IVec2 pathOffset{static_cast<int>(offset->x), static_cast<int>(offset->y)};
          sources_.paths.push_back(readPath(fields, *cell, pathOffset, solid));
          level.solids.push_back(std::move(solid));
          sources_.solids.push_back(entityLabel(entity, path));
          ++made["solid"];
        }
        for (const std::string& f : unknown) ++unknownFields[inQuotes(f)];
      }
    }
    if (!made.empty()) note("entities -> " + counted(made));
    if (!ignored.empty()) note("entities not imported (their name has no player, walker, crate or solid): " + counted(ignored));
    if (!unknownFields.empty()) note("entity fields not imported: " + counted(unknownFields));
  }

  std::vector<ObjectField> fieldsOf(const Json& entity, const std::string& path) {
    std::vector<ObjectField> fields;
    const Json* list = JsonReader::optional(entity, "fieldInstances");
    if (!list || !r_.array(*list, memberPath(path, "fieldInstances"))) return fields;
    for (size_t i = 0; i < list->size(); ++i) {
      const Json& f = (*list)[i];
      const std::string fieldPath = elementPath(memberPath(path, "fieldInstances"), i);
      if (!f.is_object()) continue;
      const Json* value = JsonReader::optional(f, "__value");
      // An unset field is null in LDtk: it leaves Ledge's default.
      if (!value || value->is_null()) continue;
      fields.push_back({identifierOf(f, "__identifier"), *value, memberPath(fieldPath, "__value")});
    }
    return fields;
  }

  // The Point-array field "path": grid cells of the entity layer, as the solid's top-left, moved by
  // the layer's `offset` with the entities. With cells and grids within their bounds a cell is within
  // a level's coordinates, and an offset too: their sum fits an int, and the level's check tells a
  // point beyond them (at the field, by the sources). Gives the field's place, or "" without one.
  static_assert(int64_t{TileMap::kMaxTiles} * TileMap::kMaxTileSize <= kMaxCoordinate);
  static_assert(int64_t{kMaxCoordinate} * 2 <= INT32_MAX);
  std::string readPath(const std::vector<ObjectField>& fields, int cell, IVec2 offset, SolidSpec& solid) {
    for (const ObjectField& field : fields) {
      if (lowercase(field.name) != "path") continue;
      if (!r_.array(field.value, field.where)) return field.where;
      for (size_t i = 0; i < field.value.size(); ++i) {
        const Json& point = field.value[i];
        const std::string pointPath = elementPath(field.where, i);
        const Json* cx = point.is_object() ? JsonReader::optional(point, "cx") : nullptr;
        const Json* cy = point.is_object() ? JsonReader::optional(point, "cy") : nullptr;
        if (!cx || !cy) {
          r_.error(pointPath, "expected a point {\"cx\": ..., \"cy\": ...}, found " + describeJson(point));
          return field.where;
        }
        const auto x = r_.integer(*cx, memberPath(pointPath, "cx"), -TileMap::kMaxTiles, TileMap::kMaxTiles);
        const auto y = r_.integer(*cy, memberPath(pointPath, "cy"), -TileMap::kMaxTiles, TileMap::kMaxTiles);
        if (x && y) solid.path.points.push_back({static_cast<int>(*x) * cell + offset.x, static_cast<int>(*y) * cell + offset.y});
      }
      return field.where;
    }
    return {};
  }

  // `entity "Player" (iid "5b2...") at layer "Entities".entityInstances[0]`: how LDtk shows it, and
  // where it is in the file.
  static std::string entityLabel(const Json& entity, const std::string& path) {
    std::string label = "entity " + inQuotes(identifierOf(entity, "__identifier"));
    if (const std::string iid = identifierOf(entity, "iid"); !iid.empty()) label += " (iid " + inQuotes(iid) + ")";
    return label + " at " + path;
  }

  const std::string& file_;
  LevelLoad& load_;
  JsonReader r_;
  std::optional<Json> externalLevel_;
  int gridSize_ = 16;
  ImportSources sources_;
};

}  // namespace

LevelLoad importLdtk(const std::string& path, const LdtkOptions& options) {
  LevelLoad load;
  load.files = {path};
  try {
    const FileRead read = readWholeFile(path, kMaxMapFileBytes);
    if (!read.ok()) {
      load.problems.push_back({Problem::Severity::Error, path, "", "cannot read the file: " + read.error});
      return load;
    }
    if (const std::optional<Json> root = parseJsonText(read.bytes, path, load.problems))
      LdtkImport(path, load).run(*root, options);
  } catch (const std::exception& e) {
    load.level.reset();
    load.problems.push_back({Problem::Severity::Error, path, "", std::string("cannot import the project: ") + e.what()});
  }
  return load;
}

}  // namespace ledge::io
