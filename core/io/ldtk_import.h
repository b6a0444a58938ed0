#pragma once
// Importing a level of an LDtk project (.ldtk) as a Level.
//
// Tiles come from an IntGrid layer (the first whose name contains "collision", else the first):
// each IntGrid value maps by its identifier: a Ledge tile name ("one-way", "slope-45-right"...),
// else names containing solid, wall, dirt, stone or ground are solid, ladder a ladder, platform
// or oneway a one-way platform, slope/ramp with left or right (and low/high for the 22.5 degree
// halves) a slope; other values stay empty and are listed in a warning. Entities whose name
// contains player, walker, crate or solid become actors and solids, at their top-left (LDtk's
// px minus the pivot); their fields are named like level-file keys ("mover", "vx", "speed",
// "mode"...), and a solid's Point-array field "path" is its path (cells of the entity layer's grid).

#include <string>

#include "core/io/level_load.h"

namespace ledge::io {

struct LdtkOptions {
  std::string level;  // the level's identifier; empty: the first level
};

LevelLoad importLdtk(const std::string& path, const LdtkOptions& options = {});

}  // namespace ledge::io
