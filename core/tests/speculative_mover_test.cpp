// The speculative mover's response, step by step: activation, penetration, ground, friction,
// landing, internal edges in motion, jump-through tiles, ladders, moving solids, slopes and the
// method's ghost collisions. One named test per rule.

#include <doctest/doctest.h>

#include "core/tests/mover_checks.h"

using namespace ledge;
using namespace ledge::test;

namespace {

Level speculativeLevel(const std::vector<std::string>& rows, int x, int y, int w = 10, int h = 14,
                       ActorKind kind = ActorKind::Crate) {
  Level level = levelFromRows(rows);
  level.actors.push_back(actorAt(x, y, w, h, kind, MoverKind::Speculative));
  return level;
}

World floating(const std::vector<std::string>& rows, int x, int y, int w = 10, int h = 14) {
  Level level = speculativeLevel(rows, x, y, w, h);
  level.actors[0].applyGravity = false;
  return World(level);
}

float bottomOf(const World& w, ActorId id = 0) { return w.actor(id).exactBox().bottom(); }

int countEvents(const StepTrace& trace, TraceKind kind) {
  int n = 0;
  for (const TraceEvent& e : trace.events()) n += e.kind == kind ? 1 : 0;
  return n;
}

}  // namespace

TEST_CASE("speculative: a contact acts only when dot(v, n) + separation / dt < 0") {
  const std::vector<std::string> rows{"....", "....", "....", "####"};
  // 6 px above the floor at 5 px a step: the floor is a contact, but it cannot be reached.
  World slow = floating(rows, 20, 28);
  slow.actor(0).vy = 300.0f;
  StepTrace trace;
  slow.step({}, &trace);
  CHECK(bottomOf(slow) == doctest::Approx(47.0f));
  CHECK(slow.actor(0).vy == 300.0f);
  REQUIRE(countEvents(trace, TraceKind::Contact) == 1);
  for (const TraceEvent& e : trace.events())
    if (e.kind == TraceKind::Contact) CHECK(e.verdict == ContactVerdict::Inactive);
  // At 15 px a step it would pass the floor: the normal velocity is cut so that it arrives on
  // the floor exactly, and none is left into the floor.
  World fast = floating(rows, 20, 28);
  fast.actor(0).vy = 900.0f;
  trace.clear();
  fast.step({}, &trace);
  CHECK(bottomOf(fast) == doctest::Approx(48.0f));
  CHECK(fast.actor(0).vy == 0.0f);
  CHECK(fast.actor(0).grounded);
  CHECK(countEvents(trace, TraceKind::Landing) == 1);
}

TEST_CASE("speculative: penetration is corrected by position, without adding energy") {
  // Sunk 3 px into the floor at rest: pushed out in one step, and still at rest.
  World w = floating({"....", "....", "####"}, 20, 21);
  w.step({});
  CHECK(bottomOf(w) == doctest::Approx(32.0f));
  CHECK(w.actor(0).vy == 0.0f);
  w.step({});
  CHECK(bottomOf(w) == doctest::Approx(32.0f));
  CHECK(w.actor(0).vy == 0.0f);
}

TEST_CASE("speculative: sunk across a seam, the penetration is corrected once, not once per tile") {
  // Sunk 3 px into the floor across the seam at x = 32: both tiles' top faces penetrate 3 px,
  // and one push of 3 px clears both.
  World floor = floating({"....", "....", "####"}, 27, 21);
  floor.step({});
  CHECK(bottomOf(floor) == doctest::Approx(32.0f));
  CHECK(floor.actor(0).exactBox().x == 27.0f);
  CHECK(floor.actor(0).vy == 0.0f);
  // Sunk 1 px (within the one-way tolerance) into a platform two tiles wide, across its seam.
  World platform = floating({"....", "....", ".--.", "....", "####"}, 27, 19);
  REQUIRE(platform.physics.oneWayTolerance > 1.0f);
  platform.step({});
  CHECK(bottomOf(platform) == doctest::Approx(32.0f));
  // With gravity it rests there: grounded on the floor, not above it, and it lands once.
  World falling(speculativeLevel({"....", "....", "####"}, 27, 21));
  StepTrace trace;
  int landings = 0;
  for (int f = 0; f < 10; ++f) {
    trace.clear();
    falling.step({}, &trace);
    landings += countEvents(trace, TraceKind::Landing);
    INFO("frame ", f);
    CHECK(bottomOf(falling) == doctest::Approx(32.0f));
    CHECK(falling.actor(0).grounded);
  }
  CHECK(landings == 1);
}

