#pragma once
// Private to the Tiled import: the steps of importTiled (tiled_import.cpp) that have files of
// their own, the chosen tile layer's tiles (tiled_import_tiles.cpp) and the objects
// (tiled_import_objects.cpp), and what the three share. Problems go to `reader`; `notes` get
// the import's notes, in the order the steps run.

#include <string>
#include <string_view>
#include <vector>

#include "core/io/imported_level.h"
#include "core/io/json_reader.h"
#include "core/io/tiled_map.h"
#include "core/level.h"

namespace ledge::io::tiled {

// `layer`'s tiles into `tiles`, a map of the map's size, moved by the layer's offsets.
void importTileLayer(const Map& map, const TileLayer& layer, TileMap& tiles, JsonReader& reader,
                     std::vector<std::string>& notes);

// The actors and solids (with their polyline paths) of the map's objects into `level`; gives
// where the map holds each.
ImportSources importObjects(const Map& map, Level& level, JsonReader& reader, std::vector<std::string>& notes);

// Unknown level-file keys, kept by an export as a JSON object in one string property. A key that
// Ledge reads itself (`own`) would be written twice in the converted level: it is skipped.
void readExtra(JsonReader& reader, const Properties& properties, const char* name,
               const std::vector<std::string_view>& own, ExtraKeys& extra);

}  // namespace ledge::io::tiled
