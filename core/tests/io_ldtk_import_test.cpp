// Importing levels of an LDtk project written by the test.

#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "core/io/ldtk_import.h"
#include "core/io/level_file.h"
#include "core/tests/problem_texts.h"
#include "core/tests/io_temp_folder.h"

using namespace ledge;
using ledge::test::problemTexts;
using namespace ledge::io;
using ledge::test::TempFolder;

namespace {

// IntGrid values: 1 walls, 2 Platform, 3 ladder, 4 slope_right, 5 ramp_left_low, 6 water,
// 7 (no identifier), 8 one-way (a Ledge tile name).
const char* kProject = R"({
  "jsonVersion": "1.5.3",
  "defs": {
    "layers": [
      {"uid": 1, "identifier": "Collisions", "type": "IntGrid", "gridSize": 16, "intGridValues": [
        {"value": 1, "identifier": "walls"}, {"value": 2, "identifier": "Platform"}, {"value": 3, "identifier": "ladder"},
        {"value": 4, "identifier": "slope_right"}, {"value": 5, "identifier": "ramp_left_low"},
        {"value": 6, "identifier": "water"}, {"value": 7, "identifier": null}, {"value": 8, "identifier": "one-way"}]},
      {"uid": 2, "identifier": "Entities", "type": "Entities", "gridSize": 16}
    ]
  },
  "levels": [
    {"identifier": "Intro", "pxWid": 128, "pxHei": 64, "layerInstances": [
      {"__identifier": "Entities", "__type": "Entities", "__gridSize": 16, "entityInstances": [
        {"__identifier": "Player", "__pivot": [0.5, 1], "px": [21, 46], "width": 10, "height": 14, "fieldInstances": [
          {"__identifier": "Mover", "__type": "LocalEnum.Mover", "__value": "Speculative"},
          {"__identifier": "vx", "__type": "Float", "__value": 20.5},
          {"__identifier": "Gravity", "__type": "Bool", "__value": false},
          {"__identifier": "hp", "__type": "Int", "__value": 3},
          {"__identifier": "weight", "__type": "Float", "__value": null}]},
        {"__identifier": "Enemy_Walker", "__pivot": [0, 0], "px": [64, 18], "width": 12, "height": 14, "fieldInstances": []},
        {"__identifier": "Crate", "px": [96, 8], "width": 8, "height": 8},
        {"__identifier": "MovingSolid", "__pivot": [0, 0], "px": [80, 16], "width": 32, "height": 8, "fieldInstances": [
          {"__identifier": "path", "__type": "Array<Point>", "__value": [{"cx": 5, "cy": 1}, {"cx": 5, "cy": 0}]},
          {"__identifier": "speed", "__type": "Float", "__value": 25},
          {"__identifier": "mode", "__type": "String", "__value": "once"}]},
        {"__identifier": "Coin", "__pivot": [0.5, 0.5], "px": [8, 8], "width": 8, "height": 8}
      ]},
      {"__identifier": "Decoration", "__type": "IntGrid", "__cWid": 8, "__cHei": 4, "__gridSize": 16, "layerDefUid": 1,
       "intGridCsv": [1,1,1,1,1,1,1,1, 1,1,1,1,1,1,1,1, 1,1,1,1,1,1,1,1, 1,1,1,1,1,1,1,1]},
      {"__identifier": "Collisions", "__type": "IntGrid", "__cWid": 8, "__cHei": 4, "__gridSize": 16, "layerDefUid": 1,
       "intGridCsv": [
         0,0,0,0,0,0,0,0,
         0,2,2,0,0,0,8,3,
         4,0,0,0,5,0,6,3,
         1,1,1,7,1,1,1,1]}
    ]},
    {"identifier": "Second", "externalRelPath": "project/Second.ldtkl", "layerInstances": null}
  ]
})";

