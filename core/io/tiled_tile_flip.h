#pragma once
// What a flipped Tiled tile is in Ledge. Tiled turns a tile by three bits of its gid, in this
// order: the diagonal flip (x and y swapped), then the horizontal flip, then the vertical one
// (Tiled's manual, "Tile Flipping"). The turned shape is matched against Ledge's tiles; a shape
// no Ledge tile has (a slope turned into a ceiling, a one-way platform turned on its side) is
// read as the closest tile that keeps Tiled's ground solid, and the caller warns about it.

#include <cstdint>
#include <string>

#include "core/tile.h"

namespace ledge::io::tiled {

struct FlippedTile {
  Tile tile = Tile::Empty;
  bool exact = true;  // false: the turned shape is no Ledge tile and `tile` stands in for it
};

// `flips`: the gid's flip bits (kFlipHorizontal, kFlipVertical, kFlipDiagonal; others ignored).
FlippedTile flippedTile(Tile tile, uint32_t flips);

// "flipped horizontally and vertically (turned 180 degrees)"; empty for no flip.
std::string flipText(uint32_t flips);

}  // namespace ledge::io::tiled
