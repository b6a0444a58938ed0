// Importing Tiled maps (.tmx and .tmj) written by the tests: both encodings, compression, flip
// bits, inline and external tilesets, the three ways of knowing a tile, objects and paths.

#include <zlib.h>

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

constexpr uint32_t H = 0x80000000u, V = 0x40000000u, D = 0x20000000u, X = 0x10000000u;

// gids of the test map (6 x 4 tiles of 16 px). Tileset, firstgid 1:
//   1 property ledge=solid   2 nothing set (any tile: solid)   3 top strip shape (one-way)
//   4 right triangle rising right   5 property ledge=ladder   6 triangle of a 22.5 degree low half
//   7 an ellipse shape (not understood: solid, with a warning)
const std::vector<uint32_t> kGids = {
    0, 0,         0, 0, 5, 0,           //
    0, 3,         3, 0, 5, 0,           //
    4, 6,         0, 4 | V, 5, 4 | H,   //
    1, 1 | H | V | D | X, 2, 7, 1, 1,  //
};
// The slope flipped vertically is a ceiling, which no Ledge tile is: read as solid.
const std::vector<std::string> kRows = {"....H.", ".--.H.", "/a.#H\\", "######"};

std::string csvOf(const std::vector<uint32_t>& gids) {
  std::string text;
  for (size_t i = 0; i < gids.size(); ++i) {
    if (i) text += i % 6 == 0 ? ",\n" : ",";
    text += std::to_string(gids[i]);
  }
  return text;
}

// Base64 of the little-endian gids, deflated as zlib or gzip or not at all: the test's own
// encoder, independent of the reader.
std::string base64Of(const std::vector<uint32_t>& gids, const std::string& compression, bool damageEnd = false) {
  std::string bytes;
  for (const uint32_t gid : gids)
    for (int shift = 0; shift < 32; shift += 8) bytes += static_cast<char>((gid >> shift) & 0xff);
  if (!compression.empty()) {
    z_stream stream{};
    REQUIRE(deflateInit2(&stream, 9, Z_DEFLATED, compression == "gzip" ? 31 : 15, 8, Z_DEFAULT_STRATEGY) == Z_OK);
    std::string packed(1024 + bytes.size() * 2, '\0');
    stream.next_in = reinterpret_cast<Bytef*>(bytes.data());
    stream.avail_in = static_cast<uInt>(bytes.size());
    stream.next_out = reinterpret_cast<Bytef*>(packed.data());
    stream.avail_out = static_cast<uInt>(packed.size());
    REQUIRE(deflate(&stream, Z_FINISH) == Z_STREAM_END);
    packed.resize(stream.total_out);
    deflateEnd(&stream);
    bytes = packed;
    if (damageEnd) bytes.back() = static_cast<char>(bytes.back() ^ 1);  // the checksum, which zlib reads last
  }
  static const char* abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string text;
  for (size_t i = 0; i < bytes.size(); i += 3) {
    uint32_t chunk = 0;
    const size_t n = std::min<size_t>(3, bytes.size() - i);
    for (size_t k = 0; k < 3; ++k) chunk = chunk << 8 | (k < n ? static_cast<unsigned char>(bytes[i + k]) : 0u);
    for (size_t k = 0; k < 4; ++k) text += k <= n ? abc[(chunk >> (18 - 6 * k)) & 63] : '=';
  }
  return text;
}

const char* kTsxTiles = R"(
  <tile id="0"><properties><property name="ledge" value="solid"/></properties></tile>
  <tile id="2"><objectgroup draworder="index"><object id="1" x="0" y="0" width="16" height="3"/></objectgroup></tile>
  <tile id="3"><objectgroup><object id="1" x="0" y="0"><polygon points="0,16 16,16 16,0"/></object></objectgroup></tile>
  <tile id="4" type="ladder-tile"><properties><property name="ledge" value="ladder"/></properties></tile>
  <tile id="5"><objectgroup><object id="1" x="0" y="8"><polygon points="0,8 16,8 16,0"/></object></objectgroup></tile>
  <tile id="6"><objectgroup><object id="1" x="2" y="2" width="12" height="12"><ellipse/></object></objectgroup></tile>
  <tile id="8" class="crate"/>
)";

std::string tsx() {
  return std::string(R"(<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="terrain" tilewidth="16" tileheight="16" tilecount="9" columns="9">
 <image source="terrain.png" width="144" height="16"/>)") + kTsxTiles + "</tileset>\n";
}

const char* kTmxObjects = R"(
 <objectgroup id="3" name="things">
  <object id="1" type="player" x="16" y="17.4" width="10" height="14">
   <properties><property name="mover" value="raycast"/><property name="vx" type="float" value="12.5"/>
    <property name="gravity" type="bool" value="false"/><property name="sprite" value="hero.png"/></properties>
  </object>
  <object id="2" class="Walker" x="40" y="2" width="12" height="14"/>
  <object id="3" gid="9" x="32" y="48" width="16" height="16"/>
  <object id="4" type="solid" x="64" y="32" width="32" height="8">
   <properties><property name="speed" type="float" value="30"/><property name="mode" value="loop"/></properties>
  </object>
  <object id="5" x="64" y="32"><polyline points="0,0 0,-32 -16,-32"/></object>
  <object id="6" type="coin" x="8" y="8" width="4" height="4"/>
 </objectgroup>
)";

// A .tmx of the test map: `data` is the <data> element, `tileset` the <tileset> element.
std::string tmx(const std::string& data, const std::string& tileset) {
  return R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="6" height="4" tilewidth="16" tileheight="16" infinite="0" nextlayerid="4" nextobjectid="7">
 <properties><property name="gravity" type="float" value="900"/><property name="cellSize" type="int" value="4"/>
  <property name="music" value="theme.ogg"/></properties>
 )" + tileset + R"(
 <layer id="1" name="decor" width="6" height="4"><data encoding="csv">)" + csvOf(std::vector<uint32_t>(24, 2)) + R"(</data></layer>
 <group id="4" name="world">
  <layer id="2" name="Collision" width="6" height="4">)" + data + R"(</layer>
 </group>)" + kTmxObjects + "</map>\n";
}

std::string inlineTileset() {
  return std::string(R"(<tileset firstgid="1" name="terrain" tilewidth="16" tileheight="16" tilecount="9" columns="9">)") +
         kTsxTiles + "</tileset>";
}

std::vector<std::string> rowsOf(const Level& level) { return tileRows(level.map); }

std::string notes(const LevelLoad& load) {
  std::string out;
  for (const std::string& n : load.notes) out += n + "\n";
  return out;
}

Level imported(const std::string& path, const TiledOptions& options = {}) {
  const LevelLoad load = importTiled(path, options);
  INFO(problemTexts(load.problems));
  REQUIRE(load.ok());
  return *load.level;
}

