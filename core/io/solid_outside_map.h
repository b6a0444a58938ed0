#pragma once
// A moving solid that lies wholly outside the map, at its start or on its path. Ledge allows it,
// but there it meets few actors or none: above is open sky, where only an actor above the map
// meets it; beside the map are its walls, which reach up into the sky and down below it; below
// it, only an actor partly out of the map, which falls out once its top passes the map's bottom
// (World's wayOutOfWorld). Such a place is more often a mistyped coordinate, or an object a
// resize or an import left behind, than a plan, so loading, `ledge check` and the imports warn of
// it, and the editor names solids left in the sky after a resize. Actors are not warned of here:
// one that starts in the sky falls into the map, and actor_start.h reports one in a wall or below
// the map.

#include <optional>
#include <string>

#include "core/geometry.h"
#include "core/level.h"
#include "core/tile_map.h"

namespace ledge::io {

enum class MapSide { Left, Right, Above, Below };

struct SolidOutsideMap {
  MapSide side = MapSide::Left;
  int edge = 0;        // the map's edge on that side, in pixels: y = 0, y = its height, x = 0, x = its width
  int pathPoint = -1;  // the first point of its path where it lies outside; -1: its start
  IVec2 at;            // the solid's top-left corner there
};

// Where `solid` first lies wholly outside `map`: its start, else the first point of its path
// that is not its start; nullopt when it never does. In a corner, the wall: the first of
// MapSide's order.
std::optional<SolidOutsideMap> solidOutsideMap(const SolidSpec& solid, const TileMap& map);
// The same left of x = 0 and above y = 0 only, outside every map whatever its size.
std::optional<SolidOutsideMap> solidOutsideEveryMap(const SolidSpec& solid);

// The warning of it: "the solid at (64, -40), 32 x 8 pixels, lies entirely above the map (y = 0),
// in open sky where only an actor above the map meets it", or "its path takes the solid at (64,
// 32), 32 x 8 pixels, to (-40, 32), entirely inside the wall left of the map (x = 0)".
std::string solidOutsideMapProblem(const SolidSpec& solid, const SolidOutsideMap& place);

}  // namespace ledge::io
