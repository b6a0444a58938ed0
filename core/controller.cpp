#include "core/controller.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "core/actor_move.h"
#include "core/collide.h"
#include "core/world.h"

namespace ledge {
namespace {

float approach(float value, float target, float delta) {
  return value < target ? std::min(value + delta, target) : std::max(value - delta, target);
}

void countDown(float& timer, float dt) { timer = std::max(timer - dt, 0.0f); }

void traceJump(StepTrace* trace, const Actor& a, ActorId id) {
  if (!trace) return;
  TraceEvent e = traceEventFor(a, id, TraceKind::Jump, TracePhase::Intent);
  e.point = {a.vx, a.vy};
  trace->add(e);
}

void run(const PhysicsParams& p, Actor& a, int direction, float dt) {
  a.driving = direction != 0;
  if (direction == 0) return;
  a.facing = static_cast<int8_t>(direction);
  const float accel = p.runAccel * (a.grounded ? 1.0f : p.airControl);
  a.vx = approach(a.vx, static_cast<float>(direction) * p.runSpeed, accel * dt);
}

// A climber with no sideways key drifts to the middle of its ladder's column, at most at the
// sideways climbing speed: a ladder is grabbed anywhere its column is under the climber's
// middle, and a box still off to one side would catch on the floor around the ladder's hole.
float towardLadderMiddle(const World& w, const Actor& a, float sidewaysSpeed) {
  const float middle = (static_cast<float>(ladderColumn(w, a)) + 0.5f) * static_cast<float>(w.map.tileSize());
  const float gap = middle - a.collisionBox().center().x;
  // A pixel box of odd width against an even tile cannot sit exactly in the middle.
  const float arrived = a.usesPixelBox() ? 0.5f : kContactTolerance;
  if (std::fabs(gap) <= arrived) return 0.0f;
  return std::clamp(gap / w.dt(), -sidewaysSpeed, sidewaysSpeed);
}

// Climbing up, at most the speed that ends the step standing on the ladder's top: a climber
// that rose past it would drop back onto it, a pixel or two, and leave the ground meanwhile.
float upToLadderTop(const World& w, const Actor& a, float climbSpeed) {
  const TileMap& map = w.map;
  const Box box = a.collisionBox();
  const int tx = ladderColumn(w, a);
  int ty = map.tileOf(static_cast<int>(std::ceil(box.bottom())) - 1);
  if (map.at(tx, ty) != Tile::Ladder) return -climbSpeed;
  while (map.at(tx, ty - 1) == Tile::Ladder) --ty;
  const float toTop = box.bottom() - static_cast<float>(ty * map.tileSize());
  return -std::min(climbSpeed, toTop / w.dt());
}

// Ladders: Up on a ladder or Down on a ladder top starts climbing; leaving the ladder or
// jumping stops it. While climbing the player moves at climbSpeed and gravity is off.
void climb(const World& w, Actor& a, Input in) {
  const bool onLadder = overlapsLadder(w, a);
  const bool atTop = aboveLadderTop(w, a);
  if (!a.climbing && ((in.held(Input::Up) && onLadder) || (in.held(Input::Down) && atTop))) a.climbing = true;
  if (a.climbing && !onLadder && !atTop) a.climbing = false;
  if (a.climbing && in.held(Input::Up) && atTop) {
    a.climbing = false;  // up at the top: it stands there, as on a one-way platform
    a.vy = 0.0f;
  }
  if (!a.climbing) return;
  const float sidewaysSpeed = w.physics.climbSpeed * 0.5f;
  a.vx = in.horizontal() != 0 ? static_cast<float>(in.horizontal()) * sidewaysSpeed
                              : towardLadderMiddle(w, a, sidewaysSpeed);
  a.vy = in.vertical() < 0 ? upToLadderTop(w, a, w.physics.climbSpeed)
                           : static_cast<float>(in.vertical()) * w.physics.climbSpeed;
  a.driving = true;
  a.jumpRising = false;
}

void jump(World& w, ActorId id, StepTrace* trace) {
  Actor& a = w.actor(id);
  a.vy = -w.physics.jumpSpeed;
  // Off the ground from this step on: its move takes the air's friction, not the ground's,
  // which would take most of a standing jump's speed and of the lift boost.
  a.grounded = false;
  // Lift boost: a jump off a moving solid keeps the solid's speed (upwards only). A game may
  // have removed the solid, or switched it off, since the last step.
  if (a.riding != kNoId && a.riding < w.solidCount() && w.solid(a.riding).collidable) {
    const Solid& s = w.solid(a.riding);
    a.vx += s.vx;
    a.vy += std::min(s.vy, 0.0f);
  }
  a.jumpRising = true;
  a.climbing = false;
  a.coyoteTimer = 0.0f;
  a.jumpBufferTimer = 0.0f;
  traceJump(trace, a, id);
}

}  // namespace

void playerIntent(World& w, ActorId id, Input in, StepTrace* trace) {
  const PhysicsParams& p = w.physics;
  const float dt = w.dt();
  Actor& a = w.actor(id);
  const bool jumpPressed = in.held(Input::Jump) && !inputOf(w.state.lastInputs, a.player).held(Input::Jump);

  if (a.grounded || a.climbing)
    a.coyoteTimer = p.coyoteTime;
  else
    countDown(a.coyoteTimer, dt);
  if (jumpPressed)
    a.jumpBufferTimer = p.jumpBuffer;
  else
    countDown(a.jumpBufferTimer, dt);
  // The one-way top being dropped through is forgotten once the player is clear below it.
  if (a.dropThroughRow != kNoRow && (a.y > a.dropThroughRow || a.grounded)) a.dropThroughRow = kNoRow;

  // Asked before climbing: Down would start the climb down a ladder top, and a climber stands
  // on no ladder top to drop through.
  const bool dropsThrough = jumpPressed && in.held(Input::Down) && a.grounded && standsOnPlatformOnly(w, a);
  run(p, a, in.horizontal(), dt);
  if (!dropsThrough) climb(w, a, in);

  if (dropsThrough) {
    a.dropThroughRow = a.y + a.h;
    a.jumpBufferTimer = 0.0f;
    a.grounded = false;
  } else if (a.jumpBufferTimer > 0.0f && a.coyoteTimer > 0.0f) {
    jump(w, id, trace);
  }

  Actor& after = w.actor(id);
  // Variable height: letting go of jump while rising cuts the rise.
  if (after.jumpRising && (after.vy >= 0.0f || !in.held(Input::Jump))) {
    if (after.vy < 0.0f) after.vy *= p.jumpCut;
    after.jumpRising = false;
  }
}

void walkerIntent(World& w, ActorId id, Input, StepTrace*) {
  Actor& a = w.actor(id);
  a.driving = true;
  if (a.hitWall) a.facing = static_cast<int8_t>(-a.facing);
  if (a.grounded) {
    // Look one pixel past the leading foot: no ground there is a ledge.
    const Box box = a.collisionBox();
    const float footX = a.facing > 0 ? box.right() + 1.0f : box.left() - 1.0f;
    if (!groundBelowPoint(w, a, {footX, box.bottom()}, 2.0f)) a.facing = static_cast<int8_t>(-a.facing);
  }
  a.vx = static_cast<float>(a.facing) * w.physics.walkSpeed;
}

bool defaultIsRiding(const World&, const Actor& actor, const Solid& solid) {
  return isStandingOn(actor, solid);
}

namespace {

// The actor dies; the event that tells it (to complete and add), or none when nothing is traced.
std::optional<TraceEvent> die(World& w, ActorId id, TraceKind kind, TracePhase phase, const StepTrace* trace) {
  Actor& a = w.actor(id);
  a.alive = false;
  if (!trace) return std::nullopt;
  return traceEventFor(a, id, kind, phase);
}

}  // namespace

void defaultSquish(World& w, ActorId id, SolidId by, StepTrace* trace) {
  if (std::optional<TraceEvent> e = die(w, id, TraceKind::Squish, TracePhase::Solids, trace)) {
    e->solid = by;
    trace->add(*e);
  }
}

void defaultFellOut(World& w, ActorId id, Vec2 way, StepTrace* trace) {
  if (std::optional<TraceEvent> e = die(w, id, TraceKind::FellOut, TracePhase::Actors, trace)) {
    e->direction = way;
    trace->add(*e);
  }
}

}  // namespace ledge
