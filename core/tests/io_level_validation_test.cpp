// Validation of level files: every problem is reported with the file, the JSON path, what is
// wrong and what was expected.

#include <algorithm>
#include <limits>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "core/io/actor_start.h"
#include "core/io/level_file.h"
#include "core/io/text_util.h"
#include "core/world.h"

using namespace ledge;
using namespace ledge::io;

namespace {

// A valid 8 x 4 level; tests replace parts of it.
const std::string kValid = R"({
  "format": "ledge-level", "version": 1,
  "tileSize": 16, "width": 8, "height": 4,
  "tiles": [
    "........",
    "........",
    "........",
    "########"
  ],
  "physics": { "gravity": 1800, "timestep": 0.0166667 },
  "actors": [ { "kind": "player", "x": 16, "y": 16, "w": 10, "h": 14, "mover": "pixel" } ],
  "solids": [ { "x": 64, "y": 32, "w": 32, "h": 8, "path": [[64, 32], [64, 0]], "speed": 40, "mode": "pingpong" } ]
})";

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const size_t at = text.find(from);
  REQUIRE_MESSAGE(at != std::string::npos, from);
  return text.replace(at, from.size(), to);
}

std::vector<std::string> problems(const std::string& text) {
  std::vector<std::string> out;
  for (const Problem& p : parseLevel(text, "level.json").problems) out.push_back(p.text());
  return out;
}

// The level must fail to load with exactly these problems.
void checkRefused(const std::string& text, const std::vector<std::string>& expected) {
  const LevelLoad load = parseLevel(text, "level.json");
  CHECK_FALSE(load.ok());
  CHECK(hasErrors(load.problems));
  const std::vector<std::string> found = problems(text);
  std::string listed;
  for (const std::string& p : found) listed += "\n" + p;
  INFO("found:" << listed);
  CHECK(found == expected);
}

std::string wideLevel() {
  std::string rows;
  for (int i = 0; i < 4; ++i) rows += std::string(i ? ",\n" : "") + "\"" + std::string(i == 3 ? 62 : 64, '.') + "\"";
  return R"({"format": "ledge-level", "version": 1, "width": 64, "height": 4, "tiles": [)" + rows + "]}";
}

}  // namespace

TEST_CASE("io: the valid base level of the validation tests loads without problems") {
  CHECK(parseLevel(kValid, "level.json").ok());
  CHECK(problems(kValid).empty());
}

TEST_CASE("io: a row of the wrong length names the row and both lengths") {
  checkRefused(wideLevel(), {"level.json: $.tiles[3]: row has 62 characters, expected 64"});
}

TEST_CASE("io: an unknown tile character is named with its column") {
  checkRefused(replaced(kValid, "\"........\",\n    \"........\",\n    \"....", "\"........\",\n    \".....x..\",\n    \"...."),
               {"level.json: $.tiles[1]: unknown tile character 'x' at column 5; expected one of . # - H / \\ a b c d"});
}

TEST_CASE("io: a row with an accented letter is counted in characters, and the letter is named as typed") {
  // "é" is one character of two bytes: the row of 8 bytes is 7 characters long, and what follows
  // the letter is in the columns the designer sees.
  checkRefused(replaced(kValid, "\"########\"", "\"##é####\""),
               {"level.json: $.tiles[3]: row has 7 characters, expected 8",
                "level.json: $.tiles[3]: unknown tile character 'é' (U+00E9) at column 2; expected one of . # - H / \\ a b c d"});
  checkRefused(replaced(kValid, "\"########\"", "\"#é#€.😀#x\""),
               {"level.json: $.tiles[3]: unknown tile character 'é' (U+00E9) at column 1; expected one of . # - H / \\ a b c d "
                "(3 more unknown characters in this row)"});
  // One that shows nothing is named by its code alone.
  checkRefused(replaced(kValid, "\"########\"", "\"###\\u0085####\""),
               {"level.json: $.tiles[3]: unknown tile character U+0085 at column 3; expected one of . # - H / \\ a b c d"});
}

