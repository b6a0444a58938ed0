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
// A PNG of (kTileKindCount - 1) * tileSize x tileSize pixels, marked as Ledge's (below).
std::string tileStripPng(int tileSize);
// The strip's mark, a "Software" text chunk: this, then ", pixels " and the CRC of its pixel
// data in 8 hex digits. A later Ledge, whose art or encoder may differ, still knows the strip as
// one it may write again; a designer's painting over it, kept by a program that keeps the mark,
// changes the pixels and is known as art.
inline constexpr const char* kTileStripMark = "Ledge tileset image";
std::string tileStripMarkText(uint32_t pixelDataCrc);
// Is `png` a strip Ledge writes, of any tile size: marked for the pixels it holds, or the
// unmarked strip Ledge wrote before it marked them?
bool isTileStripPng(const std::string& png);

// The polygon of a slope's solid part in the tile's pixels, counter-clockwise from the bottom
// left: what Tiled's collision editor would draw for it.
std::vector<Vec2> slopeOutline(Tile slope, int tileSize);

}  // namespace ledge::io
