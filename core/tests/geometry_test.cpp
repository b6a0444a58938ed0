// Whole-pixel conversions: floor and round exactly within a level's range, saturate far outside
// it instead of being undefined behaviour.

#include <cmath>
#include <initializer_list>
#include <limits>

#include <doctest/doctest.h>

#include "core/geometry.h"

using namespace ledge;

TEST_CASE("geometry: floorToInt floors, and saturates at +-2^30 beyond it and for NaN") {
  CHECK(floorToInt(2.0f) == 2);
  CHECK(floorToInt(2.7f) == 2);
  CHECK(floorToInt(-0.5f) == -1);
  CHECK(floorToInt(-3.0f) == -3);
  CHECK(floorToInt(16777216.0f) == 16777216);
  constexpr int kLimit = 1 << 30;
  CHECK(floorToInt(1e30f) == kLimit);
  CHECK(floorToInt(-1e30f) == -kLimit);
  CHECK(floorToInt(std::numeric_limits<float>::infinity()) == kLimit);
  CHECK(floorToInt(-std::numeric_limits<float>::infinity()) == -kLimit);
  CHECK(floorToInt(std::nanf("")) == -kLimit);
  // Rounding builds on it: the saturated floor, rounded up at most once, is far from INT_MAX.
  CHECK(roundPixels(3e9f) == kLimit + 1);
  CHECK(roundPixels(-3e9f) == -kLimit);
}

TEST_CASE("geometry: roundPixels rounds to the nearest pixel, halves to even, as nearbyint does") {
  CHECK(roundPixels(0.5f) == 0);
  CHECK(roundPixels(1.5f) == 2);
  CHECK(roundPixels(2.5f) == 2);
  CHECK(roundPixels(-0.5f) == 0);
  CHECK(roundPixels(-1.5f) == -2);
  CHECK(roundPixels(std::nextafter(0.5f, 1.0f)) == 1);
  CHECK(roundPixels(std::nextafter(0.5f, 0.0f)) == 0);
  CHECK(roundPixels(std::nextafter(-0.5f, -1.0f)) == -1);
  // Quarter pixels hit every exact half and its neighbours; the odd steps land anywhere.
  for (float v = -300.0f; v <= 300.0f; v += 0.25f) REQUIRE(roundPixels(v) == static_cast<int>(std::nearbyint(v)));
  for (float v = -300.0f; v <= 300.0f; v += 0.0137f) REQUIRE(roundPixels(v) == static_cast<int>(std::nearbyint(v)));
}

TEST_CASE("geometry: floorDiv rounds toward negative infinity, floorMod's remainder keeps the divisor's sign") {
  for (int b : {1, 3, 16, -4}) {
    for (int a = -50; a <= 50; ++a) {
      CAPTURE(a);
      CAPTURE(b);
      REQUIRE(floorDiv(a, b) == static_cast<int>(std::floor(static_cast<double>(a) / b)));
      REQUIRE(floorDiv(a, b) * b + floorMod(a, b) == a);
      if (b > 0) REQUIRE((floorMod(a, b) >= 0 && floorMod(a, b) < b));
    }
  }
  CHECK(floorMod(-1, 16) == 15);
  CHECK(floorMod(-16, 16) == 0);
}
