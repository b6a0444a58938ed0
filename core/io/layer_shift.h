#pragma once
// How a tile layer's offset in pixels (Tiled's offsetx/offsety, LDtk's __pxTotalOffsetX/Y) moves
// its tiles on Ledge's grid. Tiled and LDtk draw the layer moved by it, and the collision a designer
// sees there is what they expect: whole cells move the tiles so; part of a cell cannot, and is
// left out with a warning.

#include <optional>
#include <string>

#include "core/geometry.h"

namespace ledge::io {

struct LayerShift {
  std::optional<IVec2> cells;  // the cells to move the tiles by; nullopt: the layer lies off the map
  std::string warning;         // what is left out, when something is
};

// `offset` in pixels for a map of width x height cells of `cellSize` pixels.
LayerShift layerShift(Vec2 offset, int cellSize, int width, int height);

// "2 right, 1 up".
std::string shiftText(IVec2 cells);

// The warning for `count` tiles that the offset moves beyond the map's edges.
std::string offTheMapWarning(int count, Vec2 offset);

}  // namespace ledge::io
