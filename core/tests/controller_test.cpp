// The player controller, walkers and crates.

#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "core/limits.h"
#include "core/recording.h"
#include "core/solid_move.h"
#include "core/tests/scene.h"

using namespace ledge;
using namespace ledge::test;

namespace {

World playerOn(const std::vector<std::string>& rows, int x, int y) {
  Level level = levelFromRows(rows);
  level.actors.push_back(actorAt(x, y, 10, 14, ActorKind::Player));
  World w(level);
  w.step({});
  return w;
}

// A player standing on a solid that moves along `path` at 120 px/s, five steps in.
World playerRiding(std::vector<IVec2> path, MoverKind mover = MoverKind::Pixel) {
  Level level = levelFromRows({"................", "................", "................", "................",
                               "................", "................", "................", "................"});
  level.actors.push_back(actorAt(20, 66, 10, 14, ActorKind::Player, mover));
  level.solids.push_back(solidAt(8, 80, 48, 8, std::move(path), 120.0f, PathMode::Once));
  World w(level);
  run(w, 5);
  REQUIRE(w.actor(0).riding == 0);
  return w;
}

// Runs right off the ledge and returns how many frames after leaving the ground a jump
// press is still honoured (pressing on frame `late` after the last grounded frame).
bool jumpsWhenPressedAfterLeaving(int late) {
  World w = playerOn({"................", "................", "................", "....####........",
                      "................", "................", "................", "................"},
                     70, 34);
  REQUIRE(w.actor(0).grounded);
  while (w.actor(0).grounded) w.step(keys(Input::Right));
  for (int i = 1; i < late; ++i) w.step(keys(Input::Right));
  w.step(keys(Input::Right | Input::Jump));
  return w.actor(0).vy < -300.0f;
}

// Falls from high up, pressing jump `early` frames before the frame it lands.
bool jumpsWhenPressedBeforeLanding(int early) {
  const std::vector<std::string> rows{"........", "........", "........", "........", "........",
                                      "........", "........", "########"};
  World probe = playerOn(rows, 20, 0);
  int landing = 1;
  while (!probe.actor(0).grounded) {
    probe.step({});
    ++landing;
  }
  World w = playerOn(rows, 20, 0);
  for (int f = 2; f < landing - early; ++f) w.step({});
  for (int f = 0; f < early + 3; ++f) w.step(keys(Input::Jump));  // held from the press on
  return w.actor(0).y + w.actor(0).h < 112 - 4;
}

// Two players on a floor, the second reading input `second`.
World twoPlayers(uint8_t second) {
  Level level = levelFromRows({"................", "................", "................", "################"});
  level.actors.push_back(actorAt(40, 34, 10, 14, ActorKind::Player));
  level.actors.push_back(actorAt(180, 34, 10, 14, ActorKind::Player));
  World w(level);
  w.actor(1).player = second;
  run(w, 2);
  return w;
}

}  // namespace

TEST_CASE("player: runs up to runSpeed with runAccel and friction stops it") {
  World w = playerOn({"................", "................", "################"}, 20, 18);
  w.step(keys(Input::Right));
  CHECK(w.actor(0).vx == doctest::Approx(w.physics.runAccel * w.dt()));
  run(w, 30, keys(Input::Right));
  CHECK(w.actor(0).vx == doctest::Approx(w.physics.runSpeed));
  w.step({});
  CHECK(w.actor(0).vx == doctest::Approx(w.physics.runSpeed * (1.0f - w.physics.groundFriction)));
}

TEST_CASE("player: in the air only airControl of runAccel steers") {
  // Falling from the top of a tall empty room while holding Right, for each air control.
  auto steer = [](float airControl) {
    Level level = levelFromRows({"........", "........", "........", "........", "........", "........",
                                 "........", "########"});
    level.physics.airControl = airControl;
    level.actors.push_back(actorAt(20, 0, 10, 14, ActorKind::Player));
    World w(level);
    w.step(keys(Input::Right));
    REQUIRE_FALSE(w.actor(0).grounded);
    return w.actor(0).vx;
  };
  const PhysicsParams p;
  CHECK(steer(0.65f) == doctest::Approx(p.runAccel * 0.65f * p.timestep));
  CHECK(steer(1.0f) == doctest::Approx(p.runAccel * p.timestep));
  CHECK(steer(0.0f) == 0.0f);
}

