// What every mover shares: friction, the contact state after a move, and the dispatch.

#include "core/actor_move.h"
#include "core/collide.h"
#include "core/movers.h"
#include "core/world.h"

namespace ledge {

void applyFriction(const PhysicsParams& physics, Actor& actor) {
  if (!actor.applyFriction) return;
  if (actor.grounded && !actor.driving)
    actor.vx *= 1.0f - physics.groundFriction;
  else if (!actor.grounded)
    actor.vx *= 1.0f - physics.airFriction;
}

bool beginMoverStep(World& world, ActorId id) {
  Actor& a = world.actor(id);
  applyFriction(world.physics, a);
  a.hitWall = false;
  return a.grounded;
}

void settleContacts(World& world, ActorId id, bool wasGrounded, StepTrace* trace) {
  Actor& a = world.actor(id);
  a.riding = kNoId;
  // Stood on, and carried by the kind's rule: a game's isRiding may refuse a solid stood on.
  const RidingFn carries = world.kinds[static_cast<size_t>(a.kind)].isRiding;
  if (a.grounded && carries && world.solidCount() > 0) {
    const Box box = a.collisionBox();
    a.riding = world.firstSolidAcross(box.left(), box.right(),
                                      [&](const Solid& s) { return isStandingOn(a, s) && carries(world, a, s); });
  }
  a.onLadder = overlapsLadder(world, a);
  if (a.grounded && !wasGrounded && trace) trace->add(traceEventFor(a, id, TraceKind::Landing, TracePhase::Actors));
}

}  // namespace ledge
