#pragma once
// The four movement methods. A mover moves one actor through one step against the tile map
// and the solids. Contract, the same for all four:
//  - on entry the velocity (px/s) already has this step's gravity and the intent's steering;
//  - it applies the level's friction (applyFriction(): ground friction when grounded and not
//    driving, air friction in the air), moves the actor, zeroes the velocity into what blocks
//    it (setting hitWall when blocked sideways), and writes grounded and onSlope;
//  - it finishes with settleContacts(), which sets riding and onLadder and traces a landing;
//  - every ray, contact and stop goes to the trace when there is one.
// Chosen per actor by a switch in World::step, not a virtual call.

#include <vector>

#include "core/actor.h"
#include "core/speculative_contacts.h"
#include "core/trace.h"

namespace ledge {

class World;
struct PhysicsParams;

void stepPixel(World& world, ActorId id, StepTrace* trace);
// `contacts` is working memory (one per thread): what it holds on entry is overwritten.
void stepSpeculative(World& world, ActorId id, StepTrace* trace, std::vector<SpeculativeContact>& contacts);
void stepRaycast(World& world, ActorId id, StepTrace* trace);
void stepMtd(World& world, ActorId id, StepTrace* trace);

// Friction by the contract above, on the horizontal speed (the surface tangent of flat ground).
void applyFriction(const PhysicsParams& physics, Actor& actor);

// The start of a mover's step: applies friction and clears hitWall. Returns whether the actor
// was grounded before the step, for settleContacts().
bool beginMoverStep(World& world, ActorId id);

// Sets riding (the solid stood on) and onLadder, and traces a Landing when the actor has just
// come down: call with the grounded state from before the step.
void settleContacts(World& world, ActorId id, bool wasGrounded, StepTrace* trace);

}  // namespace ledge
