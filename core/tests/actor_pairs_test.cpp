// Phase 4: actors that collide with actors are pushed apart by MTD, shared by weight.

#include <cmath>
#include <cstdio>

#include <doctest/doctest.h>

#include "core/actor_pairs.h"
#include "core/collide.h"
#include "core/tests/random_scene.h"
#include "core/tests/scene.h"

using namespace ledge;
using namespace ledge::test;

namespace {

const std::vector<std::string> kRoom = {"....................", "....................", "....................",
                                        "....................", "####################"};
constexpr int kFloor = 64;

bool actorsOverlap(const World& w, ActorId a, ActorId b) {
  return w.actor(a).collisionBox().overlaps(w.actor(b).collisionBox());
}

ActorSpec floating(int x, int y, int w, int h, float weight) {
  ActorSpec a = actorAt(x, y, w, h);
  a.applyGravity = false;
  a.weight = weight;
  return a;
}

}  // namespace

TEST_CASE("actor pairs: separation share follows weight, 0 is static") {
  CHECK(separationShare(1.0f, 1.0f) == 0.5f);
  CHECK(separationShare(1.0f, 3.0f) == 0.75f);  // the lighter one moves more
  CHECK(separationShare(3.0f, 1.0f) == 0.25f);
  CHECK(separationShare(0.0f, 1.0f) == 0.0f);
  CHECK(separationShare(1.0f, 0.0f) == 1.0f);
  CHECK(separationShare(0.0f, 0.0f) == 0.0f);
}

TEST_CASE("actor pairs: two overlapping actors are pushed apart by weight along the MTD") {
  Level level = levelFromRows(kRoom);
  level.actors = {floating(32, 16, 16, 16, 1.0f), floating(40, 16, 16, 16, 3.0f)};
  World world(level);
  world.step({});
  // 8 px of overlap: the light one makes 6, the heavy one 2.
  CHECK(world.actor(0).x == 26);
  CHECK(world.actor(1).x == 42);
  CHECK(world.actor(0).y == 16);
  CHECK(world.actor(1).y == 16);

  level.actors[1].weight = 0.0f;  // static: the other makes all of it
  World against(level);
  against.step({});
  CHECK(against.actor(0).x == 24);
  CHECK(against.actor(1).x == 40);

  level.actors[0].weight = 0.0f;  // two static actors stay as they are
  World stuck(level);
  stuck.step({});
  CHECK(stuck.actor(0).x == 32);
  CHECK(stuck.actor(1).x == 40);
}

TEST_CASE("actor pairs: the player pushes a crate, a static crate stops the player") {
  Level level = levelFromRows(kRoom);
  level.actors = {actorAt(40, kFloor - 14, 10, 14, ActorKind::Player), actorAt(51, kFloor - 16, 16, 16)};
  World world(level);
  for (int f = 0; f < 60; ++f) {
    world.step(keys(Input::Right));
    REQUIRE_FALSE(actorsOverlap(world, 0, 1));
  }
  CHECK(world.actor(1).x > 51 + 20);
  CHECK(world.actor(0).x + world.actor(0).w == world.actor(1).x);
  CHECK(world.actor(1).y == kFloor - 16);

  level.actors[1].weight = 0.0f;
  World blocked(level);
  for (int f = 0; f < 60; ++f) {
    blocked.step(keys(Input::Right));
    REQUIRE_FALSE(actorsOverlap(blocked, 0, 1));
  }
  CHECK(blocked.actor(1).x == 51);
  CHECK(blocked.actor(0).x == 41);
  CHECK(blocked.actor(0).hitWall);
}

TEST_CASE("actor pairs: a crate pushed into the wall stays out of it, the pusher is pushed back") {
  Level level = levelFromRows(kRoom);
  level.actors = {actorAt(270, kFloor - 14, 10, 14, ActorKind::Player), actorAt(290, kFloor - 16, 16, 16)};
  World world(level);
  for (int f = 0; f < 90; ++f) {
    world.step(keys(Input::Right));
    REQUIRE_FALSE(overlapsSolidGeometry(world, world.actor(1)));
    REQUIRE_FALSE(overlapsSolidGeometry(world, world.actor(0)));
    REQUIRE_FALSE(actorsOverlap(world, 0, 1));
  }
  CHECK(world.actor(1).x == 320 - 16);  // against the map's right wall
  CHECK(world.actor(0).x == 320 - 16 - 10);
}