const char* kSecondLevel = R"({"identifier": "Second", "layerInstances": [
  {"__identifier": "Ground", "__type": "IntGrid", "__cWid": 3, "__cHei": 2, "__gridSize": 8, "layerDefUid": 1,
   "intGridCsv": [0,0,2, 1,1,1]}]})";

}  // namespace

TEST_CASE("io: LDtk import maps IntGrid values by name and entities by kind") {
  TempFolder folder;
  const std::string path = folder.write("world.ldtk", kProject);
  const LevelLoad load = importLdtk(path);
  INFO(problemTexts(load.problems));
  REQUIRE(load.ok());
  const Level& level = *load.level;
  CHECK(tileRows(level.map) == std::vector<std::string>{"........", ".--...-H", "/...d..H", "###.####"});
  CHECK(level.map.tileSize() == 16);
  REQUIRE(level.actors.size() == 3);
  // px is the pivot: the player's pivot is its bottom centre.
  CHECK(level.actors[0].kind == ActorKind::Player);
  CHECK(level.actors[0].x == 16);
  CHECK(level.actors[0].y == 32);
  CHECK(level.actors[0].mover == MoverKind::Speculative);
  CHECK(level.actors[0].vx == 20.5f);
  CHECK_FALSE(level.actors[0].applyGravity);
  CHECK(level.actors[0].weight == 1.0f);  // null: unset in LDtk
  CHECK(level.actors[1].kind == ActorKind::Walker);
  CHECK(level.actors[1].x == 64);
  CHECK(level.actors[2].kind == ActorKind::Crate);
  CHECK(level.actors[2].y == 8);
  REQUIRE(level.solids.size() == 1);
  CHECK(level.solids[0].path.points == std::vector<IVec2>{{80, 16}, {80, 0}});
  CHECK(level.solids[0].path.speed == 25.0f);
  CHECK(level.solids[0].path.mode == PathMode::Once);
  CHECK(problemTexts(load.problems) ==
        path + ": layer \"Collisions\" of level \"Intro\" at $.levels[0].layerInstances[2]: warning: IntGrid values with no Ledge tile, left empty: 6 \"water\" (1 cells), "
               "7 (no identifier) (1 cells) (name them like solid, ladder, platform or slope-45-right)\n");
  std::string notes;
  for (const std::string& n : load.notes) notes += n + "\n";
  CHECK(notes ==
        "level \"Intro\" (--level picks another of \"Intro\", \"Second\")\n"
        "IntGrid layer \"Collisions\" of level \"Intro\" (the level's IntGrid layers: \"Decoration\", \"Collisions\"): "
        "1 \"walls\" -> solid (7 cells), "
        "2 \"Platform\" -> one-way (2 cells), 3 \"ladder\" -> ladder (2 cells), 4 \"slope_right\" -> slope-45-right (1 cells), "
        "5 \"ramp_left_low\" -> slope-22-left-low (1 cells), 8 \"one-way\" -> one-way (1 cells)\n"
        "entities of level \"Intro\" -> 1 crate, 1 player, 1 solid, 1 walker\n"
        "entities of level \"Intro\" not imported (their name has no player, walker, crate or solid): 1 \"Coin\"\n"
        "entity fields of level \"Intro\" not imported: 1 \"hp\"\n");
}

TEST_CASE("io: LDtk --level picks a level, also one saved in its own file") {
  TempFolder folder;
  const std::string path = folder.write("world.ldtk", kProject);
  folder.write("project/Second.ldtkl", kSecondLevel);
  const LevelLoad second = importLdtk(path, LdtkOptions{"Second"});
  INFO(problemTexts(second.problems));
  REQUIRE(second.ok());
  CHECK(tileRows(second.level->map) == std::vector<std::string>{"..-", "###"});
  CHECK(second.level->map.tileSize() == 8);

  const LevelLoad missing = importLdtk(path, LdtkOptions{"Third"});
  CHECK_FALSE(missing.ok());
  CHECK(problemTexts(missing.problems) == path + ": $.levels: no level is named \"Third\"; the levels are: \"Intro\", \"Second\"\n");
}

