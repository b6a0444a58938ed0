// The program itself under a virtual X server: it opens, draws, takes input from a script,
// saves, and writes screenshots.

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "app/tests/run_program.h"
#include "core/io/level_file.h"
#include "core/limits.h"

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

// A level of `width` x `height` tiles of `tileSize` px, tile (column, row) from `tileAt`.
void writeTileLevel(const std::filesystem::path& file, int width, int height, int tileSize,
                    const std::function<char(int, int)>& tileAt) {
  std::string rows;
  for (int row = 0; row < height; ++row) {
    rows += std::string(row ? ",\n" : "") + "\"";
    for (int column = 0; column < width; ++column) rows += tileAt(column, row);
    rows += "\"";
  }
  writeText(file, R"({"format": "ledge-level", "version": 1, "tileSize": )" + std::to_string(tileSize) +
                      R"(, "width": )" + std::to_string(width) + R"(, "height": )" + std::to_string(height) +
                      R"(, "tiles": [)" + rows + "]}");
}

// A 2000 x 40-tile level (16 px tiles): fitted into the 780 px wide canvas, a pixel spans
// between two and three tiles.
void writeWideLevel(const std::filesystem::path& file, const std::function<char(int, int)>& tileAt) {
  writeTileLevel(file, 2000, 40, 16, tileAt);
}

// The canvas of a 1280 x 720 window with both side panels, inside the menu bar and the lab.
constexpr int kCanvasLeft = 205, kCanvasRight = 975, kCanvasTop = 30, kCanvasBottom = 600;

// Colours as the PNG holds them: shaders/tile_map.frag's kRock and kBackground, and the canvas
// outside the map (app/tile_map_renderer.cpp's kOutside).
constexpr std::array<int, 3> kRock = {84, 97, 120};
constexpr std::array<int, 3> kBackground = {27, 29, 38};
constexpr std::array<int, 3> kOutside = {14, 15, 19};

// UI script lines from `frame` on, over four frames: the Rectangle Fill tool (U) dragged with the
// left button from tile `from` to tile `to`, which fills them with the selected tile (solid
// ground at first).
std::string rectangleFill(int frame, IVec2 from, IVec2 to) {
  const auto at = [frame](int k) { return std::to_string(frame + k) + " "; };
  return at(0) + "press u\n" + at(1) + "mouse-tile " + std::to_string(from.x) + " " + std::to_string(from.y) + "\n" +
         at(2) + "down left\n" + at(3) + "mouse-tile " + std::to_string(to.x) + " " + std::to_string(to.y) + "\n" +
         at(4) + "up left\n";
}

// The editor on `level` with the UI script `script`, written to folder/`scriptName` first.
Png scriptedScreenshot(const std::filesystem::path& folder, const std::filesystem::path& level, int frames,
                       const std::string& scriptName, const std::string& script) {
  writeText(folder / scriptName, script);
  return editorScreenshot(folder, quoted(level.string()), frames, " --script " + quoted((folder / scriptName).string()));
}

// The smallest box holding every canvas pixel whose colour is not `colour` (inclusive bounds).
struct PixelBox {
  int x0 = kCanvasRight, y0 = kCanvasBottom, x1 = -1, y1 = -1;
};
PixelBox boxOtherThan(const Png& image, const std::array<int, 3>& colour) {
  PixelBox box;
  for (int y = kCanvasTop; y < kCanvasBottom; ++y)
    for (int x = kCanvasLeft; x < kCanvasRight; ++x) {
      if (image.at(x, y) == colour) continue;
      box = {std::min(box.x0, x), std::min(box.y0, y), std::max(box.x1, x), std::max(box.y1, y)};
    }
  return box;
}

