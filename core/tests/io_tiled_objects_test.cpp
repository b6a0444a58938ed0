// Tiled objects placed as Tiled shows them: tile objects by their tileset's objectalignment and
// with their tile's size; objects of no size and paths of too few points said so, naming the
// object; tilesets whose tiles are not the map's size warned about.

#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "core/io/level_file.h"
#include "core/io/tiled_import.h"
#include "core/tests/problem_texts.h"
#include "core/tests/io_temp_folder.h"

using namespace ledge;
using ledge::test::problemTexts;
using namespace ledge::io;
using ledge::test::TempFolder;

namespace {

// The CSV of a layer of `count` empty tiles.
std::string zeros(int count) {
  std::string text = "0";
  for (int i = 1; i < count; ++i) text += ",0";
  return text;
}

// A 12 x 6 map of 16-pixel tiles and no tile, with `tilesets`, and `body` (object layers) after its layer.
std::string emptyMap(const std::string& body, const std::string& tilesets = "") {
  return R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="12" height="6" tilewidth="16" tileheight="16" infinite="0">
)" + tilesets + R"(
 <layer name="collision" width="12" height="6"><data encoding="csv">)" + zeros(72) + "</data></layer>\n" + body + "</map>\n";
}

IRect boxOf(const ActorSpec& a) { return {a.x, a.y, a.w, a.h}; }

}  // namespace

TEST_CASE("io: a Tiled tile object is placed by its tileset's objectalignment and has its tile's size without one") {
  struct Case {
    const char* alignment;  // "" writes none
    IRect box;              // of a 32 x 16 tile object at (64, 48), and of one of no size
    IRect sizeless;
  };
  // Tiled: x and y are the point the alignment names; orthogonal maps align "unspecified" bottom-left.
  const std::vector<Case> cases = {
      {"", {64, 32, 32, 16}, {64, 40, 16, 8}},           {"unspecified", {64, 32, 32, 16}, {64, 40, 16, 8}},
      {"topleft", {64, 48, 32, 16}, {64, 48, 16, 8}},     {"top", {48, 48, 32, 16}, {56, 48, 16, 8}},
      {"topright", {32, 48, 32, 16}, {48, 48, 16, 8}},    {"left", {64, 40, 32, 16}, {64, 44, 16, 8}},
      {"center", {48, 40, 32, 16}, {56, 44, 16, 8}},      {"right", {32, 40, 32, 16}, {48, 44, 16, 8}},
      {"bottomleft", {64, 32, 32, 16}, {64, 40, 16, 8}},  {"bottom", {48, 32, 32, 16}, {56, 40, 16, 8}},
      {"bottomright", {32, 32, 32, 16}, {48, 40, 16, 8}},
  };
  TempFolder folder;
  for (const Case& c : cases) {
    CAPTURE(c.alignment);
    const std::string alignment = *c.alignment ? std::string(" objectalignment=\"") + c.alignment + "\"" : "";
    // The tileset's tiles are 16 x 8: a tile object without a size is 16 x 8 in Tiled.
    const std::string tileset = R"(<tileset firstgid="1" name="things" tilewidth="16" tileheight="8" tilecount="1" columns="1")" +
                                alignment + R"(><tile id="0" type="crate"/></tileset>)";
    const std::string objects = R"(<objectgroup name="o">
      <object id="1" gid="1" x="64" y="48" width="32" height="16"/>
      <object id="2" gid="1" x="64" y="48"/></objectgroup>)";
    const std::string tmx = folder.write("align.tmx", emptyMap(objects, tileset));
    const std::string tmj = folder.write("align.tmj", R"({"type": "map", "orientation": "orthogonal", "width": 12, "height": 6,
      "tilewidth": 16, "tileheight": 16, "tilesets": [{"firstgid": 1, "name": "things", "tilewidth": 16, "tileheight": 8,
        "tilecount": 1, "columns": 1, "objectalignment": ")" + std::string(c.alignment) + R"(", "tiles": [{"id": 0, "type": "crate"}]}],
      "layers": [{"type": "tilelayer", "name": "collision", "width": 12, "height": 6, "data": [)" + zeros(72) + R"(]},
        {"type": "objectgroup", "name": "o", "objects": [{"id": 1, "gid": 1, "x": 64, "y": 48, "width": 32, "height": 16},
                                                          {"id": 2, "gid": 1, "x": 64, "y": 48, "width": 0, "height": 0}]}]})");
    for (const std::string& path : {tmx, tmj}) {
      CAPTURE(path);
      const LevelLoad load = importTiled(path);
      INFO(problemTexts(load.problems));
      REQUIRE(load.ok());
      REQUIRE(load.level->actors.size() == 2);
      CHECK(boxOf(load.level->actors[0]) == c.box);
      CHECK(boxOf(load.level->actors[1]) == c.sizeless);
      CHECK(load.problems.empty());
    }
  }
}

