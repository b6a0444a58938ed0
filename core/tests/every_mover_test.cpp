// The checks every mover passes alike, for the pixel and ray-cast movers (the speculative and MTD
// movers call them from their own named tests).

#include <doctest/doctest.h>

#include <string>

#include "core/tests/mover_checks.h"

using namespace ledge;
using namespace ledge::test;

TEST_CASE("pixel and raycast: running across a floor made of separate tiles never stops") {
  checkRunsAcrossTileFloor(MoverKind::Pixel);
  checkRunsAcrossTileFloor(MoverKind::Raycast);
}

TEST_CASE("pixel and raycast: an actor stands still on the seam between two tiles") {
  checkStandsOnSeam(MoverKind::Pixel);
  checkStandsOnSeam(MoverKind::Raycast);
}

TEST_CASE("pixel and raycast: moving solids carry a rider and squish what they pin") {
  checkSolidsCarryAndSquish(MoverKind::Pixel);
  checkSolidsCarryAndSquish(MoverKind::Raycast);
}

TEST_CASE("every mover: a player holding into a wall has hitWall and no speed every frame, and lets go at once") {
  // A floor, and a wall two tiles high at its right end.
  const auto playerBesideWall = [](int x, MoverKind mover) {
    Level level = levelFromRows({"..........", ".........#", ".........#", "##########"});
    level.actors.push_back(actorAt(x, 34, 10, 14, ActorKind::Player, mover));
    return World(level);
  };
  for (int m = 0; m < kMoverKindCount; ++m) {
    const auto mover = static_cast<MoverKind>(m);
    CAPTURE(std::string(moverKindName(mover)));
    World w = playerBesideWall(100, mover);
    std::string frames;
    int framesWithSpeed = 0;  // a run animation keyed on vx would flicker
    for (int frame = 0; frame < 60; ++frame) {
      w.step(keys(Input::Right));
      if (w.actor(0).x + w.actor(0).w < 144) continue;
      frames += w.actor(0).hitWall ? '1' : '0';
      framesWithSpeed += w.actor(0).vx != 0.0f ? 1 : 0;
    }
    REQUIRE(frames.size() > 20);
    CHECK(frames.find('0') == std::string::npos);
    CHECK(framesWithSpeed == 0);
    w.step({});
    CHECK_FALSE(w.actor(0).hitWall);
  }
  // Moving away from the wall, or standing, it is not against one.
  World w = playerBesideWall(134, MoverKind::Pixel);
  w.step({});
  CHECK_FALSE(w.actor(0).hitWall);
  w.step(keys(Input::Left));
  CHECK_FALSE(w.actor(0).hitWall);
}

TEST_CASE("every mover: a solid pushing an actor sideways into a rising slope takes it up, and a wall squishes it") {
  // A ramp (a 45° slope, then blocks) on the floor, or a wall of blocks instead of it.
  const auto pushed = [](const char* ramp, MoverKind mover) {
    Level level = levelFromRows({"..........", "..........", "..........", "..........", ramp, "##########"});
    level.actors.push_back(actorAt(60, 68, 12, 12, ActorKind::Crate, mover));
    level.solids.push_back(solidAt(40, 56, 16, 24, {{40, 56}, {120, 56}}, 30.0f, PathMode::Once));
    World w(level);
    run(w, 200);
    return w;
  };
  for (int m = 0; m < kMoverKindCount; ++m) {
    const auto mover = static_cast<MoverKind>(m);
    CAPTURE(std::string(moverKindName(mover)));
    const World up = pushed("....../###", mover);
    CHECK(up.actor(0).alive);
    CHECK(up.actor(0).collisionBox().bottom() == doctest::Approx(64.0f).epsilon(0.001));  // on the blocks
    CHECK(up.actor(0).collisionBox().left() == doctest::Approx(136.0f).epsilon(0.001));   // pushed all the way
    CHECK_FALSE(pushed("......####", mover).actor(0).alive);
  }
}
