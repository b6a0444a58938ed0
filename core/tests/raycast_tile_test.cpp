// TileMap::raycast: exact hits on every tile kind, the walls, the mask, and agreement with a
// fine march along random rays.

#include <cmath>
#include <limits>

#include <doctest/doctest.h>

#include "core/rng.h"
#include "core/tests/scene.h"

using namespace ledge;
using namespace ledge::test;

namespace {

TileMap mapOf(const std::vector<std::string>& rows) { return levelFromRows(rows).map; }

constexpr Vec2 kDown{0.0f, 1.0f};
constexpr Vec2 kUp{0.0f, -1.0f};
constexpr Vec2 kRight{1.0f, 0.0f};
constexpr Vec2 kLeft{-1.0f, 0.0f};

void checkHit(const RayHit& h, Vec2 point, Vec2 normal, Tile tile, IVec2 cell) {
  REQUIRE(h.hit);
  CHECK(h.point.x == doctest::Approx(point.x));
  CHECK(h.point.y == doctest::Approx(point.y));
  CHECK(h.normal.x == doctest::Approx(normal.x));
  CHECK(h.normal.y == doctest::Approx(normal.y));
  CHECK(h.tile == tile);
  CHECK(h.cell == cell);
}

// Independent of the grid walk: is this point inside a solid tile, a wall or under a slope?
bool insideSolid(const TileMap& map, Vec2 p) {
  const float ts = static_cast<float>(map.tileSize());
  const int tx = static_cast<int>(std::floor(p.x / ts));
  const int ty = static_cast<int>(std::floor(p.y / ts));
  const Tile t = map.at(tx, ty);
  if (t == Tile::Solid) return true;
  if (!isSlope(t)) return false;
  const float heightAbove = static_cast<float>(ty + 1) * ts - p.y;
  return heightAbove < slopeSurfaceHeight(t, p.x - static_cast<float>(tx) * ts, map.tileSize());
}

}  // namespace

TEST_CASE("tile raycast: solid tiles are hit on the face the ray enters, with its normal") {
  const TileMap map = mapOf({"......", "..##..", "......", "######"});
  checkHit(map.raycast({40.0f, 0.0f}, kDown, 100.0f), {40.0f, 16.0f}, {0.0f, -1.0f}, Tile::Solid, {2, 1});
  checkHit(map.raycast({40.0f, 40.0f}, kUp, 100.0f), {40.0f, 32.0f}, {0.0f, 1.0f}, Tile::Solid, {2, 1});
  checkHit(map.raycast({5.0f, 20.0f}, kRight, 100.0f), {32.0f, 20.0f}, {-1.0f, 0.0f}, Tile::Solid, {2, 1});
  checkHit(map.raycast({90.0f, 20.0f}, kLeft, 100.0f), {64.0f, 20.0f}, {1.0f, 0.0f}, Tile::Solid, {3, 1});
  const RayHit h = map.raycast({40.0f, 0.0f}, kDown, 100.0f);
  CHECK(h.distance == 16.0f);
  // A ray whose length ends short of the tile misses, and reports where it ended.
  const RayHit shortRay = map.raycast({40.0f, 0.0f}, kDown, 15.5f);
  CHECK_FALSE(shortRay.hit);
  CHECK(shortRay.distance == 15.5f);
  CHECK(shortRay.point == Vec2{40.0f, 15.5f});
  CHECK(shortRay.normal == Vec2{});
}

TEST_CASE("tile raycast: a ray on a tile edge belongs to the tile it is about to cross") {
  const TileMap map = mapOf({"......", "..#...", "......", "######"});
  // Starting on the top face going down: touching, distance 0. Going up from it: clear.
  CHECK(map.raycast({40.0f, 16.0f}, kDown, 10.0f).distance == 0.0f);
  CHECK_FALSE(map.raycast({40.0f, 16.0f}, kUp, 10.0f).hit);
  // Running down the tile's left edge x = 32 is inside the tile's column; x just left is not.
  CHECK(map.raycast({32.0f, 0.0f}, kDown, 100.0f).cell == IVec2{2, 1});
  CHECK(map.raycast({31.99f, 0.0f}, kDown, 100.0f).cell == IVec2{1, 3});
  // On the right face (x = 48): going left touches the tile, going right leaves it.
  CHECK(map.raycast({48.0f, 20.0f}, kLeft, 40.0f).distance == 0.0f);
  CHECK_FALSE(map.raycast({48.0f, 20.0f}, kRight, 40.0f).hit);
}

