// Property: after every step no living speculative-mover actor overlaps a solid tile or a solid (by
// more than kContactTolerance, the exact model's tolerance), in the pixel mover's scenes.

#include <cstdio>

#include <doctest/doctest.h>

#include "core/tests/random_scene.h"

using namespace ledge;
using namespace ledge::test;

namespace {

// Runs the scenes with the ghost-collision fix on or off; returns how many ran.
uint64_t runScenes(uint64_t count, bool sweptNormals) {
  uint64_t ran = 0;
  for (uint64_t seed = 1; seed <= count; ++seed) {
    RandomScene scene = randomScene(seed, MoverKind::Speculative);
    scene.level.physics.speculativeSweptNormals = sweptNormals;
    ActorId actor = kNoId;
    const int frame = firstOverlapFrame(scene, &actor);
    INFO("seed ", seed, " actor ", actor, " frame ", frame);
    REQUIRE(frame == -1);
    ++ran;
  }
  return ran;
}

constexpr uint64_t kScenes = 100000;

}  // namespace

TEST_CASE("speculative: 100,000 random scenes, no actor ever overlaps solid geometry") {
  const uint64_t ran = runScenes(kScenes, false);
  std::printf("speculative property test: %llu random scenes ran\n", static_cast<unsigned long long>(ran));
  CHECK(ran == kScenes);
}

TEST_CASE("speculative: with the swept-normals fix on, the same 100,000 scenes never overlap either") {
  const uint64_t ran = runScenes(kScenes, true);
  std::printf("speculative property test (swept normals): %llu random scenes ran\n",
              static_cast<unsigned long long>(ran));
  CHECK(ran == kScenes);
}
