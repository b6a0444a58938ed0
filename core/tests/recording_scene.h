#pragma once
// The level and inputs of the timeline tests and benchmarks: a level like the demo level
// (40 x 23 tiles, a player, two walkers and a crate, two moving solids) with every tile kind,
// and a player that runs, jumps, climbs and drops through platforms. Fixed here rather than
// read from levels/, so that the expected hashes do not change when the shipped demo does.

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/level.h"
#include "core/tests/random_scene.h"

namespace ledge::test {

inline Level timelineLevel(MoverKind mover = MoverKind::Pixel) {
  const std::vector<std::string> rows = {
      "........................................",  //  0
      "........................................",  //  1
      "........................................",  //  2
      "........................................",  //  3
      "........................................",  //  4
      "........................................",  //  5
      "........................................",  //  6
      "........................................",  //  7
      "........................................",  //  8
      "........................................",  //  9
      "........................................",  // 10
      "...................................###..",  // 11
      "##########\\........------......H........",  // 12
      "...........\\...................H........",  // 13
      "............\\..................H........",  // 14
      ".............\\.................H........",  // 15
      "..............######...........H........",  // 16
      "...............................H........",  // 17
      "....................----.......H........",  // 18
      "...............................H........",  // 19
      "......ab##cd..............#....H....##..",  // 20
      "....ab######cd./##\\.......#....H....##..",  // 21
      "########################################",  // 22
  };
  Level level;
  level.map = TileMap(40, 23, 16);
  if (const std::string problem = fillTiles(level.map, rows); !problem.empty()) throw std::logic_error(problem);

  auto actor = [mover](ActorKind kind, int x, int y, int w, int h) {
    return ActorSpec{.kind = kind, .mover = mover, .x = x, .y = y, .w = w, .h = h};
  };
  level.actors = {actor(ActorKind::Player, 24, 338, 10, 14), actor(ActorKind::Walker, 304, 340, 12, 12),
                  actor(ActorKind::Walker, 40, 180, 12, 12), actor(ActorKind::Crate, 150, 40, 12, 12)};

  SolidSpec elevator;
  elevator.x = 432;
  elevator.y = 300;
  elevator.w = 32;
  elevator.h = 8;
  elevator.path = {{{432, 300}, {432, 180}}, 40.0f, PathMode::PingPong};
  SolidSpec shuttle;
  shuttle.x = 96;
  shuttle.y = 150;
  shuttle.w = 48;
  shuttle.h = 8;
  shuttle.path = {{{96, 150}, {240, 150}, {240, 120}}, 50.0f, PathMode::Loop};
  level.solids = {elevator, shuttle};
  return level;
}

// What the player holds for stretches of 5 to 90 frames: mostly running and jumping, some
// climbing and dropping through. The same seed gives the same inputs.
inline std::vector<Input> timelineInputs(int64_t frames, uint64_t seed = 1) {
  constexpr uint8_t L = Input::Left, R = Input::Right, U = Input::Up, D = Input::Down, J = Input::Jump;
  constexpr uint8_t kChoices[] = {R, R, R, L, L, L, R | J, R | J, L | J, L | J, J, J, 0, 0, U, U, D, D | J};
  Rng rng(seed);
  std::vector<Input> inputs;
  inputs.reserve(static_cast<size_t>(frames));
  while (static_cast<int64_t>(inputs.size()) < frames) {
    const Input held{kChoices[rng.range(0, static_cast<int>(sizeof kChoices) - 1)]};
    for (int n = rng.range(5, 90); n > 0 && static_cast<int64_t>(inputs.size()) < frames; --n) inputs.push_back(held);
  }
  return inputs;
}

}  // namespace ledge::test
