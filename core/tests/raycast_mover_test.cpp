// The ray-cast mover against each problem the hobbyist platformer article lists, and against
// the shared parts (one-way tops, ladders, moving solids, the trace).

#include <algorithm>
#include <cmath>
#include <vector>

#include <doctest/doctest.h>

#include "core/actor_move.h"
#include "core/collide.h"
#include "core/tests/scene.h"

using namespace ledge;
using namespace ledge::test;

namespace {

ActorSpec raycastActor(int x, int y, int w = 10, int h = 14, ActorKind kind = ActorKind::Player) {
  return actorAt(x, y, w, h, kind, MoverKind::Raycast);
}

World worldWith(const std::vector<std::string>& rows, const ActorSpec& actor) {
  Level level = levelFromRows(rows);
  level.actors.push_back(actor);
  return World(level);
}

float bottomOf(const Actor& a) { return a.exactBox().bottom(); }

// Runs the player in `direction` from where it stands until its box has crossed `untilX` (its
// left edge going right, its right edge going left), at full speed from the first frame. Every
// frame it must stay grounded and clear of the ground; returns the highest its feet got.
float runAcross(World& w, int direction, float untilX) {
  Actor& start = w.actor(0);
  start.vx = static_cast<float>(direction) * w.physics.runSpeed;
  const Input hold = keys(direction > 0 ? Input::Right : Input::Left);
  float highest = bottomOf(w.actor(0));
  for (int frame = 1; frame < 2000; ++frame) {
    const Box b = w.actor(0).exactBox();
    if (direction > 0 ? b.left() >= untilX : b.right() <= untilX) return highest;
    w.step(hold);
    const Actor& a = w.actor(0);
    INFO("frame ", frame, " box ", a.exactBox().x, ", ", a.exactBox().y, " vy ", a.vy);
    REQUIRE(a.grounded);
    REQUIRE_FALSE(overlapsSolidGeometry(w, a));
    REQUIRE(std::fabs(a.vx) == doctest::Approx(w.physics.runSpeed));
    highest = std::min(highest, bottomOf(a));
  }
  FAIL("did not get across");
  return highest;
}

// The feet were at `top` (within the contact tolerance: the rays sample the ground a hair
// inside the box's sides) and never above it.
bool ridesOn(float highestFeet, float top) {
  return highestFeet >= top && highestFeet <= top + kContactTolerance;
}

}  // namespace

// --- the article's problems ---------------------------------------------------------------

TEST_CASE("raycast: a tile narrower than the actor between its corner rays still stops it") {
  SUBCASE("falling onto a pillar one tile wide under the middle of a 40 px wide actor") {
    // Corner rays at x = 36 and x = 76 look down columns 2 and 4, which are empty to the floor.
    World w = worldWith({"........", "........", "........", "...#....", "........", "########"},
                        raycastActor(36, 0, 40, 14, ActorKind::Crate));
    run(w, 60);
    CHECK(bottomOf(w.actor(0)) == doctest::Approx(48.0f));
    CHECK(w.actor(0).grounded);
  }
  SUBCASE("running into a single tile at the chest of a 40 px tall actor") {
    // Corner rays at y = 72 and y = 112 pass above and below the tile at row 5.
    World w = worldWith({"........", "........", "........", "........", "........", ".....#..",
                         "........", "########"},
                        raycastActor(20, 72, 12, 40));
    w.step({});
    run(w, 60, keys(Input::Right));
    CHECK(w.actor(0).exactBox().right() == doctest::Approx(80.0f));
    CHECK(w.actor(0).hitWall);
  }
}

TEST_CASE("raycast: reversing against a wall moves away on the first step") {
  World w = worldWith({"........", "......#.", "......#.", "########"}, raycastActor(40, 34));
  run(w, 60, keys(Input::Right));
  REQUIRE(w.actor(0).exactBox().right() == doctest::Approx(96.0f));
  CHECK(w.actor(0).hitWall);
  CHECK(w.actor(0).vx == 0.0f);  // the blocked side keeps no speed into the wall

  const float before = w.actor(0).exactBox().x;
  w.step(keys(Input::Left));
  CHECK(w.actor(0).vx == doctest::Approx(-w.physics.runAccel * w.dt()));
  CHECK(w.actor(0).exactBox().x < before);
}

TEST_CASE("raycast: the grounded check does not cancel the step a jump starts") {
  World w = worldWith({"........", "........", "........", "........", "........", "........",
                       "........", "########"},
                      raycastActor(20, 98));
  w.step({});
  REQUIRE(w.actor(0).grounded);
  const float ground = bottomOf(w.actor(0));

  w.step(keys(Input::Jump));
  const Actor& a = w.actor(0);
  CHECK(a.vy == doctest::Approx(-w.physics.jumpSpeed + w.physics.gravity * w.dt()));
  CHECK_FALSE(a.grounded);
  CHECK(bottomOf(a) < ground);

  float highest = bottomOf(a);
  for (int f = 0; f < 40; ++f) {
    w.step(keys(Input::Jump));
    highest = std::min(highest, bottomOf(w.actor(0)));
  }
  // jumpSpeed^2 / (2 gravity) = 49 px, less the discrete steps.
  CHECK(ground - highest > 40.0f);
}

