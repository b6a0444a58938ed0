// TEMPORARY (removed before landing): the movers not written yet integrate their velocity with
// the exact sweeps of moveX / moveY so that the rest of the core can be built and tested.

#include "core/actor_move.h"
#include "core/movers.h"
#include "core/world.h"

namespace ledge {
namespace {

void stopX(World& w, ActorId id, const Collision&, StepTrace*) {
  w.actor(id).vx = 0.0f;
  w.actor(id).hitWall = true;
}
void stopY(World& w, ActorId id, const Collision&, StepTrace*) { w.actor(id).vy = 0.0f; }

void sweepStep(World& w, ActorId id, StepTrace* trace) {
  const bool wasGrounded = w.actor(id).grounded;
  applyFriction(w.physics, w.actor(id));
  w.actor(id).hitWall = false;
  moveX(w, id, w.actor(id).vx * w.dt(), stopX, trace);
  moveY(w, id, w.actor(id).vy * w.dt(), stopY, trace);
  Actor& a = w.actor(id);
  a.grounded = sweepExactY(w, a, a.exactBox(), 0.5f).distance < kContactTolerance;
  a.onSlope = false;
  settleContacts(w, id, wasGrounded, trace);
}

}  // namespace

void stepSpeculative(World& w, ActorId id, StepTrace* trace) { sweepStep(w, id, trace); }
void stepRaycast(World& w, ActorId id, StepTrace* trace) { sweepStep(w, id, trace); }
void stepMtd(World& w, ActorId id, StepTrace* trace) { sweepStep(w, id, trace); }

}  // namespace ledge