// Everything the test map holds, however it was encoded.
void checkTestMap(const Level& level) {
  CHECK(rowsOf(level) == kRows);
  CHECK(level.map.tileSize() == 16);
  CHECK(level.physics.gravity == 900.0f);
  CHECK(level.cellSize == 4);
  REQUIRE(level.actors.size() == 3);
  CHECK(level.actors[0].kind == ActorKind::Player);
  CHECK(level.actors[0].x == 16);
  CHECK(level.actors[0].y == 17);
  CHECK(level.actors[0].mover == MoverKind::Raycast);
  CHECK(level.actors[0].vx == 12.5f);
  CHECK_FALSE(level.actors[0].applyGravity);
  CHECK(level.actors[1].kind == ActorKind::Walker);
  CHECK(level.actors[1].w == 12);
  // A tile object: its class comes from its tile, its y is its bottom.
  CHECK(level.actors[2].kind == ActorKind::Crate);
  CHECK(level.actors[2].y == 32);
  REQUIRE(level.solids.size() == 1);
  CHECK(level.solids[0].x == 64);
  CHECK(level.solids[0].path.points == std::vector<IVec2>{{64, 32}, {64, 0}, {48, 0}});
  CHECK(level.solids[0].path.speed == 30.0f);
  CHECK(level.solids[0].path.mode == PathMode::Loop);
}

}  // namespace

TEST_CASE("io: Tiled .tmx with CSV data, an inline tileset, flip bits, objects and a path") {
  TempFolder folder;
  const std::string path = folder.write("map.tmx", tmx(R"(<data encoding="csv">)" + csvOf(kGids) + "</data>", inlineTileset()));
  const LevelLoad load = importTiled(path);
  INFO(problemTexts(load.problems));
  REQUIRE(load.ok());
  checkTestMap(*load.level);
  CHECK(problemTexts(load.problems) ==
        path + ": /map/tileset: warning: tileset \"terrain\": tile 6: its collision shapes are not one full box, top strip or slope; counted as solid\n" +
        path + ": /map/group/layer: warning: 1 flipped tile has a shape no Ledge tile has: 1 slope-45-right flipped "
               "vertically, at tile (3, 2), read as solid\n");
  CHECK(notes(load) ==
        "tiles from tile layer \"Collision\" (--layer picks another of \"decor\", \"Collision\")\n"
        "tile layer \"Collision\" -> 7 solid, 2 one-way, 3 ladder, 1 slope-45-right, 1 slope-45-left, 1 slope-22-right-low\n"
        "tileset \"terrain\": 2 kinds of tile by their ledge property, 3 by collision shape, 2 with neither, counted as solid\n"
        "objects -> 1 crate, 1 player, 1 solid, 1 walker\n"
        "objects not imported (their class is not player, walker, crate or solid): 1 \"coin\"\n"
        "object properties not imported: 1 \"sprite\"\n"
        "solids with a polyline path: 1\n"
        "map properties -> physics: gravity\n"
        "map properties not imported: \"music\"\n");
}

TEST_CASE("io: Tiled .tmx with base64 data, uncompressed, zlib and gzip, and an external .tsx") {
  TempFolder folder;
  folder.write("tiles/terrain.tsx", tsx());
  const std::string tileset = R"(<tileset firstgid="1" source="tiles/terrain.tsx"/>)";
  for (const std::string compression : {"", "zlib", "gzip"}) {
    CAPTURE(compression);
    const std::string attribute = compression.empty() ? "" : " compression=\"" + compression + "\"";
    const std::string data = "<data encoding=\"base64\"" + attribute + ">\n   " + base64Of(kGids, compression) + "\n  </data>";
    checkTestMap(imported(folder.write("map-" + compression + ".tmx", tmx(data, tileset))));
  }
  // The oldest encoding: a <tile> element per tile.
  std::string elements = "<data>";
  for (const uint32_t gid : kGids) elements += "<tile gid=\"" + std::to_string(gid) + "\"/>";
  checkTestMap(imported(folder.write("map-xml.tmx", tmx(elements + "</data>", tileset))));
}

TEST_CASE("io: Tiled .tmj with array and base64 data, an external .tsj, groups and 1.9 classes") {
  TempFolder folder;
  folder.write("terrain.tsj", R"({"type": "tileset", "name": "terrain", "tilewidth": 16, "tileheight": 16, "tiles": [
    {"id": 0, "properties": [{"name": "ledge", "type": "string", "value": "solid"}]},
    {"id": 2, "objectgroup": {"type": "objectgroup", "objects": [{"id": 1, "x": 0, "y": 0, "width": 16, "height": 3}]}},
    {"id": 3, "objectgroup": {"objects": [{"id": 1, "x": 0, "y": 0, "polygon": [{"x": 0, "y": 16}, {"x": 16, "y": 16}, {"x": 16, "y": 0}]}]}},
    {"id": 4, "properties": [{"name": "ledge", "type": "string", "value": "ladder"}]},
    {"id": 5, "objectgroup": {"objects": [{"id": 1, "x": 0, "y": 8, "polygon": [{"x": 0, "y": 8}, {"x": 16, "y": 8}, {"x": 16, "y": 0}]}]}},
    {"id": 6, "objectgroup": {"objects": [{"id": 1, "x": 2, "y": 2, "width": 12, "height": 12, "ellipse": true}]}},
    {"id": 8, "class": "crate"}]})");
  auto tmj = [](const std::string& layerData) {
    return R"({"type": "map", "orientation": "orthogonal", "infinite": false, "width": 6, "height": 4,
      "tilewidth": 16, "tileheight": 16,
      "properties": [{"name": "gravity", "type": "float", "value": 900}, {"name": "cellSize", "type": "int", "value": 4}],
      "tilesets": [{"firstgid": 1, "source": "terrain.tsj"}],
      "layers": [
        {"type": "group", "name": "world", "layers": [
          {"type": "tilelayer", "name": "solid-collision", "width": 6, "height": 4, )" + layerData + R"(}]},
        {"type": "objectgroup", "name": "things", "objects": [
          {"id": 1, "class": "player", "x": 16, "y": 17.4, "width": 10, "height": 14, "properties": [
            {"name": "mover", "type": "string", "value": "raycast"}, {"name": "vx", "type": "float", "value": 12.5},
            {"name": "gravity", "type": "bool", "value": false}]},
          {"id": 2, "type": "walker", "x": 40, "y": 2, "width": 12, "height": 14},
          {"id": 3, "gid": 9, "x": 32, "y": 48, "width": 16, "height": 16},
          {"id": 4, "type": "solid", "x": 64, "y": 32, "width": 32, "height": 8, "properties": [
            {"name": "speed", "type": "float", "value": 30}, {"name": "mode", "type": "string", "value": "loop"},
            {"name": "path", "type": "object", "value": 5}]},
          {"id": 5, "type": "", "x": 0, "y": 0, "polyline": [{"x": 64, "y": 32}, {"x": 64, "y": 0}, {"x": 48, "y": 0}]}]}]})";
  };
  std::string array = "\"data\": [";
  for (size_t i = 0; i < kGids.size(); ++i) {
    if (i) array += ',';
    array += std::to_string(kGids[i]);
  }
  checkTestMap(imported(folder.write("array.tmj", tmj(array + "]"))));
  checkTestMap(imported(folder.write("gzip.tmj", tmj("\"encoding\": \"base64\", \"compression\": \"gzip\", \"data\": \"" +
                                                     base64Of(kGids, "gzip") + "\""))));
  std::string csv = csvOf(kGids);
  for (size_t at; (at = csv.find('\n')) != std::string::npos;) csv.replace(at, 1, "\\n");
  checkTestMap(imported(folder.write("csv.tmj", tmj("\"encoding\": \"csv\", \"data\": \"" + csv + "\""))));
}

