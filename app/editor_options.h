#pragma once
// The command line of the editor itself: `ledge [LEVEL] [options]`.

#include <string>
#include <vector>

namespace ledge::app {

struct EditorOptions {
  std::string level;       // empty: the demo level
  int frames = 0;          // render this many frames and exit (0: until the window is closed)
  std::string screenshot;  // with frames: write the last frame to this PNG
  std::string script;      // scripted input (app/ui_script.h)
  int width = 0;           // window size; 0: the size of the last session
  int height = 0;
  bool frameStats = false; // print the median and p99 frame time on exit
};

// Empty `error` on success, else what is wrong with the arguments.
EditorOptions parseEditorOptions(const std::vector<std::string>& args, std::string& error);

// The lines of `ledge --help` that describe these options.
inline constexpr const char* kEditorOptionsHelp =
    "editor options:\n"
    "  --frames N            render N frames and exit\n"
    "  --screenshot OUT.png  with --frames: write the last frame to a PNG\n"
    "  --script FILE         play scripted mouse and key input (see app/ui_script.h)\n"
    "  --size WxH            window size (default: the size of the last session)\n"
    "  --frame-stats         print the median and p99 frame time on exit\n";

}  // namespace ledge::app
