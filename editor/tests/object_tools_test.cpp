#include <doctest/doctest.h>

#include "core/io/level_file.h"
#include "editor/clipboard.h"
#include "editor/objects.h"
#include "editor/path_tools.h"
#include "editor/tests/helpers.h"

using namespace ledge;
using namespace ledge::editor;
using namespace ledge::editor::test;

namespace {

Document levelWithObjects() {
  Document doc = documentFromRows({"........", "........", "........", "########"});
  doc.begin("Setup");
  doc.insertActor(0, actorAt(16, 34, 10, 14, ActorKind::Player));
  doc.insertSolid(0, solidAt(64, 16, 32, 8, {{64, 16}, {96, 16}}, 40.0f));
  doc.commit();
  doc.markSaved("test.json");
  return doc;
}

// Runs `operation` as one edit, checks it changed the level, and that undo gives back the
// original bytes and redo the changed ones.
template <typename Operation>
Document checkUndoRedo(Operation operation) {
  Document doc = levelWithObjects();
  const std::string before = bytesOf(doc);
  doc.begin("Edit");
  operation(doc);
  doc.commit();
  const std::string after = bytesOf(doc);
  CHECK(after != before);
  doc.undo();
  CHECK(bytesOf(doc) == before);
  doc.redo();
  CHECK(bytesOf(doc) == after);
  return doc;
}

}  // namespace

TEST_CASE("place: an actor stands on the tile under the cursor, centred in it") {
  Document doc = checkUndoRedo([](Document& d) {
    const ObjectRef ref = placeActor(d, ActorKind::Walker, {40.0f, 40.0f}, true);
    CHECK(ref == ObjectRef{ObjectRef::Type::Actor, 1});
  });
  const ActorSpec& walker = doc.level().actors[1];
  CHECK(walker.kind == ActorKind::Walker);
  CHECK(walker.x == 32 + (16 - walker.w) / 2);
  CHECK(walker.y + walker.h == 48);
}

TEST_CASE("place: without snapping the actor is centred on the cursor") {
  Document doc = levelWithObjects();
  doc.begin("Place");
  placeActor(doc, ActorKind::Crate, {41.0f, 43.0f}, false);
  doc.commit();
  CHECK(doc.level().actors[1].x == 41 - 7);
  CHECK(doc.level().actors[1].y == 43 - 7);
}

TEST_CASE("place: a moving solid from a dragged rectangle, with a path to edit") {
  Document doc = checkUndoRedo([](Document& d) { placeSolid(d, solidFromDrag({48, 32}, {16, 24}, 16)); });
  const SolidSpec& s = doc.level().solids[1];
  CHECK(IRect{s.x, s.y, s.w, s.h} == IRect{16, 24, 32, 8});
  CHECK(s.path.points.front() == IVec2{16, 24});
  CHECK(s.path.points.size() == 2);
}

TEST_CASE("move: a solid goes as far as its path may, so that the level still saves") {
  Document doc = levelWithObjects();  // the solid at x 64, its path to x 96
  const ObjectRef solid{ObjectRef::Type::Solid, 0};
  doc.begin("Move");
  resizeObject(doc, solid, {kMaxCoordinate, 16, 32, 8});  // the Inspector's largest x
  doc.commit();
  const SolidSpec& s = doc.level().solids[0];
  CHECK(s.x == kMaxCoordinate - 32);
  CHECK(s.path.points == std::vector<IVec2>{{kMaxCoordinate - 32, 16}, {kMaxCoordinate, 16}});
  CHECK(io::levelErrors(doc.level(), "test.json").empty());
  doc.begin("Move");
  moveObject(doc, solid, {0, -2 * kMaxCoordinate});
  doc.commit();
  CHECK(doc.level().solids[0].y == -kMaxCoordinate);
  CHECK(io::levelErrors(doc.level(), "test.json").empty());
}

