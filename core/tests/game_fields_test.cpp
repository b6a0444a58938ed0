// What a game linking the core may do to the world's plain data between steps: set any velocity,
// move a solid by any amount, start from an empty World. The step keeps its numbers sane.

#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <string>

#include "core/actor_pairs.h"
#include "core/level_edit.h"
#include "core/limits.h"
#include "core/solid_move.h"
#include "core/stress_scenes.h"
#include "core/tests/scene.h"

using namespace ledge;
using namespace ledge::test;

namespace {

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
constexpr float kInfinity = std::numeric_limits<float>::infinity();

World floorWorld(MoverKind mover) {
  Level level = levelFromRows({
      "................",
      "................",
      "................",
      "################",
  });
  level.actors.push_back(actorAt(100, 34, 10, 14, ActorKind::Crate, mover));
  return World(level);
}

bool finite(const Actor& a) {
  return std::isfinite(a.vx) && std::isfinite(a.vy) && std::isfinite(a.rx) && std::isfinite(a.ry);
}

}  // namespace

TEST_CASE("a velocity a game sets to NaN is no speed, every mover steps on from where the actor stood") {
  for (int m = 0; m < kMoverKindCount; ++m) {
    const auto mover = static_cast<MoverKind>(m);
    CAPTURE(std::string(moverKindName(mover)));
    World w = floorWorld(mover);
    run(w, 5);
    const Actor before = w.actor(0);
    w.actor(0).vx = kNaN;
    w.actor(0).vy = kNaN;
    w.actor(0).rx = kNaN;
    run(w, 5);
    const Actor& a = w.actor(0);
    CHECK(a.alive);
    CHECK(finite(a));
    CHECK(a.x == before.x);
    CHECK(a.y == before.y);
    CHECK(a.grounded);
  }
}

TEST_CASE("an infinite velocity a game sets is the largest a level allows: the actor runs to the wall, or flies") {
  for (int m = 0; m < kMoverKindCount; ++m) {
    const auto mover = static_cast<MoverKind>(m);
    CAPTURE(std::string(moverKindName(mover)));
    World sideways = floorWorld(mover);
    run(sideways, 5);
    sideways.actor(0).vx = kInfinity;
    run(sideways, 3);
    const Actor& a = sideways.actor(0);
    CHECK(a.alive);
    CHECK(finite(a));
    // Towards the map's right edge, a wall (the speculative mover's ground friction stops it short).
    CHECK(a.x > 120);
    CHECK(a.x + a.w <= sideways.map.pixelWidth());
    CHECK(a.y == 34);

    World up = floorWorld(mover);
    up.actor(0).vy = -kInfinity;
    up.step({});
    CHECK(up.actor(0).alive);
    CHECK(finite(up.actor(0)));
    // One step at the bound: 10^6 px/s over 1/60 s, above the open top of the map.
    CHECK(up.actor(0).y == doctest::Approx(34.0 - kMaxSpeed * up.dt()).epsilon(0.001));
  }
}

TEST_CASE("moveSolid by NaN stays, by any amount stays within kMaxCoordinate") {
  Level level = levelFromRows({"........", "........"});
  level.solids.push_back(solidAt(16, 8, 32, 8));
  World w(level);
  w.solid(0).followsPath = false;
  moveSolid(w, 0, kNaN, kNaN, nullptr);
  CHECK(w.solid(0).x == 16);
  CHECK(w.solid(0).y == 8);
  CHECK(std::isfinite(w.solid(0).rx));
  moveSolid(w, 0, 1e30f, -kInfinity, nullptr);
  CHECK(w.solid(0).x == kMaxCoordinate);
  CHECK(w.solid(0).y == -kMaxCoordinate);
  moveSolid(w, 0, 1e30f, 0.0f, nullptr);
  CHECK(w.solid(0).x == kMaxCoordinate);
  // Its velocity, a rider's lift boost, stays within what an actor may have.
  moveSolid(w, 0, -1e30f, 1e30f, nullptr);
  CHECK(w.solid(0).vx == -kMaxSpeed);
  CHECK(w.solid(0).vy == kMaxSpeed);
  // A remainder left by a part-pixel move does not carry it a pixel past the bound either.
  for (const int from : {kMaxCoordinate - 1, 100, -3, -kMaxCoordinate + 5})
  for (const float remainder : {0.5f, 0.45f, -0.5f, -0.25f}) {
    CAPTURE(from);
    CAPTURE(remainder);
    Solid& s = w.solid(0);
    s.x = from;
    s.y = -from;
    s.rx = remainder;
    s.ry = -remainder;
    moveSolid(w, 0, 1e30f, -1e30f, nullptr);
    CHECK(w.solid(0).x == kMaxCoordinate);
    CHECK(w.solid(0).y == -kMaxCoordinate);
  }
}

TEST_CASE("an empty World has the default behaviours: a player added to it steers") {
  World w;
  w.map = TileMap(16, 4, 16);
  REQUIRE(fillTiles(w.map, {"................", "................", "................", "################"}).empty());
  w.state.actors.push_back(makeActor(actorAt(16, 34, 10, 14, ActorKind::Player)));
  run(w, 30, keys(Input::Right));
  CHECK(w.actor(0).x > 40);
}

