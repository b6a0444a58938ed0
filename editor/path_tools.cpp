#include "editor/path_tools.h"

#include <cmath>

namespace ledge::editor {
namespace {

float distance(Vec2 a, Vec2 b) { return std::sqrt(dot(a - b, a - b)); }

SolidSpec solidCopy(const Document& doc, int solid) { return doc.level().solids[static_cast<size_t>(solid)]; }

}  // namespace

Vec2 waypointMarker(const SolidSpec& solid, int i) {
  const IVec2 p = solid.path.points[static_cast<size_t>(i)];
  return {static_cast<float>(p.x) + static_cast<float>(solid.w) * 0.5f,
          static_cast<float>(p.y) + static_cast<float>(solid.h) * 0.5f};
}

int segmentCount(const SolidSpec& solid) {
  const int points = static_cast<int>(solid.path.points.size());
  if (points < 2) return 0;
  return solid.path.mode == PathMode::Loop ? points : points - 1;
}

Vec2 segmentMidMarker(const SolidSpec& solid, int i) {
  const int next = (i + 1) % static_cast<int>(solid.path.points.size());
  return (waypointMarker(solid, i) + waypointMarker(solid, next)) * 0.5f;
}

std::optional<int> waypointAt(const SolidSpec& solid, Vec2 world, float radius) {
  for (int i = static_cast<int>(solid.path.points.size()) - 1; i >= 1; --i)
    if (distance(waypointMarker(solid, i), world) <= radius) return i;
  return std::nullopt;
}

std::optional<int> segmentMidAt(const SolidSpec& solid, Vec2 world, float radius) {
  for (int i = 0; i < segmentCount(solid); ++i)
    if (distance(segmentMidMarker(solid, i), world) <= radius) return i;
  return std::nullopt;
}

int insertWaypoint(Document& doc, int solid, int after, IVec2 position) {
  SolidSpec s = solidCopy(doc, solid);
  const auto at = s.path.points.begin() + after + 1;
  s.path.points.insert(at, position);
  doc.updateSolid(solid, s);
  return after + 1;
}

int appendWaypoint(Document& doc, int solid) {
  SolidSpec s = solidCopy(doc, solid);
  if (s.path.points.empty()) s.path.points.push_back({s.x, s.y});
  const IVec2 last = s.path.points.back();
  // Four tiles on to the right, or to the left where the right would leave the map.
  const int step = 4 * doc.map().tileSize();
  const bool leftInstead = last.x + step + s.w > doc.map().pixelWidth() && last.x - step >= 0;
  s.path.points.push_back({leftInstead ? last.x - step : last.x + step, last.y});
  doc.updateSolid(solid, s);
  return static_cast<int>(s.path.points.size()) - 1;
}

void moveWaypoint(Document& doc, int solid, int waypoint, IVec2 position) {
  SolidSpec s = solidCopy(doc, solid);
  s.path.points[static_cast<size_t>(waypoint)] = position;
  if (waypoint == 0) {
    s.x = position.x;
    s.y = position.y;
  }
  doc.updateSolid(solid, s);
}

bool deleteWaypoint(Document& doc, int solid, int waypoint) {
  SolidSpec s = solidCopy(doc, solid);
  if (waypoint < 1 || waypoint >= static_cast<int>(s.path.points.size())) return false;
  s.path.points.erase(s.path.points.begin() + waypoint);
  // A path needs two points to save: the start alone is no path, and the solid stands still.
  if (s.path.points.size() == 1) s.path.points.clear();
  doc.updateSolid(solid, s);
  return true;
}

}  // namespace ledge::editor
