#include "core/solid_move.h"

#include <algorithm>
#include <cmath>

#include "core/actor_move.h"
#include "core/limits.h"
#include "core/solid_path.h"
#include "core/world.h"

namespace ledge {
namespace {

void squishOnCollide(World& w, ActorId id, const Collision& hit, StepTrace* trace) {
  const Actor& a = w.actor(id);
  if (const SquishFn squish = w.kinds[static_cast<size_t>(a.kind)].squish) squish(w, id, hit.pusher, trace);
}

bool overlapsSolid(const Actor& a, const Solid& s) {
  if (a.usesPixelBox()) return a.rect().overlaps(s.rect());
  return a.exactBox().overlaps(toBox(s.rect()), kContactTolerance);
}

// How far the solid's leading edge has gone past the actor's nearest edge.
float pushAmount(const Actor& a, const Solid& s, int axis, int sign) {
  const Box box = a.collisionBox();
  const Box sb = toBox(s.rect());
  if (axis == 0) return sign > 0 ? sb.right() - box.left() : sb.left() - box.right();
  return sign > 0 ? sb.bottom() - box.top() : sb.top() - box.bottom();
}

void traceInteraction(StepTrace* trace, const Actor& a, ActorId id, SolidId solid, TraceKind kind,
                      int axis, float amount, TracePhase phase) {
  if (!trace) return;
  TraceEvent e = traceEventFor(a, id, kind, phase);
  e.solid = solid;
  const float sign = amount > 0.0f ? 1.0f : -1.0f;
  e.direction = axis == 0 ? Vec2{sign, 0.0f} : Vec2{0.0f, sign};
  e.distance = amount < 0.0f ? -amount : amount;
  trace->add(e);
}

void moveActor(World& w, ActorId id, int axis, float amount, CollideFn onCollide, StepTrace* trace,
               const MoveOptions& options) {
  // Pixel actors are moved by whole pixels without their remainder (the push distance is
  // whole for them); exact actors sweep the exact distance.
  if (w.actor(id).usesPixelBox()) {
    const int pixels = static_cast<int>(amount);
    if (axis == 0)
      moveXExact(w, id, pixels, onCollide, trace, options);
    else
      moveYExact(w, id, pixels, onCollide, trace, options);
  } else if (axis == 0) {
    moveX(w, id, amount, onCollide, trace, options);
  } else {
    moveY(w, id, amount, onCollide, trace, options);
  }
}

// The actors (living or not) whose boxes come within `reach` pixels of the solid, in id order,
// as the partition knows them: the only ones the solid can push, carry or be ridden by.
void actorsNear(World& w, const Solid& s, float reach, std::vector<ActorId>& out) {
  const Box sb = toBox(s.rect());
  out.clear();
  w.partition.objectsTouching({sb.x - reach, sb.y - reach, sb.w + 2.0f * reach, sb.h + 2.0f * reach}, out);
}

void interact(World& w, SolidId sid, int axis, int move, StepTrace* trace, TracePhase phase) {
  const int sign = move > 0 ? 1 : -1;
  MoveOptions options;
  options.pusher = sid;
  options.phase = phase;
  // Pushed sideways into a rising slope, an actor goes up it as its own run would: only a wall
  // or a ceiling squishes it. A rider carried into one is stopped there, as at a wall: it has
  // left the solid's top, and the solid moves on under it.
  MoveOptions pushOptions = options;
  pushOptions.climbSlopes = axis == 0;
  // Those it overlaps now, and its riders, also those a wall has held back out of its reach.
  std::vector<ActorId>& candidates = w.scratchNearby;
  actorsNear(w, w.solid(sid), 0.0f, candidates);
  candidates.insert(candidates.end(), w.scratchRiders.begin(), w.scratchRiders.end());
  std::sort(candidates.begin(), candidates.end());
  candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
  for (const ActorId id : candidates) {
    const Actor& a = w.actor(id);
    if (!a.alive) continue;
    const Solid& s = w.solid(sid);
    if (overlapsSolid(a, s)) {
      const float amount = pushAmount(a, s, axis, sign);
      traceInteraction(trace, a, id, sid, TraceKind::Push, axis, amount, phase);
      moveActor(w, id, axis, amount, squishOnCollide, trace, pushOptions);
    } else if (std::binary_search(w.scratchRiders.begin(), w.scratchRiders.end(), id)) {
      traceInteraction(trace, a, id, sid, TraceKind::Carry, axis, static_cast<float>(move), phase);
      moveActor(w, id, axis, static_cast<float>(move), nullptr, trace, options);
    } else {
      continue;
    }
    w.partition.place(id, w.actor(id).collisionBox());  // the next solid sees where it went
  }
}

// moveSolid once the partition knows where every actor is, by whole pixels (the remainders
// taken already).
void moveSolidAmongActors(World& w, SolidId sid, int mx, int my, StepTrace* trace, TracePhase phase) {
  if (mx == 0 && my == 0) return;
  Solid& s = w.solid(sid);
  // Switched off by the game, it passes through actors as through nothing, and stays off.
  if (!s.collidable) {
    s.x += mx;
    s.y += my;
    return;
  }

  // Riders are found before moving: the move may take the solid out of their reach.
  actorsNear(w, s, static_cast<float>(kRiderReach * w.map.tileSize()), w.scratchNearby);
  w.scratchRiders.clear();
  for (const ActorId id : w.scratchNearby) {
    const Actor& a = w.actor(id);
    const RidingFn riding = w.kinds[static_cast<size_t>(a.kind)].isRiding;
    if (a.alive && riding && riding(w, a, s)) w.scratchRiders.push_back(id);
  }

  // Collision off: actors pushed or carried do not collide with the solid that moves them.
  s.collidable = false;
  if (mx != 0) {
    s.x += mx;
    interact(w, sid, 0, mx, trace, phase);
  }
  if (my != 0) {
    w.solid(sid).y += my;
    interact(w, sid, 1, my, trace, phase);
  }
  w.solid(sid).collidable = true;
}

// A game's move of a solid along one axis, in whole pixels, the rest kept in `remainder`: NaN
// is no move, and the solid stays within kMaxCoordinate of the map's origin, where every whole
// pixel is exact and a step's moves fit an int. A move that reaches the bound ends there with
// no remainder (rounding one could take it a pixel past or short).
int wholeMoveWithin(int at, float& remainder, float move) {
  if (std::isnan(move)) return 0;
  const auto bound = static_cast<double>(kMaxCoordinate);
  // A pixel of slack beyond the bound keeps the float sum finite, and a move to it whole.
  const auto clamped = static_cast<float>(std::clamp(static_cast<double>(move), -bound - at - 1.0, bound - at + 1.0));
  const int whole = takeWholePixels(remainder, clamped);
  const int within = std::clamp(whole, -kMaxCoordinate - at, kMaxCoordinate - at);
  if (within != whole) remainder = 0.0f;
  return within;
}

Vec2 positionOf(const Solid& s) { return {static_cast<float>(s.x) + s.rx, static_cast<float>(s.y) + s.ry}; }

// The solid's velocity: from `before` to where it is, over one step.
// Within kVelocityRange, as an actor's: a jumping rider adds it to its own (the lift boost), in
// the step it jumps, and a game's move across the map would otherwise give billions of px/s.
void setStepVelocity(World& w, SolidId sid, Vec2 before) {
  Solid& s = w.solid(sid);
  const Vec2 now = positionOf(s);
  const auto within = [](float speed) {
    return static_cast<float>(std::clamp(static_cast<double>(speed), kVelocityRange.min, kVelocityRange.max));
  };
  s.vx = within((now.x - before.x) / w.dt());
  s.vy = within((now.y - before.y) / w.dt());
}

}  // namespace

void moveSolid(World& w, SolidId sid, float dx, float dy, StepTrace* trace, TracePhase phase) {
  const Vec2 before = positionOf(w.solid(sid));
  placeSolid(w, sid, dx, dy, trace, phase);
  setStepVelocity(w, sid, before);
}

void placeSolid(World& w, SolidId sid, float dx, float dy, StepTrace* trace, TracePhase phase) {
  Solid& s = w.solid(sid);
  w.partition.update(w.state.actors);
  const int mx = wholeMoveWithin(s.x, s.rx, dx);
  const int my = wholeMoveWithin(s.y, s.ry, dy);
  moveSolidAmongActors(w, sid, mx, my, trace, phase);
}

void advanceSolids(World& w, StepTrace* trace) {
  const float dt = w.dt();
  bool partitionCurrent = false;
  for (SolidId id = 0; id < w.solidCount(); ++id) {
    Solid& s = w.solid(id);
    // A solid a game added without a path (or a keyframe's, restored) follows none.
    const SolidPath* path = w.pathOf(id);
    if (!s.followsPath || !path || !pathMoves(*path)) {
      s.vx = s.vy = 0.0f;
      continue;
    }
    // Actors moved since the partition last looked (phase 4 separations, edits): tell it once,
    // and only in a step where a solid moves.
    if (!partitionCurrent) w.partition.update(w.state.actors);
    partitionCurrent = true;
    advanceAlongPath(*path, s.pathDistance, s.pathDirection, path->speed * dt);
    const Vec2 target = pathPoint(*path, s.pathDistance);
    const Vec2 before = positionOf(s);
    const int mx = takeWholePixels(s.rx, target.x - before.x);
    const int my = takeWholePixels(s.ry, target.y - before.y);
    moveSolidAmongActors(w, id, mx, my, trace, TracePhase::Solids);
    setStepVelocity(w, id, before);
  }
}

}  // namespace ledge
