#include "core/solid_path.h"

#include <algorithm>
#include <cmath>

namespace ledge {
namespace {

Vec2 toVec(IVec2 p) { return {static_cast<float>(p.x), static_cast<float>(p.y)}; }

float segmentLength(IVec2 a, IVec2 b) {
  const float dx = static_cast<float>(b.x - a.x);
  const float dy = static_cast<float>(b.y - a.y);
  return std::sqrt(dx * dx + dy * dy);
}

size_t segmentCount(const SolidPath& path) {
  return path.mode == PathMode::Loop ? path.points.size() : path.points.size() - 1;
}

IVec2 pointAfter(const SolidPath& path, size_t i) { return path.points[(i + 1) % path.points.size()]; }

}  // namespace

bool pathMoves(const SolidPath& path) { return path.points.size() >= 2 && path.speed > 0.0f; }

float pathLength(const SolidPath& path) {
  if (path.points.size() < 2) return 0.0f;
  float length = 0.0f;
  for (size_t i = 0; i < segmentCount(path); ++i) length += segmentLength(path.points[i], pointAfter(path, i));
  return length;
}

Vec2 pathPoint(const SolidPath& path, float distance) {
  if (path.points.empty()) return {};
  float left = std::max(distance, 0.0f);
  for (size_t i = 0; i < (path.points.size() < 2 ? 0 : segmentCount(path)); ++i) {
    const IVec2 a = path.points[i];
    const IVec2 b = pointAfter(path, i);
    const float length = segmentLength(a, b);
    if (left <= length && length > 0.0f) return toVec(a) + (toVec(b) - toVec(a)) * (left / length);
    left -= length;
  }
  return toVec(path.mode == PathMode::Loop ? path.points.front() : path.points.back());
}

void advanceAlongPath(const SolidPath& path, float& distance, int8_t& direction, float step) {
  const float length = pathLength(path);
  if (length <= 0.0f) return;
  switch (path.mode) {
    case PathMode::Once:
      distance = std::min(distance + step, length);
      break;
    case PathMode::Loop:
      distance = std::fmod(distance + step, length);
      break;
    case PathMode::PingPong: {
      // A step longer than the whole path folds back as many times as it needs.
      float d = distance + static_cast<float>(direction) * std::fmod(step, 2.0f * length);
      if (d > length) {
        d = 2.0f * length - d;
        direction = -1;
      }
      if (d < 0.0f) {
        d = -d;
        direction = 1;
      }
      distance = std::clamp(d, 0.0f, length);
      break;
    }
  }
}

}  // namespace ledge
