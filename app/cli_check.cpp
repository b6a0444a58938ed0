// ledge check LEVEL [--layer NAME] [--level NAME]: validates a level file (or a Tiled map or LDtk
// project, by extension) and prints every problem found, one per line: "FILE: <json path>: <what
// is wrong>". Exits 1 if any problem is an error, 2 on a usage error.

#include <cstdio>
#include <string>

#include "app/commands.h"
#include "core/io/level_formats.h"

namespace ledge::cli {
namespace {

// "1 actor", "3 actors".
std::string counted(size_t count, const char* noun) {
  return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

constexpr const char* kUsage = "usage: ledge check LEVEL [--layer NAME] [--level NAME]\n"
                               "  LEVEL: .json (Ledge), .tmx or .tmj (Tiled), .ldtk (LDtk)\n";

struct CheckArgs {
  std::string level;
  io::ImportOptions options;
  std::string error;  // a usage error
};

CheckArgs parse(const Args& args) {
  CheckArgs parsed;
  for (size_t i = 0; i < args.size() && parsed.error.empty(); ++i) {
    const std::string& a = args[i];
    if (takeImportOption(args, i, parsed.options, parsed.error)) continue;
    if (a.rfind("--", 0) == 0 || !parsed.level.empty())
      parsed.error = "unexpected argument '" + a + "'";
    else
      parsed.level = a;
  }
  if (parsed.error.empty() && parsed.level.empty()) parsed.error = "no level given";
  if (parsed.error.empty()) parsed.error = importOptionsProblem(parsed.level, parsed.options);
  return parsed;
}

}  // namespace

int runCheck(const Args& rawArgs) {
  const CheckArgs args = parse(rawArgs);
  if (!args.error.empty()) {
    std::fprintf(stderr, "ledge check: %s\n%s%s", args.error.c_str(), kUsage, kImportOptionsHelp);
    return 2;
  }
  const io::LevelLoad load = io::loadAnyLevel(args.level, args.options);
  size_t warnings = 0;
  for (const io::Problem& p : load.problems) {
    std::printf("%s\n", p.text().c_str());
    warnings += p.isError() ? 0 : 1;
  }
  if (!load.ok()) return 1;
  const Level& level = *load.level;
  std::printf("%s: ok: %d x %d tiles of %d px, %s, %s, %s\n", args.level.c_str(), level.map.width(), level.map.height(),
              level.map.tileSize(), counted(level.actors.size(), "actor").c_str(),
              counted(level.solids.size(), "solid").c_str(), counted(warnings, "warning").c_str());
  // What an import made of the file and left out, as convert prints it.
  for (const std::string& note : load.notes) std::printf("  %s\n", note.c_str());
  return 0;
}

}  // namespace ledge::cli
