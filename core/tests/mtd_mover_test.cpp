// The MTD world mover: sub-steps against tunnelling, push-outs against tiles, slopes, jump-through
// tiles and moving solids, and the trace of every push. One named test per rule.

#include <algorithm>
#include <cmath>

#include <doctest/doctest.h>

#include "core/tests/mover_checks.h"

using namespace ledge;
using namespace ledge::test;

namespace {

Level mtdLevel(const std::vector<std::string>& rows, int x, int y, int w = 10, int h = 14,
               ActorKind kind = ActorKind::Crate, int tileSize = 16) {
  Level level = levelFromRows(rows, tileSize);
  level.actors.push_back(actorAt(x, y, w, h, kind, MoverKind::Mtd));
  return level;
}

float bottomOf(const World& w, ActorId id = 0) { return w.actor(id).exactBox().bottom(); }

std::vector<TraceEvent> eventsOf(const StepTrace& trace, TraceKind kind) {
  std::vector<TraceEvent> found;
  for (const TraceEvent& e : trace.events())
    if (e.kind == kind) found.push_back(e);
  return found;
}

std::vector<TraceEvent> resolves(const StepTrace& trace) { return eventsOf(trace, TraceKind::Resolve); }

// The sub-steps of a traced step, as the moves their swept boxes stretch over (unsigned).
std::vector<Vec2> substepMoves(const StepTrace& trace, const Actor& a) {
  std::vector<Vec2> moves;
  for (const TraceEvent& e : eventsOf(trace, TraceKind::SweptBox))
    moves.push_back({e.box.w - static_cast<float>(a.w), e.box.h - static_cast<float>(a.h)});
  return moves;
}

float longest(const std::vector<Vec2>& moves) {
  float most = 0.0f;
  for (Vec2 move : moves) most = std::max(most, std::sqrt(dot(move, move)));
  return most;
}

// A tall map of 4 px tiles with a floor one tile thick at y 64 (thinner than the crates).
Level thinFloorLevel(int x, int y, int w, int h) {
  std::vector<std::string> rows(20, std::string(40, '.'));
  rows[16] = std::string(40, '#');
  return mtdLevel(rows, x, y, w, h, ActorKind::Crate, 4);
}

}  // namespace

TEST_CASE("mtd: sub-steps move no farther than half the actor's smallest side, so it never tunnels") {
  // A 4 x 4 crate falling at 49 px a step onto a floor 4 px thick: 25 sub-steps of 1.96 px
  // (with a limit of a whole side it would take 13 of 3.77 px).
  Level level = thinFloorLevel(4, 0, 4, 4);
  level.actors[0].vy = 2940.0f;
  level.actors[0].applyGravity = false;
  World w(level);
  StepTrace trace;
  w.step({}, &trace);
  std::vector<Vec2> moves = substepMoves(trace, w.actor(0));
  CHECK(moves.size() == 25);
  CHECK(longest(moves) == doctest::Approx(1.96f));
  trace.clear();
  w.step({}, &trace);
  CHECK(bottomOf(w) == doctest::Approx(64.0f));  // on the thin floor, not through it
  CHECK(w.actor(0).vy == 0.0f);
  CHECK(w.actor(0).grounded);
  // It went in no deeper than one sub-step.
  const std::vector<TraceEvent> pushes = resolves(trace);
  REQUIRE(pushes.size() == 1);
  CHECK(pushes[0].direction.x == 0.0f);
  CHECK(pushes[0].direction.y < 0.0f);
  CHECK(pushes[0].distance <= 2.0f);

  // The limit is on the sub-step's length: 49 px across and 49 down is 69.3 px, 35 sub-steps of
  // 1.98 px (half a side on each axis would be 25 sub-steps of 2.77 px).
  Level diagonal = thinFloorLevel(4, 0, 4, 4);
  diagonal.actors[0].vx = 2940.0f;
  diagonal.actors[0].vy = 2940.0f;
  diagonal.actors[0].applyGravity = false;
  diagonal.actors[0].applyFriction = false;
  World across(diagonal);
  trace.clear();
  across.step({}, &trace);
  moves = substepMoves(trace, across.actor(0));
  CHECK(moves.size() == 35);
  CHECK(longest(moves) <= 2.0f + 1e-4f);
  CHECK(across.actor(0).exactBox().x == doctest::Approx(53.0f));
}

