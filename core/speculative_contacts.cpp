#include "core/speculative_contacts.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/tile_faces.h"
#include "core/world.h"

namespace ledge {
namespace {

// Tiles this close to the swept box are contacts too: they stay inactive unless the response
// turns the actor towards them.
constexpr float kBroadPhaseMargin = 2.0f;
// How level a side face's top and the floor under the actor must be to make a seam.
constexpr float kSeamTolerance = kContactTolerance;

ContactVerdict platformVerdict(const PhysicsParams& physics, const Actor& actor, const ContactPlane& plane,
                               int top, bool ladderTop) {
  if (ignoresPlatform(actor, top, ladderTop)) return ContactVerdict::Ignored;
  if (!(plane.normal.x == 0.0f && plane.normal.y < 0.0f)) return ContactVerdict::OneWayNotUp;
  if (plane.distance <= -physics.oneWayTolerance) return ContactVerdict::OneWayBelowTolerance;
  return ContactVerdict::Inactive;
}

ContactPlane choosePlane(const ContactPlanes& candidates, Vec2 velocity, bool sweptNormals) {
  return sweptNormals ? sweptAxis(candidates, velocity) : majorAxis(candidates);
}

void addTile(const World& world, const Actor& actor, const Box& box, Vec2 velocity, int tx, int ty,
             std::vector<SpeculativeContact>& contacts) {
  const TileMap& map = world.map;
  const Tile tile = map.at(tx, ty);
  const bool ladderTop = map.isLadderTop(tx, ty);
  const bool platform = tile == Tile::OneWay || ladderTop;
  if (tile != Tile::Solid && !isSlope(tile) && !platform) return;

  const float ts = static_cast<float>(map.tileSize());
  SpeculativeContact c;
  c.obstacle = {static_cast<float>(tx) * ts, static_cast<float>(ty) * ts, ts, ts};
  const ContactPlanes candidates =
      isSlope(tile) ? slopePlanes(box, tile, c.obstacle) : boxPlanes(box, c.obstacle);
  c.plane = choosePlane(candidates, velocity, world.physics.speculativeSweptNormals);
  c.by = {BlockerKind::Tile, tile, {tx, ty}, kNoId};
  if (platform)
    c.verdict = platformVerdict(world.physics, actor, c.plane, ty * map.tileSize(), ladderTop);
  else if (isInternalFace(map, tx, ty, c.plane.normal))
    c.verdict = ContactVerdict::InternalEdge;
  contacts.push_back(c);
}

// The map's side edges are walls without end (TileMap::at): one plane each, not columns of
// tiles (the tiles far above or below the map are not where the wall is).
void addWall(const TileMap& map, const Box& box, const Box& region, int side,
             std::vector<SpeculativeContact>& contacts) {
  const float ts = static_cast<float>(map.tileSize());
  const float x = side < 0 ? 0.0f : static_cast<float>(map.pixelWidth());
  SpeculativeContact c;
  c.obstacle = {side < 0 ? x - ts : x, region.top(), ts, region.h};
  c.plane.normal = {static_cast<float>(-side), 0.0f};
  c.plane.distance = side < 0 ? box.left() - x : x - box.right();
  c.plane.point = {x, box.center().y};
  const int column = side < 0 ? -1 : map.width();
  c.by = {BlockerKind::Wall, Tile::Solid, {column, static_cast<int>(std::floor(box.center().y / ts))}, kNoId};
  contacts.push_back(c);
}

// Top of the side face a horizontal contact stands for, when nothing behind that top is higher
// (a box, or a slope's high side); NaN for the low side of a slope, which rises behind it.
float flatSideTop(const SpeculativeContact& c) {
  if (c.by.kind != BlockerKind::Tile || !isSlope(c.by.tile)) return c.obstacle.top();
  const bool right = c.plane.normal.x > 0.0f;
  const int own = sideCoverEighths(c.by.tile, right);
  if (own < sideCoverEighths(c.by.tile, !right)) return std::numeric_limits<float>::quiet_NaN();
  return c.obstacle.bottom() - static_cast<float>(own) * c.obstacle.h / 8.0f;
}

// A floor contact under the actor whose top is at `height`.
bool standsLevelWith(const Box& box, const std::vector<SpeculativeContact>& contacts, float height) {
  for (const SpeculativeContact& floor : contacts) {
    if (floor.rejected() || floor.plane.normal.x != 0.0f || !(floor.plane.normal.y < 0.0f)) continue;
    const bool under = box.right() > floor.obstacle.left() + kSeamTolerance &&
                       box.left() < floor.obstacle.right() - kSeamTolerance;
    if (under && std::fabs(floor.plane.point.y - height) <= kSeamTolerance) return true;
  }
  return false;
}

void rejectSeams(const Box& box, std::vector<SpeculativeContact>& contacts) {
  for (SpeculativeContact& c : contacts) {
    if (c.rejected() || c.plane.normal.y != 0.0f) continue;
    const float top = flatSideTop(c);
    if (std::fabs(box.bottom() - top) <= kSeamTolerance && standsLevelWith(box, contacts, top))
      c.verdict = ContactVerdict::InternalEdge;
  }
}

}  // namespace

Box broadPhaseRegion(const Box& box, Vec2 motion) {
  const float left = std::min(box.left(), box.left() + motion.x) - kBroadPhaseMargin;
  const float top = std::min(box.top(), box.top() + motion.y) - kBroadPhaseMargin;
  const float right = std::max(box.right(), box.right() + motion.x) + kBroadPhaseMargin;
  const float bottom = std::max(box.bottom(), box.bottom() + motion.y) + kBroadPhaseMargin;
  return {left, top, right - left, bottom - top};
}

float separationFrom(const SpeculativeContact& contact, const Box& box) {
  const bool slope = contact.by.kind == BlockerKind::Tile && isSlope(contact.by.tile);
  const Box& obstacle = contact.obstacle;
  return majorAxis(slope ? slopePlanes(box, contact.by.tile, obstacle) : boxPlanes(box, obstacle)).distance;
}

void gatherContacts(const World& world, const Actor& actor, const Box& box, Vec2 velocity,
                    const Box& region, std::vector<SpeculativeContact>& contacts) {
  contacts.clear();
  const TileMap& map = world.map;
  const TileRange range = map.tilesUnder(region);
  for (int ty = range.y0; ty <= range.y1; ++ty)
    for (int tx = std::max(range.x0, 0); tx <= std::min(range.x1, map.width() - 1); ++tx)
      addTile(world, actor, box, velocity, tx, ty, contacts);
  if (region.left() < 0.0f) addWall(map, box, region, -1, contacts);
  if (region.right() > static_cast<float>(map.pixelWidth())) addWall(map, box, region, 1, contacts);

  world.forEachSolidAcross(region.left(), region.right(), [&](SolidId id, const Solid& s) {
    const Box solidBox = toBox(s.rect());
    if (!solidBox.overlaps(region)) return;
    SpeculativeContact c;
    c.obstacle = solidBox;
    c.plane = choosePlane(boxPlanes(box, solidBox), velocity, world.physics.speculativeSweptNormals);
    c.by = {BlockerKind::Solid, Tile::Empty, {}, id};
    contacts.push_back(c);
  });
  rejectSeams(box, contacts);
}

}  // namespace ledge
