#pragma once
// The intents of the built-in kinds: what a player, a walker and a crate want to do this step.
// They steer through velocity and flags only; the movers do the moving.

#include "core/actor.h"
#include "core/geometry.h"
#include "core/input.h"
#include "core/trace.h"

namespace ledge {

class World;
struct Solid;

// Run, jump (variable height, coyote time, jump buffer, lift boost off moving solids),
// drop through one-way platforms (Down+Jump), climb ladders (Up/Down).
void playerIntent(World& world, ActorId id, Input input, StepTrace* trace);
// Patrol at walkSpeed, turning at walls and at ledges.
void walkerIntent(World& world, ActorId id, Input input, StepTrace* trace);

// Default riding rule: standing on the solid's top (the box one pixel lower overlaps it).
bool defaultIsRiding(const World& world, const Actor& actor, const Solid& solid);
// Default squish: the actor dies and a Squish event is traced.
void defaultSquish(World& world, ActorId id, SolidId by, StepTrace* trace);
// Default fall out of the map: the actor dies and a FellOut event is traced.
void defaultFellOut(World& world, ActorId id, Vec2 way, StepTrace* trace);

}  // namespace ledge
