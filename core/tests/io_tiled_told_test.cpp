// Tiled input that Ledge cannot use is told, naming the file and the place, never dropped
// unremarked: a .tmj class, name or other text member that is not a string, objects left out
// that look meant for Ledge (a misspelt class among them), tile entries beyond their tileset, tile objects of no tileset, tile
// layers not of the map's size.

#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "core/io/tiled_import.h"
#include "core/tests/io_temp_folder.h"
#include "core/tests/problem_texts.h"

using namespace ledge;
using namespace ledge::io;
using ledge::test::checkRefusedSaying;
using ledge::test::problemTexts;
using ledge::test::TempFolder;

namespace {

// The CSV of a 6 x 4 layer: a floor of tile 1 under a row of tile 2.
const char* const kTiles = "0,0,0,0,0,0,\n0,0,2,2,0,0,\n0,0,0,0,0,0,\n1,1,1,1,1,1";

// A 6 x 4 .tmx of 16-pixel tiles with a player, and `objects` (<object> elements) in layer "objects".
std::string tmxMap(const std::string& objects, const std::string& tileset = R"(<tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="2" columns="2"/>)",
                   const std::string& layerSize = R"(width="6" height="4")") {
  return R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="6" height="4" tilewidth="16" tileheight="16" infinite="0">
 )" + tileset + R"(
 <layer id="1" name="collision" )" + layerSize + R"(><data encoding="csv">)" + kTiles + R"(</data></layer>
 <objectgroup id="2" name="objects">
  <object id="1" type="player" x="16" y="18" width="10" height="14"/>
  )" + objects + "\n </objectgroup>\n</map>\n";
}

// The same as a .tmj: `objects` are JSON objects after the player's.
std::string tmjMap(const std::string& objects, const std::string& tileset = R"({"firstgid": 1, "name": "t", "tilewidth": 16, "tileheight": 16, "tilecount": 2, "columns": 2})",
                   const std::string& layerSize = R"("width": 6, "height": 4)") {
  return R"({"type": "map", "orientation": "orthogonal", "width": 6, "height": 4, "tilewidth": 16, "tileheight": 16,
  "tilesets": [)" + tileset + R"(],
  "layers": [{"type": "tilelayer", "name": "collision", )" + layerSize + R"(, "data": [)" + kTiles + R"(]},
    {"type": "objectgroup", "name": "objects", "objects": [
      {"id": 1, "type": "player", "x": 16, "y": 18, "width": 10, "height": 14})" + (objects.empty() ? "" : ", " + objects) + "]}]}";
}

// Imports `path`, which must import, and checks that `ledge check` would print each of `lines`.
LevelLoad importedTelling(const std::string& path, const std::vector<std::string>& lines) {
  LevelLoad load = importTiled(path);
  const std::string texts = problemTexts(load.problems);
  INFO(texts);
  REQUIRE(load.ok());
  for (const std::string& line : lines) CHECK(texts.find(line + "\n") != std::string::npos);
  return load;
}

size_t warnings(const LevelLoad& load) {
  size_t n = 0;
  for (const Problem& p : load.problems) n += p.isError() ? 0 : 1;
  return n;
}

}  // namespace

TEST_CASE("io: a .tmj object or tile whose class is not a string is an error at its JSON path") {
  TempFolder folder;
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"("type": 5)", "$.layers[1].objects[1].type: expected a string, found 5"},
      {R"("type": null)", "$.layers[1].objects[1].type: expected a string, found null"},
      {R"("type": ["crate"])", "$.layers[1].objects[1].type: expected a string, found an array"},
      {R"("class": 5)", "$.layers[1].objects[1].class: expected a string, found 5"},
  };
  for (const auto& [member, message] : cases) {
    CAPTURE(member);
    const std::string path = folder.write("class.tmj", tmjMap(R"({"id": 2, )" + member + R"(, "x": 48, "y": 10, "width": 10, "height": 10})"));
    checkRefusedSaying(importTiled(path), path + ": " + message);
  }
  const std::string tile = folder.write(
      "tile.tmj", tmjMap("", R"({"firstgid": 1, "name": "t", "tilewidth": 16, "tileheight": 16, "tilecount": 2, "columns": 2,
                                "tiles": [{"id": 1, "type": 7}]})"));
  checkRefusedSaying(importTiled(tile), tile + ": $.tilesets[0].tiles[0].type: expected a string, found 7");
}

