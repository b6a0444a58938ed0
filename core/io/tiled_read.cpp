#include "core/io/tiled_read.h"

#include <filesystem>

#include "core/io/file_read.h"
#include "core/io/text_util.h"

namespace ledge::io::tiled {

std::optional<Map> readTiledMap(const std::string& path, std::vector<Problem>& problems) {
  if (extensionOf(path) == ".tmx") return readTmx(path, problems);
  return readTmj(path, problems);
}

bool readTilesetFile(const std::string& path, Tileset& tileset, std::vector<Problem>& problems) {
  // XML by its name, as Tiled does; a map among them is refused by its root element.
  const std::string extension = extensionOf(path);
  if (extension == ".tsx" || extension == ".tmx" || extension == ".xml") return readTsx(path, tileset, problems);
  return readTsj(path, tileset, problems);
}

bool readMapsTileset(const std::string& mapFile, const std::string& place, const std::string& source, Map& map,
                     Tileset& tileset, std::vector<Problem>& problems) {
  map.tilesetFiles.push_back(besideFile(mapFile, source));
  const std::string& path = map.tilesetFiles.back();
  // Only a file known not to be there: another failure (a folder that may not be read) is the
  // reader's to tell.
  std::error_code ec;
  if (!std::filesystem::exists(path, ec) && !ec) {
    problems.push_back({Problem::Severity::Error, mapFile, place, "the tileset file " + path + " does not exist"});
    return false;
  }
  // Read as a tileset, the map would only be told it is none, at no place of the map.
  if (std::filesystem::equivalent(path, mapFile, ec)) {
    problems.push_back({Problem::Severity::Error, mapFile, place, "the tileset source " + source + " is this map itself, not a tileset"});
    return false;
  }
  if (!readTilesetFile(path, tileset, problems)) {
    // Its problems name the tileset's file; this names the map that refers to it.
    problems.push_back({Problem::Severity::Error, mapFile, place, "the tileset " + path + " cannot be read (see above)"});
    return false;
  }
  // What the import says of the tileset is said of the map's reference to it: the map's file
  // and a place in the tileset's would point nowhere.
  tileset.where = place;
  return true;
}

std::string orientationProblem(const std::string& shown) {
  return "orientation " + shown + " is not supported: Ledge imports orthogonal maps";
}

std::string setObjectAlignment(const std::string& alignment, Tileset& tileset) {
  if (const std::optional<Vec2> anchor = tileObjectAnchor(alignment)) {
    tileset.objectAnchor = *anchor;
    return {};
  }
  return "objectalignment " + inQuotes(alignment) +
         " is not one of Tiled's (topleft, top, topright, left, center, right, bottomleft, bottom, bottomright, "
         "unspecified); its tile objects are placed by their bottom-left corner";
}

std::string tileIdProblem(const Tileset& tileset, uint32_t id) {
  if (tileset.imageCollection || tileset.tileCount == 0 || id < tileset.tileCount) return {};
  return "tile id " + std::to_string(id) + " is outside the tileset " + inQuotes(tileset.name) + " of " +
         std::to_string(tileset.tileCount) + (tileset.tileCount == 1 ? " tile" : " tiles") + " (ids 0 to " +
         std::to_string(tileset.tileCount - 1) + "); its class, properties and collision shapes are ignored";
}

LayerSize layerSizeProblem(const Map& map, const std::string& name, int64_t width, int64_t height) {
  if (width == map.width && height == map.height) return {};
  const std::string sizes = "tile layer " + inQuotes(name) + " is " + std::to_string(width) + " x " +
                            std::to_string(height) + " tiles, the map " + sizeText(map.width, map.height) +
                            " (Tiled makes a finite map's layers the map's size)";
  if (width != map.width)
    return {sizes + ": its rows of " + std::to_string(width) + " tiles cannot be read as the map's rows of " +
                std::to_string(map.width),
            true};
  return {sizes + "; its tiles are read as the map's " + std::to_string(map.height) + " rows", false};
}

std::string templateWarning(const std::string& source) {
  return "placed from the template " + inQuotes(source) +
         ", which Ledge does not read: the object has only what the map sets on it, not the template's class, size "
         "or properties";
}

}  // namespace ledge::io::tiled
