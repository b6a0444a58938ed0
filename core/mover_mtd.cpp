// The MTD mover: the XNA "playing with platforms" article as a world mover. Move, then push the
// actor out of what it overlaps along the smallest way out (core/mtd.h). Alone that tunnels: a
// move deeper than half the actor makes the far side the smallest way out. So the step is cut
// into sub-steps that move no farther than half the actor's smallest side, and the way back is
// always the shortest. Each sub-step goes to the trace as a swept box.
//
// An actor often overlaps several things after a sub-step (the floor tiles under it, the foot of
// a slope, a wall), and their pushes taken one by one can fight (out of the next floor tile
// alone, the shortest way is back, at every seam). So the push is the shortest single way out
// of one of the overlaps that leaves the actor clear of all of them, no longer than a sub-step
// moves: sunk into two floor tiles, up; into the floor and the foot of a slope, up the slope;
// into a slope beside a wall, up, not into the wall. When no single push does, the shallowest
// overlap is resolved and it looks again; when that does not settle within kMaxPushes, the
// sub-step is undone: the actor stops where it was, which was clear.

#include <algorithm>
#include <cmath>

#include "core/actor_move.h"
#include "core/collide.h"
#include "core/movers.h"
#include "core/mtd.h"
#include "core/world.h"

namespace ledge {
namespace {

// A bound on the sub-steps of a step, for absurd velocities (a designer typing 1e30 px/s): the
// actor's speed is clamped to what they cover (clampSpeed()).
constexpr int kMaxSubsteps = 4096;
// Push-outs per sub-step before it gives up and undoes the sub-step (an actor wedged between
// things that push it into each other).
constexpr int kMaxPushes = 8;
// px below the actor searched for ground after the move.
constexpr float kGroundProbe = 0.5f;

// The longest move of a sub-step: half the actor's smallest side. On its length, not per axis:
// a diagonal move of half a side on both axes goes 0.71 of a side.
float substepLimit(const Actor& a) { return 0.5f * static_cast<float>(std::max(1, std::min(a.w, a.h))); }

// px a step travels at the actor's velocity. hypot, not sqrt(dot): 1e30 px/s squared overflows.
float stepTravel(const Actor& a, float dt) { return std::hypot(a.vx, a.vy) * dt; }

// A step travels no farther than kMaxSubsteps sub-steps, or a tile could lie between two of
// them. Like Box2D's maximum linear speed, the velocity itself is scaled down, keeping its
// direction, so that what the actor keeps is how fast it went.
void clampSpeed(Actor& a, float dt) {
  const float farthest = static_cast<float>(kMaxSubsteps) * substepLimit(a);
  const float travel = stepTravel(a, dt);
  if (!(travel > farthest)) return;
  a.vx *= farthest / travel;
  a.vy *= farthest / travel;
}

int substepCount(const Actor& a, float dt) {
  const float count = std::ceil(stepTravel(a, dt) / substepLimit(a));
  if (!(count >= 1.0f)) return 1;  // also a non-finite velocity
  // After clampSpeed() only float rounding can ask for more.
  return count >= static_cast<float>(kMaxSubsteps) ? kMaxSubsteps : static_cast<int>(count);
}

float length(Vec2 v) { return std::sqrt(dot(v, v)); }

// The region one sub-step swept: the box where it began, stretched by its move.
void traceSubstep(StepTrace* trace, const Actor& a, ActorId id, const Box& from, Vec2 move) {
  if (!trace) return;
  TraceEvent e = traceEventFor(a, id, TraceKind::SweptBox, TracePhase::Actors);
  e.box = {std::min(from.x, from.x + move.x), std::min(from.y, from.y + move.y), from.w + std::fabs(move.x),
           from.h + std::fabs(move.y)};
  trace->add(e);
}

// Who is moving (the platforms it drops through or climbs past are not in its way) and where
// this sub-step began (a one-way top stops only an actor that came from above it).
struct Motion {
  const Actor& actor;
  Box from;
};

Box tileBox(const TileMap& map, IVec2 cell) {
  const int ts = map.tileSize();
  return toBox(IRect{cell.x * ts, cell.y * ts, ts, ts});
}

Pushes onlyWay(Vec2 push) {
  Pushes one;
  one.ways[one.count++] = push;
  return one;
}

Pushes tilePushes(const World& w, const Motion& m, const Box& box, IVec2 cell) {
  const TileMap& map = w.map;
  const Tile tile = map.at(cell.x, cell.y);
  const Box cellBox = tileBox(map, cell);
  if (tile == Tile::Solid) return pushesOut(box, cellBox);
  if (isSlope(tile)) return pushesOutOfSlope(box, tile, cellBox);
  // A one-way or ladder top: only when this sub-step took the bottom from at or above it to
  // below it, and straight back up.
  const float top = cellBox.top();
  if (m.from.bottom() <= top + kContactTolerance && box.bottom() > top + kContactTolerance &&
      box.overlaps(cellBox, kContactTolerance))
    return onlyWay({0.0f, top - box.bottom()});
  return {};
}

// The ways out of one obstacle for `box`, shortest first; none when it is not in it.
Pushes pushesOutOf(const World& w, const Motion& m, const Box& box, const Blocker& by) {
  switch (by.kind) {
    case BlockerKind::Tile: return tilePushes(w, m, box, by.cell);
    case BlockerKind::Wall: {
      // The map's side edges are walls without end: the only way out is sideways.
      const float width = static_cast<float>(w.map.pixelWidth());
      if (by.cell.x < 0) return box.left() < 0.0f ? onlyWay({-box.left(), 0.0f}) : Pushes{};
      return box.right() > width ? onlyWay({width - box.right(), 0.0f}) : Pushes{};
    }
    case BlockerKind::Solid: return pushesOut(box, toBox(w.solid(by.solid).rect()));
    case BlockerKind::None:
    case BlockerKind::Actor: break;
  }
  return {};
}

// Calls visit(blocker) for everything the box may be in: the solid, slope and platform tiles
// under it (not the platforms the actor ignores), the side walls beyond the map's edges, the
// collidable solids.
template <typename Visit>
void forEachObstacleNear(const World& w, const Motion& m, const Box& box, Visit visit) {
  const TileMap& map = w.map;
  const int ts = map.tileSize();
  const TileRange range = map.tilesUnder(box, kContactTolerance);
  for (int ty = range.y0; ty <= range.y1; ++ty) {
    for (int tx = std::max(range.x0, 0); tx <= std::min(range.x1, map.width() - 1); ++tx) {
      const Tile tile = map.at(tx, ty);
      const bool platform = tile == Tile::OneWay || map.isLadderTop(tx, ty);
      if (platform && ignoresPlatform(m.actor, ty * ts, map.isLadderTop(tx, ty))) continue;
      if (tile == Tile::Solid || isSlope(tile) || platform)
        visit(Blocker{BlockerKind::Tile, tile, {tx, ty}, kNoId});
    }
  }
  const float width = static_cast<float>(map.pixelWidth());
  const int row = static_cast<int>(std::floor(box.center().y / static_cast<float>(ts)));
  if (box.left() < 0.0f) visit(Blocker{BlockerKind::Wall, Tile::Solid, {-1, row}, kNoId});
  if (box.right() > width) visit(Blocker{BlockerKind::Wall, Tile::Solid, {map.width(), row}, kNoId});
  w.forEachSolidAcross(box.left(), box.right(), [&](SolidId id, const Solid& s) {
    if (box.overlaps(toBox(s.rect()), kContactTolerance))
      visit(Blocker{BlockerKind::Solid, Tile::Empty, {}, id});
  });
}

struct Overlap {
  Pushes ways;  // shortest first
  Blocker by;   // None: nothing deeper than the contact tolerance
};

// The overlap with the shortest way out, of those deeper than the contact tolerance.
Overlap shallowestOverlap(const World& w, const Motion& m, const Box& box) {
  Overlap shallowest;
  float depth = 0.0f;
  forEachObstacleNear(w, m, box, [&](const Blocker& by) {
    const Pushes ways = pushesOutOf(w, m, box, by);
    if (ways.count == 0 || !(length(ways.ways[0]) > kContactTolerance)) return;
    if (!shallowest.by || length(ways.ways[0]) < depth) {
      shallowest = {ways, by};
      depth = length(ways.ways[0]);
    }
  });
  return shallowest;
}

bool isClear(const World& w, const Motion& m, const Box& box) { return !shallowestOverlap(w, m, box).by; }

// Is `way` a better escape than `best`: shorter, or as long (within float noise) and vertical
// where `best` is not (the tie rule of core/mtd.h)?
bool betterEscape(Vec2 way, float bestLength, Vec2 best) {
  constexpr float kTie = 1e-3f;
  const float len = length(way);
  return len < bestLength - kTie || (len <= bestLength + kTie && way.x == 0.0f && best.x != 0.0f);
}

struct Escape {
  Vec2 push{};
  Blocker by;  // the obstacle it is a way out of; None: no single push clears everything
};

// The shortest way out of one of the overlaps that leaves the box clear of everything. Taken
// one by one, the overlaps can disagree: sunk into the foot of a slope and the floor before it,
// the slope alone says "back", the floor alone "up a little"; only "up the slope" clears both.
// No longer than a sub-step moves: a longer way out would go through something (out under a
// floor, say).
Escape shortestEscape(const World& w, const Motion& m, const Box& box) {
  Escape best;
  float bestLength = substepLimit(m.actor) + kContactTolerance;
  forEachObstacleNear(w, m, box, [&](const Blocker& by) {
    const Pushes ways = pushesOutOf(w, m, box, by);
    for (int i = 0; i < ways.count; ++i) {
      const Vec2 way = ways.ways[i];
      if (!betterEscape(way, bestLength, best.push)) continue;
      if (!isClear(w, m, box.shifted(way.x, way.y))) continue;
      best = {way, by};
      bestLength = length(way);
    }
  });
  return best;
}

// Pushed out against its velocity, the actor keeps none into what pushed it.
void stopAgainst(Actor& a, Vec2 push) {
  if (push.x * a.vx < 0.0f) {
    a.vx = 0.0f;
    a.hitWall = true;
  }
  if (push.y * a.vy < 0.0f) a.vy = 0.0f;
}

void traceResolve(StepTrace* trace, const Actor& a, ActorId id, Vec2 push, const Blocker& by) {
  if (!trace) return;
  TraceEvent e = traceEventFor(a, id, TraceKind::Resolve, TracePhase::Actors);
  e.direction = push;
  e.distance = length(push);
  recordBlocker(e, by);
  trace->add(e);
}

// Pushes the actor out of everything it overlaps after a sub-step that began at `from`: by the
// shortest single way out that clears everything, else out of the shallowest overlap, and looks
// again. Returns what it still overlaps after kMaxPushes (by None: nothing).
Overlap pushOut(World& w, ActorId id, const Box& from, StepTrace* trace) {
  for (int i = 0; i < kMaxPushes; ++i) {
    Actor& a = w.actor(id);
    const Motion m{a, from};
    const Box box = a.exactBox();
    const Overlap overlap = shallowestOverlap(w, m, box);
    if (!overlap.by) return overlap;
    const Escape escape = shortestEscape(w, m, box);
    const Vec2 push = escape.by ? escape.push : overlap.ways.ways[0];
    shiftExact(a, push.x, push.y);
    stopAgainst(a, push);
    traceResolve(trace, a, id, push, escape.by ? escape.by : overlap.by);
    // An escape was checked to leave this very box clear. Kept as whole pixels and a remainder,
    // the actor's box may round a few millionths of a pixel away from it, past the contact
    // tolerance into what it touched (a ceiling it was wedged under): then it looks again.
    if (escape.by && a.exactBox() == box.shifted(push.x, push.y)) return {};
  }
  const Actor& a = w.actor(id);
  return shallowestOverlap(w, Motion{a, from}, a.exactBox());
}

}  // namespace

void stepMtd(World& w, ActorId id, StepTrace* trace) {
  const bool wasGrounded = beginMoverStep(w, id);
  clampSpeed(w.actor(id), w.dt());

  const int substeps = substepCount(w.actor(id), w.dt());
  const float h = w.dt() / static_cast<float>(substeps);
  for (int i = 0; i < substeps; ++i) {
    Actor& a = w.actor(id);
    const Actor before = a;
    const Box from = a.exactBox();
    // The velocity of now: a push-out earlier in the step may have stopped one axis.
    const Vec2 move{a.vx * h, a.vy * h};
    shiftExact(a, move.x, move.y);
    traceSubstep(trace, a, id, from, move);
    const Overlap left = pushOut(w, id, from, trace);
    if (!left.by) continue;
    // Wedged: back to where this sub-step began, which was clear, and stop.
    Actor& wedged = w.actor(id);
    traceResolve(trace, wedged, id, from.center() - wedged.exactBox().center(), left.by);
    wedged.x = before.x;
    wedged.y = before.y;
    wedged.rx = before.rx;
    wedged.ry = before.ry;
    wedged.vx = wedged.vy = 0.0f;
    break;
  }

  Actor& a = w.actor(id);
  const Sweep below = sweepExactY(w, a, a.exactBox(), kGroundProbe);
  a.grounded = below.by && below.distance <= kContactTolerance;
  a.onSlope = a.grounded && below.by.kind == BlockerKind::Tile && isSlope(below.by.tile);
  settleContacts(w, id, wasGrounded, trace);
}

}  // namespace ledge
