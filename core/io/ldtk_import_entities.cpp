// importEntities (ldtk_import_parts.h): the level's entities as actors and solids, placed by their
// top-left in whole pixels, their fields as object fields, and a solid's "path" field as its path.

#include <cmath>
#include <cstdint>
#include <map>

#include "core/io/ldtk_import_parts.h"
#include "core/io/object_fields.h"
#include "core/io/text_util.h"
#include "core/io/tiled_map.h"
#include "core/limits.h"

namespace ledge::io::ldtk {
namespace {

// A pair of LDtk numbers ("px", "__pivot") as the file holds them.
struct XY {
  double x = 0.0;
  double y = 0.0;
};

// `entity "Player" (iid "5b2...") in layer "Entities" of level "Intro" at
// $.levels[0].layerInstances[1].entityInstances[0]`: how LDtk shows it (`layerName` names its
// layer), and `where` in the file it, or a field of it, is.
std::string entityPlace(const Json& entity, const std::string& layerName, const std::string& where) {
  std::string label = "entity " + inQuotes(identifierOf(entity, "__identifier"));
  if (const std::string iid = identifierOf(entity, "iid"); !iid.empty()) label += " (iid " + inQuotes(iid) + ")";
  return label + " in " + layerName + " at " + where;
}

class EntityImport {
 public:
  EntityImport(int intGridSize, JsonReader& r, std::vector<std::string>& notes)
      : intGridSize_(intGridSize), r_(r), notes_(notes) {}

  ImportSources mapEntities(const LevelLayers& layers, Level& level) {
    std::map<std::string, int> made, ignored, unknownFields;
    for (size_t l = 0; l < layers.list.size(); ++l) {
      const Json& layer = layers.list[l];
      if (!layer.is_object() || identifierOf(layer, "__type") != "Entities") continue;
      const std::string layerPath = layers.layerPath(l);
      const std::string layerName = layers.layerName(l);
      const NamedPlace named(r_, layerName);
      const std::optional<int> cell = entityGrid(layer, layerPath);
      const std::optional<Vec2> offset = layerOffset(r_, layer, layerPath);
      if (!cell || !offset) continue;
      if (*offset != Vec2{})
        note("entities of " + layerName + " moved by its offsets " + pointText(*offset));
      const Json* entities = JsonReader::optional(layer, "entityInstances");
      if (!entities || !r_.array(*entities, memberPath(layerPath, "entityInstances"))) continue;
      for (size_t e = 0; e < entities->size(); ++e) {
        const std::string path = elementPath(memberPath(layerPath, "entityInstances"), e);
        if (!r_.object((*entities)[e], path)) continue;
        const Json& entity = (*entities)[e];
        const std::string name = r_.optionalString(entity, "__identifier", path);
        const ObjectKind kind = objectKindNamed(name, true);
        if (kind.role == ObjectRole::Other) {
          ++ignored[inQuotes(name)];
          warnIfMeantForLedge(entity, name, path);
          continue;
        }
        const std::optional<IRect> found = entityBox(entity, path, *offset);
        if (!found) continue;
        const IRect& box = *found;
        const std::vector<ObjectField> fields = fieldsOf(r_, entity, path);
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
          sources_.actors.push_back(entityPlace(entity, layerName, path));
          ++made[actorKindName(kind.actor)];
        } else {
          SolidSpec solid;
          solid.x = box.x;
          solid.y = box.y;
          solid.w = box.w;
          solid.h = box.h;
          unknown = applySolidFields(fields, solid, r_);
          const IVec2 pathOffset{static_cast<int>(offset->x), static_cast<int>(offset->y)};
          const std::string pathField = readPath(fields, *cell, pathOffset, solid);
          sources_.paths.push_back(pathField.empty() ? "" : entityPlace(entity, layerName, pathField));
          level.solids.push_back(std::move(solid));
          sources_.solids.push_back(entityPlace(entity, layerName, path));
          ++made["solid"];
        }
        for (const std::string& f : unknown) ++unknownFields[inQuotes(f)];
      }
    }
    // The whole level's counts, named by the level as the layers' notes are.
    const std::string levelLabel = levelName(layers.levelIdentifier);
    if (!made.empty()) note("entities of " + levelLabel + " -> " + counted(made));
    if (!ignored.empty())
      note("entities of " + levelLabel + " not imported (their name has no player, walker, crate or solid): " + counted(ignored));
    if (!unknownFields.empty()) note("entity fields of " + levelLabel + " not imported: " + counted(unknownFields));
    return std::move(sources_);
  }