TEST_CASE("actor pairs: a pixel player pushing into a pinned walker on a slope stays on the slope") {
  // The walker stands on the slope's top against the wall; the player runs up into it and is
  // pushed back down the slope every step. Pushed sideways, it keeps to the slope as its own run
  // does: it never leaves the ground, so a game's landing effect does not fire every few steps.
  for (const float gravity : {600.0f, 1800.0f}) {
    CAPTURE(gravity);
    Level level = levelFromRows({"....................", "....................", "....................",
                                 "....................", "....................", "...........#########",
                                 "........../#########", "........./##########", "......../###########",
                                 "####################"});
    level.physics.gravity = gravity;
    level.actors.push_back(actorAt(40, 130, 10, 14, ActorKind::Player));
    level.actors.push_back(actorAt(162, 88, 12, 12, ActorKind::Walker));
    World w(level);
    run(w, 60, keys(Input::Right));
    REQUIRE(w.actor(0).x > 140);  // up the slope, against the walker
    StepTrace trace;
    for (int frame = 0; frame < 120; ++frame) {
      trace.clear();
      w.step(keys(Input::Right), &trace);
      CHECK(w.actor(0).grounded);
      for (const TraceEvent& e : trace.events()) CHECK_FALSE((e.kind == TraceKind::Landing && e.actor == 0));
    }
  }
}

TEST_CASE("actor pairs: a crate pushed against a rising slope stops there, under the crate resting on it") {
  // Pushed sideways, an actor stops at a slope as at a wall. Climbing it, it would rise into
  // the crate on top, whose pair (found first, by id) has already been settled this step.
  Level level = levelFromRows({"....................", "....................", "....................",
                               "....................", "....................", "...........#########",
                               "........../#########", "........./##########", "......../###########",
                               "####################"});
  level.actors = {actorAt(112, 128, 16, 16), actorAt(112, 112, 16, 16), actorAt(90, 130, 10, 14, ActorKind::Player)};
  World w(level);
  for (int frame = 0; frame < 60; ++frame) {
    CAPTURE(frame);
    w.step(keys(Input::Right));
    REQUIRE_FALSE(actorsOverlap(w, 0, 1));
    REQUIRE(w.actor(0).x == 112);
    REQUIRE(w.actor(0).y == 128);
  }
}

TEST_CASE("actor pairs: walkers that bump into each other turn round") {
  Level level = levelFromRows(kRoom);
  level.actors = {actorAt(100, kFloor - 12, 10, 12, ActorKind::Walker),
                  actorAt(150, kFloor - 12, 10, 12, ActorKind::Walker)};
  World world(level);
  world.actor(1).facing = -1;
  int bumpedAt = -1;
  for (int f = 0; f < 90 && bumpedAt < 0; ++f) {
    world.step({});
    REQUIRE_FALSE(actorsOverlap(world, 0, 1));
    if (world.actor(0).hitWall) bumpedAt = f;
  }
  REQUIRE(bumpedAt > 0);
  CHECK(world.actor(1).hitWall);
  run(world, 10);
  CHECK(world.actor(0).facing == -1);
  CHECK(world.actor(1).facing == 1);
  CHECK(world.actor(1).x - (world.actor(0).x + world.actor(0).w) > 0);
}

TEST_CASE("actor pairs: a crate dropped on a crate rests on it, and the player jumps off a crate") {
  Level level = levelFromRows(kRoom);
  level.actors = {actorAt(40, kFloor - 16, 16, 16), actorAt(43, 0, 16, 16)};
  World world(level);
  run(world, 120);
  CHECK(world.actor(0).y == kFloor - 16);
  CHECK(world.actor(0).x == 40);
  CHECK(world.actor(1).y == kFloor - 32);
  CHECK(world.actor(1).x == 43);  // not slid off sideways
  CHECK(world.actor(1).grounded);

  Level jump = levelFromRows(kRoom);
  jump.actors = {actorAt(40, kFloor - 16, 16, 16), actorAt(43, kFloor - 30, 10, 14, ActorKind::Player)};
  World player(jump);
  run(player, 30);
  CHECK(player.actor(1).y == kFloor - 30);
  CHECK(player.actor(1).grounded);
  run(player, 10, keys(Input::Jump));
  CHECK(player.actor(1).y < kFloor - 30 - 20);
}

