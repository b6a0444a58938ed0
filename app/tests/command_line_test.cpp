#include <doctest/doctest.h>

#include "app/editor_options.h"
#include "app/tests/run_program.h"

using namespace ledge;
using namespace ledge::test;

TEST_CASE("ledge --help lists the commands and the editor options, --version prints the version") {
  const Run help = runCommand(quoted(LEDGE_BINARY) + " --help");
  CHECK(help.exitCode == 0);
  CHECK(help.output.find("usage:") != std::string::npos);
  CHECK(help.output.find("--screenshot") != std::string::npos);
  const Run version = runCommand(quoted(LEDGE_BINARY) + " --version");
  CHECK(version.exitCode == 0);
  CHECK(version.output.rfind("ledge ", 0) == 0);
}

TEST_CASE("without a display, ledge says how to run it and exits 2") {
  const Run run = runCommand("env -u DISPLAY -u WAYLAND_DISPLAY " + quoted(LEDGE_BINARY) + " levels/demo.json");
  CHECK(run.exitCode == 2);
  CHECK(run.output ==
        "ledge: no display: run under xvfb-run, or use the headless commands: ledge sim/check/convert/bench\n");
}

TEST_CASE("editor options: level, frames, screenshot, script, size") {
  std::string error;
  const app::EditorOptions o = app::parseEditorOptions(
      {"a.json", "--frames", "5", "--screenshot", "out.png", "--script", "s.txt", "--size", "800x600"}, error);
  CHECK(error.empty());
  CHECK(o.level == "a.json");
  CHECK(o.frames == 5);
  CHECK(o.screenshot == "out.png");
  CHECK(o.script == "s.txt");
  CHECK(o.width == 800);
  CHECK(o.height == 600);
}

TEST_CASE("editor options: mistakes are named") {
  std::string error;
  app::parseEditorOptions({"--frames", "x"}, error);
  CHECK(error == "--frames needs a number of frames, 1 or more");
  app::parseEditorOptions({"--screenshot", "a.png"}, error);
  CHECK(error == "--screenshot needs --frames N (the frame to capture)");
  app::parseEditorOptions({"--bogus"}, error);
  CHECK(error == "unknown option --bogus");
  app::parseEditorOptions({"a.json", "b.json"}, error);
  CHECK(error == "more than one level given: a.json and b.json");
  app::parseEditorOptions({"--size", "10x10"}, error);
  CHECK(error == "--size needs WIDTHxHEIGHT, e.g. 1280x720");
  app::parseEditorOptions({"--bench-frames", "5", "--frames", "5"}, error);
  CHECK(error == "--bench-frames and --frames both set the number of frames: give one");
  app::parseEditorOptions({"--bench-frames", "0"}, error);
  CHECK(error == "--bench-frames needs a number of frames, 1 or more");
  // A PNG under another kind's name would not open as that kind.
  app::parseEditorOptions({"--frames", "2", "--screenshot", "shot.jpg"}, error);
  CHECK(error == "--screenshot writes a PNG: give a file name ending in .png, not 'shot.jpg'");
  app::parseEditorOptions({"--frames", "2", "--screenshot", "level.json"}, error);
  CHECK(error == "--screenshot writes a PNG: give a file name ending in .png, not 'level.json'");
  app::parseEditorOptions({"--frames", "2", "--screenshot", "SHOT.PNG"}, error);
  CHECK(error.empty());
}

TEST_CASE("editor options: an option given twice is refused, as the commands refuse it, rather than the last taken") {
  struct Case {
    std::vector<std::string> args;
    std::string error;
  };
  const std::vector<Case> cases = {
      {{"a.json", "--frames", "5", "--frames", "6"}, "--frames given twice"},
      {{"--frames", "2", "--screenshot", "a.png", "--screenshot", "b.png"}, "--screenshot given twice"},
      {{"--script", "a.txt", "a.json", "--script", "b.txt"}, "--script given twice"},
      {{"--size", "800x600", "--size", "1024x768"}, "--size given twice"},
      {{"--frame-stats", "--frames", "3", "--frame-stats"}, "--frame-stats given twice"},
      {{"--bench-frames", "5", "--bench-frames", "6"}, "--bench-frames given twice"},
      // A value forgotten: the next option is not taken for it.
      {{"--script", "--frames", "5", "a.json"}, "--script needs a file before --frames"},
      {{"--size", ""}, "--size needs WIDTHxHEIGHT, e.g. 1280x720, not an empty one"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.error);
    std::string error;
    app::parseEditorOptions(c.args, error);
    CHECK(error == c.error);
  }
}

TEST_CASE("editor options: --bench-frames N plays the lab for N measured frames after the one that opens the level and the warm-up") {
  std::string error;
  const app::EditorOptions o = app::parseEditorOptions({"big.json", "--bench-frames", "300"}, error);
  CHECK(error.empty());
  CHECK(o.frames == 1 + app::kBenchWarmupFrames + 300);
  CHECK(o.warmupFrames == app::kBenchWarmupFrames);
  CHECK(o.frameStats);
  CHECK(o.lab.play);
  CHECK(o.lab.frame == 0);
  const app::EditorOptions plain = app::parseEditorOptions({"--frames", "3", "--frame-stats"}, error);
  CHECK(error.empty());
  CHECK(plain.frameStats);
  CHECK(plain.warmupFrames == 0);
  CHECK_FALSE(plain.lab.play);
}