TEST_CASE("player: coyote time allows a jump shortly after leaving a ledge, not later") {
  CHECK(jumpsWhenPressedAfterLeaving(3));
  CHECK_FALSE(jumpsWhenPressedAfterLeaving(12));
}

TEST_CASE("player: jump buffer remembers a press shortly before landing, not earlier") {
  CHECK(jumpsWhenPressedBeforeLanding(3));
  CHECK_FALSE(jumpsWhenPressedBeforeLanding(15));
}

TEST_CASE("player: releasing jump cuts the rise (variable jump height)") {
  auto peak = [](int heldFrames) {
    World w = playerOn({"........", "........", "........", "........", "........", "........",
                        "........", "########"},
                       20, 98);
    int highest = w.actor(0).y;
    for (int f = 0; f < 60; ++f) {
      w.step(f < heldFrames ? keys(Input::Jump) : Input{});
      highest = std::min(highest, w.actor(0).y);
    }
    return 98 - highest;
  };
  const int tap = peak(3);
  const int full = peak(60);
  CHECK(tap > 10);
  CHECK(full > tap + 15);
}

TEST_CASE("player: a head bump on a corner within 4 px slides around it") {
  // The tile above (x 32..48) covers only the player's leftmost 3 pixels: it slides right past.
  auto jumpUnderTile = [](int x) {
    World w = playerOn({"..#.....", "........", "........", "........", "########"}, x, 50);
    int highest = w.actor(0).y;
    for (int f = 0; f < 12; ++f) {
      w.step(keys(Input::Jump));
      highest = std::min(highest, w.actor(0).y);
    }
    return std::pair{w.actor(0).x, highest};
  };
  const auto [rightX, rightTop] = jumpUnderTile(45);
  CHECK(rightX == 48);
  CHECK(rightTop < 16);  // rose past the tile's bottom edge
  // The other side: the tile covers the player's rightmost 3 pixels, it slides left.
  const auto [leftX, leftTop] = jumpUnderTile(25);
  CHECK(leftX == 22);
  CHECK(leftTop < 16);
}

TEST_CASE("player: a head bump more than 4 px into a ceiling stops the jump") {
  World w = playerOn({"..#.....", "........", "........", "........", "########"}, 40, 50);
  w.step(keys(Input::Jump));  // 8 px under the tile: too far to slide
  run(w, 20, keys(Input::Jump));
  CHECK(w.actor(0).y >= 16);
  CHECK(w.actor(0).x == 40);
}

TEST_CASE("player: jumping off a rising solid keeps its speed (lift boost)") {
  auto jumpSpeedFrom = [](float solidSpeed) {
    Level level = levelFromRows({"........", "........", "........", "........", "........", "........",
                                 "........", "........"});
    level.actors.push_back(actorAt(20, 66, 10, 14, ActorKind::Player));
    level.solids.push_back(solidAt(8, 80, 48, 8, {{8, 80}, {8, 0}}, solidSpeed, PathMode::Once));
    World w(level);
    run(w, 5);
    REQUIRE(w.actor(0).riding == 0);
    w.step(keys(Input::Jump));
    return -w.actor(0).vy;
  };
  // The jump frame already has one step of gravity in it; the boost adds the solid's speed.
  const float still = jumpSpeedFrom(0.0f);
  CHECK(still == doctest::Approx(420.0f - 1800.0f / 60.0f));
  CHECK(jumpSpeedFrom(120.0f) - still == doctest::Approx(120.0f).epsilon(0.02));
}

TEST_CASE("player: a solid the game moves with moveSolid gives the same lift boost as one on a path") {
  Level level = levelFromRows({"........", "........", "........", "........", "........", "........",
                               "........", "........"});
  level.actors.push_back(actorAt(20, 66, 10, 14, ActorKind::Player));
  level.solids.push_back(solidAt(8, 80, 48, 8));  // no path: the game moves it
  World w(level);
  run(w, 5);
  REQUIRE(w.actor(0).riding == 0);
  for (int f = 0; f < 5; ++f) {
    moveSolid(w, 0, 0.0f, -2.0f, nullptr);  // 120 px/s up, between steps
    w.step({});
  }
  CHECK(w.solid(0).vy == 0.0f);  // a step's solids phase: off a path, it stands
  moveSolid(w, 0, 0.0f, -2.0f, nullptr);
  CHECK(w.solid(0).vy == doctest::Approx(-120.0f));
  w.step(keys(Input::Jump));
  CHECK(-w.actor(0).vy == doctest::Approx(420.0f - 1800.0f / 60.0f + 120.0f).epsilon(0.02));
}

