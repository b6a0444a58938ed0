// TileMap::raycast: a grid walk (Amanatides and Woo's DDA) that visits the tiles a ray crosses,
// in order, and stops at the first surface the mask lets through. Per tile the answer is exact:
// a solid tile is hit where the ray enters it, a slope where the ray crosses its surface line
// (or enters through one of its vertical sides or its bottom, below that line), a one-way or
// ladder top where a ray going down enters through the tile's top edge.

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/tile_map.h"

namespace ledge {
namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();
// Coordinates are clamped to this before becoming tile numbers, so that no input overflows an int.
constexpr float kFarAway = 1.0e9f;

// How the ray came into the tile it is in: from its origin, through a side (x), through the top
// or the bottom (y), or exactly through a corner.
enum class Entry { Origin, SideX, SideY, Corner };

// The tile holding coordinate v; on a tile edge, the tile the ray is about to cross.
int cellOf(float v, int step, float ts, float invTs) {
  const float clamped = std::clamp(v, -kFarAway, kFarAway);
  // Truncated, not floored (floorf is a library call on baseline x86-64); the product may also
  // round across an edge: both are settled against the exact edge products.
  int c = static_cast<int>(clamped * invTs);
  if (static_cast<float>(c) * ts > clamped)
    --c;
  else if (static_cast<float>(c + 1) * ts <= clamped)
    ++c;
  if (step < 0 && static_cast<float>(c) * ts == clamped) --c;
  return c;
}

int stepOf(float d) { return d > 0.0f ? 1 : (d < 0.0f ? -1 : 0); }

// The ray's walk through the grid.
struct GridWalk {
  Vec2 origin;
  Vec2 dir;  // unit
  float ts;
  float invTs;
  Vec2 invDir;  // 1 / dir, per axis the ray moves along
  int stepX, stepY;
  int cx = 0, cy = 0;
  float tEnter = 0.0f;  // where the ray entered the current tile
  Vec2 entryPoint{};
  Entry entry = Entry::Origin;
  float tNextX = kInf;  // where it leaves the current tile through a side, or the top/bottom
  float tNextY = kInf;

  GridWalk(Vec2 o, Vec2 d, float tileSize)
      : origin(o),
        dir(d),
        ts(tileSize),
        invTs(1.0f / tileSize),
        // Along an axis the direction is its own inverse: no division for the movers' rays.
        invDir{d.y == 0.0f ? d.x : (d.x != 0.0f ? 1.0f / d.x : 0.0f), d.x == 0.0f ? d.y : (d.y != 0.0f ? 1.0f / d.y : 0.0f)},
        stepX(stepOf(d.x)),
        stepY(stepOf(d.y)) {
    placeAt(0.0f, o, Entry::Origin);
  }

  // Puts the walk into the tile holding `point`, reached at `t`.
  void placeAt(float t, Vec2 point, Entry how) {
    tEnter = t;
    entryPoint = point;
    entry = how;
    cx = cellOf(point.x, stepX, ts, invTs);
    cy = cellOf(point.y, stepY, ts, invTs);
    tNextX = edgeTime(cx, stepX, origin.x, invDir.x);
    tNextY = edgeTime(cy, stepY, origin.y, invDir.y);
  }

  float edgeTime(int cell, int step, float o, float inv) const {
    if (step == 0) return kInf;
    const float edge = static_cast<float>(step > 0 ? cell + 1 : cell) * ts;
    return (edge - o) * inv;
  }
  float tExit() const { return std::min(tNextX, tNextY); }

  Vec2 at(float t) const { return origin + dir * t; }

  // Into the next tile; the edge crossed is put in exactly.
  void advance() {
    const float t = tExit();
    Vec2 p = at(t);
    const bool crossX = tNextX <= tNextY;
    const bool crossY = tNextY <= tNextX;
    if (crossX) {
      cx += stepX;
      p.x = static_cast<float>(stepX > 0 ? cx : cx + 1) * ts;
      tNextX = edgeTime(cx, stepX, origin.x, invDir.x);
    }
    if (crossY) {
      cy += stepY;
      p.y = static_cast<float>(stepY > 0 ? cy : cy + 1) * ts;
      tNextY = edgeTime(cy, stepY, origin.y, invDir.y);
    }
    tEnter = t;
    entryPoint = p;
    entry = crossX && crossY ? Entry::Corner : (crossX ? Entry::SideX : Entry::SideY);
  }

