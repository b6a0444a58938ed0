// LDtk input that Ledge cannot use is told, naming the file, the level, the layer and the place,
// never dropped unremarked: members that say what a thing is but are not of their kind, layers of
// art, entities left out that look meant for Ledge, the level's own fields.

#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "core/io/ldtk_import.h"
#include "core/tests/io_temp_folder.h"
#include "core/tests/problem_texts.h"

using namespace ledge;
using namespace ledge::io;
using ledge::test::checkRefusedSaying;
using ledge::test::problemTexts;
using ledge::test::TempFolder;

namespace {

// A project of one level "L": `layers` (layer instances, each followed by a comma) before an
// IntGrid layer "Walls" of 2 x 1 cells, value 1 "wall"; `level` adds members to the level, `defs`
// replaces the layer definitions.
std::string project(const std::string& layers, const std::string& level = "",
                    const std::string& defs = R"([{"uid": 1, "identifier": "Walls", "intGridValues": [{"value": 1, "identifier": "wall"}]}])") {
  return R"({"defs": {"layers": )" + defs + R"(},
  "levels": [{"identifier": "L", )" + level + R"("layerInstances": [)" + layers + R"(
    {"__identifier": "Walls", "__type": "IntGrid", "__cWid": 2, "__cHei": 1, "__gridSize": 16, "layerDefUid": 1,
     "intGridCsv": [1, 0]}]}]})";
}

// An Entities layer "E" of `entities`, followed by a comma.
std::string entityLayer(const std::string& entities) {
  return R"({"__identifier": "E", "__type": "Entities", "__gridSize": 16, "entityInstances": [)" + entities + "]},";
}

std::string notesOf(const LevelLoad& load) {
  std::string notes;
  for (const std::string& n : load.notes) notes += n + "\n";
  return notes;
}

size_t warnings(const LevelLoad& load) {
  size_t n = 0;
  for (const Problem& p : load.problems) n += p.isError() ? 0 : 1;
  return n;
}

// Imports `text` as a project, which must import, and checks that `ledge check` would print each of
// `lines` (after the file's name) and no other warning.
LevelLoad importedTelling(TempFolder& folder, const std::string& text, const std::vector<std::string>& lines) {
  const std::string path = folder.write("told.ldtk", text);
  LevelLoad load = importLdtk(path);
  const std::string texts = problemTexts(load.problems);
  INFO(texts);
  REQUIRE(load.ok());
  for (const std::string& line : lines) CHECK(texts.find(path + ": " + line + "\n") != std::string::npos);
  CHECK(warnings(load) == lines.size());
  return load;
}

}  // namespace

TEST_CASE("io: an LDtk member that says what a level, layer, entity or field is, not of its kind, is an error at its JSON path") {
  TempFolder folder;
  const std::string walls = R"(level "L" at $.levels[0].layerInstances[)";
  const std::string entity = R"(layer "E" of level "L" at $.levels[0].layerInstances[0].entityInstances[0])";
  const std::string crate = R"({"__identifier": "Crate", "px": [0, 0], "width": 8, "height": 8, )";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"({"levels": [{"identifier": "L", "layerInstances": []}, 5]})", "$.levels[1]: expected an object, found 5"},
      {R"({"levels": [{"identifier": 5, "layerInstances": []}]})", "$.levels[0].identifier: expected a string, found 5"},
      {R"({"levels": [{"identifier": "L", "layerInstances": null, "externalRelPath": 5}]})",
       "$.levels[0].externalRelPath: expected a string, found 5"},
      {project("7,"), walls + "0]: expected an object, found 7"},
      {project(R"({"__identifier": "W", "__type": 5},)"), R"(layer "W" of )" + walls + "0].__type: expected a string, found 5"},
      {project(R"({"__identifier": "W"},)"), R"(layer "W" of )" + walls + R"(0]: missing key "__type")"},
      {project(R"({"__identifier": ["W"], "__type": "Tiles"},)"), R"(layer "" of )" + walls + "0].__identifier: expected a string, found an array"},
      {project(entityLayer(R"({"__identifier": 3, "px": [0, 0], "width": 8, "height": 8})")), entity + ".__identifier: expected a string, found 3"},
      {project(entityLayer(crate + R"("fieldInstances": [4]})")), entity + ".fieldInstances[0]: expected an object, found 4"},
      {project(entityLayer(crate + R"("fieldInstances": [{"__identifier": 4, "__value": 1}]})")),
       entity + ".fieldInstances[0].__identifier: expected a string, found 4"},
      {project("", "", R"([{"uid": 1, "intGridValues": [{"value": 1, "identifier": 6}]}])"),
       "$.defs.layers[0].intGridValues[0].identifier: expected a string, found 6"},
      {project("", "", R"([{"uid": 1, "intGridValues": [{"value": "1", "identifier": "wall"}]}])"),
       "$.defs.layers[0].intGridValues[0].value: expected a whole number from -2147483648 to 2147483647, found a string (\"1\")"},
      {project("", "", R"([{"uid": "1", "intGridValues": [{"value": 1, "identifier": "wall"}]}])"),
       "$.defs.layers[0].uid: expected a whole number from -2147483648 to 2147483647, found a string (\"1\")"},
  };
  for (const auto& [text, message] : cases) {
    CAPTURE(text);
    const std::string path = folder.write("typed.ldtk", text);
    checkRefusedSaying(importLdtk(path), path + ": " + message + "\n");
  }
  // A layer's definition named by other than a number.
  std::string stringUid = project("");
  stringUid.replace(stringUid.find(R"("layerDefUid": 1)"), 16, R"("layerDefUid": "1")");
  const std::string path = folder.write("uid.ldtk", stringUid);
  CHECK(problemTexts(importLdtk(path).problems) ==
        path + ": layer \"Walls\" of " + walls + "0].layerDefUid: expected a whole number, found a string (\"1\")\n");
}