TEST_CASE("player: a jump with no direction held keeps the speed it had, the lift boost too, on every mover") {
  for (int m = 0; m < kMoverKindCount; ++m) {
    const auto mover = static_cast<MoverKind>(m);
    CAPTURE(moverKindName(mover));
    // Off a solid moving right at 120 px/s: the jump frame's move is in the air.
    World w = playerRiding({{8, 80}, {200, 80}}, mover);
    w.step(keys(Input::Jump));
    CHECK(w.actor(0).vx == doctest::Approx(120.0f).epsilon(0.02));
    // A running jump, the key let go as the jump is pressed.
    World runner = playerOn({"................................", "................................",
                             "................................", "################################"},
                            20, 34);
    runner.actor(0).mover = mover;
    run(runner, 30, keys(Input::Right));
    REQUIRE(runner.actor(0).vx == doctest::Approx(runner.physics.runSpeed));
    runner.step(keys(Input::Jump));
    CHECK(runner.actor(0).vx == doctest::Approx(runner.physics.runSpeed));
  }
}

TEST_CASE("player: a jump off a solid the game has removed or switched off since the last step gets no boost") {
  for (const bool removed : {true, false}) {
    CAPTURE(removed);
    World w = playerRiding({{8, 80}, {200, 80}});
    if (removed)
      w.state.solids.clear();  // and reads no solid
    else
      w.solid(0).collidable = false;
    w.step(keys(Input::Jump));
    CHECK(w.actor(0).vx == 0.0f);
    CHECK(w.actor(0).vy == doctest::Approx(-420.0f + 1800.0f / 60.0f));
  }
}

TEST_CASE("player: a step with a timestep of 0 or NaN takes the least timestep, and poisons nothing after") {
  for (const float timestep : {0.0f, std::numeric_limits<float>::quiet_NaN(), -1.0f}) {
    CAPTURE(timestep);
    World w = playerRiding({{8, 80}, {8, 0}});
    w.physics.timestep = timestep;
    CHECK(w.dt() == doctest::Approx(kMinTimestep));
    w.step({});
    CHECK(std::isfinite(w.solid(0).vy));
    w.step(keys(Input::Jump));
    w.physics.timestep = 1.0f / 60.0f;
    run(w, 10);
    CHECK(w.actor(0).alive);
    CHECK(std::isfinite(w.actor(0).vy));
    CHECK(w.actor(0).y < 66);  // jumped
  }
}

TEST_CASE("player: climbs a ladder with Up, stands on its top, climbs down with Down") {
  World w = playerOn({"........", "...H....", "...H....", "...H....", "########"}, 43, 50);
  run(w, 60, keys(Input::Up));
  CHECK(w.actor(0).y + w.actor(0).h == 16);  // on the ladder top
  run(w, 10);
  CHECK(w.actor(0).grounded);
  CHECK(w.actor(0).y + w.actor(0).h == 16);
  run(w, 60, keys(Input::Down));
  CHECK(w.actor(0).y + w.actor(0).h == 64);
}

TEST_CASE("player: a ladder grabbed off its middle climbs through the ladder's hole in a floor, on every mover") {
  // The ladder's column is x 48-64; at x 44 and 58 the player's middle is on it, its box half
  // under the floor beside the hole.
  for (int m = 0; m < kMoverKindCount; ++m) {
    for (const int x : {44, 58}) {
      const auto mover = static_cast<MoverKind>(m);
      CAPTURE(moverKindName(mover));
      CAPTURE(x);
      Level level = levelFromRows({"........", "...H....", "..#H#...", "...H....", "...H....", "########"});
      level.actors.push_back(actorAt(x, 66, 10, 14, ActorKind::Player, mover));
      World w(level);
      run(w, 90, keys(Input::Up));
      CHECK(w.actor(0).y + w.actor(0).h == 16);  // on the ladder top
      CHECK(w.actor(0).x == 51);                 // in the middle of the ladder
      run(w, 10, keys(Input::Right));            // a sideways key still steps off
      CHECK(w.actor(0).x > 51);
    }
  }
}

