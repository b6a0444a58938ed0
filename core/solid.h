#pragma once
// A moving solid (an elevator, a pushing wall): integer rect plus remainder, moved along a path.
// Solids never collide with tiles or each other; they carry, push and squish actors.

#include <cstdint>
#include <vector>

#include "core/geometry.h"

namespace ledge {

enum class PathMode : uint8_t { PingPong, Loop, Once };

const char* pathModeName(PathMode mode);
bool parsePathMode(const char* name, PathMode& out);

// The static part of a solid: where it goes. Not copied into keyframes.
struct SolidPath {
  std::vector<IVec2> points;  // top-left positions, absolute pixels
  float speed = 0.0f;         // px/s along the path
  PathMode mode = PathMode::PingPong;
  friend bool operator==(const SolidPath&, const SolidPath&) = default;
};

// The dynamic part.
struct Solid {
  int x = 0;
  int y = 0;
  int w = 16;
  int h = 16;
  float rx = 0.0f;
  float ry = 0.0f;
  float vx = 0.0f;  // velocity of its last step, px/s (for the lift boost)
  float vy = 0.0f;
  float pathDistance = 0.0f;  // travelled along the path, 0..length
  int8_t pathDirection = 1;
  // False: switched off by the game. Actors pass through it and it moves through them, pushing
  // and carrying none, until the game sets it back.
  bool collidable = true;
  bool followsPath = true;  // false while a user drags it, or while a game moves it alone

  IRect rect() const { return {x, y, w, h}; }
};

}  // namespace ledge
