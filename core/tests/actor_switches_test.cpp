// An actor's switches (world collision, gravity, friction) and the fall speed limit, as the
// first article's m_HasWorldCollision, m_ApplyGravity and m_ApplyFriction.

#include <doctest/doctest.h>

#include <limits>

#include "core/tests/scene.h"

using namespace ledge;
using namespace ledge::test;

namespace {

// A crate thrown right at 300 px/s along a floor towards a wall column at x = 96.
World thrownCrate(bool worldCollision, bool applyFriction) {
  Level level = levelFromRows({"......#.........", "......#.........", "################"});
  ActorSpec crate = actorAt(20, 18);
  crate.vx = 300.0f;
  crate.worldCollision = worldCollision;
  crate.applyFriction = applyFriction;
  // Without world collision nothing holds it up: it floats instead.
  crate.applyGravity = worldCollision;
  level.actors.push_back(crate);
  return World(level);
}

}  // namespace

TEST_CASE("switches: an actor without world collision passes through tiles, one with it stops") {
  World blocked = thrownCrate(true, false);
  World ghost = thrownCrate(false, false);
  run(blocked, 30);
  run(ghost, 30);
  CHECK(blocked.actor(0).x + blocked.actor(0).w == 96);  // against the wall column
  CHECK(ghost.actor(0).x == 20 + 150);                    // 300 px/s for half a second, through it
  CHECK(ghost.actor(0).vx == 300.0f);
}

TEST_CASE("switches: an actor without friction keeps sliding on the ground, one with it stops") {
  World sliding = thrownCrate(true, false);
  World braking = thrownCrate(true, true);
  run(sliding, 10);
  run(braking, 10);
  CHECK(sliding.actor(0).grounded);
  CHECK(braking.actor(0).grounded);
  CHECK(sliding.actor(0).vx == 300.0f);
  CHECK(sliding.actor(0).x == 20 + 50);  // 300 px/s for 10 frames
  CHECK(braking.actor(0).vx < 1.0f);     // ground friction takes 80 % a step
  CHECK(braking.actor(0).x < 20 + 10);
}

TEST_CASE("world: a falling actor speeds up to maxFall and no further") {
  auto fall = [](float maxFall) {
    Level level = levelFromRows(std::vector<std::string>(40, "...."));
    level.physics.maxFall = maxFall;
    level.actors.push_back(actorAt(20, 0));
    World w(level);
    run(w, 60);  // gravity reaches 600 px/s after 20 frames
    const int before = w.actor(0).y;
    w.step({});
    return std::pair{w.actor(0).vy, w.actor(0).y - before};
  };
  const auto [fastSpeed, fastStep] = fall(600.0f);
  CHECK(fastSpeed == 600.0f);
  CHECK(fastStep == 10);  // 600 px/s at 60 Hz
  const auto [slowSpeed, slowStep] = fall(240.0f);
  CHECK(slowSpeed == 240.0f);
  CHECK(slowStep == 4);
}

TEST_CASE("world: an actor a game sets beyond kWorldReach, or below the map, leaves the world in the next step on every mover") {
  // The last as far right as an int goes, where x + w would overflow if it were asked first.
  const IVec2 places[] = {{128 + kWorldReach + 400, 8}, {-kWorldReach - 400, 8}, {60, -kWorldReach - 400}, {60, 100},
                          {std::numeric_limits<int>::max() - 5, 8}};
  for (int m = 0; m < kMoverKindCount; ++m) {
    const auto mover = static_cast<MoverKind>(m);
    CAPTURE(moverKindName(mover));
    for (const IVec2 place : places) {
      CAPTURE(place);
      Level level = levelFromRows({"........", "........", "########"});
      level.actors.push_back(actorAt(60, 34, 10, 14, ActorKind::Crate, mover));
      World w(level);
      w.step({});
      w.actor(0).x = place.x;
      w.actor(0).y = place.y;
      StepTrace trace;
      w.step({}, &trace);
      CHECK_FALSE(w.actor(0).alive);
      REQUIRE_FALSE(trace.events().empty());
      CHECK(trace.events().front().kind == TraceKind::FellOut);
    }
  }
}

TEST_CASE("world: an actor flying past kWorldReach beside or above the map leaves the world and dies") {
  Level level = levelFromRows({"........", "........", "########"});
  level.physics.timestep = 1.0f;  // one second a step: 1e6 px a step at the top speed
  const Vec2 ways[] = {{-1.0f, 0.0f}, {1.0f, 0.0f}, {0.0f, -1.0f}};
  for (const Vec2 way : ways) {
    ActorSpec flyer = actorAt(60, 8);
    flyer.vx = way.x * 1e6f;
    flyer.vy = way.y * 1e6f;
    flyer.worldCollision = false;
    flyer.applyGravity = false;
    flyer.collidesWithActors = false;
    level.actors.push_back(flyer);
  }
  World w(level);
  StepTrace trace;
  int step = 0;
  std::vector<std::string> left;
  while (step < 20 && left.size() < 3) {
    trace.clear();
    w.step({}, &trace);
    ++step;
    for (const TraceEvent& e : trace.events())
      if (e.kind == TraceKind::FellOut) left.push_back(describe(e));
    for (ActorId id = 0; id < 3; ++id) {
      // Alive exactly while within reach: the position never overflows.
      const Actor& a = w.actor(id);
      const bool within = a.x + a.w >= -kWorldReach && a.x <= 128 + kWorldReach && a.y + a.h >= -kWorldReach;
      CHECK(a.alive == within);
    }
  }
  CHECK(step == 17);  // 2^24 px at 1e6 px a step
  CHECK(left == std::vector<std::string>{"left the world left (over 16777216 px from the map)",
                                         "left the world right (over 16777216 px from the map)",
                                         "left the world up (over 16777216 px from the map)"});
}