TEST_CASE("io: --layer picks the tile layer, without it, any non-empty tile of the layer is solid") {
  TempFolder folder;
  const std::string path = folder.write("map.tmx", tmx(R"(<data encoding="csv">)" + csvOf(kGids) + "</data>", inlineTileset()));
  const Level decor = imported(path, TiledOptions{"decor"});
  CHECK(rowsOf(decor) == std::vector<std::string>(4, "######"));
  const LevelLoad missing = importTiled(path, TiledOptions{"ground"});
  CHECK_FALSE(missing.ok());
  CHECK(problemTexts(missing.problems) == path + ": no tile layer is named \"ground\"; the tile layers are: \"decor\", \"Collision\"\n");
}

TEST_CASE("io: --layer takes the first of several tile layers of that name, and names them all in a warning") {
  // One layer of a name in each group is common in Tiled; the first is what the import takes
  // without --layer too.
  TempFolder folder;
  const std::string path = folder.write("map.tmx", R"(<map width="6" height="4" tilewidth="16" tileheight="16">)" +
                                                       inlineTileset() + R"(
    <group name="one"><layer name="walls"><data encoding="csv">)" + csvOf(kGids) + R"(</data></layer></group>
    <group name="two"><layer name="walls"><data encoding="csv">)" + csvOf(std::vector<uint32_t>(24, 0)) + R"(</data></layer></group></map>)");
  const LevelLoad load = importTiled(path, TiledOptions{"walls"});
  REQUIRE(load.ok());
  CHECK(rowsOf(*load.level) == kRows);
  REQUIRE_FALSE(load.problems.empty());
  CHECK(load.problems.front().text() == path + ": /map/group[1]/layer: warning: 2 tile layers are named \"walls\" "
                                               "(/map/group[1]/layer, /map/group[2]/layer); the tiles are this one's, the first");
}

TEST_CASE("io: only the tile layer imported is decoded: a broken one beside it is not read") {
  // Decoding every layer, a small file of many compressed layers would take thousands of times
  // its size in memory (a 1.4 MB map took 2.4 GB): a broken layer shows which layers are read.
  TempFolder folder;
  const std::string path = folder.write("map.tmx", R"(<map width="6" height="4" tilewidth="16" tileheight="16">)" +
                                                       inlineTileset() + R"(
    <layer name="broken"><data encoding="base64" compression="zlib">AAAA</data></layer>
    <layer name="collision"><data encoding="csv">)" + csvOf(kGids) + R"(</data></layer></map>)");
  CHECK(rowsOf(imported(path)) == kRows);
  const LevelLoad broken = importTiled(path, TiledOptions{"broken"});
  CHECK_FALSE(broken.ok());
  CHECK(problemTexts(broken.problems) ==
        path + ": /map/layer[1]/data: compressed data is damaged or cut short (zlib: unknown compression method)\n");
}

TEST_CASE("io: collision shapes name the tile: full box, top strip, slopes of both angles") {
  const std::vector<std::pair<std::string, char>> shapes = {
      {R"(<object x="0" y="0" width="16" height="16"/>)", '#'},
      {R"(<object x="0" y="0" width="16" height="4"/>)", '-'},
      {R"(<object x="0" y="0"><polygon points="0,0 0,16 16,16"/></object>)", '\\'},
      {R"(<object x="0" y="0"><polygon points="0,16 16,16 16,8 0,12"/></object>)", '#'},  // not a slope: counted as solid
      {R"(<object x="0" y="0"><polygon points="0,16 16,16 16,0 0,8"/></object>)", 'b'},
      {R"(<object x="0" y="0"><polygon points="0,8 0,16 16,16 16,0"/></object>)", 'b'},
      {R"(<object x="0" y="0"><polygon points="0,0 0,16 16,16 16,8"/></object>)", 'c'},
      {R"(<object x="0" y="8"><polygon points="0,0 0,8 16,8"/></object>)", 'd'},
      {R"(<object x="0" y="0"><polygon points="0,0 16,0 16,16 0,16"/></object>)", '#'},
  };
  TempFolder folder;
  for (const auto& [shape, expected] : shapes) {
    CAPTURE(shape);
    const std::string map = R"(<map orientation="orthogonal" width="1" height="1" tilewidth="16" tileheight="16">
      <tileset firstgid="1" name="t" tilewidth="16" tileheight="16"><tile id="0"><objectgroup>)" + shape +
                            R"(</objectgroup></tile></tileset><layer name="l" width="1" height="1"><data encoding="csv">1</data></layer></map>)";
    CHECK(rowsOf(imported(folder.write("shape.tmx", map))) == std::vector<std::string>{std::string(1, expected)});
  }
}

TEST_CASE("io: a tile number past its tileset's count is in no tileset, and the warning says where it is first") {
  TempFolder folder;
  // Tile 6 would be the 6th of a tileset of 4 (the next starts at 10); 11 is an image
  // collection's tile whose id (1) is listed, although the collection counts one tile, and 10
  // would be its tile 0, which it does not list.
  const std::string text = R"({"type": "map", "width": 3, "height": 2, "tilewidth": 16, "tileheight": 16,
    "tilesets": [{"firstgid": 1, "name": "four", "tilewidth": 16, "tileheight": 16, "tilecount": 4},
                 {"firstgid": 10, "name": "pictures", "tilewidth": 16, "tileheight": 16, "tilecount": 1, "columns": 0,
                  "tiles": [{"id": 1, "image": "crate.png", "properties": [{"name": "ledge", "type": "string", "value": "one-way"}]}]}],
    "layers": [{"type": "tilelayer", "name": "ground", "width": 3, "height": 2, "data": [0, 10, 11, 2, 6, 6]}]})";
  const LevelLoad load = importTiled(folder.write("map.tmj", text));
  REQUIRE(load.ok());
  const std::string file = folder.path("map.tmj") + ": $.layers[0]: warning: tile number ";
  CHECK(problemTexts(load.problems) == file + "10 (first at tile (1, 0), as Tiled counts) is in no tileset; counted as solid\n" +
                                    file + "6 (first at tile (1, 1), as Tiled counts) is in no tileset; counted as solid\n");
  CHECK(load.level->map.at(2, 0) == Tile::OneWay);
  CHECK(load.level->map.at(1, 1) == Tile::Solid);
}