TEST_CASE("move: an actor by whole pixels, a solid with its path") {
  Document doc = checkUndoRedo([](Document& d) {
    moveObject(d, {ObjectRef::Type::Actor, 0}, {5, -3});
    moveObject(d, {ObjectRef::Type::Solid, 0}, {16, 32});
  });
  CHECK(doc.level().actors[0].x == 21);
  CHECK(doc.level().actors[0].y == 31);
  const SolidSpec& s = doc.level().solids[0];
  CHECK(s.x == 80);
  CHECK(s.y == 48);
  CHECK(s.path.points == std::vector<IVec2>{{80, 48}, {112, 48}});
}

TEST_CASE("resize: by each handle, the opposite sides stay put") {
  const IRect box{10, 20, 30, 40};
  CHECK(dragHandle(box, 0, {0, 0}) == IRect{0, 0, 40, 60});
  CHECK(dragHandle(box, 3, {50, 999}) == IRect{10, 20, 40, 40});
  CHECK(dragHandle(box, 5, {999, 30}) == IRect{10, 20, 30, 10});
  CHECK(dragHandle(box, 7, {100, 0}) == IRect{39, 20, 1, 40});  // never inside out
  Document doc = checkUndoRedo([](Document& d) { resizeObject(d, {ObjectRef::Type::Solid, 0}, {60, 10, 40, 16}); });
  const SolidSpec& s = doc.level().solids[0];
  CHECK(IRect{s.x, s.y, s.w, s.h} == IRect{60, 10, 40, 16});
  CHECK(s.path.points == std::vector<IVec2>{{60, 10}, {92, 10}});  // follows the corner
}

TEST_CASE("delete: several objects at once") {
  Document doc = checkUndoRedo([](Document& d) {
    deleteObjects(d, {{ObjectRef::Type::Solid, 0}, {ObjectRef::Type::Actor, 0}});
  });
  CHECK(doc.level().actors.empty());
  CHECK(doc.level().solids.empty());
}

TEST_CASE("hit tests: actors above solids, boxes, rubber band") {
  const Document doc = levelWithObjects();
  CHECK(objectAt(doc.level(), {20.0f, 40.0f}) == ObjectRef{ObjectRef::Type::Actor, 0});
  CHECK(objectAt(doc.level(), {70.0f, 20.0f}) == ObjectRef{ObjectRef::Type::Solid, 0});
  CHECK_FALSE(objectAt(doc.level(), {5.0f, 5.0f}).has_value());
  CHECK(objectsIn(doc.level(), {0, 0, 128, 64}).size() == 2);
  CHECK(objectsIn(doc.level(), {60, 0, 10, 20}) == std::vector<ObjectRef>{{ObjectRef::Type::Solid, 0}});
}

TEST_CASE("path: add a waypoint on a segment, drag it, delete it") {
  Document doc = checkUndoRedo([](Document& d) {
    CHECK(insertWaypoint(d, 0, 0, {80, 0}) == 1);
    moveWaypoint(d, 0, 1, {80, 8});
  });
  CHECK(doc.level().solids[0].path.points == std::vector<IVec2>{{64, 16}, {80, 8}, {96, 16}});
  checkUndoRedo([](Document& d) { CHECK(deleteWaypoint(d, 0, 1)); });
  checkUndoRedo([](Document& d) { CHECK(appendWaypoint(d, 0) == 2); });
}

TEST_CASE("path: an added waypoint goes four tiles right, or left where the right would leave the map") {
  Document doc = levelWithObjects();  // a 128 px map; the 32 px solid's path ends at x 96
  doc.begin("Add Waypoint");
  CHECK(appendWaypoint(doc, 0) == 2);
  CHECK(appendWaypoint(doc, 0) == 3);
  doc.commit();
  CHECK(doc.level().solids[0].path.points == std::vector<IVec2>{{64, 16}, {96, 16}, {32, 16}, {96, 16}});
}

