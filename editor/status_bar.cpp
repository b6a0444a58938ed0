// The status bar: the hovered tile and its coordinates, the zoom, what the tool does, and the
// last thing that happened.

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "editor/editor.h"
#include "editor/elided_text.h"
#include "editor/panels.h"
#include "editor/status_bar.h"

namespace ledge::editor {

namespace {

// The columns the fields keep while the ones before them are short, so that they do not
// jump about as the mouse moves.
constexpr float kZoomColumn = 300.0f;
constexpr float kHintColumn = 360.0f;

std::string tileText(const Editor& e) {
  const TileMap& map = e.doc.map();
  const IVec2 tile = e.canvas.hoverTile();
  if (!e.canvas.hovering() || !map.contains(tile.x, tile.y)) return {};
  const Vec2 world = e.canvas.hoverWorld();
  return "tile " + std::to_string(tile.x) + ", " + std::to_string(tile.y) + "  (" +
         std::to_string(static_cast<int>(std::floor(world.x))) + ", " +
         std::to_string(static_cast<int>(std::floor(world.y))) + " px)  " + std::string(tileName(map.at(tile.x, tile.y)));
}

}  // namespace

StatusBarLayout layoutStatusBar(float barWidth, const StatusBarTexts& texts) {
  StatusBarLayout at;
  at.zoomLeft = std::max(kZoomColumn, kStatusBarPadding + texts.tile + kStatusBarGap);
  at.hintLeft = std::max(kHintColumn, at.zoomLeft + texts.zoom + kStatusBarGap);
  const float right = barWidth - kStatusBarPadding;
  // The last message wins the right end, and all the room after the zoom when it needs it; the
  // hint gets what is left.
  at.messageLeft = texts.message > 0.0f ? std::max(right - texts.message, at.zoomLeft + texts.zoom + kStatusBarGap) : right;
  at.hintWidth = std::max(at.messageLeft - (texts.message > 0.0f ? kStatusBarGap : 0.0f) - at.hintLeft, 0.0f);
  return at;
}

std::string toolHintText(Tool tool, bool inLab) { return std::string(toolName(tool)) + ": " + toolHint(tool, inLab); }

float statusBarHeight() { return ImGui::GetFrameHeight() + 2.0f; }

void drawStatusBar(Editor& e) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float height = statusBarHeight();
  ImGui::SetNextWindowPos(ImVec2(0.0f, display.y - height));
  ImGui::SetNextWindowSize(ImVec2(display.x, height));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(kStatusBarPadding, 3.0f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
  const ImGuiWindowFlags flags =
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing;
  if (beginDockedPanel("##status", flags)) {
    const TileMap& map = e.doc.map();
    std::string tile = tileText(e);
    const bool hovering = !tile.empty();
    if (!hovering)
      tile = std::to_string(map.width()) + " x " + std::to_string(map.height()) + " tiles of " +
             std::to_string(map.tileSize()) + " px";
    char zoom[16];
    std::snprintf(zoom, sizeof zoom, "%.0f%%", static_cast<double>(e.canvas.view.zoom) * 100.0);
    const StatusBarLayout at = layoutStatusBar(
        display.x, {ImGui::CalcTextSize(tile.c_str()).x, ImGui::CalcTextSize(zoom).x,
                    e.statusText.empty() ? 0.0f : ImGui::CalcTextSize(e.statusText.c_str()).x});
    if (hovering)
      ImGui::TextUnformatted(tile.c_str());
    else
      ImGui::TextDisabled("%s", tile.c_str());
    ImGui::SameLine(at.zoomLeft);
    ImGui::TextUnformatted(zoom);
    const std::string hint = e.settings.showToolsPanel ? toolHintText(e.tools.tool, e.simulating()) : std::string();
    if (!hint.empty()) {
      ImGui::SameLine(at.hintLeft);
      elidedText(hint, at.hintWidth, true);
    }
    if (!e.statusText.empty()) {
      ImGui::SameLine(at.messageLeft);
      elidedText(e.statusText, display.x - kStatusBarPadding - at.messageLeft, false, Cut::AfterFirstWord);
    }
  }
  ImGui::End();
  ImGui::PopStyleVar(2);
}

}  // namespace ledge::editor
