#pragma once
// Small worlds for tests, drawn with the tile legend.

#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "core/level.h"
#include "core/world.h"

namespace ledge::test {

inline Level levelFromRows(const std::vector<std::string>& rows, int tileSize = 16) {
  Level level;
  level.map = TileMap(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()), tileSize);
  const std::string problem = fillTiles(level.map, rows);
  REQUIRE_MESSAGE(problem.empty(), problem);
  return level;
}

inline ActorSpec actorAt(int x, int y, int w = 10, int h = 14, ActorKind kind = ActorKind::Crate,
                         MoverKind mover = MoverKind::Pixel) {
  return {.kind = kind, .mover = mover, .x = x, .y = y, .w = w, .h = h};
}

inline SolidSpec solidAt(int x, int y, int w, int h, std::vector<IVec2> path = {}, float speed = 0.0f,
                         PathMode mode = PathMode::PingPong) {
  SolidSpec s;
  s.x = x;
  s.y = y;
  s.w = w;
  s.h = h;
  s.path.points = std::move(path);
  s.path.speed = speed;
  s.path.mode = mode;
  return s;
}

// Steps the world `frames` times with the same input.
inline void run(World& world, int frames, Input input = {}, StepTrace* trace = nullptr) {
  for (int i = 0; i < frames; ++i) world.step(input, trace);
}

inline Input keys(uint8_t k) { return Input{k}; }

}  // namespace ledge::test
