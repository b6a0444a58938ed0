#include "core/collide.h"

#include <algorithm>
#include <cmath>

#include "core/world.h"

namespace ledge {
namespace {

bool isPlatform(const TileMap& map, int tx, int ty) {
  return map.at(tx, ty) == Tile::OneWay || map.isLadderTop(tx, ty);
}

Blocker tileBlocker(const TileMap& map, int tx, int ty) {
  return {map.contains(tx, ty) ? BlockerKind::Tile : BlockerKind::Wall, map.at(tx, ty), {tx, ty},
          kNoId};
}

Blocker solidBlocker(SolidId id) { return {BlockerKind::Solid, Tile::Empty, {}, id}; }

// Keeps the nearest of the candidates a sweep finds.
struct Nearest {
  Sweep sweep;
  float limit;  // |amount|
  int dir;      // +1 or -1 along the axis
  float front;  // the box's leading edge

  // A blocker whose near edge is at `edge`. Already past it by more than the tolerance, the box
  // can only leave it; "past" is worked out as the overlap tests (tilesUnder, Box::overlaps)
  // work it out, front moved back by the tolerance, so that at the tolerance's float noise the
  // sweep cannot let a box into what they call clear.
  void offer(float edge, const Blocker& by) {
    const bool past = dir > 0 ? front - kContactTolerance > edge : front + kContactTolerance < edge;
    if (past) return;
    const float d = std::max(static_cast<float>(dir) * (edge - front), 0.0f);
    if (d < limit) {
      limit = d;
      sweep.by = by;
    }
  }
  Sweep result() const { return {static_cast<float>(dir) * limit, sweep.by}; }
};

// Local x in [0, ts] where a slope's solid region begins for a box whose bottom is `height`
// pixels above the tile bottom, seen from the left (dir > 0) or from the right (dir < 0).
// Returns false when the region is entirely below that height.
bool slopeEntryX(Tile slope, float height, int dir, int tileSize, float& localX) {
  const float ts = static_cast<float>(tileSize);
  const float h0 = slopeSurfaceHeight(slope, 0.0f, tileSize);
  const float h1 = slopeSurfaceHeight(slope, ts, tileSize);
  const float nearH = dir > 0 ? h0 : h1;
  const float farH = dir > 0 ? h1 : h0;
  if (nearH > height) {
    localX = dir > 0 ? 0.0f : ts;
    return true;
  }
  if (farH <= height) return false;
  localX = (height - h0) * ts / (h1 - h0);
  return true;
}

float tileF(int t, int ts) { return static_cast<float>(t) * static_cast<float>(ts); }

}  // namespace

void recordBlocker(TraceEvent& event, const Blocker& by) {
  event.blocker = by.kind;
  event.tile = by.tile;
  event.cell = by.cell;
  event.solid = by.solid;
}

bool ignoresPlatform(const Actor& actor, int top, bool isLadderTop) {
  return top == actor.dropThroughRow || (isLadderTop && actor.climbing);
}

Blocker pixelBlockerAt(const World& world, const Actor& actor, const IRect& box, bool downward) {
  const TileMap& map = world.map;
  const int ts = map.tileSize();
  const TileRange range = map.tilesUnder(box);
  for (int ty = range.y0; ty <= range.y1; ++ty) {
    for (int tx = range.x0; tx <= range.x1; ++tx) {
      const Tile t = map.at(tx, ty);
      if (t == Tile::Solid) return tileBlocker(map, tx, ty);
      if (!isSlope(t)) continue;
      const int first = std::max(box.left(), tx * ts);
      const int last = std::min(box.right(), (tx + 1) * ts) - 1;
      const int surface = std::min(map.slopeSurfaceY(tx, ty, first), map.slopeSurfaceY(tx, ty, last));
      if (box.bottom() > surface) return tileBlocker(map, tx, ty);
    }
  }
  if (downward) {
    for (int ty = range.y0; ty <= range.y1; ++ty) {
      const int top = ty * ts;
      if (top < box.top()) continue;
      for (int tx = range.x0; tx <= range.x1; ++tx) {
        if (isPlatform(map, tx, ty) && !ignoresPlatform(actor, top, map.isLadderTop(tx, ty)))
          return tileBlocker(map, tx, ty);
      }
    }
  }
  const SolidId solid =
      world.firstSolidAcross(box.left(), box.right() - 1, [&](const Solid& s) { return box.overlaps(s.rect()); });
  return solid != kNoId ? solidBlocker(solid) : Blocker{};
}

Sweep sweepExactX(const World& world, const Actor& actor, const Box& box, float amount) {
  (void)actor;
  if (amount == 0.0f) return {};
  const TileMap& map = world.map;
  const int ts = map.tileSize();
  const int dir = amount > 0.0f ? 1 : -1;
  const float front = dir > 0 ? box.right() : box.left();
  const float tol = kContactTolerance;
  // Across the move the swept box is shrunk by half the tolerance only, so that float rounding
  // can never leave out a row the box overlaps by more than the tolerance.
  const Box swept{std::min(front, front + amount) - tol, box.top() + tol / 2, std::fabs(amount) + 2 * tol,
                  box.h - tol};
  Nearest nearest{{}, std::fabs(amount), dir, front};
  const TileRange range = map.tilesUnder(swept);
  for (int ty = range.y0; ty <= range.y1; ++ty) {
    for (int tx = range.x0; tx <= range.x1; ++tx) {
      const Tile t = map.at(tx, ty);
      const float tileLeft = tileF(tx, ts);
      if (t == Tile::Solid) {
        const float edge = dir > 0 ? tileLeft : tileLeft + tileF(1, ts);
        nearest.offer(edge, tileBlocker(map, tx, ty));
      } else if (isSlope(t)) {
        const float heightAbove = tileF(ty + 1, ts) - box.bottom() + tol;
        float localX = 0.0f;
        if (slopeEntryX(t, heightAbove, dir, ts, localX))
          nearest.offer(tileLeft + localX, tileBlocker(map, tx, ty));
      }
    }
  }
  world.forEachSolidAcross(swept.left(), swept.right(), [&](SolidId id, const Solid& s) {
    const Box sb = toBox(s.rect());
    if (!swept.overlaps(sb)) return;
    const float edge = dir > 0 ? sb.left() : sb.right();
    nearest.offer(edge, solidBlocker(id));
  });
  return nearest.result();
}

Sweep sweepExactY(const World& world, const Actor& actor, const Box& box, float amount) {
  if (amount == 0.0f) return {};
  const TileMap& map = world.map;
  const int ts = map.tileSize();
  const int dir = amount > 0.0f ? 1 : -1;
  const float front = dir > 0 ? box.bottom() : box.top();
  const float tol = kContactTolerance;
  // Across the move the swept box is shrunk by half the tolerance only (see sweepExactX).
  const Box swept{box.left() + tol / 2, std::min(front, front + amount) - tol, box.w - tol,
                  std::fabs(amount) + 2 * tol};
  Nearest nearest{{}, std::fabs(amount), dir, front};
  const TileRange range = map.tilesUnder(swept);
  for (int ty = range.y0; ty <= range.y1; ++ty) {
    for (int tx = range.x0; tx <= range.x1; ++tx) {
      const Tile t = map.at(tx, ty);
      const float tileTop = tileF(ty, ts);
      const float tileBottom = tileF(ty + 1, ts);
      if (t == Tile::Solid) {
        const float edge = dir > 0 ? tileTop : tileBottom;
        nearest.offer(edge, tileBlocker(map, tx, ty));
      } else if (isSlope(t)) {
        const float tileLeft = tileF(tx, ts);
        const float from = std::max(swept.left(), tileLeft) - tileLeft;
        const float to = std::min(swept.right(), tileLeft + tileF(1, ts)) - tileLeft;
        const float highest =
            std::max(slopeSurfaceHeight(t, from, ts), slopeSurfaceHeight(t, to, ts));
        if (highest <= 0.0f) continue;
        const float edge = dir > 0 ? tileBottom - highest : tileBottom;
        nearest.offer(edge, tileBlocker(map, tx, ty));
      } else if (dir > 0 && isPlatform(map, tx, ty) &&
                 !ignoresPlatform(actor, ty * ts, map.isLadderTop(tx, ty))) {
        nearest.offer(tileTop, tileBlocker(map, tx, ty));
      }
    }
  }
  world.forEachSolidAcross(swept.left(), swept.right(), [&](SolidId id, const Solid& s) {
    const Box sb = toBox(s.rect());
    if (!swept.overlaps(sb)) return;
    const float edge = dir > 0 ? sb.top() : sb.bottom();
    nearest.offer(edge, solidBlocker(id));
  });
  return nearest.result();
}

bool overlapsSolidGeometry(const World& world, const Actor& actor) {
  if (actor.usesPixelBox()) {
    const IRect r = actor.rect();
    if (world.map.solidAtPixels(r)) return true;
    return world.firstSolidAcross(r.left(), r.right() - 1, [&](const Solid& s) { return r.overlaps(s.rect()); }) !=
           kNoId;
  }
  const Box b = actor.exactBox();
  if (world.map.solidAtExact(b, kContactTolerance)) return true;
  return world.firstSolidAcross(b.left(), b.right(), [&](const Solid& s) {
    return b.overlaps(toBox(s.rect()), kContactTolerance);
  }) != kNoId;
}

bool isStandingOn(const Actor& actor, const Solid& solid) {
  if (actor.usesPixelBox()) return actor.rect().shifted(0, 1).overlaps(solid.rect());
  return actor.exactBox().shifted(0, 1.0f).overlaps(toBox(solid.rect()), kContactTolerance);
}

bool groundBelowPoint(const World& world, const Actor& actor, Vec2 point, float depth) {
  const Box probe{point.x - 0.5f, point.y, 1.0f, depth};
  if (world.map.solidAtExact(probe, 0.0f)) return true;
  const TileMap& map = world.map;
  const TileRange range = map.tilesUnder(probe);
  for (int ty = range.y0; ty <= range.y1; ++ty)
    for (int tx = range.x0; tx <= range.x1; ++tx)
      if (isPlatform(map, tx, ty) && !ignoresPlatform(actor, ty * map.tileSize(), map.isLadderTop(tx, ty)))
        return true;
  return world.firstSolidAcross(probe.left(), probe.right(),
                                [&](const Solid& s) { return probe.overlaps(toBox(s.rect())); }) != kNoId;
}

bool standsOnPlatformOnly(const World& world, const Actor& actor) {
  const IRect below = leadingStrip(actor.rect(), 1, 1);
  const Blocker b = pixelBlockerAt(world, actor, below, true);
  if (b.kind != BlockerKind::Tile || (b.tile != Tile::OneWay && b.tile != Tile::Ladder)) return false;
  if (world.map.solidAtPixels(below)) return false;
  return world.firstSolidAcross(below.left(), below.right() - 1,
                                [&](const Solid& s) { return below.overlaps(s.rect()); }) == kNoId;
}

int ladderColumn(const World& world, const Actor& actor) {
  const IRect box = actor.rect();
  return world.map.tileOf(box.x + box.w / 2);
}

bool overlapsLadder(const World& world, const Actor& actor) {
  const TileMap& map = world.map;
  if (!map.hasLadders()) return false;
  const int tx = ladderColumn(world, actor);
  const TileRange range = map.tilesUnder(actor.rect());
  for (int ty = range.y0; ty <= range.y1; ++ty)
    if (map.at(tx, ty) == Tile::Ladder) return true;
  return false;
}

bool aboveLadderTop(const World& world, const Actor& actor) {
  const IRect box = actor.rect();
  const TileMap& map = world.map;
  const int ts = map.tileSize();
  const int tx = ladderColumn(world, actor);
  const int ty = map.tileOf(box.bottom());
  return ty * ts == box.bottom() && map.isLadderTop(tx, ty);
}

}  // namespace ledge
