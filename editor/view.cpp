#include "editor/view.h"

#include <algorithm>
#include <cmath>

namespace ledge::editor {
namespace {

Vec2 canvasCentre(const CanvasView& view) { return view.screenOrigin + view.screenSize * 0.5f; }

constexpr float kLevelMargin = 24.0f;  // screen pixels around the level that Home fits

// The zoom that shows the whole level in the canvas, with the margin.
float fitZoom(const CanvasView& view, Vec2 worldSize) {
  const float fitX = std::max(view.screenSize.x - 2.0f * kLevelMargin, 1.0f) / std::max(worldSize.x, 1.0f);
  const float fitY = std::max(view.screenSize.y - 2.0f * kLevelMargin, 1.0f) / std::max(worldSize.y, 1.0f);
  return std::min(fitX, fitY);
}

void setZoomKeeping(CanvasView& view, Vec2 screen, float zoom) {
  const Vec2 world = view.toWorld(screen);
  view.zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
  // Solve toWorld(screen) == world for the offset.
  view.worldOffset = world - (screen - view.screenOrigin) * (1.0f / view.zoom);
}

}  // namespace

void zoomAbout(CanvasView& view, Vec2 screen, float factor, Vec2 worldSize) {
  const float smallest = std::clamp(fitZoom(view, worldSize) * kSmallestFit, kMinZoom, 1.0f);
  // Already further out (a window made larger, say): zooming out stays, zooming in goes in.
  const float zoom = view.zoom * factor;
  setZoomKeeping(view, screen, factor < 1.0f ? std::max(zoom, std::min(smallest, view.zoom)) : zoom);
}

void pan(CanvasView& view, Vec2 screenDelta) { view.worldOffset = view.worldOffset - screenDelta * (1.0f / view.zoom); }

void resetZoom(CanvasView& view) { setZoomKeeping(view, canvasCentre(view), 1.0f); }

void fitToLevel(CanvasView& view, Vec2 worldSize) {
  view.zoom = std::clamp(fitZoom(view, worldSize), kMinZoom, kMaxZoom);
  view.worldOffset = worldSize * 0.5f - view.screenSize * (0.5f / view.zoom);
}

}  // namespace ledge::editor
