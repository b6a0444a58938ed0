// Undo and redo over the level's steps and the lab's, in the order they came: a solid dragged
// in the lab, a replay taken over by the keys, inputs loaded, and the lab's edits that a level
// change dropped.

#include <doctest/doctest.h>

#include <random>
#include <string>

#include "editor/lab_panels.h"
#include "editor/objects.h"
#include "editor/tests/headless.h"
#include "editor/tests/helpers.h"
#include "editor/tests/lab_helpers.h"

using namespace ledge;
using namespace ledge::editor;
using namespace ledge::editor::test;

namespace {

// Records 30 frames, then goes back to frame 20.
void recordThirtyAndGoBackTen(Editor& e, Clock& clock) {
  for (int i = 0; i < 30; ++i) frame(e, clock.next({Key::O}));
  for (int i = 0; i < 10; ++i) frame(e, clock.next({Key::Left}));
  REQUIRE(e.lab.frame() == 20);
  REQUIRE(e.lab.length() == 30);
}

// Where a press grabs moving solid `id` as it is now.
Vec2 grabPoint(const Editor& e, SolidId id) {
  const Solid& solid = e.lab.world().solid(id);
  return {static_cast<float>(solid.x) + 20.5f, static_cast<float>(solid.y) + 4.5f};
}

// Paused, presses on moving solid `id` and moves the mouse by `offset` pixels, the button still
// down. Returns where the press grabbed the solid.
Vec2 holdSolid(Editor& e, Clock& clock, SolidId id, Vec2 offset) {
  e.tools.tool = Tool::Select;
  const Vec2 grab = grabPoint(e, id);
  frame(e, mouseDownAt(clock, e, grab, true));
  frame(e, mouseDownAt(clock, e, grab + offset));
  return grab;
}

// Paused, drags moving solid `id` by `offset` pixels: press, move, release.
void dragSolid(Editor& e, Clock& clock, SolidId id, Vec2 offset) {
  const Vec2 grab = holdSolid(e, clock, id, offset);
  frame(e, mouseUpAt(clock, e, grab + offset));
}

// `in` with `key` pressed while Ctrl is held.
EditorInput withCtrl(EditorInput in, Key key) {
  in.keysPressed = {key};
  in.keysDown[static_cast<size_t>(key)] = true;
  in.mods.ctrl = true;
  return in;
}

EditorInput ctrl(Clock& clock, Key key) { return withCtrl(clock.next(), key); }

// What a drag made, undone since.
struct UndoneDrag {
  uint64_t hashAfter = 0;
  std::vector<TimedEdit> edits;
};

// Records 30 frames, goes back to frame 20, drags moving solid 0 20 pixels up and undoes the
// drag: a drag to redo.
UndoneDrag dragAndUndo(Editor& e, Clock& clock) {
  recordThirtyAndGoBackTen(e, clock);
  dragSolid(e, clock, 0, {0.0f, -20.0f});
  const UndoneDrag drag{e.lab.world().hash(), e.lab.recording().edits()};
  e.runAction(Action::Undo);
  REQUIRE(e.redoLabel() == "Solid Drag (Lab)");
  return drag;
}

}  // namespace

