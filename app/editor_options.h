#pragma once
// The command line of the editor itself: `ledge [LEVEL] [options]`, and what `ledge shot`
// asks of the same editor.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/actor.h"
#include "core/io/level_formats.h"

namespace ledge::app {

// What the collision lab does once the level is open, before the frames that count.
struct LabSetup {
  std::string inputs;              // an inputs file to replay (DESIGN.md's format); empty: none
  std::optional<MoverKind> mover;  // every actor's mover, changed in the level
  int64_t frame = 0;               // seek to this frame (paused)
  bool play = false;               // then play, one fixed step per rendered frame
  std::string overlays;            // overlay ids to show besides the defaults ("rays,cells", "all")
};

struct EditorOptions {
  std::string program = "ledge";  // what its messages start with ("ledge shot" for that command)
  std::string level;       // empty: the demo level
  io::ImportOptions import;  // a Tiled map's tile layer, an LDtk project's level (ledge shot --layer, --level)
  int frames = 0;          // render this many frames and exit (0: until the window is closed)
  std::string screenshot;  // with frames: write the last frame to this PNG
  std::string script;      // scripted input (app/ui_script.h)
  int width = 0;           // window size; 0: the size of the last session
  int height = 0;
  bool frameStats = false; // print the median and p99 frame time, split by kind of work, on exit
  int warmupFrames = 0;     // with frameStats: frames after the first that run but are not counted
  LabSetup lab;
  bool panels = true;        // the tools and side panels (`ledge shot` shows the canvas alone)
  bool pointer = true;       // the real mouse pointer reaches the editor (a shot shows no hover)
  bool userSettings = true;  // read and write the user's settings and recovery file
};

// What `--bench-frames` plays before the frames it counts: the first frames of a session
// compile shader variants and fill caches (under llvmpipe they take up to 50 ms), which a
// designer meets once, not while playing.
inline constexpr int kBenchWarmupFrames = 10;

// "1280x720" -> 1280, 720 (200 x 150 to 16384 x 16384); false when it is not such a size.
bool parseWindowSize(const std::string& text, int& width, int& height);

// Pictures are written as PNG. Empty when `path` ends in .png (in any case), else why `option`
// refuses it: a "shot.jpg" would hold a PNG under another kind's name.
std::string pictureNameProblem(const std::string& option, const std::string& path);

// Empty `error` on success, else what is wrong with the arguments.
EditorOptions parseEditorOptions(const std::vector<std::string>& args, std::string& error);

// The lines of `ledge --help` that describe these options.
inline constexpr const char* kEditorOptionsHelp =
    "editor options:\n"
    "  --frames N            render N frames and exit\n"
    "  --screenshot OUT.png  with --frames: write the last frame to a PNG\n"
    "  --script FILE         play scripted mouse and key input (see app/ui_script.h)\n"
    "  --size WxH            window size (default: the size of the last session)\n"
    "  --frame-stats         on exit, print the median and p99 frame time: simulation, UI, rendering\n"
    "  --bench-frames N      play the collision lab from frame 0, one step per frame, and print the\n"
    "                        frame stats of N frames after 10 warm-up frames (first draws compile shaders)\n";

}  // namespace ledge::app
