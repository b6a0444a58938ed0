// The tile map: limits, legend, queries.

#include <stdexcept>

#include <doctest/doctest.h>

#include "core/tests/scene.h"

using namespace ledge;
using namespace ledge::test;

TEST_CASE("tile map: maps over 16384 x 16384 tiles are refused with a clear error") {
  CHECK(TileMap::checkSize(16384, 16384, 16).empty());
  CHECK(TileMap::checkSize(16385, 10, 16).find("over the limit of 16384 x 16384") != std::string::npos);
  CHECK_THROWS_AS(TileMap(10, 20000, 16), std::length_error);
  CHECK_FALSE(TileMap::checkSize(0, 10, 16).empty());
}

TEST_CASE("tile map: every legend character reads back to its tile and name") {
  for (int t = 0; t < kTileKindCount; ++t) {
    const Tile tile = static_cast<Tile>(t);
    CHECK(tileFromChar(tileChar(tile)) == tile);
    CHECK(tileFromName(tileName(tile)) == tile);
  }
  CHECK_FALSE(tileFromChar('x').has_value());
}

TEST_CASE("tile map: side edges are walls, the top is open, below the bottom is empty") {
  const Level level = levelFromRows({"....", "####"});
  CHECK(level.map.at(-1, 0) == Tile::Solid);
  CHECK(level.map.at(4, -50) == Tile::Solid);
  CHECK(level.map.at(1, -1) == Tile::Empty);
  CHECK(level.map.at(1, 2) == Tile::Empty);
  CHECK(level.map.solidAtPixels({-1, 0, 4, 4}));
  CHECK_FALSE(level.map.solidAtPixels({0, -40, 64, 40}));
}

TEST_CASE("tile map: tiles under a box stop at edges it only touches") {
  const Level level = levelFromRows({"....", "....", "...."});
  const TileRange r = level.map.tilesUnder(Box{16.0f, 16.0f, 16.0f, 16.0f});
  CHECK(r.x0 == 1);
  CHECK(r.x1 == 1);
  CHECK(r.y0 == 1);
  CHECK(r.y1 == 1);
  const TileRange pixels = level.map.tilesUnder(IRect{-3, 15, 20, 2});
  CHECK(pixels.x0 == -1);
  CHECK(pixels.x1 == 1);
  CHECK(pixels.y0 == 0);
  CHECK(pixels.y1 == 1);
}

TEST_CASE("tile map: the exact model sees a slope's plane, the pixel model its staircase") {
  const Level level = levelFromRows({"/"});
  // A box resting just above the diagonal near the left edge touches no solid in the exact model.
  CHECK_FALSE(level.map.solidAtExact(Box{0.0f, 12.0f, 2.0f, 2.0f}, 0.01f));
  CHECK(level.map.solidAtExact(Box{0.0f, 13.0f, 4.0f, 2.5f}, 0.01f));
  // The pixel staircase holds column 1 solid from y = 14 down.
  CHECK(level.map.solidAtPixels(IRect{1, 13, 1, 2}));
  CHECK_FALSE(level.map.solidAtPixels(IRect{1, 12, 1, 2}));
}

TEST_CASE("tile map: a repaint finds the rows that differ and copies only those, ladders counted") {
  TileMap before(6, 5, 16);
  TileMap after(6, 5, 16);
  for (int tx = 0; tx < 6; ++tx) {
    before.set(tx, 4, Tile::Solid);
    after.set(tx, 4, Tile::Solid);
  }
  after.set(2, 1, Tile::Ladder);
  after.set(5, 3, Tile::OneWay);
  CHECK(before.rowsDifferentFrom(after) == std::vector<int>{1, 3});
  CHECK(after.rowsDifferentFrom(after).empty());

  TileMap painted = before;
  painted.copyRows(after, std::vector<int>{1});  // only row 1: row 3 stays as it was
  CHECK(painted.at(2, 1) == Tile::Ladder);
  CHECK(painted.hasLadders());
  CHECK(painted.at(5, 3) == Tile::Empty);
  painted.assignTiles(after);
  CHECK(painted.tiles() == after.tiles());
  painted.assignTiles(before);
  CHECK(!painted.hasLadders());
}