TEST_CASE("player: climbing up a ladder stops on its top, never a pixel past it, on every mover") {
  for (int m = 0; m < kMoverKindCount; ++m) {
    const auto mover = static_cast<MoverKind>(m);
    CAPTURE(moverKindName(mover));
    Level level = levelFromRows({"........", "...H....", "...H....", "...H....", "########"});
    level.actors.push_back(actorAt(51, 50, 10, 14, ActorKind::Player, mover));
    World w(level);
    float highest = w.actor(0).collisionBox().bottom();
    int groundedFrom = -1;
    for (int frame = 0; frame < 60; ++frame) {
      w.step(keys(Input::Up));
      highest = std::min(highest, w.actor(0).collisionBox().bottom());
      if (w.actor(0).grounded && groundedFrom < 0) groundedFrom = frame;
      if (groundedFrom >= 0) CHECK(w.actor(0).grounded);  // and stays on it
    }
    CHECK(highest == doctest::Approx(16.0f).epsilon(0.0001));  // the ladder's top
    CHECK(groundedFrom > 0);
  }
}

TEST_CASE("player: Down+Jump on a ladder top drops through it, as on a one-way, on every mover") {
  for (int m = 0; m < kMoverKindCount; ++m) {
    const auto mover = static_cast<MoverKind>(m);
    CAPTURE(moverKindName(mover));
    Level level = levelFromRows({"........", "...H....", "...H....", "...H....", "...H....", "........", "########"});
    level.actors.push_back(actorAt(43, 2, 10, 14, ActorKind::Player, mover));
    World w(level);
    run(w, 30);
    REQUIRE(w.actor(0).grounded);
    REQUIRE(w.actor(0).y + w.actor(0).h == 16);  // on the ladder top
    w.step(keys(Input::Down | Input::Jump));
    CHECK(w.actor(0).vy >= 0.0f);  // no jump
    run(w, 30);
    CHECK(w.actor(0).y + w.actor(0).h == 96);  // fell past the ladder to the floor
  }
}

TEST_CASE("players: each player actor steers by its own input, and sees its own jump press") {
  World w = twoPlayers(1);
  PlayerInputs inputs{keys(Input::Right), keys(Input::Left)};
  for (int frame = 0; frame < 10; ++frame) w.stepPlayers(inputs);
  CHECK(w.actor(0).vx > 0.0f);
  CHECK(w.actor(1).vx < 0.0f);
  // Player 0 holds Jump throughout; player 1 presses it a frame later, and jumps on its press.
  inputs = {keys(Input::Jump), {}};
  w.stepPlayers(inputs);
  CHECK(w.actor(0).vy < 0.0f);
  CHECK(w.actor(1).grounded);
  inputs[1] = keys(Input::Jump);
  w.stepPlayers(inputs);
  CHECK(w.actor(1).vy < 0.0f);
}

TEST_CASE("players: World::step drives player 0 alone, and a player beyond kMaxPlayers holds no key") {
  World w = twoPlayers(1);
  run(w, 10, keys(Input::Left));
  CHECK(w.actor(0).vx < 0.0f);
  CHECK(w.actor(1).vx == 0.0f);
  World beyond = twoPlayers(kMaxPlayers);
  PlayerInputs allLeft;
  allLeft.fill(keys(Input::Left));
  for (int frame = 0; frame < 10; ++frame) beyond.stepPlayers(allLeft);
  CHECK(beyond.actor(0).vx < 0.0f);
  CHECK(beyond.actor(1).vx == 0.0f);
}

TEST_CASE("walker: turns at walls and at ledges") {
  Level level = levelFromRows({"..........", "#.........", "#.....####", "######...."});
  ActorSpec walker = actorAt(20, 18, 10, 14, ActorKind::Walker);
  level.actors.push_back(walker);
  World w(level);
  int minX = 1000, maxX = -1000;
  for (int f = 0; f < 600; ++f) {
    w.step({});
    minX = std::min(minX, w.actor(0).x);
    maxX = std::max(maxX, w.actor(0).x + w.actor(0).w);
    REQUIRE(w.actor(0).alive);
  }
  CHECK(minX == 16);      // turned at the wall column at x = 16
  CHECK(maxX >= 90);      // walked on along the floor... (floor ends at x = 96)
  CHECK(maxX <= 97);      // ...and turned at the ledge instead of falling off
}

