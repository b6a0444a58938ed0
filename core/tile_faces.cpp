#include "core/tile_faces.h"

#include <algorithm>

namespace ledge {

int sideCoverEighths(Tile tile, bool rightSide) {
  if (tile == Tile::Solid) return 8;
  if (!isSlope(tile)) return 0;
  const SlopeProfile p = slopeProfile(tile);
  return rightSide ? p.rightEighths : p.leftEighths;
}

bool isInternalFace(const TileMap& map, int tx, int ty, Vec2 outward) {
  if (outward.x != 0.0f && outward.y != 0.0f) return false;
  const Tile own = map.at(tx, ty);
  if (outward.y < 0.0f) {
    // Only a tile as high as its cell meets the one above; every slope's bottom is solid.
    const Tile above = map.at(tx, ty - 1);
    const bool reachesTop = std::max(sideCoverEighths(own, false), sideCoverEighths(own, true)) == 8;
    return reachesTop && (above == Tile::Solid || isSlope(above));
  }
  if (outward.y > 0.0f) return map.at(tx, ty + 1) == Tile::Solid;
  const bool right = outward.x > 0.0f;
  const int face = sideCoverEighths(own, right);
  const int beside = sideCoverEighths(map.at(tx + (right ? 1 : -1), ty), !right);
  return beside > 0 && beside >= face;
}

}  // namespace ledge
