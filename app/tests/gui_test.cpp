// The program itself under a virtual X server: it opens, draws, takes input from a script,
// saves, and writes screenshots.

#include <doctest/doctest.h>

#include <fstream>
#include <functional>
#include <iterator>
#include <vector>

#include "app/tests/run_program.h"
#include "core/io/level_file.h"

using namespace ledge;
using namespace ledge::test;

namespace {

// The editor at 1280 x 720 on `level` (as given on the command line) for `frames` frames, with
// `options` added, its settings in folder/config; returns the last frame's screenshot, written
// to folder/screenshot.png.
Png editorScreenshot(const std::filesystem::path& folder, const std::string& level, int frames,
                     const std::string& options = {}) {
  const std::filesystem::path png = folder / "screenshot.png";
  const Run run = runLedgeUnderXvfb(level + " --size 1280x720 --frames " + std::to_string(frames) + options +
                                        " --screenshot " + quoted(png.string()),
                                    folder / "config");
  INFO(run.output);
  REQUIRE(run.exitCode == 0);
  return readPng(png);
}

// An empty 400 x 240-tile level (16 px tiles) with 4 x 4 crates at `crates`: fitted into the
// canvas, a tile is about two screen pixels and a crate half of one: one dot each.
void writeCrowdLevel(const std::filesystem::path& file, const std::vector<IVec2>& crates) {
  std::string rows;
  for (int row = 0; row < 240; ++row) rows += std::string(row ? ",\n" : "") + "\"" + std::string(400, '.') + "\"";
  std::string actors;
  for (const IVec2 at : crates)
    actors += std::string(actors.empty() ? "" : ",\n") + R"({"kind": "crate", "x": )" + std::to_string(at.x) +
              R"(, "y": )" + std::to_string(at.y) + R"(, "w": 4, "h": 4})";
  writeText(file, R"({"format": "ledge-level", "version": 1, "tileSize": 16, "width": 400, "height": 240,
    "tiles": [)" + rows + R"(], "actors": [)" + actors + "]}");
}

// A 2000 x 40-tile level (16 px tiles), tile (column, row) from `tileAt`: fitted into the
// 780 px wide canvas, a pixel spans between two and three tiles.
void writeWideLevel(const std::filesystem::path& file, const std::function<char(int, int)>& tileAt) {
  std::string rows;
  for (int row = 0; row < 40; ++row) {
    rows += std::string(row ? ",\n" : "") + "\"";
    for (int column = 0; column < 2000; ++column) rows += tileAt(column, row);
    rows += "\"";
  }
  writeText(file, R"({"format": "ledge-level", "version": 1, "tileSize": 16, "width": 2000, "height": 40,
    "tiles": [)" + rows + "]}");
}

}  // namespace


TEST_CASE("the editor opens the demo level and writes a screenshot of the window") {
  const Png image = editorScreenshot(freshFolder("screenshot"), "levels/demo.json", 5);
  REQUIRE(image.loaded);
  CHECK(image.width == 1280);
  CHECK(image.height == 720);
  CHECK(image.distinctColors > 16);  // panels, tiles, objects: not one flat colour
}

TEST_CASE("painting with the mouse through scripted input, then Ctrl+S, saves the painted tiles") {
  const auto folder = freshFolder("paint");
  const auto level = folder / "level.json";
  const auto script = folder / "paint.txt";
  writeText(level, kSmallLevel);
  // The brush with tile 3 (ladder) along row 4 from column 2 to 7, a right-drag erasing
  // column 7 again, then save.
  writeText(script,
            "2 press 3\n"
            "4 mouse-tile 2 4\n"
            "5 down left\n"
            "6 mouse-tile 4 4\n"
            "7 mouse-tile 7 4\n"
            "8 up left\n"
            "10 mouse-tile 7 4\n"
            "11 down right\n"
            "12 up right\n"
            "14 press ctrl+s\n");
  const Png image = editorScreenshot(folder, quoted(level.string()), 20, " --script " + quoted(script.string()));

  const io::LevelLoad saved = io::loadLevelFile(level.string());
  REQUIRE(saved.ok());
  const std::vector<std::string> rows = tileRows(saved.level->map);
  CHECK(rows[4] == "..HHHHH.....");
  CHECK(rows[3] == "............");
  CHECK(rows[7] == "############");
  CHECK(std::filesystem::exists(io::backupPath(level.string())));  // the original, kept by the safe save

  REQUIRE(image.loaded);
  CHECK(image.width == 1280);
  CHECK(image.height == 720);
  CHECK(image.distinctColors > 16);

  // The settings outlive the run: the saved level is the first recent file.
  std::ifstream settings(folder / "config" / "ledge" / "settings.ini");
  const std::string text((std::istreambuf_iterator<char>(settings)), std::istreambuf_iterator<char>());
  CHECK(text.find("recent = " + level.string() + "\n") != std::string::npos);
  CHECK(text.find("windowWidth = 1280\n") != std::string::npos);
}

