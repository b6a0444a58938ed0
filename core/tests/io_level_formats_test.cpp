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

TEST_CASE("io: a load lists every file it read, the given one first, so that no command writes over one") {
  TempFolder folder;
  Level level;
  level.map = TileMap(2, 1, 16);
  REQUIRE(saveAnyLevel(level, folder.path("a.json")).ok);
  CHECK(loadAnyLevel(folder.path("a.json")).files == std::vector<std::string>{folder.path("a.json")});

  // The tilesets' images too, though Ledge does not read them: beside the file that names them.
  folder.write("sets/t.tsx", R"(<tileset name="t" tilewidth="16" tileheight="16"><image source="../art/t.png"/></tileset>)");
  folder.write("t.tsj", R"({"type": "tileset", "name": "t", "tilewidth": 16, "tileheight": 16, "image": "t.png"})");
  const std::string tmx = folder.write("m.tmx", R"(<map width="2" height="1" tilewidth="16" tileheight="16">
    <tileset firstgid="1" source="sets/t.tsx"/><tileset firstgid="5" source="t.tsj"/>
    <tileset firstgid="9" name="c" tilewidth="16" tileheight="16" columns="0"><tile id="0"><image source="c/0.png"/></tile></tileset>
    <layer name="l" width="2" height="1"><data encoding="csv">1,5</data></layer></map>)");
  const LevelLoad tiled = loadAnyLevel(tmx);
  REQUIRE(tiled.ok());
  CHECK(tiled.files == std::vector<std::string>{tmx, folder.path("sets/t.tsx"), folder.path("t.tsj"), folder.path("art/t.png"),
                                                folder.path("t.png"), folder.path("c/0.png")});
  const std::string tmj = folder.write("m.tmj", R"({"type": "map", "width": 2, "height": 1, "tilewidth": 16, "tileheight": 16,
    "tilesets": [{"firstgid": 1, "source": "t.tsj"},
                 {"firstgid": 5, "name": "c", "tilewidth": 16, "tileheight": 16, "columns": 0, "tiles": [{"id": 0, "image": "c/0.png"}]}],
    "layers": [{"type": "tilelayer", "name": "l", "data": [1, 0]}]})");
  CHECK(loadAnyLevel(tmj).files == std::vector<std::string>{tmj, folder.path("t.tsj"), folder.path("t.png"), folder.path("c/0.png")});

  // Image layers' images and object templates, in groups too, in both formats.
  const std::string layered = folder.write("i.tmx", R"(<map width="2" height="1" tilewidth="16" tileheight="16">
    <imagelayer name="sky"><image source="art/sky.png"/></imagelayer>
    <group name="g"><imagelayer name="hills"><image source="hills.png"/></imagelayer></group>
    <objectgroup name="o"><object id="1" template="t/player.tx" x="0" y="0"/></objectgroup>
    <layer name="l" width="2" height="1"><data encoding="csv">0,0</data></layer></map>)");
  const LevelLoad withImages = loadAnyLevel(layered);
  REQUIRE(withImages.ok());
  CHECK(withImages.files == std::vector<std::string>{layered, folder.path("art/sky.png"), folder.path("hills.png"),
                                                     folder.path("t/player.tx")});
  const std::string layeredJson = folder.write("i.tmj", R"({"type": "map", "width": 2, "height": 1, "tilewidth": 16, "tileheight": 16,
    "layers": [{"type": "imagelayer", "name": "sky", "image": "art/sky.png"},
               {"type": "objectgroup", "name": "o", "objects": [{"id": 1, "template": "t/player.tj", "x": 0, "y": 0}]},
               {"type": "tilelayer", "name": "l", "data": [0, 0]}]})");
  CHECK(loadAnyLevel(layeredJson).files ==
        std::vector<std::string>{layeredJson, folder.path("art/sky.png"), folder.path("t/player.tj")});

  // An LDtk project's every level file (not only the one read), backgrounds and tileset images.
  folder.write("w/B.ldtkl", R"({"layerInstances": [
    {"__identifier": "G", "__type": "IntGrid", "__cWid": 2, "__cHei": 1, "__gridSize": 16, "intGridCsv": [0, 0]}]})");
  const std::string ldtk = folder.write("w.ldtk", R"({"levels": [
      {"identifier": "B", "externalRelPath": "w/B.ldtkl", "layerInstances": null, "bgRelPath": "bg/b.png"},
      {"identifier": "C", "externalRelPath": "w/C.ldtkl", "layerInstances": null, "bgRelPath": null}],
    "defs": {"tilesets": [{"identifier": "T", "relPath": "art/atlas.png"}, {"identifier": "U", "relPath": null}]}})");
  const LevelLoad project = loadAnyLevel(ldtk);
  REQUIRE(project.ok());
  CHECK(project.files == std::vector<std::string>{ldtk, folder.path("w/B.ldtkl"), folder.path("bg/b.png"),
                                                  folder.path("w/C.ldtkl"), folder.path("art/atlas.png")});
}

TEST_CASE("io: an object placed from a Tiled template is told, as Ledge does not read templates") {
  TempFolder folder;
  const std::string tmx = folder.write("m.tmx", R"(<map width="2" height="1" tilewidth="16" tileheight="16">
    <objectgroup name="o"><object id="3" template="player.tx" x="16" y="0"/></objectgroup>
    <layer name="l" width="2" height="1"><data encoding="csv">0,0</data></layer></map>)");
  const LevelLoad load = loadAnyLevel(tmx);
  REQUIRE(load.ok());
  REQUIRE(load.problems.size() == 1);
  CHECK(load.problems[0].text().find("placed from the template \"player.tx\", which Ledge does not read") !=
        std::string::npos);
  CHECK(load.problems[0].text().find("object id=3") != std::string::npos);
}

TEST_CASE("io: an LDtk project with its levels in worlds is told so, not that it has none") {
  TempFolder folder;
  const std::string ldtk = folder.write("w.ldtk", R"({"levels": [], "worlds": [{"identifier": "W", "levels": [{"identifier": "A"}]}]})");
  const LevelLoad load = loadAnyLevel(ldtk);
  REQUIRE_FALSE(load.ok());
  REQUIRE(load.problems.size() == 1);
  CHECK(load.problems[0].text() ==
        ldtk + ": $.worlds: the project keeps its levels in worlds (LDtk's multi-world projects), which Ledge does not read");
}