TEST_CASE("path: deleting the only waypoint after the start deletes the path, and the level still saves") {
  Document doc = levelWithObjects();
  REQUIRE(doc.level().solids[0].path.points.size() == 2);
  doc.begin("Delete Waypoint");
  CHECK(deleteWaypoint(doc, 0, 1));
  doc.commit();
  CHECK(doc.level().solids[0].path.points.empty());
  CHECK(io::levelErrors(doc.level(), "level.json").empty());
  doc.begin("Add Waypoint");
  CHECK(appendWaypoint(doc, 0) == 1);
  doc.commit();
  CHECK(doc.level().solids[0].path.points.size() == 2);
}

TEST_CASE("path: waypoint 0 is the solid itself: moving it moves the solid, it cannot be deleted") {
  Document doc = levelWithObjects();
  doc.begin("Move");
  moveWaypoint(doc, 0, 0, {48, 0});
  CHECK_FALSE(deleteWaypoint(doc, 0, 0));
  doc.commit();
  const SolidSpec& s = doc.level().solids[0];
  CHECK(s.x == 48);
  CHECK(s.y == 0);
  CHECK(s.path.points.front() == IVec2{48, 0});
}

TEST_CASE("path: markers sit at the solid's centre at each waypoint, hits find them") {
  const Document doc = levelWithObjects();
  const SolidSpec& s = doc.level().solids[0];
  CHECK(waypointMarker(s, 1) == Vec2{112.0f, 20.0f});
  CHECK(segmentMidMarker(s, 0) == Vec2{96.0f, 20.0f});
  CHECK(waypointAt(s, {113.0f, 21.0f}, 4.0f) == 1);
  CHECK_FALSE(waypointAt(s, {80.0f, 20.0f}, 4.0f).has_value());  // the start is the body, not a marker
  CHECK(segmentMidAt(s, {95.0f, 19.0f}, 4.0f) == 0);
}

TEST_CASE("copy and paste: at the mouse, in the tile under it, copies move by whole tiles, an actor keeps its height over the floor") {
  Clipboard clip;
  clip.origin = {21, 50};  // an actor 14 px high standing on the floor at y = 64
  CHECK(pasteAtMouse(clip, {70.3f, 93.0f}, 16) == IVec2{69, 82});  // tile (4, 5), low and right in it
  CHECK(pasteAtMouse(clip, {64.0f, 80.0f}, 16) == IVec2{69, 82});  // the same tile, at its corner
  CHECK(pasteAtMouse(clip, {-20.0f, 2.0f}, 16) == IVec2{-27, 2});
  clip.origin = {-3, -17};
  CHECK(pasteAtMouse(clip, {33.0f, 33.0f}, 16) == IVec2{45, 47});
}

TEST_CASE("copy and paste: the objects keep their layout, at the paste point, and undo and redo it") {
  Document doc = levelWithObjects();
  const Clipboard clip = copyObjects(doc.level(), {{ObjectRef::Type::Actor, 0}, {ObjectRef::Type::Solid, 0}});
  CHECK(clip.origin == IVec2{16, 16});
  const std::string before = bytesOf(doc);
  doc.begin("Paste");
  const std::vector<ObjectRef> pasted = pasteObjects(doc, clip, {100, 0});
  doc.commit();
  REQUIRE(pasted.size() == 2);
  const ActorSpec& actor = doc.level().actors[1];
  const SolidSpec& solid = doc.level().solids[1];
  CHECK(actor.x == 100);
  CHECK(actor.y == 18);
  CHECK(solid.x == 148);
  CHECK(solid.y == 0);
  CHECK(solid.path.points == std::vector<IVec2>{{148, 0}, {180, 0}});
  const std::string after = bytesOf(doc);
  doc.undo();
  CHECK(bytesOf(doc) == before);
  REQUIRE(doc.redo());
  CHECK(bytesOf(doc) == after);
}
