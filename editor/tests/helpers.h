#pragma once
// Documents drawn with the tile legend, and the level's bytes for before/after comparisons.

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/io/level_file.h"
#include "core/level.h"
#include "core/tests/io_temp_folder.h"
#include "core/tests/scene.h"
#include "editor/document.h"

namespace ledge::editor::test {

inline Document documentFromRows(const std::vector<std::string>& rows, int tileSize = 16) {
  return Document(ledge::test::levelFromRows(rows, tileSize), "test.json");
}

// A test's files go into a TempFolder of its own ("editor-NAME"), removed when the test ends, so
// that two runs of the editor tests at once never remove or overwrite each other's files.
using ledge::test::TempFolder;

inline std::vector<std::string> rowsOf(const Document& doc) { return tileRows(doc.map()); }

// The level as it would be saved: equal bytes, equal level.
inline std::string bytesOf(const Document& doc) { return io::levelToJson(doc.level()); }

// A level file that must load (levels/ holds the scenario levels).
inline Level levelFromFile(const std::string& path) {
  io::LevelLoad load = io::loadLevelFile(path);
  REQUIRE_MESSAGE(load.ok(), path);
  return *load.level;
}

// Actors and solids placed as the core's tests place them.
using ledge::test::actorAt;
using ledge::test::solidAt;

}  // namespace ledge::editor::test