TEST_CASE("lab undo: Ctrl+Z takes back a solid dragged in the lab before the level's edit made earlier, Ctrl+Y drags it again") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  frame(e, clock.next());
  e.doc.begin("Brush");
  REQUIRE(e.doc.setTile(14, 1, Tile::Solid));
  e.doc.commit();
  recordThirtyAndGoBackTen(e, clock);
  const uint64_t beforeDrag = e.lab.world().hash();
  const std::vector<Input> inputs = e.lab.recording().inputs();

  dragSolid(e, clock, 0, {0.0f, -20.0f});
  REQUIRE(e.lab.recording().edits().size() == 3);
  REQUIRE(e.lab.length() == 20);  // the drag cut the frames after it
  REQUIRE(e.lab.branchFrame() == 20);
  const uint64_t afterDrag = e.lab.world().hash();
  REQUIRE(afterDrag != beforeDrag);
  CHECK(e.undoLabel() == "Solid Drag (Lab)");

  frame(e, ctrl(clock, Key::Z));
  CHECK(e.statusText == "Undid Solid Drag (Lab)");
  CHECK(e.lab.recording().edits().empty());
  CHECK(e.lab.recording().inputs() == inputs);  // the frames cut off are back
  CHECK(e.lab.frame() == 20);
  CHECK(e.lab.branchFrame() == -1);
  CHECK(e.lab.world().hash() == beforeDrag);
  CHECK(e.doc.map().at(14, 1) == Tile::Solid);  // the level's step before the drag stays
  CHECK(e.undoLabel() == "Brush");
  CHECK(e.redoLabel() == "Solid Drag (Lab)");

  frame(e, ctrl(clock, Key::Y));
  CHECK(e.statusText == "Redid Solid Drag (Lab)");
  CHECK(e.lab.recording().edits().size() == 3);
  CHECK(e.lab.length() == 20);
  CHECK(e.lab.branchFrame() == 20);
  CHECK(e.lab.world().hash() == afterDrag);

  // Then the drag, then the tile, in the order they came.
  e.runAction(Action::Undo);
  e.runAction(Action::Undo);
  frame(e, clock.next());
  CHECK(e.doc.map().at(14, 1) != Tile::Solid);
  CHECK(e.lab.recording().edits().empty());
  CHECK(e.lab.length() == 30);
  CHECK_FALSE(e.canUndo());
}

TEST_CASE("lab undo: a step made after an undo leaves nothing to redo, in the lab or in the level") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  dragAndUndo(e, clock);
  frame(e, clock.next());
  dragSolid(e, clock, 0, {0.0f, 12.0f});
  CHECK_FALSE(e.canRedo());
  e.runAction(Action::Undo);
  e.doc.begin("Brush");
  REQUIRE(e.doc.setTile(14, 1, Tile::Solid));
  e.doc.commit();
  frame(e, clock.next());
  CHECK_FALSE(e.canRedo());
  e.runAction(Action::Redo);
  CHECK(e.lab.recording().edits().empty());
}

TEST_CASE("lab undo: deleting a solid drops its lab edits, and undoing the delete brings them back") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  recordThirtyAndGoBackTen(e, clock);
  dragSolid(e, clock, 1, {0.0f, -12.0f});
  const std::vector<TimedEdit> dragged = e.lab.recording().edits();
  REQUIRE(dragged.size() == 3);
  const uint64_t afterDrag = e.lab.world().hash();

  e.selection.objects = {{ObjectRef::Type::Solid, 1}};
  e.runAction(Action::Delete);
  frame(e, clock.next());
  REQUIRE(e.doc.level().solids.size() == 1);
  REQUIRE(e.lab.recording().edits().empty());  // the solid they moved is gone

  e.runAction(Action::Undo);
  frame(e, clock.next());
  CHECK(e.doc.level().solids.size() == 2);
  CHECK(e.lab.recording().edits() == dragged);
  CHECK(e.lab.frame() == 20);
  CHECK(e.lab.world().hash() == afterDrag);

  e.runAction(Action::Redo);
  frame(e, clock.next());
  CHECK(e.doc.level().solids.size() == 1);
  CHECK(e.lab.recording().edits().empty());
}

TEST_CASE("lab undo: keys that take over a replay cut its frames off, and undo brings them back") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  recordThirtyAndGoBackTen(e, clock);
  const std::vector<Input> inputs = e.lab.recording().inputs();
  e.lab.play();
  for (int i = 0; i < 5; ++i) frame(e, clock.next({}, {Key::Right}));
  e.lab.pause();
  frame(e, clock.next());
  REQUIRE(e.lab.length() == 25);
  REQUIRE(e.lab.recording().inputs().back() == Input{Input::Right});
  CHECK(e.undoLabel() == "Recording over the Replay");

  e.runAction(Action::Undo);
  CHECK(e.lab.recording().inputs() == inputs);
  CHECK(e.lab.frame() == 20);
  CHECK(e.lab.branchFrame() == -1);
  e.runAction(Action::Redo);
  CHECK(e.lab.length() == 25);
  CHECK(e.lab.frame() == 25);
  CHECK(e.lab.recording().inputs().back() == Input{Input::Right});
}

