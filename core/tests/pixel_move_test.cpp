// The rules of the integer Actor model (TowerFall / Celeste): one named test per rule.

#include <doctest/doctest.h>

#include "core/actor_move.h"
#include "core/solid_move.h"
#include "core/tests/scene.h"

using namespace ledge;
using namespace ledge::test;

namespace {

int collideCalls = 0;
void countCollision(World&, ActorId, const Collision&, StepTrace*) { ++collideCalls; }

// An actor with gravity off, for driving moveX/moveY by hand.
World floatingActor(const std::vector<std::string>& rows, int x, int y, int w = 10, int h = 14) {
  Level level = levelFromRows(rows);
  ActorSpec spec = actorAt(x, y, w, h);
  spec.applyGravity = false;
  level.actors.push_back(spec);
  return World(level);
}

}  // namespace

TEST_CASE("pixel: remainder accumulates and rounds halves to even") {
  World w = floatingActor({"........", "........"}, 16, 0);
  moveX(w, 0, 0.3f, nullptr, nullptr);
  CHECK(w.actor(0).x == 16);
  CHECK(w.actor(0).rx == doctest::Approx(0.3f));
  moveX(w, 0, 0.3f, nullptr, nullptr);  // 0.6 rounds to 1
  CHECK(w.actor(0).x == 17);
  CHECK(w.actor(0).rx == doctest::Approx(-0.4f));
  moveX(w, 0, 0.9f, nullptr, nullptr);  // 0.5: a tie, to even (0): no move
  CHECK(w.actor(0).x == 17);
  CHECK(w.actor(0).rx == doctest::Approx(0.5f));
  moveX(w, 0, 1.0f, nullptr, nullptr);  // 1.5: a tie, to even (2)
  CHECK(w.actor(0).x == 19);
  CHECK(w.actor(0).rx == doctest::Approx(-0.5f));
  moveY(w, 0, -2.25f, nullptr, nullptr);
  CHECK(w.actor(0).y == -2);
  CHECK(w.actor(0).ry == doctest::Approx(-0.25f));
}

TEST_CASE("pixel: moveX stops before a solid and calls back once") {
  World w = floatingActor({"....#...", "....#..."}, 40, 0);
  collideCalls = 0;
  const bool stopped = moveX(w, 0, 20.0f, countCollision, nullptr);
  CHECK(stopped);
  CHECK(w.actor(0).x + w.actor(0).w == 64);  // flush with the wall tile at x = 64
  CHECK(collideCalls == 1);
  // Already flush: a further push is refused at the first pixel, again calling back once.
  moveX(w, 0, 3.0f, countCollision, nullptr);
  CHECK(w.actor(0).x + w.actor(0).w == 64);
  CHECK(collideCalls == 2);
}

TEST_CASE("pixel: moveY stops on the floor and a moving solid, the map's side edges are walls") {
  World w = floatingActor({"........", "........", "########"}, 20, 0);
  collideCalls = 0;
  moveY(w, 0, 100.0f, countCollision, nullptr);
  CHECK(w.actor(0).y + w.actor(0).h == 32);
  CHECK(collideCalls == 1);
  moveX(w, 0, -500.0f, countCollision, nullptr);
  CHECK(w.actor(0).x == 0);
  CHECK(collideCalls == 2);
}

TEST_CASE("pixel: a solid pushes an overlapped actor by exactly the leading-edge difference") {
  Level level = levelFromRows({"................", "................", "................"});
  ActorSpec spec = actorAt(40, 10);
  spec.applyGravity = false;
  level.actors.push_back(spec);
  level.solids.push_back(solidAt(8, 8, 30, 8));  // right edge at 38, two pixels short of the actor
  World w(level);
  w.actor(0).rx = -0.5f;  // a remainder must not change the push
  StepTrace trace;
  moveSolid(w, 0, 5.0f, 0.0f, &trace);
  CHECK(w.solid(0).x == 13);
  CHECK(w.actor(0).x == 43);  // the solid's right edge (43): pushed 3, not 5
  CHECK(w.actor(0).rx == -0.5f);
  REQUIRE(trace.size() == 1);
  CHECK(trace.events()[0].kind == TraceKind::Push);
  CHECK(trace.events()[0].distance == 3.0f);
}