TEST_CASE("io: a .tmj name, image, template or property type that is not a string is an error at its JSON path") {
  TempFolder folder;
  const std::string crate = R"({"id": 2, "type": "crate", "x": 48, "y": 10, "width": 10, "height": 10, )";
  const std::string tileset = R"({"firstgid": 1, "tilewidth": 16, "tileheight": 16, "tilecount": 2, "columns": 2, )";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {tmjMap(crate + R"("name": 7})"), "$.layers[1].objects[1].name: expected a string, found 7"},
      {tmjMap(crate + R"("template": true})"), "$.layers[1].objects[1].template: expected a string, found true"},
      {tmjMap(crate + R"("properties": [{"name": "weight", "type": 3, "value": 2}]})"),
       "$.layers[1].objects[1].properties[0].type: expected a string, found 3"},
      {tmjMap("", tileset + R"("name": ["t"]})"), "$.tilesets[0].name: expected a string, found an array"},
      {tmjMap("", tileset + R"("name": "t", "image": 1})"), "$.tilesets[0].image: expected a string, found 1"},
  };
  for (const auto& [text, message] : cases) {
    CAPTURE(message);
    const std::string path = folder.write("names.tmj", text);
    checkRefusedSaying(importTiled(path), path + ": " + message);
  }
  // A layer's name is asked once, however many objects it holds.
  std::string layers = tmjMap(crate + R"("name": "box"})");
  const std::string named = R"("name": "objects")";
  layers.replace(layers.find(named), named.size(), R"("name": 4)");
  const std::string path = folder.write("layer.tmj", layers);
  const std::string texts = problemTexts(importTiled(path).problems);
  const std::string message = path + ": $.layers[1].name: expected a string, found 4";
  REQUIRE(texts.find(message) != std::string::npos);
  CHECK(texts.find(message, texts.find(message) + 1) == std::string::npos);
}

