// Moving solids follow their paths: waypoints at constant speed, back and forth (pingpong),
// round (loop: the last point joins the first) or once.

#include <doctest/doctest.h>

#include "core/tests/scene.h"

using namespace ledge;
using namespace ledge::test;

namespace {

// A solid on an L of waypoints, (0, 0) -> (32, 0) -> (32, 32), at one pixel a frame, in an
// empty level; returns where it is after each of `frames` steps (index 0: the start).
std::vector<IVec2> positions(PathMode mode, int frames) {
  Level level = levelFromRows({"......", "......", "......", "......"});
  level.solids.push_back(solidAt(0, 0, 8, 8, {{0, 0}, {32, 0}, {32, 32}}, 60.0f, mode));
  World w(level);
  std::vector<IVec2> at = {{w.solid(0).x, w.solid(0).y}};
  for (int f = 0; f < frames; ++f) {
    w.step({});
    at.push_back({w.solid(0).x, w.solid(0).y});
  }
  return at;
}

}  // namespace

TEST_CASE("solid path: once goes through every waypoint to the last and stays there") {
  const std::vector<IVec2> at = positions(PathMode::Once, 200);
  CHECK(at[16] == IVec2{16, 0});
  CHECK(at[32] == IVec2{32, 0});  // the corner
  CHECK(at[48] == IVec2{32, 16});
  CHECK(at[64] == IVec2{32, 32});
  CHECK(at[200] == IVec2{32, 32});
}

TEST_CASE("solid path: pingpong turns at the last waypoint and at the first, back over the same points") {
  const std::vector<IVec2> at = positions(PathMode::PingPong, 200);
  CHECK(at[48] == IVec2{32, 16});
  CHECK(at[64] == IVec2{32, 32});  // turns
  CHECK(at[80] == IVec2{32, 16});
  CHECK(at[112] == IVec2{16, 0});
  CHECK(at[128] == IVec2{0, 0});   // turns again
  CHECK(at[144] == IVec2{16, 0});
  CHECK(at[192] == IVec2{32, 32});
}

TEST_CASE("solid path: loop goes from the last waypoint straight back to the first and round again") {
  const std::vector<IVec2> at = positions(PathMode::Loop, 200);
  CHECK(at[64] == IVec2{32, 32});
  // 16 px down the closing diagonal from (32, 32) to (0, 0): 32 - 16 / sqrt(2) = 20.7.
  CHECK(at[80] == IVec2{21, 21});
  // Round once (64 + 32 * sqrt(2) = 109.25 px), then 10.75 px along the first segment.
  CHECK(at[120] == IVec2{11, 0});
  CHECK(at[173] == IVec2{32, 32});  // the last waypoint again, a lap later
}

TEST_CASE("solid path: the solid's velocity is its last step's, zero once it stops") {
  Level level = levelFromRows({"......", "......"});
  level.solids.push_back(solidAt(0, 0, 8, 8, {{0, 0}, {16, 0}}, 60.0f, PathMode::Once));
  World w(level);
  run(w, 5);
  CHECK(w.solid(0).vx == doctest::Approx(60.0f));
  CHECK(w.solid(0).vy == 0.0f);
  run(w, 20);
  CHECK(w.solid(0).x == 16);
  CHECK(w.solid(0).vx == 0.0f);
}
