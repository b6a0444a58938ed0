// Hand-worked scenes for the speculative, ray-cast and MTD movers: the contacts, rays and
// push-outs each must trace on a given frame, worked out on paper from the articles' rules
// (tiles are 16 px, gravity 1800 px/s^2, 60 Hz; crates are 10 x 14). Numbers are compared to
// a thousandth of a pixel: these movers work in floats.

#include <cmath>

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "core/io/trace_json.h"
#include "core/tests/scene.h"

using namespace ledge;
using namespace ledge::test;
using nlohmann::json;

namespace {

// Equal, numbers to within `tolerance`; `where` names the first difference.
bool approxEqual(const json& actual, const json& expected, std::string& where, float tolerance = 1e-3f) {
  if (expected.is_number() && actual.is_number()) {
    if (std::fabs(actual.get<double>() - expected.get<double>()) <= tolerance) return true;
  } else if (expected.is_array() && actual.is_array() && actual.size() == expected.size()) {
    for (size_t i = 0; i < expected.size(); ++i)
      if (!approxEqual(actual[i], expected[i], where, tolerance)) return false;
    return true;
  } else if (expected.is_object() && actual.is_object() && actual.size() == expected.size()) {
    for (const auto& [key, value] : expected.items()) {
      if (!actual.contains(key) || !approxEqual(actual[key], value, where, tolerance)) {
        if (where.empty()) where = key;
        return false;
      }
    }
    return true;
  } else if (actual == expected) {
    return true;
  }
  return false;
}

// Steps once and checks the trace of the solids and actors phases against `expected`, one JSON
// object per event.
void checkStep(World& world, std::initializer_list<const char*> expected) {
  StepTrace trace;
  world.step({}, &trace);
  std::vector<json> events;
  for (const TraceEvent& e : trace.events())
    if (e.phase != TracePhase::Pairs) events.push_back(json::parse(io::traceEventJson(e, world.state.frame)));
  REQUIRE(events.size() == expected.size());
  size_t i = 0;
  for (const char* text : expected) {
    std::string where;
    const json want = json::parse(text);
    CHECK_MESSAGE(approxEqual(events[i], want, where), "event ", i, " differs at '", where, "': got ",
                  events[i].dump(), ", expected ", want.dump());
    ++i;
  }
}

Level floorLevel() { return levelFromRows({"........", "........", "......#.", "########"}); }

}  // namespace

TEST_CASE("trace, speculative: the floor under the crate acts, the seam ahead is an internal edge") {
  // Crate on the floor at x 20..30, sliding right at 120 px/s (2 px) without friction; gravity
  // makes vy 30 (0.5 px). Broad phase: the box and its move, grown by 2 px: x 18..34, y 32..50.5,
  // tiles (1..2, 2..3). Tile (1, 3): centres 1 px apart across, the top face 0 px away is the
  // major axis; it removes the 30 px/s into the floor: accepted. Tile (2, 3): the side face
  // (2 px away) beats its top (0 px): normal (-1, 0), which points into solid tile (1, 3), an
  // internal edge, rejected. Nothing stops the slide.
  Level level = floorLevel();
  level.actors.push_back(actorAt(20, 34, 10, 14, ActorKind::Crate, MoverKind::Speculative));
  level.actors.back().vx = 120.0f;
  level.actors.back().applyFriction = false;
  World world(level);
  checkStep(world,
            {R"({"frame":1,"phase":"actors","kind":"swept-box","actor":0,"box":[18,32,16,18.5]})",
             R"({"frame":1,"phase":"actors","kind":"contact","actor":0,"box":[20,34,10,14],"point":[25,48],"normal":[0,-1],"distance":0,"verdict":"accepted","blocker":"tile","tile":"solid","cell":[1,3]})",
             R"({"frame":1,"phase":"actors","kind":"contact","actor":0,"box":[20,34,10,14],"point":[32,48],"normal":[-1,0],"distance":2,"verdict":"internal-edge","blocker":"tile","tile":"solid","cell":[2,3]})",
             R"({"frame":1,"phase":"actors","kind":"landing","actor":0,"box":[22,34,10,14]})"});
  CHECK(world.actor(0).vx == doctest::Approx(120.0f));
  CHECK(world.actor(0).vy == 0.0f);
  CHECK(world.actor(0).grounded);
}