TEST_CASE("io: a tile object of an image collection without a size has its tile's image size") {
  TempFolder folder;
  const std::string tileset = R"(<tileset firstgid="1" name="pictures" tilewidth="48" tileheight="48" tilecount="2" columns="0">
    <tile id="0" type="crate"><image width="24" height="40" source="tall.png"/></tile>
    <tile id="1" type="crate"><image source="unsized.png"/></tile></tileset>)";
  const std::string tmx = folder.write("pictures.tmx", emptyMap(R"(<objectgroup name="o">
      <object id="1" gid="1" x="64" y="80"/><object id="2" gid="2" x="16" y="80"/></objectgroup>)", tileset));
  const std::string tmj = folder.write("pictures.tmj", R"({"type": "map", "orientation": "orthogonal", "width": 12, "height": 6,
      "tilewidth": 16, "tileheight": 16, "tilesets": [{"firstgid": 1, "name": "pictures", "tilewidth": 48, "tileheight": 48,
        "tilecount": 2, "columns": 0, "tiles": [{"id": 0, "type": "crate", "image": "tall.png", "imagewidth": 24, "imageheight": 40},
                                                {"id": 1, "type": "crate", "image": "unsized.png"}]}],
      "layers": [{"type": "tilelayer", "name": "collision", "width": 12, "height": 6, "data": [)" + zeros(72) + R"(]},
        {"type": "objectgroup", "name": "o", "objects": [{"id": 1, "gid": 1, "x": 64, "y": 80, "width": 0, "height": 0},
                                                          {"id": 2, "gid": 2, "x": 16, "y": 80}]}]})");
  for (const std::string& path : {tmx, tmj}) {
    CAPTURE(path);
    const LevelLoad load = importTiled(path);
    INFO(problemTexts(load.problems));
    REQUIRE(load.ok());
    REQUIRE(load.level->actors.size() == 2);
    CHECK(boxOf(load.level->actors[0]) == IRect{64, 40, 24, 40});  // bottom-left at (64, 80)
    CHECK(boxOf(load.level->actors[1]) == IRect{16, 32, 48, 48});  // no image size given: the tileset's
  }
}

TEST_CASE("io: an objectalignment Tiled does not write is a warning, and the tile objects are placed bottom-left") {
  TempFolder folder;
  const std::string path = folder.write("odd.tmx", emptyMap(R"(<objectgroup name="o">
      <object id="1" gid="1" x="64" y="48" width="16" height="16"/></objectgroup>)",
                                                            R"(<tileset firstgid="1" name="things" tilewidth="16" tileheight="16" objectalignment="middle"><tile id="0" type="crate"/></tileset>)"));
  const LevelLoad load = importTiled(path);
  REQUIRE(load.ok());
  REQUIRE(load.level->actors.size() == 1);
  CHECK(boxOf(load.level->actors[0]) == IRect{64, 32, 16, 16});
  CHECK(problemTexts(load.problems) ==
        path + ": /map/tileset/@objectalignment: warning: objectalignment \"middle\" is not one of Tiled's (topleft, top, "
               "topright, left, center, right, bottomleft, bottom, bottomright, unspecified); its tile objects are placed by "
               "their bottom-left corner\n");
}