TEST_CASE("io: a problem in a level saved in its own file names that file, the level, the layer and the JSON path there") {
  TempFolder folder;
  const std::string project = folder.write("world.ldtk", kProject);
  const std::string levelFile = folder.path("project/Second.ldtkl");
  const auto problemsWith = [&](const std::string& levelText) {
    folder.write("project/Second.ldtkl", levelText);
    return problemTexts(importLdtk(project, LdtkOptions{"Second"}).problems);
  };
  CHECK(problemsWith(R"({"identifier": "Second", "layerInstances": [
    {"__identifier": "Ground", "__type": "IntGrid", "__cWid": 3, "__cHei": 2, "__gridSize": 8, "intGridCsv": [0, 0, 2, 1, 1]}]})") ==
        levelFile + ": layer \"Ground\" of level \"Second\" at $.layerInstances[0].intGridCsv: holds 5 cells, expected 6\n");
  CHECK(problemsWith(R"({"identifier": "Second"})") == levelFile + ": level \"Second\" at $: missing key \"layerInstances\"\n");
  // A problem of the converted level too, at the entity it comes from.
  CHECK(problemsWith(R"({"identifier": "Second", "layerInstances": [
    {"__identifier": "Things", "__type": "Entities", "__gridSize": 8, "entityInstances": [
      {"__identifier": "Player", "iid": "p-2", "__pivot": [0, 0], "px": [-20, 0], "width": 6, "height": 6}]},
    {"__identifier": "Ground", "__type": "IntGrid", "__cWid": 3, "__cHei": 2, "__gridSize": 8, "layerDefUid": 1,
     "intGridCsv": [0, 0, 0, 1, 1, 1]}]})") ==
        levelFile + ": entity \"Player\" (iid \"p-2\") in layer \"Things\" of level \"Second\" at "
                    "$.layerInstances[0].entityInstances[0] (converted $.actors[0]): warning: the player at (-20, 0), 6 x 6 "
                    "pixels, starts inside the wall left of the map (x = 0)\n");
  // A level file that is no JSON: said of it, then of the project's place that names it.
  const std::string notJson = problemsWith("{");
  CHECK(notJson.starts_with(levelFile + ": "));
  CHECK(notJson.ends_with("\n" + project + ": $.levels[1].externalRelPath: the level file cannot be read\n"));
}

TEST_CASE("io: broken LDtk projects are errors that say where") {
  TempFolder folder;
  auto problemsOf = [&](const std::string& text) {
    const LevelLoad load = importLdtk(folder.write("bad.ldtk", text));
    CHECK_FALSE(load.ok());
    return problemTexts(load.problems);
  };
  const std::string path = folder.path("bad.ldtk");
  CHECK(problemsOf(R"({"levels": [{"identifier": "A", "layerInstances": []}]})") ==
        path + ": level \"A\" at $.levels[0].layerInstances: the level has no IntGrid layer to take the tiles from\n");
  const std::string layerG = path + ": layer \"G\" of level \"A\" at $.levels[0].layerInstances[0]";
  CHECK(problemsOf(R"({"levels": [{"identifier": "A", "layerInstances": [{"__identifier": "G", "__type": "IntGrid",
        "__cWid": 2, "__cHei": 2, "__gridSize": 16, "intGridCsv": [1, 1, 1]}]}]})") ==
        layerG + ".intGridCsv: holds 3 cells, expected 4\n");
  // Beyond what an int64_t holds, read as such it would be another value (2^64 - 1 as -1).
  CHECK(problemsOf(R"({"levels": [{"identifier": "A", "layerInstances": [{"__identifier": "G", "__type": "IntGrid",
        "__cWid": 2, "__cHei": 1, "__gridSize": 16, "intGridCsv": [1, 18446744073709551615]}]}]})") ==
        layerG + ".intGridCsv[1]: expected an IntGrid value, found 18446744073709551615\n");
  CHECK(problemsOf(R"({"levels": [{"identifier": "A", "layerInstances": [{"__identifier": "G", "__type": "IntGrid",
        "__cWid": 99999999999, "__cHei": 2, "__gridSize": 16, "intGridCsv": []}]}]})") ==
        layerG + ".__cWid: expected a whole number from 1 to 16384, found 99999999999\n");
  CHECK(problemsOf(R"({"levels": [{"identifier": "A", "externalRelPath": "gone.ldtkl", "layerInstances": null}]})") ==
        folder.path("gone.ldtkl") + ": cannot read the level file: No such file or directory\n" + path +
            ": $.levels[0].externalRelPath: the level file cannot be read\n");
  CHECK(problemsOf(R"({"levels": []})") == path + ": $.levels: the project has no level\n");
}