TEST_CASE("tile raycast: slopes are hit exactly on their surface, sides and bottom") {
  const TileMap map = mapOf({"........", "/\\abcd..", "........", "########"});
  const float r2 = std::sqrt(0.5f);
  const float n22y = -1.0f / std::sqrt(1.25f);
  const float n22x = 0.5f * n22y;
  // Down onto each surface at local x = 4: '/' 4 px high, '\' 12, 'a' 2, 'b' 10, 'c' 14, 'd' 6.
  checkHit(map.raycast({4.0f, 0.0f}, kDown, 100.0f), {4.0f, 28.0f}, {-r2, -r2}, Tile::SlopeUpRight, {0, 1});
  checkHit(map.raycast({20.0f, 0.0f}, kDown, 100.0f), {20.0f, 20.0f}, {r2, -r2}, Tile::SlopeUpLeft, {1, 1});
  checkHit(map.raycast({36.0f, 0.0f}, kDown, 100.0f), {36.0f, 30.0f}, {n22x, n22y}, Tile::SlopeUpRightLow, {2, 1});
  checkHit(map.raycast({52.0f, 0.0f}, kDown, 100.0f), {52.0f, 22.0f}, {n22x, n22y}, Tile::SlopeUpRightHigh, {3, 1});
  checkHit(map.raycast({68.0f, 0.0f}, kDown, 100.0f), {68.0f, 18.0f}, {-n22x, n22y}, Tile::SlopeUpLeftHigh, {4, 1});
  checkHit(map.raycast({84.0f, 0.0f}, kDown, 100.0f), {84.0f, 26.0f}, {-n22x, n22y}, Tile::SlopeUpLeftLow, {5, 1});
  // Sideways into '/' from its open side, 4 px above the tile bottom: the surface at x = 4.
  checkHit(map.raycast({0.0f, 28.0f}, kRight, 100.0f), {4.0f, 28.0f}, {-r2, -r2}, Tile::SlopeUpRight, {0, 1});
  // From below, the bottom of a slope, except where its height is zero.
  checkHit(map.raycast({4.0f, 40.0f}, kUp, 100.0f), {4.0f, 32.0f}, {0.0f, 1.0f}, Tile::SlopeUpRight, {0, 1});
  CHECK_FALSE(map.raycast({32.0f, 40.0f}, kUp, 100.0f).hit);
  // A diagonal ray parallel to a 45-degree surface never meets it.
  CHECK_FALSE(map.raycast({0.0f, 30.0f}, {1.0f, -1.0f}, 10.0f).hit);

  // The vertical sides: '\' is full height on its left, 'b' 8 px high on its left.
  const TileMap sides = mapOf({"......", ".\\..b.", "######"});
  checkHit(sides.raycast({2.0f, 20.0f}, kRight, 100.0f), {16.0f, 20.0f}, {-1.0f, 0.0f}, Tile::SlopeUpLeft, {1, 1});
  checkHit(sides.raycast({40.0f, 28.0f}, kRight, 100.0f), {64.0f, 28.0f}, {-1.0f, 0.0f}, Tile::SlopeUpRightHigh, {4, 1});
  // Above its side, 'b' is met on its surface; '\' from its low side, on its surface too.
  checkHit(sides.raycast({40.0f, 20.0f}, kRight, 100.0f), {72.0f, 20.0f}, {n22x, n22y}, Tile::SlopeUpRightHigh, {4, 1});
  checkHit(sides.raycast({60.0f, 28.0f}, kLeft, 100.0f), {28.0f, 28.0f}, {r2, -r2}, Tile::SlopeUpLeft, {1, 1});
}

TEST_CASE("tile raycast: one-way and ladder tops stop rays going down from at or above them") {
  const TileMap map = mapOf({"........", "..--.H..", ".....H..", "........"});
  checkHit(map.raycast({40.0f, 2.0f}, kDown, 100.0f), {40.0f, 16.0f}, {0.0f, -1.0f}, Tile::OneWay, {2, 1});
  CHECK(map.raycast({40.0f, 16.0f}, kDown, 100.0f).distance == 0.0f);  // starting on the top
  CHECK_FALSE(map.raycast({40.0f, 16.5f}, kDown, 100.0f).hit);          // starting below it
  CHECK_FALSE(map.raycast({40.0f, 40.0f}, kUp, 100.0f).hit);
  CHECK_FALSE(map.raycast({0.0f, 20.0f}, kRight, 60.0f).hit);
  // The ladder's top stops a falling ray; the ladder tile under it does not.
  checkHit(map.raycast({88.0f, 0.0f}, kDown, 100.0f), {88.0f, 16.0f}, {0.0f, -1.0f}, Tile::Ladder, {5, 1});
  CHECK_FALSE(map.raycast({88.0f, 20.0f}, kDown, 40.0f).hit);
  // A diagonal ray falling onto a one-way top.
  checkHit(map.raycast({24.0f, 0.0f}, {1.0f, 1.0f}, 100.0f), {40.0f, 16.0f}, {0.0f, -1.0f}, Tile::OneWay, {2, 1});
}

