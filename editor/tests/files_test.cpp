// Settings, the recovery file and the autosave clock, and the demo level.

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "core/io/file_read.h"
#include "editor/document_files.h"
#include "editor/recovery.h"
#include "editor/settings.h"
#include "editor/tests/helpers.h"

using namespace ledge;
using namespace ledge::editor;
using namespace ledge::editor::test;

TEST_CASE("settings: written and read back") {
  Settings s;
  s.windowWidth = 1600;
  s.windowHeight = 900;
  s.lastFolder = "/home/me/levels with spaces";
  addRecentFile(s, "/a.json");
  addRecentFile(s, "/b.json");
  addRecentFile(s, "/a.json");
  CHECK(s.recentFiles == std::vector<std::string>{"/a.json", "/b.json"});
  s.showToolsPanel = false;
  s.sidePanelWidth = 420.0f;
  s.showGrid = false;
  CHECK(parseSettings(formatSettings(s)) == s);
}

TEST_CASE("settings: bad values and unknown keys are skipped, the rest is kept") {
  const Settings s = parseSettings("windowWidth = -5\nwindowHeight=800\nmystery = 1\nshowGrid = maybe\ngarbage\n");
  CHECK(s.windowWidth == Settings{}.windowWidth);
  CHECK(s.windowHeight == 800);
  CHECK(s.showGrid == Settings{}.showGrid);
}

TEST_CASE("settings: at most ten recent files") {
  Settings s;
  for (int i = 0; i < 15; ++i) addRecentFile(s, "/level" + std::to_string(i) + ".json");
  CHECK(s.recentFiles.size() == Settings::kMaxRecentFiles);
  CHECK(s.recentFiles.front() == "/level14.json");
}

TEST_CASE("recovery: written while dirty, read back as the same level, dirty, with its file's path") {
  const TempFolder folder("editor-recovery");
  const RecoveryFiles files = recoveryFiles(folder.root().string());
  Document doc = documentFromRows({"....", "####"});
  doc.begin("Brush");
  doc.setTile(1, 0, Tile::Ladder);
  doc.commit();
  CHECK_FALSE(readRecovery(files).document.has_value());
  CHECK(writeRecovery(files, doc) == "");
  const Recovered back = readRecovery(files);
  REQUIRE(back.document.has_value());
  CHECK(bytesOf(*back.document) == bytesOf(doc));
  CHECK(back.document->path() == (std::filesystem::current_path() / "test.json").string());  // from any folder
  CHECK(back.document->dirty());
  removeRecovery(files);
  CHECK_FALSE(readRecovery(files).document.has_value());
  CHECK(std::filesystem::is_empty(folder));
}

TEST_CASE("recovery: a damaged recovery file gives an error, not a crash") {
  const TempFolder folder("editor-recovery-bad");
  const RecoveryFiles files = recoveryFiles(folder.root().string());
  std::ofstream(files.level) << "{ not json";
  const Recovered back = readRecovery(files);
  CHECK_FALSE(back.document.has_value());
  CHECK(back.error.find("recovery.json") != std::string::npos);
}

TEST_CASE("autosave: 30 s after the first unsaved change, then only when there is more") {
  Document doc = documentFromRows({"...."});
  AutosaveClock clock;
  CHECK_FALSE(clock.due(0.0, doc));
  CHECK_FALSE(clock.due(100.0, doc));  // clean: nothing to save
  doc.begin("Brush");
  doc.setTile(0, 0, Tile::Solid);
  doc.commit();
  CHECK_FALSE(clock.due(101.0, doc));
  CHECK_FALSE(clock.due(130.0, doc));
  CHECK(clock.due(131.0, doc));
  clock.written(131.0, doc);
  CHECK_FALSE(clock.due(170.0, doc));  // nothing new since
  doc.begin("Brush");
  doc.setTile(1, 0, Tile::Solid);
  doc.commit();
  CHECK_FALSE(clock.due(160.0, doc));
  CHECK(clock.due(161.0, doc));
}

