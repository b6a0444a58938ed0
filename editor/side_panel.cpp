// The panel on the right: the sections of Editor::sidePanels (Inspector, Level, ...), each
// under a header that folds it away.

#include <imgui.h>

#include <algorithm>

#include "editor/editor.h"
#include "editor/panels.h"
#include "editor/physics_fields.h"

namespace ledge::editor {

void hintText(const char* text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("%s", text);
  ImGui::PopStyleColor();
}

void drawSidePanel(Editor& e) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float top = menuBarHeight();
  const float height = display.y - top - statusBarHeight();
  const float width = sidePanelWidth(e.settings.sidePanelWidth, display.x);
  ImGui::SetNextWindowPos(ImVec2(display.x - width, top));
  ImGui::SetNextWindowSize(ImVec2(width, height));
  ImGui::SetNextWindowSizeConstraints(ImVec2(kSidePanelMinWidth, height), ImVec2(display.x * kSidePanelMaxShare, height));
  if (beginDockedPanel("Properties", ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoTitleBar)) {
    // Fields take half the width, less in a narrow panel: the longest label stays whole.
    const float labelRoom = widestPhysicsLabel() + ImGui::GetStyle().ItemInnerSpacing.x;
    ImGui::PushItemWidth(std::min(ImGui::GetWindowWidth() * 0.5f, ImGui::GetContentRegionAvail().x - labelRoom));
    for (SidePanel& panel : e.sidePanels) {
      ImGui::SetNextItemOpen(panel.open);
      panel.open = ImGui::CollapsingHeader(panel.title);
      if (panel.open) panel.draw(e);
    }
    ImGui::PopItemWidth();
  }
  keepDraggedWidth(width, e.settings.sidePanelWidth);
  ImGui::End();
}

}  // namespace ledge::editor
