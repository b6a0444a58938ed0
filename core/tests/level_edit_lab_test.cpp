// The lab's edits: an actor's mover switched live, and a moving solid held by the mouse (it
// stops following its path, moves only by MoveSolid edits, carrying its riders, and goes on
// when let go). Recorded at their frames, they replay exactly.

#include <doctest/doctest.h>

#include <algorithm>

#include "core/level_edit.h"
#include "core/recording.h"
#include "core/tests/scene.h"
#include "core/world.h"

using namespace ledge;
using namespace ledge::test;

namespace {

// A crate standing on an elevator that rises along a path, over a floor.
Level elevatorLevel() {
  Level level = levelFromRows({
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
      "##########",
  });
  level.solids.push_back(solidAt(32, 96, 48, 8, {{32, 96}, {32, 16}}, 40.0f));
  level.actors.push_back(actorAt(40, 84, 10, 12));
  level.actors.push_back(actorAt(130, 20, 10, 12));  // a crate falling in the open
  return level;
}

bool hasEventOf(const StepTrace& trace, ActorId actor, TraceKind kind) {
  return std::any_of(trace.events().begin(), trace.events().end(),
                     [&](const TraceEvent& e) { return e.actor == actor && e.kind == kind; });
}

}  // namespace

TEST_CASE("level edit: SetMover switches an actor's mover in the running world and in the level") {
  Level level = elevatorLevel();
  World world(level);
  run(world, 3);
  StepTrace trace;
  world.step({}, &trace);
  CHECK_FALSE(hasEventOf(trace, 1, TraceKind::Ray));

  const LevelEdit toRaycast = setMoverEdit(1, MoverKind::Raycast);
  REQUIRE(checkEdit(world, toRaycast).empty());
  applyEdit(world, toRaycast);
  CHECK(world.actor(1).mover == MoverKind::Raycast);
  trace.clear();
  world.step({}, &trace);
  CHECK(hasEventOf(trace, 1, TraceKind::Ray));  // it now moves by casting rays

  applyEdit(level, toRaycast);
  CHECK(level.actors[1].mover == MoverKind::Raycast);
  CHECK(level.actors[0].mover == MoverKind::Pixel);
}

TEST_CASE("level edit: SetPhysics of some fields sets those and leaves the others as they are") {
  Level level = elevatorLevel();
  World world(level);
  PhysicsParams slider = world.physics;
  slider.gravity = 900.0f;
  slider.runSpeed = 1.0f;  // not among the fields the edit sets
  const LevelEdit lowGravity = setPhysicsEdit(slider, physicsFieldOf("gravity"));
  world.physics.runSpeed = 300.0f;
  level.physics.runSpeed = 300.0f;
  applyEdit(world, lowGravity);
  applyEdit(level, lowGravity);
  for (const PhysicsParams& physics : {world.physics, level.physics}) {
    CHECK(physics.gravity == 900.0f);
    CHECK(physics.runSpeed == 300.0f);
    CHECK(differingPhysicsFields(physics, PhysicsParams{}) == (physicsFieldOf("gravity") | physicsFieldOf("runSpeed")));
  }
  applyEdit(world, setPhysicsEdit(slider));  // every field
  CHECK(world.physics == slider);
  CHECK(physicsFieldOf("no such field") == 0);
}

TEST_CASE("level edit: SetMover and HoldSolid refuse what does not exist") {
  const Level level = elevatorLevel();
  const World world(level);
  CHECK(checkEdit(world, setMoverEdit(2, MoverKind::Mtd)) == "no actor 2 (the level has 2)");
  CHECK(checkEdit(level, setMoverEdit(-1, MoverKind::Mtd)) == "no actor -1 (the level has 2)");
  CHECK(checkEdit(level, setMoverEdit(0, static_cast<MoverKind>(kMoverKindCount))) == "unknown mover");
  CHECK(checkEdit(world, holdSolidEdit(1, true)) == "no solid 1 (the level has 1)");
  CHECK(checkEdit(level, holdSolidEdit(0, true)).empty());
}

TEST_CASE("level edit: a held solid stays put, moves its riders when moved, and goes on when let go") {
  Level level = elevatorLevel();
  World world(level);
  run(world, 10);
  const int riderLift = 84 - world.actor(0).y;
  REQUIRE(riderLift > 0);  // riding up
  REQUIRE(world.actor(0).riding == 0);

  applyEdit(world, holdSolidEdit(0, true));
  const Solid held = world.solid(0);
  const int riderY = world.actor(0).y;
  run(world, 30);
  CHECK(world.solid(0).x == held.x);
  CHECK(world.solid(0).y == held.y);
  CHECK(world.solid(0).vy == 0.0f);
  CHECK(world.actor(0).y == riderY);

  applyEdit(world, moveSolidEdit(0, {0, -16}));
  CHECK(world.solid(0).y == held.y - 16);
  CHECK(world.actor(0).y == riderY - 16);  // carried
  run(world, 5);
  CHECK(world.solid(0).y == held.y - 16);  // still held

  applyEdit(world, holdSolidEdit(0, false));
  run(world, 5);
  CHECK(world.solid(0).y < held.y - 16);  // on along its (moved) path

  const SolidSpec authored = level.solids[0];
  applyEdit(level, holdSolidEdit(0, true));
  CHECK(level.solids[0] == authored);  // holding is no part of a level
}

TEST_CASE("recording: mover switches and held, dragged solids replay exactly when seeking") {
  const Level level = elevatorLevel();
  Recording recording(level, {.keyframeInterval = 16});
  std::vector<uint64_t> hashes = {recording.world().hash()};
  auto record = [&](int frames) {
    for (int i = 0; i < frames; ++i) {
      recording.record({});
      hashes.push_back(recording.world().hash());
    }
  };
  auto edit = [&](const LevelEdit& e) {
    REQUIRE(recording.edit(e).empty());
    hashes.back() = recording.world().hash();
  };
  record(20);
  edit(setMoverEdit(1, MoverKind::Speculative));
  edit(holdSolidEdit(0, true));
  record(15);
  edit(moveSolidEdit(0, {0, -12}));
  record(10);
  edit(holdSolidEdit(0, false));
  record(25);

  for (int64_t f : {70, 0, 20, 35, 34, 45, 46, 3, 60, 21}) {
    recording.seek(f);
    CHECK(recording.world().hash() == hashes[static_cast<size_t>(f)]);
  }
  CHECK(recording.levelAt(19).actors[1].mover == MoverKind::Pixel);
  CHECK(recording.levelAt(20).actors[1].mover == MoverKind::Speculative);
  CHECK(recording.levelAt(35).solids[0].y == level.solids[0].y - 12);
}