TEST_CASE("lab undo: Ctrl+Z in the middle of a drag ends it and takes it back") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  recordThirtyAndGoBackTen(e, clock);
  const uint64_t beforeDrag = e.lab.world().hash();
  e.tools.tool = Tool::Select;
  const Vec2 grab = grabPoint(e, 0);
  frame(e, mouseDownAt(clock, e, grab, true));
  frame(e, withCtrl(mouseDownAt(clock, e, grab + Vec2{0.0f, -16.0f}), Key::Z));
  CHECK_FALSE(e.labMouse.dragging());
  CHECK(e.lab.recording().edits().empty());
  CHECK(e.lab.length() == 30);
  CHECK(e.lab.world().hash() == beforeDrag);
}

TEST_CASE("lab undo: Escape in the middle of a paused drag puts the solid back and records nothing") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  recordThirtyAndGoBackTen(e, clock);
  const uint64_t beforeDrag = e.lab.world().hash();
  REQUIRE_FALSE(e.canUndo());
  const Vec2 grab = holdSolid(e, clock, 0, {0.0f, -16.0f});
  REQUIRE(e.labMouse.dragging());
  REQUIRE(e.lab.world().hash() != beforeDrag);

  EditorInput escape = mouseDownAt(clock, e, grab + Vec2{0.0f, -24.0f});
  escape.keysPressed = {Key::Escape};
  frame(e, escape);
  CHECK_FALSE(e.labMouse.dragging());
  CHECK(e.lab.world().hash() == beforeDrag);
  CHECK(e.lab.recording().edits().empty());
  CHECK(e.lab.length() == 30);
  CHECK(e.lab.branchFrame() == -1);
  CHECK(e.selection.objects == std::vector<ObjectRef>{{ObjectRef::Type::Solid, 0}});
  // The button still down moves nothing, and letting it go records nothing.
  frame(e, mouseDownAt(clock, e, grab + Vec2{0.0f, -32.0f}));
  frame(e, mouseUpAt(clock, e, grab + Vec2{0.0f, -32.0f}));
  CHECK(e.lab.world().hash() == beforeDrag);
  CHECK_FALSE(e.canUndo());

  // With no drag, Escape clears the selection, as before.
  frame(e, clock.next({Key::Escape}));
  CHECK(e.selection.empty());
}

TEST_CASE("lab undo: Escape in the middle of a drag while playing lets the solid go on as if never grabbed") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  frame(e, clock.next({Key::P}));
  for (int i = 0; i < 10; ++i) frame(e, clock.next());
  e.tools.tool = Tool::Select;
  const Vec2 grab = grabPoint(e, 0);
  frame(e, mouseDownAt(clock, e, grab, true));
  const int64_t grabbedAt = e.lab.frame();
  const IVec2 whereGrabbed{e.lab.world().solid(0).x, e.lab.world().solid(0).y};
  for (int i = 1; i <= 5; ++i) frame(e, mouseDownAt(clock, e, grab + Vec2{0.0f, -4.0f * static_cast<float>(i)}));
  REQUIRE(e.labMouse.dragging());
  REQUIRE(e.lab.recording().edits().size() > 1);  // held, then moved

  EditorInput escape = mouseDownAt(clock, e, grab + Vec2{0.0f, -24.0f});
  escape.keysPressed = {Key::Escape};
  frame(e, escape);
  CHECK_FALSE(e.labMouse.dragging());
  CHECK(e.lab.playing());
  CHECK(e.lab.recording().edits().empty());
  CHECK(e.lab.branchFrame() == -1);
  CHECK_FALSE(e.canUndo());
  // Back at the frame of the grab, and on from there: the frame's one step since.
  CHECK(e.lab.frame() == grabbedAt + 1);
  Lab untouched(e.doc.level());
  untouched.seek(grabbedAt);
  CHECK(IVec2{untouched.world().solid(0).x, untouched.world().solid(0).y} == whereGrabbed);
  untouched.seek(e.lab.frame());
  CHECK(e.lab.world().hash() == untouched.world().hash());
}