TEST_CASE("io: a Tiled tileset whose tiles are not the map's size is a warning that names it, both sizes and the first tile") {
  TempFolder folder;
  const auto mapWith = [&](const std::string& name, const std::string& renderSize) {
    return folder.write(name, R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="3" height="2" tilewidth="16" tileheight="16" infinite="0">
 <tileset firstgid="1" name="small" tilewidth="16" tileheight="16" tilecount="1" columns="1"/>
 <tileset firstgid="2" name="big" tilewidth="32" tileheight="32" tilecount="1" columns="1")" + renderSize + R"(/>
 <layer name="collision" width="3" height="2"><data encoding="csv">0,0,2,1,2,1</data></layer>
</map>)");
  };
  const std::string path = mapWith("big.tmx", "");
  const LevelLoad load = importTiled(path);
  REQUIRE(load.ok());
  CHECK(tileRows(load.level->map) == std::vector<std::string>{"..#", "###"});
  CHECK(problemTexts(load.problems) ==
        path + ": /map/tileset[2]: warning: tileset \"big\" has tiles of 32 x 32 pixels, the map's cells are 16 x 16: Tiled "
               "draws each from its cell's bottom-left corner, up and right over 32 x 32 pixels, but Ledge imports each as "
               "the one cell it is in (first at tile (2, 0) of layer \"collision\"); make the tileset's tiles 16 x 16 pixels, "
               "or set its Tile Render Size to Map Grid Size\n");
  // Drawn at the grid's size, a tile fills its cell as Ledge's does.
  const LevelLoad grid = importTiled(mapWith("grid.tmx", R"( tilerendersize="grid")"));
  REQUIRE(grid.ok());
  CHECK(grid.problems.empty());

  // An external tileset: said at the map's reference to it, not at a place of the tileset's file
  // beside the map's name.
  folder.write("big.tsx", R"(<tileset name="big" tilewidth="32" tileheight="32" tilecount="1" columns="1"/>)");
  const std::string external = folder.write("external.tmx", R"(<map width="3" height="2" tilewidth="16" tileheight="16">
 <tileset firstgid="1" name="small" tilewidth="16" tileheight="16" tilecount="1" columns="1"/>
 <tileset firstgid="2" source="big.tsx"/>
 <layer name="collision"><data encoding="csv">0,0,2,1,2,1</data></layer></map>)");
  const LevelLoad referred = importTiled(external);
  REQUIRE(referred.ok());
  CHECK(problemTexts(referred.problems).starts_with(external + ": /map/tileset[2]/@source: warning: tileset \"big\" has tiles of 32 x 32"));
}

TEST_CASE("io: a Tiled object of width or height 0 or less is a warning that names it, a point object is not") {
  TempFolder folder;
  const std::string path = folder.write("sizes.tmj", R"({"type": "map", "orientation": "orthogonal", "width": 12, "height": 6,
    "tilewidth": 16, "tileheight": 16, "layers": [{"type": "objectgroup", "name": "o", "objects": [
      {"id": 1, "type": "player", "x": 16, "y": 16, "width": -10, "height": 14},
      {"id": 2, "type": "crate", "x": 48, "y": 16, "width": 12, "height": 0},
      {"id": 3, "type": "walker", "x": 80, "y": 16, "width": 0, "height": 0, "point": true},
      {"id": 4, "type": "solid", "x": 96, "y": 16, "width": 32, "height": -8},
      {"id": 5, "type": "crate", "x": 112, "y": 40, "width": 0, "height": 0}]},
    {"type": "tilelayer", "name": "collision", "width": 12, "height": 6, "data": [)" + zeros(72) + "]}]}");
  const LevelLoad load = importTiled(path);
  INFO(problemTexts(load.problems));
  REQUIRE(load.ok());
  REQUIRE(load.level->actors.size() == 4);
  CHECK(boxOf(load.level->actors[0]) == IRect{16, 16, 10, 14});
  CHECK(boxOf(load.level->actors[1]) == IRect{48, 16, 10, 14});
  CHECK(boxOf(load.level->actors[2]) == IRect{80, 16, 10, 14});
  CHECK(boxOf(load.level->actors[3]) == IRect{112, 40, 10, 14});  // a rectangle never dragged out
  CHECK(load.level->solids.empty());
  CHECK(problemTexts(load.problems) ==
        path + ": $.layers[0].objects[0].width: warning: object 1 has width -10 and height 14, which is no size; the player "
               "gets Ledge's default size, 10 x 14\n" +
        path + ": $.layers[0].objects[1].height: warning: object 2 has width 12 and height 0, which is no size; the crate "
               "gets Ledge's default size, 10 x 14\n" +
        path + ": $.layers[0].objects[3].height: warning: solid object 4 has width 32 and height -8, which is no size; not "
               "imported\n");
}