TEST_CASE("mtd: an absurd speed is clamped to what the sub-steps cover, so it still never tunnels") {
  // 1e30 px/s down and right onto the thin floor: the step travels no farther than 4096
  // sub-steps of 2 px, none of which can pass the floor.
  Level level = thinFloorLevel(4, 0, 4, 4);
  level.actors[0].vx = 1e30f;
  level.actors[0].vy = 1e30f;
  level.actors[0].applyGravity = false;
  World w(level);
  StepTrace trace;
  w.step({}, &trace);
  CHECK(bottomOf(w) == doctest::Approx(64.0f));
  CHECK(w.actor(0).exactBox().right() == doctest::Approx(160.0f));  // against the map's edge
  CHECK(w.actor(0).vx == 0.0f);
  CHECK(w.actor(0).vy == 0.0f);
  const std::vector<Vec2> moves = substepMoves(trace, w.actor(0));
  CHECK(moves.size() == 4096);
  CHECK(longest(moves) <= 2.0f + 1e-4f);
  // Up into the open sky nothing stops it: it went 8192 px, and the speed it keeps says so.
  Level up = thinFloorLevel(4, 40, 4, 4);
  up.actors[0].vy = -1e30f;
  up.actors[0].applyGravity = false;
  World rising(up);
  rising.step({});
  CHECK(rising.actor(0).exactBox().y == doctest::Approx(40.0f - 8192.0f));
  CHECK(rising.actor(0).vy * rising.dt() == doctest::Approx(-8192.0f));
  CHECK(rising.actor(0).vx == 0.0f);
}

TEST_CASE("mtd: an actor landing exactly on a corner stands on it (the vertical axis wins the tie)") {
  // Moving 1 px right and 1 px down a step into the top-left corner of tile (2, 2).
  Level level = mtdLevel({"......", "......", "..#...", "......"}, 24, 24, 8, 8);
  level.actors[0].applyGravity = false;
  level.actors[0].applyFriction = false;
  level.actors[0].vx = 60.0f;
  level.actors[0].vy = 60.0f;
  World w(level);
  StepTrace trace;
  w.step({}, &trace);
  const Box box = w.actor(0).exactBox();
  CHECK(box.x == doctest::Approx(25.0f));  // kept its sideways move
  CHECK(box.bottom() == doctest::Approx(32.0f));  // on top of the tile
  CHECK(w.actor(0).vy == 0.0f);
  CHECK(w.actor(0).vx == 60.0f);
  CHECK(w.actor(0).grounded);
  const std::vector<TraceEvent> pushes = resolves(trace);
  REQUIRE(pushes.size() == 1);
  CHECK(pushes[0].direction == Vec2{0.0f, -1.0f});
  CHECK(pushes[0].cell == IVec2{2, 2});
}

TEST_CASE("mtd: running across a floor made of separate tiles never stops (the push clears every tile)") {
  checkRunsAcrossTileFloor(MoverKind::Mtd);
  // Pressed against a wall of stacked tiles while falling, a crate slides down past the seams.
  World wall(mtdLevel({"...#", "...#", "...#", "...#", "...#", "####"}, 38, 0));
  wall.actor(0).vx = 300.0f;
  wall.actor(0).applyFriction = false;
  for (int f = 0; f < 40; ++f) {
    wall.step({});
    wall.actor(0).vx = 300.0f;
  }
  CHECK(bottomOf(wall) == doctest::Approx(80.0f));
  CHECK(wall.actor(0).exactBox().right() == doctest::Approx(48.0f));
}

TEST_CASE("mtd: an actor stands still on the seam between two tiles") {
  checkStandsOnSeam(MoverKind::Mtd);
}

TEST_CASE("mtd: slopes resolve against their plane: walked up, and stood on without sliding") {
  // Up a 45-degree hill two tiles high and onto its top. Each step sinks the player into the
  // floor or slope under it and into the foot of the next slope: the push that clears both is
  // up the slope (out of the next slope alone, the shortest way would be back).
  World hill(mtdLevel({"............", "............", "......./####", "....../#####", "############"}, 4, 50,
                      10, 14, ActorKind::Player));
  hill.step({});
  for (int f = 0; f < 90; ++f) hill.step(keys(Input::Right));
  CHECK(hill.actor(0).exactBox().x > 150.0f);
  CHECK(bottomOf(hill) == doctest::Approx(32.0f));
  // A crate dropped on a slope stays where it lands.
  World crate(mtdLevel({"....", "....", ".a..", "####"}, 20, 0, 8, 8));
  run(crate, 60);
  const Box landed = crate.actor(0).exactBox();
  run(crate, 60);
  CHECK(crate.actor(0).exactBox() == landed);
  CHECK(crate.actor(0).grounded);
  CHECK(crate.actor(0).onSlope);
  // Standing on the surface: its bottom-right corner on the 22.5-degree plane.
  CHECK(landed.bottom() == doctest::Approx(48.0f - (landed.right() - 16.0f) * 0.5f));
}

