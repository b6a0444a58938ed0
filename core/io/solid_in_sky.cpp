#include "core/io/solid_in_sky.h"

#include <cstdint>
#include <vector>

namespace ledge::io {
namespace {

// The map's top edge is y = 0: a box whose bottom is at or above it has nothing of the map.
bool entirelyAboveMap(int top, int height) { return int64_t{top} + height <= 0; }

std::string pointText(IVec2 p) {
  // Appended: GCC 12 warns falsely (-Wrestrict) about "(" + std::to_string(...).
  std::string text = "(";
  text += std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
  return text;
}

}  // namespace

std::optional<SolidInSky> solidInSky(const SolidSpec& solid) {
  const IVec2 start{solid.x, solid.y};
  if (entirelyAboveMap(solid.y, solid.h)) return SolidInSky{-1, start};
  const std::vector<IVec2>& points = solid.path.points;
  for (size_t i = 0; i < points.size(); ++i)
    if (points[i] != start && entirelyAboveMap(points[i].y, solid.h)) return SolidInSky{static_cast<int>(i), points[i]};
  return std::nullopt;
}

std::string solidInSkyProblem(const SolidSpec& solid, const SolidInSky& place) {
  const std::string where = "entirely above the map (y = 0), in open sky where only an actor above the map meets it";
  if (place.pathPoint < 0)
    return "the solid at " + pointText(place.at) + ", " + std::to_string(solid.w) + " x " + std::to_string(solid.h) +
           " pixels, lies " + where;
  return "its path takes the solid at " + pointText({solid.x, solid.y}) + ", " + std::to_string(solid.w) + " x " +
         std::to_string(solid.h) + " pixels, to " + pointText(place.at) + ", " + where;
}

}  // namespace ledge::io