TEST_CASE("actor pairs: a static crate hanging in the air stays put when the player jumps into it from below") {
  // Resting on the player's head, it took the player's rising speed and flew off the map.
  for (const MoverKind mover : {MoverKind::Pixel, MoverKind::Speculative}) {
    const std::string moverName = moverKindName(mover);
    CAPTURE(moverName);
    Level level = levelFromRows(kRoom);
    level.actors = {actorAt(40, kFloor - 14, 10, 14, ActorKind::Player, mover), floating(37, 20, 16, 16, 0.0f)};
    World world(level);
    bool touched = false;
    for (int frame = 0; frame < 60; ++frame) {
      CAPTURE(frame);
      world.step(frame < 20 ? keys(Input::Jump) : Input{});
      touched = touched || !world.partition.pairs().empty();
      REQUIRE(world.actor(1).collisionBox() == Box{37.0f, 20.0f, 16.0f, 16.0f});
      REQUIRE(world.actor(1).vy == 0.0f);
    }
    CHECK(touched);
  }
}

TEST_CASE("actor pairs: a stack of crates stands at its full height whatever the order of its ids and the mover") {
  // Each crate dropped a little above the one below it. Pairs resolved in id order sank a stack
  // made top first into itself (20 pixels for six crates), and each crate giving way to the one
  // above it sank an exact movers' stack 5.5 pixels however it was made.
  const std::vector<std::string> room = {"........", "........", "........", "........",
                                         "........", "........", "........", "########"};
  constexpr int kRoomFloor = 112;
  constexpr int kCrates = 6;
  constexpr int kSize = 12;
  for (const MoverKind mover : {MoverKind::Pixel, MoverKind::Speculative, MoverKind::Raycast, MoverKind::Mtd}) {
    for (const bool topFirst : {false, true}) {
      const std::string moverName = moverKindName(mover);
      CAPTURE(moverName);
      CAPTURE(topFirst);
      Level level = levelFromRows(room);
      for (int i = 0; i < kCrates; ++i) {
        const int fromFoot = topFirst ? kCrates - 1 - i : i;
        level.actors.push_back(actorAt(40, kRoomFloor - (kSize + 3) * (fromFoot + 1), kSize, kSize, ActorKind::Crate, mover));
      }
      World world(level);
      // An exact mover's crate rests half a hundredth of a pixel into the one below it, so the
      // top one lies 0.025 px low. Separated to exactly touching, a crate lay a float error above
      // the one below, its pair was not found, and it fell for a step or two, dipping up to
      // 1.5 pixels. The pixel mover's stack stands still.
      const float tolerance = mover == MoverKind::Pixel ? 0.0f : 0.04f;
      run(world, 60);
      for (int frame = 0; frame < 300; ++frame) {
        CAPTURE(frame);
        world.step({});
        for (int i = 0; i < kCrates; ++i) {
          CAPTURE(i);
          const int fromFoot = topFirst ? kCrates - 1 - i : i;
          const Box box = world.actor(i).collisionBox();
          REQUIRE(box.x == 40.0f);
          REQUIRE(std::fabs(box.y - static_cast<float>(kRoomFloor - kSize * (fromFoot + 1))) <= tolerance);
          REQUIRE(world.actor(i).grounded);
        }
      }
    }
  }
}

TEST_CASE("actor pairs: actors that do not collide with actors are paired but not separated") {
  Level level = levelFromRows(kRoom);
  level.actors = {floating(32, 16, 16, 16, 1.0f), floating(40, 16, 16, 16, 1.0f)};
  level.actors[1].collidesWithActors = false;
  World world(level);
  world.step({});
  CHECK(world.partition.pairs().size() == 1);
  CHECK(world.actor(0).x == 32);
  CHECK(world.actor(1).x == 40);
}

