#include <doctest/doctest.h>

#include "editor/tests/helpers.h"
#include "editor/tile_tools.h"

using namespace ledge;
using namespace ledge::editor;
using namespace ledge::editor::test;

namespace {

using Rows = std::vector<std::string>;

// Runs one tool operation as one edit, checks the result, then that undo and redo restore both.
template <typename Operation>
void checkWithUndo(Rows before, Operation operation, const Rows& after) {
  Document doc = documentFromRows(before);
  doc.begin("Tool");
  operation(doc);
  doc.commit();
  CHECK(rowsOf(doc) == after);
  REQUIRE(doc.undo());
  CHECK(rowsOf(doc) == before);
  REQUIRE(doc.redo());
  CHECK(rowsOf(doc) == after);
}

}  // namespace

TEST_CASE("brush: one tile") {
  checkWithUndo({"....", "...."}, [](Document& d) { CHECK(paintLine(d, {2, 1}, {2, 1}, Tile::OneWay) == 1); },
                {"....", "..-."});
}

TEST_CASE("brush: a line between two tiles has no gaps (Shift+click, and fast drags)") {
  checkWithUndo({"......", "......", "......"}, [](Document& d) { paintLine(d, {0, 0}, {5, 2}, Tile::Solid); },
                {"##....", "..##..", "....##"});
  checkWithUndo({"...", "...", "..."}, [](Document& d) { paintLine(d, {1, 2}, {1, 0}, Tile::Ladder); },
                {".H.", ".H.", ".H."});
}

TEST_CASE("eraser: painting the empty tile") {
  checkWithUndo({"####"}, [](Document& d) { paintLine(d, {1, 0}, {2, 0}, Tile::Empty); }, {"#..#"});
}

TEST_CASE("brush: a line running off the map paints only what is inside") {
  checkWithUndo({"...."}, [](Document& d) { CHECK(paintLine(d, {-3, 0}, {1, 0}, Tile::Solid) == 2); }, {"##.."});
}

TEST_CASE("bucket fill: the 4-connected region of equal tiles") {
  checkWithUndo({"..#...", "..#.#.", "###.#.", "....#."},
                [](Document& d) { CHECK(floodFill(d, {0, 0}, Tile::Ladder) == 4); },
                {"HH#...", "HH#.#.", "###.#.", "....#."});
  checkWithUndo({"..#...", "..#.#.", "###.#.", "....#."},
                [](Document& d) { CHECK(floodFill(d, {3, 0}, Tile::OneWay) == 12); },
                {"..#---", "..#-#-", "###-#-", "----#-"});
}

TEST_CASE("bucket fill: the same tile, or outside the map, changes nothing") {
  Document doc = documentFromRows({"##"});
  doc.begin("Fill");
  CHECK(floodFill(doc, {0, 0}, Tile::Solid) == 0);
  CHECK(floodFill(doc, {5, 5}, Tile::Ladder) == 0);
  doc.commit();
  CHECK_FALSE(doc.canUndo());
}

TEST_CASE("bucket fill: a large open map is filled without recursion") {
  Document doc(1024, 1024);
  doc.begin("Fill");
  CHECK(floodFill(doc, {512, 512}, Tile::Solid) == 1024 * 1024);
  doc.commit();
  CHECK(doc.map().at(0, 0) == Tile::Solid);
  CHECK(doc.map().at(1023, 1023) == Tile::Solid);
}

TEST_CASE("rectangle fill: corners in any order, clipped to the map") {
  checkWithUndo({".....", ".....", "....."}, [](Document& d) { fillRect(d, {3, 2}, {1, 1}, Tile::Solid); },
                {".....", ".###.", ".###."});
  checkWithUndo({"...", "..."}, [](Document& d) { fillRect(d, {-5, -5}, {0, 9}, Tile::SlopeUpRight); },
                {"/..", "/.."});
}

TEST_CASE("tile picker: the tile under the cursor, nothing outside") {
  const Document doc = documentFromRows({".\\ab"});
  CHECK(pickTile(doc, {1, 0}) == Tile::SlopeUpLeft);
  CHECK(pickTile(doc, {3, 0}) == Tile::SlopeUpRightHigh);
  CHECK(pickTile(doc, {0, 0}) == Tile::Empty);
  CHECK_FALSE(pickTile(doc, {4, 0}).has_value());
}