TEST_CASE("speculative: friction slows a sliding actor by the level's coefficient, along the ground") {
  World w(speculativeLevel({"..........", "..........", "##########"}, 20, 18));
  w.actor(0).vx = 100.0f;
  w.step({});
  CHECK(w.actor(0).grounded);
  CHECK(w.actor(0).vx == doctest::Approx(100.0f * (1.0f - w.physics.groundFriction)));
  w.physics.groundFriction = 0.5f;
  w.step({});
  CHECK(w.actor(0).vx == doctest::Approx(20.0f * 0.5f));
  // Driving itself, an actor keeps its speed on the ground.
  w.actor(0).vx = 100.0f;
  w.actor(0).driving = true;
  w.step({});
  CHECK(w.actor(0).vx == 100.0f);
  // In the air it loses the air friction instead.
  World air = floating({"....", "....", "....", "####"}, 20, 0);
  air.physics.airFriction = 0.25f;
  air.actor(0).vx = 100.0f;
  air.step({});
  CHECK_FALSE(air.actor(0).grounded);
  CHECK(air.actor(0).vx == doctest::Approx(75.0f));
}

TEST_CASE("speculative: on a slope friction acts along the slope, not across it") {
  // A crate on a 45-degree slope (surface x + y = 48), sliding down it at 100 px/s.
  World w(speculativeLevel({"....", "....", "/...", "####"}, 4, 28, 8, 8));
  w.actor(0).vx = -70.710678f;
  w.actor(0).vy = 70.710678f;
  w.physics.groundFriction = 0.5f;
  w.step({});
  CHECK(w.actor(0).grounded);
  CHECK(w.actor(0).onSlope);
  // Gravity added 30 px/s down; of that, the part across the slope is removed and the part
  // along it joins the slide. The sliding speed then loses half, and nothing crosses the slope.
  const float slideX = (70.710678f + 100.710678f) * 0.5f;  // the slide, per axis, before friction
  CHECK(w.actor(0).vx == doctest::Approx(-slideX * 0.5f));
  CHECK(w.actor(0).vy == doctest::Approx(slideX * 0.5f));
}

TEST_CASE("speculative: a landing event fires once per landing") {
  World w(speculativeLevel({"....", "....", "....", "....", "####"}, 20, 0));
  StepTrace trace;
  int landings = 0;
  for (int f = 0; f < 90; ++f) {
    trace.clear();
    w.step({}, &trace);
    landings += countEvents(trace, TraceKind::Landing);
  }
  CHECK(landings == 1);
  CHECK(w.actor(0).grounded);
  // Thrown up, it lands a second time, once.
  w.actor(0).vy = -400.0f;
  for (int f = 0; f < 90; ++f) {
    trace.clear();
    w.step({}, &trace);
    landings += countEvents(trace, TraceKind::Landing);
  }
  CHECK(landings == 2);
}

TEST_CASE("speculative: running across a floor made of separate tiles never stops (internal edges)") {
  checkRunsAcrossTileFloor(MoverKind::Speculative);
  // A crate skimming 1 px over the floor, 3 px short of a seam, moving 8 px a step: across is
  // the major axis for the next tile, whose left face would stop it but for the rule.
  World crate(speculativeLevel({"..............................", "..............................",
                                "##############################"},
                               19, 17));
  crate.physics.groundFriction = 0.0f;
  crate.actor(0).vx = 480.0f;
  run(crate, 30);
  CHECK(crate.actor(0).vx == doctest::Approx(480.0f));
  CHECK(crate.actor(0).exactBox().x == doctest::Approx(19.0f + 240.0f));
}

TEST_CASE("speculative: an actor stands still on the seam between two tiles") {
  checkStandsOnSeam(MoverKind::Speculative);
}

TEST_CASE("speculative: Down+Jump drops through a jump-through tile") {
  Level level = speculativeLevel({"......", "......", "..--..", "......", "......", "######"}, 36, 0, 10, 14,
                                 ActorKind::Player);
  World w(level);
  run(w, 60);
  REQUIRE(bottomOf(w) == doctest::Approx(32.0f));
  REQUIRE(w.actor(0).grounded);
  StepTrace trace;
  w.step(keys(Input::Down | Input::Jump), &trace);
  run(w, 60);
  CHECK(bottomOf(w) == doctest::Approx(80.0f));
  bool ignoredPlatform = false;
  for (const TraceEvent& e : trace.events())
    ignoredPlatform |= e.kind == TraceKind::Contact && e.verdict == ContactVerdict::Ignored;
  CHECK(ignoredPlatform);
}

