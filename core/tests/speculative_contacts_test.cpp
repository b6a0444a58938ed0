// The speculative mover's contacts: broad phase, narrow phase (the Minkowski distance and the
// slope plane) and the rules that reject a contact (internal edges, jump-through tiles), as
// the trace reports them. One named test per rule.

#include <cmath>

#include <doctest/doctest.h>

#include "core/contact_plane.h"
#include "core/speculative_contacts.h"
#include "core/tests/scene.h"

using namespace ledge;
using namespace ledge::test;

namespace {

constexpr float kRoot2 = 1.41421356f;

World speculativeWorld(const std::vector<std::string>& rows, int x, int y, int w = 10, int h = 14,
                       ActorKind kind = ActorKind::Crate) {
  Level level = levelFromRows(rows);
  ActorSpec spec = actorAt(x, y, w, h, kind, MoverKind::Speculative);
  spec.applyGravity = false;
  level.actors.push_back(spec);
  return World(level);
}

std::vector<TraceEvent> eventsOf(const StepTrace& trace, TraceKind kind) {
  std::vector<TraceEvent> found;
  for (const TraceEvent& e : trace.events())
    if (e.kind == kind) found.push_back(e);
  return found;
}

// The contact traced for tile (tx, ty); fails the test when there is none.
TraceEvent contactWith(const StepTrace& trace, int tx, int ty) {
  for (const TraceEvent& e : eventsOf(trace, TraceKind::Contact))
    if (e.blocker == BlockerKind::Tile && e.cell == IVec2{tx, ty}) return e;
  FAIL("no contact with tile (", tx, ", ", ty, ")");
  return {};
}

}  // namespace

TEST_CASE("speculative: the broad phase searches the tiles under the swept box grown by a margin") {
  const Box region = broadPhaseRegion({20.0f, 16.0f, 10.0f, 14.0f}, {2.0f, -1.0f});
  CHECK(region == Box{18.0f, 13.0f, 16.0f, 19.0f});  // both positions, 2 px margin all round

  // A crate 1 px above a floor moving right: the region reaches the floor tiles under both of
  // its positions, not the wall further on, and only those tiles become contacts.
  World w = speculativeWorld({"......", ".....#", "######"}, 40, 17);
  w.actor(0).vx = 480.0f;  // 8 px this step
  StepTrace trace;
  w.step({}, &trace);
  const std::vector<TraceEvent> searched = eventsOf(trace, TraceKind::SweptBox);
  REQUIRE(searched.size() == 1);
  CHECK(searched[0].box == Box{38.0f, 15.0f, 22.0f, 18.0f});
  const std::vector<TraceEvent> contacts = eventsOf(trace, TraceKind::Contact);
  REQUIRE(contacts.size() == 2);
  CHECK(contacts[0].cell == IVec2{2, 2});
  CHECK(contacts[1].cell == IVec2{3, 2});
}

TEST_CASE("speculative: the distance between boxes is the major axis of their Minkowski separation") {
  const Box tile{16.0f, 0.0f, 16.0f, 16.0f};
  // Left of the tile, more apart across than down: the left face, 6 px away.
  ContactPlane p = majorAxis(boxPlanes({0.0f, 10.0f, 10.0f, 10.0f}, tile));
  CHECK(p.normal == Vec2{-1.0f, 0.0f});
  CHECK(p.distance == doctest::Approx(6.0f));
  CHECK(p.point == Vec2{16.0f, 15.0f});  // on the face, level with the box's centre
  // Above it: the top face, 2 px away.
  p = majorAxis(boxPlanes({20.0f, -12.0f, 10.0f, 10.0f}, tile));
  CHECK(p.normal == Vec2{0.0f, -1.0f});
  CHECK(p.distance == doctest::Approx(2.0f));
  // Sunk 6 px into its bottom: the bottom face, the shallower way out, at -6.
  p = majorAxis(boxPlanes({18.0f, 10.0f, 10.0f, 10.0f}, tile));
  CHECK(p.normal == Vec2{0.0f, 1.0f});
  CHECK(p.distance == doctest::Approx(-6.0f));
  // Exactly on its corner (both 0): the vertical axis wins the tie, as with MTD.
  p = majorAxis(boxPlanes({0.0f, -16.0f, 16.0f, 16.0f}, tile));
  CHECK(p.normal == Vec2{0.0f, -1.0f});
  CHECK(p.distance == 0.0f);
  // Not square: a 10 x 14 box touching the left face, its centre 14 px below the tile's. The
  // centres are farther apart down (14) than across (13), but the box is 0 px from the left
  // face and inside the bottom one by 1 px: the left face, not a penetration of the bottom.
  p = majorAxis(boxPlanes({6.0f, 15.0f, 10.0f, 14.0f}, tile));
  CHECK(p.normal == Vec2{-1.0f, 0.0f});
  CHECK(p.distance == 0.0f);
}

