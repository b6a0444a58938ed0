// The speculative scenario levels in levels/ play as their notes say, with the default physics.

#include <cmath>
#include <utility>

#include <doctest/doctest.h>

#include "core/tests/shipped_level.h"

using namespace ledge;
using namespace ledge::test;

TEST_CASE("speculative level one-way: jump up through each platform, drop back down with Down+Jump, climb the ladder") {
  World w(shippedLevel("levels/speculative-one-way.json"));
  const Actor& player = w.actor(0);
  play(w, "10*.");
  REQUIRE(player.grounded);
  REQUIRE(bottomOf(player) == 176);
  // The platforms are 32 px apart: a full jump (45 px) clears each one and lands on its top.
  const std::pair<const char*, int> climbs[] = {{"8*R\n25*J\n10*.", 144}, {"20*R\n25*J\n10*.", 112}, {"25*J\n10*.", 80}};
  for (const auto& [script, top] : climbs) playOnto(w, 0, script, top);
  for (const int top : {112, 144, 176}) playOnto(w, 0, "1*DJ\n30*.", top);
  // Along the floor to the ladder, up to its top, and back down through it while climbing.
  play(w, "70*R\n10*.\n60*U\n10*.");
  INFO("player at (", player.x, ", ", player.y, ")");
  CHECK(bottomOf(player) == 128);
  play(w, "30*D");
  CHECK(bottomOf(player) > 128);
  CHECK(player.climbing);
  // The crates: on the top platform, on the ladder's top, and the one thrown up through the
  // low platform on it.
  const int crateBottoms[] = {80, 128, 144};
  for (ActorId crate = 1; crate <= 3; ++crate) {
    CAPTURE(crate);
    CHECK(w.actor(crate).grounded);
    CHECK(bottomOf(w.actor(crate)) == crateBottoms[crate - 1]);
  }
}

TEST_CASE("speculative level slopes: a slope is a plane, so the player runs up 22.5 degrees but not 45 with the default physics") {
  // The 45 degree hill's foot is at x = 416, past the 22.5 degree one (x 96..224).
  constexpr int kFoot = 416;
  const auto runRight = [](float runAccel) {
    Level level = shippedLevel("levels/speculative-slopes.json");
    level.physics.runAccel = runAccel;
    World w(level);
    play(w, "240*R");
    return w.actor(0);
  };
  const Actor stopped = runRight(PhysicsParams{}.runAccel);  // 1200 px/s2, as the level has it
  CHECK(stopped.x > 224);  // over the gentle hill
  CHECK(stopped.x + stopped.w <= kFoot);
  CHECK(std::fabs(stopped.vx) < 1.0f);
  // Along a 45 degree slope the run must outweigh gravity's pull, 1800 / sqrt(2) px/s2 per
  // component: at 2600 px/s2 it climbs over and down the far side.
  const Actor climbed = runRight(2600.0f);
  CHECK(climbed.x > 31 * 16);
}