TEST_CASE("trace, ray-cast: the foot ray finds the wall, the bottom ray the floor") {
  // Crate on the floor at x 80..90, sliding right at 360 px/s (6 px) without friction, wall
  // tile (6, 2) at x 96. Frame 1: one side ray (the side spans one tile row: the foot ray at
  // y 48 - 0.005), from 0.25 px inside (x 89.75), 6.25 px long, hits at x 96: the box moves the
  // whole 6 px. Down: gravity's 0.5 px plus the 5 px slope reach, cast from 0.25 px inside at
  // the left end of the one tile column under it (a column without a slope is flat: its other
  // end would see the same): the floor 0.25 px away, grounded.
  // Frame 2: the foot ray hits 0.25 px away, a gap of 0: blocked, vx zeroed.
  Level level = floorLevel();
  level.actors.push_back(actorAt(80, 34, 10, 14, ActorKind::Crate, MoverKind::Raycast));
  level.actors.back().vx = 360.0f;
  level.actors.back().applyFriction = false;
  World world(level);
  checkStep(world,
            {R"({"frame":1,"phase":"actors","kind":"ray","actor":0,"box":[80,34,10,14],"origin":[89.75,47.995],"direction":[1,0],"length":6.25,"hit":true,"hitPoint":[96,47.995],"normal":[-1,0],"blocker":"tile","tile":"solid","cell":[6,2]})",
             R"({"frame":1,"phase":"actors","kind":"ray","actor":0,"box":[86,34,10,14],"origin":[86.005,47.75],"direction":[0,1],"length":5.75,"hit":true,"hitPoint":[86.005,48],"normal":[0,-1],"blocker":"tile","tile":"solid","cell":[5,3]})",
             R"({"frame":1,"phase":"actors","kind":"landing","actor":0,"box":[86,34,10,14]})"});
  checkStep(world,
            {R"({"frame":2,"phase":"actors","kind":"ray","actor":0,"box":[86,34,10,14],"origin":[95.75,47.995],"direction":[1,0],"length":6.25,"hit":true,"hitPoint":[96,47.995],"normal":[-1,0],"blocker":"tile","tile":"solid","cell":[6,2]})",
             R"({"frame":2,"phase":"actors","kind":"ray","actor":0,"box":[86,34,10,14],"origin":[86.005,47.75],"direction":[0,1],"length":5.75,"hit":true,"hitPoint":[86.005,48],"normal":[0,-1],"blocker":"tile","tile":"solid","cell":[5,3]})"});
  CHECK(world.actor(0).vx == 0.0f);
  CHECK(world.actor(0).hitWall);
}

TEST_CASE("trace, MTD: two sub-steps, and the second is pushed back out of the floor") {
  // Crate 4 px above the floor, falling at 300 px/s: 330 px/s after gravity, 5.5 px. Half the
  // crate's smallest side is 5 px, so two sub-steps of 2.75 px: the first ends 1.25 px above
  // the floor, the second 1.5 px into tile (1, 3). Each sub-step traces the box it swept, from
  // where it began stretched 2.75 px down. The second's way out of tile (1, 3) is up, 1.5 px
  // (its side faces are internal: solid tiles left and right), and the fall stops.
  Level level = floorLevel();
  level.actors.push_back(actorAt(20, 30, 10, 14, ActorKind::Crate, MoverKind::Mtd));
  level.actors.back().vy = 300.0f;
  World world(level);
  checkStep(world,
            {R"({"frame":1,"phase":"actors","kind":"swept-box","actor":0,"box":[20,30,10,16.75]})",
             R"({"frame":1,"phase":"actors","kind":"swept-box","actor":0,"box":[20,32.75,10,16.75]})",
             R"({"frame":1,"phase":"actors","kind":"resolve","actor":0,"box":[20,34,10,14],"translation":[0,-1.5],"blocker":"tile","tile":"solid","cell":[1,3]})",
             R"({"frame":1,"phase":"actors","kind":"landing","actor":0,"box":[20,34,10,14]})"});
  CHECK(world.actor(0).vy == 0.0f);
  CHECK(world.actor(0).grounded);
}