TEST_CASE("io: LDtk sizes, grids and positions beyond Ledge's range are errors that quote the file") {
  TempFolder folder;
  // One entity on an entity layer of grid `grid`, over a 2 x 1 IntGrid.
  auto problemsOf = [&](const std::string& grid, const std::string& entity) {
    const LevelLoad load = importLdtk(folder.write("big.ldtk", R"({"levels": [{"identifier": "A", "layerInstances": [
      {"__identifier": "E", "__type": "Entities", "__gridSize": )" + grid + R"(, "entityInstances": [)" + entity + R"(]},
      {"__identifier": "G", "__type": "IntGrid", "__cWid": 2, "__cHei": 1, "__gridSize": 16, "intGridCsv": [0, 0]}]}]})"));
    CHECK_FALSE(load.ok());
    return problemTexts(load.problems);
  };
  const std::string path = folder.path("big.ldtk") + ": layer \"E\" of level \"A\" at $.levels[0].layerInstances[0]";
  CHECK(problemsOf("16", R"({"__identifier": "Crate", "px": [0, 0], "width": 4294967306, "height": 8})") ==
        path + ".entityInstances[0].width: expected a whole number from 1 to 16777216, found 4294967306\n");
  CHECK(problemsOf("16", R"({"__identifier": "Crate", "px": [0, 0], "width": 8, "height": 0})") ==
        path + ".entityInstances[0].height: expected a whole number from 1 to 16777216, found 0\n");
  // Either px or __pivot may be the wrong one: the message quotes both, and the size they are used with.
  const std::string topLeft = ".entityInstances[0]: expected the entity's top-left (px less __pivot times its size) "
                              "within -16777216 to 16777216 pixels, found px ";
  CHECK(problemsOf("16", R"({"__identifier": "Crate", "px": [1e30, 0], "width": 8, "height": 8})") ==
        path + topLeft + "[1e+30,0], no __pivot (taken as [0,0]), width 8, height 8\n");
  CHECK(problemsOf("16", R"({"__identifier": "Crate", "px": [0, 0], "__pivot": [1e308, 0], "width": 8, "height": 4})") ==
        path + topLeft + "[0,0], __pivot [1e+308,0], width 8, height 4\n");
  const std::string solid = R"({"__identifier": "Solid", "px": [0, 0], "width": 8, "height": 8, "fieldInstances": [
      {"__identifier": "path", "__value": [{"cx": 2000, "cy": 0}, {"cx": 0, "cy": 0}]}]})";
  const std::vector<std::pair<std::string, std::string>> grids = {
      {"2000000", "2000000"}, {"0", "0"}, {"-16", "-16"}, {"\"16\"", "a string (\"16\")"}};
  for (const auto& [grid, found] : grids) {
    CAPTURE(grid);
    CHECK(problemsOf(grid, solid) == path + ".__gridSize: expected a whole number from 1 to 256, found " + found + "\n");
  }
}
