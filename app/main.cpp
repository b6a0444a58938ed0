// ledge: the level editor when started with no command (or a level file), else a headless
// command of DESIGN.md's command line.

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <new>
#include <string>
#include <string_view>

#include "app/commands.h"
#include "app/editor_app.h"
#include "app/editor_options.h"
#include "app/signal_cleanup.h"
#include "app/version.h"

namespace ledge::cli {

int runCheck(const Args& args);
int runConvert(const Args& args);
int runSim(const Args& args);
int runBench(const Args& args);
int runShot(const Args& args);

namespace {

// Add a command: declare its run function here and give it a row in kCommands.

constexpr Command kCommands[] = {
    {"", "", "", nullptr},
    {"check", "check LEVEL [options]", "validate a level (.json, .tmx/.tmj, .ldtk); print every problem; exit 1 on an error; --layer NAME, --level NAME as for convert", runCheck},
    {"convert", "convert IN OUT [options]", "by extension: .json <- .tmx/.tmj/.ldtk, .json -> .tmj; --layer NAME: the Tiled tile layer, --level NAME: the LDtk level", runConvert},
    {"sim", "sim LEVEL [options]", "run headless: --frames N --inputs FILE --mover M --trace OUT.jsonl --check-overlaps --hash --json --threads T --layer NAME --level NAME", runSim},
    {"bench", "bench [options]", "time the stress scenes: --actors N --frames F --mover M --scene S --repeats R --threads T --json --map-tiles T; --save-level OUT.json writes one", runBench},
    {"shot", "shot LEVEL [options]", "write a PNG of the lab at a frame: --out PNG --frame N --overlays IDS --inputs FILE --mover M --size WxH --layer NAME --level NAME", runShot},
};

void printHelp() {
  std::printf("ledge %s - level editor and collision lab for tile-based 2D platformers\n\n", kVersion);
  std::printf("usage:\n  ledge [LEVEL]            open the editor (the demo level when none is given)\n");
  for (const Command& c : kCommands)
    if (c.run) std::printf("  ledge %-24s %s\n", c.usage, c.summary);
  std::printf("  ledge --help | --version\n\n%s", ledge::app::kEditorOptionsHelp);
}

// Short of memory (a level too large for this machine), a command says so rather than aborting.
// What it had begun to write is a temporary file, removed: the files it would replace are whole.
int runCommand(const Command& command, const Args& args) {
  try {
    return command.run(args);
  } catch (const std::bad_alloc&) {
    std::fprintf(stderr, "ledge %s: not enough memory for this input on this machine\n", command.name);
    return 1;
  }
}

const Command* findCommand(const char* name) {
  for (const Command& c : kCommands)
    if (c.run && std::strcmp(c.name, name) == 0) return &c;
  return nullptr;
}

// A first word that is no file and has neither an extension nor a folder in it ("chek") is a
// command misspelt, not a level: said so, rather than "more than one level given".
bool misspeltCommand(const char* word) {
  const std::string_view text = word;
  std::error_code ec;
  return !text.empty() && text.front() != '-' && text.find_first_of("./") == std::string_view::npos &&
         !std::filesystem::exists(word, ec);
}

std::string commandNames() {
  std::string names;
  for (const Command& c : kCommands)
    if (c.run) names += std::string(names.empty() ? "" : ", ") + c.name;
  return names;
}

}  // namespace
}  // namespace ledge::cli

int main(int argc, char** argv) {
  using namespace ledge::cli;
  // Line by line into a pipe too, so that a log keeps stdout's lines and stderr's in the order
  // they were written ("t.tmx: Tiled map" before "t.tmx: not converted").
  std::setvbuf(stdout, nullptr, _IOLBF, BUFSIZ);
  ledge::app::removeTempFilesOnSignal();
  if (argc >= 2 && (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0)) {
    printHelp();
    return 0;
  }
  if (argc >= 2 && std::strcmp(argv[1], "--version") == 0) {
    std::printf("ledge %s\n", ledge::cli::kVersion);
    return 0;
  }
  if (argc >= 2) {
    if (const Command* command = findCommand(argv[1])) return runCommand(*command, Args(argv + 2, argv + argc));
    if (misspeltCommand(argv[1])) {
      std::fprintf(stderr, "ledge: unknown command '%s': the commands are %s (see ledge --help)\n", argv[1],
                   commandNames().c_str());
      return 2;
    }
  }
  std::string error;
  const ledge::app::EditorOptions options = ledge::app::parseEditorOptions(Args(argv + 1, argv + argc), error);
  if (!error.empty()) {
    std::fprintf(stderr, "ledge: %s (see ledge --help)\n", error.c_str());
    return 2;
  }
  if (!options.screenshot.empty() && !options.level.empty() && refusePicture("", "--screenshot", options)) return 1;
  return ledge::app::runEditor(options);
}
