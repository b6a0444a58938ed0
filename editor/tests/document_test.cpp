#include <doctest/doctest.h>

#include <stdexcept>

#include "editor/document.h"
#include "editor/tests/helpers.h"

using namespace ledge;
using namespace ledge::editor;
using namespace ledge::editor::test;

TEST_CASE("document: a loaded level is clean, an edit makes it dirty, undoing it makes it clean again") {
  Document doc = documentFromRows({"....", "####"});
  CHECK_FALSE(doc.dirty());
  doc.begin("Brush");
  doc.setTile(1, 0, Tile::Solid);
  doc.commit();
  CHECK(doc.dirty());
  CHECK(doc.undoLabel() == "Brush");
  doc.undo();
  CHECK_FALSE(doc.dirty());
  doc.redo();
  CHECK(doc.dirty());
  doc.markSaved("saved.json");
  CHECK_FALSE(doc.dirty());
  CHECK(doc.path() == "saved.json");
  doc.undo();
  CHECK(doc.dirty());  // the file has the edit, the document no longer does
}

TEST_CASE("document: an edit that changes nothing is no undo step and leaves it clean") {
  Document doc = documentFromRows({"....", "####"});
  doc.begin("Brush");
  CHECK_FALSE(doc.setTile(0, 1, Tile::Solid));  // already solid
  CHECK_FALSE(doc.setTile(9, 9, Tile::Solid));  // outside
  doc.commit();
  CHECK_FALSE(doc.canUndo());
  CHECK_FALSE(doc.dirty());
}

TEST_CASE("document: an edit that comes back to where it began (a typed number cancelled) is no undo step and leaves it clean") {
  Document doc = documentFromRows({"....", "####"});
  doc.begin("Place");
  doc.insertActor(0, actorAt(0, 0, 10, 14, ActorKind::Crate));
  doc.insertSolid(0, solidAt(16, 0, 16, 8));
  doc.commit();
  doc.markSaved("level.json");
  const ActorSpec actor = doc.level().actors[0];
  const SolidSpec solid = doc.level().solids[0];
  const LevelProperties properties = doc.properties();
  doc.begin("Move");
  ActorSpec typed = actor;
  typed.x = 300;
  SolidSpec moved = solid;
  moved.y = 40;
  LevelProperties heavier = properties;
  heavier.physics.gravity *= 2.0f;
  CHECK(doc.updateActor(0, typed));
  CHECK(doc.updateSolid(0, moved));
  CHECK(doc.setProperties(heavier));
  CHECK(doc.updateActor(0, actor));  // Escape puts the old values back
  CHECK(doc.updateSolid(0, solid));
  CHECK(doc.setProperties(properties));
  doc.commit();
  CHECK(doc.undoLabel() == "Place");
  CHECK_FALSE(doc.dirty());
}

TEST_CASE("document: a new edit after an undo drops the redo steps") {
  Document doc = documentFromRows({"...."});
  for (int x = 0; x < 3; ++x) {
    doc.begin("Brush");
    doc.setTile(x, 0, Tile::Solid);
    doc.commit();
  }
  doc.undo();
  doc.undo();
  CHECK(doc.canRedo());
  doc.begin("Brush");
  doc.setTile(3, 0, Tile::Ladder);
  doc.commit();
  CHECK_FALSE(doc.canRedo());
  CHECK(rowsOf(doc) == std::vector<std::string>{"#..H"});
}

TEST_CASE("document: changes outside begin()/commit() are refused") {
  Document doc = documentFromRows({"...."});
  CHECK_THROWS_AS(doc.setTile(0, 0, Tile::Solid), std::logic_error);
  CHECK(rowsOf(doc) == std::vector<std::string>{"...."});
}

TEST_CASE("document: cancel() reverts the open edit") {
  Document doc = documentFromRows({"...."});
  doc.begin("Brush");
  doc.setTile(0, 0, Tile::Solid);
  doc.setTile(1, 0, Tile::Solid);
  doc.cancel();
  CHECK(rowsOf(doc) == std::vector<std::string>{"...."});
  CHECK_FALSE(doc.canUndo());
}

TEST_CASE("document: at least 500 steps can be undone") {
  Document doc = documentFromRows({std::string(64, '.')});
  for (int i = 0; i < 600; ++i) {
    doc.begin("Brush");
    doc.setTile(i % 64, 0, (i / 64) % 2 == 0 ? Tile::Solid : Tile::Empty);
    doc.commit();
  }
  int undone = 0;
  while (doc.undo()) ++undone;
  CHECK(undone >= 500);
  CHECK(undone == 600);  // the whole history fits in kUndoDepth
}

TEST_CASE("document: past the undo depth the oldest steps go, and the dirty flag stays right") {
  Document doc = documentFromRows({"."});
  for (size_t i = 0; i < Document::kUndoDepth + 5; ++i) {
    doc.begin("Brush");
    doc.setTile(0, 0, i % 2 == 0 ? Tile::Solid : Tile::Empty);
    doc.commit();
  }
  CHECK(doc.undoDepth() == Document::kUndoDepth);
  while (doc.undo()) {
  }
  CHECK(doc.dirty());  // the saved state was dropped from the history: it cannot be reached
}

TEST_CASE("document: the changed tiles are reported once, as one range") {
  Document doc = documentFromRows({"......", "......", "......"});
  doc.begin("Brush");
  doc.setTile(1, 0, Tile::Solid);
  doc.setTile(4, 2, Tile::Solid);
  doc.commit();
  const TileRange r = doc.takeChangedTiles();
  CHECK(r.x0 == 1);
  CHECK(r.y0 == 0);
  CHECK(r.x1 == 4);
  CHECK(r.y1 == 2);
  const TileRange none = doc.takeChangedTiles();
  CHECK(none.x0 > none.x1);
  doc.undo();
  CHECK(doc.takeChangedTiles().x1 == 4);  // undo changes tiles too
}

TEST_CASE("document: a drag that moves one actor over many frames is one small step") {
  Document doc = documentFromRows({"...."});
  doc.begin("Place");
  doc.insertActor(0, actorAt(0, 0, 10, 14, ActorKind::Player));
  doc.commit();
  doc.begin("Move");
  for (int x = 1; x <= 100; ++x) {
    ActorSpec a = doc.level().actors[0];
    a.x = x;
    doc.updateActor(0, a);
  }
  doc.commit();
  CHECK(doc.level().actors[0].x == 100);
  doc.undo();
  CHECK(doc.level().actors[0].x == 0);
  CHECK(doc.undoLabel() == "Place");
}
