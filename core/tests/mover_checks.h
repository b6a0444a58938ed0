#pragma once
// Checks every mover must pass the same way, called from each mover's own named tests.

#include "core/tests/scene.h"

namespace ledge::test {

inline Level levelWithActor(const std::vector<std::string>& rows, MoverKind mover, int x, int y, int w = 10,
                            int h = 14, ActorKind kind = ActorKind::Crate) {
  Level level = levelFromRows(rows);
  level.actors.push_back(actorAt(x, y, w, h, kind, mover));
  return level;
}

// A player running right across a floor of separate tiles: it never stops, never leaves the
// ground and never reports a wall at the seams, and reaches run speed.
inline void checkRunsAcrossTileFloor(MoverKind mover) {
  World w(levelWithActor({"..............................", "..............................",
                          "##############################"},
                         mover, 4, 18, 10, 14, ActorKind::Player));
  w.step({});
  float lastX = w.actor(0).exactBox().x;
  for (int f = 0; f < 150; ++f) {
    w.step(keys(Input::Right));
    const Actor& a = w.actor(0);
    INFO("frame ", f, " x ", a.exactBox().x);
    REQUIRE(a.exactBox().x > lastX);
    REQUIRE(a.grounded);
    REQUIRE_FALSE(a.hitWall);
    lastX = a.exactBox().x;
  }
  CHECK(w.actor(0).vx == doctest::Approx(w.physics.runSpeed));
}

// A crate dropped across the seam between two floor tiles comes to rest on both, unmoved sideways.
inline void checkStandsOnSeam(MoverKind mover) {
  World w(levelWithActor({"....", "....", "####"}, mover, 27, 0));  // spans the seam at x = 32
  run(w, 120);
  const Box box = w.actor(0).exactBox();
  CHECK(box.x == 27.0f);
  CHECK(box.bottom() == doctest::Approx(32.0f));
  CHECK(w.actor(0).grounded);
  CHECK(w.actor(0).vy == 0.0f);
  CHECK(w.actor(0).vx == 0.0f);
}

// A rising lift carries its rider on top; a wall moving into a crate pinned against a tile
// squishes it (the pixel mover's rules, whatever the mover).
inline void checkSolidsCarryAndSquish(MoverKind mover) {
  Level lift = levelWithActor({"........", "........", "........", "........", "........", "........"}, mover,
                              36, 52);
  lift.solids.push_back(solidAt(32, 66, 32, 8, {{32, 66}, {32, 26}}, 60.0f, PathMode::Once));
  World w(lift);
  run(w, 30);
  CHECK(w.solid(0).y < 66);
  CHECK(w.actor(0).exactBox().bottom() == doctest::Approx(static_cast<float>(w.solid(0).y)));
  CHECK(w.actor(0).riding == 0);

  Level squish = levelWithActor({"......#...", "......#...", "##########"}, mover, 40, 18);
  squish.solids.push_back(solidAt(0, 8, 16, 24, {{0, 8}, {120, 8}}, 120.0f, PathMode::Once));
  World squished(squish);
  StepTrace trace;
  int squishes = 0;
  for (int f = 0; f < 60; ++f) {
    trace.clear();
    squished.step({}, &trace);
    for (const TraceEvent& e : trace.events()) squishes += e.kind == TraceKind::Squish ? 1 : 0;
  }
  CHECK_FALSE(squished.actor(0).alive);
  CHECK(squishes == 1);
}

}  // namespace ledge::test
