#pragma once
// Private to the LDtk import: the steps of importLdtk (ldtk_import.cpp) that have files of their
// own, the IntGrid layer's tiles (ldtk_import_intgrid.cpp) and the entities
// (ldtk_import_entities.cpp), and the reading of a layer's numbers that they share. Problems go
// to `r`; `notes` get the import's notes, in the order the steps run.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/geometry.h"
#include "core/io/imported_level.h"
#include "core/io/json_reader.h"
#include "core/io/object_fields.h"
#include "core/level.h"

namespace ledge::io::ldtk {

// The chosen level's layers, where they are, and what messages call them. `r`, given with them,
// reads the file that holds them: the project, or the level's own file (LDtk's "Save levels to
// separate files"), which its problems name.
struct LevelLayers {
  const Json& list;       // layerInstances
  std::string path;       // its JSON path in that file: "$.levels[0].layerInstances", "$.layerInstances"
  std::string levelIdentifier;

  std::string layerPath(size_t index) const { return elementPath(path, index); }
  // `layer "Walls" of level "Intro"`: how messages name the layer at `index`.
  std::string layerName(size_t index) const;
};

// `level "Intro"`: how messages name the level of that identifier.
std::string levelName(const std::string& identifier);

// The identifiers of the values of each IntGrid layer definition of the project, by the
// definition's uid, then by value ("" for a value of none).
using IntGridValueNames = std::map<int64_t, std::map<int64_t, std::string>>;

// The tiles of one of the level's `layers` into level.map, which takes the layer's size, each value
// by its name in `valueNames`. Gives the layer's grid size, or nullopt after an error.
std::optional<int> importIntGrid(const IntGridValueNames& valueNames, const LevelLayers& layers, Level& level, JsonReader& r,
                                 std::vector<std::string>& notes);

// The entities of the level's Entities layers as actors and solids into `level`; gives where the
// file holds each. `intGridSize`: the grid of the path points of a layer that has none.
ImportSources importEntities(const LevelLayers& layers, int intGridSize, Level& level, JsonReader& r,
                             std::vector<std::string>& notes);

// The string `object` holds at `key`; empty when it holds none.
std::string identifierOf(const Json& object, const char* key);

// The set fields of `owner` (an entity or a level) at `path`: its fieldInstances by their
// __identifier, each with its __value. LDtk writes an unset field as null: it is left out, and
// what it would set keeps Ledge's default.
std::vector<ObjectField> fieldsOf(JsonReader& r, const Json& owner, const std::string& path);

// Where LDtk draws a layer, moved from the level's origin: __pxTotalOffsetX/Y, its definition's
// offset plus its own, in pixels (none: not moved). Nullopt after an error.
std::optional<Vec2> layerOffset(JsonReader& r, const Json& layer, const std::string& path);

// A required whole number of `object` within [min, max].
std::optional<int64_t> requiredWhole(JsonReader& r, const Json& object, const char* key, const std::string& path,
                                     int64_t min, int64_t max);

}  // namespace ledge::io::ldtk