TEST_CASE("io: a wrong row count, format or version says what is read") {
  checkRefused(replaced(kValid, "\"height\": 4", "\"height\": 5"), {"level.json: $.tiles: has 4 rows, expected 5"});
  checkRefused(replaced(kValid, "\"version\": 1", "\"version\": 2"),
               {"level.json: $.version: version 2 is not supported; this program reads version 1"});
  checkRefused(replaced(kValid, "\"version\": 1", "\"version\": \"1\""),
               {"level.json: $.version: expected the whole number 1, found a string (\"1\")"});
  checkRefused(replaced(kValid, "\"ledge-level\"", "\"tiled-map\""),
               {"level.json: $.format: expected \"ledge-level\", found a string (\"tiled-map\")"});
  checkRefused(R"({"type": "map", "width": 4})",
               {"level.json: $: missing key \"format\"; expected \"format\": \"ledge-level\" (is this a Ledge level?)"});
}

TEST_CASE("io: sizes over the limits are refused before anything is allocated") {
  checkRefused(replaced(kValid, "\"width\": 8", "\"width\": 2147483648"),
               {"level.json: $.width: map size 2147483648 x 4 tiles is over the limit of 16384 x 16384"});
  checkRefused(replaced(kValid, "\"tileSize\": 16", "\"tileSize\": 1000"),
               {"level.json: $.tileSize: tile size 1000 is outside 4..256 pixels"});
  // A map of the largest size with only four rows: the rows are checked before the 16384 x 16384
  // tiles would be allocated.
  const std::string huge = replaced(replaced(kValid, "\"width\": 8", "\"width\": 16384"), "\"height\": 4", "\"height\": 16384");
  const std::vector<std::string> found = problems(huge);
  REQUIRE(found.size() == 5);
  CHECK(found[0] == "level.json: $.tiles: has 4 rows, expected 16384");
  CHECK(found[1] == "level.json: $.tiles[0]: row has 8 characters, expected 16384");
}

TEST_CASE("io: negative and zero sizes are errors that say what is expected") {
  checkRefused(replaced(kValid, "\"width\": 8", "\"width\": -5"),
               {"level.json: $.width: map size -5 x 4 tiles: both sides must be at least 1"});
  checkRefused(replaced(kValid, "\"w\": 10", "\"w\": -3"),
               {"level.json: $.actors[0].w: expected a whole number from 1 to 16777216, found -3"});
  checkRefused(replaced(kValid, "\"w\": 32", "\"w\": 0"),
               {"level.json: $.solids[0].w: expected a whole number from 1 to 16777216, found 0"});
  checkRefused(replaced(kValid, "\"speed\": 40", "\"speed\": -40"),
               {"level.json: $.solids[0].speed: expected a number from 0 to 1000000 px/s, found -40"});
}

TEST_CASE("io: an actor inside solid tiles is a warning, and the level still loads") {
  const std::string text = replaced(kValid, "\"x\": 16, \"y\": 16", "\"x\": 16, \"y\": 40");
  const LevelLoad load = parseLevel(text, "level.json");
  CHECK(load.ok());
  CHECK_FALSE(hasErrors(load.problems));
  CHECK(problems(text) ==
        std::vector<std::string>{"level.json: $.actors[0]: warning: the player at (16, 40), 10 x 14 pixels, starts inside solid tiles"});
  // In the wall beside the map, however far: a warning that says which wall; above the map:
  // none; and none for an actor that does not collide with the world.
  CHECK(problems(replaced(kValid, "\"x\": 16, \"y\": 16", "\"x\": -9000000, \"y\": -9000000")) ==
        std::vector<std::string>{"level.json: $.actors[0]: warning: the player at (-9000000, -9000000), 10 x 14 pixels, "
                                 "starts inside the wall left of the map (x = 0)"});
  CHECK(problems(replaced(kValid, "\"x\": 16, \"y\": 16", "\"x\": 120, \"y\": 16")) ==
        std::vector<std::string>{"level.json: $.actors[0]: warning: the player at (120, 16), 10 x 14 pixels, "
                                 "starts inside the wall right of the map (x = 128)"});
  // Below the map it falls out at once, whatever it collides with.
  CHECK(problems(replaced(kValid, "\"x\": 16, \"y\": 16", "\"x\": 16, \"y\": 64, \"worldCollision\": false")) ==
        std::vector<std::string>{"level.json: $.actors[0]: warning: the player at (16, 64) starts below the map (y = 64), "
                                 "where it falls out on the first step"});
  CHECK(problems(replaced(kValid, "\"x\": 16, \"y\": 16", "\"x\": 16, \"y\": -9000000")).empty());
  CHECK(problems(replaced(kValid, "\"x\": 16, \"y\": 16", "\"x\": 16, \"y\": 40, \"worldCollision\": false")).empty());
}

