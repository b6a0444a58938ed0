#include "core/actor_move.h"

#include <cmath>

#include "core/world.h"

namespace ledge {
namespace {

void traceStop(StepTrace* trace, const Actor& a, ActorId id, const Collision& hit, TracePhase phase) {
  if (!trace) return;
  TraceEvent e = traceEventFor(a, id, TraceKind::PixelStop, phase);
  e.direction = hit.axis == 0 ? Vec2{static_cast<float>(hit.direction), 0.0f}
                              : Vec2{0.0f, static_cast<float>(hit.direction)};
  recordBlocker(e, hit.by);
  trace->add(e);
}

void traceSlope(StepTrace* trace, const Actor& a, ActorId id, TraceKind kind, int dx, int dy,
                TracePhase phase) {
  if (!trace) return;
  TraceEvent e = traceEventFor(a, id, kind, phase);
  e.direction = {static_cast<float>(dx), static_cast<float>(dy)};
  trace->add(e);
}

// Is the pixel row `depth` below the actor's feet solid ground (the rows above it are clear)?
bool blockedBelow(const World& w, const Actor& a, int depth) {
  const IRect row = leadingStrip(a.rect(), 1, 1).shifted(0, depth - 1);
  return static_cast<bool>(pixelBlockerAt(w, a, row, true));
}

// Celeste's upward corner correction: the first sideways offset within `reach` (the facing
// side first) from which the actor could rise one pixel.
int cornerSlide(const World& w, const Actor& a, int reach) {
  const int first = a.facing >= 0 ? 1 : -1;
  for (int k = 1; k <= reach; ++k) {
    for (int side : {first, -first}) {
      const IRect beside = a.rect().shifted(side * k, 0);
      if (!pixelBlockerAt(w, a, beside, false) && !pixelBlockerAt(w, a, beside.shifted(0, -1), false))
        return side * k;
    }
  }
  return 0;
}

// The pixels a whole move of `pixels` along `axis` sweeps, beyond the box's leading edge.
IRect sweptRegion(const IRect& box, int axis, int pixels) {
  const int sign = pixels > 0 ? 1 : -1;
  const int length = pixels * sign;
  const IRect strip = leadingStrip(box, axis, sign);
  if (axis == 0) return {sign > 0 ? strip.x : strip.x - length + 1, strip.y, length, strip.h};
  return {strip.x, sign > 0 ? strip.y : strip.y - length + 1, strip.w, length};
}

bool stopped(World& w, ActorId id, CollideFn onCollide, StepTrace* trace, const Collision& hit,
             TracePhase phase) {
  traceStop(trace, w.actor(id), id, hit, phase);
  if (onCollide) onCollide(w, id, hit, trace);
  return true;
}

bool isSlopeTile(const Blocker& by) { return by.kind == BlockerKind::Tile && isSlope(by.tile); }

// An exact actor's sideways move with climbSlopes, as a pixel actor's: where a slope stops it,
// it rises a pixel (the slopes rise at most a pixel a pixel), goes on as far as that pixel lets
// it, and settles back onto the slope. Anything else in the way, or no room to rise, stops it.
bool climbExactX(World& w, ActorId id, float amount, CollideFn onCollide, StepTrace* trace,
                 const MoveOptions& options) {
  Actor& a = w.actor(id);
  const int sign = amount > 0.0f ? 1 : -1;
  const auto along = [sign](float distance) { return static_cast<float>(sign) * distance; };
  float left = std::fabs(amount);
  Blocker by;
  // Each rise takes the actor most of a pixel further: room for rounding, and a bound.
  for (int rises = 2 * static_cast<int>(std::ceil(left)) + 2; rises > 0; --rises) {
    const Sweep run = sweepExactX(w, a, a.exactBox(), along(left));
    shiftExact(a, run.distance, 0.0f);
    left -= std::fabs(run.distance);
    if (!run.by || left <= kContactTolerance) return false;
    by = run.by;
    const float rise = std::min(left, 1.0f);
    if (!isSlopeTile(by) || sweepExactY(w, a, a.exactBox(), -rise).by) break;
    shiftExact(a, 0.0f, -rise);
    const Sweep over = sweepExactX(w, a, a.exactBox(), along(rise));
    shiftExact(a, over.distance, 0.0f);
    left -= std::fabs(over.distance);
    shiftExact(a, 0.0f, sweepExactY(w, a, a.exactBox(), rise).distance);
    if (over.distance == 0.0f) break;
    traceSlope(trace, a, id, TraceKind::StepUp, sign, -1, options.phase);
  }
  return stopped(w, id, onCollide, trace, {0, sign, by, options.pusher}, options.phase);
}

bool moveExact(World& w, ActorId id, int axis, float amount, CollideFn onCollide, StepTrace* trace,
               const MoveOptions& options) {
  if (axis == 0 && options.climbSlopes) return climbExactX(w, id, amount, onCollide, trace, options);
  Actor& a = w.actor(id);
  const Sweep s = axis == 0 ? sweepExactX(w, a, a.exactBox(), amount)
                            : sweepExactY(w, a, a.exactBox(), amount);
  if (axis == 0)
    shiftExact(a, s.distance, 0.0f);
  else
    shiftExact(a, 0.0f, s.distance);
  if (!s.by) return false;
  return stopped(w, id, onCollide, trace, {axis, amount > 0.0f ? 1 : -1, s.by, options.pusher},
                 options.phase);
}

// A blocked sideways pixel step that rises one pixel instead: onto a slope, with room above.
bool climbs(const World& w, const Actor& a, const Blocker& by, int sign, bool climbSlopes) {
  return climbSlopes && isSlopeTile(by) && !pixelBlockerAt(w, a, a.rect().shifted(sign, -1), false);
}

}  // namespace

bool pixelStepRefused(const World& w, const Actor& a, int sign, bool climbSlopes) {
  const Blocker b = pixelBlockerAt(w, a, leadingStrip(a.rect(), 0, sign), false);
  return b && !climbs(w, a, b, sign, climbSlopes);
}

void shiftExact(Actor& actor, float dx, float dy) {
  // A remainder within [-0.5, 0.5] rounds to no pixel: an axis that does not move is left alone.
  if (dx != 0.0f) actor.x += takeWholePixels(actor.rx, dx);
  if (dy != 0.0f) actor.y += takeWholePixels(actor.ry, dy);
}

TraceEvent traceEventFor(const Actor& actor, ActorId id, TraceKind kind, TracePhase phase) {
  TraceEvent e;
  e.kind = kind;
  e.phase = phase;
  e.actor = id;
  e.box = actor.collisionBox();
  return e;
}

bool moveX(World& w, ActorId id, float amount, CollideFn onCollide, StepTrace* trace,
           const MoveOptions& options) {
  Actor& a = w.actor(id);
  if (!a.usesPixelBox()) return moveExact(w, id, 0, amount, onCollide, trace, options);
  return moveXExact(w, id, takeWholePixels(a.rx, amount), onCollide, trace, options);
}

bool moveY(World& w, ActorId id, float amount, CollideFn onCollide, StepTrace* trace,
           const MoveOptions& options) {
  Actor& a = w.actor(id);
  if (!a.usesPixelBox()) return moveExact(w, id, 1, amount, onCollide, trace, options);
  return moveYExact(w, id, takeWholePixels(a.ry, amount), onCollide, trace, options);
}

bool moveXExact(World& w, ActorId id, int pixels, CollideFn onCollide, StepTrace* trace,
                const MoveOptions& options) {
  if (!w.actor(id).usesPixelBox())
    return moveExact(w, id, 0, static_cast<float>(pixels), onCollide, trace, options);
  if (pixels == 0) return false;
  Actor& a = w.actor(id);
  int move = pixels;
  const int sign = move > 0 ? 1 : -1;
  const bool followDown = options.followSlopesDown && blockedBelow(w, a, 1);
  // Nothing in the way and no slope to follow: stepping would end at the same place.
  if (!followDown && !pixelBlockerAt(w, a, sweptRegion(a.rect(), 0, move), false)) {
    a.x += move;
    return false;
  }
  while (move != 0) {
    int rise = 0;
    if (const Blocker b = pixelBlockerAt(w, a, leadingStrip(a.rect(), 0, sign), false)) {
      if (!climbs(w, a, b, sign, options.climbSlopes))
        return stopped(w, id, onCollide, trace, {0, sign, b, options.pusher}, options.phase);
      rise = 1;
    }
    a.x += sign;
    a.y -= rise;
    move -= sign;
    if (rise) traceSlope(trace, a, id, TraceKind::StepUp, sign, -1, options.phase);
    if (followDown && !blockedBelow(w, a, 1) && blockedBelow(w, a, 2)) {
      a.y += 1;
      traceSlope(trace, a, id, TraceKind::SnapDown, sign, 1, options.phase);
    }
  }
  return false;
}

bool moveYExact(World& w, ActorId id, int pixels, CollideFn onCollide, StepTrace* trace,
                const MoveOptions& options) {
  if (!w.actor(id).usesPixelBox())
    return moveExact(w, id, 1, static_cast<float>(pixels), onCollide, trace, options);
  if (pixels == 0) return false;
  Actor& a = w.actor(id);
  int move = pixels;
  const int sign = move > 0 ? 1 : -1;
  if (!pixelBlockerAt(w, a, sweptRegion(a.rect(), 1, move), sign > 0)) {
    a.y += move;
    return false;
  }
  while (move != 0) {
    if (const Blocker b = pixelBlockerAt(w, a, leadingStrip(a.rect(), 1, sign), sign > 0)) {
      const int slide = sign < 0 ? cornerSlide(w, a, options.cornerCorrection) : 0;
      if (slide == 0)
        return stopped(w, id, onCollide, trace, {1, sign, b, options.pusher}, options.phase);
      a.x += slide;
      traceSlope(trace, a, id, TraceKind::CornerSlide, slide, 0, options.phase);
      continue;
    }
    a.y += sign;
    move -= sign;
  }
  return false;
}

}  // namespace ledge
