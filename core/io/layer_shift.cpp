#include "core/io/layer_shift.h"

#include <cmath>
#include <cstdlib>
#include <vector>

#include "core/io/text_util.h"
#include "core/io/tiled_map.h"

namespace ledge::io {

LayerShift layerShift(Vec2 offset, int cellSize, int width, int height) {
  if (offset.x == 0.0f && offset.y == 0.0f) return {IVec2{}, {}};
  const float size = static_cast<float>(cellSize);
  const float tx = offset.x / size, ty = offset.y / size;
  // Checked first: within the map's size, the shift fits an int.
  if (std::fabs(tx) >= static_cast<float>(width) || std::fabs(ty) >= static_cast<float>(height))
    return {std::nullopt, "the layer's offsets " + pointText(offset) +
                              " move it off the map entirely; none of its tiles are imported"};
  if (tx != std::floor(tx) || ty != std::floor(ty))
    return {IVec2{}, "the layer's offsets " + pointText(offset) + " are not whole " + std::to_string(cellSize) +
                         "-pixel tiles; its tiles are imported at their cells, without the offsets"};
  return {IVec2{static_cast<int>(tx), static_cast<int>(ty)}, {}};
}

std::string shiftText(IVec2 cells) {
  auto step = [](int n, const char* forward, const char* back) { return std::to_string(std::abs(n)) + (n > 0 ? forward : back); };
  std::vector<std::string> parts;
  if (cells.x) parts.push_back(step(cells.x, " right", " left"));
  if (cells.y) parts.push_back(step(cells.y, " down", " up"));
  return joined(parts);
}

std::string offTheMapWarning(int count, Vec2 offset) {
  return std::to_string(count) + (count == 1 ? " tile" : " tiles") + " moved off the map by the layer's offsets " +
         pointText(offset) + "; not imported";
}

}  // namespace ledge::io