TEST_CASE("io: a tileset's tile size below a pixel or beyond a level's coordinates is refused where the file gives it") {
  TempFolder folder;
  auto problemsOf = [&](const std::string& name, const std::string& text) {
    const LevelLoad load = importTiled(folder.write(name, text));
    CHECK_FALSE(load.ok());
    return problemTexts(load.problems);
  };
  const std::string layer = R"(<layer name="l" width="1" height="1"><data encoding="csv">1</data></layer>)";
  const auto tmx = [&](const std::string& tileset) {
    return R"(<map width="1" height="1" tilewidth="16" tileheight="16">)" + tileset + layer + "</map>";
  };
  const std::string map = folder.path("map.tmx");
  CHECK(problemsOf("map.tmx", tmx(R"(<tileset firstgid="1" name="t" tilewidth="0" tileheight="-16"/>)")) ==
        map + ": /map/tileset/@tilewidth: expected a whole number from 1 to 16777216, found \"0\"\n" +  //
            map + ": /map/tileset/@tileheight: expected a whole number from 1 to 16777216, found \"-16\"\n");
  CHECK(problemsOf("map.tmx", tmx(R"(<tileset firstgid="1" name="t" tilewidth="16" tileheight="2000000000"/>)")) ==
        map + ": /map/tileset/@tileheight: expected a whole number from 1 to 16777216, found \"2000000000\"\n");
  // A tileset file's, in that file, and the map says where it names it.
  folder.write("bad.tsx", R"(<tileset name="t" tilewidth="-1" tileheight="16"/>)");
  CHECK(problemsOf("map.tmx", tmx(R"(<tileset firstgid="1" source="bad.tsx"/>)")) ==
        folder.path("bad.tsx") + ": /tileset/@tilewidth: expected a whole number from 1 to 16777216, found \"-1\"\n" +  //
            map + ": /map/tileset/@source: the tileset " + folder.path("bad.tsx") + " cannot be read (see above)\n");
  const std::string tmj = folder.path("map.tmj");
  CHECK(problemsOf("map.tmj", R"({"type": "map", "width": 1, "height": 1, "tilewidth": 16, "tileheight": 16,
        "tilesets": [{"firstgid": 1, "name": "t", "tilewidth": 99999999999, "tileheight": 0}],
        "layers": [{"type": "tilelayer", "name": "l", "data": [1]}]})") ==
        tmj + ": $.tilesets[0].tilewidth: expected a whole number from 1 to 16777216, found 99999999999\n" +  //
            tmj + ": $.tilesets[0].tileheight: expected a whole number from 1 to 16777216, found 0\n");
}