TEST_CASE("speculative: a slope's distance is measured to its sloped plane, along the slope's normal") {
  const Box tile{0.0f, 0.0f, 16.0f, 16.0f};
  // Above a 45-degree slope rising right: the plane x + y = 16, from the box's bottom-right corner.
  ContactPlane p = majorAxis(slopePlanes({4.0f, -4.0f, 4.0f, 4.0f}, Tile::SlopeUpRight, tile));
  CHECK(p.normal.x == doctest::Approx(-1.0f / kRoot2));
  CHECK(p.normal.y == doctest::Approx(-1.0f / kRoot2));
  CHECK(p.distance == doctest::Approx(8.0f / kRoot2));
  CHECK(p.point.x + p.point.y == doctest::Approx(16.0f));  // on the surface
  // The 22.5-degree slope rising left, upper half: normal (1, -2) / sqrt(5).
  p = majorAxis(slopePlanes({8.0f, -10.0f, 4.0f, 4.0f}, Tile::SlopeUpLeftHigh, tile));
  CHECK(p.normal.x == doctest::Approx(1.0f / std::sqrt(5.0f)));
  CHECK(p.normal.y == doctest::Approx(-2.0f / std::sqrt(5.0f)));
  // The side where the surface is 0 high is a corner, not a face: an actor on the floor at the
  // foot of the slope meets the slope, 2 px ahead...
  const ContactPlanes atFoot = slopePlanes({-12.0f, 4.0f, 10.0f, 12.0f}, Tile::SlopeUpRight, tile);
  CHECK(atFoot.count == 2);
  p = majorAxis(atFoot);
  CHECK(p.normal.x == doctest::Approx(-1.0f / kRoot2));
  CHECK(p.distance == doctest::Approx(2.0f / kRoot2));
  // ...while below that corner the side counts again.
  p = majorAxis(slopePlanes({-12.0f, 8.0f, 10.0f, 12.0f}, Tile::SlopeUpRight, tile));
  CHECK(p.normal == Vec2{-1.0f, 0.0f});
  CHECK(p.distance == doctest::Approx(2.0f));
}

TEST_CASE("speculative: a contact whose normal points into a neighbouring solid tile is an internal edge") {
  // Hovering 1 px over tile (1, 2) of a floor, 3 px short of tile (2, 2): across is the major
  // axis for (2, 2), and its left face is inside the floor, since (1, 2) is solid.
  World w = speculativeWorld({"....", "....", "####"}, 19, 17);
  w.actor(0).vx = 120.0f;
  StepTrace trace;
  w.step({}, &trace);
  const TraceEvent seam = contactWith(trace, 2, 2);
  CHECK(seam.normal == Vec2{-1.0f, 0.0f});
  CHECK(seam.distance == doctest::Approx(3.0f));
  CHECK(seam.verdict == ContactVerdict::InternalEdge);
  const TraceEvent under = contactWith(trace, 1, 2);
  CHECK(under.normal == Vec2{0.0f, -1.0f});
  CHECK(under.verdict == ContactVerdict::Inactive);
  // The same face with nothing beside it is a wall: the contact counts.
  World lone = speculativeWorld({"....", "....", "#.##"}, 19, 17);
  lone.actor(0).vx = 120.0f;
  trace.clear();
  lone.step({}, &trace);
  CHECK(contactWith(trace, 2, 2).verdict == ContactVerdict::Inactive);
  // Up a wall of stacked tiles: the seams between them are not ledges.
  World wall = speculativeWorld({"..#.", "..#.", "..#.", "####"}, 20, 3, 12, 12);
  wall.actor(0).vy = 300.0f;
  trace.clear();
  wall.step({}, &trace);
  CHECK(contactWith(trace, 2, 1).verdict == ContactVerdict::InternalEdge);  // its top faces (2, 0)
}

