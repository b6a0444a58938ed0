// The pixel mover: the integer Actor model of TowerFall and Celeste (moveX / moveY, one pixel
// at a time), with slopes climbed one pixel per step and followed down while grounded.

#include "core/actor_move.h"
#include "core/movers.h"
#include "core/world.h"

namespace ledge {
namespace {

void stopAtWall(Actor& a) {
  a.vx = 0.0f;
  a.hitWall = true;
}

void stopHorizontal(World& w, ActorId id, const Collision&, StepTrace*) { stopAtWall(w.actor(id)); }

void stopVertical(World& w, ActorId id, const Collision& hit, StepTrace*) {
  Actor& a = w.actor(id);
  a.vy = 0.0f;
  if (hit.direction < 0) a.jumpRising = false;
}

Blocker groundUnder(const World& w, const Actor& a) {
  return pixelBlockerAt(w, a, leadingStrip(a.rect(), 1, 1), true);
}

}  // namespace

void stepPixel(World& w, ActorId id, StepTrace* trace) {
  const bool wasGrounded = beginMoverStep(w, id);
  const float dt = w.dt();

  MoveOptions sideways;
  sideways.climbSlopes = true;
  sideways.followSlopesDown = w.actor(id).vy >= 0.0f;
  const int startX = w.actor(id).x;
  moveX(w, id, w.actor(id).vx * dt, stopHorizontal, trace, sideways);

  Actor& a = w.actor(id);
  // Pressed against a wall by less than a whole pixel this step, it tried no step to be refused:
  // the wall stops it all the same, as the other movers' contacts do. Otherwise hitWall and vx
  // would flicker every other frame (a wall slide, a walker's turn, a run animation), and the
  // speed that friction leaves after the key is let go would hold hitWall for a second.
  if (a.x == startX && !a.hitWall && a.vx != 0.0f && pixelStepRefused(w, a, a.vx > 0.0f ? 1 : -1, sideways.climbSlopes))
    stopAtWall(a);
  if (a.vy >= 0.0f && groundUnder(w, a)) {
    // Standing: gravity does not pile up speed or remainder against the floor.
    a.vy = 0.0f;
    a.ry = 0.0f;
  } else {
    MoveOptions vertical;
    vertical.cornerCorrection = a.kind == ActorKind::Player ? w.physics.cornerCorrection : 0;
    moveY(w, id, a.vy * dt, stopVertical, trace, vertical);
  }

  Actor& after = w.actor(id);
  const Blocker ground = groundUnder(w, after);
  after.grounded = static_cast<bool>(ground);
  after.onSlope = ground.kind == BlockerKind::Tile && isSlope(ground.tile);
  settleContacts(w, id, wasGrounded, trace);
}

}  // namespace ledge
