#pragma once
// Generated levels for benchmarks and stress tests, the same for a given seed on every machine:
//  - rain: actors dropped over a 256 x 256-tile map of platforms, one-ways and slopes;
//  - crowd: walkers on a 1024 x 64-tile map with bumps;
//  - elevators: 100 moving solids carrying and pushing actors;
//  - field: walkers and crates spread over a whole 1024 x 1024-tile map of platforms, with
//    elevators: the editor's scale test (a big map, every actor on screen when fitted).

#include <cstdint>

#include "core/level.h"

namespace ledge {

enum class StressScene : uint8_t { Rain, Crowd, Elevators, Field };
inline constexpr int kStressSceneCount = 4;

const char* stressSceneName(StressScene scene);
bool parseStressScene(const char* name, StressScene& out);

Level makeStressScene(StressScene scene, int actorCount, MoverKind mover, uint64_t seed = 1);

// The field scene on a square map of `mapTiles` tiles a side (64 to TileMap::kMaxTiles);
// makeStressScene(Field) is this with kFieldMapTiles.
inline constexpr int kFieldMapTiles = 1024;
Level makeField(int mapTiles, int actorCount, MoverKind mover, uint64_t seed = 1);

}  // namespace ledge
