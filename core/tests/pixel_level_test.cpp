// The pixel scenario levels in levels/ play as their notes say, with the default physics.

#include <utility>
#include <vector>

#include <doctest/doctest.h>

#include "core/tests/scene.h"
#include "core/tests/shipped_level.h"

using namespace ledge;
using namespace ledge::test;

TEST_CASE("pixel level one-way: jump up through each platform, land on it, drop back down with Down+Jump") {
  World w(shippedLevel("levels/pixel-one-way.json"));
  const Actor& player = w.actor(0);
  play(w, "10*.");
  REQUIRE(player.grounded);
  REQUIRE(bottomOf(player) == 176);  // on the floor, under the low platform
  // Along, under the next platform, then a full jump up through it and down onto its top.
  const std::pair<const char*, int> climbs[] = {
      {"8*R\n25*J\n10*.", 144}, {"20*R\n25*J\n10*.", 112}, {"22*R\n25*J\n10*.", 80}};
  for (const auto& [script, top] : climbs) playOnto(w, 0, script, top);
  for (const int top : {112, 144, 176}) playOnto(w, 0, "1*DJ\n30*.", top);
  CHECK(player.alive);
  // The crate fell onto the top platform and stays there.
  CHECK(w.actor(1).grounded);
  CHECK(bottomOf(w.actor(1)) == 80);
}

TEST_CASE("pixel level elevator squish: the walker rides the lift from the first frame, the elevator squishes") {
  World w(shippedLevel("levels/pixel-elevator-squish.json"));
  const Actor& walker = w.actor(2);
  StepTrace trace;
  int squishes = 0;
  for (int f = 1; f <= 400; ++f) {
    const int walkerY = walker.y;
    const int liftY = w.solid(1).y;
    trace.clear();
    w.step({}, &trace);
    for (const TraceEvent& e : trace.events()) {
      if (e.kind != TraceKind::Squish) continue;
      ++squishes;
      CHECK(e.solid == 0);
      CHECK(e.actor != 2);
    }
    INFO("frame ", f, " walker at (", walker.x, ", ", walker.y, ")");
    // Never popped out of the lift: it moves with it, its feet on its top, up and down.
    REQUIRE(walker.alive);
    REQUIRE(walker.riding == 1);
    REQUIRE(walker.y - walkerY == w.solid(1).y - liftY);
    REQUIRE(bottomOf(walker) == w.solid(1).y);
  }
  CHECK(squishes == 2);
  CHECK_FALSE(w.actor(0).alive);
  CHECK_FALSE(w.actor(1).alive);
}

namespace {

// Runs the pushing-wall level without input until nobody is left; returns who was squished,
// in order, checking that each was pinned by the wall against the tile wall at the far right.
std::vector<ActorId> squishedByPushingWall(const Level& level) {
  World w(level);
  StepTrace trace;
  std::vector<ActorId> squished;
  for (int f = 0; f < 10 * 60 && squished.size() < static_cast<size_t>(w.actorCount()); ++f) {
    trace.clear();
    w.step({}, &trace);
    for (const TraceEvent& e : trace.events()) {
      if (e.kind != TraceKind::Squish) continue;
      INFO("actor ", e.actor, " frame ", f + 1);
      CHECK(e.solid == 0);
      CHECK(e.box.right() == 304.0f);  // against the tile wall's face...
      CHECK(e.box.left() < static_cast<float>(w.solid(0).rect().right()));  // ...and the wall
      squished.push_back(e.actor);
    }
  }
  return squished;
}

}  // namespace

TEST_CASE("pixel level pushing wall: it pushes what stands in its way into the gap at the far right and squishes it") {
  const Level level = shippedLevel("levels/pixel-pushing-wall.json");
  CHECK(squishedByPushingWall(level).size() == 3);
  // A player alone, waiting in the gap under the ledge: the wall closes the gap on it.
  Level waiting = level;
  waiting.actors = {level.actors[0]};
  waiting.actors[0].x = 292;
  CHECK(squishedByPushingWall(waiting) == std::vector<ActorId>{0});
}