// Canvas pixels whose colour is none of `colours` (within 2 on each channel).
int canvasPixelsOtherThan(const Png& image, const std::vector<std::array<int, 3>>& colours) {
  int others = 0;
  for (int y = kCanvasTop; y < kCanvasBottom; ++y)
    for (int x = kCanvasLeft; x < kCanvasRight; ++x) {
      const std::array<int, 3> pixel = image.at(x, y);
      others += std::none_of(colours.begin(), colours.end(), [&](const std::array<int, 3>& c) { return Png::near(pixel, c); });
    }
  return others;
}

// "pixel (x, y) is r, g, b", for a failed check's message.
std::string pixelText(const Png& image, int x, int y) {
  const std::array<int, 3> c = image.at(x, y);
  std::ostringstream text;
  text << "pixel (" << x << ", " << y << ") is " << c[0] << ", " << c[1] << ", " << c[2];
  return text.str();
}

// Canvas pixels that differ between two screenshots.
int canvasPixelsDiffering(const Png& a, const Png& b) {
  int differing = 0;
  for (int y = kCanvasTop; y < kCanvasBottom; ++y)
    for (int x = kCanvasLeft; x < kCanvasRight; ++x) differing += a.at(x, y) != b.at(x, y);
  return differing;
}

}  // namespace


TEST_CASE("the editor opens the demo level and writes a screenshot of the window") {
  const Png image = editorScreenshot(TempFolder("screenshot"), "levels/demo.json", 5);
  REQUIRE(image.loaded);
  CHECK(image.width == 1280);
  CHECK(image.height == 720);
  CHECK(image.distinctColors > 16);  // panels, tiles, objects: not one flat colour
}

TEST_CASE("a run of N frames of a level that does not open exits 1 and says why, as does --bench-frames") {
  const TempFolder folder("open-failure");
  const std::string missing = quoted((folder / "missing.json").string());
  for (const char* frames : {" --frames 3", " --bench-frames 3"}) {
    const Run run = runLedgeUnderXvfb(missing + frames, folder / "config");
    INFO(frames, run.output);
    CHECK(run.exitCode == 1);
    CHECK(run.output.find("Cannot open " + (folder / "missing.json").string()) != std::string::npos);
    CHECK(run.output.find("median") == std::string::npos);  // nothing measured
  }
  // It is known before a window is needed: without a display the error is the level's.
  const Run headless = runCommand("env -u DISPLAY -u WAYLAND_DISPLAY " + quoted(LEDGE_BINARY) + " " + missing + " --frames 3");
  CHECK(headless.exitCode == 1);
  CHECK(headless.output.find("Cannot open " + (folder / "missing.json").string()) != std::string::npos);
}

// Dear ImGui's dark WindowBg, opaque: the docked panels' colour, and the frame's backdrop.
constexpr std::array<int, 3> kPanel = {15, 15, 15};

TEST_CASE("the docked panels show the frame's backdrop, their colour, inside their borders") {
  const Png image = editorScreenshot(TempFolder("backdrop"), "levels/demo.json", 5);
  REQUIRE(image.loaded);
  // Empty places in the tools panel, the side panel, the lab bar and the status bar: were the
  // frame cleared to another colour, they would show it.
  for (const auto [x, y] : {std::array<int, 2>{100, 600}, {1230, 327}, {700, 631}, {330, 708}}) {
    INFO(pixelText(image, x, y));
    CHECK(Png::near(image.at(x, y), kPanel, 1));
  }
  // The borders a designer drags: the tools panel's right edge, the tops of the lab and status bars.
  constexpr std::array<int, 3> kBorder = {62, 62, 71};
  for (const auto [x, y] : {std::array<int, 2>{199, 300}, {640, 614}, {640, 699}}) {
    INFO(pixelText(image, x, y));
    CHECK(Png::near(image.at(x, y), kBorder, 2));
  }
}

