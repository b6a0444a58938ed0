// The panel on the right: the sections of Editor::sidePanels (Inspector, Level, ...), each
// under a header that folds it away.

#include <imgui.h>

#include <algorithm>

#include "editor/editor.h"
#include "editor/panels.h"
#include "editor/physics_fields.h"

namespace ledge::editor {

namespace {

void wrappedTextIn(const ImVec4& colour, const char* text) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextWrapped("%s", text);
  ImGui::PopStyleColor();
}

}  // namespace

void hintText(const char* text) { wrappedTextIn(ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled), text); }

void problemText(const std::string& problem) {
  if (!problem.empty()) wrappedTextIn(kProblemColour, problem.c_str());
}

void drawSidePanel(Editor& e) {
  if (beginEdgePanel(kSidePanel, e.settings.sidePanelWidth)) {
    // Fields take half the width, less in a narrow panel so that the longest label stays whole,
    // but never so little that the field's own digits and buttons are lost.
    const float labelRoom = widestPhysicsLabel() + ImGui::GetStyle().ItemInnerSpacing.x;
    const float beforeLabels = ImGui::GetContentRegionAvail().x - labelRoom;
    ImGui::PushItemWidth(std::max(kMinFieldWidth, std::min(ImGui::GetWindowWidth() * 0.5f, beforeLabels)));
    for (SidePanel& panel : e.sidePanels) {
      ImGui::SetNextItemOpen(panel.open);
      panel.open = ImGui::CollapsingHeader(panel.title);
      if (panel.open) panel.draw(e);
    }
    ImGui::PopItemWidth();
  }
  endEdgePanel(kSidePanel, e.settings.sidePanelWidth);
}

}  // namespace ledge::editor