TEST_CASE("io: an empty image collection's tile size of 0, as Tiled writes it, is taken") {
  TempFolder folder;
  const LevelLoad xml = importTiled(folder.write("map.tmx", R"(<map width="1" height="1" tilewidth="16" tileheight="16">
      <tileset firstgid="1" name="pictures" tilewidth="0" tileheight="0" tilecount="0" columns="0"/>
      <layer name="l" width="1" height="1"><data encoding="csv">0</data></layer></map>)"));
  CHECK_MESSAGE(xml.ok(), problemTexts(xml.problems));
  const LevelLoad json = importTiled(folder.write("map.tmj", R"({"type": "map", "width": 1, "height": 1, "tilewidth": 16,
      "tileheight": 16, "tilesets": [{"firstgid": 1, "name": "pictures", "tilewidth": 0, "tileheight": 0, "tilecount": 0,
      "columns": 0}], "layers": [{"type": "tilelayer", "name": "l", "data": [0]}]})"));
  CHECK_MESSAGE(json.ok(), problemTexts(json.problems));
}

TEST_CASE("io: broken Tiled maps are errors that name the file and the place") {
  TempFolder folder;
  auto problemsOf = [&](const std::string& name, const std::string& text) {
    const LevelLoad load = importTiled(folder.write(name, text));
    CHECK_FALSE(load.ok());
    return problemTexts(load.problems);
  };
  const std::string map = folder.path("map.tmx");
  CHECK(problemsOf("map.tmx", "<map orientation=\"orthogonal\" width=\"2\">\n<layer>\n</map>") ==
        map + ": not valid XML at line 3, column 3: Start-end tags mismatch\n");
  CHECK(problemsOf("map.tmx", R"(<map orientation="isometric" width="2" height="2" tilewidth="16" tileheight="16"/>)") ==
        map + ": /map: orientation \"isometric\" is not supported: Ledge imports orthogonal maps\n");
  // The .tmj says the same, and quotes the value alike.
  CHECK(problemsOf("map.tmj", R"({"type": "map", "orientation": "hexagonal", "width": 2, "height": 2, "tilewidth": 16,
                              "tileheight": 16, "layers": []})") ==
        folder.path("map.tmj") + ": $.orientation: orientation \"hexagonal\" is not supported: Ledge imports orthogonal maps\n");
  CHECK(problemsOf("map.tmj", R"({"type": "map", "orientation": 4, "width": 2, "height": 2, "layers": []})") ==
        folder.path("map.tmj") + ": $.orientation: orientation 4 is not supported: Ledge imports orthogonal maps\n");
  CHECK(problemsOf("map.tmx", R"(<map orientation="orthogonal" width="2" height="2" tilewidth="16" tileheight="16" infinite="1"/>)") ==
        map + ": /map: infinite maps are not supported; in Tiled, turn off Map > Map Properties > Infinite\n");
  // A size beyond Ledge's limits is refused with them, also one beyond an int's.
  CHECK(problemsOf("map.tmx", R"(<map width="2000000000" height="2" tilewidth="16" tileheight="16"/>)") ==
        map + ": /map/@width: expected a whole number from 1 to 16384, found \"2000000000\"\n");
  CHECK(problemsOf("map.tmx", R"(<map width="99999999999" height="0" tilewidth="16" tileheight="512"/>)") ==
        map + ": /map/@width: expected a whole number from 1 to 16384, found \"99999999999\"\n" +  //
            map + ": /map/@height: expected a whole number from 1 to 16384, found \"0\"\n" +        //
            map + ": /map/@tileheight: expected a whole number from 4 to 256, found \"512\"\n");
  CHECK(problemsOf("map.tmj", R"({"type": "map", "width": 99999999999, "height": 2, "tilewidth": 16, "tileheight": 16})") ==
        folder.path("map.tmj") + ": $.width: expected a whole number from 1 to 16384, found 99999999999\n");
  CHECK(problemsOf("map.tmx", R"(<map width="2" height="2" tilewidth="16" tileheight="8"/>)") ==
        map + ": /map: tiles are 16 x 8 pixels; Ledge needs square tiles\n");
  const std::string layer = R"(<map width="2" height="2" tilewidth="16" tileheight="16"><layer name="l">)";
  CHECK(problemsOf("map.tmx", layer + R"(<data encoding="csv">1,2,3</data></layer></map>)") ==
        map + ": /map/layer/data: CSV data holds 3 tiles, expected 4\n");
  CHECK(problemsOf("map.tmx", layer + R"(<data encoding="base64" compression="zlib">AAAA</data></layer></map>)") ==
        map + ": /map/layer/data: compressed data is damaged or cut short (zlib: unknown compression method)\n");
  // A tiny file that claims a huge layer is refused before the layer is allocated.
  CHECK(problemsOf("map.tmx", R"(<map width="16384" height="16384" tilewidth="16" tileheight="16"><layer name="l">)"
                              R"(<data encoding="base64" compression="zlib">AAAA</data></layer></map>)") ==
        map + ": /map/layer/data: compressed data of 3 bytes cannot hold the 268435456 tiles of the layer\n");
  CHECK(problemsOf("map.tmx", layer + "<data encoding=\"base64\" compression=\"zlib\">" + base64Of({1, 2, 3}, "zlib") +
                                  "</data></layer></map>") ==
        map + ": /map/layer/data: compressed data holds 3 tiles, expected 4\n");
  CHECK(problemsOf("map.tmx", layer + "<data encoding=\"base64\" compression=\"gzip\">" + base64Of({1, 2, 3, 4, 5}, "gzip") +
                                  "</data></layer></map>") ==
        map + ": /map/layer/data: compressed data holds more than the 4 tiles of the layer\n");
  CHECK(problemsOf("map.tmx", layer + "<data encoding=\"base64\">" + base64Of({1, 2, 3}, "") + "</data></layer></map>") ==
        map + ": /map/layer/data: base64 data holds 12 bytes, expected 16 (4 per tile)\n");
  CHECK(problemsOf("map.tmx", layer + R"(<data encoding="csv">1,2,3,4,5</data></layer></map>)") ==
        map + ": /map/layer/data: CSV data holds more than the 4 tiles of the layer\n");
  // zlib finds a damaged checksum after the last row: the error alone, no warning about the
  // tiles decoded before it (gid 7 is in no tileset).
  CHECK(problemsOf("map.tmx", layer + "<data encoding=\"base64\" compression=\"zlib\">" + base64Of({7, 7, 7, 7}, "zlib", true) +
                                  "</data></layer></map>") ==
        map + ": /map/layer/data: compressed data is damaged or cut short (zlib: incorrect data check)\n");
  CHECK(problemsOf("map.tmx", layer + R"(<data encoding="base64" compression="zstd">AAAA</data></layer></map>)") ==
        map + ": /map/layer/data: compression \"zstd\" is not supported; expected zlib, gzip or none\n");
  CHECK(problemsOf("map.tmx", layer + R"(<data encoding="base64">AA*A</data></layer></map>)") ==
        map + ": /map/layer/data: base64 data has a character that is not base64\n");
  // A tileset file that is not there is the map's error, at the place that names it.
  CHECK(problemsOf("map.tmx", R"(<map width="2" height="2" tilewidth="16" tileheight="16"><tileset firstgid="1" source="gone.tsx"/></map>)") ==
        map + ": /map/tileset/@source: the tileset file " + folder.path("gone.tsx") + " does not exist\n");
  CHECK(problemsOf("map.tmj", R"({"type": "map", "width": 2, "height": 2, "tilewidth": 16, "tileheight": 16, "layers": [],
        "tilesets": [{"firstgid": 1, "source": "gone.tsj"}]})") ==
        folder.path("map.tmj") + ": $.tilesets[0].source: the tileset file " + folder.path("gone.tsj") + " does not exist\n");
  CHECK(problemsOf("map.tmx", R"(<map width="1" height="1" tilewidth="16" tileheight="16"><layer name="l"><data encoding="csv">0</data>
        </layer><objectgroup><object type="crate" x="100000000" y="0" width="8" height="8"/></objectgroup></map>)") ==
        map + ": /map/objectgroup/object/@x: expected a whole number of pixels from -16777216 to 16777216, found \"100000000\"\n");
  const std::string tmj = folder.path("map.tmj");
  CHECK(problemsOf("map.tmj", R"({"type": "map", "width": 2, "height": 2, "tilewidth": 16, "tileheight": 16, "layers": [
        {"type": "tilelayer", "name": "l", "data": [1, 2, 3, "x"]}]})") ==
        tmj + ": $.layers[0].data[3]: expected a whole number from 0 to 4294967295, found a string (\"x\")\n");
  CHECK(problemsOf("map.tmj", R"({"type": "map", "width": 2, "height": 2, "tilewidth": 16, "tileheight": 16, "layers": []})") ==
        tmj + ": the map has no tile layer to take the tiles from\n");
  // A byte of the data that is no printable character is named by its value: a NUL in the
  // message would end it where it is printed.
  CHECK(problemsOf("map.tmj", R"({"type": "map", "width": 2, "height": 2, "tilewidth": 16, "tileheight": 16, "layers": [
        {"type": "tilelayer", "name": "l", "encoding": "csv", "data": "1,2,\u0000"}]})") ==
        tmj + ": $.layers[0].data: CSV data has byte 0x00 where a tile number was expected (value 3)\n");
  // A map named as its own tileset: said at the place that names it. Another map: the file is
  // no tileset, and says so.
  const std::string self = R"({"type": "map", "width": 2, "height": 2, "tilewidth": 16, "tileheight": 16,
        "tilesets": [{"firstgid": 1, "source": "self.tmj"}], "layers": []})";
  CHECK(problemsOf("self.tmj", self) == folder.path("self.tmj") + ": $.tilesets[0].source: the tileset source self.tmj is this map itself, not a tileset\n");
  CHECK(problemsOf("map.tmx", R"(<map width="2" height="2" tilewidth="16" tileheight="16"><tileset firstgid="1" source="./map.tmx"/></map>)") ==
        map + ": /map/tileset/@source: the tileset source ./map.tmx is this map itself, not a tileset\n");
  folder.write("other.tmj", self);
  CHECK(problemsOf("map.tmj", R"({"type": "map", "width": 2, "height": 2, "tilewidth": 16, "tileheight": 16,
        "tilesets": [{"firstgid": 1, "source": "other.tmj"}], "layers": []})") ==
        folder.path("other.tmj") + ": $.type: expected \"tileset\", found a string (\"map\"); is this a Tiled tileset?\n" +
            tmj + ": $.tilesets[0].source: the tileset " + folder.path("other.tmj") + " cannot be read (see above)\n");
  CHECK(problemsOf("map.tmj", "{\"type\": \"map\", \"layers\": [") ==
        tmj + ": $.layers[0]: not valid JSON at line 1, column 28: syntax error while parsing value - unexpected end of input; expected '[', '{', or a literal\n");
}

