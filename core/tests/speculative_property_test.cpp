// Property: after every step no living speculative-mover actor overlaps a solid tile or a solid (by
// more than kContactTolerance, the exact model's tolerance), in the pixel mover's scenes.

#include <doctest/doctest.h>

#include "core/tests/overlap_property.h"

using namespace ledge;
using namespace ledge::test;

TEST_CASE("speculative: 100,000 random scenes, no actor ever overlaps solid geometry") {
  requireNeverOverlaps("speculative", MoverKind::Speculative, 100000);
}

TEST_CASE("speculative: with the swept-normals fix on, the same 100,000 scenes never overlap either") {
  requireNeverOverlaps("speculative (swept normals)", MoverKind::Speculative, 100000,
                       [](Level& level) { level.physics.speculativeSweptNormals = true; });
}
