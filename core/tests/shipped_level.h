#pragma once
// The scenario levels of levels/ (tests run from the repository root), loaded for a test.

#include <doctest/doctest.h>

#include "core/io/level_file.h"
#include "core/world.h"

namespace ledge::test {

// The level at `path`; the test stops, listing the problems, if it does not load.
inline Level shippedLevel(const char* path) {
  const io::LevelLoad load = io::loadLevelFile(path);
  for (const io::Problem& p : load.problems) INFO(p.text());
  REQUIRE(load.ok());
  return *load.level;
}

}  // namespace ledge::test
