// Property: after every step no living pixel-mover actor overlaps a solid tile or a solid.

#include <cstdio>

#include <doctest/doctest.h>

#include "core/tests/random_scene.h"

using namespace ledge;
using namespace ledge::test;

TEST_CASE("pixel: 100,000 random scenes, no actor ever overlaps solid geometry") {
  constexpr uint64_t kScenes = 100000;
  uint64_t ran = 0;
  for (uint64_t seed = 1; seed <= kScenes; ++seed) {
    const RandomScene scene = randomScene(seed, MoverKind::Pixel);
    ActorId actor = kNoId;
    const int frame = firstOverlapFrame(scene, &actor);
    INFO("seed ", seed, " actor ", actor, " frame ", frame);
    REQUIRE(frame == -1);
    ++ran;
  }
  std::printf("pixel property test: %llu random scenes ran\n", static_cast<unsigned long long>(ran));
  CHECK(ran == kScenes);
}
