#pragma once
// The property every mover is held to, run over the random scenes of random_scene.h.

#include <cstdint>
#include <cstdio>

#include <doctest/doctest.h>

#include "core/tests/random_scene.h"

namespace ledge::test {

// The movers' property: `scenes` random scenes with actors for `mover` (a seed whose scene has
// no actor is skipped, not counted), with tiles of `tileSize` px, `adjust` applied to each level
// first, and no living actor may overlap solid geometry after any step. Prints what ran under
// `name`.
inline void requireNeverOverlaps(const char* name, MoverKind mover, uint64_t scenes,
                                 void (*adjust)(Level&) = nullptr, int tileSize = 16) {
  uint64_t ran = 0;
  uint64_t skipped = 0;
  uint64_t actorSteps = 0;
  for (uint64_t seed = 1; ran < scenes; ++seed) {
    RandomScene scene = randomScene(seed, mover, 24, tileSize);
    if (scene.level.actors.empty()) {
      ++skipped;
      continue;
    }
    if (adjust) adjust(scene.level);
    ActorId actor = kNoId;
    const int frame = firstOverlapFrame(scene, &actor, &actorSteps);
    INFO("seed ", seed, " actor ", actor, " frame ", frame);
    REQUIRE(frame == -1);
    ++ran;
  }
  std::printf("%s property test: %llu random scenes with actors ran (%llu seeds without one skipped), "
              "%llu actor-steps checked\n",
              name, static_cast<unsigned long long>(ran), static_cast<unsigned long long>(skipped),
              static_cast<unsigned long long>(actorSteps));
  // On average at least one living actor was checked after each of a scene's 24 steps.
  CHECK(actorSteps >= scenes * 24);
}

}  // namespace ledge::test