namespace {

// A 4 x 3 map of 16 px tiles (any tile solid) with `layers` after its tileset.
std::string smallTmx(const std::string& layers) {
  return R"(<map orientation="orthogonal" width="4" height="3" tilewidth="16" tileheight="16">
    <tileset firstgid="1" name="t" tilewidth="16" tileheight="16"/>)" + layers + "</map>";
}

// The same as a .tmj: `layers` is the JSON array's contents.
std::string smallTmj(const std::string& layers) {
  return R"({"type": "map", "width": 4, "height": 3, "tilewidth": 16, "tileheight": 16,
    "tilesets": [{"firstgid": 1, "name": "t", "tilewidth": 16, "tileheight": 16}], "layers": [)" + layers + "]}";
}

const char* kCornerTiles = "1,0,0,0, 0,0,0,0, 1,1,0,0";

}  // namespace

TEST_CASE("io: Tiled layer and group offsets move objects, and a tile layer by whole tiles") {
  TempFolder folder;
  // The group moves everything in it by (16, -8); the tile layer by (16, -8) more: 2 tiles right, 1 up.
  const std::string tmxPath = folder.write("offsets.tmx", smallTmx(R"(
    <group name="world" offsetx="16" offsety="-8">
      <layer name="Collision" width="4" height="3" offsetx="16" offsety="-8"><data encoding="csv">)" +
                                                                       std::string(kCornerTiles) + R"(</data></layer>
      <objectgroup name="things" offsetx="4" offsety="2">
        <object id="1" type="player" x="-10" y="30" width="10" height="14"/>
        <object id="2" type="solid" x="0" y="40" width="16" height="8"/>
        <object id="3" x="0" y="40"><polyline points="0,0 16,0"/></object>
      </objectgroup>
    </group>)"));
  const std::string tmjPath = folder.write("offsets.tmj", smallTmj(R"(
    {"type": "group", "name": "world", "offsetx": 16, "offsety": -8, "layers": [
      {"type": "tilelayer", "name": "Collision", "offsetx": 16, "offsety": -8, "data": [)" + std::string(kCornerTiles) + R"(]},
      {"type": "objectgroup", "name": "things", "offsetx": 4, "offsety": 2, "objects": [
        {"id": 1, "type": "player", "x": -10, "y": 30, "width": 10, "height": 14},
        {"id": 2, "type": "solid", "x": 0, "y": 40, "width": 16, "height": 8},
        {"id": 3, "x": 0, "y": 40, "polyline": [{"x": 0, "y": 0}, {"x": 16, "y": 0}]}]}]})"));
  for (const std::string& path : {tmxPath, tmjPath}) {
    CAPTURE(path);
    const LevelLoad load = importTiled(path);
    INFO(problemTexts(load.problems));
    REQUIRE(load.ok());
    // The tile at (0, 0) would move above the map: it is dropped, and the warning says so.
    CHECK(rowsOf(*load.level) == std::vector<std::string>{"....", "..##", "...."});
    REQUIRE(load.level->actors.size() == 1);
    CHECK(load.level->actors[0].x == 10);
    CHECK(load.level->actors[0].y == 24);
    REQUIRE(load.level->solids.size() == 1);
    CHECK(load.level->solids[0].x == 20);
    CHECK(load.level->solids[0].y == 34);
    CHECK(load.level->solids[0].path.points == std::vector<IVec2>{{20, 34}, {36, 34}});
    const std::string where = path == tmxPath ? "/map/group/layer" : "$.layers[0].layers[0]";
    CHECK(problemTexts(load.problems) ==
          path + ": " + where + ": warning: 1 tile moved off the map by the layer's offsets (32, -16); not imported\n");
    CHECK(notes(load).find("tile layer \"Collision\" moved by its offsets (32, -16): tiles 2 right, 1 up\n") !=
          std::string::npos);
  }
}

namespace {

// A .tmx map whose one tile layer, of kCornerTiles, has the offsets `offsets` ("offsetx=\"8\"").
std::string offsetLayerMap(TempFolder& folder, const std::string& name, const std::string& offsets) {
  return folder.write(name, smallTmx(R"(<layer name="l" width="4" height="3" )" + offsets + R"(>
    <data encoding="csv">)" + std::string(kCornerTiles) + "</data></layer>"));
}

}  // namespace

TEST_CASE("io: a Tiled tile layer offset of part of a tile, or beyond the map, moves no tile and says why") {
  struct Case {
    const char* offsets;
    std::vector<std::string> rows;
    std::string warning;
  };
  const std::vector<Case> cases = {
      {R"(offsetx="8")", {"#...", "....", "##.."},
       "the layer's offsets (8, 0) are not whole 16-pixel tiles; its tiles are imported at their cells, without the offsets"},
      {R"(offsetx="1e30")", {"....", "....", "...."},
       "the layer's offsets (1e+30, 0) move it off the map entirely; none of its tiles are imported"},
  };
  TempFolder folder;
  for (const Case& c : cases) {
    CAPTURE(c.offsets);
    const std::string path = offsetLayerMap(folder, "offset.tmx", c.offsets);
    const LevelLoad load = importTiled(path);
    INFO(problemTexts(load.problems));
    REQUIRE(load.ok());
    CHECK(rowsOf(*load.level) == c.rows);
    CHECK(problemTexts(load.problems) == path + ": /map/layer: warning: " + c.warning + "\n");
    CHECK(notes(load).find("moved by its offsets") == std::string::npos);
  }
}

TEST_CASE("io: a rotated Tiled object is a warning that names it, and is imported unrotated") {
  TempFolder folder;
  const std::string tmx = folder.write("turn.tmx", smallTmx(R"(<objectgroup name="things">
    <object id="7" name="hero" type="player" x="16" y="0" width="10" height="14" rotation="45"/>
    <object id="8" type="coin" x="0" y="0" width="4" height="4" rotation="90"/></objectgroup>
    <layer name="l" width="4" height="3"><data encoding="csv">0,0,0,0,0,0,0,0,0,0,0,0</data></layer>)"));
  const std::string tmj = folder.write("turn.tmj", smallTmj(R"({"type": "objectgroup", "name": "things", "objects": [
    {"id": 7, "name": "hero", "type": "player", "x": 16, "y": 0, "width": 10, "height": 14, "rotation": 45},
    {"id": 8, "type": "coin", "x": 0, "y": 0, "width": 4, "height": 4, "rotation": 90}]},
    {"type": "tilelayer", "name": "l", "data": [0,0,0,0, 0,0,0,0, 0,0,0,0]})"));
  const std::vector<std::pair<std::string, std::string>> expected = {
      {tmx, "object id=7 \"hero\" in layer \"things\", rotation"}, {tmj, "$.layers[0].objects[0].rotation"}};
  for (const auto& [path, where] : expected) {
    const LevelLoad load = importTiled(path);
    INFO(problemTexts(load.problems));
    REQUIRE(load.ok());
    REQUIRE(load.level->actors.size() == 1);
    CHECK(load.level->actors[0].x == 16);
    // Only objects that are imported are warned about: the coin is not.
    CHECK(problemTexts(load.problems) ==
          path + ": " + where + ": warning: rotation 45 is not supported; the player is imported unrotated\n");
  }
}

TEST_CASE("io: Tiled object numbers out of range are errors that name the object and quote the file") {
  TempFolder folder;
  const std::string layer = R"(<layer name="l" width="4" height="3"><data encoding="csv">0,0,0,0,0,0,0,0,0,0,0,0</data></layer>)";
  auto tmxProblems = [&](const std::string& object) {
    const LevelLoad load =
        importTiled(folder.write("bad.tmx", smallTmx(layer + R"(<objectgroup name="Entities">)" + object + "</objectgroup>")));
    CHECK_FALSE(load.ok());
    return problemTexts(load.problems);
  };
  const std::string tmx = folder.path("bad.tmx") + ": object id=3 \"player\" in layer \"Entities\", ";
  CHECK(tmxProblems(R"(<object id="3" name="player" type="player" x="0" y="0" width="0.3" height="14"/>)") ==
        tmx + "width: expected a whole number of pixels from 1 to 16777216, found \"0.3\" (rounds to 0)\n");
  CHECK(tmxProblems(R"(<object id="3" name="player" type="player" x="1e30" y="0" width="10" height="14"/>)") ==
        tmx + "x: expected a whole number of pixels from -16777216 to 16777216, found \"1e30\"\n");
  CHECK(tmxProblems(R"(<object id="3" name="player" type="solid" x="0" y="-16777300.2" width="10" height="14"/>)") ==
        tmx + "y: expected a whole number of pixels from -16777216 to 16777216, found \"-16777300.2\"\n");
  // Beyond a float, the reader refuses it: the value is never read as infinity.
  CHECK(tmxProblems(R"(<object id="3" type="crate" x="1e40" y="0"/>)") ==
        folder.path("bad.tmx") + ": object id=3 in layer \"Entities\", x: expected a finite number, found \"1e40\"\n");
  // A path point: the polyline's points as written.
  CHECK(tmxProblems(R"(<object id="3" name="player" type="solid" x="0" y="0" width="16" height="8"/>
                       <object id="4" x="0" y="0"><polyline points="0,0 1e30,0"/></object>)") ==
        folder.path("bad.tmx") + ": object id=4 in layer \"Entities\", points: expected points within -16777216 to "
                                 "16777216 pixels for the path of solid object 3, found \"0,0 1e30,0\"\n");

  auto tmjProblems = [&](const std::string& object) {
    const LevelLoad load = importTiled(folder.write("bad.tmj", smallTmj(R"({"type": "objectgroup", "name": "Entities", "objects": [)" +
                                                                          object + R"(]}, {"type": "tilelayer", "name": "l", "data": [0,0,0,0,0,0,0,0,0,0,0,0]})")));
    CHECK_FALSE(load.ok());
    return problemTexts(load.problems);
  };
  const std::string tmj = folder.path("bad.tmj") + ": $.layers[0].objects[0].";
  CHECK(tmjProblems(R"({"id": 3, "name": "player", "type": "player", "x": 0, "y": 0, "width": 0.3, "height": 14})") ==
        tmj + "width: expected a whole number of pixels from 1 to 16777216, found 0.3 (rounds to 0)\n");
  CHECK(tmjProblems(R"({"id": 3, "name": "player", "type": "player", "x": 1e30, "y": 0, "width": 10, "height": 14})") ==
        tmj + "x: expected a whole number of pixels from -16777216 to 16777216, found 1e+30\n");
}

TEST_CASE("io: a ledge:extra key that Ledge reads from the Tiled object itself is skipped with a warning") {
  TempFolder folder;
  // Before, the converted level repeated "x" and failed to load back at a place the user never wrote.
  const std::string path = folder.write("extra.tmx", smallTmx(R"(<objectgroup name="E">
    <object id="1" name="hero" type="player" x="16" y="0" width="10" height="14"><properties>
      <property name="ledge:extra" value="{&quot;x&quot;: 5, &quot;vx&quot;: 3, &quot;sprite&quot;: &quot;a.png&quot;}"/>
    </properties></object>
    <object id="2" type="solid" x="0" y="32" width="16" height="8"><properties>
      <property name="ledge:extra" value="{&quot;speed&quot;: 9, &quot;tint&quot;: 1}"/></properties></object></objectgroup>
    <layer name="l" width="4" height="3"><data encoding="csv">0,0,0,0,0,0,0,0,0,0,0,0</data></layer>)"));
  const LevelLoad load = importTiled(path);
  INFO(problemTexts(load.problems));
  REQUIRE(load.ok());
  REQUIRE(load.level->actors.size() == 1);
  CHECK(load.level->actors[0].x == 16);
  CHECK(load.level->actors[0].vx == 0.0f);
  CHECK(load.level->actors[0].extra == ExtraKeys{{"sprite", "\"a.png\""}});
  REQUIRE(load.level->solids.size() == 1);
  CHECK(load.level->solids[0].path.speed == SolidPath{}.speed);
  CHECK(load.level->solids[0].extra == ExtraKeys{{"tint", "1"}});
  const std::string hero = path + ": object id=1 \"hero\" in layer \"E\", property \"ledge:extra\": warning: ";
  const std::string solid = path + ": object id=2 in layer \"E\", property \"ledge:extra\": warning: ";
  CHECK(problemTexts(load.problems) == hero + "key \"x\" is one Ledge reads itself; skipped\n" +
                                    hero + "key \"vx\" is one Ledge reads itself; skipped\n" +
                                    solid + "key \"speed\" is one Ledge reads itself; skipped\n");
}

TEST_CASE("io: a map's ledge:extra and ledge:physicsExtra keys that Ledge reads itself are skipped with a warning") {
  TempFolder folder;
  const std::string path = folder.write("extra.tmj", R"({"type": "map", "width": 4, "height": 3, "tilewidth": 16, "tileheight": 16,
    "properties": [{"name": "ledge:extra", "type": "string", "value": "{\"width\": 9, \"music\": \"a.ogg\"}"},
                   {"name": "ledge:physicsExtra", "type": "string", "value": "{\"gravity\": 1, \"wind\": 2}"}],
    "layers": [{"type": "tilelayer", "name": "l", "data": [0,0,0,0, 0,0,0,0, 0,0,0,0]}]})");
  const LevelLoad load = importTiled(path);
  INFO(problemTexts(load.problems));
  REQUIRE(load.ok());
  CHECK(load.level->map.width() == 4);
  CHECK(load.level->extra == ExtraKeys{{"music", "\"a.ogg\""}});
  CHECK(load.level->physicsExtra == ExtraKeys{{"wind", "2"}});
  CHECK(problemTexts(load.problems) == path + ": $.properties[0].value: warning: key \"width\" is one Ledge reads itself; skipped\n" +
                                    path + ": $.properties[1].value: warning: key \"gravity\" is one Ledge reads itself; skipped\n");
}

TEST_CASE("io: numbers in Tiled messages are the floats' shortest text") {
  TempFolder folder;
  const std::string path = folder.write("third.tmx", smallTmx(R"(<objectgroup name="E">
    <object id="1" type="crate" x="16" y="0" width="8" height="8" rotation="33.3"/></objectgroup>
    <layer name="l" width="4" height="3" offsetx="12.6667"><data encoding="csv">0,0,0,0,0,0,0,0,0,0,0,0</data></layer>)"));
  const LevelLoad load = importTiled(path);
  INFO(problemTexts(load.problems));
  REQUIRE(load.ok());
  CHECK(problemTexts(load.problems) ==
        path + ": /map/layer: warning: the layer's offsets (12.6667, 0) are not whole 16-pixel tiles; "
               "its tiles are imported at their cells, without the offsets\n" +
        path + ": object id=1 in layer \"E\", rotation: warning: rotation 33.3 is not supported; the crate is imported unrotated\n");
}

TEST_CASE("io: Tiled offsets that add up beyond a float are errors that quote the file") {
  TempFolder folder;
  const std::string tmx = folder.write("inf.tmx", smallTmx(R"(<group name="g" offsetx="3e38">
    <layer name="l" width="4" height="3" offsetx="3e38" offsety="2"><data encoding="csv">0,0,0,0,0,0,0,0,0,0,0,0</data></layer></group>)"));
  const std::string tmj = folder.write("inf.tmj", smallTmj(R"({"type": "group", "name": "g", "offsetx": 3e38, "layers": [
    {"type": "tilelayer", "name": "l", "offsetx": 3e38, "offsety": 2, "data": [0,0,0,0, 0,0,0,0, 0,0,0,0]}]})"));
  const std::vector<std::pair<std::string, std::string>> expected = {
      {tmx, ": /map/group/layer: offsetx \"3e38\""}, {tmj, ": $.layers[0].layers[0]: offsetx 3e+38"}};
  for (const auto& [path, start] : expected) {
    const LevelLoad load = importTiled(path);
    CHECK_FALSE(load.ok());
    CHECK(problemTexts(load.problems) == path + start + " plus the offsets of its groups (3e+38, 0) is beyond a float's range\n");
  }
}

TEST_CASE("io: a Tiled object without x in a layer with offsets is reported as such") {
  TempFolder folder;
  const std::string path = folder.write("nox.tmx", smallTmx(R"(<objectgroup name="E" offsetx="1e30">
    <object id="3" type="crate" y="0"/><object id="4" type="crate" x="5" y="0"/></objectgroup>
    <layer name="l" width="4" height="3"><data encoding="csv">0,0,0,0,0,0,0,0,0,0,0,0</data></layer>)"));
  const LevelLoad load = importTiled(path);
  CHECK_FALSE(load.ok());
  const std::string expected = ": expected a whole number of pixels from -16777216 to 16777216, found ";
  CHECK(problemTexts(load.problems) ==
        path + ": object id=3 in layer \"E\", x" + expected + "1e+30 from the offsets of its layers (the object has no x)\n" +
        path + ": object id=4 in layer \"E\", x" + expected + "\"5\" (1e+30 with the offsets of its layers)\n");
}

TEST_CASE("io: a .tmx object's attributes and properties are named alike in every message") {
  TempFolder folder;
  // The reader's messages and the import's (a reader error stops the import: two maps).
  auto problemsOf = [&](const std::string& x, const std::string& vx, const std::string& mover) {
    const std::string path = folder.write("label.tmx", smallTmx(R"(<objectgroup name="E &quot;1&quot;">
      <object id="3" name="a&quot;b" type="player" x=")" + x + R"(" y="0" width="8" height="8"><properties>
        <property name="vx" type="float" value=")" + vx + R"("/><property name="mover" value=")" + mover + R"("/></properties></object>
      <object type="crate" x="0" y="0"><properties><property name="mover" value=")" + mover + R"("/></properties></object></objectgroup>
      <layer name="l" width="4" height="3"><data encoding="csv">0,0,0,0,0,0,0,0,0,0,0,0</data></layer>)"));
    const LevelLoad load = importTiled(path);
    CHECK_FALSE(load.ok());
    return problemTexts(load.problems);
  };
  const std::string object = folder.path("label.tmx") + ": object id=3 \"a\\\"b\" in layer \"E \\\"1\\\"\", ";
  const std::string vx = object + "property \"vx\": expected a float (the property's type), found \"fast\"\n";
  CHECK(problemsOf("1e40", "fast", "pixel") == object + "x: expected a finite number, found \"1e40\"\n" + vx);
  CHECK(problemsOf("0", "fast", "pixel") == vx);
  // "nan" and "inf" read as floats, but are no speed: named as such, not as the null JSON makes of them.
  CHECK(problemsOf("0", "nan", "pixel") == object + "property \"vx\": NaN is not a finite number\n");
  CHECK(problemsOf("0", "-inf", "pixel") == object + "property \"vx\": minus infinity is not a finite number\n");
  const std::string mover = ": expected one of pixel, speculative, raycast, mtd, found a string (\"warp\")\n";
  CHECK(problemsOf("0", "2.5", "warp") == object + "property \"mover\"" + mover + folder.path("label.tmx") +
                                              ": /map/objectgroup/object[2]/properties/property" + mover);
}
