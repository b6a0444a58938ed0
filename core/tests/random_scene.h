#pragma once
// The random small scenes of the movers' property tests: a random map of every tile kind, one
// or two actors of 4..32 px moving at up to 4 tiles per frame, and moving solids. The same seed
// gives the same map, solids, inputs and actors for every mover (an actor's place differs only
// where the movers' models disagree on what is clear), so the four movers face the same scenes.

#include <cstdint>
#include <vector>

#include "core/collide.h"
#include "core/level.h"
#include "core/rng.h"
#include "core/world.h"

namespace ledge::test {

inline Tile randomTile(Rng& rng) {
  const int roll = rng.range(0, 99);
  if (roll < 62) return Tile::Empty;
  if (roll < 78) return Tile::Solid;
  if (roll < 84) return Tile::OneWay;
  if (roll < 88) return Tile::Ladder;
  return static_cast<Tile>(rng.range(static_cast<int>(Tile::SlopeUpRight), static_cast<int>(Tile::SlopeUpLeftLow)));
}

// Actors a scene draws, from 1: each is placed clear, so a second one keeps actor pairs in
// play; more would cost runtime in every mover's property test.
inline constexpr int kMaxSceneActors = 2;

struct RandomScene {
  Level level;
  std::vector<Input> inputs;  // one per frame
};

// Random places tried for an actor whose first place overlaps solid geometry, before the
// places on tile corners.
inline constexpr int kPlacementTries = 4;

// Moves `spec` to a place clear of the probe's tiles and solids (in its own mover's model): the
// place drawn for it, else a clear one of kPlacementTries random ones, else the first clear tile
// corner from a random one on (a large actor seldom fits at random in a busy map). False when
// no place is clear.
inline bool placeClear(const World& probe, ActorSpec& spec, Rng& rng) {
  auto clear = [&] { return !overlapsSolidGeometry(probe, makeActor(spec)); };
  const int ts = probe.map.tileSize();
  const int maxX = probe.map.pixelWidth() - spec.w;
  const int maxY = probe.map.pixelHeight() - spec.h;
  if (clear()) return true;
  for (int attempt = 0; attempt < kPlacementTries; ++attempt) {
    spec.x = rng.range(0, maxX);
    spec.y = rng.range(-ts, maxY);
    if (clear()) return true;
  }
  const int columns = maxX / ts + 1;
  const int rows = (maxY + ts) / ts + 1;  // from the row above the map
  const int first = rng.range(0, columns * rows - 1);
  for (int i = 0; i < columns * rows; ++i) {
    const int corner = (first + i) % (columns * rows);
    spec.x = corner % columns * ts;
    spec.y = corner / columns * ts - ts;
    if (clear()) return true;
  }
  return false;
}

// A scene whose actors all start clear of solid geometry (in their own mover's model). Almost
// every scene has at least one: an actor is dropped only when no place tried for it is clear.
// Tiles of `tileSize` px (16, 8 or 4): smaller tiles make more of them over the same pixels, so
// that actors span several, at the same speeds in pixels. A seed's scene of 16 px tiles is what
// it always was; with smaller tiles the map takes more draws, and the rest of the scene differs.
inline RandomScene randomScene(uint64_t seed, MoverKind mover, int frames = 24, int tileSize = 16) {
  Rng rng(seed);
  RandomScene scene;
  Level& level = scene.level;
  const int ts = tileSize;
  const int width = rng.range(4, 10) * (16 / ts);
  const int height = rng.range(4, 8) * (16 / ts);
  level.map = TileMap(width, height, ts);
  for (int ty = 0; ty < height; ++ty)
    for (int tx = 0; tx < width; ++tx)
      level.map.set(tx, ty, ty == height - 1 && rng.chance(70) ? Tile::Solid : randomTile(rng));

  const float maxSpeed = 4.0f * 16.0f * 60.0f;  // 4 tiles of 16 px per frame
  for (int i = rng.range(0, 2); i > 0; --i) {
    SolidSpec s;
    s.w = rng.range(8, 48);
    s.h = rng.range(4, 24);
    s.x = rng.range(0, width * ts - s.w);
    s.y = rng.range(0, height * ts - s.h);
    s.path.points = {{s.x, s.y}, {rng.range(0, width * ts - s.w), rng.range(0, height * ts - s.h)}};
    s.path.speed = rng.uniform(10.0f, 400.0f);
    s.path.mode = static_cast<PathMode>(rng.range(0, 2));
    level.solids.push_back(s);
  }
  const World probe(level);
  Rng placer(~seed);  // its own stream: the draws below stay those of the seed
  for (int i = rng.range(1, kMaxSceneActors); i > 0; --i) {
    ActorSpec a;
    a.kind = static_cast<ActorKind>(rng.range(0, 2));
    a.mover = mover;
    a.w = rng.range(4, 32);
    a.h = rng.range(4, 32);
    a.x = rng.range(0, width * ts - a.w);
    a.y = rng.range(-ts, height * ts - a.h);
    a.vx = rng.uniform(-maxSpeed, maxSpeed);
    a.vy = rng.uniform(-maxSpeed, maxSpeed);
    if (placeClear(probe, a, placer)) level.actors.push_back(a);
  }

  for (int f = 0; f < frames; ++f) scene.inputs.push_back(Input{static_cast<uint8_t>(rng.range(0, 31))});
  return scene;
}

// Runs the scene; returns the first frame after which a living actor overlaps solid geometry,
// or -1. `actorOut` names the actor; `actorSteps` counts the living actors checked, one per
// actor and step.
inline int firstOverlapFrame(const RandomScene& scene, ActorId* actorOut = nullptr, uint64_t* actorSteps = nullptr) {
  World world(scene.level);
  for (size_t f = 0; f < scene.inputs.size(); ++f) {
    world.step(scene.inputs[f]);
    for (ActorId id = 0; id < world.actorCount(); ++id) {
      if (!world.actor(id).alive) continue;
      if (actorSteps) ++*actorSteps;
      if (overlapsSolidGeometry(world, world.actor(id))) {
        if (actorOut) *actorOut = id;
        return static_cast<int>(f) + 1;
      }
    }
  }
  return -1;
}

}  // namespace ledge::test
