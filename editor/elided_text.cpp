#include "editor/elided_text.h"

#include <imgui.h>

namespace ledge::editor {

std::string elided(const std::string& text, float width) {
  if (ImGui::CalcTextSize(text.c_str()).x <= width) return text;
  // Measured whole: Dear ImGui rounds a text's width up, so the parts' widths do not add up.
  std::string cut = text + "...";
  while (cut.size() > 3 && ImGui::CalcTextSize(cut.c_str()).x > width) cut.erase(cut.size() - 4, 1);
  return ImGui::CalcTextSize(cut.c_str()).x <= width ? cut : std::string();
}

void elidedText(const std::string& text, float width, bool disabled) {
  const std::string shown = elided(text, width);
  if (shown.empty()) return;
  if (disabled)
    ImGui::TextDisabled("%s", shown.c_str());
  else
    ImGui::TextUnformatted(shown.c_str());
  if (shown != text && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text.c_str());
}

}  // namespace ledge::editor
