#include "core/io/actor_start.h"

#include <algorithm>
#include <utility>

#include "core/io/json_path.h"
#include "core/io/text_util.h"

namespace ledge::io {
namespace {

bool insideSolidTiles(const TileMap& map, const ActorSpec& a) {
  const int ts = map.tileSize();
  // Outside the map, tiles repeat (walls beside it, open above and below): clamping the box
  // to one tile around the map keeps the answer and bounds the work.
  auto clampSpan = [ts](int from, int to, int limit) {
    const int first = std::clamp(from, -ts, limit + ts - 1);
    return std::pair{first, std::clamp(to, first + 1, limit + ts)};
  };
  const auto [x0, x1] = clampSpan(a.x, a.x + a.w, map.pixelWidth());
  const auto [y0, y1] = clampSpan(a.y, a.y + a.h, map.pixelHeight());
  return map.solidAtPixels(IRect{x0, y0, x1 - x0, y1 - y0});
}

}  // namespace

std::string solidFilePlace(size_t index) { return "the solid " + elementPath("$.solids", index); }

std::vector<std::string> actorStartProblems(const Level& level, size_t actor, SolidNamer solidName) {
  return actorStartProblems(level.map, level, actor, solidName);
}

std::vector<std::string> actorStartProblems(const TileMap& tiles, const Level& level, size_t actor,
                                            SolidNamer solidName) {
  const ActorSpec& a = level.actors[actor];
  std::vector<std::string> problems;
  const IRect box{a.x, a.y, a.w, a.h};
  const std::string kind = "the " + std::string(actorKindName(a.kind));
  const std::string named = kind + " at " + pointText(IVec2{a.x, a.y});
  const std::string inside = kind + " at " + boxText(box) + ", starts inside ";
  const int width = tiles.pixelWidth();
  // Beside the map its edges are walls: say where the actor is, not only what it is in.
  if (a.worldCollision && a.x < 0)
    problems.push_back(inside + "the wall left of the map (x = 0)");
  else if (a.worldCollision && a.x + a.w > width)
    problems.push_back(inside + "the wall right of the map (x = " + std::to_string(width) + ")");
  else if (a.worldCollision && insideSolidTiles(tiles, a))
    problems.push_back(inside + "solid tiles");
  if (a.y >= tiles.pixelHeight())
    problems.push_back(named + " starts below the map (y = " + std::to_string(tiles.pixelHeight()) +
                       "), where it falls out on the first step");
  // One inside a solid is stuck, or popped out by the solid's first move whatever its world
  // collision (solids push every actor).
  for (size_t s = 0; s < level.solids.size(); ++s) {
    const SolidSpec& solid = level.solids[s];
    const IRect solidBox{solid.x, solid.y, solid.w, solid.h};
    if (!box.overlaps(solidBox)) continue;
    problems.push_back(inside + solidName(s) + " at " + boxText(solidBox));
  }
  return problems;
}

}  // namespace ledge::io
