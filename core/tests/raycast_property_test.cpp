// Property: after every step no living raycast-mover actor overlaps a solid tile, a slope or a
// solid (by more than kContactTolerance, the exact model's tolerance), in the scenes every
// mover faces: actors thrown at up to 4 tiles a step from any free spot.

#include <doctest/doctest.h>

#include "core/tests/overlap_property.h"

using namespace ledge;
using namespace ledge::test;

TEST_CASE("raycast: 100,000 random scenes, no actor ever overlaps solid geometry") {
  requireNeverOverlaps("raycast", MoverKind::Raycast, 100000);
}

// Untraced, the mover skips the rays that cannot stop (a side's tile rays over open tiles, or a
// whole step in the open); traced, it casts them all (they are drawn). Both must move every
// actor alike.
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