TEST_CASE("widening the tools panel moves the canvas' edge in the same frame, not through the panel") {
  // The edge dragged from x = 200 to 250 (the widest it goes is a fifth of the window, 256 px)
  // in the last frame: the canvas laid out before the panel took its new width would draw the
  // map's grid under it.
  const TempFolder folder("widen-panel");
  writeText(folder / "drag.txt", "1 mouse 200 400\n3 down left\n4 mouse 201 400\n6 mouse 250 400\n");
  const Png image = editorScreenshot(folder, "levels/demo.json", 7, " --script " + quoted((folder / "drag.txt").string()));
  REQUIRE(image.loaded);
  for (int x = 210; x < 245; x += 5) {
    INFO(pixelText(image, x, 400));
    CHECK(Png::near(image.at(x, 400), kPanel, 1));
  }
}

// The renderer keeps a picture of the map between frames (app/tile_map_renderer.h): whatever
// changes what the map shows must draw it again, in the frame after at the latest, also where
// the map's place on the canvas stays the same (a map zoomed in to fill the canvas).
constexpr const char* kZoomToFill = "2 mouse 590 316\n3 wheel 4\n";

// Canvas pixels over [x0, x1) x [y0, y1) of `a` that `b` shows `dx`, `dy` pixels away, in
// thousandths of them.
int permilleAlike(const Png& a, const Png& b, int dx, int dy, int x0, int x1, int y0, int y1) {
  int alike = 0;
  for (int y = y0; y < y1; ++y)
    for (int x = x0; x < x1; ++x) alike += Png::near(a.at(x, y), b.at(x + dx, y + dy), 0);
  return static_cast<int>(int64_t{1000} * alike / (int64_t{x1 - x0} * (y1 - y0)));
}

TEST_CASE("panning a map that fills the canvas moves it in the next frame") {
  const TempFolder folder("pan");
  const Png still = scriptedScreenshot(folder, "levels/demo.json", 8, "zoom.txt", kZoomToFill);
  const Png panned = scriptedScreenshot(folder, "levels/demo.json", 8, "pan.txt",
                                        std::string(kZoomToFill) + "5 down middle\n6 mouse 630 346\n");
  // 40 px right and 30 down; the tile under the mouse is highlighted.
  CHECK(permilleAlike(still, panned, 40, 30, kCanvasLeft, kCanvasRight - 40, kCanvasTop, kCanvasBottom - 30) > 990);
}

TEST_CASE("zooming further into a map that fills the canvas draws it in the next frame") {
  const TempFolder folder("zoom-further");
  const Png atOnce = scriptedScreenshot(folder, "levels/demo.json", 8, "zoom.txt", "2 mouse 590 316\n3 wheel 5\n");
  const Png inSteps = scriptedScreenshot(folder, "levels/demo.json", 8, "steps.txt", std::string(kZoomToFill) + "6 wheel 1\n");
  const Png before = scriptedScreenshot(folder, "levels/demo.json", 8, "fill.txt", kZoomToFill);
  CHECK(permilleAlike(atOnce, inSteps, 0, 0, kCanvasLeft, kCanvasRight, kCanvasTop, kCanvasBottom) > 990);
  CHECK(permilleAlike(atOnce, before, 0, 0, kCanvasLeft, kCanvasRight, kCanvasTop, kCanvasBottom) < 900);
}

TEST_CASE("turning the grid off takes its lines off the map in the next frame") {
  const TempFolder folder("grid-off");
  constexpr std::array<int, 3> kGridLine = {44, 46, 54};  // over the background
  const auto gridPixels = [&](const Png& image) {
    return image.count(kCanvasLeft, kCanvasRight, kGridLine[0], kGridLine[1], kGridLine[2], 0);
  };
  const Png with = editorScreenshot(folder, "levels/demo.json", 5);
  const Png without = scriptedScreenshot(folder, "levels/demo.json", 5, "grid.txt", "3 press ctrl+g\n");
  REQUIRE(Png::near(with.at(240, 300), kGridLine, 0));
  CHECK(gridPixels(with) > 5000);
  CHECK(gridPixels(without) == 0);
}