TEST_CASE("io: an actor inside a solid is a warning, whatever its world collision") {
  const std::string inside = replaced(kValid, "\"x\": 16, \"y\": 16", "\"x\": 90, \"y\": 20");
  CHECK(parseLevel(inside, "level.json").ok());
  const std::string warning = "level.json: $.actors[0]: warning: the player at (90, 20), 10 x 14 pixels, starts inside "
                              "the solid $.solids[0] at (64, 32), 32 x 8 pixels";
  CHECK(problems(inside) == std::vector<std::string>{warning});
  const std::string ghost = replaced(inside, "\"mover\": \"pixel\"", "\"mover\": \"pixel\", \"worldCollision\": false");
  CHECK(problems(ghost).size() == 1);
  // The editor names the solid its own way.
  const LevelLoad load = parseLevel(inside, "level.json");
  REQUIRE(load.level);
  CHECK(actorStartProblems(*load.level, 0, [](size_t s) { return "moving solid " + std::to_string(s); }) ==
        std::vector<std::string>{"the player at (90, 20), 10 x 14 pixels, starts inside moving solid 0 at (64, 32), 32 x 8 pixels"});
  // Standing on it or beside it is not inside.
  CHECK(problems(replaced(kValid, "\"x\": 16, \"y\": 16", "\"x\": 90, \"y\": 18")).empty());
  CHECK(problems(replaced(kValid, "\"x\": 16, \"y\": 16", "\"x\": 96, \"y\": 20")).empty());
}

TEST_CASE("io: a solid entirely above the map, at its start or on its path, is a warning, and an actor there is not") {
  const std::string atStart = replaced(kValid, "\"x\": 64, \"y\": 32, \"w\": 32, \"h\": 8, \"path\": [[64, 32], [64, 0]]",
                                       "\"x\": 64, \"y\": -8, \"w\": 32, \"h\": 8, \"path\": [[64, -8], [64, -40]]");
  CHECK(parseLevel(atStart, "level.json").ok());
  // One warning a solid, where it first is in the sky: its start, which its path's start repeats.
  CHECK(problems(atStart) == std::vector<std::string>{"level.json: $.solids[0]: warning: the solid at (64, -8), 32 x 8 pixels, "
                                                      "lies entirely above the map (y = 0), in open sky where only an actor "
                                                      "above the map meets it"});
  const std::string onPath = replaced(kValid, "[[64, 32], [64, 0]]", "[[64, 32], [64, -7], [64, -8], [64, -90]]");
  CHECK(problems(onPath) == std::vector<std::string>{"level.json: $.solids[0].path[2]: warning: its path takes the solid at "
                                                     "(64, 32), 32 x 8 pixels, to (64, -8), entirely above the map (y = 0), "
                                                     "in open sky where only an actor above the map meets it"});
  // A pixel row in the map is enough; and an actor may start in the sky, to fall in.
  CHECK(problems(replaced(kValid, "[[64, 32], [64, 0]]", "[[64, 32], [64, -7]]")).empty());
  CHECK(problems(replaced(kValid, "\"x\": 16, \"y\": 16", "\"x\": 16, \"y\": -400")).empty());
  // Imports check their levels so, whatever tiles the check is given.
  const LevelLoad load = parseLevel(onPath, "level.json");
  REQUIRE(load.level);
  CHECK(levelProblems(*load.level, "level.json").size() == 1);
  CHECK(parseLevel(onPath, "level.json", nullptr).problems.size() == 1);
}