TEST_CASE("pixel: a solid the game switched off moves through actors, pushes and carries none, and stays off") {
  Level level = levelFromRows({"................", "................", "................"});
  ActorSpec spec = actorAt(40, 10);
  spec.applyGravity = false;
  level.actors.push_back(spec);
  level.actors.push_back(actorAt(12, -6, 10, 14));  // standing on the solid's top
  level.solids.push_back(solidAt(8, 8, 30, 8, {{8, 8}, {100, 8}}, 600.0f, PathMode::Once));
  World w(level);
  w.solid(0).collidable = false;
  StepTrace trace;
  moveSolid(w, 0, 5.0f, 0.0f, &trace);
  w.step({}, &trace);
  CHECK(w.solid(0).x > 13);  // on along its path
  CHECK_FALSE(w.solid(0).collidable);
  CHECK(w.actor(0).x == 40);  // passed into, not pushed
  CHECK(w.actor(0).alive);
  CHECK(w.actor(1).x == 12);  // not carried
  for (const TraceEvent& e : trace.events()) CHECK(e.kind != TraceKind::Push);
}

TEST_CASE("pixel: a rider is carried by the full amount, with no callback") {
  Level level = levelFromRows({"................", "................", "................"});
  level.actors.push_back(actorAt(20, 2, 10, 14));  // stands on the solid: bottom 16 = its top
  level.solids.push_back(solidAt(8, 16, 40, 8));
  World w(level);
  w.actor(0).rx = 0.5f;
  StepTrace trace;
  moveSolid(w, 0, 7.0f, 0.0f, &trace);
  CHECK(w.actor(0).x == 27);
  CHECK(w.actor(0).rx == 0.5f);
  moveSolid(w, 0, 0.0f, 4.0f, &trace);  // downwards: still carried, still standing on it
  CHECK(w.actor(0).y == 6);
  CHECK(w.actor(0).y + w.actor(0).h == w.solid(0).y);
  for (const TraceEvent& e : trace.events()) CHECK(e.kind == TraceKind::Carry);
}

TEST_CASE("pixel: replacing a kind's isRiding changes who is carried") {
  // A crate standing on the solid, and one hovering 4 px above it.
  Level level = levelFromRows({"................", "................", "................"});
  level.actors.push_back(actorAt(20, 2, 10, 14));
  ActorSpec hovering = actorAt(34, 0, 10, 12);
  hovering.applyGravity = false;
  level.actors.push_back(hovering);
  level.solids.push_back(solidAt(8, 16, 40, 8));
  World w(level);
  // By default only the crate that stands on it rides.
  moveSolid(w, 0, 4.0f, 0.0f, nullptr);
  CHECK(w.actor(0).x == 24);
  CHECK(w.actor(1).x == 34);
  // A game's rule: crates within 8 px above a solid ride it (a magnet), the standing one too.
  w.kinds[static_cast<size_t>(ActorKind::Crate)].isRiding = [](const World&, const Actor& a, const Solid& s) {
    return a.x < s.rect().right() && s.x < a.x + a.w && a.y + a.h <= s.y && a.y + a.h >= s.y - 8;
  };
  moveSolid(w, 0, 4.0f, 0.0f, nullptr);
  CHECK(w.actor(0).x == 28);
  CHECK(w.actor(1).x == 38);
  // No crate rides: the solid slides out from under the standing one.
  w.kinds[static_cast<size_t>(ActorKind::Crate)].isRiding = [](const World&, const Actor&, const Solid&) {
    return false;
  };
  moveSolid(w, 0, 4.0f, 0.0f, nullptr);
  CHECK(w.actor(0).x == 28);
  CHECK(w.actor(1).x == 38);
}

TEST_CASE("every mover: an actor rides (Actor::riding) only a solid its kind's isRiding accepts") {
  for (int m = 0; m < kMoverKindCount; ++m) {
    const auto mover = static_cast<MoverKind>(m);
    CAPTURE(moverKindName(mover));
    Level level = levelFromRows({"................", "................", "................"});
    level.actors.push_back(actorAt(20, 2, 10, 14, ActorKind::Crate, mover));
    level.solids.push_back(solidAt(8, 16, 40, 8));
    World w(level);
    run(w, 2);
    CHECK(w.actor(0).riding == 0);
    w.kinds[static_cast<size_t>(ActorKind::Crate)].isRiding = [](const World&, const Actor&, const Solid&) {
      return false;
    };
    run(w, 1);
    CHECK(w.actor(0).grounded);
    CHECK(w.actor(0).riding == kNoId);
    w.kinds[static_cast<size_t>(ActorKind::Crate)].isRiding = nullptr;  // never carried
    run(w, 1);
    CHECK(w.actor(0).riding == kNoId);
  }
}

