// Property: after every step no living mtd-mover actor overlaps a solid tile or a solid (by
// more than kContactTolerance, the exact model's tolerance), in the pixel mover's scenes.

#include <doctest/doctest.h>

#include "core/tests/overlap_property.h"

using namespace ledge;
using namespace ledge::test;

TEST_CASE("mtd: 100,000 random scenes, no actor ever overlaps solid geometry") {
  requireNeverOverlaps("mtd", MoverKind::Mtd, 100000);
}
