#pragma once
// Moving solids, by the article's rules: collect riders before moving, turn own collision off,
// move one axis at a time, push every overlapped actor by exactly the leading-edge difference
// (squishing it if that is blocked), carry riders by the full amount with no callback, pushing
// before riding, then turn collision back on.

#include "core/actor.h"
#include "core/trace.h"

namespace ledge {

class World;

// Moves solid `id` by (dx, dy) pixels; fractions accumulate in its remainder. The actors it
// may push or carry are looked up in world.partition, which it first tells where every actor
// is now (the game may have moved some): O(actors) comparisons, then only the nearby ones.
// The solid's velocity becomes the move over one timestep, so that a rider jumping off it in
// the next step gets the lift boost; that step's solids phase sets it again (0 off a path).
// A move is bounded so that the solid stays within kMaxCoordinate (limits.h); NaN is no move. A
// solid on its path also follows the path: clear its `followsPath` to move it from the game alone.
void moveSolid(World& world, SolidId id, float dx, float dy, StepTrace* trace,
               TracePhase phase = TracePhase::Solids);
// The same move as a placement (a lab edit): pushes and carries alike, and the solid's velocity
// stays as it was, as a quick drag would fling its riders.
void placeSolid(World& world, SolidId id, float dx, float dy, StepTrace* trace,
                TracePhase phase = TracePhase::Solids);

// Advances every solid that follows its path by one step (phase 2 of World::step).
void advanceSolids(World& world, StepTrace* trace);

}  // namespace ledge