  // The normal of the tile edge the ray came in through.
  Vec2 entryNormal() const {
    const Vec2 sideX{static_cast<float>(-stepX), 0.0f};
    const Vec2 sideY{0.0f, static_cast<float>(-stepY)};
    switch (entry) {
      case Entry::SideX: return sideX;
      case Entry::SideY: return sideY;
      case Entry::Corner: return std::fabs(dir.y) >= std::fabs(dir.x) ? sideY : sideX;
      case Entry::Origin: break;
    }
    return {-dir.x, -dir.y};  // started inside: no edge was crossed
  }
};

RayHit hitAt(float t, Vec2 point, Vec2 normal, Tile tile, int cx, int cy) {
  RayHit h;
  h.hit = true;
  h.distance = t;
  h.point = point;
  h.normal = normal;
  h.tile = tile;
  h.cell = {cx, cy};
  return h;
}

// A slope tile: solid below the line from height hL (left edge) to hR (right edge) above the
// tile's bottom. Hit where the ray enters below the line, else where it crosses the line.
bool hitSlope(const GridWalk& g, Tile slope, float maxDistance, RayHit& out) {
  const float ts = g.ts;
  const float tileLeft = static_cast<float>(g.cx) * ts;
  const float tileBottom = static_cast<float>(g.cy + 1) * ts;
  const SlopeProfile p = slopeProfile(slope);
  const float hLeft = static_cast<float>(p.leftEighths) * ts / 8.0f;
  const float hRight = static_cast<float>(p.rightEighths) * ts / 8.0f;
  const float gradient = (hRight - hLeft) / ts;  // height gained per pixel to the right

  const float localX = g.entryPoint.x - tileLeft;
  const float heightAbove = tileBottom - g.entryPoint.y;
  const float surface = slopeSurfaceHeight(slope, localX, static_cast<int>(ts));
  if (heightAbove < surface) {
    out = hitAt(g.tEnter, g.entryPoint, g.entryNormal(), slope, g.cx, g.cy);
    return true;
  }
  // Above the line on entry: the ray reaches it if it heads into it before leaving the tile.
  // Height above the line falls at `closing` per unit of ray length.
  const float closing = g.dir.y + gradient * g.dir.x;
  if (!(closing > 0.0f)) return false;
  const float t = g.tEnter + (heightAbove - surface) / closing;
  if (t > g.tExit() || t > maxDistance) return false;
  const float length = std::sqrt(1.0f + gradient * gradient);
  out = hitAt(t, g.at(t), {-gradient / length, -1.0f / length}, slope, g.cx, g.cy);
  return true;
}

// A one-way or ladder top stops a ray going down that enters the tile through its top edge (or
// starts on it): the ray was at or above the top.
bool hitTop(const GridWalk& g, Tile tile, RayHit& out) {
  if (g.stepY <= 0) return false;
  const float top = static_cast<float>(g.cy) * g.ts;
  // A ray entering through a side right at the corner may be a rounding error off the top.
  const float slack = g.entry == Entry::SideX ? g.ts * 1.0e-5f : 0.0f;
  if (g.entryPoint.y > top + slack) return false;
  out = hitAt(g.tEnter, {g.entryPoint.x, top}, {0.0f, -1.0f}, tile, g.cx, g.cy);
  return true;
}

}  // namespace

RayHit TileMap::raycast(Vec2 origin, Vec2 dir, float maxDistance, RayMask mask) const {
  RayHit miss;
  miss.point = origin;
  // Axis-aligned rays (all the movers cast) need no square root.
  const float length = dir.x == 0.0f   ? std::fabs(dir.y)
                       : dir.y == 0.0f ? std::fabs(dir.x)
                                       : std::sqrt(dir.x * dir.x + dir.y * dir.y);
  if (!(length > 0.0f) || !std::isfinite(length) || !std::isfinite(origin.x) || !std::isfinite(origin.y) ||
      !(maxDistance >= 0.0f))
    return miss;
  const Vec2 d = dir.x == 0.0f   ? Vec2{0.0f, dir.y > 0.0f ? 1.0f : -1.0f}
                 : dir.y == 0.0f ? Vec2{dir.x > 0.0f ? 1.0f : -1.0f, 0.0f}
                                 : Vec2{dir.x / length, dir.y / length};
  miss.distance = maxDistance;
  miss.point = origin + d * maxDistance;

  const float ts = static_cast<float>(tileSize_);
  const float mapRight = static_cast<float>(pixelWidth());
  const float mapBottom = static_cast<float>(pixelHeight());
  GridWalk g(origin, d, ts);
  for (;;) {
    const bool besideMap = g.cx < 0 || g.cx >= width_;
    if (!besideMap && (g.cy < 0 || g.cy >= height_)) {
      // Above or below the map only the side walls exist: find where the ray meets one or
      // comes back into the map, without walking the empty tiles in between.
      const bool below = g.cy >= height_;
      const bool towardsMap = below ? g.stepY < 0 : g.stepY > 0;
      const float tIn = towardsMap ? ((below ? mapBottom : 0.0f) - origin.y) / d.y : kInf;
      const float tWall = g.stepX == 0 ? kInf : ((g.stepX > 0 ? mapRight : 0.0f) - origin.x) / d.x;
      if (tWall <= tIn) {
        if (tWall == kInf || tWall > maxDistance || !(mask & kRaySolid)) return miss;
        const Vec2 p{g.stepX > 0 ? mapRight : 0.0f, origin.y + d.y * tWall};
        return hitAt(tWall, p, {static_cast<float>(-g.stepX), 0.0f}, Tile::Solid,
                     g.stepX > 0 ? width_ : -1, cellOf(p.y, g.stepY, ts, g.invTs));
      }
      if (tIn > maxDistance) return miss;
      const Vec2 p{origin.x + d.x * tIn, below ? mapBottom : 0.0f};
      g.placeAt(tIn, p, Entry::SideY);
      continue;
    }

    const Tile tile = at(g.cx, g.cy);
    RayHit hit;
    if (tile == Tile::Solid) {
      if (mask & kRaySolid) return hitAt(g.tEnter, g.entryPoint, g.entryNormal(), tile, g.cx, g.cy);
    } else if (isSlope(tile)) {
      if ((mask & kRaySlopes) && hitSlope(g, tile, maxDistance, hit)) return hit;
    } else if ((tile == Tile::OneWay && (mask & kRayOneWay)) ||
               (tile == Tile::Ladder && (mask & kRayLadderTops) && isLadderTop(g.cx, g.cy))) {
      if (hitTop(g, tile, hit)) return hit;
    }
    // Beside the map and heading away from it there are only wall columns left.
    if (besideMap && (g.cx < 0 ? g.stepX <= 0 : g.stepX >= 0)) return miss;
    if (g.tExit() > maxDistance) return miss;
    g.advance();
  }
}

}  // namespace ledge