TEST_CASE("a prompt darkens the window behind it, as the dark theme does, never washes it out") {
  const TempFolder folder("prompt-dim");
  const Png image = scriptedScreenshot(folder, "levels/demo.json", 8, "new.txt", "2 press ctrl+n\n");
  // Below the map, left of the New Level prompt: the canvas outside the map, dimmed.
  const std::array<int, 3> dimmed = image.at(kCanvasLeft + 10, kCanvasBottom - 10);
  INFO(dimmed[0], ", ", dimmed[1], ", ", dimmed[2]);
  for (size_t channel = 0; channel < 3; ++channel) CHECK(dimmed[channel] < kOutside[channel]);
}

TEST_CASE("a level of the same size opened under the same view shows its own tiles in the next frame") {
  const TempFolder folder("same-size");
  writeTileLevel(folder / "empty.json", 48, 22, 16, [](int, int) { return '.'; });
  writeTileLevel(folder / "floor.json", 48, 22, 16, [](int, int row) { return row >= 18 ? '#' : '.'; });
  // The browser's name field has the keyboard a few frames after it opens.
  const Png opened =
      scriptedScreenshot(folder, folder / "empty.json", 10, "open.txt", "2 press ctrl+o\n7 type floor.json\n8 press enter\n");
  const Png direct = editorScreenshot(folder, quoted((folder / "floor.json").string()), 10);
  const Png empty = editorScreenshot(folder, quoted((folder / "empty.json").string()), 10);
  CHECK(permilleAlike(direct, opened, 0, 0, kCanvasLeft, kCanvasRight, kCanvasTop, kCanvasBottom) > 990);
  CHECK(permilleAlike(direct, empty, 0, 0, kCanvasLeft, kCanvasRight, kCanvasTop, kCanvasBottom) < 950);
}