TEST_CASE("crate: falls with gravity and is removed when it falls out of the map") {
  Level level = levelFromRows({"....", "....", "...."});
  level.actors.push_back(actorAt(20, 0));
  World w(level);
  StepTrace trace;
  for (int f = 0; f < 120 && w.actor(0).alive; ++f) {
    trace.clear();
    w.step({}, &trace);
  }
  CHECK_FALSE(w.actor(0).alive);
  REQUIRE_FALSE(trace.empty());
  CHECK(trace.events().back().kind == TraceKind::FellOut);
}

TEST_CASE("world: a game's fall-out behaviour puts the crate back at a checkpoint instead of removing it") {
  Level level = levelFromRows({"....", "....", "...."});
  level.actors.push_back(actorAt(20, 0));
  World w(level);
  w.kinds[static_cast<size_t>(ActorKind::Crate)].fellOut = [](World& world, ActorId id, Vec2 way, StepTrace*) {
    CHECK(way == Vec2{0.0f, 1.0f});
    Actor& a = world.actor(id);
    a.x = 4;
    a.y = 0;
    a.vy = 0.0f;
  };
  StepTrace trace;
  int fell = 0;
  for (int f = 0; f < 240; ++f) {
    trace.clear();
    w.step({}, &trace);
    REQUIRE(w.actor(0).alive);
    for (const TraceEvent& e : trace.events()) CHECK(e.kind != TraceKind::FellOut);  // the default's event
    if (w.actor(0).x == 4 && w.actor(0).y == 0) ++fell;
  }
  CHECK(fell >= 2);

  // A behaviour that only counts, or none, leaves nobody out there: the actor is removed.
  for (const FellOutFn counting : {FellOutFn{[](World&, ActorId, Vec2, StepTrace*) {}}, FellOutFn{}}) {
    World again(level);
    again.kinds[static_cast<size_t>(ActorKind::Crate)].fellOut = counting;
    for (int f = 0; f < 240 && again.actor(0).alive; ++f) again.step({});
    CHECK_FALSE(again.actor(0).alive);
    CHECK(again.actor(0).y < level.map.pixelHeight() + 64);
  }
}

TEST_CASE("world: a game's behaviour reaches the game through World::userData, in a recording's re-simulated frames too") {
  struct Game {
    int fallen = 0;
  };
  Level level = levelFromRows({"....", "....", "...."});
  level.actors.push_back(actorAt(20, 0));
  const FellOutFn counting = [](World& world, ActorId, Vec2, StepTrace*) { ++static_cast<Game*>(world.userData)->fallen; };
  Game game;
  World w(level);
  w.userData = &game;
  w.kinds[static_cast<size_t>(ActorKind::Crate)].fellOut = counting;
  for (int f = 0; f < 240 && w.actor(0).alive; ++f) w.step({});
  CHECK(game.fallen == 1);

  Game replayed;
  RecordingOptions options;
  options.kinds[static_cast<size_t>(ActorKind::Crate)].fellOut = counting;
  options.userData = &replayed;
  Recording recording(level, options);
  for (int f = 0; f < 240; ++f) recording.record({});
  CHECK(replayed.fallen == 1);
  recording.seek(0);
  recording.seek(59);  // stepped again from the keyframe at frame 0, the fall among those frames
  CHECK(replayed.fallen == 2);
}

TEST_CASE("world: the same inputs twice give the same hash") {
  auto finalHash = [] {
    Level level = levelFromRows({"................", "......--........", "..../##\\....H...",
                                 "############H###"});
    level.actors.push_back(actorAt(4, 34, 10, 14, ActorKind::Player));
    level.actors.push_back(actorAt(100, 20, 10, 10, ActorKind::Walker));
    level.solids.push_back(solidAt(160, 40, 32, 8, {{160, 40}, {200, 0}}, 50.0f));
    World w(level);
    for (int f = 0; f < 600; ++f) w.step(Input{static_cast<uint8_t>((f * 7 + f / 13) % 32)});
    return w.hash();
  };
  CHECK(finalHash() == finalHash());
}