TEST_CASE("io: a solid entirely beside or below the map, at its start or on its path, is a warning that names the side") {
  const std::string solid = "\"x\": 64, \"y\": 32, \"w\": 32, \"h\": 8, \"path\": [[64, 32], [64, 0]]";
  const auto withSolid = [&](const std::string& placed) { return replaced(kValid, solid, placed); };
  const auto withPath = [&](const std::string& path) { return replaced(kValid, "[[64, 32], [64, 0]]", path); };
  const std::string left = withSolid("\"x\": -32, \"y\": 32, \"w\": 32, \"h\": 8, \"path\": [[-32, 32], [64, 32]]");
  CHECK(parseLevel(left, "level.json").ok());
  CHECK(problems(left) == std::vector<std::string>{"level.json: $.solids[0]: warning: the solid at (-32, 32), 32 x 8 pixels, "
                                                   "lies entirely inside the wall left of the map (x = 0)"});
  CHECK(problems(withPath("[[64, 32], [128, 32]]")) ==
        std::vector<std::string>{"level.json: $.solids[0].path[1]: warning: its path takes the solid at (64, 32), 32 x 8 "
                                 "pixels, to (128, 32), entirely inside the wall right of the map (x = 128)"});
  CHECK(problems(withSolid("\"x\": 64, \"y\": 64, \"w\": 32, \"h\": 8, \"path\": [[64, 64], [64, 0]]")) ==
        std::vector<std::string>{"level.json: $.solids[0]: warning: the solid at (64, 64), 32 x 8 pixels, lies entirely "
                                 "below the map (y = 64), where only an actor partly out of the map meets it"});
  CHECK(problems(withPath("[[64, 32], [64, 16], [64, 64]]")) ==
        std::vector<std::string>{"level.json: $.solids[0].path[2]: warning: its path takes the solid at (64, 32), 32 x 8 "
                                 "pixels, to (64, 64), entirely below the map (y = 64), where only an actor partly out of the map meets it"});
  // One pixel column or row in the map is enough; as far out as a level may place it, still a warning.
  CHECK(problems(withPath("[[64, 32], [-31, 32], [127, 32], [64, 63]]")).empty());
  CHECK(problems(withSolid("\"x\": 16777216, \"y\": 16777216, \"w\": 16777216, \"h\": 16777216")).size() == 1);
  CHECK(problems(withSolid("\"x\": -16777216, \"y\": 0, \"w\": 16777216, \"h\": 16777216")).size() == 1);
  // In a corner, the wall: it reaches up into the sky and down below the map.
  const std::string aboveLeft = withSolid("\"x\": -100, \"y\": -100, \"w\": 32, \"h\": 8");
  CHECK(problems(aboveLeft) == std::vector<std::string>{"level.json: $.solids[0]: warning: the solid at (-100, -100), 32 x 8 "
                                                        "pixels, lies entirely inside the wall left of the map (x = 0)"});
  CHECK(problems(withSolid("\"x\": 200, \"y\": 100, \"w\": 32, \"h\": 8")) ==
        std::vector<std::string>{"level.json: $.solids[0]: warning: the solid at (200, 100), 32 x 8 pixels, lies entirely "
                                 "inside the wall right of the map (x = 128)"});
  // Imports check their levels against their own map; without one, only what lies outside every
  // map is known: left of x = 0, above y = 0.
  const std::string right = withPath("[[64, 32], [200, 32]]");
  const LevelLoad load = parseLevel(right, "level.json");
  REQUIRE(load.level);
  CHECK(levelProblems(*load.level, "level.json").size() == 1);
  CHECK(parseLevel(right, "level.json", nullptr).problems.empty());
  const std::vector<Problem> unmapped = parseLevel(aboveLeft, "level.json", nullptr).problems;
  REQUIRE(unmapped.size() == 1);
  CHECK(unmapped[0].message.find("inside the wall left of the map") != std::string::npos);
}

TEST_CASE("io: levelProblems warns of the actors' starts against the level's tiles, levelErrors (errors only) does not check them") {
  const std::string stuck = replaced(kValid, "\"x\": 16, \"y\": 16", "\"x\": 16, \"y\": 40");
  const LevelLoad load = parseLevel(stuck, "level.json");
  REQUIRE(load.level);
  const std::vector<Problem> warned = levelProblems(*load.level, "level.json");
  REQUIRE(warned.size() == 1);
  CHECK(warned[0].message == "the player at (16, 40), 10 x 14 pixels, starts inside solid tiles");
  CHECK(levelErrors(*load.level, "level.json").empty());
  // levelErrors parses its one-tile probe so: a start gives warnings only, which it would drop.
  CHECK(parseLevel(stuck, "level.json", nullptr).problems.empty());
  CHECK(parseLevel(stuck, "level.json", &load.level->map).problems.size() == 1);
}

