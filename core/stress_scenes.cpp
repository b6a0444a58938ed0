#include "core/stress_scenes.h"

#include <algorithm>
#include <cstring>

#include "core/rng.h"

namespace ledge {
namespace {

constexpr int kTileSize = 16;

// A run of ground: solid with slopes at its ends, or a one-way platform.
void placeRun(TileMap& map, Rng& rng, int tx, int ty, int length) {
  if (rng.chance(35)) {
    for (int i = 0; i < length; ++i) map.set(tx + i, ty, Tile::OneWay);
    return;
  }
  for (int i = 0; i < length; ++i) map.set(tx + i, ty, Tile::Solid);
  const bool gentle = rng.chance(50);
  if (gentle) {
    map.set(tx - 2, ty, Tile::SlopeUpRightLow);
    map.set(tx - 1, ty, Tile::SlopeUpRightHigh);
    map.set(tx + length, ty, Tile::SlopeUpLeftHigh);
    map.set(tx + length + 1, ty, Tile::SlopeUpLeftLow);
  } else {
    map.set(tx - 1, ty, Tile::SlopeUpRight);
    map.set(tx + length, ty, Tile::SlopeUpLeft);
  }
}

ActorSpec actor(ActorKind kind, MoverKind mover, int x, int y, int w, int h) {
  ActorSpec a;
  a.kind = kind;
  a.mover = mover;
  a.x = x;
  a.y = y;
  a.w = w;
  a.h = h;
  return a;
}

Level emptyLevel(int width, int height) {
  Level level;
  level.map = TileMap(width, height, kTileSize);
  for (int tx = 0; tx < width; ++tx) level.map.set(tx, height - 1, Tile::Solid);
  return level;
}

Level rain(int count, MoverKind mover, Rng& rng) {
  Level level = emptyLevel(256, 256);
  for (int ty = 24; ty < 250; ty += rng.range(5, 9))
    for (int tx = 3; tx < 240; tx += rng.range(20, 40)) placeRun(level.map, rng, tx, ty, rng.range(4, 14));
  // Actors start in the open sky above the platforms, spread over the whole width.
  for (int i = 0; i < count; ++i) {
    const int w = rng.range(6, 14);
    const int h = rng.range(6, 14);
    ActorSpec a = actor(ActorKind::Crate, mover, rng.range(0, 256 * kTileSize - w), rng.range(0, 20 * kTileSize), w, h);
    a.vx = rng.uniform(-120.0f, 120.0f);
    level.actors.push_back(a);
  }
  return level;
}

Level crowd(int count, MoverKind mover, Rng& rng) {
  Level level = emptyLevel(1024, 64);
  TileMap& map = level.map;
  for (int tx = 8; tx < 1010; tx += rng.range(12, 30)) {
    map.set(tx, 62, Tile::SlopeUpRight);
    map.set(tx + 1, 62, Tile::Solid);
    map.set(tx + 2, 62, Tile::SlopeUpLeft);
  }
  for (int i = 0; i < count; ++i) {
    ActorSpec a = actor(ActorKind::Walker, mover, rng.range(0, 1024 * kTileSize - 10), 0, 10, 14);
    // Stack the crowd in layers above the floor so they start apart and land among each other.
    a.y = 62 * kTileSize - 14 - 16 * (i % 40);
    level.actors.push_back(a);
  }
  return level;
}

Level elevators(int count, MoverKind mover, Rng& rng) {
  Level level = emptyLevel(256, 64);
  constexpr int kElevators = 100;
  for (int i = 0; i < kElevators; ++i) {
    SolidSpec s;
    s.w = 32;
    s.h = 8;
    s.x = 24 + (i % 25) * 160;
    s.y = 200 + (i / 25) * 200;
    const int rise = rng.range(40, 150);
    s.path.points = {{s.x, s.y}, {s.x + (i % 3 == 0 ? 64 : 0), s.y - rise}};
    s.path.speed = rng.uniform(30.0f, 90.0f);
    s.path.mode = PathMode::PingPong;
    level.solids.push_back(s);
  }
  // Riders on every elevator, the rest scattered on the floor where the low ones push them.
  for (int i = 0; i < count; ++i) {
    const SolidSpec& s = level.solids[static_cast<size_t>(i % kElevators)];
    const bool rides = i < kElevators * 3;
    ActorSpec a = rides ? actor(ActorKind::Crate, mover, s.x + (i / kElevators) * 10, s.y - 10, 8, 10)
                        : actor(i % 2 ? ActorKind::Walker : ActorKind::Crate, mover,
                                rng.range(0, 256 * kTileSize - 10), 63 * kTileSize - 10, 8, 10);
    level.actors.push_back(a);
  }
  return level;
}

constexpr const char* kNames[] = {"rain", "crowd", "elevators"};

}  // namespace

const char* stressSceneName(StressScene scene) { return kNames[static_cast<size_t>(scene)]; }

bool parseStressScene(const char* name, StressScene& out) {
  for (int i = 0; i < kStressSceneCount; ++i) {
    if (std::strcmp(name, kNames[i]) == 0) {
      out = static_cast<StressScene>(i);
      return true;
    }
  }
  return false;
}

Level makeStressScene(StressScene scene, int actorCount, MoverKind mover, uint64_t seed) {
  Rng rng(seed);
  switch (scene) {
    case StressScene::Rain: return rain(actorCount, mover, rng);
    case StressScene::Crowd: return crowd(actorCount, mover, rng);
    case StressScene::Elevators: return elevators(actorCount, mover, rng);
  }
  return {};
}

}  // namespace ledge