TEST_CASE("speculative: a ladder top holds a crate but not a climbing player") {
  const std::vector<std::string> rows{"......", "......", "..H...", "..H...", "..H...", "######"};
  World crate(speculativeLevel(rows, 35, 0));
  run(crate, 60);
  CHECK(bottomOf(crate) == doctest::Approx(32.0f));
  CHECK(crate.actor(0).grounded);
  // The player stands on the same top, then Down climbs down through it.
  World player(speculativeLevel(rows, 35, 0, 10, 14, ActorKind::Player));
  run(player, 60);
  REQUIRE(bottomOf(player) == doctest::Approx(32.0f));
  run(player, 30, keys(Input::Down));
  CHECK(player.actor(0).climbing);
  CHECK(bottomOf(player) > 40.0f);
}

TEST_CASE("speculative: moving solids carry, push and squish by the pixel mover's rules") {
  checkSolidsCarryAndSquish(MoverKind::Speculative);
  // A wall moving right pushes a crate standing in its way.
  Level push = speculativeLevel({"..........", "..........", "##########"}, 40, 18);
  push.solids.push_back(solidAt(0, 8, 16, 24, {{0, 8}, {120, 8}}, 120.0f, PathMode::Once));
  World pushed(push);
  run(pushed, 40);
  CHECK(pushed.actor(0).exactBox().left() == doctest::Approx(static_cast<float>(pushed.solid(0).x + 16)));
  CHECK(pushed.actor(0).alive);
}

TEST_CASE("speculative: a solid is an obstacle the actor lands on and is stopped by") {
  // A static solid as a floor: a crate lands on it, and a contact with the solid is traced.
  Level level = speculativeLevel({"......", "......", "......", "......"}, 20, 0);
  level.solids.push_back(solidAt(8, 40, 40, 8));
  World w(level);
  StepTrace trace;
  bool solidContact = false;
  for (int f = 0; f < 60; ++f) {
    trace.clear();
    w.step({}, &trace);
    for (const TraceEvent& e : trace.events())
      solidContact |= e.kind == TraceKind::Contact && e.blocker == BlockerKind::Solid && e.solid == 0 &&
                      e.verdict == ContactVerdict::Accepted;
  }
  CHECK(solidContact);
  CHECK(bottomOf(w) == doctest::Approx(40.0f));
  CHECK(w.actor(0).riding == 0);
}

TEST_CASE("speculative: the player runs up a 22.5-degree slope and over its top") {
  // Slopes are planes like any other: gravity pulls along them, so how steep a slope the player
  // can run up depends on the run acceleration (a 45-degree slope is too steep for the defaults).
  World w(speculativeLevel({"..........", "..........", "....ab####", "##########"}, 4, 34, 10, 14,
                           ActorKind::Player));
  w.step({});
  for (int f = 0; f < 90; ++f) w.step(keys(Input::Right));
  const Box box = w.actor(0).exactBox();
  CHECK(box.x > 100.0f);
  CHECK(box.bottom() == doctest::Approx(32.0f));
  CHECK(w.actor(0).grounded);
  CHECK_FALSE(overlapsSolidGeometry(w, w.actor(0)));
}

TEST_CASE("speculative: ghost collision at a corner at high speed (the method's caveat) and its fix") {
  // Above-left of a pillar and falling fast away from it, the crate is nearer the pillar's top
  // plane than its side, so the top plane is the contact: the crate stops on thin air beside it.
  const std::vector<std::string> rows{"......", "......", "......", "...#..", "...#..", "######"};
  const auto fallPast = [&](bool sweptNormals) {
    World w = floating(rows, 37, 30);  // right edge 1 px left of the pillar, bottom 4 px above its top
    w.physics.speculativeSweptNormals = sweptNormals;
    w.actor(0).vx = -120.0f;
    w.actor(0).vy = 900.0f;
    w.step({});
    return w;
  };
  const World ghost = fallPast(false);
  CHECK(bottomOf(ghost) == doctest::Approx(48.0f));  // held at the pillar's top, beside it
  CHECK(ghost.actor(0).exactBox().right() < 48.0f);
  CHECK(ghost.actor(0).grounded);
  // The named fix (off by default) takes the face the velocity meets: the side, which the
  // crate is leaving, so it falls on past.
  const World fixed = fallPast(true);
  CHECK(bottomOf(fixed) == doctest::Approx(44.0f + 15.0f));
  CHECK_FALSE(fixed.actor(0).grounded);
}