TEST_CASE("speculative: an internal edge is taken back when discarding it would let the actor in") {
  // Falling fast onto a slope above a floor, the crate is turned along the slope towards tile
  // (3, 5). With the swept-normals option that tile's contact is its left face, internal since
  // (2, 5) covers it; but (2, 5)'s own top is internal too (the slope sits on it), and the
  // slope's plane does not reach (3, 5): nothing would keep the crate out. The edge is taken
  // back, and the crate stops at the face.
  World w = speculativeWorld(
      {"........", "........", "........", "........", "..\\.....", "..##....", "..####.."}, 36, 32, 8, 25);
  w.physics.speculativeSweptNormals = true;
  w.physics.groundFriction = 0.0f;
  w.actor(0).applyGravity = true;
  w.actor(0).vx = 40.0f;
  w.actor(0).vy = 2885.0f;
  StepTrace trace;
  w.step({}, &trace);
  const TraceEvent face = contactWith(trace, 3, 5);
  CHECK(face.normal == Vec2{-1.0f, 0.0f});
  CHECK(face.verdict == ContactVerdict::Accepted);
  CHECK(contactWith(trace, 2, 5).verdict == ContactVerdict::InternalEdge);
  CHECK(w.actor(0).exactBox().right() == doctest::Approx(48.0f));
  CHECK_FALSE(overlapsSolidGeometry(w, w.actor(0)));
}

TEST_CASE("speculative: a slope's side face is internal only where its neighbour covers it") {
  // 'a' then 'b' (one 22.5-degree slope over two tiles): b's 8 px left side is covered by a's
  // 8 px right side. Beside an empty tile the same side is a half-tile wall.
  World w = speculativeWorld({"......", "......", ".ab...", "######"}, 20, 32, 10, 8);
  w.actor(0).vx = 120.0f;
  StepTrace trace;
  w.step({}, &trace);
  CHECK(contactWith(trace, 2, 2).normal == Vec2{-1.0f, 0.0f});
  CHECK(contactWith(trace, 2, 2).verdict == ContactVerdict::InternalEdge);
  World step = speculativeWorld({"......", "......", "..b...", "######"}, 20, 32, 10, 8);
  step.actor(0).vx = 120.0f;
  trace.clear();
  step.step({}, &trace);
  CHECK(contactWith(trace, 2, 2).verdict == ContactVerdict::Inactive);
}

TEST_CASE("speculative: a side face level with the floor the actor stands on is a seam") {
  // A ladder top and a solid tile make one floor; so do the ground and a solid flush with it.
  World w = speculativeWorld({"....", "....", "HH##", "HH##"}, 20, 18);
  w.actor(0).applyGravity = true;
  w.actor(0).vx = 120.0f;
  w.actor(0).driving = true;
  StepTrace trace;
  w.step({}, &trace);
  CHECK(contactWith(trace, 2, 2).normal == Vec2{-1.0f, 0.0f});
  CHECK(contactWith(trace, 2, 2).verdict == ContactVerdict::InternalEdge);

  Level level = levelFromRows({"......", "......", "######"});
  level.actors.push_back(actorAt(20, 18, 10, 14, ActorKind::Crate, MoverKind::Speculative));
  level.solids.push_back(solidAt(32, 32, 32, 8));
  level.map.set(2, 2, Tile::Empty);
  level.map.set(3, 2, Tile::Empty);
  World flush(level);
  trace.clear();
  flush.actor(0).vx = 120.0f;
  flush.actor(0).driving = true;
  flush.step({}, &trace);
  bool sawSolid = false;
  for (const TraceEvent& e : eventsOf(trace, TraceKind::Contact)) {
    if (e.blocker != BlockerKind::Solid) continue;
    sawSolid = true;
    CHECK(e.verdict == ContactVerdict::InternalEdge);
  }
  CHECK(sawSolid);
}

