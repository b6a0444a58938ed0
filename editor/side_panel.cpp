// The panel on the right: the sections of Editor::sidePanels (Inspector, Level, ...), each
// under a header that folds it away.

#include <imgui.h>

#include "editor/editor.h"
#include "editor/panels.h"

namespace ledge::editor {

void drawSidePanel(Editor& e) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float top = menuBarHeight();
  const float height = display.y - top - statusBarHeight();
  ImGui::SetNextWindowPos(ImVec2(display.x - e.settings.sidePanelWidth, top));
  ImGui::SetNextWindowSize(ImVec2(e.settings.sidePanelWidth, height), ImGuiCond_Once);
  ImGui::SetNextWindowSizeConstraints(ImVec2(160.0f, height), ImVec2(display.x * kSidePanelMaxShare, height));
  if (beginDockedPanel("Properties", ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoTitleBar)) {
    // Fields take half the width, so that their labels fit beside them.
    ImGui::PushItemWidth(ImGui::GetWindowWidth() * 0.5f);
    for (SidePanel& panel : e.sidePanels) {
      ImGui::SetNextItemOpen(panel.open);
      panel.open = ImGui::CollapsingHeader(panel.title);
      if (panel.open) panel.draw(e);
    }
    ImGui::PopItemWidth();
  }
  e.settings.sidePanelWidth = ImGui::GetWindowWidth();
  ImGui::End();
}

}  // namespace ledge::editor
