// ledge check LEVEL: validates a level file (or a Tiled map or LDtk project, by extension) and
// prints every problem found, one per line: "FILE: <json path>: <what is wrong>". Exits 1 if any
// problem is an error, 2 on a usage error.

#include <cstdio>

#include "app/commands.h"
#include "core/io/level_formats.h"

namespace ledge::cli {

int runCheck(const Args& args) {
  if (args.size() != 1 || args[0].rfind("--", 0) == 0) {
    std::fprintf(stderr, "usage: ledge check LEVEL\n");
    return 2;
  }
  const std::string& path = args[0];
  const io::LevelLoad load = io::loadAnyLevel(path);
  int warnings = 0;
  for (const io::Problem& p : load.problems) {
    std::printf("%s\n", p.text().c_str());
    warnings += p.isError() ? 0 : 1;
  }
  if (!load.ok()) return 1;
  const Level& level = *load.level;
  std::printf("%s: ok: %d x %d tiles of %d px, %zu actors, %zu solids, %d warnings\n", path.c_str(),
              level.map.width(), level.map.height(), level.map.tileSize(), level.actors.size(), level.solids.size(),
              warnings);
  return 0;
}

}  // namespace ledge::cli
