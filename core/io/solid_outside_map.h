#pragma once
// A moving solid that lies wholly outside the map, at its start or on its path. Ledge allows it,
// but there it meets no actor, or only one above the map: above is open sky, beside the map are
// its walls, and an actor that falls below the map falls out. Such a place is more often a
// mistyped coordinate, or an object a resize or an import left behind, than a plan, so loading,
// `ledge check` and the imports warn of it, and the editor names solids left in the sky after a
// resize. Actors are not warned of here: one that starts in the sky falls into the map, and
// actor_start.h reports one in a wall or below the map.

#include <optional>
#include <string>

#include "core/geometry.h"
#include "core/level.h"
#include "core/tile_map.h"

namespace ledge::io {

enum class MapSide { Above, Below, Left, Right };

struct SolidOutsideMap {
  MapSide side = MapSide::Above;
  int edge = 0;        // the map's edge on that side, in pixels: y = 0, y = its height, x = 0, x = its width
  int pathPoint = -1;  // the first point of its path where it lies outside; -1: its start
  IVec2 at;            // the solid's top-left corner there
};

// Where `solid` first lies wholly outside `map`: its start, else the first point of its path
// that is not its start; nullopt when it never does. Of two sides (a corner), the first of
// MapSide's order.
std::optional<SolidOutsideMap> solidOutsideMap(const SolidSpec& solid, const TileMap& map);
// The same above the map only, which y = 0 bounds whatever the map's size.
std::optional<SolidOutsideMap> solidInSky(const SolidSpec& solid);

// The warning of it: "the solid at (64, -40), 32 x 8 pixels, lies entirely above the map (y = 0),
// in open sky where only an actor above the map meets it", or "its path takes the solid at (64,
// 32), 32 x 8 pixels, to (-40, 32), entirely inside the wall left of the map (x = 0)".
std::string solidOutsideMapProblem(const SolidSpec& solid, const SolidOutsideMap& place);

}  // namespace ledge::io
