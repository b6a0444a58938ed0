#pragma once
// Internal edges: the faces of a tile that lie inside one continuous surface. A face is internal
// when the next tile across it covers it, so a row of tiles is one floor and a column one wall.
// The speculative mover discards a contact on an internal face (the article's rule).

#include "core/geometry.h"
#include "core/tile.h"
#include "core/tile_map.h"

namespace ledge {

// How much of a tile's left or right side is solid, in eighths of its height (from its bottom).
int sideCoverEighths(Tile tile, bool rightSide);

// Is the face of tile (tx, ty) that faces `outward`, a unit axis direction, covered by the next
// tile that way? A sloped plane (any other direction) is never shared with a neighbour.
bool isInternalFace(const TileMap& map, int tx, int ty, Vec2 outward);

}  // namespace ledge