TEST_CASE("io: speeds, accelerations, fractions and the timestep beyond their sane bounds are refused") {
  auto withActorKey = [](const std::string& keyValue) {
    return replaced(kValid, "\"mover\": \"pixel\"", "\"mover\": \"pixel\", " + keyValue);
  };
  auto withPhysics = [](const std::string& keyValue) { return replaced(kValid, "\"gravity\": 1800", keyValue); };
  checkRefused(withActorKey("\"vx\": 1e30"),
               {"level.json: $.actors[0].vx: expected a number from -1000000 to 1000000 px/s, found 1e+30"});
  checkRefused(withActorKey("\"vy\": -1e12"),
               {"level.json: $.actors[0].vy: expected a number from -1000000 to 1000000 px/s, found -1000000000000.0"});
  checkRefused(replaced(kValid, "\"speed\": 40", "\"speed\": 2000000"),
               {"level.json: $.solids[0].speed: expected a number from 0 to 1000000 px/s, found 2000000"});
  checkRefused(replaced(kValid, "\"timestep\": 0.0166667", "\"timestep\": 1e30"),
               {"level.json: $.physics.timestep: expected a number from 0.0001 to 1 s, found 1e+30"});
  checkRefused(replaced(kValid, "\"timestep\": 0.0166667", "\"timestep\": 0"),
               {"level.json: $.physics.timestep: expected a number from 0.0001 to 1 s, found 0"});
  checkRefused(withPhysics("\"gravity\": -1800"),
               {"level.json: $.physics.gravity: expected a number from 0 to 1000000 px/s2, found -1800"});
  checkRefused(withPhysics("\"gravity\": 1800, \"runAccel\": 5e6, \"maxFall\": 1e7"),
               {"level.json: $.physics.runAccel: expected a number from 0 to 1000000 px/s2, found 5000000.0",
                "level.json: $.physics.maxFall: expected a number from 0 to 1000000 px/s, found 10000000.0"});
  checkRefused(withPhysics("\"gravity\": 1800, \"jumpCut\": 1e30, \"groundFriction\": 1.5"),
               {"level.json: $.physics.jumpCut: expected a number from 0 to 1, found 1e+30",
                "level.json: $.physics.groundFriction: expected a number from 0 to 1, found 1.5"});
  checkRefused(withPhysics("\"gravity\": 1800, \"cornerCorrection\": 100000"),
               {"level.json: $.physics.cornerCorrection: expected a whole number from 0 to 256, found 100000"});
  // The bounds themselves are allowed.
  CHECK(problems(withActorKey("\"vx\": 1000000, \"vy\": -1000000")).empty());
  CHECK(problems(replaced(kValid, "\"timestep\": 0.0166667", "\"timestep\": 1")).empty());
  CHECK(problems(withPhysics("\"gravity\": 1000000, \"jumpCut\": 1, \"maxFall\": 1000000")).empty());
}

TEST_CASE("io: a level at the bounds simulates without leaving the map: the fastest actor stops at the wall") {
  std::string text =
      replaced(kValid, "\"mover\": \"pixel\"", "\"mover\": \"pixel\", \"vx\": 1000000, \"vy\": -1000000");
  text = replaced(text, "\"gravity\": 1800, \"timestep\": 0.0166667",
                  "\"gravity\": 500000, \"maxFall\": 1000000, \"timestep\": 1");
  const LevelLoad load = parseLevel(text, "level.json");
  REQUIRE(load.ok());
  World w(*load.level);
  w.step({});  // half a million pixels up (after a step of gravity), flush with the right wall
  CHECK(w.actor(0).x + w.actor(0).w == 128);
  CHECK(w.actor(0).y == 16 - 500000);
  for (int f = 0; f < 3; ++f) w.step({});  // and gravity brings it back down onto the floor
  CHECK(w.actor(0).alive);
  CHECK(w.actor(0).y + w.actor(0).h == 48);
}