TEST_CASE("raycast: a jump while running up a slope rises from the slope, not into it") {
  // At 480 px/s a step climbs 8 px of a 45-degree slope, more than the 6.5 px the jump's first
  // step rises: both add up.
  World w = worldWith({"...............", "......../######", "......./#######", "....../########",
                       "...../#########", "###############"},
                      raycastActor(4, 66));
  w.physics.runSpeed = 480.0f;
  w.step({});
  w.actor(0).vx = w.physics.runSpeed;
  while (w.actor(0).exactBox().left() < 92.0f) {
    w.step(keys(Input::Right));
    REQUIRE(w.actor(0).grounded);
  }
  REQUIRE(w.actor(0).onSlope);
  const float before = bottomOf(w.actor(0));
  w.step(keys(Input::Right | Input::Jump));
  CHECK_FALSE(w.actor(0).grounded);
  CHECK(w.actor(0).vy < 0.0f);
  CHECK(before - bottomOf(w.actor(0)) == doctest::Approx(8.0f + 6.5f));
}

TEST_CASE("raycast: running down a 45-degree slope at full speed stays grounded every frame") {
  const std::vector<std::string> rows{"................", "###\\............", "####\\...........",
                                      "#####\\..........", "######\\.........", "#######\\........",
                                      "################"};
  SUBCASE("at the level's run speed") {
    World w = worldWith(rows, raycastActor(4, 2));
    w.step({});
    runAcross(w, 1, 140.0f);
    CHECK(bottomOf(w.actor(0)) == doctest::Approx(96.0f));
  }
  SUBCASE("at a run speed over the slope tolerance (8 px a step)") {
    World w = worldWith(rows, raycastActor(4, 2));
    w.physics.runSpeed = 480.0f;
    w.step({});
    runAcross(w, 1, 140.0f);
  }
}

TEST_CASE("raycast: running down a 22.5-degree slope at full speed stays grounded every frame") {
  const std::vector<std::string> rows{"....................", "###cd...............",
                                      "#####cd.............", "#######cd...........",
                                      "#########cd.........", "####################"};
  SUBCASE("at the level's run speed") {
    World w = worldWith(rows, raycastActor(4, 2));
    w.step({});
    runAcross(w, 1, 180.0f);
    CHECK(bottomOf(w.actor(0)) == doctest::Approx(80.0f));
  }
  SUBCASE("at a run speed over the slope tolerance (8 px a step)") {
    World w = worldWith(rows, raycastActor(4, 2));
    w.physics.runSpeed = 480.0f;
    w.step({});
    runAcross(w, 1, 180.0f);
  }
}

TEST_CASE("raycast: walking over a peak both ways never enters the ground") {
  // A 45-degree peak, a 22.5-degree one and two peaks side by side with a valley between.
  const std::vector<std::string> rows{"................................",
                                      "................................",
                                      "..../\\......abcd......./\\/\\.....",
                                      "################################"};
  World w = worldWith(rows, raycastActor(4, 34));
  w.step({});
  // Going over, the feet reach each apex (y = 32) and go no higher: the box rides over the
  // peak on its apex, not through it.
  CHECK(ridesOn(runAcross(w, 1, 480.0f), 32.0f));
  CHECK(ridesOn(runAcross(w, -1, 30.0f), 32.0f));
}

TEST_CASE("raycast: every ray starts inside the actor, a skin back from the side it leaves") {
  // Pressed into the corner of a floor and a wall: the rays towards both start inside the box
  // and find them a skin ahead, never at distance 0.
  World w = worldWith({"........", "......#.", "......#.", "########"}, raycastActor(40, 34));
  run(w, 30, keys(Input::Right));
  StepTrace trace;
  w.step(keys(Input::Right), &trace);
  int rays = 0, hits = 0;
  for (const TraceEvent& e : trace.events()) {
    if (e.kind != TraceKind::Ray) continue;
    ++rays;
    const Box& b = e.box;
    INFO("ray from (", e.point.x, ", ", e.point.y, ") along (", e.direction.x, ", ", e.direction.y, ")");
    CHECK(e.point.x > b.left());
    CHECK(e.point.x < b.right());
    CHECK(e.point.y > b.top());
    CHECK(e.point.y < b.bottom());
    CHECK_FALSE(w.map.solidAtExact({e.point.x - 0.001f, e.point.y - 0.001f, 0.002f, 0.002f}, 0.0f));
    if (e.hit) {
      ++hits;
      const Vec2 toHit = e.hitPoint - e.point;
      CHECK(dot(toHit, e.direction) > 0.0f);
    }
  }
  CHECK(rays >= 2);     // towards the wall, and down the column under the feet
  CHECK(hits == rays);  // every one of them finds the wall or the floor
}