TEST_CASE("files: a level that cannot be opened says why, each problem at its place, the many cut short") {
  // The editor's message names the file in its heading ("Cannot open FILE:"): not on every line.
  const OpenResult missing = openDocument("no/such/level.json");
  CHECK_FALSE(missing.document.has_value());
  CHECK(missing.error == "cannot read the file: No such file or directory\n");
  const TempFolder folder("editor-open-bad");
  const std::string path = (folder / "rows.json").string();
  std::string rows;
  for (int row = 0; row < 20; ++row) rows += std::string(row ? ", " : "") + "\"...\"";
  std::ofstream(path) << R"({"format": "ledge-level", "version": 1, "tileSize": 16, "width": 2, "height": 20, "tiles": [)" << rows << "]}";
  const OpenResult bad = openDocument(path);
  CHECK_FALSE(bad.document.has_value());
  CHECK(bad.error.starts_with("$.tiles[0]: row has 3 characters, expected 2\n$.tiles[1]: "));
  CHECK(bad.error.ends_with("$.tiles[11]: row has 3 characters, expected 2\n... and more: ledge check " + path +
                            " lists every problem\n"));
}

TEST_CASE("files: saving writes the level and marks the document clean, the old file is kept") {
  const TempFolder folder("editor-save");
  const std::string path = (folder / "level.json").string();
  Document doc = documentFromRows({"....", "####"});
  doc.begin("Brush");
  doc.setTile(0, 0, Tile::OneWay);
  doc.commit();
  CHECK(saveDocument(doc, path) == "");
  CHECK_FALSE(doc.dirty());
  CHECK(doc.path() == path);
  const OpenResult back = openDocument(path);
  REQUIRE(back.document.has_value());
  CHECK(bytesOf(*back.document) == bytesOf(doc));
  const std::string first = bytesOf(doc);
  doc.begin("Brush");
  doc.setTile(1, 0, Tile::Ladder);
  doc.commit();
  CHECK(saveDocument(doc, path) == "");
  CHECK(io::readWholeFile(path + ".bak", io::kMaxLevelFileBytes).bytes == first);
  CHECK(saveDocument(doc, path) == "");  // nothing changed: the .bak still holds the first version
  CHECK(io::readWholeFile(path + ".bak", io::kMaxLevelFileBytes).bytes == first);
}

TEST_CASE("files: export to Tiled and import back gives the same level, untitled and unsaved") {
  const TempFolder folder("editor-tiled");
  const OpenResult demo = openDocument("levels/demo.json");
  REQUIRE(demo.document.has_value());
  const std::string map = (folder / "demo.tmj").string();
  CHECK(exportDocument(*demo.document, map) == "");
  const OpenResult back = importDocument(map);
  REQUIRE_MESSAGE(back.document.has_value(), back.error);
  CHECK(bytesOf(*back.document) == bytesOf(*demo.document));
  CHECK(back.document->path().empty());
  CHECK(back.document->dirty());
}

TEST_CASE("files: importing what is not a map says why") {
  const OpenResult bad = importDocument("levels/demo.json.txt");
  CHECK_FALSE(bad.document.has_value());
  CHECK_FALSE(bad.error.empty());
}

TEST_CASE("demo level: every tile kind, a player, a walker, a crate and two moving solids on paths") {
  const OpenResult demo = openDocument("levels/demo.json");
  REQUIRE_MESSAGE(demo.document.has_value(), demo.error);
  const Level& level = demo.document->level();
  const std::set<Tile> kinds(level.map.tiles().begin(), level.map.tiles().end());
  CHECK(kinds.size() == static_cast<size_t>(kTileKindCount));
  std::set<ActorKind> actors;
  for (const ActorSpec& a : level.actors) actors.insert(a.kind);
  CHECK(actors == std::set<ActorKind>{ActorKind::Player, ActorKind::Walker, ActorKind::Crate});
  REQUIRE(level.solids.size() == 2);
  for (const SolidSpec& s : level.solids) {
    CHECK(s.path.points.size() >= 2);
    CHECK(s.path.speed > 0.0f);
    CHECK(s.path.points.front() == IVec2{s.x, s.y});
  }
  // Written in the canonical form, as a save would write it: saving it again changes nothing.
  CHECK(io::readWholeFile("levels/demo.json", io::kMaxLevelFileBytes).bytes == io::levelToJson(level));
}