TEST_CASE("a remainder a game sets to NaN is dropped before the solids move: a solid still pushes the actor") {
  Level level = levelFromRows({"................", "................", "................", "################"});
  level.actors.push_back(actorAt(100, 34, 10, 14, ActorKind::Crate, MoverKind::Raycast));
  level.solids.push_back(solidAt(60, 32, 16, 16, {{60, 32}, {200, 32}}, 120.0f));
  World w(level);
  for (int frame = 0; frame < 40; ++frame) {
    w.actor(0).rx = kNaN;
    w.step({});
    const Solid& s = w.solid(0);
    CHECK_FALSE(w.actor(0).collisionBox().overlaps(toBox(IRect{s.x, s.y, s.w, s.h})));
  }
  CHECK(w.actor(0).x > 110);
}

TEST_CASE("a moving solid a game adds without a path, or a keyframe restored with one, stands where it is put") {
  Level level = levelFromRows({"................", "................", "................", "################"});
  level.actors.push_back(actorAt(100, 20, 10, 14, ActorKind::Crate));
  level.solids.push_back(solidAt(16, 8, 32, 8, {{16, 8}, {16, 24}}, 60.0f));
  World w(level);
  Solid added;
  added.x = 96;
  added.y = 40;
  added.w = 32;
  added.h = 8;
  w.state.solids.push_back(added);  // no path: solidPaths stays shorter
  run(w, 30, {});
  CHECK(w.solid(0).y > 8);  // the one with a path follows it
  CHECK(w.solid(1).x == 96);
  CHECK(w.solid(1).y == 40);
  CHECK(w.actor(0).y + w.actor(0).h == 40);  // standing on the added solid
  CHECK(w.actor(0).grounded);
  // A lab edit moves it as any other solid.
  const LevelEdit move = moveSolidEdit(1, {16, 0});
  CHECK(checkEdit(w, move).empty());
  applyEdit(w, move);
  CHECK(w.solid(1).x == 112);
  CHECK(w.pathOf(1) == nullptr);

  // A save with the extra solid, restored into a world of the level.
  const WorldState saved = w.state;
  World fresh(level);
  fresh.restore(saved);
  run(fresh, 30, {});
  CHECK(fresh.solid(1).y == 40);
  CHECK(fresh.actor(0).y + fresh.actor(0).h == 40);
}

TEST_CASE("an infinite weight is static, as weight 0 is: the other actor makes the whole separation") {
  constexpr float kMax = std::numeric_limits<float>::max();
  CHECK(separationShare(kInfinity, 1.0f) == 0.0f);
  CHECK(separationShare(1.0f, kInfinity) == 1.0f);
  CHECK(separationShare(kInfinity, kInfinity) == 0.0f);
  CHECK(separationShare(kMax, kMax) == 0.5f);  // the sum overflows a float
  CHECK(separationShare(3.0f, 1.0f) == 0.25f);
  // Two crates of `x` overlapping by 4 px on a floor, or against a wall at x 144.
  const auto overlapping = [](MoverKind mover, int x, bool walled) {
    Level level = levelFromRows(walled ? std::vector<std::string>{"..........", ".........#", ".........#", "##########"}
                                       : std::vector<std::string>{"................", "................", "................", "################"});
    level.actors.push_back(actorAt(x, 34, 10, 14, ActorKind::Crate, mover));
    level.actors.push_back(actorAt(x + 6, 34, 10, 14, ActorKind::Crate, mover));
    return World(level);
  };
  for (int m = 0; m < kMoverKindCount; ++m) {
    const auto mover = static_cast<MoverKind>(m);
    CAPTURE(std::string(moverKindName(mover)));
    World w = overlapping(mover, 100, false);
    w.actor(0).weight = kInfinity;
    w.step({});
    CHECK(w.actor(0).x == 100);
    CHECK(finite(w.actor(1)));
    CHECK(w.actor(1).x >= 110);
    CHECK(w.actor(1).x < 120);
    // Against a wall the light one cannot make the separation, and the static one does not
    // either, as one of weight 0 would not; nor do two infinitely heavy ones move.
    for (const float weight : {0.0f, kInfinity}) {
      CAPTURE(weight);
      World pinned = overlapping(mover, 128, true);
      pinned.actor(0).weight = weight;
      pinned.step({});
      CHECK(pinned.actor(0).x == 128);
      World both = overlapping(mover, 100, false);
      both.actor(0).weight = both.actor(1).weight = weight;
      both.step({});
      CHECK(both.actor(0).x == 100);
      CHECK(both.actor(1).x == 106);
    }
  }
}

TEST_CASE("after a step, the partition brought up to date answers queries as the actors stand, and changes no later step") {
  // The pairs phase places the boxes before the response pushes actors apart: a game that asks
  // the partition after a step updates it first (world.h).
  const Level level = makeStressScene(StressScene::Rain, 600, MoverKind::Pixel);
  World asked(level);
  World left(level);
  size_t queries = 0;
  for (int frame = 0; frame < 120; ++frame) {
    asked.step({});
    left.step({});
    REQUIRE(asked.hash() == left.hash());
    asked.partition.update(asked.state.actors);
    for (ActorId id = 0; id < asked.actorCount(); id += 37) {
      const Box around = asked.actor(id).collisionBox();
      const Box box{around.x - 8.0f, around.y - 8.0f, around.w + 16.0f, around.h + 16.0f};
      std::vector<int32_t> found;
      asked.partition.objectsTouching(box, found);
      std::vector<int32_t> expected;
      for (ActorId other = 0; other < asked.actorCount(); ++other) {
        Vec2 overlap;
        if (asked.actor(other).alive && overlapsSigned(box, asked.actor(other).collisionBox(), overlap))
          expected.push_back(other);
      }
      CHECK(found == expected);
      ++queries;
    }
  }
  CHECK(queries > 1000);
}
