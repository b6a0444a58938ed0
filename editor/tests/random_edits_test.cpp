// A thousand random edits of every kind, then undo all of them: the level's bytes must be
// the original ones; redo all: the edited ones.

#include <doctest/doctest.h>

#include <random>

#include "editor/clipboard.h"
#include "editor/level_edits.h"
#include "editor/objects.h"
#include "editor/path_tools.h"
#include "editor/tests/helpers.h"
#include "editor/tile_tools.h"

using namespace ledge;
using namespace ledge::editor;
using namespace ledge::editor::test;

namespace {

class RandomEditor {
 public:
  explicit RandomEditor(uint32_t seed) : random_(seed) {}

  void edit(Document& doc) {
    doc.begin("Random");
    switch (pick(12)) {
      case 0: paintLine(doc, tile(doc), tile(doc), anyTile()); break;
      case 1: floodFill(doc, tile(doc), anyTile()); break;
      case 2: fillRect(doc, tile(doc), tile(doc), anyTile()); break;
      case 3: placeActor(doc, static_cast<ActorKind>(pick(kActorKindCount)), point(doc), pick(2) == 0); break;
      case 4: placeSolid(doc, solidFromDrag(pixel(doc), pixel(doc), doc.map().tileSize())); break;
      case 5:
        if (auto ref = anyObject(doc)) moveObject(doc, *ref, {pick(65) - 32, pick(65) - 32});
        break;
      case 6:
        if (auto ref = anyObject(doc)) resizeObject(doc, *ref, {pick(200), pick(100), 1 + pick(40), 1 + pick(40)});
        break;
      case 7:
        if (auto ref = anyObject(doc)) deleteObjects(doc, {*ref});
        break;
      case 8: pathEdit(doc); break;
      case 9: {
        LevelProperties p = doc.properties();
        p.physics.gravity = static_cast<float>(pick(3000));
        p.cellSize = 1 + pick(32);
        doc.setProperties(p);
        break;
      }
      case 10: resizeLevel(doc, 8 + pick(16), 6 + pick(10), {pick(3) - 1, pick(3) - 1}); break;
      case 11:
        if (auto ref = anyObject(doc)) pasteObjects(doc, copyObjects(doc.level(), {*ref}), pixel(doc));
        break;
    }
    doc.commit();
  }

 private:
  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(random_); }
  Tile anyTile() { return static_cast<Tile>(pick(kTileKindCount)); }
  // Some coordinates fall outside the map on purpose.
  IVec2 tile(const Document& doc) { return {pick(doc.map().width() + 4) - 2, pick(doc.map().height() + 4) - 2}; }
  IVec2 pixel(const Document& doc) { return {pick(doc.map().pixelWidth()), pick(doc.map().pixelHeight())}; }
  Vec2 point(const Document& doc) {
    const IVec2 p = pixel(doc);
    return {static_cast<float>(p.x), static_cast<float>(p.y)};
  }
  std::optional<ObjectRef> anyObject(const Document& doc) {
    const std::vector<ObjectRef> all = allObjects(doc.level());
    if (all.empty()) return std::nullopt;
    return all[static_cast<size_t>(pick(static_cast<int>(all.size())))];
  }
  void pathEdit(Document& doc) {
    if (doc.level().solids.empty()) return;
    const int solid = pick(static_cast<int>(doc.level().solids.size()));
    const int points = static_cast<int>(doc.level().solids[static_cast<size_t>(solid)].path.points.size());
    switch (pick(4)) {
      case 0: insertWaypoint(doc, solid, pick(std::max(points, 1)) - (points == 0 ? 1 : 0), pixel(doc)); break;
      case 1:
        if (points > 0) moveWaypoint(doc, solid, pick(points), pixel(doc));
        break;
      case 2:
        if (points > 1) deleteWaypoint(doc, solid, 1 + pick(points - 1));
        break;
      case 3: appendWaypoint(doc, solid); break;
    }
  }

  std::mt19937 random_;
};

}  // namespace

TEST_CASE("1000 random edits undone give back the original bytes, redone, the edited ones") {
  for (uint32_t seed : {1u, 2u, 3u}) {
    CAPTURE(seed);
    Document doc = documentFromRows({"..........", "...--.....", "../##\\..H.", "##########"});
    const std::string original = bytesOf(doc);
    RandomEditor editor(seed);
    for (int i = 0; i < 1000; ++i) editor.edit(doc);
    const std::string edited = bytesOf(doc);
    REQUIRE(edited != original);
    int steps = 0;
    while (doc.undo()) ++steps;
    CHECK(steps > 900);  // a few random edits change nothing and make no step
    CHECK(bytesOf(doc) == original);
    CHECK_FALSE(doc.dirty());
    while (doc.redo()) {
    }
    CHECK(bytesOf(doc) == edited);
    CHECK(doc.dirty());
  }
}