TEST_CASE("pixel: pushing wins over riding") {
  Level level = levelFromRows({"................", "................", "................"});
  level.actors.push_back(actorAt(20, 2, 10, 14));  // rides the solid
  level.solids.push_back(solidAt(8, 16, 40, 8));
  World w(level);
  StepTrace trace;
  moveSolid(w, 0, 0.0f, -3.0f, &trace);  // rising: the rider is overlapped, so it is pushed
  CHECK(w.actor(0).y + w.actor(0).h == w.solid(0).y);
  REQUIRE(trace.size() == 1);
  CHECK(trace.events()[0].kind == TraceKind::Push);
}

TEST_CASE("pixel: an actor pushed into a wall is squished") {
  Level level = levelFromRows({"....#...", "....#...", "....#..."});
  ActorSpec spec = actorAt(50, 10, 10, 14);  // right edge 60, four pixels from the wall tile
  spec.applyGravity = false;
  level.actors.push_back(spec);
  level.solids.push_back(solidAt(20, 0, 30, 40));
  World w(level);
  StepTrace trace;
  moveSolid(w, 0, 8.0f, 0.0f, &trace);
  CHECK_FALSE(w.actor(0).alive);
  bool squished = false;
  for (const TraceEvent& e : trace.events())
    if (e.kind == TraceKind::Squish) squished = e.solid == 0 && e.actor == 0;
  CHECK(squished);
}

TEST_CASE("pixel: a rider hitting a wall from a solid moving sideways is not squished") {
  // The wall hangs over the solid's path at the rider's height: the carry is refused, the rider
  // stays behind and the solid slides out from under it.
  Level level = levelFromRows({"......#.", "........", "........", "........"});
  level.actors.push_back(actorAt(70, 2, 10, 14));
  level.solids.push_back(solidAt(60, 16, 30, 6, {{60, 16}, {110, 16}}, 120.0f, PathMode::Once));
  World w(level);
  run(w, 30);
  CHECK(w.actor(0).alive);
  CHECK(w.actor(0).x + w.actor(0).w <= 96);
}

TEST_CASE("pixel: one-way platforms pass from below, land from above, drop through with Down+Jump") {
  Level level = levelFromRows({"........", "........", "........", "..----..", "........", "........",
                               "########"});
  level.actors.push_back(actorAt(44, 82, 10, 14, ActorKind::Player));  // on the floor, below
  World w(level);
  w.actor(0).vy = -500.0f;  // through the platform from below
  bool passedThrough = false;
  for (int i = 0; i < 60; ++i) {
    w.step({});
    if (w.actor(0).y + w.actor(0).h < 48) passedThrough = true;
  }
  CHECK(passedThrough);
  // Coming down, it lands on the platform's top edge and stays.
  CHECK(w.actor(0).grounded);
  CHECK(w.actor(0).y + w.actor(0).h == 48);
  // Down + Jump drops through to the floor.
  w.step(keys(Input::Down | Input::Jump));
  run(w, 40);
  CHECK(w.actor(0).y + w.actor(0).h == 96);
  CHECK(w.actor(0).grounded);
}

TEST_CASE("pixel: Down+Jump on solid ground is an ordinary jump, not a drop") {
  Level level = levelFromRows({"........", "........", "########"});
  level.actors.push_back(actorAt(20, 18, 10, 14, ActorKind::Player));
  World w(level);
  run(w, 2);
  w.step(keys(Input::Down | Input::Jump));
  CHECK(w.actor(0).vy < 0.0f);
}

// Solids find the actors they push and carry through the partition: it must know where an
// actor is even when the game moved it by hand since the last step, in any cell of a big map.
TEST_CASE("pixel: a solid pushes and carries actors a game moved by hand, anywhere on the map") {
  Level level;
  level.map = TileMap(200, 20, 16);
  level.cellSize = 1;
  for (int i = 0; i < 50; ++i) {
    ActorSpec spec = actorAt(64 * i + 2, 16, 10, 14);
    spec.applyGravity = false;
    level.actors.push_back(spec);
  }
  level.solids.push_back(solidAt(2000, 200, 40, 8));
  World w(level);
  w.actor(7).x = 2010;  // now rides the solid: its bottom (186 + 14) is the solid's top
  w.actor(7).y = 186;
  w.actor(31).x = 2045;  // now just right of the solid, in its way
  w.actor(31).y = 196;
  moveSolid(w, 0, 12.0f, 0.0f, nullptr);
  CHECK(w.actor(7).x == 2022);   // carried the full 12
  CHECK(w.actor(31).x == 2052);  // pushed out by the leading edge: 2000 + 12 + 40
  for (ActorId id = 0; id < w.actorCount(); ++id)
    if (id != 7 && id != 31) CHECK(w.actor(id).x == 64 * id + 2);
}
