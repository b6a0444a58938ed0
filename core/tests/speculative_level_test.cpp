// The speculative scenario levels in levels/ play as their notes say, with the default physics.

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