TEST_CASE("io: a .tmx point object and a rectangle never dragged out (no size written) take the default size silently") {
  TempFolder folder;
  const std::string path = folder.write("points.tmx", emptyMap(R"(<objectgroup name="o">
      <object id="1" type="player" x="16" y="16"><point/></object>
      <object id="2" type="walker" x="40" y="20"/>
      <object id="3" type="solid" x="64" y="8"/>
      <object id="4" type="crate" x="80" y="24" width="0" height="12"/></objectgroup>)"));
  const LevelLoad load = importTiled(path);
  INFO(problemTexts(load.problems));
  REQUIRE(load.ok());
  REQUIRE(load.level->actors.size() == 3);
  CHECK(boxOf(load.level->actors[0]) == IRect{16, 16, 10, 14});
  CHECK(boxOf(load.level->actors[1]) == IRect{40, 20, 10, 14});
  CHECK(boxOf(load.level->actors[2]) == IRect{80, 24, 10, 14});
  CHECK(load.level->solids.empty());
  CHECK(problemTexts(load.problems) ==
        path + ": object id=3 in layer \"o\": warning: solid object 3 has no size; not imported\n" + path +
            ": object id=4 in layer \"o\", width: warning: object 4 has width \"0\" and height \"12\", which is no size; the crate "
            "gets Ledge's default size, 10 x 14\n");
}

TEST_CASE("io: a Tiled solid's path of fewer than 2 points is an error that names the polyline and the solid") {
  TempFolder folder;
  for (const std::string points : {"", "<polyline points=\"0,0\"/>"}) {
    CAPTURE(points);
    const std::string path = folder.write("path.tmx", emptyMap(R"(<objectgroup name="o">
      <object id="4" type="solid" x="16" y="16" width="32" height="8"><properties><property name="path" type="object" value="5"/></properties></object>
      <object id="5" x="16" y="16">)" + (points.empty() ? std::string("<polyline points=\"\"/>") : points) + "</object></objectgroup>"));
    const LevelLoad load = importTiled(path);
    CHECK_FALSE(load.ok());
    const std::string found = points.empty() ? "0 points (found \"\")" : "1 point (found \"0,0\")";
    CHECK(problemTexts(load.problems) == path + ": object id=5 in layer \"o\", points: polyline 5, the path of solid object 4, has " +
                                      found + "; a path needs at least 2\n");
  }
}

TEST_CASE("io: the converted level's actors are checked against the imported tiles") {
  // The check leaves the tiles out of the level it parses back (a 16384² map's text is 268 MB):
  // a crate in the floor is still warned about, and one far right of x = 16 is not.
  TempFolder folder;
  std::string rows = zeros(60);
  for (int x = 0; x < 12; ++x) rows += ",1";
  const std::string path = folder.write("floor.tmx", R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="12" height="6" tilewidth="16" tileheight="16" infinite="0">
 <tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="1" columns="1"><image source="t.png" width="16" height="16"/></tileset>
 <layer name="collision" width="12" height="6"><data encoding="csv">)" + rows + R"(</data></layer>
 <objectgroup name="o">
  <object id="1" type="crate" x="40" y="72" width="10" height="14"/>
  <object id="2" type="crate" x="150" y="16" width="10" height="14"/>
 </objectgroup>
</map>
)");
  const LevelLoad load = importTiled(path);
  REQUIRE(load.ok());
  CHECK(problemTexts(load.problems) == path + ": object id=1 in layer \"o\" (converted $.actors[0]): warning: the crate at "
                                              "(40, 72), 10 x 14 pixels, starts inside solid tiles\n");
}

