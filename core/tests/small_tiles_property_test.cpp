// Property: the movers' random scenes with tiles of 8 and 4 px, where an actor spans several tiles
// on each axis and wedges between them more often, and no living actor overlaps solid geometry
// after any step. The 100,000 scenes of 16 px tiles are in each mover's own property test.

#include <string>

#include <doctest/doctest.h>

#include "core/tests/overlap_property.h"

using namespace ledge;
using namespace ledge::test;

TEST_CASE("every mover: 10,000 random scenes of 8 px tiles and 10,000 of 4 px, no actor ever overlaps solid geometry") {
  for (int m = 0; m < kMoverKindCount; ++m) {
    const auto mover = static_cast<MoverKind>(m);
    for (const int tileSize : {8, 4}) {
      const std::string name = std::string(moverKindName(mover)) + ", " + std::to_string(tileSize) + " px tiles,";
      requireNeverOverlaps(name.c_str(), mover, 10000, nullptr, tileSize);
    }
  }
}
