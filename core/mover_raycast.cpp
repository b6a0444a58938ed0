// The ray-cast mover of the hobbyist platformer article (Yoann Pignole, "2D platformer
// controller"): on each axis, rays cast from the moving side in the direction of motion clamp
// the motion at the nearest hit. With the article's fixes: rays start inside the box (the
// skin), a blocked side zeroes the velocity into it, grounded within a tolerance but never in
// the step a jump rises, and on slopes y is set straight to the ray hit, so running down a slope
// never bounces.
//
// Ledge's movers all collide with the actor's whole box (the property tests and
// `ledge sim --check-overlaps` hold every mover to it), so where the article stands the actor on
// its bottom centre this mover stands it on the highest ground under its box. To make that
// exact, the rays are placed by the tile grid: one per tile row the side crosses (at the row's
// lowest point, where a slope reaches furthest), and for the bottom and top one at each end of
// every tile column the side crosses. Between two neighbouring vertical rays lies one column,
// whose surface is a straight line, so the highest ground under the box is always under a ray:
// a peak's apex too, which is the article's peak problem solved rather than patched.
// Moving solids get a ray each, through the part of the side they span.

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

#include "core/actor_move.h"
#include "core/collide.h"
#include "core/movers.h"
#include "core/world.h"

namespace ledge {
namespace {

// Rays start this far inside the box, measured along the ray, so that a ray never starts inside
// what it should hit, even when rounding has left the box a hair into a wall (the article's
// "rays from further" fix). A hit closer than the skin is a box already touching.
constexpr float kSkin = 0.25f;
// Rays also stay this far inside the box's other two sides, so that a ray running along a wall
// the box slides past does not hit it. Less than kContactTolerance: what the rays cannot see
// is thinner than what counts as an overlap.
constexpr float kSideInset = kContactTolerance * 0.5f;
// The article's 1 px buffer: grounded when the ground is at most this far below the feet.
constexpr float kGroundTolerance = 1.0f;
// The article's bigger buffer above a slope (5 px there), so that running down a slope keeps
// the ground; it also holds the step after leaving a slope, onto the flat ground at its foot.
// An actor that was grounded also reaches as far as it moved sideways: a slope of at most
// 45 degrees cannot fall away faster, so no run speed bounces.
constexpr float kSlopeTolerance = 5.0f;
// No peak threshold (the article's "distance between the side and centre hits > 5"): rays
// stand at every tile edge under the box, so a peak's apex is always under one of them.
// A sideways move shorter than this is not worth climbing for.
constexpr float kMinMove = 1.0f / 1024.0f;

constexpr float kInf = std::numeric_limits<float>::infinity();

// What one ray, or the nearest of a side's rays, found.
struct Probe {
  bool hit = false;
  float gap = kInf;  // how far the box can move before it touches: hit distance minus the skin
  Vec2 normal{};
  Blocker by;