TEST_CASE("tile raycast: the mask chooses what a ray may hit") {
  const TileMap map = mapOf({"........", "..-.H/..", "....H...", "########"});
  CHECK(map.raycast({40.0f, 0.0f}, kDown, 100.0f, kRaySolid | kRaySlopes).tile == Tile::Solid);
  CHECK(map.raycast({40.0f, 0.0f}, kDown, 100.0f, kRayOneWay).tile == Tile::OneWay);
  CHECK(map.raycast({72.0f, 0.0f}, kDown, 100.0f, kRaySolid).tile == Tile::Solid);
  CHECK(map.raycast({72.0f, 0.0f}, kDown, 100.0f, kRayAll).tile == Tile::Ladder);
  CHECK(map.raycast({88.0f, 0.0f}, kDown, 100.0f, kRaySolid).tile == Tile::Solid);
  CHECK(map.raycast({88.0f, 0.0f}, kDown, 100.0f, kRaySlopes).tile == Tile::SlopeUpRight);
  CHECK_FALSE(map.raycast({88.0f, 0.0f}, kDown, 100.0f, kRayOneWay | kRayLadderTops).hit);
}

TEST_CASE("tile raycast: the side walls go up and down without end, the top and bottom are open") {
  const TileMap map = mapOf({"....", "....", "####"});
  checkHit(map.raycast({10.0f, 20.0f}, kLeft, 100.0f), {0.0f, 20.0f}, {1.0f, 0.0f}, Tile::Solid, {-1, 1});
  // Far above and below the map the walls still stand, found without walking empty tiles.
  checkHit(map.raycast({10.0f, -5000.0f}, kRight, 100.0f), {64.0f, -5000.0f}, {-1.0f, 0.0f}, Tile::Solid, {4, -313});
  checkHit(map.raycast({30.0f, 9000.0f}, kLeft, 100.0f), {0.0f, 9000.0f}, {1.0f, 0.0f}, Tile::Solid, {-1, 562});
  // Straight up out of the top, straight down out of the bottom: misses, however long; a ray
  // that leans ever so little meets a wall in the end.
  const float forever = std::numeric_limits<float>::infinity();
  CHECK_FALSE(map.raycast({10.0f, 20.0f}, kUp, 1.0e30f).hit);
  CHECK_FALSE(map.raycast({10.0f, 60.0f}, kDown, forever).hit);
  const RayHit leaning = map.raycast({10.0f, 60.0f}, {0.01f, 1.0f}, forever);
  CHECK(leaning.hit);
  CHECK(leaning.point.x == 64.0f);
  CHECK(leaning.distance == doctest::Approx(5400.27f));
  // From far below, back up into the map: the floor's bottom.
  checkHit(map.raycast({40.0f, 1.0e6f}, kUp, 2.0e6f), {40.0f, 48.0f}, {0.0f, 1.0f}, Tile::Solid, {2, 2});
  // Starting inside a wall or a tile: distance 0.
  CHECK(map.raycast({-30.0f, 10.0f}, kRight, 100.0f).distance == 0.0f);
  CHECK(map.raycast({20.0f, 40.0f}, kUp, 100.0f).distance == 0.0f);
  // Nonsense in, a miss of length 0 out.
  CHECK_FALSE(map.raycast({10.0f, 10.0f}, {0.0f, 0.0f}, 10.0f).hit);
  CHECK_FALSE(map.raycast({NAN, 10.0f}, kDown, 10.0f).hit);
  CHECK_FALSE(map.raycast({10.0f, 10.0f}, kDown, NAN).hit);
}

TEST_CASE("tile raycast: agrees with a fine march along 20,000 random rays") {
  Rng rng(7);
  constexpr float kStep = 1.0f / 64.0f;
  int hits = 0;
  for (int n = 0; n < 20000; ++n) {
    TileMap map(8, 8, 16);
    for (int ty = 0; ty < 8; ++ty)
      for (int tx = 0; tx < 8; ++tx)
        if (rng.chance(30))
          map.set(tx, ty, rng.chance(50) ? Tile::Solid
                                         : static_cast<Tile>(rng.range(static_cast<int>(Tile::SlopeUpRight),
                                                                       static_cast<int>(Tile::SlopeUpLeftLow))));
    const Vec2 origin{rng.uniform(-8.0f, 136.0f), rng.uniform(-8.0f, 136.0f)};
    const float angle = rng.uniform(0.0f, 6.2831853f);
    const Vec2 dir{std::cos(angle), std::sin(angle)};
    if (insideSolid(map, origin)) continue;
    const RayHit h = map.raycast(origin, dir, 64.0f, kRaySolid | kRaySlopes);
    // No marched point before the hit is inside; just past the hit is (the march alone could
    // step over a corner the ray only clips).
    float inside = -1.0f;
    for (float t = 0.0f; t <= 64.0f; t += kStep) {
      if (insideSolid(map, origin + dir * t)) {
        inside = t;
        break;
      }
    }
    INFO("ray ", n, " from (", origin.x, ", ", origin.y, ") along (", dir.x, ", ", dir.y, ")");
    if (!h.hit) {
      CHECK(inside < 0.0f);
      continue;
    }
    ++hits;
    CHECK((inside < 0.0f || inside >= h.distance - 1.0e-3f));
    CHECK(insideSolid(map, origin + dir * (h.distance + 1.0e-3f)));
    CHECK(h.point.x == doctest::Approx(origin.x + dir.x * h.distance).epsilon(1e-4));
    CHECK(h.point.y == doctest::Approx(origin.y + dir.y * h.distance).epsilon(1e-4));
  }
  CHECK(hits > 5000);
}