 private:
  void note(std::string text) { notes_.push_back(std::move(text)); }

  // An entity left out for its name that looks meant to be an actor or a solid: its name is a
  // letter from a kind ("Playr"), it sets a field Ledge reads of them ("mover", "speed"), or one of
  // its tags names a kind of Ledge's ("Player").
  // Others (coins, doors, another game's markers: most of an LDtk level's entities) are only
  // counted in the notes; a warning each would be noise.
  void warnIfMeantForLedge(const Json& entity, const std::string& name, const std::string& path) {
    const std::string hint = ledgeHint(entity, name, path);
    if (!hint.empty())
      r_.warning(path, "entity " + inQuotes(name) +
                           " has a name with no player, walker, crate or solid, but " + hint + "; not imported");
  }

  std::string ledgeHint(const Json& entity, const std::string& name, const std::string& path) {
    if (const std::string_view kind = kindMisspeltAs(name); !kind.empty())
      return "it is a letter from " + inQuotes(std::string(kind));
    std::vector<std::string> names;
    for (const ObjectField& field : fieldsOf(r_, entity, path)) names.push_back(field.name);
    if (std::string sets = setsFieldsLedgeReads(names, "a field", "fields"); !sets.empty()) return sets;
    const Json* tags = JsonReader::optional(entity, "__tags");
    if (!tags || !tags->is_array()) return {};
    for (const Json& tag : *tags)
      if (tag.is_string() && objectKindNamed(tag.get<std::string>(), true).role != ObjectRole::Other)
        return "its tag " + inQuotes(tag.get<std::string>()) + " names one of Ledge's";
    return {};
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
    const auto w = requiredWhole(r_, entity, "width", path, 1, kMaxCoordinate),
               h = requiredWhole(r_, entity, "height", path, 1, kMaxCoordinate);
    if (!w || !h) return std::nullopt;
    const double x = std::round(px->x - pivot.x * static_cast<double>(*w) + static_cast<double>(offset.x));
    const double y = std::round(px->y - pivot.y * static_cast<double>(*h) + static_cast<double>(offset.y));
    auto within = [](double v) { return v >= -kMaxCoordinate && v <= kMaxCoordinate; };
    if (!within(x) || !within(y)) {
      // Either px or __pivot may be the wrong one: both are quoted, with the size they are used with.
      const Json* writtenPivot = JsonReader::optional(entity, "__pivot");
      const std::string plusOffset = offset == Vec2{} ? "" : ", plus the layer's offsets " + pointText(offset);
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
    if (!grid) return intGridSize_;
    const auto size = r_.integer(*grid, memberPath(layerPath, "__gridSize"), 1, TileMap::kMaxTileSize);
    return size ? std::optional<int>(static_cast<int>(*size)) : std::nullopt;
  }

  // The Point-array field "path": grid cells of the entity layer, as the solid's top-left, moved by
  // the layer's `offset` with the entities. With cells and grids within their bounds a cell is within
  // a level's coordinates, and an offset too: their sum fits an int, and the level's check tells a
  // point beyond them (at the field, by the sources). Gives the field's place, or "" without one.
  static_assert(int64_t{TileMap::kMaxTiles} * TileMap::kMaxTileSize <= kMaxCoordinate);
  static_assert(int64_t{kMaxCoordinate} * 2 <= INT32_MAX);
  std::string readPath(const std::vector<ObjectField>& fields, int cell, IVec2 offset, SolidSpec& solid) {
    for (const ObjectField& field : fields) {
      if (!sameName(field.name, "path")) continue;
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

  const int intGridSize_;
  JsonReader& r_;
  std::vector<std::string>& notes_;
  ImportSources sources_;
};

}  // namespace

ImportSources importEntities(const LevelLayers& layers, int intGridSize, Level& level, JsonReader& r,
                             std::vector<std::string>& notes) {
  return EntityImport(intGridSize, r, notes).mapEntities(layers, level);
}

}  // namespace ledge::io::ldtk
