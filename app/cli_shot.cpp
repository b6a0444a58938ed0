// ledge shot LEVEL [--frame N] [--overlays IDS] [--inputs FILE] [--mover M] [--size WxH]
//                  [--layer NAME] [--level NAME] --out PNG
// A picture of the collision lab at one frame, for docs and bug reports: the editor opens
// LEVEL with the canvas alone (no tools or side panels, the level fitted), replays the inputs
// (none: no key held) up to frame N, shows the overlays and writes the window to a PNG. It
// needs a display like the editor; it neither reads nor changes the user's settings.

#include <cstdio>
#include <string>

#include "app/commands.h"
#include "app/whole_number.h"
#include "app/editor_app.h"
#include "app/editor_options.h"

namespace ledge::cli {
namespace {

constexpr int64_t kMaxFrame = 10'000'000;
// Open, set the lab up after the first frame, then let Dear ImGui's windows settle.
constexpr int kFramesRendered = 3;

const char* const kUsage =
    "usage: ledge shot LEVEL [--frame N] [--overlays rays,contacts,cells|all] [--inputs FILE]\n"
    "                  [--mover pixel|speculative|raycast|mtd] [--size WxH] [--layer NAME] [--level NAME]\n"
    "                  --out PNG\n";

struct ShotArgs {
  app::EditorOptions editor;
  std::string error;
};

ShotArgs parse(const Args& args) {
  ShotArgs parsed;
  app::EditorOptions& o = parsed.editor;
  o.program = "ledge shot";
  o.width = 960;
  o.height = 540;
  std::string& error = parsed.error;
  for (size_t i = 0; i < args.size() && error.empty(); ++i) {
    const std::string& a = args[i];
    if (takeImportOption(args, i, o.import, error)) continue;
    const bool takesValue =
        a == "--frame" || a == "--overlays" || a == "--inputs" || a == "--mover" || a == "--size" || a == "--out";
    if (std::string problem = optionProblem(args, i, takesValue); !problem.empty()) {
      error = std::move(problem);
    } else if (a == "--frame") {
      app::parseWholeOption(a, args[++i], int64_t{0}, kMaxFrame, o.lab.frame, error);
    } else if (a == "--overlays") {
      o.lab.overlays = args[++i];
    } else if (a == "--inputs") {
      o.lab.inputs = args[++i];
    } else if (a == "--mover") {
      MoverKind mover{};
      if (!parseMoverKind(args[++i].c_str(), mover)) error = "unknown mover '" + args[i] + "'";
      o.lab.mover = mover;
    } else if (a == "--size") {
      if (!app::parseWindowSize(args[++i], o.width, o.height))
        error = "--size takes WIDTHxHEIGHT from 200x150 to 16384x16384, e.g. 960x540, not '" + args[i] + "'";
    } else if (a == "--out") {
      o.screenshot = args[++i];
      error = app::pictureNameProblem(a, o.screenshot);
    } else if (a.rfind("--", 0) == 0 || !o.level.empty()) {
      error = "unexpected argument '" + a + "'";
    } else {
      o.level = a;
    }
  }
  if (error.empty() && o.level.empty()) error = "no level given";
  if (error.empty() && o.screenshot.empty()) error = "no --out PNG given";
  if (error.empty()) error = importOptionsProblem(o.level, o.import);
  return parsed;
}

}  // namespace

int runShot(const Args& rawArgs) {
  ShotArgs args = parse(rawArgs);
  if (!args.error.empty()) {
    std::fprintf(stderr, "ledge shot: %s\n%s%s", args.error.c_str(), kUsage, kImportOptionsHelp);
    return 2;
  }
  app::EditorOptions& o = args.editor;
  // The editor would show a bad level in a message box; a command says what is wrong and stops.
  if (refusePicture("shot", "--out", o)) return 1;

  o.frames = kFramesRendered;
  o.panels = false;
  o.pointer = false;
  o.userSettings = false;
  return app::runEditor(o);
}

}  // namespace ledge::cli
