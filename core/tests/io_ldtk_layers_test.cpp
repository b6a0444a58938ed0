// LDtk layer offsets move what the layer holds as LDtk draws it, and problems of the converted
// level name the entity they come from.

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

// A project of one 4 x 3 level: an entity layer moved by `entityOffset` ("16, 8") holding `entities`,
// and an IntGrid layer of walls (value 1) moved by `gridOffset`.
std::string project(const std::string& entityOffset, const std::string& gridOffset, const std::string& entities) {
  const auto comma = entityOffset.find(',');
  const auto gridComma = gridOffset.find(',');
  return R"({"defs": {"layers": [{"uid": 1, "identifier": "Collisions", "type": "IntGrid", "gridSize": 16,
    "intGridValues": [{"value": 1, "identifier": "walls"}]}]},
  "levels": [{"identifier": "L", "layerInstances": [
    {"__identifier": "Things", "__type": "Entities", "__gridSize": 16, "__pxTotalOffsetX": )" +
         entityOffset.substr(0, comma) + R"(, "__pxTotalOffsetY": )" + entityOffset.substr(comma + 1) +
         R"(, "entityInstances": [)" + entities + R"(]},
    {"__identifier": "Collisions", "__type": "IntGrid", "__cWid": 4, "__cHei": 3, "__gridSize": 16, "layerDefUid": 1,
     "__pxTotalOffsetX": )" + gridOffset.substr(0, gridComma) + R"(, "__pxTotalOffsetY": )" + gridOffset.substr(gridComma + 1) + R"(,
     "intGridCsv": [1,0,0,0, 0,0,0,0, 1,1,0,0]}]}]})";
}

const char* kEntities = R"(
  {"__identifier": "Player", "iid": "p-1", "__pivot": [0, 0], "px": [32, 0], "width": 10, "height": 14},
  {"__identifier": "MovingSolid", "iid": "s-1", "__pivot": [0, 0], "px": [16, 0], "width": 16, "height": 8, "fieldInstances": [
    {"__identifier": "path", "__type": "Array<Point>", "__value": [{"cx": 1, "cy": 0}, {"cx": 2, "cy": 0}]}]})";

}  // namespace

TEST_CASE("io: LDtk layer offsets move entities and their paths by pixels, IntGrid tiles by whole cells") {
  TempFolder folder;
  const std::string path = folder.write("moved.ldtk", project("16,8", "16,-16", kEntities));
  const LevelLoad load = importLdtk(path);
  INFO(problemTexts(load.problems));
  REQUIRE(load.ok());
  // One cell right, one up: the top-left wall leaves the map.
  CHECK(tileRows(load.level->map) == std::vector<std::string>{"....", ".##.", "...."});
  REQUIRE(load.level->actors.size() == 1);
  CHECK(load.level->actors[0].x == 48);
  CHECK(load.level->actors[0].y == 8);
  REQUIRE(load.level->solids.size() == 1);
  CHECK(load.level->solids[0].x == 32);
  CHECK(load.level->solids[0].y == 8);
  CHECK(load.level->solids[0].path.points == std::vector<IVec2>{{32, 8}, {48, 8}});
  CHECK(problemTexts(load.problems) ==
        path + ": layer \"Collisions\" of level \"L\" at $.levels[0].layerInstances[1]: warning: 1 tile moved off the map by the layer's offsets (16, -16); not imported\n");
  std::string notes;
  for (const std::string& n : load.notes) notes += n + "\n";
  // The notes name the layer as the warnings do, with its level.
  CHECK(notes.find("IntGrid layer \"Collisions\" of level \"L\" moved by its offsets (16, -16): tiles 1 right, 1 up\n") !=
        std::string::npos);
  CHECK(notes.find("entities of layer \"Things\" of level \"L\" moved by its offsets (16, 8)\n") != std::string::npos);
}

TEST_CASE("io: an LDtk IntGrid offset of part of a cell moves no tile and says so") {
  TempFolder folder;
  const std::string path = folder.write("half.ldtk", project("0,0", "8,0", ""));
  const LevelLoad load = importLdtk(path);
  REQUIRE(load.ok());
  CHECK(tileRows(load.level->map) == std::vector<std::string>{"#...", "....", "##.."});
  CHECK(problemTexts(load.problems) == path + ": layer \"Collisions\" of level \"L\" at $.levels[0].layerInstances[1]: warning: "
                                       "the layer's offsets (8, 0) are not whole 16-pixel tiles; its tiles are imported at "
                                       "their cells, without the offsets\n");
}

TEST_CASE("io: a problem of the converted LDtk level names the entity it comes from") {
  TempFolder folder;
  const std::string wall = folder.write("wall.ldtk", project("0,0", "0,0", R"(
    {"__identifier": "Player", "iid": "p-1", "__pivot": [0, 0], "px": [-20, 16], "width": 10, "height": 14})"));
  const LevelLoad inWall = importLdtk(wall);
  CHECK(inWall.ok());
  CHECK(problemTexts(inWall.problems) ==
        wall + ": entity \"Player\" (iid \"p-1\") in layer \"Things\" of level \"L\" at $.levels[0].layerInstances[0]"
               ".entityInstances[0] (converted $.actors[0]): warning: "
               "the player at (-20, 16), 10 x 14 pixels, starts inside the wall left of the map (x = 0)\n");
  // A path's problem is at the field that holds it.
  const std::string shortPath = folder.write("short.ldtk", project("0,0", "0,0", R"(
    {"__identifier": "MovingSolid", "iid": "s-1", "__pivot": [0, 0], "px": [16, 0], "width": 16, "height": 8, "fieldInstances": [
      {"__identifier": "path", "__type": "Array<Point>", "__value": [{"cx": 1, "cy": 0}]}]})"));
  const LevelLoad oneCell = importLdtk(shortPath);
  CHECK_FALSE(oneCell.ok());
  CHECK(problemTexts(oneCell.problems) ==
        shortPath + ": entity \"MovingSolid\" (iid \"s-1\") in layer \"Things\" of level \"L\" at "
                    "$.levels[0].layerInstances[0].entityInstances[0].fieldInstances[0].__value (converted $.solids[0].path): a "
                    "path needs at least 2 points, found 1\n");
}