TEST_CASE("io: a path with one point is an error, a path that does not start at its solid a warning") {
  checkRefused(replaced(kValid, "[[64, 32], [64, 0]]", "[[64, 32]]"),
               {"level.json: $.solids[0].path: a path needs at least 2 points, found 1"});
  checkRefused(replaced(kValid, "[[64, 32], [64, 0]]", "[[64, 32], [64]]"),
               {"level.json: $.solids[0].path[1]: expected a point [x, y], found an array"});
  // A lone malformed point: first what is wrong with the point, then the count.
  checkRefused(replaced(kValid, "[[64, 32], [64, 0]]", "[[0]]"),
               {"level.json: $.solids[0].path[0]: expected a point [x, y], found an array",
                "level.json: $.solids[0].path: a path needs at least 2 points, found 1"});
  CHECK(problems(replaced(kValid, "[[64, 32], [64, 0]]", "[[64, 40], [64, 0]]")) ==
        std::vector<std::string>{"level.json: $.solids[0].path: warning: the path starts at (64, 40) but the solid "
                                 "at (64, 32); it jumps to its path on the first step"});
}

TEST_CASE("io: NaN, infinite and out-of-range numbers are errors at their JSON path") {
  const std::vector<std::string> nan = problems(replaced(kValid, "\"gravity\": 1800", "\"gravity\": NaN"));
  REQUIRE(nan.size() == 1);
  INFO(nan[0]);
  CHECK(nan[0].find("level.json: $.physics.gravity: not valid JSON at line 10, column 27: ") == 0);
  CHECK(nan[0].find("NaN and Infinity are not JSON numbers; expected a finite number") != std::string::npos);
  const std::vector<std::string> inf = problems(replaced(kValid, "\"x\": 16", "\"x\": -Infinity"));
  REQUIRE(inf.size() == 1);
  CHECK(inf[0].find("level.json: $.actors[0].x: not valid JSON") == 0);
  CHECK(inf[0].find("NaN and Infinity are not JSON numbers") != std::string::npos);
  checkRefused(replaced(kValid, "\"gravity\": 1800", "\"gravity\": 1e999"),
               {"level.json: $.physics.gravity: not valid JSON: number overflow parsing '1e999'"});
  checkRefused(replaced(kValid, "\"gravity\": 1800", "\"gravity\": 1e39"),
               {"level.json: $.physics.gravity: 1e+39 is too large for a 32-bit float; expected a finite number"});
}

TEST_CASE("io: a value of the wrong JSON type says what was expected and what was found") {
  checkRefused(replaced(kValid, "\"width\": 8", "\"width\": \"8\""),
               {"level.json: $.width: expected a whole number, found a string (\"8\")"});
  checkRefused(replaced(kValid, "\"x\": 16", "\"x\": 16.5"),
               {"level.json: $.actors[0].x: expected a whole number from -16777216 to 16777216, found 16.5"});
  checkRefused(replaced(kValid, "\"gravity\": 1800", "\"gravity\": null"),
               {"level.json: $.physics.gravity: expected a number, found null"});
  checkRefused(replaced(kValid, "\"kind\": \"player\"", "\"kind\": \"goblin\""),
               {"level.json: $.actors[0].kind: expected one of player, walker, crate, found a string (\"goblin\")"});
  checkRefused(replaced(kValid, "\"mover\": \"pixel\"", "\"mover\": true"),
               {"level.json: $.actors[0].mover: expected one of pixel, speculative, raycast, mtd, found true"});
  checkRefused(replaced(kValid, "\"actors\": [", "\"actors\": [ 7, "),
               {"level.json: $.actors[0]: expected an object, found 7"});
  checkRefused(replaced(kValid, "\"physics\": {", "\"physics\": { \"cornerCorrection\": -2, "),
               {"level.json: $.physics.cornerCorrection: expected a whole number from 0 to 256, found -2"});
  checkRefused(replaced(kValid, "\"tiles\": [", "\"tiles\": [ 12, "),
               {"level.json: $.tiles: has 5 rows, expected 4", "level.json: $.tiles[0]: expected a string, found 12"});
}

TEST_CASE("io: every problem of a file is reported, in file order, not just the first") {
  std::string text = replaced(wideLevel(), "\"tiles\": [", "\"actors\": [{\"kind\": \"walker\", \"y\": 0, \"w\": 0}], \"tiles\": [");
  text = replaced(text, "\"" + std::string(64, '.') + "\"", "\"" + std::string(63, '.') + "?\"");
  checkRefused(text, {"level.json: $.tiles[0]: unknown tile character '?' at column 63; expected one of . # - H / \\ a b c d",
                      "level.json: $.tiles[3]: row has 62 characters, expected 64",
                      "level.json: $.actors[0]: missing key \"x\"",
                      "level.json: $.actors[0].w: expected a whole number from 1 to 16777216, found 0"});
}

