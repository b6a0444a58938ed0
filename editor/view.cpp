#include "editor/view.h"

#include <algorithm>
#include <cmath>

namespace ledge::editor {
namespace {

Vec2 canvasCentre(const CanvasView& view) { return view.screenOrigin + view.screenSize * 0.5f; }

void setZoomKeeping(CanvasView& view, Vec2 screen, float zoom) {
  const Vec2 world = view.toWorld(screen);
  view.zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
  // Solve toWorld(screen) == world for the offset.
  view.worldOffset = world - (screen - view.screenOrigin) * (1.0f / view.zoom);
}

}  // namespace

void zoomAbout(CanvasView& view, Vec2 screen, float factor) { setZoomKeeping(view, screen, view.zoom * factor); }

void pan(CanvasView& view, Vec2 screenDelta) { view.worldOffset = view.worldOffset - screenDelta * (1.0f / view.zoom); }

void resetZoom(CanvasView& view) { setZoomKeeping(view, canvasCentre(view), 1.0f); }

void fitToLevel(CanvasView& view, Vec2 worldSize) {
  constexpr float kMargin = 24.0f;  // screen pixels around the level
  const float fitX = std::max(view.screenSize.x - 2.0f * kMargin, 1.0f) / std::max(worldSize.x, 1.0f);
  const float fitY = std::max(view.screenSize.y - 2.0f * kMargin, 1.0f) / std::max(worldSize.y, 1.0f);
  view.zoom = std::clamp(std::min(fitX, fitY), kMinZoom, kMaxZoom);
  view.worldOffset = worldSize * 0.5f - view.screenSize * (0.5f / view.zoom);
}

}  // namespace ledge::editor