TEST_CASE("lab undo: Ctrl+Y in the middle of a drag withdraws the drag and redoes what was undone, or, nothing undone, leaves it alone") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  const UndoneDrag undone = dragAndUndo(e, clock);
  const uint64_t beforeDrag = e.lab.world().hash();

  // Another drag, still held, then Ctrl+Y: the undone drag comes back, not the one held.
  const Vec2 grab = holdSolid(e, clock, 0, {0.0f, 12.0f});
  REQUIRE(e.labMouse.dragging());
  REQUIRE(e.lab.world().hash() != beforeDrag);
  frame(e, withCtrl(mouseDownAt(clock, e, grab + Vec2{0.0f, 16.0f}), Key::Y));
  CHECK(e.statusText == "Redid Solid Drag (Lab)");
  CHECK_FALSE(e.labMouse.dragging());
  CHECK(e.lab.recording().edits() == undone.edits);
  CHECK(e.lab.world().hash() == undone.hashAfter);
  CHECK_FALSE(e.canRedo());
  // The mouse still down moves nothing: the solid was let go.
  frame(e, mouseDownAt(clock, e, grab + Vec2{0.0f, 24.0f}));
  CHECK(e.lab.world().hash() == undone.hashAfter);
  frame(e, mouseUpAt(clock, e, grab + Vec2{0.0f, 24.0f}));
  // Undo takes back the drag redone, and the withdrawn drag left no step of its own.
  CHECK(e.undoLabel() == "Solid Drag (Lab)");
  e.runAction(Action::Undo);
  CHECK(e.lab.world().hash() == beforeDrag);
  CHECK_FALSE(e.canUndo());

  // With nothing to redo, Ctrl+Y leaves a drag alone.
  e.runAction(Action::Redo);
  REQUIRE_FALSE(e.canRedo());
  const Vec2 again = holdSolid(e, clock, 0, {0.0f, 12.0f});
  const uint64_t held = e.lab.world().hash();
  frame(e, withCtrl(mouseDownAt(clock, e, again + Vec2{0.0f, 12.0f}), Key::Y));
  CHECK(e.labMouse.dragging());
  CHECK(e.lab.world().hash() == held);
}

TEST_CASE("lab undo: loading inputs drops the lab's edits, and undo brings them back") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  recordThirtyAndGoBackTen(e, clock);
  const TempFolder folder("editor-lab-undo");
  const std::string file = (folder / "thirty.inputs").string();
  REQUIRE(e.lab.saveInputs(file).empty());
  dragSolid(e, clock, 0, {0.0f, -20.0f});
  const uint64_t afterDrag = e.lab.world().hash();

  REQUIRE(e.lab.loadInputs(file).empty());
  frame(e, clock.next());
  REQUIRE(e.lab.recording().edits().empty());
  REQUIRE(e.lab.length() == 30);
  CHECK(e.undoLabel() == "Load Inputs");

  e.runAction(Action::Undo);
  CHECK(e.lab.recording().edits().size() == 3);
  CHECK(e.lab.length() == 20);
  CHECK(e.lab.frame() == 20);
  CHECK(e.lab.world().hash() == afterDrag);
}