TEST_CASE("painting with the mouse through scripted input, then Ctrl+S, saves the painted tiles") {
  const TempFolder folder("paint");
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

TEST_CASE("numbers typed into the inspector keep to what a level file holds, so the level still saves") {
  const TempFolder folder("inspector-bounds");
  const auto level = folder / "demo.json";
  std::filesystem::copy_file("levels/demo.json", level);
  // The player (tile 1, 20) selected; Ctrl+click on its weight, then on its velocity's x, each
  // to type a number a level file refuses; then on the weight again, to make it 0 * 1e39 (NaN,
  // which Dear ImGui's clamp lets through); then save.
  writeText(folder / "typed.txt",
            "2 press s\n"
            "3 mouse-tile 1 20\n"
            "4 down left\n"
            "5 up left\n"
            "8 mouse 1062 260\n"
            "9 hold ctrl\n"
            "10 down left\n"
            "11 up left\n"
            "12 release ctrl\n"
            "14 press ctrl+a\n"
            "15 type -5\n"
            "16 press enter\n"
            "20 mouse 1025 168\n"
            "21 hold ctrl\n"
            "22 down left\n"
            "23 up left\n"
            "24 release ctrl\n"
            "26 press ctrl+a\n"
            "27 type 5000000\n"
            "28 press enter\n"
            "30 mouse 1062 260\n"
            "31 hold ctrl\n"
            "32 down left\n"
            "33 up left\n"
            "34 release ctrl\n"
            "36 press ctrl+a\n"
            "37 type *1e39\n"
            "38 press enter\n"
            "42 mouse 600 560\n"
            "45 press ctrl+s\n");
  const Run run = runLedgeUnderXvfb(quoted(level.string()) + " --frames 55 --script " + quoted((folder / "typed.txt").string()),
                                    folder / "config");
  INFO(run.output);
  REQUIRE(run.exitCode == 0);
  const io::LevelLoad saved = io::loadLevelFile(level.string());
  REQUIRE(saved.ok());
  CHECK(std::filesystem::exists(io::backupPath(level.string())));  // saved, not refused
  const ActorSpec& player = saved.level->actors.front();
  CHECK(player.weight == 0.0f);
  CHECK(player.vx == static_cast<float>(kMaxSpeed));
}

TEST_CASE("a brush stroke under a still view shows the painted tiles exactly as the saved level opened afresh") {
  const TempFolder folder("stroke");
  const auto level = folder / "demo.json";
  std::filesystem::copy_file("levels/demo.json", level);
  // Solid ground brushed from the sky across platforms into the hills, a tile or two a frame:
  // the tiles beside the stroke change their rims and tops too. Then the mouse leaves the
  // canvas, and Ctrl+S saves.
  std::string script = "2 press 1\n4 mouse 300 250\n5 down left\n";
  for (int k = 0; k <= 20; ++k)
    script += std::to_string(6 + k) + " mouse " + std::to_string(300 + 25 * k) + " " + std::to_string(250 + 11 * k) + "\n";
  script += "27 up left\n28 mouse 1100 650\n29 press ctrl+s\n";
  writeText(folder / "stroke.txt", script);
  const std::filesystem::path painted = folder / "painted.png";
  const Run run = runLedgeUnderXvfb(quoted(level.string()) + " --size 1280x720 --frames 34 --frame-stats --script " +
                                        quoted((folder / "stroke.txt").string()) + " --screenshot " + quoted(painted.string()),
                                    folder / "config");
  INFO(run.output);
  REQUIRE(run.exitCode == 0);
  // The frames of the stroke drew only the tiles they changed, into the map's picture.
  std::smatch patched;
  REQUIRE(std::regex_search(run.output, patched, std::regex("\\(over the tiles just changed only in ([0-9]+)\\)")));
  CHECK(std::stoi(patched[1]) >= 10);

  const Png stroke = readPng(painted);
  REQUIRE(stroke.loaded);
  // Without a script the pointer rests mid-window and highlights the tile under it.
  const char* away = "2 mouse 1100 650\n";
  const Png before = scriptedScreenshot(TempFolder("stroke-before"), "levels/demo.json", 34, "away.txt", away);
  const Png saved = scriptedScreenshot(TempFolder("stroke-saved"), level, 34, "away.txt", away);
  CHECK(canvasPixelsDiffering(stroke, before) > 2000);  // the stroke shows
  CHECK(canvasPixelsDiffering(stroke, saved) == 0);     // pixel for pixel as the whole map drawn
}

TEST_CASE("the tile renderer shows tiles painted after the map was uploaded") {
  const TempFolder folder("render");
  const auto level = folder / "level.json";
  writeText(level, R"({"format": "ledge-level", "version": 1, "tileSize": 16, "width": 8, "height": 4,
    "tiles": ["........", "........", "........", "........"]})");
  // Rectangle fill of the right half with solid ground.
  const Png image = scriptedScreenshot(folder, level, 10, "fill.txt", rectangleFill(2, {4, 0}, {7, 3}) + "7 mouse 640 712\n");
  REQUIRE(image.loaded);
  // The level is centred in the canvas, between the tools panel (200 px) and the side panel
  // (300 px): its right half is solid rock (shaders/tile_map.frag's kRock), its left half is not.
  const int middle = (200 + 1280 - 300) / 2;
  const int rockRight = image.count(middle, 1280 - 300, 84, 97, 120);
  const int rockLeft = image.count(200, middle, 84, 97, 120);
  CHECK(rockRight > 100000);
  CHECK(rockLeft == 0);
}

