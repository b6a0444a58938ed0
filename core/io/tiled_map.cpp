#include "core/io/tiled_map.h"

#include "core/tile_map.h"

namespace ledge::io::tiled {

const Property* findProperty(const Properties& properties, const std::string& name) {
  for (const Property& p : properties)
    if (p.name == name) return &p;
  return nullptr;
}

const TileInfo* Tileset::find(uint32_t id) const {
  for (const TileInfo& t : tiles)
    if (t.id == id) return &t;
  return nullptr;
}

void placeInMap(Object& object, Vec2 layerOffset) {
  if (object.gid != 0) object.box.y -= object.box.h;
  object.offset = layerOffset;
  object.box.x += layerOffset.x;
  object.box.y += layerOffset.y;
}

const Tileset* Map::tilesetOf(uint32_t gid) const {
  const Tileset* found = nullptr;
  for (const Tileset& t : tilesets)
    if (t.firstGid <= gid) found = &t;
  return found;
}

std::string checkMapSize(const Map& map) {
  if (map.tileWidth != map.tileHeight)
    return "tiles are " + std::to_string(map.tileWidth) + " x " + std::to_string(map.tileHeight) +
           " pixels; Ledge needs square tiles";
  return TileMap::checkSize(map.width, map.height, map.tileWidth);
}

}  // namespace ledge::io::tiled
