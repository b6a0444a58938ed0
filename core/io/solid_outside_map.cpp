#include "core/io/solid_outside_map.h"

#include <cstdint>
#include <vector>

#include "core/io/text_util.h"

namespace ledge::io {
namespace {

// Where the solid's box at `at` lies wholly beyond a side of `map`; null `map`: left of x = 0 or
// above y = 0 only, the sides every map has there. The walls first: they reach up into the sky
// and down below the map, so a solid in a corner is in a wall. In 64 bits: a position and a
// size may each be kMaxCoordinate.
std::optional<SolidOutsideMap> outsideAt(const SolidSpec& solid, IVec2 at, int pathPoint, const TileMap* map) {
  const auto place = [&](MapSide side, int edge) { return SolidOutsideMap{side, edge, pathPoint, at}; };
  if (int64_t{at.x} + solid.w <= 0) return place(MapSide::Left, 0);
  if (map && at.x >= map->pixelWidth()) return place(MapSide::Right, map->pixelWidth());
  if (int64_t{at.y} + solid.h <= 0) return place(MapSide::Above, 0);
  if (map && at.y >= map->pixelHeight()) return place(MapSide::Below, map->pixelHeight());
  return std::nullopt;
}

std::optional<SolidOutsideMap> firstPlaceOutside(const SolidSpec& solid, const TileMap* map) {
  const IVec2 start{solid.x, solid.y};
  if (std::optional<SolidOutsideMap> place = outsideAt(solid, start, -1, map)) return place;
  const std::vector<IVec2>& points = solid.path.points;
  for (size_t i = 0; i < points.size(); ++i) {
    if (points[i] == start) continue;
    if (std::optional<SolidOutsideMap> place = outsideAt(solid, points[i], static_cast<int>(i), map)) return place;
  }
  return std::nullopt;
}

// Beside the map are its walls, as actor_start.h says of an actor there.
std::string sideText(const SolidOutsideMap& place) {
  const std::string edge = std::to_string(place.edge);
  switch (place.side) {
    case MapSide::Above: return "entirely above the map (y = " + edge + "), in open sky where only an actor above the map meets it";
    case MapSide::Below: return "entirely below the map (y = " + edge + "), where only an actor partly out of the map meets it";
    case MapSide::Left: return "entirely inside the wall left of the map (x = " + edge + ")";
    case MapSide::Right: return "entirely inside the wall right of the map (x = " + edge + ")";
  }
  return {};
}

}  // namespace

std::optional<SolidOutsideMap> solidOutsideMap(const SolidSpec& solid, const TileMap& map) {
  return firstPlaceOutside(solid, &map);
}

std::optional<SolidOutsideMap> solidOutsideEveryMap(const SolidSpec& solid) { return firstPlaceOutside(solid, nullptr); }

std::string solidOutsideMapProblem(const SolidSpec& solid, const SolidOutsideMap& place) {
  const std::string solidText = boxText({solid.x, solid.y, solid.w, solid.h});
  if (place.pathPoint < 0) return "the solid at " + solidText + ", lies " + sideText(place);
  return "its path takes the solid at " + solidText + ", to " + pointText(place.at) + ", " + sideText(place);
}

}  // namespace ledge::io