TEST_CASE("actor pairs: a crate pushed into its neighbour by an earlier pair is separated from it in the same step") {
  // 0 overlaps 1 by 4 px, and 1 touches 2 side by side: pushed apart from 0 first, 1 goes 2 px
  // into 2, whose pair with 1 was found side by side, and the response must still take it.
  // The second time, ids the other way round and the left crate taller, so that its pair comes
  // first (its lowest edge is lower) and the crate pushed into its neighbour is the pair's b.
  for (const bool reversed : {false, true}) {
    Level level = levelFromRows(kRoom);
    level.actors = {floating(32, 16, 16, reversed ? 20 : 16, 1.0f), floating(44, 16, 16, 16, 1.0f),
                    floating(60, 16, 16, 16, 1.0f)};
    if (reversed) std::swap(level.actors[0], level.actors[2]);
    const ActorId left = reversed ? 2 : 0;
    const ActorId right = reversed ? 0 : 2;
    for (const bool traced : {false, true}) {
      CAPTURE(reversed);
      CAPTURE(traced);
      World world(level);
      StepTrace trace;
      world.step({}, traced ? &trace : nullptr);
      const std::vector<FoundPair>& pairs = world.partition.pairs();
      REQUIRE(pairs.size() == 2);
      CHECK(pairs[0].sideBySide == reversed);  // (0, 1) and (1, 2) in (a, b) order
      CHECK(pairs[1].sideBySide == !reversed);
      CHECK(world.actor(left).x == 30);
      CHECK(world.actor(1).x == 45);
      CHECK(world.actor(right).x == 61);
      CHECK_FALSE(actorsOverlap(world, 1, right));
    }
  }
}

TEST_CASE("actor pairs: the trace holds the cells, then the pairs, then the separations") {
  Level level = levelFromRows(kRoom);
  level.cellSize = 2;
  level.actors = {floating(34, 16, 16, 16, 1.0f), floating(40, 16, 16, 16, 1.0f), floating(200, 16, 8, 8, 1.0f)};
  World world(level);
  StepTrace trace;
  world.step({}, &trace);

  // Cells first, then pairs, then what the separations did.
  const auto stage = [](TraceKind kind) { return kind == TraceKind::Cell ? 0 : kind == TraceKind::Pair ? 1 : 2; };
  int cells = 0;
  int pairs = 0;
  int resolves = 0;
  int lastStage = 0;
  for (const TraceEvent& e : trace.events()) {
    if (e.phase != TracePhase::Pairs) continue;
    CHECK(stage(e.kind) >= lastStage);
    lastStage = stage(e.kind);
    if (e.kind == TraceKind::Cell) {
      ++cells;
      CHECK(e.box.w == 32.0f);
      CHECK(e.count == (e.cell.x == 1 ? 2 : 1));
    } else if (e.kind == TraceKind::Pair) {
      ++pairs;
      CHECK(e.actor == 0);
      CHECK(e.other == 1);
      CHECK(e.point == Vec2{-10.0f, 16.0f});
    } else if (e.kind == TraceKind::Resolve) {
      ++resolves;
      CHECK(e.other == 1 - e.actor);
      CHECK(e.direction == Vec2{e.actor == 0 ? -5.0f : 5.0f, 0.0f});
    }
  }
  // Actors 0 and 1 in cell (1, 0) and, their bottom edge on the border, in (1, 1); actor 2 in (6, 0).
  CHECK(cells == 3);
  CHECK(pairs == 1);
  CHECK(resolves == 2);
}

TEST_CASE("actor pairs: a restored keyframe continues exactly like the run it was taken from") {
  Rng rng(5);
  Level level = levelFromRows(kRoom);
  level.cellSize = 1;
  for (int i = 0; i < 60; ++i) {
    ActorSpec a = actorAt(rng.range(16, 300), rng.range(0, 40), rng.range(6, 20), rng.range(6, 20),
                          static_cast<ActorKind>(rng.range(1, 2)));
    a.vx = rng.uniform(-200.0f, 200.0f);
    a.weight = static_cast<float>(rng.range(0, 3));
    level.actors.push_back(a);
  }
  std::vector<Input> inputs;
  for (int f = 0; f < 120; ++f) inputs.push_back(keys(static_cast<uint8_t>(rng.range(0, 31))));

  World run1(level);
  WorldState keyframe;
  for (int f = 0; f < 120; ++f) {
    if (f == 40) keyframe = run1.state;
    run1.step(inputs[static_cast<size_t>(f)]);
  }
  // The restored world's cell lists are in another order than run1's after 40 frames of moves.
  World run2(level);
  run2.restore(keyframe);
  for (int f = 40; f < 120; ++f) run2.step(inputs[static_cast<size_t>(f)]);
  CHECK(run2.hash() == run1.hash());
  CHECK(run1.partition.pairs().size() > 0);
}