TEST_CASE("io: a thousand bad rows are counted after the first hundred problems") {
  std::string rows;
  for (int i = 0; i < 1000; ++i) rows += std::string(i ? "," : "") + "\"#?\"";
  const std::vector<std::string> found =
      problems(R"({"format": "ledge-level", "version": 1, "width": 2, "height": 1000, "tiles": [)" + rows + "]}");
  REQUIRE(found.size() == 101);
  CHECK(found.back() == "level.json: and 900 more problems (900 errors) not listed");
}

TEST_CASE("io: a misspelt key is kept and warned about, missing keys are errors") {
  const std::string text = replaced(kValid, "\"tileSize\": 16", "\"tileSise\": 16");
  const LevelLoad load = parseLevel(text, "level.json");
  CHECK(load.ok());
  CHECK(problems(text) ==
        std::vector<std::string>{"level.json: $.tileSise: warning: unknown key, kept as it is; did you mean \"tileSize\"?"});
  checkRefused(replaced(kValid, "\"width\": 8, ", ""), {"level.json: $: missing key \"width\""});
  checkRefused(replaced(kValid, "\"kind\": \"player\", ", ""), {"level.json: $.actors[0]: missing key \"kind\""});
}

TEST_CASE("io: a duplicate key is an error that names its object and the key, not a later symptom") {
  checkRefused(replaced(kValid, "\"width\": 8,", "\"width\": 2, \"width\": 8,"),
               {"level.json: $: duplicate key \"width\" at line 3, column 31; each key may appear once"});
  checkRefused(replaced(kValid, "\"w\": 10,", "\"w\": 10, \"w\": 12,"),
               {"level.json: $.actors[0]: duplicate key \"w\" at line 11, column 62; each key may appear once"});
  // The same key in two objects is no duplicate.
  CHECK(parseLevel(kValid, "level.json").ok());
}

TEST_CASE("io: a place in the text counts characters, not bytes, as text editors do") {
  // The two bytes of the 'é' before it make one column.
  const std::string text = replaced(replaced(kValid, "\"w\": 10,", "\"w\": 10, \"w\": 12,"), "\"kind\": \"player\",",
                                    "\"kind\": \"player\", \"café\": 0,");
  const std::vector<std::string> found = problems(text);
  CHECK(std::find(found.begin(), found.end(),
                  "level.json: $.actors[0]: duplicate key \"w\" at line 11, column 73; each key may appear once") !=
        found.end());
}

TEST_CASE("io: a point in a message is (x, y), its floats in the shortest text that reads back, beyond a float infinity") {
  CHECK(pointText(IVec2{64, -40}) == "(64, -40)");
  CHECK(pointText(IVec2{-16777216, 2147483647}) == "(-16777216, 2147483647)");
  CHECK(pointText(Vec2{12.6667f, 0.0f}) == "(12.6667, 0)");
  CHECK(pointText(Vec2{3e38f, -0.5f}) == "(3e+38, -0.5)");
  CHECK(pointText(Vec2{std::numeric_limits<float>::infinity(), -std::numeric_limits<float>::infinity()}) ==
        "(infinity, -infinity)");
}

TEST_CASE("io: a character of a message is shown as typed, by its code, or as the byte that starts none") {
  CHECK(quoteCharacterAt("a\xC3\xA9", 1) == "'\xC3\xA9' (U+00E9)");
  CHECK(quoteCharacterAt("\xF0\x9F\x98\x80", 0) == "'\xF0\x9F\x98\x80' (U+1F600)");
  CHECK(quoteCharacterAt("x", 0) == "'x'");
  CHECK(quoteCharacterAt("\t", 0) == "byte 0x09");
  CHECK(quoteCharacterAt("\xC2\x85", 0) == "U+0085");
  // Cut short, a stray continuation byte, a lead byte UTF-8 never uses.
  CHECK(quoteCharacterAt("\xE2\x82", 0) == "byte 0xE2");
  CHECK(quoteCharacterAt("\xA9", 0) == "byte 0xA9");
  CHECK(quoteCharacterAt("\xC0\x80", 0) == "byte 0xC0");
  CHECK(characterCount("\xC3\xA9t\xC3\xA9") == 3);
}
