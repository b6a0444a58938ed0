// The collision lab through the program: keys step it, a script shows the overlays, F12 saves
// what the window shows; `ledge shot` and `ledge --bench-frames` from the command line.

#include <doctest/doctest.h>

#include <regex>
#include <sstream>

#include "app/tests/run_program.h"
#include "editor/style.h"

using namespace ledge;
using namespace ledge::test;

namespace {

constexpr const char* kScenario = "levels/pixel-elevator-squish.json";

// How many pixels of the image have exactly this style colour (0xAABBGGRR, drawn opaque).
int pixelsOf(const Png& image, uint32_t color) {
  return image.count(0, image.width, static_cast<int>(color & 0xff), static_cast<int>(color >> 8 & 0xff),
                     static_cast<int>(color >> 16 & 0xff), 0);
}

// The picture without its status bar, which says how the level was opened ("Imported" a map).
std::vector<unsigned char> aboveStatusBar(const Png& image) {
  return {image.rgb.begin(), image.rgb.end() - 30 * image.width * 3};
}

std::string frameScript() {
  std::ostringstream script;
  int frame = 2;
  // Thirty frames on (O, then the right arrow), ten back (the left arrow), every overlay, F12.
  for (int i = 0; i < 15; ++i, frame += 2) script << frame << " press o\n";
  for (int i = 0; i < 15; ++i, frame += 2) script << frame << " press right\n";
  for (int i = 0; i < 10; ++i, frame += 2) script << frame << " press left\n";
  script << frame << " overlays all\n" << frame + 2 << " press f12\n";
  return script.str();
}

}  // namespace

TEST_CASE("lab: stepping 30 frames on and 10 back, every overlay on, F12 saves the frame with its overlays") {
  const TempFolder folder("lab-f12");
  const auto level = folder / "corner.json";
  std::filesystem::copy_file("levels/speculative-ghost-corner.json", level);
  writeText(folder / "lab.txt", frameScript());
  const Run run = runLedgeUnderXvfb(quoted(level.string()) + " --size 1280x720 --frames 90 --script " +
                                        quoted((folder / "lab.txt").string()),
                                    folder / "config");
  INFO(run.output);
  REQUIRE(run.exitCode == 0);
  // F12 names the shot after the level and the frame, beside the level.
  const Png image = readPng(folder / "corner-frame-20.png");
  REQUIRE(image.loaded);
  CHECK(image.width == 1280);
  CHECK(image.height == 720);
  // Only overlays draw these: the stats box's text, the velocity arrows, the compare ghosts.
  CHECK(pixelsOf(image, editor::style::kStatsText) > 50);
  CHECK(pixelsOf(image, editor::style::kVelocity) > 5);
  // The crates are speculative; the other movers' ghosts show where they differ by frame 20.
  const int ghostPixels = pixelsOf(image, editor::style::moverColor(MoverKind::Pixel)) +
                          pixelsOf(image, editor::style::moverColor(MoverKind::Raycast)) +
                          pixelsOf(image, editor::style::moverColor(MoverKind::Mtd));
  CHECK(ghostPixels > 20);
}

TEST_CASE("lab: a script naming an unknown overlay fails and says which") {
  const TempFolder folder("lab-bad-overlay");
  writeText(folder / "bad.txt", "2 overlays rays,rayz\n");
  const Run run = runLedgeUnderXvfb(std::string(kScenario) + " --frames 4 --script " + quoted((folder / "bad.txt").string()),
                                    folder / "config");
  CHECK(run.exitCode == 2);
  CHECK(run.output.find("frame 2: unknown overlay 'rayz'") != std::string::npos);
}

TEST_CASE("ledge shot writes the lab at a frame with its overlays, replacing an earlier picture named by --out") {
  const TempFolder folder("shot");
  const auto png = folder / "squish.png";
  const std::string shot = std::string("shot ") + kScenario + " --size 640x360 --out " + quoted(png.string());
  REQUIRE(runLedgeUnderXvfb(shot + " --frame 1", folder / "config").exitCode == 0);
  const std::string earlier = readText(png.string());
  const Run run = runLedgeUnderXvfb(shot + " --frame 20 --overlays velocity,stats", folder / "config");
  INFO(run.output);
  REQUIRE(run.exitCode == 0);
  CHECK(run.output.find("ledge shot: the picture it replaced is kept as " + png.string() + ".bak") != std::string::npos);
  const Png image = readPng(png);
  REQUIRE(image.loaded);
  CHECK(image.width == 640);
  CHECK(image.height == 360);
  CHECK(pixelsOf(image, editor::style::kStatsText) > 50);
  CHECK(pixelsOf(image, editor::style::kVelocity) > 5);
  CHECK(readText(png.string() + ".bak") == earlier);  // kept, as a level saved over is
  CHECK_FALSE(std::filesystem::exists(folder / "config" / "ledge"));  // the user's settings are left alone
}

TEST_CASE("ledge shot of a level exported to Tiled is the shot of the level") {
  const TempFolder folder("shot-tiled");
  const auto map = folder / "squish.tmj";
  const Run exported = runCommand(quoted(LEDGE_BINARY) + " convert " + kScenario + " " + quoted(map.string()));
  REQUIRE_MESSAGE(exported.exitCode == 0, exported.output);
  const auto shotOf = [&](const std::string& level, const std::string& picture) {
    const Run run = runLedgeUnderXvfb("shot " + quoted(level) + " --frame 20 --overlays velocity --size 640x360 --out " +
                                          quoted((folder / picture).string()),
                                      folder / "config");
    INFO(run.output);
    CHECK(run.exitCode == 0);
    return readPng(folder / picture);
  };
  const Png fromLevel = shotOf(kScenario, "level.png");
  const Png fromMap = shotOf(map.string(), "map.png");
  REQUIRE(fromLevel.loaded);
  REQUIRE(fromMap.loaded);
  // No message box over it, the same frame; the status bar alone differs ("Imported" the map).
  CHECK(aboveStatusBar(fromMap) == aboveStatusBar(fromLevel));
}

