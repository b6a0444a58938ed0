#include "editor/wrapped_text.h"

#include <imgui.h>

namespace ledge::editor {

std::string wrappedAtSpaces(const std::string& text, float width) {
  std::string wrapped;
  std::string line;
  for (size_t start = 0; start <= text.size();) {
    size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(start, end - start);
    std::string longer = start == 0 ? word : line + " " + word;
    if (start > 0 && !line.empty() && ImGui::CalcTextSize(longer.c_str()).x > width) {
      wrapped += line + "\n";
      longer = word;
    }
    line = std::move(longer);
    start = end + 1;
  }
  return wrapped + line;
}

void textWrappedAtSpaces(const std::string& text) {
  ImGui::TextUnformatted(wrappedAtSpaces(text, ImGui::GetContentRegionAvail().x).c_str());
}

}  // namespace ledge::editor
