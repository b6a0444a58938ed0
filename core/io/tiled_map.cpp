#include "core/io/tiled_map.h"

#include <cmath>

#include "core/io/text_util.h"
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

std::string offsetProblem(Vec2 groups, Vec2 own, const std::string& x, const std::string& y) {
  const Vec2 sum = groups + own;
  std::vector<std::string> beyond;
  if (!std::isfinite(sum.x)) beyond.push_back("offsetx " + x);
  if (!std::isfinite(sum.y)) beyond.push_back("offsety " + y);
  if (beyond.empty()) return {};
  return joined(beyond) + " plus the offsets of its groups " + pointText(groups) + " is beyond a float's range";
}

std::optional<Vec2> tileObjectAnchor(const std::string& alignment) {
  static const std::pair<const char*, Vec2> kAnchors[] = {
      {"", {0.0f, 1.0f}},           {"unspecified", {0.0f, 1.0f}}, {"topleft", {0.0f, 0.0f}},
      {"top", {0.5f, 0.0f}},        {"topright", {1.0f, 0.0f}},    {"left", {0.0f, 0.5f}},
      {"center", {0.5f, 0.5f}},     {"right", {1.0f, 0.5f}},       {"bottomleft", {0.0f, 1.0f}},
      {"bottom", {0.5f, 1.0f}},     {"bottomright", {1.0f, 1.0f}},
  };
  for (const auto& [name, anchor] : kAnchors)
    if (alignment == name) return anchor;
  return std::nullopt;
}

namespace {

// Tiled gives a tile object without a size its tile's: an image collection's tile its own image's,
// another the tileset's tile size (a tile of no tileset, the map's).
Vec2 tileSize(uint32_t gid, const Tileset* tileset, const Map& map) {
  const TileInfo* tile = tileset && tileset->imageCollection ? tileset->find(gid - tileset->firstGid) : nullptr;
  if (tile && tile->imageWidth > 0 && tile->imageHeight > 0)
    return {static_cast<float>(tile->imageWidth), static_cast<float>(tile->imageHeight)};
  return {static_cast<float>(tileset && tileset->tileWidth > 0 ? tileset->tileWidth : map.tileWidth),
          static_cast<float>(tileset && tileset->tileHeight > 0 ? tileset->tileHeight : map.tileHeight)};
}

// What is done with a tile object whose tile is in no tileset.
std::string noTilesetWarning(uint32_t gid, bool sized, const Map& map) {
  return "tile number " + std::to_string(gid) + " is in no tileset; the object is placed by its bottom-left corner" +
         (sized ? "" : ", with the map's tile size, " + sizeText(map.tileWidth, map.tileHeight));
}

}  // namespace

std::string placeInMap(Object& object, Vec2 layerOffset, const Map& map) {
  std::string warning;
  if (object.gid != 0) {
    const uint32_t gid = object.gid & ~kFlipBits;
    const Tileset* tileset = map.tilesetOf(gid);
    const bool sized = object.box.w != 0.0f || object.box.h != 0.0f;
    if (!sized) {
      const Vec2 size = tileSize(gid, tileset, map);
      object.box.w = size.x;
      object.box.h = size.y;
    }
    if (!tileset) warning = noTilesetWarning(gid, sized, map);
    const Vec2 anchor = tileset ? tileset->objectAnchor : Vec2{0.0f, 1.0f};
    object.box.x -= anchor.x * object.box.w;
    object.box.y -= anchor.y * object.box.h;
  }
  object.offset = layerOffset;
  object.box.x += layerOffset.x;
  object.box.y += layerOffset.y;
  return warning;
}

const Tileset* Map::tilesetOf(uint32_t gid) const {
  const Tileset* found = nullptr;
  for (const Tileset& t : tilesets)
    if (t.firstGid <= gid) found = &t;
  return found && found->has(gid - found->firstGid) ? found : nullptr;
}

std::string checkMapSize(const Map& map) {
  if (map.tileWidth != map.tileHeight)
    return "tiles are " + sizeText(map.tileWidth, map.tileHeight) + " pixels; Ledge needs square tiles";
  return TileMap::checkSize(map.width, map.height, map.tileWidth);
}

}  // namespace ledge::io::tiled
