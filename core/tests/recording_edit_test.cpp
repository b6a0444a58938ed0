// Edits while paused: recorded at their frame, cutting the frames after it off; replay from
// frame 0 and seeking reproduce the edited run exactly, and frames before an edit show the
// level as it was.

#include <climits>
#include <cmath>

#include <doctest/doctest.h>

#include "core/limits.h"
#include "core/recording.h"
#include "core/tests/recording_scene.h"
#include "core/tests/scene.h"

using namespace ledge;
using namespace ledge::test;

namespace {

// The edited run without a recording: a world stepped frame by frame, each edit applied at its
// frame. Returns the hash of every frame.
std::vector<uint64_t> runByHand(const Level& level, const std::vector<Input>& inputs,
                                const std::vector<TimedEdit>& edits) {
  World world(level);
  size_t next = 0;
  auto editsAt = [&](int64_t frame) {
    while (next < edits.size() && edits[next].frame == frame) applyEdit(world, edits[next++].edit);
  };
  editsAt(0);
  std::vector<uint64_t> hashes = {world.hash()};
  for (size_t f = 0; f < inputs.size(); ++f) {
    world.step(inputs[f]);
    editsAt(static_cast<int64_t>(f) + 1);
    hashes.push_back(world.hash());
  }
  return hashes;
}

std::vector<LevelEdit> wallLowGravityAndShuttle(const PhysicsParams& physics) {
  PhysicsParams slider = physics;
  slider.gravity = 1100.0f;
  slider.jumpSpeed = 360.0f;
  return {paintTileEdit({20, 21}, Tile::Solid), paintTileEdit({20, 20}, Tile::Solid),
          moveSolidEdit(1, {0, 24}), setPhysicsEdit(slider)};
}

}  // namespace

TEST_CASE("recording: an edit at frame F cuts the frames after F, and replay from 0 reproduces the branch") {
  const Level level = timelineLevel();
  const std::vector<Input> firstTry = timelineInputs(600, 1);
  const std::vector<Input> branchInputs = timelineInputs(400, 5);
  constexpr int64_t kEditFrame = 250;

  Recording recording(level);
  for (Input in : firstTry) recording.record(in);
  recording.seek(kEditFrame);
  const std::vector<LevelEdit> edits = wallLowGravityAndShuttle(level.physics);
  for (const LevelEdit& e : edits) REQUIRE(recording.edit(e).empty());
  CHECK(recording.length() == kEditFrame);
  CHECK(recording.keyframes().back().frame == kEditFrame);
  REQUIRE(recording.edits().size() == edits.size());
  for (const TimedEdit& e : recording.edits()) CHECK(e.frame == kEditFrame);

  std::vector<uint64_t> recordedHashes;
  for (Input in : branchInputs) {
    recording.record(in);
    recordedHashes.push_back(recording.world().hash());
  }

  std::vector<Input> inputs(firstTry.begin(), firstTry.begin() + kEditFrame);
  inputs.insert(inputs.end(), branchInputs.begin(), branchInputs.end());
  CHECK(recording.inputs() == inputs);
  const std::vector<uint64_t> expected = runByHand(level, inputs, recording.edits());
  CHECK(std::vector<uint64_t>(expected.begin() + kEditFrame + 1, expected.end()) == recordedHashes);
  // The edits changed the run (else this test would prove nothing).
  CHECK(expected.back() != runByHand(level, inputs, {}).back());

  int64_t mismatch = -1;
  for (int64_t f = 0; f <= recording.length() && mismatch < 0; ++f) {
    recording.seek(f);
    if (recording.world().hash() != expected[static_cast<size_t>(f)]) mismatch = f;
  }
  CHECK(mismatch == -1);
  for (int64_t f = recording.length(); f >= 0 && mismatch < 0; f -= 7) {
    recording.seek(f);
    if (recording.world().hash() != expected[static_cast<size_t>(f)]) mismatch = f;
  }
  CHECK(mismatch == -1);

  // A new recording given the same inputs and edits at the same frame ends the same.
  Recording replay(level);
  for (int64_t f = 0; f < kEditFrame; ++f) replay.record(inputs[static_cast<size_t>(f)]);
  for (const LevelEdit& e : edits) REQUIRE(replay.edit(e).empty());
  for (Input in : branchInputs) replay.record(in);
  CHECK(replay.world().hash() == expected.back());
}

