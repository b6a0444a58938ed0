#pragma once
// Zooming and panning the canvas (CanvasView of the draw list).

#include "core/geometry.h"
#include "editor/draw_list.h"

namespace ledge::editor {

inline constexpr float kMinZoom = 1.0f / 64.0f;
inline constexpr float kMaxZoom = 64.0f;
inline constexpr float kZoomStep = 1.25f;  // one wheel notch

// How far out the wheel goes: the level at an eighth of Home's size. Further out, the handles
// and markers, which keep their screen size, would cover the level they mark.
inline constexpr float kSmallestFit = 1.0f / 8.0f;

// Zooms by `factor` keeping the world point under `screen` where it is. Not out past the level
// of `worldSize` at kSmallestFit (nor past kMinZoom, nor past 1 when that is smaller).
void zoomAbout(CanvasView& view, Vec2 screen, float factor, Vec2 worldSize);
// Moves the view by a mouse drag of `screenDelta` pixels.
void pan(CanvasView& view, Vec2 screenDelta);
// 1 screen pixel per world pixel, keeping the world point at the canvas centre (Ctrl+0).
void resetZoom(CanvasView& view);
// Shows the whole `worldSize` centred in the canvas, with a small margin (Home).
void fitToLevel(CanvasView& view, Vec2 worldSize);

}  // namespace ledge::editor