TEST_CASE("ledge shot --layer shows the Tiled tile layer it names, as convert --layer converts it") {
  const TempFolder folder("shot-layer");
  const auto map = folder / "map.tmx";
  writeText(map, kTwoLayerTmx);
  const auto level = folder / "walls.json";
  const Run converted = runCommand(quoted(LEDGE_BINARY) + " convert " + quoted(map.string()) + " " + quoted(level.string()) + " --layer walls");
  REQUIRE_MESSAGE(converted.exitCode == 0, converted.output);
  const auto shotOf = [&](const std::string& args, const std::string& picture) {
    const Run run = runLedgeUnderXvfb("shot " + args + " --size 640x360 --out " + quoted((folder / picture).string()), folder / "config");
    INFO(run.output);
    CHECK(run.exitCode == 0);
    return readPng(folder / picture);
  };
  const Png walls = shotOf(quoted(map.string()) + " --layer walls", "walls.png");
  const Png decor = shotOf(quoted(map.string()) + " --layer decor", "decor.png");
  const Png convertedWalls = shotOf(quoted(level.string()), "converted.png");
  REQUIRE(walls.loaded);
  REQUIRE(decor.loaded);
  REQUIRE(convertedWalls.loaded);
  CHECK(aboveStatusBar(walls) == aboveStatusBar(convertedWalls));
  CHECK(aboveStatusBar(walls) != aboveStatusBar(decor));
}

TEST_CASE("ledge shot: a bad overlay id, a missing level, a missing inputs file, a bad argument") {
  const TempFolder folder("shot-errors");
  const std::string out = quoted((folder / "out.png").string());
  const Run badOverlay = runLedgeUnderXvfb(std::string("shot ") + kScenario + " --overlays rays,bogus --out " + out, folder / "config");
  CHECK(badOverlay.exitCode == 2);
  CHECK(badOverlay.output.rfind("ledge shot: --overlays: unknown overlay 'bogus'", 0) == 0);

  const Run missing = runCommand(quoted(LEDGE_BINARY) + " shot levels/no-such-level.json --out " + out);
  CHECK(missing.exitCode == 1);
  CHECK(missing.output.find("levels/no-such-level.json") != std::string::npos);

  const Run noInputs = runLedgeUnderXvfb(std::string("shot ") + kScenario + " --inputs " + quoted((folder / "none.txt").string()) +
                                             " --out " + out,
                                         folder / "config");
  CHECK(noInputs.exitCode == 1);
  CHECK(noInputs.output.find((folder / "none.txt").string()) != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(folder / "out.png"));

  const Run noOut = runCommand(quoted(LEDGE_BINARY) + " shot " + kScenario);
  CHECK(noOut.exitCode == 2);
  CHECK(noOut.output.find("no --out PNG given") != std::string::npos);
}

TEST_CASE("ledge shot without a display says what the editor says") {
  const TempFolder folder("shot-no-display");
  const Run run = runCommand("env -u DISPLAY -u WAYLAND_DISPLAY " + quoted(LEDGE_BINARY) + " shot " + kScenario +
                             " --out " + quoted((folder / "x.png").string()));
  CHECK(run.exitCode == 2);
  CHECK(run.output ==
        "ledge: no display: run under xvfb-run, or use the headless commands: ledge sim/check/convert/bench\n");
}

TEST_CASE("while the view pans, the tile pass runs in every frame that moves it") {
  const TempFolder folder("pan-stats");
  std::string script = "2 mouse 300 200\n3 down middle\n";
  for (int frame = 4; frame < 24; ++frame) script += std::to_string(frame) + " mouse " + std::to_string(300 + 3 * frame) + " 200\n";
  writeText(folder / "pan.txt", script);
  const Run run = runLedgeUnderXvfb(std::string(kScenario) + " --size 640x360 --frames 30 --frame-stats --script " +
                                        quoted((folder / "pan.txt").string()),
                                    folder / "config");
  INFO(run.output);
  REQUIRE(run.exitCode == 0);
  std::smatch ran;
  REQUIRE(std::regex_search(run.output, ran, std::regex("\nthe tile pass ran in ([0-9]+) of them")));
  CHECK(std::stoi(ran[1]) >= 20);
  CHECK(std::stoi(ran[1]) < 29);
}

TEST_CASE("ledge --bench-frames prints the median, p99 and max of each part of the frame, after the warm-up") {
  const TempFolder folder("bench-frames");
  const Run run = runLedgeUnderXvfb(std::string(kScenario) + " --size 640x360 --bench-frames 12", folder / "config");
  INFO(run.output);
  REQUIRE(run.exitCode == 0);
  CHECK(run.output.find("frame time over 12 frames (ms):   median      p99      max\n") != std::string::npos);
  CHECK(std::regex_search(run.output, std::regex("\nnot counted: 10 warm-up frames before them \\(the slowest took [0-9]+\\.[0-9]{2} ms\\)\n")));
  // The view stays: every counted frame copies the map's picture.
  CHECK(run.output.find("\nthe tile pass ran in 0 of them; the others copied the map's picture\n") != std::string::npos);
  for (const char* part : {"simulation", "ui", "rendering", "total"}) {
    CAPTURE(part);
    const std::regex line(std::string("\n  ") + part + " +[0-9]+\\.[0-9]{2} +[0-9]+\\.[0-9]{2} +[0-9]+\\.[0-9]{2}\n");
    CHECK(std::regex_search(run.output, line));
  }
}