TEST_CASE("a hill of gentle slopes keeps its green top as deep where it climbs a row of tiles") {
  const TempFolder folder("hill");
  const auto level = folder / "hill.json";
  // Gentle slopes (a: 0 to 4 eighths, b: 4 to 8) climb from the floor at column 2 to row 2 at
  // column 6, each low slope over solid ground whose top the slope hides.
  const char* rows[] = {"..........", "..........", "....ab####", "..ab######", "##########"};
  writeTileLevel(level, 10, 5, 16, [&](int column, int row) { return rows[row][column]; });
  const Png image = scriptedScreenshot(folder, level, 5, "grid.txt", "2 press ctrl+g\n");
  REQUIRE(image.loaded);
  // shaders/tile_map.frag's kTop, as the PNG holds it; each canvas column's run of it, top down.
  constexpr std::array<int, 3> kTop = {122, 194, 107};
  std::vector<int> runs;
  for (int x = kCanvasLeft; x < kCanvasRight; ++x) {
    int run = 0;
    for (int y = kCanvasTop; y < kCanvasBottom; ++y) run += Png::near(image.at(x, y), kTop, 3);
    if (run > 0) runs.push_back(run);
  }
  REQUIRE(runs.size() > 300);  // the map fills the canvas' width
  const int deepest = *std::max_element(runs.begin(), runs.end());
  // Where a low slope starts over the ground, its band went on below the tile's bottom and was
  // cut there: a notch a few pixels wide.
  const auto shallow = std::count_if(runs.begin(), runs.end(), [&](int run) { return run * 10 < deepest * 7; });
  CHECK(shallow <= 2);  // the map's own left and right edges, anti-aliased
}

TEST_CASE("actors smaller than a screen pixel are drawn as one dot each") {
  const TempFolder folder("dots");
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
  const TempFolder folder("sky-dots");
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
  const TempFolder folder("far");
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
  const TempFolder folder("far-mean");
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
  const TempFolder folder("far-paint");
  const auto level = folder / "empty.json";
  writeWideLevel(level, [](int, int) { return '.'; });
  // A rectangle fill of the left half's lower half with solid ground: the far view reads the
  // means of the tiles, which must follow the edit.
  const Png image =
      scriptedScreenshot(folder, level, 10, "fill.txt", rectangleFill(2, {0, 20}, {999, 39}) + "7 mouse 640 712\n");
  REQUIRE(image.loaded);
  const int middle = (200 + 1280 - 300) / 2;
  CHECK(image.count(200, middle - 10, kRock[0], kRock[1], kRock[2]) > 2000);
  CHECK(image.count(middle + 10, 1280 - 300, kRock[0], kRock[1], kRock[2]) == 0);
}

TEST_CASE("at the farthest zoom, tiles painted show on every level of the far view, to the last row and column") {
  // 2045 x 601 tiles of 4 px: at the smallest zoom (1/64) a pixel spans 16 tiles, which the
  // overview's fourth level holds, built through three halvings of odd sizes. Solid ground is
  // painted over the map's lower right, to past its last row and column, and saved; the file
  // opened again must look the same (the painted texels were filled again on every level).
  const TempFolder folder("far-levels");
  const auto level = folder / "level.json";
  writeTileLevel(level, 2045, 601, 4, [](int, int) { return '.'; });
  const std::string zoomOut = "2 mouse 590 316\n3 wheel -40\n";
  const Png painted = scriptedScreenshot(folder, level, 14, "paint.txt",
                                         zoomOut + rectangleFill(4, {1024, 304}, {2100, 700}) +
                                             "9 mouse 640 712\n10 press ctrl+s\n");
  const Png opened = scriptedScreenshot(folder, level, 14, "look.txt", zoomOut + "9 mouse 640 712\n");
  REQUIRE(painted.loaded);
  REQUIRE(opened.loaded);
  CHECK(canvasPixelsDiffering(painted, opened) == 0);
  // The painted part is rock (about 64 x 19 pixels), down to the map's last row and column of
  // pixels: their texels take in the odd tiles and texels left over at the end of each level.
  CHECK(painted.count(kCanvasLeft, kCanvasRight, kRock[0], kRock[1], kRock[2]) > 1000);
  const PixelBox map = boxOtherThan(painted, kOutside);
  REQUIRE(map.x1 - map.x0 > 100);
  for (int y = (map.y0 + map.y1) / 2 + 2; y <= map.y1; ++y) CHECK(painted.at(map.x1, y) == kRock);
  for (int x = (map.x0 + map.x1) / 2 + 2; x <= map.x1; ++x) CHECK(painted.at(x, map.y1) == kRock);
}

