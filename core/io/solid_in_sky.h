#pragma once
// A moving solid that lies entirely above the map, in the open sky, at its start or on its path.
// Ledge allows it, as it allows an actor to start up there, but only an actor above the map ever
// meets the solid there, and an object a resize pushed up or an import brought from above a
// map is more often left behind than placed. `ledge check` and the imports warn of it, and the
// editor names such solids after a resize. Actors are not warned of: one that starts in the sky
// falls into the map.

#include <optional>
#include <string>

#include "core/geometry.h"
#include "core/level.h"

namespace ledge::io {

struct SolidInSky {
  int pathPoint = -1;  // the first point of its path where it lies in the sky; -1: its start
  IVec2 at;            // the solid's top-left corner there
};

// Where `solid` first lies entirely above the map: its start, else the first point of its path
// that is not its start; nullopt when it never does.
std::optional<SolidInSky> solidInSky(const SolidSpec& solid);

// The warning of it: "the solid at (64, -40), 32 x 8 pixels, lies entirely above the map (y = 0),
// in open sky where only an actor above the map meets it", or "its path takes the solid ... to".
std::string solidInSkyProblem(const SolidSpec& solid, const SolidInSky& place);

}  // namespace ledge::io
