// Ledge's level file: loading, the canonical text, unknown keys, round trips of levels/.

#include <cstring>
#include <filesystem>

#include "core/io/level_file.h"
#include "core/tests/io_temp_folder.h"

using namespace ledge;
using namespace ledge::io;
using ledge::test::TempFolder;

namespace {

// The example of DESIGN.md, as a designer would type it.
constexpr const char* kDesignExample = R"({
  "format": "ledge-level", "version": 1,
  "tileSize": 16, "width": 8, "height": 4,
  "tiles": [
    "........",
    "...--...",
    "../##\\..",
    "########"
  ],
  "physics": { "gravity": 1800, "groundFriction": 0.8, "airFriction": 0.0,
               "maxFall": 600, "runSpeed": 160, "runAccel": 1200, "jumpSpeed": 420,
               "coyoteTime": 0.1, "jumpBuffer": 0.1, "timestep": 0.0166667 },
  "actors": [ { "kind": "player", "x": 16, "y": 16, "w": 10, "h": 14, "mover": "pixel" } ],
  "solids": [ { "x": 64, "y": 32, "w": 32, "h": 8,
                "path": [[64, 32], [64, 0]], "speed": 40, "mode": "pingpong" } ]
})";

// Its canonical text: the layout every saved level has.
constexpr const char* kDesignExampleCanonical = R"({
  "format": "ledge-level", "version": 1,
  "tileSize": 16, "width": 8, "height": 4,
  "tiles": [
    "........",
    "...--...",
    "../##\\..",
    "########"
  ],
  "physics": {
    "gravity": 1800,
    "groundFriction": 0.8,
    "airFriction": 0,
    "maxFall": 600,
    "runSpeed": 160,
    "runAccel": 1200,
    "jumpSpeed": 420,
    "coyoteTime": 0.1,
    "jumpBuffer": 0.1,
    "timestep": 0.0166667,
    "airControl": 0.65,
    "jumpCut": 0.5,
    "cornerCorrection": 4,
    "climbSpeed": 90,
    "walkSpeed": 40,
    "oneWayTolerance": 2,
    "speculativeSweptNormals": false
  },
  "actors": [
    { "kind": "player", "x": 16, "y": 16, "w": 10, "h": 14, "mover": "pixel" }
  ],
  "solids": [
    { "x": 64, "y": 32, "w": 32, "h": 8, "path": [[64, 32], [64, 0]], "speed": 40, "mode": "pingpong" }
  ]
}
)";

Level loaded(const char* text) {
  LevelLoad load = parseLevel(text, "level.json");
  for (const Problem& p : load.problems) INFO(p.text());
  REQUIRE(load.ok());
  return *load.level;
}

}  // namespace

TEST_CASE("io: DESIGN.md's example level loads with every value") {
  const Level level = loaded(kDesignExample);
  CHECK(level.map.width() == 8);
  CHECK(level.map.height() == 4);
  CHECK(level.map.tileSize() == 16);
  CHECK(level.map.at(3, 1) == Tile::OneWay);
  CHECK(level.map.at(2, 2) == Tile::SlopeUpRight);
  CHECK(level.map.at(5, 2) == Tile::SlopeUpLeft);
  CHECK(level.map.at(0, 3) == Tile::Solid);
  CHECK(level.physics.gravity == 1800.0f);
  CHECK(level.physics.timestep == 0.0166667f);
  CHECK(level.physics.airControl == PhysicsParams{}.airControl);  // absent: the default
  REQUIRE(level.actors.size() == 1);
  CHECK(level.actors[0].kind == ActorKind::Player);
  CHECK(level.actors[0].x == 16);
  CHECK(level.actors[0].h == 14);
  REQUIRE(level.solids.size() == 1);
  CHECK(level.solids[0].path.points == std::vector<IVec2>{{64, 32}, {64, 0}});
  CHECK(level.solids[0].path.speed == 40.0f);
  CHECK(level.solids[0].path.mode == PathMode::PingPong);
  CHECK(level.cellSize == 16);
}

TEST_CASE("io: the canonical text has one tile row, actor and solid per line") {
  CHECK(levelToJson(loaded(kDesignExample)) == kDesignExampleCanonical);
  // Canonical text reads back to itself.
  CHECK(levelToJson(loaded(kDesignExampleCanonical)) == kDesignExampleCanonical);
}

