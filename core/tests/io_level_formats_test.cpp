// Choosing the format by extension, for `ledge check`, `ledge convert` and the editor.

#include <doctest/doctest.h>

#include "core/io/level_file.h"
#include "core/io/level_formats.h"
#include "core/tests/io_temp_folder.h"

using namespace ledge;
using namespace ledge::io;
using ledge::test::TempFolder;

TEST_CASE("io: files are read and written by their extension, in any case") {
  CHECK(levelFormatOf("a/b.JSON") == LevelFormat::Ledge);
  CHECK(levelFormatOf("map.tmx") == LevelFormat::TiledXml);
  CHECK(levelFormatOf("map.Tmj") == LevelFormat::TiledJson);
  CHECK(levelFormatOf("world.ldtk") == LevelFormat::Ldtk);
  CHECK(levelFormatOf("notes.txt") == LevelFormat::Unknown);
  CHECK(canWrite(LevelFormat::Ledge));
  CHECK(canWrite(LevelFormat::TiledJson));
  CHECK_FALSE(canWrite(LevelFormat::TiledXml));

  TempFolder folder;
  Level level;
  level.map = TileMap(3, 2, 16);
  level.map.set(0, 1, Tile::Solid);
  REQUIRE(saveAnyLevel(level, folder.path("a.json")).ok);
  REQUIRE(saveAnyLevel(level, folder.path("a.tmj")).ok);
  for (const char* name : {"a.json", "a.tmj"}) {
    const LevelLoad load = loadAnyLevel(folder.path(name));
    REQUIRE(load.ok());
    CHECK(tileRows(load.level->map) == std::vector<std::string>{"...", "#.."});
  }
  const SaveResult tmx = saveAnyLevel(level, folder.path("a.tmx"));
  CHECK(tmx.error == "cannot write " + folder.path("a.tmx") + ": Ledge writes .json (Ledge) and .tmj (Tiled) files");
  const LevelLoad unknown = loadAnyLevel(folder.path("a.txt"));
  REQUIRE(unknown.problems.size() == 1);
  CHECK(unknown.problems[0].text() ==
        folder.path("a.txt") + ": unknown kind of file; Ledge reads .json (Ledge), .tmx or .tmj (Tiled), .ldtk (LDtk)");
}
