// The ray-cast scenario levels in levels/ play as their notes say.

#include <algorithm>

#include <doctest/doctest.h>

#include "core/collide.h"
#include "core/tests/scene.h"
#include "core/tests/shipped_level.h"

using namespace ledge;
using namespace ledge::test;

namespace {

World loadWorld(const char* path) { return World(shippedLevel(path)); }

float exactBottomOf(const Actor& a) { return a.exactBox().bottom(); }

void requireClear(const World& w) {
  for (ActorId id = 0; id < w.actorCount(); ++id) {
    INFO("actor ", id);
    REQUIRE(w.actor(id).alive);
    REQUIRE_FALSE(overlapsSolidGeometry(w, w.actor(id)));
  }
}

}  // namespace

TEST_CASE("raycast level slopes: crates rest on apexes, the player runs the course grounded") {
  World w = loadWorld("levels/raycast-slopes.json");
  for (int f = 0; f < 60; ++f) w.step({});
  // The crate rests on the apex of the tall hill, the wide crate across the double peak.
  for (ActorId crate : {2, 3}) {
    const float apex = crate == 2 ? 144.0f : 160.0f;
    CHECK(w.actor(crate).grounded);
    CHECK(exactBottomOf(w.actor(crate)) >= apex);
    CHECK(exactBottomOf(w.actor(crate)) <= apex + kContactTolerance);
  }
  REQUIRE(w.actor(0).grounded);
  int frames = 0;
  // From the ledge to the pillar near the right end: stairs, peaks, hills and a valley (and
  // the crates, pushed along the way).
  while (w.actor(0).exactBox().right() < 41 * 16.0f) {
    w.step(keys(Input::Right));
    INFO("frame ", ++frames, " x ", w.actor(0).exactBox().x);
    REQUIRE(frames < 600);
    if (frames > 30) REQUIRE(w.actor(0).grounded);  // up to full speed, then never a bounce
    requireClear(w);
  }
  w.step(keys(Input::Right));
  CHECK(w.actor(0).hitWall);  // against the pillar
}

TEST_CASE("raycast level corner rays: pillar, chest-high tile, reversing and the elevator") {
  World w = loadWorld("levels/raycast-corner-rays.json");
  bool rode = false;
  for (int f = 0; f < 120; ++f) {
    w.step(keys(Input::Right));
    requireClear(w);
    rode = rode || w.actor(2).riding == 0;
  }
  CHECK(exactBottomOf(w.actor(0)) == doctest::Approx(128.0f));  // on the pillar
  CHECK(w.actor(1).exactBox().right() == doctest::Approx(208.0f));  // against the chest-high tile
  CHECK(w.actor(1).vx == 0.0f);
  const float before = w.actor(1).exactBox().x;
  w.step(keys(Input::Left));
  CHECK(w.actor(1).exactBox().x < before);
  CHECK(rode);
}