  void keepNearer(const Probe& other) {
    if (other.hit && other.gap < gap) *this = other;
  }
};

// The rays of the bottom side: the nearest hit, and the rays at the two corners, which the
// article reads to tell standing on a slope from standing beside one.
struct GroundProbe {
  Probe nearest;
  Probe leftCorner;
  Probe rightCorner;
};

bool isSlopeNormal(Vec2 n) { return n.x != 0.0f && n.y < 0.0f; }

void traceRay(StepTrace* trace, const Actor& a, ActorId id, Vec2 origin, Vec2 dir, float length,
              const Probe& p) {
  TraceEvent e = traceEventFor(a, id, TraceKind::Ray, TracePhase::Actors);
  e.point = origin;
  e.direction = dir;
  e.distance = length;
  e.hit = p.hit;
  e.hitPoint = origin + dir * (p.hit ? p.gap + kSkin : length);
  e.normal = p.normal;
  recordBlocker(e, p.by);
  trace->add(e);
}

// Does this one-way or ladder top, `distance` down a ray that starts `kSkin` above the feet,
// let the actor through: it is being dropped through, or the feet were already below it?
bool passesThrough(const World& w, const Actor& a, const RayHit& h, float distance) {
  if (h.tile != Tile::OneWay && h.tile != Tile::Ladder) return false;
  const int top = h.cell.y * w.map.tileSize();
  return ignoresPlatform(a, top, h.tile == Tile::Ladder) || distance < kSkin - kContactTolerance;
}

// One ray against the tile map. Going down, it carries on past the one-way tops the actor
// passes through.
Probe castTileRay(const World& w, const Actor& a, ActorId id, Vec2 origin, Vec2 dir, float length,
                  RayMask mask, StepTrace* trace) {
  RayHit h = w.map.raycast(origin, dir, length, mask);
  float travelled = 0.0f;
  while (h.hit && passesThrough(w, a, h, travelled + h.distance)) {
    const float below = std::nextafter(h.point.y, kInf);
    travelled = below - origin.y;
    if (travelled >= length) {
      h.hit = false;
      break;
    }
    h = w.map.raycast({origin.x, below}, dir, length - travelled, mask);
  }
  Probe p;
  if (h.hit) {
    p.hit = true;
    p.gap = travelled + h.distance - kSkin;
    p.normal = h.normal;
    p.by = {w.map.contains(h.cell.x, h.cell.y) ? BlockerKind::Tile : BlockerKind::Wall, h.tile, h.cell, kNoId};
  }
  if (trace) traceRay(trace, a, id, origin, dir, length, p);
  return p;
}

// One ray along an axis against one moving solid's rectangle.
Probe castSolidRay(const World& w, const Actor& a, ActorId id, SolidId sid, Vec2 origin, Vec2 dir,
                   float length, StepTrace* trace) {
  const Box s = toBox(w.solid(sid).rect());
  const bool alongX = dir.x != 0.0f;
  const float o = alongX ? origin.x : origin.y;
  const float forward = alongX ? dir.x : dir.y;
  const float nearFace = forward > 0.0f ? (alongX ? s.left() : s.top()) : (alongX ? s.right() : s.bottom());
  const float farFace = forward > 0.0f ? (alongX ? s.right() : s.bottom()) : (alongX ? s.left() : s.top());
  const float ahead = (nearFace - o) * forward;
  const bool inside = ahead < 0.0f && (farFace - o) * forward > 0.0f;
  Probe p;
  if (inside || (ahead >= 0.0f && ahead <= length)) {
    p.hit = true;
    p.gap = std::max(ahead, 0.0f) - kSkin;
    p.normal = dir * -1.0f;
    p.by = {BlockerKind::Solid, Tile::Empty, {}, sid};
  }
  if (trace) traceRay(trace, a, id, origin, dir, length, p);
  return p;
}

// A side of the box, inset: where its rays may start, across the direction they go.
struct Span {
  float from;
  float to;
};

// Does a solid extending over [low, high] along the ray's axis meet the ray from `origin`,
// `length` long, in direction `dir`?
bool withinReach(float origin, float length, int dir, float low, float high) {
  return dir > 0 ? high > origin && low <= origin + length : low < origin && high >= origin - length;
}

// The tile grid, with the reciprocal of the tile size: finding a tile is then a product.
struct Grid {
  int ts;
  float inverse;

  explicit Grid(const TileMap& map)
      : ts(map.tileSize()), inverse(1.0f / static_cast<float>(map.tileSize())) {}

