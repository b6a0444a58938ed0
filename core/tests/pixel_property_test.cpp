// Property: after every step no living pixel-mover actor overlaps a solid tile or a solid.

#include <doctest/doctest.h>

#include "core/tests/overlap_property.h"

using namespace ledge;
using namespace ledge::test;

TEST_CASE("pixel: 100,000 random scenes, no actor ever overlaps solid geometry") {
  requireNeverOverlaps("pixel", MoverKind::Pixel, 100000);
}
