// Property: after every step no living raycast-mover actor overlaps a solid tile, a slope or a
// solid (by more than kContactTolerance, the exact model's tolerance), in the scenes every
// mover faces: actors thrown at up to 4 tiles a step from any free spot.

#include <cstdio>

#include <doctest/doctest.h>

#include "core/tests/random_scene.h"

using namespace ledge;
using namespace ledge::test;

TEST_CASE("raycast: 100,000 random scenes, no actor ever overlaps solid geometry") {
  constexpr uint64_t kScenes = 100000;
  uint64_t ran = 0;
  for (uint64_t seed = 1; seed <= kScenes; ++seed) {
    const RandomScene scene = randomScene(seed, MoverKind::Raycast);
    ActorId actor = kNoId;
    const int frame = firstOverlapFrame(scene, &actor);
    INFO("seed ", seed, " actor ", actor, " frame ", frame);
    REQUIRE(frame == -1);
    ++ran;
  }
  std::printf("raycast property test: %llu random scenes ran\n", static_cast<unsigned long long>(ran));
  CHECK(ran == kScenes);
}

// Untraced, the mover skips the tile rays of a side whose tiles cannot stop a ray; traced, it
// casts them all (they are drawn). Both must move every actor alike.
TEST_CASE("raycast: 20,000 random scenes move the same with and without a trace") {
  StepTrace trace;
  for (uint64_t seed = 1; seed <= 20000; ++seed) {
    const RandomScene scene = randomScene(seed, MoverKind::Raycast);
    World traced(scene.level);
    World untraced(scene.level);
    for (size_t f = 0; f < scene.inputs.size(); ++f) {
      trace.clear();
      traced.step(scene.inputs[f], &trace);
      untraced.step(scene.inputs[f]);
      INFO("seed ", seed, " frame ", f + 1);
      REQUIRE(traced.hash() == untraced.hash());
    }
  }
}
