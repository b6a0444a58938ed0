// The panels along the frame's edge show the frame's backdrop instead of filling a background:
// a software renderer (Mesa's llvmpipe) took 1.2-1.4 ms a frame at 1280 x 720 to fill them, and
// clears the frame for next to nothing.

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "editor/panels.h"

namespace ledge::editor {
PanelBounds toolsPanelBounds(float displayWidth) {
  const float share = displayWidth * kToolsPanelMaxShare;
  return {std::min(kToolsPanelMinWidth, share), share};
}

PanelBounds sidePanelBounds(float displayWidth) {
  const float share = displayWidth * kSidePanelMaxShare;
  return {std::min(kSidePanelMinWidth, share), share};
}

float toolsPanelWidth(float leftAt, float displayWidth) {
  const PanelBounds bounds = toolsPanelBounds(displayWidth);
  return std::clamp(leftAt, bounds.min, bounds.max);
}

float sidePanelWidth(float leftAt, float displayWidth) {
  const PanelBounds bounds = sidePanelBounds(displayWidth);
  return std::clamp(leftAt, bounds.min, bounds.max);
}

void keepDraggedWidth(float width, float& leftAt) {
  // ImGui keeps window sizes on whole pixels: less than a pixel off is the width given.
  if (std::fabs(ImGui::GetWindowWidth() - width) >= 1.0f) leftAt = ImGui::GetWindowWidth();
}

bool beginDockedPanel(const char* name, ImGuiWindowFlags flags) {
  // A transparent background is not drawn at all. ImGuiWindowFlags_NoBackground would also drop
  // the border, the edge a designer drags to resize the panel.
  ImGui::SetNextWindowBgAlpha(0.0f);
  return ImGui::Begin(name, nullptr, flags | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBringToFrontOnFocus);
}

uint32_t dockedPanelColour() {
  const ImVec4 background = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
  return ImGui::ColorConvertFloat4ToU32(ImVec4(background.x, background.y, background.z, 1.0f));
}

}  // namespace ledge::editor
