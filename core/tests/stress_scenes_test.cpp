// The generated stress scenes: the same levels on every machine and build (benchmarks compare
// numbers across commits only while the scenes stay put), and the field scene's promises.

#include <doctest/doctest.h>

#include "core/collide.h"
#include "core/state_hash.h"
#include "core/stress_scenes.h"
#include "core/world.h"

using namespace ledge;

namespace {

uint64_t fold(uint64_t hash, uint64_t value) { return (hash ^ value) * 1099511628211ull; }

// The tiles, then the state after 30 frames (which covers actors, solids and their paths).
std::string sceneHash(StressScene scene, MoverKind mover) {
  const Level level = makeStressScene(scene, 2000, mover);
  uint64_t hash = 14695981039346656037ull;
  for (const std::string& row : tileRows(level.map))
    for (char c : row) hash = fold(hash, static_cast<uint8_t>(c));
  World world(level);
  for (int f = 0; f < 30; ++f) world.step({});
  return hashText(fold(hash, world.hash()));
}

}  // namespace

TEST_CASE("stress scenes: rain, crowd and elevators are the levels they were when benchmarks began") {
  // Printed by this test's first version from the generator of commit d03b72b; a change here
  // makes every earlier `ledge bench` number incomparable. The hash covers 30 steps too: the
  // pixel rain and crowd changed when the pair response began keeping pushed actors on slopes,
  // and the pixel rain and elevators when hitWall began saying that an actor presses on a wall by less than
  // a pixel (the flags only: the rain's pairs stayed the same), and again when such a press
  // began stopping the actor as a refused step does (vx 0); all of them when the state hash
  // began reading each player's input and Actor::player, and again when the response began
  // resolving the pairs band by band (pair_groups.h), the pairs across two bands last, and
  // again when each band's pairs began to go from the bottom up, an actor standing on something
  // no longer giving way to one above it; the exact movers' ones when a vertical separation
  // began leaving them a hair into what they rest on (actor_pairs.cpp); the generator did not.
  struct Expected {
    StressScene scene;
    MoverKind mover;
    const char* hash;
  };
  constexpr Expected kExpected[] = {
      {StressScene::Rain, MoverKind::Pixel, "b5600adbc5035758"},
      {StressScene::Rain, MoverKind::Speculative, "8fcdc08ad2f4148f"},
      {StressScene::Rain, MoverKind::Raycast, "120d9a1f905730f2"},
      {StressScene::Rain, MoverKind::Mtd, "c636bce67d13efa9"},
      {StressScene::Crowd, MoverKind::Pixel, "4b483634184bbc7d"},
      {StressScene::Crowd, MoverKind::Speculative, "bc07d97bfb3c793b"},
      {StressScene::Crowd, MoverKind::Raycast, "b00aaf998b147afa"},
      {StressScene::Crowd, MoverKind::Mtd, "29a778810d2a7fab"},
      {StressScene::Elevators, MoverKind::Pixel, "655aa9c8ec970327"},
      {StressScene::Elevators, MoverKind::Speculative, "ba7fd471111cfa9c"},
      {StressScene::Elevators, MoverKind::Raycast, "9ec7427302beaa33"},
      {StressScene::Elevators, MoverKind::Mtd, "31771b08cd4c6d4b"},
  };
  for (const Expected& e : kExpected) {
    CAPTURE(std::string(stressSceneName(e.scene)));
    CAPTURE(std::string(moverKindName(e.mover)));
    CHECK(sceneHash(e.scene, e.mover) == std::string(e.hash));
  }
}

TEST_CASE("stress scenes: every scene has a name that parses back") {
  for (int s = 0; s < kStressSceneCount; ++s) {
    const auto scene = static_cast<StressScene>(s);
    StressScene parsed{};
    REQUIRE(parseStressScene(stressSceneName(scene), parsed));
    CHECK(parsed == scene);
  }
  StressScene unused{};
  CHECK_FALSE(parseStressScene("meadow", unused));
}

TEST_CASE("stress scenes: the field fills its map, and no actor starts in a tile or another actor") {
  const Level level = makeField(128, 3000, MoverKind::Pixel);
  CHECK(level.map.width() == 128);
  CHECK(level.map.height() == 128);
  REQUIRE(level.actors.size() == 3000);
  CHECK(level.solids.size() == 4);
  World world(level);
  int walkers = 0;
  int inGeometry = 0;
  for (ActorId id = 0; id < world.actorCount(); ++id) {
    inGeometry += overlapsSolidGeometry(world, world.actor(id));
    walkers += world.actor(id).kind == ActorKind::Walker;
  }
  CHECK(inGeometry == 0);
  CHECK(walkers == 2000);
  // Actors are made cell by cell, row by row: an overlap could only be with a later actor of
  // the same row or the next ones.
  int overlaps = 0;
  for (size_t i = 0; i < level.actors.size(); ++i)
    for (size_t j = i + 1; j < level.actors.size() && j < i + 200; ++j) {
      const ActorSpec& a = level.actors[i];
      const ActorSpec& b = level.actors[j];
      overlaps += a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    }
  CHECK(overlaps == 0);
  // Spread over the whole map, not piled in a corner.
  int lowLeft = 0, highRight = 0;
  const int half = level.map.pixelWidth() / 2;
  for (const ActorSpec& a : level.actors) {
    lowLeft += a.x < half && a.y >= half;
    highRight += a.x >= half && a.y < half;
  }
  CHECK(lowLeft > 300);
  CHECK(highRight > 300);
}

TEST_CASE("stress scenes: the field is the same for the same seed and differs for another") {
  const Level a = makeField(64, 200, MoverKind::Speculative, 7);
  const Level b = makeField(64, 200, MoverKind::Speculative, 7);
  const Level c = makeField(64, 200, MoverKind::Speculative, 8);
  CHECK(tileRows(a.map) == tileRows(b.map));
  CHECK(a.actors == b.actors);
  CHECK(a.solids == b.solids);
  CHECK(a.actors != c.actors);
  CHECK(makeStressScene(StressScene::Field, 10, MoverKind::Pixel).map.width() == kFieldMapTiles);
}
