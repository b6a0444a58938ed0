// The panels along the frame's edge show the frame's backdrop instead of filling a background:
// a software renderer (Mesa's llvmpipe) took 1.2-1.4 ms a frame at 1280 x 720 to fill them, and
// clears the frame for next to nothing.

#include <imgui.h>

#include <cmath>

#include "editor/panels.h"

namespace ledge::editor {
bool beginEdgePanel(const EdgePanel& panel, float leftAt) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float top = menuBarHeight();
  const float height = display.y - top - statusBarHeight();
  const float width = panel.width(leftAt, display.x);
  ImGui::SetNextWindowPos(ImVec2(panel.right ? display.x - width : 0.0f, top));
  ImGui::SetNextWindowSize(ImVec2(width, height));
  ImGui::SetNextWindowSizeConstraints(ImVec2(panel.narrowest(display.x), height), ImVec2(panel.widest(display.x), height));
  return beginDockedPanel(panel.name, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoTitleBar);
}

void endEdgePanel(const EdgePanel& panel, float& leftAt) {
  // ImGui keeps window sizes on whole pixels: less than a pixel off is the width given.
  const float given = panel.width(leftAt, ImGui::GetIO().DisplaySize.x);
  if (std::fabs(ImGui::GetWindowWidth() - given) >= 1.0f) leftAt = ImGui::GetWindowWidth();
  ImGui::End();
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
