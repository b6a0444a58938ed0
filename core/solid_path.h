#pragma once
// Following a solid's path: a polyline of waypoints travelled at constant speed, back and forth
// (pingpong), round (loop: the last point joins the first) or once.

#include <cstdint>

#include "core/geometry.h"
#include "core/solid.h"

namespace ledge {

// A path with two or more points and a positive speed.
bool pathMoves(const SolidPath& path);
// Length of the travelled polyline (with the closing segment for a loop).
float pathLength(const SolidPath& path);
// The point at `distance` along the path (0..length).
Vec2 pathPoint(const SolidPath& path, float distance);
// Moves `distance` by `step` along the path, turning at the ends (pingpong), wrapping (loop) or
// stopping (once).
void advanceAlongPath(const SolidPath& path, float& distance, int8_t& direction, float step);

}  // namespace ledge
