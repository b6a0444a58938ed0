// Exporting a level as a Tiled .tmj map, and importing it back to the same level.

#include <filesystem>
#include <string>
#include <tuple>
#include <vector>

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "core/io/level_file.h"
#include "core/io/png_read.h"
#include "core/io/png_write.h"
#include "core/io/tile_images.h"
#include "core/io/tiled_export.h"
#include "core/io/tiled_import.h"
#include "core/tests/io_temp_folder.h"

using namespace ledge;
using namespace ledge::io;
using ledge::test::TempFolder;

namespace {

// Every tile kind, every actor kind and switch, solids with and without paths, changed physics
// and unknown keys everywhere.
Level everythingLevel() {
  const std::vector<std::string> rows = {"..........", "..--...H..", "./\\....H..", "ab##cd.H##", "##########"};
  Level level;
  level.map = TileMap(10, 5, 16);
  for (int y = 0; y < 5; ++y)
    for (int x = 0; x < 10; ++x) level.map.set(x, y, *tileFromChar(rows[static_cast<size_t>(y)][static_cast<size_t>(x)]));
  level.physics.gravity = 1234.5f;
  level.physics.timestep = 1.0f / 120.0f;
  level.physics.cornerCorrection = 2;
  level.physics.speculativeSweptNormals = true;
  level.cellSize = 8;
  level.extra = {{"notes", R"("tiles, actors and solids")"}, {"author", R"({"name":"Ana","tags":["a","b"]})"}};
  level.physicsExtra = {{"wind", "3.5"}};
  ActorSpec player;
  player.x = 4;
  player.y = 2;
  player.mover = MoverKind::Speculative;
  player.vx = 0.1f;
  player.extra = {{"sprite", R"("hero.png")"}};
  ActorSpec walker;
  walker.kind = ActorKind::Walker;
  walker.x = 130;
  walker.y = 10;
  walker.w = 12;
  walker.h = 12;
  walker.applyFriction = false;
  walker.weight = 0.25f;
  ActorSpec crate;
  crate.kind = ActorKind::Crate;
  crate.x = 100;
  crate.y = 0;
  crate.w = 8;
  crate.h = 8;
  crate.mover = MoverKind::Mtd;
  crate.worldCollision = false;
  crate.collidesWithActors = false;
  crate.applyGravity = false;
  crate.vy = -33.25f;
  level.actors = {player, walker, crate};
  SolidSpec lift;
  lift.x = 96;
  lift.y = 40;
  lift.w = 24;
  lift.h = 6;
  lift.path = {{{96, 40}, {96, 8}, {120, 8}}, 45.5f, PathMode::Loop};
  lift.extra = {{"color", R"("#ff8800")"}};
  SolidSpec wall;
  wall.x = 0;
  wall.y = 0;
  wall.w = 8;
  wall.h = 16;
  SolidSpec offPath;  // starts away from its path: kept as it is (with the level's warning)
  offPath.x = 10;
  offPath.y = 10;
  offPath.path = {{{40, 10}, {60, 10}}, 10.0f, PathMode::Once};
  level.solids = {lift, wall, offPath};
  return level;
}

void checkSameLevel(const Level& a, const Level& b) {
  CHECK(tileRows(a.map) == tileRows(b.map));
  CHECK(a.map.tileSize() == b.map.tileSize());
  CHECK(a.physics == b.physics);
  CHECK(a.cellSize == b.cellSize);
  CHECK(a.actors == b.actors);
  CHECK(a.solids == b.solids);
  CHECK(a.extra == b.extra);
  CHECK(a.physicsExtra == b.physicsExtra);
  CHECK(levelToJson(a) == levelToJson(b));
}

}  // namespace

TEST_CASE("io: a level exported to .tmj imports back to the same level") {
  TempFolder folder;
  const Level level = everythingLevel();
  const std::string path = folder.path("everything.tmj");
  const SaveResult exported = exportTiled(level, path);
  INFO(exported.error);
  REQUIRE(exported.ok);
  CHECK(folder.listing() == "everything.tiles.png everything.tmj ");
  const LevelLoad back = importTiled(path);
  std::string problems;
  for (const Problem& p : back.problems) problems += p.text() + "\n";
  INFO(problems);
  REQUIRE(back.ok());
  checkSameLevel(*back.level, level);

  // The tileset image: a PNG of the nine non-empty tiles in a row.
  const std::string png = TempFolder::read(folder.path("everything.tiles.png"));
  REQUIRE(png.size() > 24);
  CHECK(png.substr(0, 8) == "\x89PNG\r\n\x1a\n");
  CHECK(png.substr(16, 8) == std::string("\0\0\0\x90\0\0\0\x10", 8));  // 144 x 16

  // The same level gives the same bytes, so a second export leaves the file alone (no .bak).
  const std::string first = TempFolder::read(path);
  const SaveResult again = exportTiled(level, path);
  REQUIRE(again.ok);
  CHECK(again.unchanged);
  CHECK(TempFolder::read(path) == first);
  CHECK(folder.listing() == "everything.tiles.png everything.tmj ");
  // The tileset image gone, the same map is no "unchanged" export: the image is written again.
  std::filesystem::remove(folder.path("everything.tiles.png"));
  const SaveResult imageAgain = exportTiled(level, path);
  REQUIRE(imageAgain.ok);
  CHECK_FALSE(imageAgain.unchanged);
  CHECK(folder.listing() == "everything.tiles.png everything.tmj ");
  // One line per tile row.
  CHECK(first.find("\n        0,0,0,0,0,0,0,0,0,0,\n        0,0,2,2,0,0,0,3,0,0,\n") != std::string::npos);
}

TEST_CASE("io: a map of more than 1024² tiles is exported as base64 of zlib, and imports back to the same tiles") {
  TempFolder folder;
  // Rows unlike each other, every kind of tile, so that a row out of place or a byte order
  // swapped shows.
  const auto levelOf = [](int width, int height) {
    Level level;
    level.map = TileMap(width, height, 16);
    for (int y = 0; y < height; ++y)
      for (int x = 0; x < width; ++x) level.map.set(x, y, static_cast<Tile>((x * 7 + y * 3 + x / 5) % kTileKindCount));
    return level;
  };
  for (const auto& [width, height, compressed] : {std::tuple{1024, 1024, false}, std::tuple{1025, 1024, true}}) {
    CAPTURE(width);
    const Level level = levelOf(width, height);
    const std::string path = folder.path("big.tmj");
    REQUIRE(exportTiled(level, path).ok);
    const nlohmann::json tiles = nlohmann::json::parse(TempFolder::read(path))["layers"][0];
    CHECK(tiles.contains("compression") == compressed);
    CHECK(tiles["data"].is_string() == compressed);
    if (compressed) CHECK(tiles["encoding"] == "base64");
    const LevelLoad back = importTiled(path);
    REQUIRE(back.ok());
    CHECK(back.level->map.tiles() == level.map.tiles());
  }
}

TEST_CASE("io: the exported tileset's collision shapes alone give back the same tiles") {
  TempFolder folder;
  const std::string path = folder.path("shapes.tmj");
  REQUIRE(exportTiled(everythingLevel(), path).ok);
  // Without the `ledge` properties, an importer sees only the shapes (ladders have none: any
  // tile of the collision layer is solid).
  nlohmann::ordered_json map = nlohmann::ordered_json::parse(TempFolder::read(path));
  for (auto& tile : map["tilesets"][0]["tiles"]) tile.erase("properties");
  folder.write("shapes.tmj", map.dump());
  const LevelLoad back = importTiled(path);
  REQUIRE(back.ok());
  std::vector<std::string> expected = tileRows(everythingLevel().map);
  for (std::string& row : expected)
    for (char& c : row)
      if (c == 'H') c = '#';
  CHECK(tileRows(back.level->map) == expected);
}

TEST_CASE("io: an invalid level is not exported") {
  TempFolder folder;
  Level level = everythingLevel();
  level.actors[0].w = 0;
  const SaveResult refused = exportTiled(level, folder.path("bad.tmj"));
  CHECK_FALSE(refused.ok);
  CHECK(refused.error == "cannot export " + folder.path("bad.tmj") +
                             ": the level would not load back, so nothing was written:\n  $.actors[0].w: expected a whole number "
                             "from 1 to 16777216, found 0");
  CHECK(folder.listing().empty());
}

// `png` without its text chunks: how Ledge wrote its strips before it marked them.
std::string withoutTexts(std::string png) {
  for (size_t at = png.find("tEXt"); at != std::string::npos; at = png.find("tEXt")) {
    const size_t start = at - 4;
    const auto length = static_cast<size_t>(static_cast<unsigned char>(png[start + 2])) << 8 | static_cast<unsigned char>(png[start + 3]);
    png.erase(start, 12 + length);
  }
  return png;
}

TEST_CASE("io: PNG text chunks are written and read back in order, and bytes that are no PNG have none") {
  const std::vector<PngText> texts = {{"Software", "Ledge"}, {"Comment", "two words"}};
  const std::string png = encodePng(2, 1, std::vector<uint8_t>(8, 255), texts);
  CHECK(readPngTexts(png) == texts);
  CHECK(readPngSize(png)->width == 2);
  CHECK(readPngSize(png)->height == 1);
  CHECK(readPngTexts(withoutTexts(png)).empty());
  CHECK(readPngTexts("not a png").empty());
  CHECK_FALSE(readPngSize("not a png"));
  // Cut anywhere, a PNG gives the chunks it still holds whole, and never reads past its end.
  for (size_t cut = 0; cut < png.size(); ++cut) CHECK(readPngTexts(png.substr(0, cut)).size() <= texts.size());
}

TEST_CASE("io: a tiles PNG is Ledge's by its mark, whatever its pixels, or as Ledge wrote it before marking it") {
  const std::string strip = tileStripPng(16);
  CHECK(isTileStripPng(strip));
  CHECK(isTileStripPng(withoutTexts(strip)));  // an earlier Ledge's strip
  const int width = 16 * (kTileKindCount - 1);
  const std::vector<uint8_t> otherArt(static_cast<size_t>(width) * 16 * 4, 90);
  const auto marked = [](int w, const std::vector<uint8_t>& rgba) {
    const std::string plain = encodePng(w, 16, rgba);
    return encodePng(w, 16, rgba, {{"Software", tileStripMarkText(*readPngPixelDataCrc(plain))}});
  };
  CHECK(isTileStripPng(marked(width, otherArt)));                // a later Ledge's art
  CHECK_FALSE(isTileStripPng(encodePng(width, 16, otherArt)));  // a designer's picture
  CHECK_FALSE(isTileStripPng(encodePng(width, 16, otherArt, {{"Software", "GIMP 2.10"}})));
  CHECK_FALSE(isTileStripPng(marked(width + 1, std::vector<uint8_t>(otherArt.size() + 64, 90))));
  // Painted over in a program that keeps the mark: the pixels no longer match it.
  std::vector<uint8_t> painted = otherArt;
  painted[40] = 200;
  const std::string markText = readPngTexts(marked(width, otherArt)).front().text;
  CHECK_FALSE(isTileStripPng(encodePng(width, 16, painted, {{"Software", markText}})));
  CHECK(readPngTexts(strip).front().text.starts_with("Ledge tileset image, pixels "));
}

TEST_CASE("io: an export does not replace a tiles PNG that Ledge did not write") {
  TempFolder folder;
  const Level level = everythingLevel();
  const std::string path = folder.path("art.tmj");
  const std::string art = folder.write("art.tiles.png", "\x89PNG\r\n\x1a\n a designer's picture");
  const SaveResult refused = exportTiled(level, path);
  CHECK_FALSE(refused.ok);
  CHECK(refused.error == "cannot export " + path + ": " + art +
                             ", where the export writes the map's tileset image, is not a tileset image Ledge writes; move "
                             "or delete it if it may go, or export the map under another name");
  CHECK(TempFolder::read(art) == "\x89PNG\r\n\x1a\n a designer's picture");
  CHECK(folder.listing() == "art.tiles.png ");

  // Ledge's own image, of this tile size or another, is written again; the same bytes are left alone.
  Level small = level;
  small.map = TileMap(10, 5, 8);
  std::filesystem::remove(art);
  REQUIRE(exportTiled(small, path).ok);
  const std::string smallStrip = TempFolder::read(art);
  REQUIRE(exportTiled(level, path).ok);
  CHECK(TempFolder::read(art) != smallStrip);
  CHECK(TempFolder::read(art + ".bak") == smallStrip);
  std::filesystem::remove(art + ".bak");
  REQUIRE(exportTiled(level, path).ok);
  CHECK(folder.listing() == "art.tiles.png art.tmj art.tmj.bak ");
}

TEST_CASE("io: an export replaces a Tiled map at its place, and refuses any other file there") {
  TempFolder folder;
  const Level level = everythingLevel();
  const auto refusal = [](const std::string& path) {
    return "cannot export " + path + ": it exists and is not a Tiled map; move or delete it if it may go, or export "
           "the map under another name";
  };
  // Notes, a Tiled tileset (its "type" is "tileset") and a Ledge level: kept, nothing written.
  for (const char* text : {"my notes", R"({"type": "tileset", "name": "terrain"})", R"({"format": "ledge-level"})"}) {
    const std::string path = folder.write("mine.tmj", text);
    CHECK(exportFilesProblem(path) == refusal(path));
    const SaveResult refused = exportTiled(level, path);
    CHECK_FALSE(refused.ok);
    CHECK(refused.error == refusal(path));
    CHECK(TempFolder::read(path) == text);
    CHECK(folder.listing() == "mine.tmj ");
  }
  // A map Tiled wrote (its "type" last, as Tiled writes it) is replaced, kept as .bak.
  const std::string tiledMap = R"({"height": 1, "layers": [], "orientation": "orthogonal", "type": "map", "width": 1})";
  const std::string path = folder.write("mine.tmj", tiledMap);
  CHECK(exportFilesProblem(path).empty());
  REQUIRE(exportTiled(level, path).ok);
  CHECK(TempFolder::read(path + ".bak") == tiledMap);
  CHECK(isTiledJsonMapFile(path));  // and the export is a map itself, to be exported over again
  CHECK(exportTiled(level, path).ok);
}

TEST_CASE("io: a map or a level larger than a level file may be is still known for what it is") {
  TempFolder folder;
  // Sparse files of 600 MB that say what they are first: nothing past that is read.
  const auto sparse = [&](const char* name, const std::string& start) {
    const std::string path = folder.write(name, start);
    std::filesystem::resize_file(path, uintmax_t{600} << 20);
    return path;
  };
  const std::string map = sparse("big.tmj", R"({"type": "map", "layers": [)");
  CHECK(isTiledJsonMapFile(map));
  CHECK(exportFilesProblem(map).empty());
  CHECK(isLedgeLevelFile(sparse("big.json", R"({"format": "ledge-level", "tiles": [)")));
  CHECK_FALSE(isTiledJsonMapFile(sparse("notes.tmj", R"({"type": "notes", "layers": [)")));
}
