#pragma once
// Documents drawn with the tile legend, and the level's bytes for before/after comparisons.

#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "core/io/level_file.h"
#include "core/level.h"
#include "editor/document.h"

namespace ledge::editor::test {

inline Document documentFromRows(const std::vector<std::string>& rows, int tileSize = 16) {
  Level level;
  level.map = TileMap(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()), tileSize);
  const std::string problem = fillTiles(level.map, rows);
  REQUIRE_MESSAGE(problem.empty(), problem);
  return Document(std::move(level), "test.json");
}

// A fresh empty folder under the system's temporary folder.
inline std::filesystem::path freshFolder(const std::string& name) {
  const auto folder = std::filesystem::temp_directory_path() / ("ledge-editor-test-" + name);
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  return folder;
}

inline std::vector<std::string> rowsOf(const Document& doc) { return tileRows(doc.map()); }

// The level as it would be saved: equal bytes, equal level.
inline std::string bytesOf(const Document& doc) { return io::levelToJson(doc.level()); }

// A level file that must load (levels/ holds the scenario levels).
inline Level levelFromFile(const std::string& path) {
  io::LevelLoad load = io::loadLevelFile(path);
  REQUIRE_MESSAGE(load.ok(), path);
  return *load.level;
}

inline ActorSpec actorAt(ActorKind kind, int x, int y) {
  ActorSpec a;
  a.kind = kind;
  a.x = x;
  a.y = y;
  return a;
}

inline SolidSpec solidAt(int x, int y, int w, int h, std::vector<IVec2> path) {
  SolidSpec s;
  s.x = x;
  s.y = y;
  s.w = w;
  s.h = h;
  s.path.points = std::move(path);
  s.path.speed = 40.0f;
  return s;
}

}  // namespace ledge::editor::test
