#pragma once
// Generated levels for benchmarks and stress tests, the same for a given seed on every machine:
//  - rain: actors dropped over a 256 x 256-tile map of platforms, one-ways and slopes;
//  - crowd: walkers on a 1024 x 64-tile map with bumps;
//  - elevators: 100 moving solids carrying and pushing actors.

#include <cstdint>

#include "core/level.h"

namespace ledge {

enum class StressScene : uint8_t { Rain, Crowd, Elevators };
inline constexpr int kStressSceneCount = 3;

const char* stressSceneName(StressScene scene);
bool parseStressScene(const char* name, StressScene& out);

Level makeStressScene(StressScene scene, int actorCount, MoverKind mover, uint64_t seed = 1);

}  // namespace ledge
