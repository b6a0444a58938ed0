#include "editor/scene_drawing.h"

#include <algorithm>

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

void drawSolids(const Level& level, DrawList& out) {
  for (const SolidSpec& s : level.solids) {
    out.filledRect(toVec(s.x, s.y), toVec(s.x + s.w, s.y + s.h), style::kSolidFill);
    out.rect(toVec(s.x, s.y), toVec(s.x + s.w, s.y + s.h), style::kSolidEdge, 1.5f);
  }
}

void drawPaths(const std::vector<SolidSpec>& solids, const Selection& selection, DrawList& out) {
  for (int i = 0; i < static_cast<int>(solids.size()); ++i)
    drawPath(solids[static_cast<size_t>(i)], selection.singleSolid() == i, selection.waypoint, out);
}

void drawActorBox(Vec2 min, Vec2 max, ActorKind kind, float zoom, DrawList& out) {
  // A pixel or less on screen: a dot, so that a crowd seen from afar stays visible and cheap.
  if (std::max(max.x - min.x, max.y - min.y) * zoom <= 1.0f) {
    out.dot((min + max) * 0.5f, style::actorColor(kind));
    return;
  }
  // Never thinner than a screen pixel.
  const float pixel = 1.0f / std::max(zoom, 1e-6f);
  max.x = std::max(max.x, min.x + pixel);
  max.y = std::max(max.y, min.y + pixel);
  out.filledRect(min, max, style::actorColor(kind));
  // Outline and initial once the actor is big enough on screen to show them: below that the
  // outline would cover the fill, and thousands of them cost the renderer most of a frame.
  const float screenSize = std::min(max.x - min.x, max.y - min.y) * zoom;
  if (screenSize < kOutlinedActorPixels) return;
  out.rect(min, max, style::kLabel, 1.0f);
  if ((max.y - min.y) * zoom >= kLabelledActorPixels) {
    const char initial[2] = {static_cast<char>(actorKindName(kind)[0] - 'a' + 'A'), '\0'};
    out.text((min + max) * 0.5f, initial, style::kLabel);
  }
}

void drawActors(const Level& level, float zoom, DrawList& out) {
  for (const ActorSpec& a : level.actors) drawActorBox(toVec(a.x, a.y), toVec(a.x + a.w, a.y + a.h), a.kind, zoom, out);
}

void drawSelection(const Level& level, const Selection& selection, float zoom, DrawList& out) {
  for (const ObjectRef& ref : selection.objects) {
    const IRect r = objectRect(level, ref);
    out.rect(toVec(r.x, r.y), toVec(r.right(), r.bottom()), style::kSelection, 2.0f);
  }
  if (selection.objects.size() != 1) return;
  const IRect r = objectRect(level, selection.objects[0]);
  for (int handle = 0; handle < kHandleCount; ++handle)
    out.marker(handleOnScreen(r, handle, zoom), style::kHandleHalfSize, style::kSelection);
}

}  // namespace ledge::editor
