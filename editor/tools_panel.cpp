// The tools panel on the left: the tools, the tile palette (drawn by the map's own shader, so
// each tile looks as it does in the canvas) and the objects to place.

#include <imgui.h>

#include <algorithm>
#include <string>

#include "editor/editor.h"
#include "editor/panels.h"
#include "editor/style.h"

namespace ledge::editor {
namespace {

constexpr Action kToolActions[] = {Action::ToolBrush, Action::ToolEraser, Action::ToolBucket,
                                   Action::ToolRectangle, Action::ToolPicker, Action::ToolSelect};

ImU32 imColor(uint32_t c) { return static_cast<ImU32>(c); }

constexpr float kKeyColumn = 30.0f;

void toolList(Editor& e) {
  const float avail = ImGui::GetContentRegionAvail().x;
  const bool withKeys = toolKeysFit(avail);
  for (int i = 0; i < static_cast<int>(std::size(kToolActions)); ++i) {
    const Tool tool = static_cast<Tool>(i);
    const std::string label = std::string(toolName(tool)) + "##tool";
    if (ImGui::Selectable(label.c_str(), e.tools.tool == tool, 0, ImVec2(withKeys ? avail - kKeyColumn : 0.0f, 0.0f)))
      e.runAction(kToolActions[i]);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s (%s)", toolHint(tool, e.simulating()), shortcutText(kToolActions[i]).c_str());
    if (!withKeys) continue;
    ImGui::SameLine();
    ImGui::TextDisabled("%s", shortcutText(kToolActions[i]).c_str());
  }
}

// One palette button; the swatch image when app/ has made it, else the tile's name.
bool tileButton(const Editor& e, Tile tile, float size) {
  ImGui::PushID(static_cast<int>(tile));
  bool clicked = false;
  if (e.swatches.texture) {
    const float u0 = static_cast<float>(tile) / kTileKindCount;
    const float u1 = static_cast<float>(static_cast<int>(tile) + 1) / kTileKindCount;
    // The texture is bottom-up, as GL render targets are.
    clicked = ImGui::ImageButton(e.swatches.texture, ImVec2(size, size), ImVec2(u0, 1.0f), ImVec2(u1, 0.0f), 2);
  } else {
    clicked = ImGui::Button(std::string(tileName(tile)).c_str(), ImVec2(size, size));
  }
  ImGui::PopID();
  return clicked;
}

void tilePalette(Editor& e) {
  const float size = static_cast<float>(e.swatches.pixelsPerTile);
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const int perRow = std::max(1, static_cast<int>((ImGui::GetContentRegionAvail().x + spacing) / (size + 4.0f + spacing)));
  int i = 0;
  for (Tile tile : kPaletteTiles) {
    if (i % perRow != 0) ImGui::SameLine();
    const bool active = e.tools.tile == tile && e.tools.tool != Tool::Eraser && e.tools.tool != Tool::Select &&
                        e.tools.tool != Tool::Place;
    if (tileButton(e, tile, size)) {
      e.tools.tile = tile;
      if (e.tools.tool != Tool::Bucket && e.tools.tool != Tool::Rectangle) e.tools.tool = Tool::Brush;
    }
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    if (active) draw->AddRect(min, max, imColor(style::kSelection), 0.0f, 0, 2.5f);
    const std::string key = std::to_string(i + 1);
    draw->AddText(ImVec2(min.x + 3.0f, min.y + 1.0f), IM_COL32(255, 255, 255, 220), key.c_str());
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s (%d)", std::string(tileName(tile)).c_str(), i + 1);
    ++i;
  }
}

void objectPalette(Editor& e) {
  for (int i = 0; i < kPlaceKindCount; ++i) {
    const PlaceKind kind = static_cast<PlaceKind>(i);
    const bool active = e.tools.tool == Tool::Place && e.tools.place == kind;
    const uint32_t color = kind == PlaceKind::MovingSolid ? style::kSolidEdge
                                                          : style::actorColor(static_cast<ActorKind>(i));
    ImGui::PushID(i);
    if (ImGui::Selectable("##place", active, 0, ImVec2(0.0f, ImGui::GetFrameHeight()))) {
      e.tools.tool = Tool::Place;
      e.tools.place = kind;
    }
    const ImVec2 min = ImGui::GetItemRectMin();
    const float h = ImGui::GetItemRectSize().y;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(ImVec2(min.x + 4.0f, min.y + 3.0f), ImVec2(min.x + 4.0f + h - 6.0f, min.y + h - 3.0f), imColor(color));
    draw->AddText(ImVec2(min.x + h + 6.0f, min.y + (h - ImGui::GetFontSize()) * 0.5f), ImGui::GetColorU32(ImGuiCol_Text),
                  placeKindName(kind));
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip(kind == PlaceKind::MovingSolid ? "Drag a rectangle in the level to place a moving solid"
                                                       : "Click in the level to place it");
    ImGui::PopID();
  }
}

}  // namespace

bool toolKeysFit(float width) {
  float widest = 0.0f;
  for (int i = 0; i < static_cast<int>(std::size(kToolActions)); ++i)
    widest = std::max(widest, ImGui::CalcTextSize(toolName(static_cast<Tool>(i))).x);
  return width >= widest + kKeyColumn;
}

void drawToolsPanel(Editor& e) {
  if (beginEdgePanel(kToolsPanel, e.settings.toolsPanelWidth)) {
    ImGui::TextDisabled("TOOLS");
    toolList(e);
    ImGui::Spacing();
    ImGui::TextDisabled("TILES");
    tilePalette(e);
    ImGui::Spacing();
    ImGui::TextDisabled("OBJECTS");
    objectPalette(e);
  }
  endEdgePanel(kToolsPanel, e.settings.toolsPanelWidth);
}

}  // namespace ledge::editor
