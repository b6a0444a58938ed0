// Property: after every step no living mtd-mover actor overlaps a solid tile or a solid (by
// more than kContactTolerance, the exact model's tolerance), in the pixel mover's scenes.

#include <cstdio>

#include <doctest/doctest.h>

#include "core/tests/random_scene.h"

using namespace ledge;
using namespace ledge::test;

TEST_CASE("mtd: 100,000 random scenes, no actor ever overlaps solid geometry") {
  constexpr uint64_t kScenes = 100000;
  uint64_t ran = 0;
  for (uint64_t seed = 1; seed <= kScenes; ++seed) {
    const RandomScene scene = randomScene(seed, MoverKind::Mtd);
    ActorId actor = kNoId;
    const int frame = firstOverlapFrame(scene, &actor);
    INFO("seed ", seed, " actor ", actor, " frame ", frame);
    REQUIRE(frame == -1);
    ++ran;
  }
  std::printf("mtd property test: %llu random scenes ran\n", static_cast<unsigned long long>(ran));
  CHECK(ran == kScenes);
}
