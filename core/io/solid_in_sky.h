#pragma once
// The sky-only names editor/ still uses, from before the check covered every side of the map:
// kept until editor/ includes solid_outside_map.h and calls its names.
#include <string>

#include "core/io/solid_outside_map.h"

namespace ledge::io {

using SolidInSky = SolidOutsideMap;

inline std::string solidInSkyProblem(const SolidSpec& solid, const SolidInSky& place) {
  return solidOutsideMapProblem(solid, place);
}

}  // namespace ledge::io
