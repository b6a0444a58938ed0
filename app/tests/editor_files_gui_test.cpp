// The editor's files through the program: Save As typed into the file browser, a file replaced
// only when asked twice, the settings' paths, and a recovery file kept until it is answered.

#include <doctest/doctest.h>

#include "app/tests/run_program.h"
#include "core/io/level_file.h"
#include "core/io/safe_write.h"

using namespace ledge;
using namespace ledge::test;

namespace {

// Paints a ladder at tile (2, 4), then Save As: the name typed over the proposed one (the name
// field has the keyboard a few frames after the browser opens), Enter.
constexpr const char* kSaveAsCopy =
    "2 press 3\n"
    "4 mouse-tile 2 4\n"
    "5 down left\n"
    "6 up left\n"
    "8 press ctrl+shift+s\n"
    "12 type copy\n"
    "13 press enter\n";

}  // namespace

TEST_CASE("Save As through the file browser: typing a name that exists asks first, Enter again replaces it") {
  const TempFolder folder("browser-save-as");
  const auto level = folder / "level.json";
  const auto copy = folder / "copy.json";
  writeText(level, kSmallLevel);
  writeText(copy, kSmallLevel);
  writeText(folder / "ask.txt", kSaveAsCopy);
  writeText(folder / "replace.txt", std::string(kSaveAsCopy) + "17 press enter\n");

  // Ended while the browser asks about copy.json: nothing is written.
  Run run = runLedgeUnderXvfb(quoted(level.string()) + " --frames 16 --script " + quoted((folder / "ask.txt").string()),
                              folder / "config");
  INFO(run.output);
  REQUIRE(run.exitCode == 0);
  CHECK(readText(copy) == kSmallLevel);
  CHECK_FALSE(std::filesystem::exists(io::backupPath(copy.string())));

  run = runLedgeUnderXvfb(quoted(level.string()) + " --frames 20 --script " + quoted((folder / "replace.txt").string()),
                          folder / "config");
  INFO(run.output);
  REQUIRE(run.exitCode == 0);
  const io::LevelLoad saved = io::loadLevelFile(copy.string());
  REQUIRE(saved.ok());
  CHECK(tileRows(saved.level->map)[4] == "..H.........");
  CHECK(readText(io::backupPath(copy.string())) == kSmallLevel);  // the replaced file, kept
  CHECK(readText(level) == kSmallLevel);                          // Save As leaves the original alone
}

TEST_CASE("a level opened from the command line is remembered by its absolute path") {
  const TempFolder folder("settings-absolute");
  const Run run = runLedgeUnderXvfb("levels/../levels/demo.json --frames 2", folder / "config");
  INFO(run.output);
  REQUIRE(run.exitCode == 0);
  const std::string settings = readText(folder / "config" / "ledge" / "settings.ini");
  INFO(settings);
  const std::filesystem::path here = std::filesystem::current_path();
  CHECK(settings.find("recent = " + (here / "levels" / "demo.json").string() + "\n") != std::string::npos);
  CHECK(settings.find("lastFolder = " + (here / "levels").string() + "\n") != std::string::npos);
}

TEST_CASE("a recovery file the user has not answered about outlives a run that ends with --frames") {
  const TempFolder folder("recovery-kept");
  const auto config = folder / "config" / "ledge";
  std::filesystem::create_directories(config);
  writeText(config / "recovery.json", kSmallLevel);
  writeText(config / "recovery.origin", (folder / "lost.json").string());
  const Run run = runLedgeUnderXvfb("levels/demo.json --frames 5", folder / "config");
  INFO(run.output);
  REQUIRE(run.exitCode == 0);
  CHECK(readText(config / "recovery.json") == kSmallLevel);
  CHECK(readText(config / "recovery.origin") == (folder / "lost.json").string());
}