TEST_CASE("lab undo: a drag that steps back and restarts while held is taken back whole") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  recordThirtyAndGoBackTen(e, clock);
  const std::vector<Input> inputs = e.lab.recording().inputs();
  const uint64_t beforeDrag = e.lab.world().hash();
  const Vec2 grab = holdSolid(e, clock, 0, {0.0f, -10.0f});  // held and moved at frame 20
  for (const Key key : {Key::Left, Key::R}) {
    EditorInput in = mouseDownAt(clock, e, grab + Vec2{0.0f, -10.0f});
    in.keysPressed = {key};
    frame(e, in);
    frame(e, mouseDownAt(clock, e, grab + Vec2{0.0f, -20.0f}));  // moved at frame 19, then 0
  }
  frame(e, mouseUpAt(clock, e, grab + Vec2{0.0f, -20.0f}));
  REQUIRE(e.lab.length() == 0);

  e.runAction(Action::Undo);
  CHECK(e.lab.recording().inputs() == inputs);
  CHECK(e.lab.recording().edits().empty());
  CHECK(e.lab.frame() == 20);
  CHECK(e.lab.world().hash() == beforeDrag);
}

TEST_CASE("lab undo: Delete during a lab drag ends the drag, a step before the delete's") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  recordThirtyAndGoBackTen(e, clock);
  const Vec2 grab = holdSolid(e, clock, 0, {0.0f, -10.0f});
  const std::vector<TimedEdit> dragged = e.lab.recording().edits();
  REQUIRE(dragged.size() == 2);
  REQUIRE(e.selection.objects == std::vector<ObjectRef>{{ObjectRef::Type::Solid, 0}});
  EditorInput in = mouseDownAt(clock, e, grab + Vec2{0.0f, -10.0f});
  in.keysPressed = {Key::Delete};
  frame(e, in);
  REQUIRE(e.doc.level().solids.size() == 1);
  CHECK_FALSE(e.labMouse.dragging());
  frame(e, mouseDownAt(clock, e, grab + Vec2{0.0f, -30.0f}));  // the other solid is not dragged
  CHECK(e.lab.recording().edits().empty());
  CHECK(e.undoLabel() == "Delete");

  e.runAction(Action::Undo);
  CHECK(e.doc.level().solids.size() == 2);
  REQUIRE(e.lab.recording().edits().size() == 3);  // the drag, let go when the delete came
  CHECK(e.lab.recording().edits()[2].edit == holdSolidEdit(0, false));
  CHECK(e.undoLabel() == "Solid Drag (Lab)");
  e.runAction(Action::Undo);
  CHECK(e.lab.recording().edits().empty());
  CHECK(e.lab.length() == 30);
}

TEST_CASE("lab undo: a tile painted after a lab drag is taken back alone, the drag stays") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  recordThirtyAndGoBackTen(e, clock);
  dragSolid(e, clock, 0, {0.0f, -20.0f});
  const std::vector<TimedEdit> dragged = e.lab.recording().edits();
  const uint64_t afterDrag = e.lab.world().hash();
  e.doc.begin("Brush");
  REQUIRE(e.doc.setTile(14, 1, Tile::Solid));
  e.doc.commit();
  frame(e, clock.next());
  e.runAction(Action::Undo);
  frame(e, clock.next());
  CHECK(e.doc.map().at(14, 1) != Tile::Solid);
  CHECK(e.lab.recording().edits() == dragged);
  CHECK(e.lab.world().hash() == afterDrag);
  e.runAction(Action::Redo);
  CHECK(e.doc.map().at(14, 1) == Tile::Solid);
  CHECK(e.lab.recording().edits() == dragged);
}

namespace {

// What undo must put back: the level, and the lab's inputs, edits and branch mark.
struct UndoState {
  std::string level;
  std::vector<Input> inputs;
  std::vector<TimedEdit> edits;
  int64_t branch = -1;
  friend bool operator==(const UndoState&, const UndoState&) = default;
};

UndoState undoStateOf(const Editor& e) {
  return {bytesOf(e.doc), e.lab.recording().inputs(), e.lab.recording().edits(), e.lab.branchFrame()};
}

// One random step of the lab's or the level's, each of which changes the state; returns its name.
class RandomSteps {
 public:
  explicit RandomSteps(uint32_t seed) : random_(seed) {}

