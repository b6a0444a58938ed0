// Flipped Tiled tiles: every tile kind under every combination of Tiled's three flip bits is
// imported as the Ledge tile of the shape Tiled draws, and a shape no Ledge tile has is named in a
// warning that says what was read instead.

#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "core/io/level_file.h"
#include "core/io/tiled_import.h"
#include "core/tests/problem_texts.h"
#include "core/tests/io_temp_folder.h"

using namespace ledge;
using ledge::test::problemTexts;
using namespace ledge::io;
using ledge::test::TempFolder;

namespace {

constexpr uint32_t H = 0x80000000u, V = 0x40000000u, D = 0x20000000u;
// The columns of the table: Tiled's rotate buttons write D|H (clockwise) and D|V (counterclockwise).
const uint32_t kFlips[] = {0, H, V, H | V, D, D | H, D | V, D | H | V};

// One row per tile kind (the legend's character), one column per entry of kFlips: the legend of
// the tile imported. Worked out on paper from Tiled's order (swap x and y, then mirror x, then y):
// '/' is solid below the diagonal from bottom-left to top-right; mirrored it is '\'; turned a
// quarter clockwise it is '\' and '\' turned counterclockwise is '/'; a slope turned into a
// ceiling or steeper than 45 degrees is no Ledge tile and is read as solid; a one-way platform
// turned other than mirrored, and a ladder on its side, are read unflipped.
struct Row {
  char tile;
  const char* imported;  // 8 legend characters
};
const Row kTable[] = {
    {'#', "########"},  //
    {'-', "--------"},  //
    {'H', "HHHHHHHH"},  //
    {'/', "/\\##/\\##"},  //
    {'\\', "\\/####/\\"},  //
    {'a', "ad######"},  //
    {'b', "bc######"},  //
    {'c', "cb######"},  //
    {'d', "da######"},  //
};

// The tileset: tile id k is the Ledge tile of enum value k + 1, named by its `ledge` property.
std::string tileset() {
  std::string text = R"(<tileset firstgid="1" name="kinds" tilewidth="16" tileheight="16" tilecount="9" columns="9">)";
  for (int t = 1; t < kTileKindCount; ++t)
    text += "<tile id=\"" + std::to_string(t - 1) + "\"><properties><property name=\"ledge\" value=\"" +
            std::string(tileName(static_cast<Tile>(t))) + "\"/></properties></tile>";
  return text + "</tileset>";
}

}  // namespace

TEST_CASE("io: a flipped Tiled tile is the Ledge tile of the shape Tiled draws, for every kind and flip") {
  std::string csv;
  std::vector<std::string> expected;
  for (const Row& row : kTable) {
    const uint32_t gid = static_cast<uint32_t>(*tileFromChar(row.tile));  // firstgid 1: gid = enum value
    for (size_t f = 0; f < 8; ++f) {
      if (!csv.empty()) csv += ',';
      csv += std::to_string(gid | kFlips[f]);
    }
    expected.push_back(row.imported);
  }
  TempFolder folder;
  const std::string path = folder.write("flips.tmx", R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="8" height="9" tilewidth="16" tileheight="16" infinite="0">
 )" + tileset() + R"(
 <layer name="collision" width="8" height="9"><data encoding="csv">)" + csv + R"(</data></layer>
</map>)");
  const LevelLoad load = importTiled(path);
  INFO(problemTexts(load.problems));
  REQUIRE(load.ok());
  CHECK(tileRows(load.level->map) == expected);
  // Every tile read as another shape than Tiled draws is counted, by kind and flips, with where it is.
  const std::string warning = load.problems.size() == 1 ? load.problems[0].text() : problemTexts(load.problems);
  CHECK(warning.rfind(path + ": /map/layer: warning: 42 flipped tiles have a shape no Ledge tile has: ", 0) == 0);
  for (const char* part :
       {"1 one-way flipped vertically, at tile (2, 1), read unflipped, as one-way",
        "1 ladder flipped diagonally, at tile (4, 2), read unflipped, as ladder",
        "1 slope-45-right flipped horizontally and vertically (turned 180 degrees), at tile (3, 3), read as solid",
        "1 slope-45-left flipped diagonally and horizontally (turned 90 degrees clockwise), at tile (5, 4), read as solid",
        "1 slope-22-right-low flipped diagonally, horizontally and vertically, at tile (7, 5), read as solid"}) {
    CAPTURE(part);
    CHECK(warning.find(part) != std::string::npos);
  }
  // Mirrored slopes, the exact turns and the solid are no shape lost: nothing says they are.
  CHECK(warning.find("slope-45-right flipped horizontally,") == std::string::npos);
  CHECK(warning.find("solid flipped") == std::string::npos);
}

TEST_CASE("io: the flips of the review: '/' turned 180 degrees is not read as '\\', '\\' turned counterclockwise is '/'") {
  TempFolder folder;
  const std::string path = folder.write("two.tmx", R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="2" height="1" tilewidth="16" tileheight="16" infinite="0">
 )" + tileset() + R"(
 <layer name="collision" width="2" height="1"><data encoding="csv">)" +
                                             std::to_string(4u | H | V) + "," + std::to_string(5u | D | V) +
                                             R"(</data></layer>
</map>)");
  const LevelLoad load = importTiled(path);
  REQUIRE(load.ok());
  CHECK(tileRows(load.level->map) == std::vector<std::string>{"#/"});
  CHECK(problemTexts(load.problems) == path +
                                    ": /map/layer: warning: 1 flipped tile has a shape no Ledge tile has: 1 slope-45-right "
                                    "flipped horizontally and vertically (turned 180 degrees), at tile (0, 0), read as solid\n");
}