TEST_CASE("io: a Tiled object left out for its class is a warning when it looks meant for Ledge, else only a note") {
  TempFolder folder;
  const std::string tmx = folder.write("objects.tmx", tmxMap(R"(
  <object id="2" type="hero" x="48" y="10" width="10" height="14"><properties><property name="mover" value="raycast"/></properties></object>
  <object id="3" type="PlayerStart" x="32" y="0"><point/></object>
  <object id="4" name="crate" x="64" y="0" width="10" height="10"/>
  <object id="5" type="decoration" name="crate art" x="0" y="0" width="16" height="16"/>
  <object id="6" name="sign" x="0" y="0" width="16" height="16"><text>Hello</text></object>
  <object id="7" type="spawn" x="0" y="0"><properties><property name="wave" type="int" value="3"/></properties><point/></object>)"));
  const std::string tmj = folder.write("objects.tmj", tmjMap(R"(
      {"id": 2, "type": "hero", "x": 48, "y": 10, "width": 10, "height": 14, "properties": [{"name": "mover", "type": "string", "value": "raycast"}]},
      {"id": 3, "type": "PlayerStart", "x": 32, "y": 0, "point": true},
      {"id": 4, "name": "crate", "x": 64, "y": 0, "width": 10, "height": 10},
      {"id": 5, "type": "decoration", "name": "crate art", "x": 0, "y": 0, "width": 16, "height": 16},
      {"id": 6, "name": "sign", "x": 0, "y": 0, "width": 16, "height": 16, "text": {"text": "Hello"}},
      {"id": 7, "type": "spawn", "x": 0, "y": 0, "point": true, "properties": [{"name": "wave", "type": "int", "value": 3}]})"));
  const std::vector<std::pair<std::string, std::vector<std::string>>> cases = {
      {tmx,
       {tmx + R"(: object id=2 in layer "objects": warning: the object at (48, 10) has the class "hero", which is not one of Ledge's (player, walker, crate, solid), but it sets "mover", a property Ledge reads of actors and solids; not imported)",
        tmx + R"(: object id=3 in layer "objects": warning: the object at (32, 0) has the class "PlayerStart", which is not one of Ledge's (player, walker, crate, solid), but it contains "player"; not imported)",
        tmx + R"(: object id=4 "crate" in layer "objects": warning: the object at (64, 0) has no class (player, walker, crate, solid), but its name contains "crate"; not imported)"}},
      {tmj,
       {tmj + R"(: $.layers[1].objects[1]: warning: object id=2 in layer "objects" at (48, 10) has the class "hero", which is not one of Ledge's (player, walker, crate, solid), but it sets "mover", a property Ledge reads of actors and solids; not imported)",
        tmj + R"(: $.layers[1].objects[2]: warning: object id=3 in layer "objects" at (32, 0) has the class "PlayerStart", which is not one of Ledge's (player, walker, crate, solid), but it contains "player"; not imported)",
        tmj + R"(: $.layers[1].objects[3]: warning: object id=4 "crate" in layer "objects" at (64, 0) has no class (player, walker, crate, solid), but its name contains "crate"; not imported)"}},
  };
  for (const auto& [path, expected] : cases) {
    CAPTURE(path);
    const LevelLoad load = importedTelling(path, expected);
    CHECK(load.level->actors.size() == 1);
    // Decoration, text and another game's spawn point are common in a Tiled map: counted in the notes only.
    CHECK(warnings(load) == expected.size());
    std::string notes;
    for (const std::string& n : load.notes) notes += n + "\n";
    CHECK(notes.find(R"(objects not imported (their class is not player, walker, crate or solid): 1 "PlayerStart", 1 "decoration", 1 "hero", 1 "spawn", 2 without a class)") !=
          std::string::npos);
  }
}

TEST_CASE("io: a Tiled class a letter from one of Ledge's is a warning that names it, a word of its own is not") {
  TempFolder folder;
  const std::string path = folder.write("typos.tmx", tmxMap(R"(
  <object id="2" type="Playr" x="48" y="10" width="10" height="14"/>
  <object id="3" type="waker" x="64" y="10" width="10" height="14"/>
  <object id="4" type="plate" x="0" y="0" width="16" height="4"/>
  <object id="5" type="layer" x="0" y="0" width="16" height="16"/>
  <object id="6" type="grate" x="0" y="0" width="16" height="16"/>)"));
  const LevelLoad load = importedTelling(
      path, {path + R"(: object id=2 in layer "objects": warning: the object at (48, 10) has the class "Playr", which is not one of Ledge's (player, walker, crate, solid), but it is a letter from "player"; not imported)",
             path + R"(: object id=3 in layer "objects": warning: the object at (64, 10) has the class "waker", which is not one of Ledge's (player, walker, crate, solid), but it is a letter from "walker"; not imported)"});
  CHECK(warnings(load) == 2);
}

TEST_CASE("io: a tileset's tile entry beyond its tile count is a warning, and its properties are ignored") {
  TempFolder folder;
  const std::string oneWay = R"(<properties><property name="ledge" value="one-way"/></properties>)";
  const std::string tmx = folder.write(
      "ids.tmx", tmxMap("", R"(<tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="2" columns="2">
   <tile id="4000000000">)" + oneWay + R"(</tile><tile id="1">)" + oneWay + "</tile></tileset>"));
  const std::string tmj = folder.write(
      "ids.tmj", tmjMap("", R"({"firstgid": 1, "name": "t", "tilewidth": 16, "tileheight": 16, "tilecount": 2, "columns": 2,
     "tiles": [{"id": 4000000000, "properties": [{"name": "ledge", "type": "string", "value": "one-way"}]},
               {"id": 1, "properties": [{"name": "ledge", "type": "string", "value": "one-way"}]}]})"));
  const std::string message = R"(: warning: tile id 4000000000 is outside the tileset "t" of 2 tiles (ids 0 to 1); its class, properties and collision shapes are ignored)";
  for (const auto& [path, place] : {std::pair{tmx, "/map/tileset/tile[1]/@id"}, std::pair{tmj, "$.tilesets[0].tiles[0].id"}}) {
    CAPTURE(path);
    const LevelLoad load = importedTelling(path, {path + ": " + place + message});
    CHECK(warnings(load) == 1);
    CHECK(load.level->map.at(2, 1) == Tile::OneWay);  // tile 1 is still one-way
  }
  // An image collection's tiles have ids of their own, not bounded by its count.
  const std::string collection = folder.write(
      "collection.tmx", tmxMap("", R"(<tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="2" columns="0">
   <tile id="0"><image source="a.png" width="16" height="16"/></tile><tile id="7"><image source="b.png" width="16" height="16"/></tile></tileset>)"));
  const LevelLoad load = importTiled(collection);
  INFO(problemTexts(load.problems));
  CHECK(problemTexts(load.problems).find("outside the tileset") == std::string::npos);
}

TEST_CASE("io: a Tiled tile object whose tile is in no tileset is a warning at its gid that says how it is placed") {
  TempFolder folder;
  const std::string tmx = folder.write("gid.tmx", tmxMap(R"(<object id="3" type="crate" gid="77" x="0" y="16"/>
  <object id="4" type="crate" gid="78" x="64" y="16" width="10" height="10"/>)"));
  const std::string tmj = folder.write("gid.tmj", tmjMap(R"({"id": 3, "type": "crate", "gid": 4294967295, "x": 0, "y": 16},
      {"id": 4, "type": "crate", "gid": 78, "x": 64, "y": 16, "width": 10, "height": 10})"));
  const std::vector<std::pair<std::string, std::vector<std::string>>> cases = {
      {tmx,
       {tmx + R"(: object id=3 in layer "objects", gid: warning: tile number 77 is in no tileset; the object is placed by its bottom-left corner, with the map's tile size, 16 x 16)",
        tmx + R"(: object id=4 in layer "objects", gid: warning: tile number 78 is in no tileset; the object is placed by its bottom-left corner)"}},
      {tmj,
       {tmj + R"(: $.layers[1].objects[1].gid: warning: tile number 268435455 is in no tileset; the object is placed by its bottom-left corner, with the map's tile size, 16 x 16)",
        tmj + R"(: $.layers[1].objects[2].gid: warning: tile number 78 is in no tileset; the object is placed by its bottom-left corner)"}},
  };
  for (const auto& [path, expected] : cases) {
    CAPTURE(path);
    const LevelLoad load = importedTelling(path, expected);
    REQUIRE(load.level->actors.size() == 3);
    CHECK(load.level->actors[1].y == 0);  // 16 up from its bottom-left corner
    CHECK(load.level->actors[1].w == 16);
    CHECK(load.level->actors[2].y == 6);
  }
}

TEST_CASE("io: a Tiled tile layer not of the map's size is an error when its rows would be misread, else a warning") {
  TempFolder folder;
  const std::string tileset = R"(<tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="2" columns="2"/>)";
  const std::string tilesetJson = R"({"firstgid": 1, "name": "t", "tilewidth": 16, "tileheight": 16, "tilecount": 2, "columns": 2})";
  const std::string wide = R"(: tile layer "collision" is 600000 x 400000 tiles, the map 6 x 4 (Tiled makes a finite map's layers the map's size): its rows of 600000 tiles cannot be read as the map's rows of 6)";
  const std::string tall = R"(: warning: tile layer "collision" is 6 x 5 tiles, the map 6 x 4 (Tiled makes a finite map's layers the map's size); its tiles are read as the map's 4 rows)";
  struct Case {
    std::string path, message;
    bool ok;
  };
  const std::vector<Case> cases = {
      {folder.write("wide.tmx", tmxMap("", tileset, R"(width="600000" height="400000")")), "/map/layer" + wide, false},
      {folder.write("wide.tmj", tmjMap("", tilesetJson, R"("width": 600000, "height": 400000)")), "$.layers[0]" + wide, false},
      {folder.write("tall.tmx", tmxMap("", tileset, R"(width="6" height="5")")), "/map/layer" + tall, true},
      {folder.write("tall.tmj", tmjMap("", tilesetJson, R"("width": 6, "height": 5)")), "$.layers[0]" + tall, true},
  };
  for (const Case& c : cases) {
    CAPTURE(c.path);
    const LevelLoad load = importTiled(c.path);
    const std::string texts = problemTexts(load.problems);
    INFO(texts);
    CHECK(load.ok() == c.ok);
    CHECK(texts.find(c.path + ": " + c.message + "\n") != std::string::npos);
    if (c.ok) CHECK(load.level->map.at(0, 3) == Tile::Solid);
  }
}
