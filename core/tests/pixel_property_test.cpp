// Property: after every step no living pixel-mover actor overlaps a solid tile or a solid.

#include <cstdio>

#include <doctest/doctest.h>

#include "core/tests/random_scene.h"

using namespace ledge;
using namespace ledge::test;

TEST_CASE("pixel: 100,000 random scenes, no actor ever overlaps solid geometry") {
  constexpr uint64_t kScenes = 100000;
  uint64_t ran = 0;
  uint64_t skipped = 0;  // seeds whose scene has no actor: nothing to check, not counted
  uint64_t actorSteps = 0;
  for (uint64_t seed = 1; ran < kScenes; ++seed) {
    const RandomScene scene = randomScene(seed, MoverKind::Pixel);
    if (scene.level.actors.empty()) {
      ++skipped;
      continue;
    }
    ActorId actor = kNoId;
    const int frame = firstOverlapFrame(scene, &actor, &actorSteps);
    INFO("seed ", seed, " actor ", actor, " frame ", frame);
    REQUIRE(frame == -1);
    ++ran;
  }
  std::printf("pixel property test: %llu random scenes with actors ran (%llu seeds without one skipped), "
              "%llu actor-steps checked\n",
              static_cast<unsigned long long>(ran), static_cast<unsigned long long>(skipped),
              static_cast<unsigned long long>(actorSteps));
  // On average at least one living actor was checked after each of a scene's 24 steps.
  CHECK(actorSteps >= kScenes * 24);
}