TEST_CASE("recording: frames before an edit show the level as it was") {
  const Level level = timelineLevel();
  Recording recording(level);
  const std::vector<Input> inputs = timelineInputs(300);
  for (int64_t f = 0; f < 300; ++f) {
    if (f == 100) REQUIRE(recording.edit(paintTileEdit({5, 5}, Tile::OneWay)).empty());
    if (f == 150) REQUIRE(recording.edit(moveSolidEdit(0, {-32, 8})).empty());
    if (f == 200) {
      PhysicsParams slider = level.physics;
      slider.gravity = 900.0f;
      REQUIRE(recording.edit(setPhysicsEdit(slider)).empty());
    }
    recording.record(inputs[static_cast<size_t>(f)]);
  }
  const std::vector<IVec2> movedPath = {{400, 308}, {400, 188}};
  struct Expect {
    int64_t frame;
    Tile tile;
    bool pathMoved;
    float gravity;
  };
  const Expect expectations[] = {{300, Tile::OneWay, true, 900.0f}, {99, Tile::Empty, false, 1800.0f},
                                 {100, Tile::OneWay, false, 1800.0f}, {149, Tile::OneWay, false, 1800.0f},
                                 {150, Tile::OneWay, true, 1800.0f}, {0, Tile::Empty, false, 1800.0f},
                                 {199, Tile::OneWay, true, 1800.0f}, {200, Tile::OneWay, true, 900.0f},
                                 {12, Tile::Empty, false, 1800.0f}};
  for (const Expect& e : expectations) {
    CAPTURE(e.frame);
    recording.seek(e.frame);
    const World& w = recording.world();
    CHECK(w.map.at(5, 5) == e.tile);
    CHECK((w.solidPaths[0].points == movedPath) == e.pathMoved);
    CHECK(w.physics.gravity == e.gravity);
    const Level edited = recording.levelAt(e.frame);
    CHECK(edited.map.at(5, 5) == e.tile);
    CHECK((edited.solids[0].path.points == movedPath) == e.pathMoved);
    CHECK(edited.physics.gravity == e.gravity);
  }
}

TEST_CASE("recording: edits at frame 0 are part of frame 0") {
  const Level level = timelineLevel();
  Recording recording(level);
  REQUIRE(recording.edit(moveSolidEdit(1, {16, 0})).empty());
  REQUIRE(recording.edit(paintTileEdit({0, 0}, Tile::Solid)).empty());
  CHECK(recording.keyframes().size() == 1);
  CHECK(recording.keyframes().front().solids[1].x == 112);
  // The edited level builds the same world.
  CHECK(recording.world().hash() == World(recording.levelAt(0)).hash());
  for (Input in : timelineInputs(100)) recording.record(in);
  recording.seek(0);
  CHECK(recording.world().solid(1).x == 112);
  CHECK(recording.world().map.at(0, 0) == Tile::Solid);
  CHECK(recording.origin().map.at(0, 0) == Tile::Empty);
}

TEST_CASE("recording: a refused edit says why and changes nothing") {
  const Level level = timelineLevel();
  Recording recording(level);
  for (Input in : timelineInputs(50)) recording.record(in);
  recording.seek(20);
  PhysicsParams still = level.physics;
  still.timestep = 0.0f;
  PhysicsParams broken = level.physics;
  broken.gravity = std::nanf("");
  // The bounds a level file has (core/limits.h): an edit cannot take the world where a file
  // could not.
  PhysicsParams absurd = level.physics;
  absurd.runSpeed = 1e30f;
  PhysicsParams sliding = level.physics;
  sliding.groundFriction = 1.5f;
  PhysicsParams reaching = level.physics;
  reaching.cornerCorrection = -1;
  CHECK(recording.edit(paintTileEdit({40, 0}, Tile::Solid)) == "tile (40, 0) is outside the 40 x 23 map");
  CHECK(recording.edit(moveSolidEdit(7, {1, 0})) == "no solid 7 (the level has 2)");
  CHECK(recording.edit(paintTileEdit({3, 0}, static_cast<Tile>(200))) == "no tile kind 200 (there are 10)");
  // Within an int but past what a level holds, and past an int: both refused before any sum.
  CHECK(recording.edit(moveSolidEdit(0, {kMaxCoordinate, 0})).starts_with("moving solid 0 by (16777216, 0) takes it or its path beyond 16777216 px"));
  CHECK(recording.edit(moveSolidEdit(1, {0, INT_MAX - 10})).starts_with("moving solid 1 by (0, 2147483637)"));
  CHECK(recording.edit(moveSolidEdit(1, {INT_MIN, 0})).starts_with("moving solid 1 by (-2147483648, 0)"));
  CHECK(recording.edit(setPhysicsEdit(still)) == "physics timestep is 0: expected a number from 0.0001 to 1 s");
  CHECK(recording.edit(setPhysicsEdit(broken)) == "physics gravity is nan: expected a number from 0 to 1000000 px/s2");
  CHECK(recording.edit(setPhysicsEdit(absurd)) ==
        "physics runSpeed is 1.00000002e+30: expected a number from 0 to 1000000 px/s");
  CHECK(recording.edit(setPhysicsEdit(sliding)) == "physics groundFriction is 1.5: expected a number from 0 to 1");
  CHECK(recording.edit(setPhysicsEdit(reaching)) ==
        "physics cornerCorrection is -1: expected a number from 0 to 256 px");
  CHECK(recording.length() == 50);
  CHECK(recording.edits().empty());
}