  std::string step(Editor& e) {
    Lab& lab = e.lab;
    lab.seek(pick(static_cast<int>(lab.length()) + 1));
    const World& world = lab.world();
    switch (pick(7)) {
      case 0:
        if (world.solidCount() == 0) break;
        {
          const SolidId solid = pick(world.solidCount());
          REQUIRE(lab.edit(holdSolidEdit(solid, true)).empty());
          REQUIRE(lab.edit(moveSolidEdit(solid, {pick(9) - 4, -1 - pick(8)})).empty());
          REQUIRE(lab.edit(holdSolidEdit(solid, false)).empty());
        }
        return "lab drag";
      case 1: {
        PhysicsParams physics = world.physics;
        physics.gravity = physics.gravity == 700.0f ? 1300.0f : 700.0f;
        setSimulationPhysics(e, physics);
        return "lab physics";
      }
      case 2:
        if (world.actorCount() == 0) break;
        {
          const ActorId actor = pick(world.actorCount());
          const auto mover = static_cast<MoverKind>((static_cast<int>(world.actor(actor).mover) + 1) % kMoverKindCount);
          REQUIRE(lab.edit(setMoverEdit(actor, mover)).empty());
        }
        return "lab mover";
      case 3:
        if (lab.frame() >= lab.length()) break;
        // Keys other than the recorded ones, or taking over would record the same frame again.
        lab.setHeldInput(lab.recording().inputs()[static_cast<size_t>(lab.frame())] == Input{Input::Right}
                             ? Input{Input::Left}
                             : Input{Input::Right});
        lab.play();
        lab.advance(lab.world().dt());
        lab.pause();
        lab.setHeldInput({});
        return "takeover";
      case 4: {
        const int tx = 1 + pick(14);
        const int ty = 2 + pick(8);
        e.doc.begin("Brush");
        e.doc.setTile(tx, ty, e.doc.map().at(tx, ty) == Tile::Empty ? Tile::OneWay : Tile::Empty);
        e.doc.commit();
        return "brush";
      }
      case 5:
        if (e.doc.level().solids.empty()) break;
        e.doc.begin("Delete");
        deleteObjects(e.doc, {{ObjectRef::Type::Solid, pick(static_cast<int>(e.doc.level().solids.size()))}});
        e.doc.commit();
        return "delete solid";
      case 6:
        e.doc.begin("Place");
        placeActor(e.doc, ActorKind::Crate, {static_cast<float>(40 + pick(160)), 60.0f}, true);
        e.doc.commit();
        return "place crate";
    }
    return {};
  }

 private:
  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(random_); }
  std::mt19937 random_;
};

}  // namespace

TEST_CASE("lab undo: random lab and level steps undone one by one give back each state before them, and redone each state after") {
  Headless gui;
  for (uint32_t seed = 1; seed <= 30; ++seed) {
    Editor e = openElevator();
    Clock clock;
    recordThirtyAndGoBackTen(e, clock);
    RandomSteps steps(seed);
    std::vector<UndoState> states = {undoStateOf(e)};
    std::vector<std::string> names;
    while (names.size() < 24) {
      const std::string name = steps.step(e);
      frame(e, clock.next());
      if (name.empty()) continue;
      names.push_back(name);
      states.push_back(undoStateOf(e));
      INFO("seed ", seed, ", step ", names.size(), ": ", name);
      REQUIRE(states.back() != states[states.size() - 2]);
    }
    for (size_t k = names.size(); k > 0; --k) {
      INFO("seed ", seed, ", undoing step ", k, ": ", names[k - 1]);
      REQUIRE(e.canUndo());
      e.runAction(Action::Undo);
      frame(e, clock.next());
      REQUIRE(undoStateOf(e) == states[k - 1]);
    }
    CHECK_FALSE(e.canUndo());
    for (size_t k = 1; k <= names.size(); ++k) {
      INFO("seed ", seed, ", redoing step ", k, ": ", names[k - 1]);
      REQUIRE(e.canRedo());
      e.runAction(Action::Redo);
      frame(e, clock.next());
      REQUIRE(undoStateOf(e) == states[k]);
    }
  }
}