TEST_CASE("io: a problem of the converted level names the Tiled object it comes from") {
  TempFolder folder;
  const std::string tmx = folder.write("walls.tmx", emptyMap(R"(<objectgroup name="things">
      <object id="7" name="hero" type="player" x="-20" y="16" width="10" height="14"/></objectgroup>)"));
  const LevelLoad fromTmx = importTiled(tmx);
  CHECK(problemTexts(fromTmx.problems) ==
        tmx + ": object id=7 \"hero\" in layer \"things\" (converted $.actors[0]): warning: the player at (-20, 16), 10 x 14 "
              "pixels, starts inside the wall left of the map (x = 0)\n");
  const std::string tmj = folder.write("walls.tmj", R"({"type": "map", "orientation": "orthogonal", "width": 2, "height": 1,
    "tilewidth": 16, "tileheight": 16, "layers": [{"type": "tilelayer", "name": "c", "width": 2, "height": 1, "data": [0, 0]},
      {"type": "objectgroup", "name": "o", "objects": [
        {"id": 3, "type": "solid", "x": 0, "y": 0, "width": 16, "height": 8, "properties": [{"name": "path", "type": "object", "value": 9}]},
        {"id": 9, "name": "route", "x": 8, "y": 0, "polyline": [{"x": 0, "y": 0}, {"x": 0, "y": 8}]}]}]})");
  const LevelLoad fromTmj = importTiled(tmj);
  CHECK(problemTexts(fromTmj.problems) ==
        tmj + ": object id=9 \"route\" at $.layers[1].objects[1] (converted $.solids[0].path): warning: the path starts at "
              "(8, 0) but the solid at (0, 0); it jumps to its path on the first step\n");
}

TEST_CASE("io: a Tiled solid outside the map, or whose polyline goes there, is a warning that names it and the side, and an actor above is not") {
  TempFolder folder;
  const std::string path = folder.write("sky.tmx", emptyMap(R"(<objectgroup name="o">
      <object id="2" type="player" x="16" y="-200" width="10" height="14"/>
      <object id="3" name="cloud" type="solid" x="32" y="-40" width="32" height="8"/>
      <object id="4" type="solid" x="16" y="64" width="32" height="8"><properties><property name="path" type="object" value="5"/></properties></object>
      <object id="5" name="lift" x="16" y="64"><polyline points="0,0 0,-80"/></object>
      <object id="6" name="wall" type="solid" x="200" y="16" width="32" height="8"/>
      <object id="7" type="solid" x="16" y="64" width="32" height="8"><properties><property name="path" type="object" value="8"/></properties></object>
      <object id="8" name="drop" x="16" y="64"><polyline points="0,0 0,40"/></object></objectgroup>)"));
  const LevelLoad load = importTiled(path);
  REQUIRE(load.ok());
  CHECK(problemTexts(load.problems) ==
        path + ": object id=3 \"cloud\" in layer \"o\" (converted $.solids[0]): warning: the solid at (32, -40), 32 x 8 "
               "pixels, lies entirely above the map (y = 0), in open sky where only an actor above the map meets it\n" +
        path + ": object id=5 \"lift\" in layer \"o\" (converted $.solids[1].path[1]): warning: its path takes the solid at "
               "(16, 64), 32 x 8 pixels, to (16, -16), entirely above the map (y = 0), in open sky where only an actor above "
               "the map meets it\n" +
        path + ": object id=6 \"wall\" in layer \"o\" (converted $.solids[2]): warning: the solid at (200, 16), 32 x 8 "
               "pixels, lies entirely inside the wall right of the map (x = 192)\n" +
        path + ": object id=8 \"drop\" in layer \"o\" (converted $.solids[3].path[1]): warning: its path takes the solid at "
               "(16, 64), 32 x 8 pixels, to (16, 104), entirely below the map (y = 96), where only an actor partly out of the map meets it\n");
}