// --- slopes --------------------------------------------------------------------------------

TEST_CASE("raycast: standing on a slope is told from both bottom corner rays") {
  SUBCASE("both corners over the slope") {
    World w = worldWith({"........", "........", "..../...", "########"}, raycastActor(67, 20));
    run(w, 30);
    CHECK(w.actor(0).grounded);
    CHECK(w.actor(0).onSlope);
  }
  SUBCASE("one corner over a slope that falls away from flat ground: not on the slope") {
    // The right corner is over the '\' (lower), the left one on the flat top of '#'.
    World w = worldWith({"........", "........", "...#\\...", "########"}, raycastActor(60, 18));
    run(w, 30);
    CHECK(w.actor(0).grounded);
    CHECK_FALSE(w.actor(0).onSlope);
    CHECK(bottomOf(w.actor(0)) == doctest::Approx(32.0f));
  }
  SUBCASE("one corner over a slope higher than the flat ground under the other") {
    World w = worldWith({"........", "........", "..../...", "########"}, raycastActor(60, 20));
    run(w, 30);
    CHECK(w.actor(0).grounded);
    CHECK(w.actor(0).onSlope);
  }
}

TEST_CASE("raycast: climbing 45 and 22.5-degree slopes keeps the speed and the ground") {
  SUBCASE("45 degrees") {
    World w = worldWith({"................", "................", "....../##\\......", "################"},
                        raycastActor(4, 34));
    w.step({});
    CHECK(runAcross(w, 1, 200.0f) == doctest::Approx(32.0f));
  }
  SUBCASE("22.5 degrees") {
    World w = worldWith({"................", "................", "....ab####cd....", "################"},
                        raycastActor(4, 34));
    w.step({});
    CHECK(runAcross(w, 1, 220.0f) == doctest::Approx(32.0f));
  }
  SUBCASE("stairs of slopes two tiles high, both ways") {
    World w = worldWith({"..................", "......./\\.........", "....../##\\........",
                         "##################"},
                        raycastActor(4, 34));
    w.step({});
    CHECK(ridesOn(runAcross(w, 1, 240.0f), 16.0f));
    CHECK(ridesOn(runAcross(w, -1, 30.0f), 16.0f));
  }
}

TEST_CASE("raycast: a slope's vertical side is a wall") {
  // '\' rises to the left: walking right into its full-height side is blocked.
  World w = worldWith({"........", "....\\...", "########"}, raycastActor(20, 18));
  for (int f = 0; f < 60; ++f) {
    w.step(keys(Input::Right));
    REQUIRE(w.actor(0).exactBox().right() <= 64.0f + kContactTolerance);
    REQUIRE(bottomOf(w.actor(0)) == doctest::Approx(32.0f));
  }
  CHECK(w.actor(0).exactBox().right() == doctest::Approx(64.0f));
  CHECK(w.actor(0).hitWall);
}

// --- tolerances ----------------------------------------------------------------------------

TEST_CASE("raycast: grounded within 1 px of the floor, in the air beyond it") {
  auto hovering = [](float height) {
    World w = worldWith({"....", "....", "####"}, raycastActor(20, 0, 10, 14, ActorKind::Crate));
    Actor& a = w.actor(0);
    a.applyGravity = false;
    shiftExact(a, 0.0f, 32.0f - height - bottomOf(a));
    w.step({});
    return w.actor(0);
  };
  const Actor near = hovering(0.75f);
  CHECK(near.grounded);
  CHECK(bottomOf(near) == doctest::Approx(32.0f));  // put onto the floor, not left hovering
  const Actor far = hovering(1.5f);
  CHECK_FALSE(far.grounded);
  CHECK(bottomOf(far) == doctest::Approx(30.5f));
}

// --- one-way tops, ladders, moving solids ---------------------------------------------------

TEST_CASE("raycast: one-way tops hold from above, let through from below, and drop through") {
  World w = worldWith({"........", "........", "........", "...--...", "........", "########"},
                      raycastActor(50, 66));
  w.step({});
  REQUIRE(bottomOf(w.actor(0)) == doctest::Approx(80.0f));
  // Jump up through the platform from below and land on it.
  w.step(keys(Input::Jump));
  run(w, 60, keys(Input::Jump));
  CHECK(w.actor(0).grounded);
  CHECK(bottomOf(w.actor(0)) == doctest::Approx(48.0f));
  // Down + Jump drops through it to the floor.
  w.step({});
  w.step(keys(Input::Down | Input::Jump));
  run(w, 60);
  CHECK(bottomOf(w.actor(0)) == doctest::Approx(80.0f));
}

