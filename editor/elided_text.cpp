#include "editor/elided_text.h"

#include <imgui.h>

namespace ledge::editor {

namespace {

bool fits(const std::string& text, float width) { return ImGui::CalcTextSize(text.c_str()).x <= width; }

// Measured whole: Dear ImGui rounds a text's width up, so the parts' widths do not add up.
std::string cutAtEnd(const std::string& text, float width) {
  std::string cut = text + "...";
  while (cut.size() > 3 && !fits(cut, width)) cut.erase(cut.size() - 4, 1);
  return fits(cut, width) ? cut : std::string();
}

std::string cutAtStart(const std::string& text, float width) {
  std::string cut = "..." + text;
  while (cut.size() > 3 && !fits(cut, width)) cut.erase(3, 1);
  return fits(cut, width) ? cut : std::string();
}

std::string cutAfterFirstWord(const std::string& text, float width) {
  const size_t space = text.find(' ');
  if (space == std::string::npos) return cutAtEnd(text, width);
  const std::string head = text.substr(0, space + 1) + "...";
  std::string cut = head + text.substr(space + 1);
  while (cut.size() > head.size() && !fits(cut, width)) cut.erase(head.size(), 1);
  return cut.size() > head.size() ? cut : cutAtEnd(text, width);
}

}  // namespace

std::string elided(const std::string& text, float width, Cut cut) {
  if (fits(text, width)) return text;
  switch (cut) {
    case Cut::End: return cutAtEnd(text, width);
    case Cut::Start: return cutAtStart(text, width);
    default: return cutAfterFirstWord(text, width);
  }
}

void elidedText(const std::string& text, float width, bool disabled, Cut cut) {
  const std::string shown = elided(text, width, cut);
  if (shown.empty()) return;
  if (disabled)
    ImGui::TextDisabled("%s", shown.c_str());
  else
    ImGui::TextUnformatted(shown.c_str());
  if (shown != text && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text.c_str());
}

}  // namespace ledge::editor