  // The tile row or column holding coordinate v. The product is truncated, not floored (floorf
  // is a library call on baseline x86-64), and may round across an edge: both are settled
  // against the exact edge. Far beyond the map every tile answers alike: clamping keeps the
  // integers in range.
  int tileOf(float v) const {
    constexpr float kFarTiles = 1 << 22;
    int t = static_cast<int>(std::clamp(v * inverse, -kFarTiles, kFarTiles));
    if (static_cast<float>(t * ts) > v)
      --t;
    else if (static_cast<float>((t + 1) * ts) <= v)
      ++t;
    return t;
  }
};

// The float just before the tile edge `edge` (a whole number): a ray there runs down the tile
// before the edge. Whole numbers are exact floats, so this is one step of the bit pattern.
float justBefore(int edge) {
  if (edge == 0) return -std::numeric_limits<float>::denorm_min();
  const uint32_t bits = std::bit_cast<uint32_t>(static_cast<float>(edge));
  return std::bit_cast<float>(edge > 0 ? bits - 1 : bits + 1);
}

bool mayStopRay(Tile t, RayMask mask) {
  switch (t) {
    case Tile::Empty: return false;
    case Tile::Solid: return mask & kRaySolid;
    case Tile::OneWay: return mask & kRayOneWay;
    case Tile::Ladder: return mask & kRayLadderTops;
    default: return mask & kRaySlopes;
  }
}

// Can a ray of `mask` stop anywhere in the region [x0, x1] x [y0, y1]? Most rays in open air
// cannot: one look at the few tiles under the region then saves casting them one by one. The
// region is grown by a pixel, so that a ray ending on a tile edge counts the tile beyond.
bool mayStopRays(const TileMap& map, Box region, RayMask mask) {
  // The side walls, then the open sky above the map and the void below it, where nothing else
  // stops a ray: told by comparisons alone, for the many actors in the open (the same answers
  // as the tile ranges below: floor(left) - 1 < 0 is left < 1, and so on).
  if (region.left() < 1.0f || region.right() >= static_cast<float>(map.pixelWidth() - 1)) return true;
  if (region.bottom() < -1.0f || region.top() >= static_cast<float>(map.pixelHeight() + 1)) return false;
  const int x0 = map.tileOf(floorToInt(region.left()) - 1);
  const int x1 = map.tileOf(floorToInt(region.right()) + 1);
  const int y0 = std::max(map.tileOf(floorToInt(region.top()) - 1), 0);
  const int y1 = std::min(map.tileOf(floorToInt(region.bottom()) + 1), map.height() - 1);
  for (int r = y0; r <= y1; ++r) {
    const Tile* row = map.tiles().data() + static_cast<size_t>(r) * static_cast<size_t>(map.width());
    for (int c = x0; c <= x1; ++c)
      if (mayStopRay(row[c], mask)) return true;
  }
  return false;
}

// Does tile column c hold a slope between y0 and y1? Everything else a column holds spans its
// whole width, so where it holds no slope a ray at one end of it answers for the other end.
bool slopeInColumn(const TileMap& map, const Grid& grid, int c, float y0, float y1) {
  for (int r = grid.tileOf(std::min(y0, y1)); r <= grid.tileOf(std::max(y0, y1)); ++r)
    if (isSlope(map.at(c, r))) return true;
  return false;
}

// The rays of the box's bottom (dir = +1) or top (dir = -1), cast `reach` beyond it: one at each
// end of every tile column the side crosses (one is enough where the column holds no slope
// along the ray), and one per moving solid under (over) it.
GroundProbe castVertical(const World& w, ActorId id, int dir, float reach, StepTrace* trace) {
  const Actor& a = w.actor(id);
  const Box box = a.exactBox();
  const Grid grid(w.map);
  const int ts = grid.ts;
  const Vec2 rayDir{0.0f, static_cast<float>(dir)};
  const float y = dir > 0 ? box.bottom() - kSkin : box.top() + kSkin;
  const float length = reach + kSkin;
  const Span side{box.left() + kSideInset, std::max(box.right() - kSideInset, box.left() + kSideInset)};
  RayMask mask = kRaySolid | kRaySlopes;
  if (dir > 0) mask |= a.climbing ? kRayOneWay : kRayOneWay | kRayLadderTops;

  GroundProbe g;
  const int firstColumn = grid.tileOf(side.from);
  const int lastColumn = std::max(grid.tileOf(side.to), firstColumn);
  const float end = y + static_cast<float>(dir) * length;
  const Box region{side.from, std::min(y, end), side.to - side.from, length};
  // Untraced rays that cannot stop would only miss: leave them out (a traced step shows them).
  const bool castTiles = trace || mayStopRays(w.map, region, mask);
  for (int c = firstColumn; castTiles && c <= lastColumn; ++c) {
    const float from = c == firstColumn ? side.from : static_cast<float>(c * ts);
    const float to = c == lastColumn ? side.to : justBefore((c + 1) * ts);
    const Probe atFrom = castTileRay(w, a, id, {from, y}, rayDir, length, mask, trace);
    if (c == firstColumn) g.leftCorner = atFrom;
    g.nearest.keepNearer(atFrom);
    g.rightCorner = atFrom;
    const float reached = y + static_cast<float>(dir) * (atFrom.hit ? atFrom.gap + kSkin : length);
    if (to > from && slopeInColumn(w.map, grid, c, y, reached)) {
      g.rightCorner = castTileRay(w, a, id, {to, y}, rayDir, length, mask, trace);
      g.nearest.keepNearer(g.rightCorner);
    }
  }
  w.forEachSolidAcross(side.from, side.to, [&](SolidId sid, const Solid& s) {
    const Box sb = toBox(s.rect());
    if (sb.right() <= side.from || sb.left() >= side.to ||
        !withinReach(y, length, dir, sb.top(), sb.bottom()))
      return;
    const float x = (std::max(side.from, sb.left()) + std::min(side.to, sb.right())) * 0.5f;
    const Probe p = castSolidRay(w, a, id, sid, {x, y}, rayDir, length, trace);
    g.nearest.keepNearer(p);
    // A solid under a corner is that corner's ground too.
    if (sb.left() <= side.from) g.leftCorner.keepNearer(p);
    if (sb.right() >= side.to) g.rightCorner.keepNearer(p);
  });
  return g;
}

// The rays of the box's leading side when moving along x in direction `dir`, cast `reach`
// beyond it: one per tile row the side crosses, at the row's lowest point inside the box, and
// one per moving solid beside it. `footSlope` says the nearest hit is a slope surface met by
// the lowest ray, the one at the feet: ground to climb, not a wall.
Probe castSideways(const World& w, ActorId id, int dir, float reach, bool& footSlope, StepTrace* trace) {
  const Actor& a = w.actor(id);
  const Box box = a.exactBox();
  const Grid grid(w.map);
  const Vec2 rayDir{static_cast<float>(dir), 0.0f};
  const float x = dir > 0 ? box.right() - kSkin : box.left() + kSkin;
  const float length = reach + kSkin;
  const Span side{box.top() + kSideInset, std::max(box.bottom() - kSideInset, box.top() + kSideInset)};

  constexpr RayMask kMask = kRaySolid | kRaySlopes;
  const float end = x + static_cast<float>(dir) * length;
  const Box region{std::min(x, end), side.from, length, side.to - side.from};
  const bool castTiles = trace || mayStopRays(w.map, region, kMask);
  Probe nearest;
  Probe foot;
  const int lastRow = grid.tileOf(side.to);
  for (int r = grid.tileOf(side.from); castTiles && r < lastRow; ++r)
    nearest.keepNearer(castTileRay(w, a, id, {x, justBefore((r + 1) * grid.ts)}, rayDir, length, kMask, trace));
  if (castTiles) foot = castTileRay(w, a, id, {x, side.to}, rayDir, length, kMask, trace);
  w.forEachSolidAcross(std::min(x, end), std::max(x, end), [&](SolidId sid, const Solid& s) {
    const Box sb = toBox(s.rect());
    if (sb.bottom() <= side.from || sb.top() >= side.to ||
        !withinReach(x, length, dir, sb.left(), sb.right()))
      return;
    const float y = (std::max(side.from, sb.top()) + std::min(side.to, sb.bottom())) * 0.5f;
    nearest.keepNearer(castSolidRay(w, a, id, sid, {x, y}, rayDir, length, trace));
  });
  // The foot wins only when strictly nearer: a wall level with a slope's start still blocks.
  footSlope = foot.hit && foot.gap < nearest.gap && isSlopeNormal(foot.normal);
  nearest.keepNearer(foot);
  return nearest;
}

// How far the box moves along a side's rays when asked to move `amount`: up to what they found,
// if that is nearer.
float moveBefore(const Probe& p, float amount) { return p.hit ? std::clamp(p.gap, 0.0f, amount) : amount; }

// Moves the box sideways as far as its rays allow; returns how much of `remaining` is left.
float advanceSideways(World& w, ActorId id, int dir, float remaining, bool& footSlope, StepTrace* trace) {
  const float advance = moveBefore(castSideways(w, id, dir, remaining, footSlope, trace), remaining);
  shiftExact(w.actor(id), static_cast<float>(dir) * advance, 0.0f);
  return remaining - advance;
}

// Moves the box sideways by `amount`, climbing slopes met at its feet: the box is lifted as far
// as the steepest slope (45 degrees) could rise over the rest of the move (and a skin more, so
// that the lifted feet clear it), the rest is cast again from there, and the vertical pass puts
// the box back down onto the ground. Returns the lift.
float moveSideways(World& w, ActorId id, float amount, StepTrace* trace) {
  if (amount == 0.0f) return 0.0f;
  const int dir = amount > 0.0f ? 1 : -1;
  bool footSlope = false;
  float remaining = advanceSideways(w, id, dir, std::fabs(amount), footSlope, trace);
  float lift = 0.0f;
  if (footSlope && remaining >= kMinMove) {
    const float wanted = remaining + kSkin;
    lift = moveBefore(castVertical(w, id, -1, wanted, trace).nearest, wanted);
    shiftExact(w.actor(id), 0.0f, -lift);
    remaining = advanceSideways(w, id, dir, remaining, footSlope, trace);
  }
  if (remaining >= kMinMove) {
    // The article's fix for the stuck feeling: a blocked side keeps no speed into it.
    Actor& a = w.actor(id);
    if (a.vx * static_cast<float>(dir) > 0.0f) a.vx = 0.0f;
    a.hitWall = true;
  }
  return lift;
}

// Is the box above a slope, by the article's rule on its two bottom corner rays: both see a
// slope, or one does and that slope is higher than what the other sees.
bool aboveSlope(const GroundProbe& g) {
  const bool left = g.leftCorner.hit && isSlopeNormal(g.leftCorner.normal);
  const bool right = g.rightCorner.hit && isSlopeNormal(g.rightCorner.normal);
  if (left && right) return true;
  if (left) return g.leftCorner.gap < g.rightCorner.gap;
  if (right) return g.rightCorner.gap < g.leftCorner.gap;
  return false;
}

// Rising by `amount` (the article's "is jumping"): no ground check, so none can cancel a jump.
// A climb's lift is first settled back onto the slope, then the rise goes on from there. A
// ceiling stops the rise.
void rise(World& w, ActorId id, float lift, float amount, StepTrace* trace) {
  if (lift > 0.0f) shiftExact(w.actor(id), 0.0f, moveBefore(castVertical(w, id, 1, lift, trace).nearest, lift));
  const Probe ceiling = castVertical(w, id, -1, amount, trace).nearest;
  Actor& a = w.actor(id);
  shiftExact(a, 0.0f, -moveBefore(ceiling, amount));
  if (ceiling.hit) {
    a.vy = 0.0f;
    a.jumpRising = false;
  }
}

// Falling (or standing) by `amount`: onto the ground when it is nearer, or within the ground
// tolerance after the move (the article's grounded check; above a slope the larger
// `slopeReach`). Standing, y goes straight to the ray's hit: on a slope, that is what keeps a
// fast descent from bouncing.
void fall(World& w, ActorId id, float amount, float slopeReach, bool wasOnSlope, StepTrace* trace) {
  const GroundProbe ground = castVertical(w, id, 1, amount + slopeReach, trace);
  const bool slope = aboveSlope(ground);
  const float reach = slope || wasOnSlope ? slopeReach : kGroundTolerance;
  Actor& a = w.actor(id);
  const Probe& g = ground.nearest;
  if (!g.hit || g.gap > amount + reach) {
    shiftExact(a, 0.0f, amount);
    return;
  }
  shiftExact(a, 0.0f, std::max(g.gap, 0.0f));
  a.vy = 0.0f;
  a.grounded = true;
  a.onSlope = slope;
}

// Could any ray of this step stop? Every ray the step may cast lies in the box grown by its
// move on each axis, and below by the largest ground reach as well: with nothing there (no
// tile, wall or solid), every ray would miss and the step is a free flight.
bool stepMayBeStopped(const World& w, const Actor& a, float dx, float dy) {
  const Box box = a.exactBox();
  const float across = std::fabs(dx);
  const float down = std::fabs(dy) + std::max(kSlopeTolerance, across) + kSkin;
  const Box region{box.left() - across - kSkin, box.top() - std::fabs(dy) - kSkin, box.w + 2.0f * (across + kSkin),
                   box.h + std::fabs(dy) + kSkin + down};
  if (mayStopRays(w.map, region, kRayAll)) return true;
  // Touching counts.
  return w.firstSolidAcross(region.left(), region.right(),
                            [&](const Solid& s) { return toBox(s.rect()).overlaps(region, -1.0f); }) != kNoId;
}

}  // namespace

void stepRaycast(World& w, ActorId id, StepTrace* trace) {
  const bool wasGrounded = beginMoverStep(w, id);
  const float dt = w.dt();
  if (!trace) {
    // Untraced, a step whose rays would all miss is the moves the rays would have allowed:
    // the whole velocity, airborne (a traced step casts them, to show them).
    Actor& a = w.actor(id);
    const float dx = a.vx * dt;
    const float dy = a.vy * dt;
    if (!stepMayBeStopped(w, a, dx, dy)) {
      shiftExact(a, dx, dy);
      a.grounded = false;
      a.onSlope = false;
      settleContacts(w, id, wasGrounded, trace);
      return;
    }
  }
  const float startX = w.actor(id).exactBox().x;
  const float lift = moveSideways(w, id, w.actor(id).vx * dt, trace);

  Actor& a = w.actor(id);
  const float sideways = std::fabs(a.exactBox().x - startX);
  const bool wasOnSlope = a.onSlope;
  a.grounded = false;
  a.onSlope = false;
  if (a.vy < 0.0f) {
    rise(w, id, lift, -a.vy * dt, trace);
  } else {
    const float slopeReach = wasGrounded ? std::max(kSlopeTolerance, sideways) : kSlopeTolerance;
    fall(w, id, lift + a.vy * dt, slopeReach, wasOnSlope, trace);
  }
  settleContacts(w, id, wasGrounded, trace);
}

}  // namespace ledge