TEST_CASE("recording: the physics bounds of a level file are edits' bounds too, as floats") {
  const Level level = timelineLevel();
  Recording recording(level);
  PhysicsParams fastest = level.physics;
  fastest.timestep = 0.0001f;  // a file's smallest timestep, as the float a reader stores
  fastest.groundFriction = 1.0f;
  fastest.runSpeed = 1e6f;
  CHECK(recording.edit(setPhysicsEdit(fastest)) == "");
  CHECK(recording.edits().size() == 1);
}

TEST_CASE("recording: restarting with repainted tiles is a new recording of the repainted level") {
  const Level level = timelineLevel();
  Level repainted = level;
  for (int tx = 4; tx < 12; ++tx) repainted.map.set(tx, 19, Tile::Solid);  // a shelf under the start
  repainted.map.set(31, 20, Tile::Empty);                                    // a hole in the ladder
  const std::vector<Input> inputs = timelineInputs(240);

  // Without edits, with timed edits applied (the world's map and physics changed since frame
  // 0), and with an edit at frame 0 (which rewrites keyframe 0).
  for (const size_t editFrame : {size_t{1000}, size_t{30}, size_t{0}}) {
    CAPTURE(editFrame);
    Recording patched(level);
    for (size_t f = 0; f < 120; ++f) {
      if (f == editFrame) {
        REQUIRE(patched.edit(paintTileEdit({20, 15}, Tile::Solid)).empty());
        REQUIRE(patched.edit(moveSolidEdit(1, {0, -8})).empty());  // changes the keyframe's state
        PhysicsParams heavy = level.physics;
        heavy.gravity = 2400.0f;
        REQUIRE(patched.edit(setPhysicsEdit(heavy)).empty());
      }
      patched.record(inputs[f]);
    }
    patched.restartWithTiles(repainted.map);
    CHECK(patched.frame() == 0);
    CHECK(patched.length() == 0);
    CHECK(patched.edits().empty());
    CHECK(patched.keyframes().size() == 1);
    CHECK(patched.origin().map.tiles() == repainted.map.tiles());

    Recording fresh(repainted);
    CHECK(patched.world().hash() == fresh.world().hash());
    for (const Input in : inputs) {
      patched.record(in);
      fresh.record(in);
      REQUIRE(patched.world().hash() == fresh.world().hash());
    }
    CHECK(patched.world().map.tiles() == fresh.world().map.tiles());
    CHECK(patched.world().map.hasLadders() == fresh.world().map.hasLadders());
    patched.seek(100);
    fresh.seek(100);
    CHECK(patched.world().hash() == fresh.world().hash());
    patched.seek(0);
    fresh.seek(0);
    CHECK(patched.world().hash() == fresh.world().hash());
    CHECK(patched.world().physics == fresh.world().physics);
  }
}

TEST_CASE("level edit: a moved solid carries its riders and pushes what it runs into") {
  Level level = levelFromRows({"..........", "..........", "..........", "..........", "##########"});
  level.solids.push_back(solidAt(32, 40, 32, 8));
  level.actors.push_back(actorAt(40, 26, 10, 14));  // standing on the solid
  level.actors.push_back(actorAt(70, 36, 10, 14));  // beside it, on the right
  World world(level);
  run(world, 2);
  REQUIRE(world.actor(0).grounded);

  applyEdit(world, moveSolidEdit(0, {10, 0}));
  CHECK(world.solid(0).x == 42);
  CHECK(world.actor(0).x == 50);  // carried
  CHECK(world.actor(1).x == 74);  // pushed by the leading-edge difference: 42 + 32 - 70
  CHECK(world.solidPaths[0].points.empty());

  applyEdit(level, moveSolidEdit(0, {10, 0}));
  CHECK(level.solids[0].x == 42);
}
