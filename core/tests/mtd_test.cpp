// Minimum translation distance (the XNA article): the four-sided overlap test, the smallest
// push out, the tie rule, and the same against a slope's plane. One named test per rule.

#include <doctest/doctest.h>

#include <limits>

#include "core/mtd.h"
#include "core/rng.h"

using namespace ledge;

namespace {

Box corners(float x0, float y0, float x1, float y1) { return {x0, y0, x1 - x0, y1 - y0}; }

}  // namespace

TEST_CASE("mtd: the article's worked example is a tie, and the vertical axis wins it") {
  // A (0,0)-(64,64) and B (32,32)-(96,96) overlap by 32 on both axes. The article's text
  // answers (0, -32); its code, which lets x win ties, returns (-32, 0). Ledge chooses vertical:
  const Box a = corners(0, 0, 64, 64);
  const Box b = corners(32, 32, 96, 96);
  CHECK(minimumTranslation(a, b) == Vec2{0.0f, -32.0f});
  // The code's answer is the runner-up: the same length, horizontal.
  const Pushes ways = pushesOut(a, b);
  REQUIRE(ways.count == 4);
  CHECK(ways.ways[1] == Vec2{-32.0f, 0.0f});
  // The mirror image pushes down: the tie goes vertical from either side.
  CHECK(minimumTranslation(b, a) == Vec2{0.0f, 32.0f});
}

TEST_CASE("mtd: the tie rule: equal pushes go vertical, and within an axis left and up come first") {
  // A box landing exactly on a tile's corner, 2 px into it both ways, is put on top of it.
  const Box tile = corners(16, 16, 32, 32);
  CHECK(minimumTranslation(corners(6, 8, 18, 18), tile) == Vec2{0.0f, -2.0f});
  // Float positions make such ties inexact: within 0.001 px it is still a tie.
  CHECK(minimumTranslation(corners(6, 8, 18, 18.0005f), tile).x == 0.0f);
  CHECK(minimumTranslation(corners(6, 8, 18, 18.01f), tile) == Vec2{-2.0f, 0.0f});
  // Centred over a box, as far from its left as its right side: left first, as the article.
  CHECK(minimumTranslation(corners(0, 0, 10, 10), corners(0, -20, 10, 30)) == Vec2{-10.0f, 0.0f});
  // Centred across it, as far from its top as its bottom: up first.
  CHECK(minimumTranslation(corners(0, 0, 10, 10), corners(-20, 0, 30, 10)) == Vec2{0.0f, -10.0f});
}

TEST_CASE("mtd: the four-sided test pushes out along the smallest overlap") {
  const Box b = corners(32, 32, 96, 96);
  CHECK(minimumTranslation(corners(28, 40, 36, 48), b) == Vec2{-4.0f, 0.0f});  // into the left side
  CHECK(minimumTranslation(corners(93, 40, 101, 48), b) == Vec2{3.0f, 0.0f});  // into the right side
  CHECK(minimumTranslation(corners(40, 30, 48, 38), b) == Vec2{0.0f, -6.0f});  // onto the top
  CHECK(minimumTranslation(corners(40, 95, 48, 103), b) == Vec2{0.0f, 1.0f});  // under the bottom
  // The ways out come shortest first.
  const Pushes ways = pushesOut(corners(28, 40, 36, 48), b);
  REQUIRE(ways.count == 4);
  CHECK(ways.ways[0] == Vec2{-4.0f, 0.0f});
  CHECK(ways.ways[1] == Vec2{0.0f, -16.0f});
  CHECK(ways.ways[2] == Vec2{0.0f, 56.0f});
  CHECK(ways.ways[3] == Vec2{68.0f, 0.0f});
}

TEST_CASE("mtd: the minimum translation is always the first of the ordered ways out") {
  // minimumTranslation picks the first way without ordering all four: it must agree with the
  // order on every overlap, ties and near-ties (within and just past the tolerance) included.
  Rng rng(7);
  const float nudges[] = {0.0f, 0.0004f, -0.0004f, 0.0011f, -0.0011f, 0.37f};
  int overlapping = 0;
  int disagreements = 0;
  for (int i = 0; i < 200000 && disagreements == 0; ++i) {
    const auto coordinate = [&] { return static_cast<float>(rng.range(0, 12)) + nudges[rng.range(0, 5)]; };
    const auto size = [&] { return static_cast<float>(rng.range(1, 8)) + nudges[rng.range(0, 5)]; };
    const Box a{coordinate(), coordinate(), size(), size()};
    const Box b{coordinate(), coordinate(), size(), size()};
    const Pushes ways = pushesOut(a, b);
    overlapping += ways.count > 0;
    const Vec2 expected = ways.count > 0 ? ways.ways[0] : Vec2{};
    const Vec2 got = minimumTranslation(a, b);
    if (got == expected) continue;
    ++disagreements;
    INFO("a ", a.x, " ", a.y, " ", a.w, " ", a.h, ", b ", b.x, " ", b.y, " ", b.w, " ", b.h);
    CHECK(got == expected);
  }
  REQUIRE(disagreements == 0);
  CHECK(overlapping > 50000);
}

TEST_CASE("mtd: apart or touching boxes need no push") {
  const Box b = corners(32, 32, 96, 96);
  CHECK(minimumTranslation(corners(0, 0, 31, 31), b) == Vec2{});
  CHECK(minimumTranslation(corners(0, 40, 31, 48), b) == Vec2{});
  CHECK(minimumTranslation(corners(0, 40, 32, 48), b) == Vec2{});  // touching: a zero push
  CHECK(pushesOut(corners(0, 40, 31, 48), b).count == 0);
  // A NaN edge leaves nothing to work out a push from.
  const float nan = std::numeric_limits<float>::quiet_NaN();
  CHECK(minimumTranslation(Box{40, 40, 8, nan}, b) == Vec2{});
  CHECK(pushesOut(Box{40, 40, 8, nan}, b).count == 0);
  CHECK(pushesOut(Box{nan, 40, 8, 8}, b).count == 0);
}

TEST_CASE("mtd: a slope pushes out to its plane, straight up, with the same tie rule") {
  const Box tile = corners(0, 0, 16, 16);
  // 22.5 degrees rising right (surface 0 -> 8 px): 2 px under the plane over the box.
  CHECK(pushesOutOfSlope(corners(4, 10, 8, 14), Tile::SlopeUpRightLow, tile).ways[0] == Vec2{0.0f, -2.0f});
  // 45 degrees: 2 px below the surface is 2 px from where it runs out sideways: a tie, up wins,
  // which is how an actor walks up a 45-degree slope.
  CHECK(pushesOutOfSlope(corners(2, 8, 6, 12), Tile::SlopeUpRight, tile).ways[0] == Vec2{0.0f, -2.0f});
  // Deep against its full-height side, the side is the nearest way out.
  CHECK(pushesOutOfSlope(corners(14, 4, 18, 14), Tile::SlopeUpRight, tile).ways[0] == Vec2{2.0f, 0.0f});
  // Above the plane, or level with it, nothing to do.
  CHECK(pushesOutOfSlope(corners(2, 0, 6, 4), Tile::SlopeUpRight, tile).count == 0);
  CHECK(pushesOutOfSlope(corners(2, 6, 6, 10), Tile::SlopeUpRight, tile).count == 0);
}