TEST_CASE("raycast: a ladder's top holds, climbing passes it") {
  World w = worldWith({"........", "...H....", "...H....", "...H....", "########"},
                      raycastActor(51, 0, 10, 14, ActorKind::Player));
  run(w, 60);
  CHECK(w.actor(0).grounded);
  CHECK(bottomOf(w.actor(0)) == doctest::Approx(16.0f));
  run(w, 60, keys(Input::Down));
  CHECK(bottomOf(w.actor(0)) == doctest::Approx(64.0f));
}

TEST_CASE("raycast: rides an elevator and is pushed by a moving wall, never inside either") {
  Level level = levelFromRows({"................", "................", "................", "................",
                               "................", "................", "................", "################"});
  level.solids.push_back(solidAt(16, 96, 32, 8, {{16, 96}, {16, 32}}, 60.0f, PathMode::Once));
  level.solids.push_back(solidAt(200, 80, 8, 32, {{200, 80}, {100, 80}}, 60.0f, PathMode::Once));
  level.actors.push_back(raycastActor(24, 82, 10, 14, ActorKind::Crate));
  level.actors.push_back(raycastActor(150, 98, 10, 14, ActorKind::Crate));
  World w(level);
  bool rode = false, pushed = false;
  for (int f = 0; f < 120; ++f) {
    w.step({});
    for (ActorId id = 0; id < 2; ++id) {
      INFO("frame ", f, " actor ", id);
      REQUIRE(w.actor(id).alive);
      REQUIRE_FALSE(overlapsSolidGeometry(w, w.actor(id)));
    }
    rode = rode || w.actor(0).riding == 0;
    pushed = pushed || w.actor(1).exactBox().right() < 150.0f;
  }
  CHECK(rode);
  CHECK(bottomOf(w.actor(0)) == doctest::Approx(32.0f));  // carried to the top of the path
  CHECK(pushed);
  CHECK(w.actor(1).exactBox().right() == doctest::Approx(100.0f));
}

TEST_CASE("raycast: every ray goes to the trace, hit or miss, with its origin, length and normal") {
  World w = worldWith({"........", "........", "........", "########"}, raycastActor(20, 10));
  StepTrace trace;
  w.step(keys(Input::Right), &trace);
  // 24 px above the floor, the first step's rays all miss: one sideways per tile row, and one
  // down the column under the feet (one answers for the whole column when it holds no slope).
  int misses = 0;
  for (const TraceEvent& e : trace.events()) {
    if (e.kind != TraceKind::Ray) continue;
    CHECK(e.actor == 0);
    CHECK(std::hypot(e.direction.x, e.direction.y) == doctest::Approx(1.0f));
    CHECK(e.distance > 0.0f);
    CHECK_FALSE(e.hit);
    CHECK(e.normal == Vec2{});
    CHECK(e.hitPoint == e.point + e.direction * e.distance);
    ++misses;
  }
  CHECK(misses == 3);

  // Standing on the floor, the rays down hit it.
  run(w, 30, keys(Input::Right));
  trace.clear();
  w.step(keys(Input::Right), &trace);
  int hits = 0;
  for (const TraceEvent& e : trace.events()) {
    if (e.kind != TraceKind::Ray || !e.hit) continue;
    ++hits;
    CHECK(e.direction == Vec2{0.0f, 1.0f});
    CHECK(e.normal == Vec2{0.0f, -1.0f});
    CHECK(e.blocker == BlockerKind::Tile);
    CHECK(e.cell.y == 3);
    CHECK(e.hitPoint.y == 48.0f);
  }
  CHECK(hits >= 1);
}

TEST_CASE("raycast: over a slope both ends of the column are cast") {
  World w = worldWith({"........", "........", "..../...", "########"}, raycastActor(67, 20));
  run(w, 30);
  REQUIRE(w.actor(0).onSlope);
  StepTrace trace;
  w.step({}, &trace);
  std::vector<TraceEvent> down;
  for (const TraceEvent& e : trace.events())
    if (e.kind == TraceKind::Ray && e.direction.y > 0.0f) down.push_back(e);
  REQUIRE(down.size() == 2);
  // The box rests on the right end, where the surface is higher; the left end's ground is 10 px
  // lower, out of the reach of this step's rays.
  CHECK(down[1].point.x > down[0].point.x);
  CHECK(down[1].hit);
  CHECK(down[1].hitPoint.y == doctest::Approx(bottomOf(w.actor(0))));
  CHECK_FALSE(down[0].hit);
}