TEST_CASE("the tile renderer shows tiles painted after the map was uploaded") {
  const auto folder = freshFolder("render");
  const auto level = folder / "level.json";
  const auto script = folder / "fill.txt";
  writeText(level, R"({"format": "ledge-level", "version": 1, "tileSize": 16, "width": 8, "height": 4,
    "tiles": ["........", "........", "........", "........"]})");
  // Rectangle fill of the right half with solid ground.
  writeText(script,
            "2 press u\n"
            "3 mouse-tile 4 0\n"
            "4 down left\n"
            "5 mouse-tile 7 3\n"
            "6 up left\n"
            "7 mouse 640 712\n");
  const Png image = editorScreenshot(folder, quoted(level.string()), 10, " --script " + quoted(script.string()));
  REQUIRE(image.loaded);
  // The level is centred in the canvas, between the tools panel (200 px) and the side panel
  // (300 px): its right half is solid rock (shaders/tile_map.frag's kRock), its left half is not.
  const int middle = (200 + 1280 - 300) / 2;
  const int rockRight = image.count(middle, 1280 - 300, 84, 97, 120);
  const int rockLeft = image.count(200, middle, 84, 97, 120);
  CHECK(rockRight > 100000);
  CHECK(rockLeft == 0);
}

TEST_CASE("actors smaller than a screen pixel are drawn as one dot each") {
  const auto folder = freshFolder("dots");
  const auto level = folder / "crowd.json";
  // A 4 px crate is half a screen pixel. Ten by ten crates, 256 px apart, are a hundred dots in
  // the crate colour (editor/style.h kCrate).
  std::vector<IVec2> crates;
  for (int i = 0; i < 100; ++i) crates.push_back({600 + i % 10 * 256, 600 + i / 10 * 256});
  writeCrowdLevel(level, crates);
  const Png image = editorScreenshot(folder, quoted(level.string()), 3);
  REQUIRE(image.loaded);
  CHECK(image.count(200, 1280 - 300, 200, 150, 90, 0) == 100);
}

TEST_CASE("around a zoomed-out map the canvas shows the outside colour, and dots in the sky above it") {
  const auto folder = freshFolder("sky-dots");
  const auto level = folder / "sky.json";
  // The map fitted into the 780 px wide canvas leaves bands of canvas above and below it. Ten
  // crates 300 px above the map's top are ten dots in that band.
  std::vector<IVec2> crates;
  for (int i = 0; i < 10; ++i) crates.push_back({400 + i * 512, -300});
  writeCrowdLevel(level, crates);
  const Png image = editorScreenshot(folder, quoted(level.string()), 3);
  REQUIRE(image.loaded);
  CHECK(image.count(200, 1280 - 300, 200, 150, 90, 0) == 10);
  // shaders/tile_map.frag's outside colour (app/tile_map_renderer.cpp's kOutside).
  CHECK(image.count(200, 1280 - 300, 14, 15, 19) > 20000);
}

TEST_CASE("a map zoomed out under a pixel per tile shows each tile's average colour") {
  const auto folder = freshFolder("far");
  const auto level = folder / "wide.json";
  // The top half is empty (shaders/tile_map.frag's kBackground), the bottom half solid (kRock,
  // its average).
  writeWideLevel(level, [](int, int row) { return row < 20 ? '.' : '#'; });
  const Png image = editorScreenshot(folder, quoted(level.string()), 3);
  REQUIRE(image.loaded);
  const int rock = image.count(200, 1280 - 300, 84, 97, 120);
  const int background = image.count(200, 1280 - 300, 27, 29, 38);
  CHECK(rock > 3000);
  CHECK(background > 3000);
}

TEST_CASE("zoomed out to several tiles a pixel, the map shows the mean colour of the tiles under each pixel") {
  const auto folder = freshFolder("far-mean");
  const auto level = folder / "checker.json";
  // Solid and empty tiles in a checkerboard. Each pixel shows the mean of kRock and
  // kBackground, not one of the tiles it spans (the specks of a sampled map).
  writeWideLevel(level, [](int column, int row) { return (column + row) % 2 ? '#' : '.'; });
  const Png image = editorScreenshot(folder, quoted(level.string()), 3);
  REQUIRE(image.loaded);
  CHECK(image.count(200, 1280 - 300, 55, 63, 79) > 5000);
  CHECK(image.count(200, 1280 - 300, 84, 97, 120) == 0);
  CHECK(image.count(200, 1280 - 300, 27, 29, 38) == 0);
}

TEST_CASE("tiles painted while the map is zoomed out show in the far view at once") {
  const auto folder = freshFolder("far-paint");
  const auto level = folder / "empty.json";
  const auto script = folder / "fill.txt";
  writeWideLevel(level, [](int, int) { return '.'; });
  // A rectangle fill of the left half's lower half with solid ground: the far view reads the
  // means of the tiles, which must follow the edit.
  writeText(script,
            "2 press u\n"
            "3 mouse-tile 0 20\n"
            "4 down left\n"
            "5 mouse-tile 999 39\n"
            "6 up left\n"
            "7 mouse 640 712\n");
  const Png image = editorScreenshot(folder, quoted(level.string()), 10, " --script " + quoted(script.string()));
  REQUIRE(image.loaded);
  const int middle = (200 + 1280 - 300) / 2;
  CHECK(image.count(200, middle - 10, 84, 97, 120) > 2000);
  CHECK(image.count(middle + 10, 1280 - 300, 84, 97, 120) == 0);
}
