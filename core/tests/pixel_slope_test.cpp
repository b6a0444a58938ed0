// Slopes in the pixel model: climbed one pixel per column, followed down while grounded.

#include <doctest/doctest.h>

#include "core/tests/scene.h"

using namespace ledge;
using namespace ledge::test;

namespace {

// Runs the player right from x = 4 until it is past `untilX`, checking it stays on the ground
// every frame once it has started moving.
void runAcrossStayingGrounded(const std::vector<std::string>& rows, int untilX) {
  Level level = levelFromRows(rows);
  const int floorTop = (static_cast<int>(rows.size()) - 1) * 16;
  level.actors.push_back(actorAt(4, floorTop - 14, 10, 14, ActorKind::Player));
  World w(level);
  w.step({});  // settle on the floor
  int frames = 0;
  while (w.actor(0).x < untilX && frames < 600) {
    w.step(keys(Input::Right));
    ++frames;
    INFO("frame ", frames, " x ", w.actor(0).x, " y ", w.actor(0).y);
    REQUIRE(w.actor(0).grounded);
  }
  CHECK(w.actor(0).x >= untilX);
  CHECK(w.actor(0).vx == doctest::Approx(w.physics.runSpeed));
}

}  // namespace

TEST_CASE("pixel: slope column heights contain the exact surface and climb one pixel a column") {
  for (int t = static_cast<int>(Tile::SlopeUpRight); t <= static_cast<int>(Tile::SlopeUpLeftLow); ++t) {
    const Tile slope = static_cast<Tile>(t);
    int previous = -1;
    for (int c = 0; c < 16; ++c) {
      const int height = slopeColumnHeight(slope, c, 16);
      CHECK(static_cast<float>(height) >= slopeSurfaceHeight(slope, static_cast<float>(c), 16));
      CHECK(static_cast<float>(height) >= slopeSurfaceHeight(slope, static_cast<float>(c + 1), 16));
      if (previous >= 0) CHECK(std::abs(height - previous) <= 1);
      previous = height;
    }
  }
  CHECK(slopeColumnHeight(Tile::SlopeUpRight, 0, 16) == 1);
  CHECK(slopeColumnHeight(Tile::SlopeUpRight, 15, 16) == 16);
  CHECK(slopeColumnHeight(Tile::SlopeUpLeft, 0, 16) == 16);
  CHECK(slopeColumnHeight(Tile::SlopeUpRightLow, 15, 16) == 8);
  CHECK(slopeColumnHeight(Tile::SlopeUpRightHigh, 0, 16) == 9);
  CHECK(slopeColumnHeight(Tile::SlopeUpLeftHigh, 15, 16) == 9);
  CHECK(slopeColumnHeight(Tile::SlopeUpLeftLow, 0, 16) == 8);
}

TEST_CASE("pixel: walking up and down a 45-degree hill keeps the player grounded every frame") {
  runAcrossStayingGrounded({"................", "................", "....../##\\......",
                            "################"},
                           200);
}

TEST_CASE("pixel: walking up and down a 22.5-degree hill keeps the player grounded every frame") {
  runAcrossStayingGrounded({"................", "................", "....ab####cd....",
                            "################"},
                           200);
}

TEST_CASE("pixel: stairs of slopes two tiles high keep the player grounded every frame") {
  runAcrossStayingGrounded({"..................", "......./\\.........", "....../##\\........",
                            "##################"},
                           220);
}

TEST_CASE("pixel: a slope facing the wrong way is a wall") {
  // '\' rises to the left: walking right into its full-height side is blocked.
  Level level = levelFromRows({"........", "....\\...", "########"});
  level.actors.push_back(actorAt(20, 18, 10, 14, ActorKind::Player));
  World w(level);
  for (int f = 0; f < 60; ++f) {
    w.step(keys(Input::Right));
    REQUIRE(w.actor(0).x + w.actor(0).w <= 64);
    REQUIRE(w.actor(0).y == 18);
  }
  CHECK(w.actor(0).x + w.actor(0).w == 64);
}
