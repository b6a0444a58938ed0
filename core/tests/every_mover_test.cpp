// The checks every mover passes alike, for the pixel and ray-cast movers (the speculative and MTD
// movers call them from their own named tests).

#include <doctest/doctest.h>

#include "core/tests/mover_checks.h"

using namespace ledge;
using namespace ledge::test;

TEST_CASE("pixel and raycast: running across a floor made of separate tiles never stops") {
  checkRunsAcrossTileFloor(MoverKind::Pixel);
  checkRunsAcrossTileFloor(MoverKind::Raycast);
}

TEST_CASE("pixel and raycast: an actor stands still on the seam between two tiles") {
  checkStandsOnSeam(MoverKind::Pixel);
  checkStandsOnSeam(MoverKind::Raycast);
}

TEST_CASE("pixel and raycast: moving solids carry a rider and squish what they pin") {
  checkSolidsCarryAndSquish(MoverKind::Pixel);
  checkSolidsCarryAndSquish(MoverKind::Raycast);
}
