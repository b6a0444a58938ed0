#pragma once
// Reading Tiled's files into a tiled::Map: maps (.tmx XML, .tmj JSON) and external tilesets
// (.tsx, .tsj), by extension. Orthogonal, finite maps; tile layers in any of Tiled's encodings;
// object layers; group layers are looked into. Each reader adds what is wrong to `problems` and
// gives nullopt / false on an error.

#include <optional>
#include <string>
#include <vector>

#include "core/io/level_load.h"
#include "core/io/tiled_map.h"
#include "core/limits.h"

namespace ledge::io::tiled {

std::optional<Map> readTiledMap(const std::string& path, std::vector<Problem>& problems);
std::optional<Map> readTmx(const std::string& path, std::vector<Problem>& problems);
std::optional<Map> readTmj(const std::string& path, std::vector<Problem>& problems);

// An external tileset, .tsx or .tsj, for a map of either format. `tileset.firstGid` is kept.
bool readTilesetFile(const std::string& path, Tileset& tileset, std::vector<Problem>& problems);
bool readTsx(const std::string& path, Tileset& tileset, std::vector<Problem>& problems);
bool readTsj(const std::string& path, Tileset& tileset, std::vector<Problem>& problems);
// The external tileset that `mapFile` names as `source` at `place`, found beside the map and
// listed in map.tilesetFiles: a file that is not there is the map's error, at that place; an
// error in the tileset names the tileset's file, followed by one at the map's place. The
// tileset's `where` is that place of the map.
bool readMapsTileset(const std::string& mapFile, const std::string& place, const std::string& source, Map& map,
                     Tileset& tileset, std::vector<Problem>& problems);

// The least side of `tileset`'s tiles, in pixels: 1, but 0 for an image collection, whose tile size
// is its largest image's (0 while it has none, as Tiled writes it); its columns must be read first.
// The most is kMaxCoordinate: a tile object that gives no size of its own takes its tileset's.
inline int leastTileSide(const Tileset& tileset) { return tileset.imageCollection ? 0 : 1; }

// Why a map whose orientation is `shown` (as a message quotes the file's value: "\"hexagonal\"")
// is not imported; the .tmx and .tmj readers say the same.
std::string orientationProblem(const std::string& shown);

// Sets tileset.objectAnchor from its objectalignment; for a value Tiled does not write, leaves the
// default and gives the warning.
std::string setObjectAlignment(const std::string& alignment, Tileset& tileset);

// The warning for a tileset's tile entry (<tile>, tiles[]) whose id is no tile of `tileset`: beyond
// its tilecount (an image collection's ids are not bounded by it). Its class, properties and shapes
// are ignored. Empty when it is a tile of the tileset; the count is read before the tiles.
std::string tileIdProblem(const Tileset& tileset, uint32_t id);

// A tile layer of `width` x `height` tiles, as its file gives them, in `map`: a finite map's layers
// are the map's size (Tiled writes them so). `problem` is empty when it is; `misread` when its
// tiles, in rows of its width, would be read in rows of the map's: an error, else a warning.
struct LayerSize {
  std::string problem;
  bool misread = false;
};
LayerSize layerSizeProblem(const Map& map, const std::string& name, int64_t width, int64_t height);

// The warning for an object placed from a template (`source`, a .tx or .tj file): Ledge does not
// read templates, so the object has only what the map itself sets on it.
std::string templateWarning(const std::string& source);

}  // namespace ledge::io::tiled