TEST_CASE("io: LDtk Tiles and AutoLayer layers are counted in a note, and a layer of a type LDtk has not is a warning") {
  TempFolder folder;
  const LevelLoad load = importedTelling(
      folder,
      project(R"({"__identifier": "Art", "__type": "Tiles", "gridTiles": [{"px": [0, 0], "src": [0, 0], "f": 0, "t": 0}]},
                 {"__identifier": "Shade", "__type": "AutoLayer", "autoLayerTiles": []},
                 {"__identifier": "Odd", "__type": "Polygons"},)"),
      {R"(layer "Odd" of level "L" at $.levels[0].layerInstances[2].__type: warning: layer type "Polygons" is not one of LDtk's (IntGrid, Entities, Tiles, AutoLayer); not imported)"});
  CHECK(load.level->map.at(0, 0) == Tile::Solid);
  CHECK(notesOf(load).find(R"(layers of level "L" not imported (Ledge takes its tiles from one IntGrid layer): Tiles "Art", AutoLayer "Shade")"
                           "\n") != std::string::npos);
}

TEST_CASE("io: an LDtk entity left out for its name is a warning when it is a letter from a kind, sets a field Ledge reads or a tag names a kind, else only a note") {
  TempFolder folder;
  const std::string entities = R"(
      {"__identifier": "Hero", "iid": "h-1", "px": [0, 0], "width": 8, "height": 8, "fieldInstances": [
        {"__identifier": "hp", "__value": 3}, {"__identifier": "Mover", "__value": "raycast"}, {"__identifier": "vx", "__value": 2}]},
      {"__identifier": "Lift", "px": [0, 0], "width": 8, "height": 8, "fieldInstances": [{"__identifier": "speed", "__value": null}]},
      {"__identifier": "Goomba", "__tags": ["enemy", "Walker"], "px": [0, 0], "width": 8, "height": 8},
      {"__identifier": "Coin", "__tags": ["pickup"], "px": [0, 0], "width": 8, "height": 8, "fieldInstances": [{"__identifier": "value", "__value": 5}]},
      {"__identifier": "Playr", "px": [0, 0], "width": 8, "height": 8},
      {"__identifier": "Plate", "px": [0, 0], "width": 8, "height": 8})";
  const std::string place = R"(layer "E" of level "L" at $.levels[0].layerInstances[0].entityInstances[)";
  const LevelLoad load = importedTelling(
      folder, project(entityLayer(entities)),
      {place + R"(0]: warning: entity "Hero" has a name with no player, walker, crate or solid, but it sets "Mover", "vx", fields Ledge reads of actors and solids; not imported)",
       place + R"(2]: warning: entity "Goomba" has a name with no player, walker, crate or solid, but its tag "Walker" names one of Ledge's; not imported)",
       place + R"(4]: warning: entity "Playr" has a name with no player, walker, crate or solid, but it is a letter from "player"; not imported)"});
  // Lift's speed is unset (null): it sets nothing. Coins, doors and markers are common: counted only.
  CHECK(notesOf(load).find(R"(entities of level "L" not imported (their name has no player, walker, crate or solid): 1 "Coin", 1 "Goomba", 1 "Hero", 1 "Lift", 1 "Plate", 1 "Playr")"
                           "\n") != std::string::npos);
}

TEST_CASE("io: LDtk level fields are not imported: one named like a physics setting is a warning, others are counted in a note") {
  TempFolder folder;
  const LevelLoad load = importedTelling(
      folder,
      project("", R"("fieldInstances": [{"__identifier": "Gravity", "__value": 900}, {"__identifier": "music", "__value": "cave.ogg"},
                                        {"__identifier": "runSpeed", "__value": null}], )"),
      {R"(level "L" at $.levels[0].fieldInstances[0].__value: warning: level field "Gravity" is named like a physics setting of Ledge's, which an LDtk import does not read; not imported (set it in the converted level's "physics"))"});
  CHECK(notesOf(load).find("level fields of level \"L\" not imported: 1 \"music\"\n") != std::string::npos);
}
