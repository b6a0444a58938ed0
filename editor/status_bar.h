#pragma once
// Where the status bar's fields go: the hovered tile, the zoom, the tool hint, and the last
// message at the right end. Each field starts at its usual column, or after the one before it
// when that one runs long, so that no field is drawn over another.

#include <string>

#include "editor/tools.h"

namespace ledge::editor {

// Widths of the fields' texts, in pixels; `message` is 0 when there is none.
struct StatusBarTexts {
  float tile = 0.0f;
  float zoom = 0.0f;
  float message = 0.0f;
};

// Left edges in pixels from the bar's left edge, and the room the hint may take (it is cut
// short with "..." to fit; 0 leaves it out).
struct StatusBarLayout {
  float zoomLeft = 0.0f;
  float hintLeft = 0.0f;
  float hintWidth = 0.0f;
  float messageLeft = 0.0f;
};

inline constexpr float kStatusBarPadding = 8.0f;  // before the first field and after the last
inline constexpr float kStatusBarGap = 20.0f;     // between two fields

StatusBarLayout layoutStatusBar(float barWidth, const StatusBarTexts& texts);

// What the tool does ("Brush: click or drag to paint, ..."). Short of room it is cut at its end,
// never before the tool's name: without it the hint would not say which tool it is about. The
// hint is shown with the Tools panel only: without it (a `ledge shot` picture, a designer who
// hid it) it is noise.
std::string toolHintText(Tool tool, bool inLab);

}  // namespace ledge::editor