TEST_CASE("mtd: a jump-through tile stops an actor from above only, Down+Jump drops through") {
  const std::vector<std::string> rows{"......", "......", "..--..", "......", "......", "######"};
  // Jumping up through it from below, then landing on it from above.
  World up(mtdLevel(rows, 36, 66, 10, 14));
  up.actor(0).vy = -500.0f;
  float highest = bottomOf(up);
  for (int f = 0; f < 60; ++f) {
    up.step({});
    highest = std::min(highest, bottomOf(up));
  }
  CHECK(highest < 32.0f);
  CHECK(bottomOf(up) == doctest::Approx(32.0f));
  // The player drops through it.
  World player(mtdLevel(rows, 36, 0, 10, 14, ActorKind::Player));
  run(player, 60);
  REQUIRE(bottomOf(player) == doctest::Approx(32.0f));
  player.step(keys(Input::Down | Input::Jump));
  run(player, 60);
  CHECK(bottomOf(player) == doctest::Approx(80.0f));
}

TEST_CASE("mtd: moving solids carry, push and squish by the pixel mover's rules") {
  checkSolidsCarryAndSquish(MoverKind::Mtd);
  // A static solid is a floor, and a push out of it is traced with its id.
  Level floor = mtdLevel({"......", "......", "......", "......"}, 20, 0);
  floor.solids.push_back(solidAt(8, 40, 40, 8));
  World onSolid(floor);
  StepTrace trace;
  bool pushedBySolid = false;
  for (int f = 0; f < 60; ++f) {
    trace.clear();
    onSolid.step({}, &trace);
    for (const TraceEvent& e : resolves(trace))
      pushedBySolid |= e.blocker == BlockerKind::Solid && e.solid == 0;
  }
  CHECK(pushedBySolid);
  CHECK(bottomOf(onSolid) == doctest::Approx(40.0f));
  CHECK(onSolid.actor(0).riding == 0);
}

TEST_CASE("mtd: the push is the shortest single way out that leaves the actor clear of everything") {
  // A crate falls 4.83 px into a slope's low end, in a valley against the map's right edge.
  // Out of the slope sideways (4 px) is shorter than up, but leads into the edge wall, which
  // would push it straight back: up onto the slope clears both.
  Level level = mtdLevel({"....", "....", "..c.", "####"}, 44, 13, 20, 20);
  level.actors[0].applyGravity = false;
  level.actors[0].vy = 590.0f;
  World w(level);
  StepTrace trace;
  w.step({}, &trace);
  const Box box = w.actor(0).exactBox();
  CHECK(box.right() == doctest::Approx(64.0f));
  CHECK(box.bottom() == doctest::Approx(38.0f));  // the slope's surface under its left edge
  const std::vector<TraceEvent> pushes = resolves(trace);
  REQUIRE(pushes.size() == 1);
  CHECK(pushes[0].direction.x == 0.0f);
  CHECK(pushes[0].direction.y == doctest::Approx(-(33.0f + 590.0f / 60.0f - 38.0f)));
  CHECK(w.actor(0).grounded);
}

TEST_CASE("mtd: a crate wedged between a slope's foot and a ceiling is left clear of both, to the last bit") {
  // The crate's top touches the ceiling tile; its bottom left corner lies 0.01 px into the 'd'
  // slope's low end (the remainders of a random scene's 17th frame, where actor pairs had pushed
  // it there). The escape is up by the slope's 0.01 px, which the sub-step's check found clear
  // of the ceiling; kept as whole pixels and a remainder, the box rounded 1e-6 px further up,
  // past the contact tolerance into the ceiling.
  Level level = mtdLevel({".......#", "........", "........", "....d...", ".....#.."}, 40, 8, 21, 24,
                         ActorKind::Crate, 8);
  World w(level);
  w.actor(0).rx = -0x1.47bp-6f;  // -0.0200005
  w.actor(0).ry = -0x1.2p-21f;
  REQUIRE_FALSE(overlapsSolidGeometry(w, w.actor(0)));
  w.step({});
  CHECK_FALSE(overlapsSolidGeometry(w, w.actor(0)));
  CHECK(w.actor(0).exactBox().top() >= 8.0f - kContactTolerance);
}
