#include <doctest/doctest.h>

#include "editor/level_edits.h"
#include "editor/tests/helpers.h"

using namespace ledge;
using namespace ledge::editor;
using namespace ledge::editor::test;

namespace {
using Rows = std::vector<std::string>;
}

TEST_CASE("resize: growing keeps the content at the anchor, objects move with the tiles") {
  Document doc = documentFromRows({"#.", "##"});
  doc.begin("Setup");
  doc.insertActor(0, actorAt(3, 4, 10, 14, ActorKind::Player));
  doc.commit();
  doc.begin("Resize");
  CHECK(resizeLevel(doc, 4, 3, {1, 1}) == "");  // bottom-right
  doc.commit();
  CHECK(rowsOf(doc) == Rows{"....", "..#.", "..##"});
  CHECK(doc.level().actors[0].x == 3 + 32);
  CHECK(doc.level().actors[0].y == 4 + 16);
  doc.undo();
  CHECK(rowsOf(doc) == Rows{"#.", "##"});
  CHECK(doc.level().actors[0].x == 3);
}

TEST_CASE("resize: shrinking about the centre, and the default bottom-left anchor") {
  Document doc = documentFromRows({"abcd", "/##\\", "----", "HHHH"});
  doc.begin("Resize");
  resizeLevel(doc, 2, 2, {0, 0});
  doc.commit();
  CHECK(rowsOf(doc) == Rows{"##", "--"});
  doc.undo();
  doc.begin("Resize");
  resizeLevel(doc, 5, 5, Anchor{});
  doc.commit();
  CHECK(rowsOf(doc) == Rows{".....", "abcd.", "/##\\.", "----.", "HHHH."});
}

TEST_CASE("resize: a size the map cannot have is refused, nothing changes") {
  Document doc = documentFromRows({"#."});
  doc.begin("Resize");
  CHECK(resizeLevel(doc, 0, 3, {}) == "map size 0 x 3 tiles: both sides must be at least 1");
  doc.commit();
  CHECK_FALSE(doc.canUndo());
}

TEST_CASE("resize: the objects a smaller map leaves beside or below it are found, those above it are not") {
  Document doc = documentFromRows({"....", "....", "####"});  // 64 x 48 px
  doc.begin("Setup");
  doc.insertActor(0, actorAt(2, 2, 10, 14, ActorKind::Player));   // stays in
  doc.insertActor(1, actorAt(50, 2, 10, 14));                      // its right side is past x 32
  doc.insertActor(2, actorAt(2, -40, 10, 14));                     // above the map: open sky
  doc.insertSolid(0, solidAt(0, 0, 16, 8, {{0, 0}, {0, 40}}, 30.0f));  // its path goes below y 32
  doc.insertSolid(1, solidAt(0, 0, 16, 8));
  doc.commit();
  CHECK(objectsOutsideMap(doc.level()).empty());
  doc.begin("Resize");
  REQUIRE(resizeLevel(doc, 2, 2, {-1, -1}) == "");  // keeps the top-left: 32 x 32 px
  doc.commit();
  CHECK(objectsOutsideMap(doc.level()) ==
        std::vector<ObjectRef>{{ObjectRef::Type::Actor, 1}, {ObjectRef::Type::Solid, 0}});
  doc.begin("Resize");
  REQUIRE(resizeLevel(doc, 2, 2, {1, 1}) == "");  // the same size: nothing moves
  doc.commit();
  CHECK(objectsOutsideMap(doc.level()).size() == 2);
  doc.undo();  // the first resize: the same size made no step of its own
  REQUIRE(doc.map().width() == 4);
  doc.begin("Resize");
  REQUIRE(resizeLevel(doc, 3, 3, {1, 1}) == "");  // the right column goes: everything shifts left a tile
  doc.commit();
  CHECK(objectsOutsideMap(doc.level()) == std::vector<ObjectRef>{{ObjectRef::Type::Actor, 0}, {ObjectRef::Type::Actor, 2},
                                                                  {ObjectRef::Type::Solid, 0}, {ObjectRef::Type::Solid, 1}});
}

TEST_CASE("resize: the solids a map cut at its top leaves wholly above it, at the start or on the path, are found") {
  Document doc = documentFromRows({"....", "....", "....", "####"});  // 64 x 64 px
  doc.begin("Setup");
  doc.insertActor(0, actorAt(2, 0, 10, 14));                                // an actor in the sky is not
  doc.insertSolid(0, solidAt(0, 40, 16, 8));                                // stays in
  doc.insertSolid(1, solidAt(0, 24, 16, 8));                                // wholly above once cut
  doc.insertSolid(2, solidAt(16, 48, 16, 8, {{16, 48}, {16, 24}}, 30.0f));  // its path goes there
  doc.insertSolid(3, solidAt(32, 25, 16, 8));                               // a pixel row stays in
  doc.commit();
  CHECK(solidsInSky(doc.level()).empty());
  doc.begin("Resize");
  REQUIRE(resizeLevel(doc, 4, 2, {-1, 1}) == "");  // keeps the bottom: everything goes up 32 px
  doc.commit();
  CHECK(solidsInSky(doc.level()) == std::vector<ObjectRef>{{ObjectRef::Type::Solid, 1}, {ObjectRef::Type::Solid, 2}});
  CHECK(objectsOutsideMap(doc.level()).empty());
}

TEST_CASE("tile size: objects stay on their tiles, actors keep their size") {
  Document doc = documentFromRows({"....", "####"});
  doc.begin("Setup");
  doc.insertActor(0, actorAt(19, 2, 10, 14, ActorKind::Player));  // 10 x 14, feet at y 16 on tile 1
  doc.insertSolid(0, solidAt(32, 8, 32, 8, {{32, 8}, {48, 0}}, 40.0f));
  doc.commit();
  doc.begin("Tile size");
  CHECK(setTileSize(doc, 32) == "");
  doc.commit();
  CHECK(doc.map().tileSize() == 32);
  const ActorSpec& a = doc.level().actors[0];
  CHECK(a.w == 10);
  CHECK(a.y + a.h == 32);
  CHECK(a.x + a.w / 2 == 48);
  const SolidSpec& s = doc.level().solids[0];
  CHECK(IRect{s.x, s.y, s.w, s.h} == IRect{64, 16, 64, 16});
  CHECK(s.path.points == std::vector<IVec2>{{64, 16}, {96, 0}});
  doc.undo();
  CHECK(doc.map().tileSize() == 16);
  CHECK(doc.level().actors[0].x == 19);
  CHECK(setTileSize(doc, 2) == "tile size 2 is outside 4..256 pixels");
}

TEST_CASE("physics: a change is one undo step") {
  Document doc = documentFromRows({"."});
  LevelProperties p = doc.properties();
  p.physics.gravity = 900.0f;
  doc.begin("Physics");
  CHECK(doc.setProperties(p));
  doc.commit();
  CHECK(doc.level().physics.gravity == 900.0f);
  doc.undo();
  CHECK(doc.level().physics.gravity == 1800.0f);
}
