// Hand-worked scenes: what the pixel mover and the moving solids must trace on a given frame,
// worked out on paper before running (tiles are 16 px, gravity 1800 px/s^2, 60 Hz).

#include <doctest/doctest.h>

#include "core/io/trace_json.h"
#include "core/tests/scene.h"

using namespace ledge;
using namespace ledge::test;

namespace {

// Steps once and returns the trace of the solids and actors phases as JSON lines (the pairs
// phase, partition cells and actor pairs, is the partition's).
std::string stepLines(World& world, Input input = {}) {
  StepTrace trace;
  world.step(input, &trace);
  std::string lines;
  for (const TraceEvent& e : trace.events())
    if (e.phase != TracePhase::Pairs) lines += io::traceEventJson(e, world.state.frame) + "\n";
  return lines;
}

std::string joined(std::initializer_list<const char*> lines) {
  std::string text;
  for (const char* line : lines) text += std::string(line) + "\n";
  return text;
}

}  // namespace

TEST_CASE("trace, pixel: a falling crate is stopped by the floor and lands") {
  // Bottom 4 px above the floor (y 48), falling at 300 px/s: gravity makes it 330 px/s, 5.5 px
  // this frame, rounded to 6. Four pixels bring it to the floor, the fifth is refused by solid
  // tile (1, 3).
  Level level = levelFromRows({"....", "....", "....", "####"});
  level.actors.push_back(actorAt(20, 30));
  level.actors.back().vy = 300.0f;
  World world(level);
  CHECK(stepLines(world) ==
        joined({R"({"frame":1,"phase":"actors","kind":"pixel-stop","actor":0,"box":[20,34,10,14],"direction":[0,1],"blocker":"tile","tile":"solid","cell":[1,3]})",
                R"({"frame":1,"phase":"actors","kind":"landing","actor":0,"box":[20,34,10,14]})"}));
  CHECK(world.actor(0).vy == 0.0f);
  CHECK(stepLines(world).empty());  // standing: gravity does not press into the floor
}

TEST_CASE("trace, pixel: a sliding crate stops at a wall tile and at the map's edge") {
  // Crate 0 slides right at 360 px/s: frame 1 moves it 6 px to touch tile (6, 2) and lands
  // it; frame 2 ground friction leaves 72 px/s, 1.2 px, and the first pixel is refused.
  // Crate 1 slides left at 360 px/s without friction from x 3: 3 px, then the edge wall, which
  // stops it for good.
  Level level = levelFromRows({"........", "........", "......#.", "########"});
  level.actors.push_back(actorAt(80, 34));
  level.actors.back().vx = 360.0f;
  level.actors.push_back(actorAt(3, 34));
  level.actors.back().vx = -360.0f;
  level.actors.back().applyFriction = false;
  World world(level);
  CHECK(stepLines(world) ==
        joined({R"({"frame":1,"phase":"actors","kind":"landing","actor":0,"box":[86,34,10,14]})",
                R"({"frame":1,"phase":"actors","kind":"pixel-stop","actor":1,"box":[0,34,10,14],"direction":[-1,0],"blocker":"wall","tile":"solid","cell":[-1,2]})",
                R"({"frame":1,"phase":"actors","kind":"landing","actor":1,"box":[0,34,10,14]})"}));
  CHECK(stepLines(world) ==
        joined({R"({"frame":2,"phase":"actors","kind":"pixel-stop","actor":0,"box":[86,34,10,14],"direction":[1,0],"blocker":"tile","tile":"solid","cell":[6,2]})"}));
  CHECK(world.actor(0).vx == 0.0f);
  CHECK(world.actor(0).hitWall);
}

TEST_CASE("trace, pixel: a crate climbs a 45 degree slope one pixel per column") {
  // The slope '/' at tile (5, 2) starts at x 80 with 1 px of solid in its first column and 2 px
  // in its second. Moving 2 px right from x 70 (right edge 80), each pixel is refused flat and
  // taken one pixel higher.
  Level level = levelFromRows({"........", "........", "...../##", "########"});
  level.actors.push_back(actorAt(70, 34));
  level.actors.back().vx = 120.0f;
  level.actors.back().applyFriction = false;
  World world(level);
  CHECK(stepLines(world) ==
        joined({R"({"frame":1,"phase":"actors","kind":"step-up","actor":0,"box":[71,33,10,14],"direction":[1,-1]})",
                R"({"frame":1,"phase":"actors","kind":"step-up","actor":0,"box":[72,32,10,14],"direction":[1,-1]})",
                R"({"frame":1,"phase":"actors","kind":"landing","actor":0,"box":[72,32,10,14]})"}));
  CHECK(world.actor(0).onSlope);
}

TEST_CASE("trace, solids: a moving solid carries its rider") {
  // The solid moves 1 px per frame; the crate on it is found as a rider before the move.
  Level level = levelFromRows({"........", "........", "........", "........", "########"});
  level.solids.push_back(solidAt(32, 40, 32, 8, {{32, 40}, {64, 40}}, 60.0f));
  level.actors.push_back(actorAt(40, 26));
  World world(level);
  CHECK(stepLines(world) ==
        joined({R"({"frame":1,"phase":"solids","kind":"carry","actor":0,"solid":0,"box":[40,26,10,14],"direction":[1,0],"distance":1})",
                R"({"frame":1,"phase":"actors","kind":"landing","actor":0,"box":[41,26,10,14]})"}));
  CHECK(world.actor(0).riding == 0);
}

TEST_CASE("trace, solids: a push by the leading-edge difference, and a squish against a wall") {
  // Both solids move 3 px right. Solid 0 (right edge 32 -> 35) overlaps crate 0 at x 33 by
  // 2 px and pushes it 2 px. Solid 1 (right edge 100 -> 103) overlaps crate 1 at x 101 by 2 px;
  // the crate moves 1 px to touch tile (7, 2) and the second pixel squishes it.
  Level level = levelFromRows({"..........", "..........", ".......#..", "##########"});
  level.solids.push_back(solidAt(16, 32, 16, 16, {{16, 32}, {80, 32}}, 180.0f));
  level.solids.push_back(solidAt(84, 32, 16, 16, {{84, 32}, {90, 32}}, 180.0f));
  level.actors.push_back(actorAt(33, 34));
  level.actors.push_back(actorAt(101, 34));
  World world(level);
  CHECK(stepLines(world) ==
        joined({R"({"frame":1,"phase":"solids","kind":"push","actor":0,"solid":0,"box":[33,34,10,14],"direction":[1,0],"distance":2})",
                R"({"frame":1,"phase":"solids","kind":"push","actor":1,"solid":1,"box":[101,34,10,14],"direction":[1,0],"distance":2})",
                R"({"frame":1,"phase":"solids","kind":"pixel-stop","actor":1,"box":[102,34,10,14],"direction":[1,0],"blocker":"tile","tile":"solid","cell":[7,2]})",
                R"({"frame":1,"phase":"solids","kind":"squish","actor":1,"solid":1,"box":[102,34,10,14]})",
                R"({"frame":1,"phase":"actors","kind":"landing","actor":0,"box":[35,34,10,14]})"}));
  CHECK(world.actor(0).x == 35);
  CHECK_FALSE(world.actor(1).alive);
}
