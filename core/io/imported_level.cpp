#include "core/io/imported_level.h"

#include "core/io/level_file.h"

namespace ledge::io {

void finishImport(Level level, const std::string& file, LevelLoad& load) {
  const LevelLoad check = parseLevel(levelToJson(level), file);
  for (Problem p : check.problems) {
    p.path = "converted " + p.path;
    load.problems.push_back(std::move(p));
  }
  if (!hasErrors(load.problems)) load.level = std::move(level);
}

}  // namespace ledge::io
