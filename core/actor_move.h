#pragma once
// The article's Actor API: moveX / moveY step an actor and stop before anything solid, calling
// onCollide. Pixel actors step one whole pixel at a time (the remainder keeps the fraction);
// actors of the other movers sweep their exact box the same distance.

#include "core/actor.h"
#include "core/collide.h"
#include "core/trace.h"

namespace ledge {

class World;

struct Collision {
  int axis = 0;          // 0: x, 1: y
  int direction = 0;     // -1 or +1
  Blocker by;
  SolidId pusher = kNoId;  // the solid pushing the actor, if any
};

using CollideFn = void (*)(World& world, ActorId id, const Collision& hit, StepTrace* trace);

// What the pixel mover adds to the plain article moves (the defaults are the article's).
struct MoveOptions {
  bool climbSlopes = false;      // a blocked horizontal step may rise one pixel onto a slope
  bool followSlopesDown = false; // a grounded horizontal step that leaves the ground by one
                                 // pixel drops back onto it
  int cornerCorrection = 0;      // an upward step blocked by a corner may slide this far aside
  SolidId pusher = kNoId;        // reported to onCollide
  TracePhase phase = TracePhase::Actors;
};

// Returns true when the move was stopped.
bool moveX(World& world, ActorId id, float amount, CollideFn onCollide, StepTrace* trace,
           const MoveOptions& options = {});
bool moveY(World& world, ActorId id, float amount, CollideFn onCollide, StepTrace* trace,
           const MoveOptions& options = {});

// Exactly `pixels` whole pixels, leaving the remainder alone: what a solid's push and carry use
// (Celeste's MoveHExact), so that a remainder of -0.5 cannot round a 1-pixel push away.
// Exact-model actors sweep the same distance.
bool moveXExact(World& world, ActorId id, int pixels, CollideFn onCollide, StepTrace* trace,
                const MoveOptions& options = {});
bool moveYExact(World& world, ActorId id, int pixels, CollideFn onCollide, StepTrace* trace,
                const MoveOptions& options = {});

// Would a pixel actor's one-pixel step towards `sign` on x be refused (as moveX would refuse it,
// climbing a slope when `climbSlopes`)?
bool pixelStepRefused(const World& world, const Actor& actor, int sign, bool climbSlopes);

// Shifts an exact-model actor by (dx, dy), keeping the remainder within [-0.5, 0.5].
void shiftExact(Actor& actor, float dx, float dy);

// The actor's box as the event saw it, for the trace.
TraceEvent traceEventFor(const Actor& actor, ActorId id, TraceKind kind, TracePhase phase);

}  // namespace ledge
