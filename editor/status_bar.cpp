// The status bar: the hovered tile and its coordinates, the zoom, what the tool does, and the
// last thing that happened.

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "editor/editor.h"
#include "editor/panels.h"

namespace ledge::editor {

namespace {

// The longest start of `text` that fits in `width` pixels, ending in "..." when cut.
std::string textFittingWidth(const std::string& text, float width) {
  if (ImGui::CalcTextSize(text.c_str()).x <= width) return text;
  std::string cut = text;
  while (!cut.empty() && ImGui::CalcTextSize((cut + "...").c_str()).x > width) cut.pop_back();
  return cut.empty() ? std::string() : cut + "...";
}

}  // namespace

float statusBarHeight() { return ImGui::GetFrameHeight() + 2.0f; }

void drawStatusBar(Editor& e) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float height = statusBarHeight();
  ImGui::SetNextWindowPos(ImVec2(0.0f, display.y - height));
  ImGui::SetNextWindowSize(ImVec2(display.x, height));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8.0f, 3.0f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                 ImGuiWindowFlags_NoBringToFrontOnFocus;
  if (ImGui::Begin("##status", nullptr, flags)) {
    const TileMap& map = e.doc.map();
    const IVec2 tile = e.canvas.hoverTile();
    if (e.canvas.hovering() && map.contains(tile.x, tile.y)) {
      const Vec2 world = e.canvas.hoverWorld();
      ImGui::Text("tile %d, %d  (%d, %d px)  %s", tile.x, tile.y, static_cast<int>(std::floor(world.x)),
                  static_cast<int>(std::floor(world.y)), std::string(tileName(map.at(tile.x, tile.y))).c_str());
    } else {
      ImGui::TextDisabled("%d x %d tiles of %d px", map.width(), map.height(), map.tileSize());
    }
    ImGui::SameLine(300.0f);
    ImGui::Text("%.0f%%", e.canvas.view.zoom * 100.0f);
    // The last message wins the right end; the tool hint gets what is left, cut short.
    constexpr float kHintLeft = 360.0f;
    constexpr float kGap = 20.0f;
    const float statusWidth = e.statusText.empty() ? 0.0f : ImGui::CalcTextSize(e.statusText.c_str()).x;
    const float statusLeft = std::max(display.x - statusWidth - 12.0f, kHintLeft + kGap);
    const std::string hint = std::string(toolName(e.tools.tool)) + ": " + toolHint(e.tools.tool);
    ImGui::SameLine(kHintLeft);
    ImGui::TextDisabled("%s", textFittingWidth(hint, statusLeft - kHintLeft - kGap).c_str());
    if (!e.statusText.empty()) {
      ImGui::SameLine(statusLeft);
      ImGui::TextUnformatted(e.statusText.c_str());
    }
  }
  ImGui::End();
  ImGui::PopStyleVar(2);
}

}  // namespace ledge::editor
