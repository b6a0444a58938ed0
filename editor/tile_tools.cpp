#include "editor/tile_tools.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace ledge::editor {

int paintLine(Document& doc, IVec2 from, IVec2 to, Tile tile) {
  const int dx = std::abs(to.x - from.x);
  const int dy = -std::abs(to.y - from.y);
  const int sx = from.x < to.x ? 1 : -1;
  const int sy = from.y < to.y ? 1 : -1;
  int error = dx + dy;
  int changed = 0;
  for (IVec2 p = from;;) {
    changed += doc.setTile(p.x, p.y, tile) ? 1 : 0;
    if (p == to) break;
    const int twice = 2 * error;
    if (twice >= dy) {
      error += dy;
      p.x += sx;
    }
    if (twice <= dx) {
      error += dx;
      p.y += sy;
    }
  }
  return changed;
}

int floodFill(Document& doc, IVec2 at, Tile tile) {
  const TileMap& map = doc.map();
  if (!map.contains(at.x, at.y)) return 0;
  const Tile target = map.at(at.x, at.y);
  if (target == tile) return 0;
  // Scanline fill with an explicit stack: a 4096 x 4096 region must not recurse.
  int changed = 0;
  std::vector<IVec2> stack{at};
  while (!stack.empty()) {
    const IVec2 seed = stack.back();
    stack.pop_back();
    if (map.at(seed.x, seed.y) != target) continue;
    int left = seed.x;
    while (left > 0 && map.at(left - 1, seed.y) == target) --left;
    int right = seed.x;
    while (right + 1 < map.width() && map.at(right + 1, seed.y) == target) ++right;
    for (int x = left; x <= right; ++x) {
      doc.setTile(x, seed.y, tile);
      ++changed;
    }
    for (int y : {seed.y - 1, seed.y + 1}) {
      if (y < 0 || y >= map.height()) continue;
      for (int x = left; x <= right; ++x) {
        // One seed per run of target tiles on the neighbouring row.
        if (map.at(x, y) == target && (x == left || map.at(x - 1, y) != target)) stack.push_back({x, y});
      }
    }
  }
  return changed;
}

int fillRect(Document& doc, IVec2 a, IVec2 b, Tile tile) {
  const TileMap& map = doc.map();
  const int x0 = std::max(std::min(a.x, b.x), 0);
  const int x1 = std::min(std::max(a.x, b.x), map.width() - 1);
  const int y0 = std::max(std::min(a.y, b.y), 0);
  const int y1 = std::min(std::max(a.y, b.y), map.height() - 1);
  int changed = 0;
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x) changed += doc.setTile(x, y, tile) ? 1 : 0;
  return changed;
}

std::optional<Tile> pickTile(const Document& doc, IVec2 at) {
  if (!doc.map().contains(at.x, at.y)) return std::nullopt;
  return doc.map().at(at.x, at.y);
}

}  // namespace ledge::editor
