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

// Where the i-th actor starts: one per cell of a grid that fills rows from `bottom` upwards
// (past the open top of the map when there are many), with a little jitter that keeps a pixel
// free to the cell's right and bottom, so that no two actors start touching.
struct SpawnGrid {
  int left;
  int columns;
  int cellWidth;
  int cellHeight;
  int bottom;  // pixel y of the lowest row's bottom edge

  IVec2 cell(int i, int w, int h, Rng& rng) const {
    const int column = i % columns;
    const int row = i / columns;
    return {left + column * cellWidth + rng.range(0, cellWidth - w - 1),
            bottom - (row + 1) * cellHeight + rng.range(0, cellHeight - h - 1)};
  }
};

Level emptyLevel(int width, int height) {
  Level level;
  level.map = TileMap(width, height, kTileSize);
  for (int tx = 0; tx < width; ++tx) level.map.set(tx, height - 1, Tile::Solid);
  return level;
}

Level rain(int count, MoverKind mover, Rng& rng) {
  Level level = emptyLevel(256, 256);
  level.cellSize = 4;  // dense: about one actor per tile where they fall and pile
  for (int ty = 24; ty < 250; ty += rng.range(5, 9))
    for (int tx = 3; tx < 240; tx += rng.range(20, 40)) placeRun(level.map, rng, tx, ty, rng.range(4, 14));
  // Actors fall from the sky above the platforms, one per 16 px cell over the whole width.
  const SpawnGrid sky{0, 256, kTileSize, kTileSize, 20 * kTileSize};
  for (int i = 0; i < count; ++i) {
    const int w = rng.range(6, 14);
    const int h = rng.range(6, 14);
    const IVec2 at = sky.cell(i, w, h, rng);
    ActorSpec a{.kind = ActorKind::Crate, .mover = mover, .x = at.x, .y = at.y, .w = w, .h = h};
    a.vx = rng.uniform(-10.0f, 10.0f);  // a little drift, so that piles form unevenly
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
  // In rows above the floor, one walker per 16 px cell: they land among each other and bump.
  const SpawnGrid rows{0, 1024, kTileSize, kTileSize, 62 * kTileSize};
  for (int i = 0; i < count; ++i) {
    const IVec2 at = rows.cell(i, 10, 14, rng);
    level.actors.push_back({.kind = ActorKind::Walker, .mover = mover, .x = at.x, .y = at.y, .w = 10, .h = 14});
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
  // Three riders on every elevator; the rest drop onto the floor, where the low elevators sweep
  // and push them.
  const SpawnGrid floor{0, 256, kTileSize, kTileSize, 63 * kTileSize};
  for (int i = 0; i < count; ++i) {
    const SolidSpec& s = level.solids[static_cast<size_t>(i % kElevators)];
    if (i < kElevators * 3) {
      level.actors.push_back({.kind = ActorKind::Crate, .mover = mover, .x = s.x + (i / kElevators) * 10,
                              .y = s.y - 10, .w = 8, .h = 10});
      continue;
    }
    const IVec2 at = floor.cell(i - kElevators * 3, 8, 10, rng);
    level.actors.push_back({.kind = i % 2 ? ActorKind::Walker : ActorKind::Crate, .mover = mover, .x = at.x,
                            .y = at.y, .w = 8, .h = 10});
  }
  return level;
}

// Moves an actor's box up a tile at a time until it overlaps no tile (the top is open).
IVec2 clearOfTiles(const TileMap& map, IVec2 at, int w, int h) {
  const auto free = [&map, w, h](IVec2 p) {
    for (int ty = map.tileOf(p.y); ty <= map.tileOf(p.y + h - 1); ++ty)
      for (int tx = map.tileOf(p.x); tx <= map.tileOf(p.x + w - 1); ++tx)
        if (map.at(tx, ty) != Tile::Empty) return false;
    return true;
  };
  while (!free(at)) at.y -= map.tileSize();
  return at;
}

bool overlapsAnyActor(const Level& level, int x, int y, int w, int h) {
  for (const ActorSpec& a : level.actors)
    if (a.x < x + w && x < a.x + a.w && a.y < y + h && y < a.y + a.h) return true;
  return false;
}

// Actors on a square grid over the whole map, one per cell, lifted out of any platform. A lift
// is at most two tiles (an actor is under a tile tall, platforms are one row), and the jitter
// leaves that much room at the top of the cell: no two actors start overlapping. Cells are at
// least a tile wide and three tall; more actors than fit stack up past the open top.
void spreadActors(Level& level, int count, MoverKind mover, Rng& rng) {
  constexpr int kLift = 2 * kTileSize;
  const int mapTiles = level.map.width();
  const int pixels = level.map.pixelWidth();
  int columns = 1;
  while (columns * columns < count && columns < mapTiles) ++columns;
  const int rows = (count + columns - 1) / columns;
  const int floorY = pixels - 2 * kTileSize;
  const int cellWidth = pixels / columns;
  const int cellHeight = std::max(kLift + kTileSize, floorY / rows);
  for (int i = 0; i < count; ++i) {
    const int w = rng.range(8, 12);
    const int h = rng.range(8, 14);
    const int top = floorY - (i / columns + 1) * cellHeight;
    const IVec2 at{(i % columns) * cellWidth + rng.range(0, cellWidth - w - 1), top + rng.range(kLift, cellHeight - h - 1)};
    const IVec2 spawn = clearOfTiles(level.map, at, w, h);
    const ActorKind kind = i % 3 == 2 ? ActorKind::Crate : ActorKind::Walker;
    level.actors.push_back({.kind = kind, .mover = mover, .x = spawn.x, .y = spawn.y, .w = w, .h = h});
  }
}

// One elevator per 32 columns at a random height, rising through a few rows of platforms,
// moved down past any actor it would start in.
void addElevators(Level& level, Rng& rng) {
  const int mapTiles = level.map.width();
  for (int i = 0; i < mapTiles / 32; ++i) {
    SolidSpec s;
    s.w = 32;
    s.h = 8;
    s.x = (i * 32 + rng.range(0, 24)) * kTileSize;
    s.y = rng.range(mapTiles / 4, mapTiles - 4) * kTileSize;
    while (overlapsAnyActor(level, s.x, s.y, s.w, s.h)) s.y += kTileSize;
    s.path.points = {{s.x, s.y}, {s.x, s.y - rng.range(60, 200)}};
    s.path.speed = rng.uniform(30.0f, 90.0f);
    s.path.mode = PathMode::PingPong;
    level.solids.push_back(s);
  }
}

Level field(int mapTiles, int count, MoverKind mover, Rng& rng) {
  Level level = emptyLevel(mapTiles, mapTiles);
  for (int ty = 8; ty < mapTiles - 2; ty += rng.range(6, 10))
    for (int tx = 3; tx < mapTiles - 16; tx += rng.range(20, 40)) placeRun(level.map, rng, tx, ty, rng.range(4, 14));
  spreadActors(level, count, mover, rng);
  addElevators(level, rng);
  return level;
}

constexpr const char* kNames[] = {"rain", "crowd", "elevators", "field"};

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
    case StressScene::Field: return field(kFieldMapTiles, actorCount, mover, rng);
  }
  return {};
}

Level makeField(int mapTiles, int actorCount, MoverKind mover, uint64_t seed) {
  Rng rng(seed);
  return field(mapTiles, actorCount, mover, rng);
}

}  // namespace ledge
