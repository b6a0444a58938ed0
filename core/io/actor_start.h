#pragma once
// Where an actor starts so that the first step will not keep it there: inside the wall beside
// the map, solid tiles or a solid (stuck, or pushed out at once), or below the map (it falls
// out). `ledge check` warns about each, and the editor's Inspector shows them as a designer
// places and moves the actor.

#include <cstddef>
#include <string>
#include <vector>

#include "core/level.h"

namespace ledge::io {

// How a problem names solid `index`: `ledge check` by its place in the file ("the solid $.solids[2]"),
// the editor as its Inspector does ("moving solid 2").
using SolidNamer = std::string (*)(size_t index);
std::string solidFilePlace(size_t index);

// Each problem of actor `actor` of `level` as a sentence ("the crate at (16, 400) starts below
// the map (y = 368), where it falls out on the first step"); empty when it starts well.
std::vector<std::string> actorStartProblems(const Level& level, size_t actor, SolidNamer solidName = solidFilePlace);
// The same against `tiles` rather than the level's own map (a check that left the tiles out).
std::vector<std::string> actorStartProblems(const TileMap& tiles, const Level& level, size_t actor,
                                            SolidNamer solidName = solidFilePlace);

}  // namespace ledge::io
