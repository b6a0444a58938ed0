#include "editor/scene_drawing.h"

#include "editor/path_tools.h"
#include "editor/style.h"

namespace ledge::editor {
namespace {

Vec2 toVec(int x, int y) { return {static_cast<float>(x), static_cast<float>(y)}; }

void drawPath(const SolidSpec& solid, bool selected, int selectedWaypoint, DrawList& out) {
  const int points = static_cast<int>(solid.path.points.size());
  for (int i = 0; i < segmentCount(solid); ++i) {
    const Vec2 a = waypointMarker(solid, i), b = waypointMarker(solid, (i + 1) % points);
    out.line(a, b, style::kPath, 1.5f);
    // The arrowhead two thirds along, clear of the markers at both ends.
    out.arrow(a + (b - a) * 0.6f, a + (b - a) * 0.68f, style::kPath, 1.5f);
  }
  for (int i = 1; i < points; ++i) {
    const uint32_t color = selected && i == selectedWaypoint ? style::kSelection : style::kWaypoint;
    out.filledCircle(waypointMarker(solid, i), style::kWaypointRadius, color);
    out.circle(waypointMarker(solid, i), style::kWaypointRadius, style::kLabel);
  }
  if (!selected) return;
  for (int i = 0; i < segmentCount(solid); ++i) out.marker(segmentMidMarker(solid, i), 3.0f, style::kPath);
}

}  // namespace

void drawSolids(const Level& level, const Selection& selection, DrawList& out) {
  for (int i = 0; i < static_cast<int>(level.solids.size()); ++i) {
    const SolidSpec& s = level.solids[static_cast<size_t>(i)];
    out.filledRect(toVec(s.x, s.y), toVec(s.x + s.w, s.y + s.h), style::kSolidFill);
    out.rect(toVec(s.x, s.y), toVec(s.x + s.w, s.y + s.h), style::kSolidEdge, 1.5f);
    drawPath(s, selection.singleSolid() == i, selection.waypoint, out);
  }
}

void drawActors(const Level& level, float zoom, DrawList& out) {
  for (const ActorSpec& a : level.actors) {
    const uint32_t color = style::actorColor(a.kind);
    out.filledRect(toVec(a.x, a.y), toVec(a.x + a.w, a.y + a.h), color);
    out.rect(toVec(a.x, a.y), toVec(a.x + a.w, a.y + a.h), style::kLabel, 1.0f);
    // The kind's initial in the middle, once the actor is big enough on screen to hold it.
    if (static_cast<float>(a.h) * zoom >= 14.0f) {
      const char initial[2] = {static_cast<char>(actorKindName(a.kind)[0] - 'a' + 'A'), '\0'};
      out.text(toVec(a.x, a.y) + Vec2{a.w * 0.5f, a.h * 0.5f}, initial, style::kLabel);
    }
  }
}

void drawSelection(const Level& level, const Selection& selection, DrawList& out) {
  for (const ObjectRef& ref : selection.objects) {
    const IRect r = objectRect(level, ref);
    out.rect(toVec(r.x, r.y), toVec(r.right(), r.bottom()), style::kSelection, 2.0f);
  }
  if (selection.objects.size() != 1) return;
  const IRect r = objectRect(level, selection.objects[0]);
  for (int handle = 0; handle < kHandleCount; ++handle)
    out.marker(handlePosition(r, handle), style::kHandleHalfSize, style::kSelection);
}

}  // namespace ledge::editor
