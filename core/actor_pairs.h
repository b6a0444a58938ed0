#pragma once
// Phase 4 of World::step, actor against actor: the partition follows the actors, finds the
// pairs that overlap or touch, and pushes apart the actors that collide with actors.
//
// Response, pair by pair, band after band of the map and then the pairs across two bands, each
// from the bottom up (pair_groups.h; the same order after a keyframe restore, and on any threads):
//  - separation by the minimum translation (mtd.h), shared by weight: weights act as masses,
//    the heavier actor moves less, and weight 0 is static (never moved by another actor). The
//    moves are the collision-aware moveX / moveY, so a pushed actor stops at tiles and solids
//    and the other one takes what it could not; two static actors stay as they are. Separated
//    vertically, an exact mover is left half a hundredth of a pixel in the other actor, so
//    that float error never leaves it a hair above what it rests on, unpaired in the next step;
//  - pushed down by an actor above it that can move, an actor that stands on something (the
//    map, a solid, or an actor whose pair came before) does not give way, as if static: the
//    upper one takes the whole separation, or leaves the overlap where it cannot move, so
//    that a pile settles from its foot up and stands at full height;
//  - pushed back against its own run (a sideways separation), an actor has hit a wall: hitWall,
//    so walkers turn round as they do at walls;
//  - resting on the other (on top of it, touching or overlapping more across than down, and
//    not rising away), an actor is grounded and takes the vertical speed of what it stands on
//    (a static one keeps its own), so crates stack and the player can jump off them.
// Both actors must collide with actors; other pairs are found and traced but left alone.
// With the world's task system, an untraced step resolves the bands, which share no actor, on
// several threads: the same result as one after another, or as the pairs in order with the
// crossing ones last, which is how one thread and a traced step take them.

#include "core/actor.h"
#include "core/trace.h"

namespace ledge {

class World;

void stepActorPairs(World& world, StepTrace* trace);

// The phase in its four parts, as stepActorPairs runs them, for a profiler that times them apart
// (`ledge bench` prints them). Each part takes what the one before it left: call all four, in
// this order, with the same trace.
void updateActorPartition(World& world);                // the partition follows the actors
void findActorPairs(World& world, StepTrace* trace);     // the pairs; traced, the cells and pairs
void groupActorPairs(World& world, StepTrace* trace);    // the pairs to resolve, by band
void resolveActorPairs(World& world, StepTrace* trace);  // the response, band after band

// The part of a separation that `self` makes when it meets `other`: the other's weight over
// the sum, 0 for a static self, 1 against a static other. Static is a weight of 0 (or less, or
// NaN) or infinity.
float separationShare(float selfWeight, float otherWeight);

}  // namespace ledge
