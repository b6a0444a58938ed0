#pragma once
// Collision queries shared by the movers: what blocks an actor, in the pixel model (integer
// boxes, slopes as pixel staircases) and in the exact model (real boxes, exact slope planes).

#include "core/actor.h"
#include "core/geometry.h"
#include "core/tile.h"
#include "core/trace.h"

namespace ledge {

class World;
struct Solid;

// The exact model's contact tolerance, in pixels: boxes closer than this touch, overlaps
// shallower than this do not count. Coordinates are floats, so it also absorbs rounding.
inline constexpr float kContactTolerance = 0.01f;

// What stopped a movement.
struct Blocker {
  BlockerKind kind = BlockerKind::None;
  Tile tile = Tile::Empty;
  IVec2 cell{};           // the tile, for Tile and Wall
  SolidId solid = kNoId;  // for Solid
  explicit operator bool() const { return kind != BlockerKind::None; }
};

// Copies what blocked into a trace event: its kind, the tile and cell, or the solid.
void recordBlocker(TraceEvent& event, const Blocker& by);

// --- pixel model ----------------------------------------------------------------------------

// What blocks `actor` in the pixels of `box`. `downward` marks pixels newly entered by moving
// down (the strip under the feet of a one-pixel step, a ground probe, or the whole region a
// downward move sweeps): only then do one-way and ladder tops block, those whose top row lies
// inside `box` — the actor was at or above them before the move.
Blocker pixelBlockerAt(const World& world, const Actor& actor, const IRect& box, bool downward);

// The pixels a one-pixel step of `box` along `axis` (0: x, 1: y) in direction `sign` adds.
// A box that was clear is still clear after the step when this strip is: the pixel mover tests
// the strip, not the whole box, on every step.
constexpr IRect leadingStrip(const IRect& box, int axis, int sign) {
  if (axis == 0) return {sign > 0 ? box.right() : box.left() - 1, box.top(), 1, box.h};
  return {box.left(), sign > 0 ? box.bottom() : box.top() - 1, box.w, 1};
}

// --- exact model ----------------------------------------------------------------------------

// How far `box` can move along one axis before touching what blocks `actor` (signed, same sign
// as `amount`, never longer). Geometry the box already overlaps does not block: it can only
// leave it. One-way tops block a downward move that starts at or above them.
struct Sweep {
  float distance = 0.0f;
  Blocker by;
};
Sweep sweepExactX(const World& world, const Actor& actor, const Box& box, float amount);
Sweep sweepExactY(const World& world, const Actor& actor, const Box& box, float amount);

// --- shared ---------------------------------------------------------------------------------

// Is a one-way top at pixel row `top` ignored by this actor (dropping through it, or climbing a
// ladder past its top)?
bool ignoresPlatform(const Actor& actor, int top, bool isLadderTop);

// Does the actor overlap a solid tile, a wall, a slope or a collidable solid, in its own
// model? (Property tests and `ledge sim --check-overlaps`.)
bool overlapsSolidGeometry(const World& world, const Actor& actor);

// The default riding rule of the article: the actor's box one pixel lower overlaps the solid.
bool isStandingOn(const Actor& actor, const Solid& solid);

// Is there ground (solid tile, slope, one-way or ladder top, solid) at this point, within
// `depth` pixels below it? Walkers look ahead with it.
bool groundBelowPoint(const World& world, const Actor& actor, Vec2 point, float depth);

// Standing on a one-way or ladder top that nothing solid supports: Down+Jump drops through it.
bool standsOnPlatformOnly(const World& world, const Actor& actor);

// A ladder tile overlapped by the actor's centre column.
bool overlapsLadder(const World& world, const Actor& actor);
// The tile column under the middle of the actor's box: the one its ladder is in.
int ladderColumn(const World& world, const Actor& actor);
// A ladder top right under the actor's centre: Down starts climbing down.
bool aboveLadderTop(const World& world, const Actor& actor);

}  // namespace ledge