TEST_CASE("speculative: a jump-through tile accepts only an upward normal above the negative tolerance") {
  const std::vector<std::string> rows{"....", "....", ".-..", "....", "####"};
  // Falling onto it from above: accepted, and it lands.
  World above = speculativeWorld(rows, 18, 14);
  above.actor(0).vy = 600.0f;
  StepTrace trace;
  above.step({}, &trace);
  CHECK(contactWith(trace, 1, 2).verdict == ContactVerdict::Accepted);
  CHECK(above.actor(0).exactBox().bottom() == doctest::Approx(32.0f));
  // From below, rising into it: its normal points down, rejected; the actor passes.
  World below = speculativeWorld(rows, 18, 50);
  below.actor(0).vy = -600.0f;
  trace.clear();
  below.step({}, &trace);
  CHECK(contactWith(trace, 1, 2).verdict == ContactVerdict::OneWayNotUp);
  CHECK(below.actor(0).exactBox().top() == doctest::Approx(40.0f));
  // 1 px below its top (within the 2 px tolerance): accepted, put back on top.
  World sunk = speculativeWorld(rows, 18, 19);
  trace.clear();
  sunk.step({}, &trace);
  const TraceEvent within = contactWith(trace, 1, 2);
  CHECK(within.verdict == ContactVerdict::Accepted);
  CHECK(within.distance == doctest::Approx(-1.0f));
  CHECK(sunk.actor(0).exactBox().bottom() == doctest::Approx(32.0f));
  // 3 px below (beyond it): rejected, left where it is.
  World deep = speculativeWorld(rows, 18, 21);
  trace.clear();
  deep.step({}, &trace);
  const TraceEvent beyond = contactWith(trace, 1, 2);
  CHECK(beyond.normal == Vec2{0.0f, -1.0f});
  CHECK(beyond.verdict == ContactVerdict::OneWayBelowTolerance);
  CHECK(deep.actor(0).exactBox().bottom() == doctest::Approx(35.0f));
  // The tolerance is the level's: at 4 px the same actor is put back on top.
  World lenient = speculativeWorld(rows, 18, 21);
  lenient.physics.oneWayTolerance = 4.0f;
  lenient.step({});
  CHECK(lenient.actor(0).exactBox().bottom() == doctest::Approx(32.0f));
}

TEST_CASE("speculative: every contact goes to the trace with point, normal, distance and verdict") {
  // A crate resting on the floor against a wall, pushing into it.
  World w = speculativeWorld({"....", "...#", "####"}, 38, 18);
  w.actor(0).applyGravity = true;
  w.actor(0).vx = 60.0f;
  w.actor(0).driving = true;
  StepTrace trace;
  w.step({}, &trace);
  const TraceEvent wall = contactWith(trace, 3, 1);
  CHECK(wall.verdict == ContactVerdict::Accepted);
  CHECK(wall.normal == Vec2{-1.0f, 0.0f});
  CHECK(wall.distance == doctest::Approx(0.0f));
  CHECK(wall.point.x == 48.0f);
  CHECK(wall.tile == Tile::Solid);
  const TraceEvent floor = contactWith(trace, 2, 2);
  CHECK(floor.verdict == ContactVerdict::Accepted);
  CHECK(floor.point.y == 32.0f);
  // The corner tile under the wall: level with the floor, its top faces the wall tile above it.
  CHECK(contactWith(trace, 3, 2).verdict == ContactVerdict::InternalEdge);
  for (const TraceEvent& e : eventsOf(trace, TraceKind::Contact)) {
    CHECK(e.actor == 0);
    CHECK(e.phase == TracePhase::Actors);
    CHECK(std::fabs(e.normal.x * e.normal.x + e.normal.y * e.normal.y - 1.0f) < 1e-5f);
    CHECK_FALSE(describe(e).empty());
  }
  CHECK(w.actor(0).hitWall);
  CHECK(w.actor(0).vx == 0.0f);
}