TEST_CASE("actor pairs: separating never pushes an actor into solid geometry (10,000 random crowds)") {
  constexpr uint64_t kScenes = 10000;
  const std::vector<float> weights = {0.0f, 0.5f, 1.0f, 3.0f};
  uint64_t moves = 0;
  for (uint64_t seed = 1; seed <= kScenes; ++seed) {
    // The random scenes' maps and solids, crowded with actors of every mover and weight.
    const RandomScene scene = randomScene(seed, MoverKind::Pixel, 0);
    Rng rng(seed * 7919);
    World world(scene.level);
    const int width = world.map.pixelWidth();
    const int height = world.map.pixelHeight();
    for (int i = rng.range(8, 40); i > 0; --i) {
      Actor a;
      a.mover = static_cast<MoverKind>(rng.range(0, kMoverKindCount - 1));
      a.w = rng.range(2, 32);
      a.h = rng.range(2, 32);
      a.x = rng.range(-8, width - a.w + 8);
      a.y = rng.range(-16, height - a.h);
      if (!a.usesPixelBox()) {
        a.rx = rng.uniform(-0.5f, 0.5f);
        a.ry = rng.uniform(-0.5f, 0.5f);
      }
      a.weight = weights[static_cast<size_t>(rng.range(0, 3))];
      a.vx = rng.uniform(-300.0f, 300.0f);
      a.vy = rng.uniform(-300.0f, 300.0f);
      if (!overlapsSolidGeometry(world, a)) world.state.actors.push_back(a);
    }
    for (int round = 0; round < 3; ++round) {
      const WorldState before = world.state;
      stepActorPairs(world, nullptr);
      for (ActorId id = 0; id < world.actorCount(); ++id) {
        const Actor& a = world.actor(id);
        INFO("seed ", seed, " round ", round, " actor ", id);
        REQUIRE_FALSE(overlapsSolidGeometry(world, a));
        if (a.x != before.actors[static_cast<size_t>(id)].x || a.y != before.actors[static_cast<size_t>(id)].y) ++moves;
      }
      // Nudge some actors into each other again, where that keeps them clear.
      for (Actor& a : world.state.actors) {
        Actor nudged = a;
        nudged.x += rng.range(-6, 6);
        nudged.y += rng.range(-6, 6);
        if (!overlapsSolidGeometry(world, nudged)) a = nudged;
      }
    }
  }
  std::printf("actor pairs: %llu random crowds, %llu actor moves by separation\n",
              static_cast<unsigned long long>(kScenes), static_cast<unsigned long long>(moves));
  CHECK(moves > 50000);
}

TEST_CASE("actor pairs: crowded pixel scenes, no actor ever overlaps solid geometry after a step") {
  constexpr uint64_t kScenes = 5000;
  const std::vector<float> weights = {0.0f, 0.5f, 1.0f, 3.0f};
  for (uint64_t seed = 1; seed <= kScenes; ++seed) {
    RandomScene scene = randomScene(seed, MoverKind::Pixel);
    Rng rng(seed * 7919);
    // Copies of the actors, shifted a little so that they overlap, with every kind of weight.
    std::vector<ActorSpec> crowd = scene.level.actors;
    for (const ActorSpec& original : scene.level.actors) {
      for (int copy = rng.range(1, 4); copy > 0; --copy) {
        ActorSpec a = original;
        a.x += rng.range(-8, 8);
        a.y += rng.range(-8, 8);
        a.weight = weights[static_cast<size_t>(rng.range(0, 3))];
        crowd.push_back(a);
      }
    }
    scene.level.actors.clear();
    scene.level.actors = crowd;
    const World probe(scene.level);
    scene.level.actors.clear();
    for (ActorId id = 0; id < probe.actorCount(); ++id)
      if (!overlapsSolidGeometry(probe, probe.actor(id))) scene.level.actors.push_back(crowd[static_cast<size_t>(id)]);

    ActorId actor = kNoId;
    const int frame = firstOverlapFrame(scene, &actor);
    INFO("seed ", seed, " actor ", actor, " frame ", frame);
    REQUIRE(frame == -1);
  }
}
