#pragma once
// Pictures of Ledge's tiles, drawn from their shapes (a slope's pixels are its pixel-model
// columns), for the tileset an export embeds.

#include <cstdint>
#include <string>
#include <vector>

#include "core/geometry.h"
#include "core/tile.h"

namespace ledge::io {

// Every tile but Empty, left to right in the order of the Tile enum: tile t is column t - 1.
// A PNG of (kTileKindCount - 1) * tileSize x tileSize pixels.
std::string tileStripPng(int tileSize);

// The polygon of a slope's solid part in the tile's pixels, counter-clockwise from the bottom
// left: what Tiled's collision editor would draw for it.
std::vector<Vec2> slopeOutline(Tile slope, int tileSize);

}  // namespace ledge::io