TEST_CASE("at the farthest zoom, the last texel of each overview level shows the mean of the tiles it covers") {
  // 2046 tiles of 4 px across, the last 16 solid. Level 0 of the overview is 1023 texels
  // wide, and each level after it half the one before, rounded down: 511, 255, 127. The last
  // texel of level 3 covers tiles 2016 to 2045 through three texels of level 2 (tiles
  // 2016-2023, 2024-2031 and 2032-2045, the last one the widest): 16 solid tiles of 30, 8/15
  // of the way from kBackground to kRock. Without the odd texels it would be 1/8, and 5/12
  // with the three texels weighing the same.
  const TempFolder folder("far-leftover");
  const auto level = folder / "leftover.json";
  writeTileLevel(level, 2046, 512, 4, [](int column, int) { return column >= 2030 ? '#' : '.'; });
  const Png image = scriptedScreenshot(folder, level, 6, "look.txt", "2 mouse 590 316\n3 wheel -40\n4 mouse 640 712\n");
  REQUIRE(image.loaded);
  const PixelBox map = boxOtherThan(image, kOutside);
  REQUIRE(map.x1 - map.x0 > 100);
  const auto mix = [](int from, int to) { return static_cast<int>(std::lround(from + (to - from) * 8.0 / 15.0)); };
  const std::array<int, 3> expected = {mix(kBackground[0], kRock[0]), mix(kBackground[1], kRock[1]),
                                       mix(kBackground[2], kRock[2])};
  for (int y = map.y0; y <= map.y1; ++y) {
    const std::array<int, 3> got = image.at(map.x1, y);
    for (int channel = 0; channel < 3; ++channel) CHECK(std::abs(got[channel] - expected[channel]) <= 3);
  }
}

TEST_CASE("tiles painted in a map's last odd column show in the far view, as in the saved file opened again") {
  // 2045 x 601 tiles of 4 px. Level 0 of the overview is 1023 x 301 texels: its last column
  // holds tile column 2044 alone, and level 1 (511 wide) takes that texel into its own last
  // one. Column 2044 is painted, zoomed in near it, and looked at from zoom 1/16 (level 1).
  const TempFolder folder("far-odd-edge");
  const auto level = folder / "level.json";
  writeTileLevel(level, 2045, 601, 4, [](int, int) { return '.'; });
  const std::string zoomIn = "2 mouse 590 316\n3 wheel -40\n4 mouse-tile 2040 300\n5 wheel 16\n";
  const std::string zoomOut = "11 mouse-tile 2040 300\n12 wheel -10\n13 mouse 640 712\n";
  const Png painted = scriptedScreenshot(folder, level, 18, "paint.txt",
                                         zoomIn + rectangleFill(6, {2044, 296}, {2050, 304}) + zoomOut +
                                             "14 press ctrl+s\n");
  const Png opened = scriptedScreenshot(folder, level, 18, "look.txt", zoomIn + zoomOut);
  REQUIRE(painted.loaded);
  REQUIRE(opened.loaded);
  const io::LevelLoad saved = io::loadLevelFile(level.string());
  REQUIRE(saved.ok());
  CHECK(saved.level->map.at(2044, 300) == Tile::Solid);
  CHECK(saved.level->map.at(2043, 300) == Tile::Empty);
  // The painted tiles tint the map's right edge, and the far view after painting is the one of
  // the file opened again.
  CHECK(canvasPixelsOtherThan(painted, {kBackground, kOutside}) > 0);
  CHECK(canvasPixelsDiffering(painted, opened) == 0);
}