TEST_CASE("io: unknown keys are kept in file order and written back") {
  const char* text = R"({"format": "ledge-level", "version": 1, "zeta": [1, {"b": 2, "a": 1}],
    "width": 2, "height": 1, "tiles": ["#."], "notes": "hello\nworld",
    "physics": {"gravity": 900, "wind": {"x": -3.5}},
    "actors": [{"kind": "crate", "x": 16, "y": 0, "sprite": "box.png", "w": 8, "h": 8}],
    "solids": [{"x": 0, "y": 0, "w": 4, "h": 4, "color": "#ff0000"}]})";
  const Level level = loaded(text);
  CHECK(level.extra == ExtraKeys{{"zeta", R"([1,{"b":2,"a":1}])"}, {"notes", R"("hello\nworld")"}});
  CHECK(level.physicsExtra == ExtraKeys{{"wind", R"({"x":-3.5})"}});
  CHECK(level.actors[0].extra == ExtraKeys{{"sprite", R"("box.png")"}});
  CHECK(level.solids[0].extra == ExtraKeys{{"color", R"("#ff0000")"}});

  const std::string saved = levelToJson(level);
  CHECK(saved.find(R"(  "zeta": [1,{"b":2,"a":1}],)" "\n" R"(  "notes": "hello\nworld")" "\n}") != std::string::npos);
  CHECK(saved.find(R"("speculativeSweptNormals": false,)" "\n" R"(    "wind": {"x":-3.5})") != std::string::npos);
  CHECK(saved.find(R"("mover": "pixel", "sprite": "box.png" })") != std::string::npos);
  CHECK(saved.find(R"("h": 4, "color": "#ff0000" })") != std::string::npos);
  const Level again = loaded(saved.c_str());
  CHECK(again.extra == level.extra);
  CHECK(again.physicsExtra == level.physicsExtra);
  CHECK(levelToJson(again) == saved);
}

TEST_CASE("io: floats are written in the shortest form that reads back to the same float") {
  Level level = loaded(kDesignExample);
  const float values[] = {1.0f / 60.0f, 0.1f, 1e-7f, 3.4e38f, 123456.79f, -0.0f, 7.0f, 1.17549435e-38f};
  for (const float v : values) {
    // Fields without an upper bound, so that the extremes load back.
    level.physics.coyoteTime = v;
    level.actors[0].weight = v;
    const std::string text = levelToJson(level);
    const Level back = loaded(text.c_str());
    const bool sameBits = std::memcmp(&back.physics.coyoteTime, &v, sizeof v) == 0;
    CHECK((sameBits || v == 0.0f));  // -0 is written as 0
    CHECK(back.physics.coyoteTime == v);
    CHECK(back.actors[0].weight == v);
    CHECK(levelToJson(back) == text);
  }
  level.physics.gravity = 1.0f / 60.0f;
  CHECK(levelToJson(level).find("\"gravity\": 0.016666668,") != std::string::npos);
}

TEST_CASE("io: actor switches and velocity are written only when they differ from the defaults") {
  Level level = loaded(kDesignExample);
  ActorSpec& a = level.actors[0];
  a.applyGravity = false;
  a.collidesWithActors = false;
  a.weight = 0.0f;
  a.vy = -120.5f;
  a.mover = MoverKind::Speculative;
  const std::string text = levelToJson(level);
  CHECK(text.find(R"({ "kind": "player", "x": 16, "y": 16, "w": 10, "h": 14, "mover": "speculative", )"
                  R"("vy": -120.5, "gravity": false, "collidesWithActors": false, "weight": 0 })") != std::string::npos);
  const Level back = loaded(text.c_str());
  CHECK(back.actors[0] == a);
}

TEST_CASE("io: a solid without a path keeps a speed or mode that was set") {
  Level level = loaded(kDesignExample);
  level.solids[0].path.points.clear();
  level.solids[0].path.mode = PathMode::Loop;
  const std::string text = levelToJson(level);
  CHECK(text.find(R"({ "x": 64, "y": 32, "w": 32, "h": 8, "speed": 40, "mode": "loop" })") != std::string::npos);
  CHECK(loaded(text.c_str()).solids[0] == level.solids[0]);
  level.solids[0].path = {};
  CHECK(levelToJson(level).find(R"({ "x": 64, "y": 32, "w": 32, "h": 8 })") != std::string::npos);
}

TEST_CASE("io: cellSize is written only when it is not the default") {
  Level level = loaded(kDesignExample);
  level.cellSize = 4;
  const std::string text = levelToJson(level);
  CHECK(text.find(R"("tileSize": 16, "width": 8, "height": 4, "cellSize": 4,)") != std::string::npos);
  CHECK(loaded(text.c_str()).cellSize == 4);
}

TEST_CASE("io: every level in levels/ loads and saves back byte for byte") {
  TempFolder folder;
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator("levels")) {
    if (entry.path().extension() != ".json") continue;
    ++count;
    const std::string file = entry.path().string();
    CAPTURE(file);
    const LevelLoad load = loadLevelFile(file);
    for (const Problem& p : load.problems) INFO(p.text());
    REQUIRE(load.ok());
    const std::string original = TempFolder::read(file);
    const std::string copy = folder.path(entry.path().filename().string());
    REQUIRE(saveLevelFile(*load.level, copy).ok);
    const bool sameBytes = TempFolder::read(copy) == original;
    CHECK_MESSAGE(sameBytes, file << " is not in canonical form; canonicalise it with: ledge convert "
                                  << file << " canonical.json, then move canonical.json over it");
  }
  CHECK_MESSAGE(count > 0, "levels/ holds no level (tests run from the repository root)");
}
