// The Level panel: map size (anchored), tile size, and the physics defaults the simulation
// starts with.

#include <imgui.h>

#include <algorithm>
#include <string>

#include "core/io/text_util.h"
#include "editor/editor.h"
#include "editor/number_fields.h"
#include "editor/panels.h"
#include "editor/physics_fields.h"

namespace ledge::editor {
namespace {

void anchorPicker(Anchor& anchor) {
  ImGui::TextDisabled("anchor");
  for (int y = -1; y <= 1; ++y) {
    for (int x = -1; x <= 1; ++x) {
      if (x > -1) ImGui::SameLine();
      ImGui::PushID((y + 1) * 3 + x + 1);
      const bool chosen = anchor == Anchor{x, y};
      if (ImGui::RadioButton("##anchor", chosen)) anchor = {x, y};
      ImGui::PopID();
    }
  }
}

// "1 object lies" / "2 objects lie".
std::string countedLying(size_t count, const std::string& noun) {
  return std::to_string(count) + " " + noun + (count == 1 ? " lies" : "s lie");
}

// A change of the map's size or tile size that left objects beside or below the map, or solids
// in the sky above it, selects them and says so: beside or below it they cannot play, in the sky
// only an actor above the map meets them, and the canvas may not show them. `change` names it:
// "resize", "tile size change".
void reportObjectsOutside(Editor& e, const std::string& change) {
  std::vector<ObjectRef> found = objectsOutsideMap(e.doc.level());
  const size_t outside = found.size();
  for (const ObjectRef& solid : solidsInSky(e.doc.level()))
    if (std::find(found.begin(), found.end(), solid) == found.end()) found.push_back(solid);
  const size_t inSky = found.size() - outside;
  if (found.empty()) return;
  std::string text;
  if (outside > 0)
    text += countedLying(outside, "object") + " beside or below the map after the " + change + ", where nothing can play. ";
  if (inSky > 0)
    text += countedLying(inSky, "solid") + " entirely above the map after the " + change +
            ", at the start or on the path, in open sky where only an actor above the map meets " +
            (inSky == 1 ? "it. " : "them. ");
  const bool one = found.size() == 1;
  e.selection.objects = std::move(found);
  e.selection.waypoint = -1;
  e.showMessage(text + (one ? "It is" : "They are") + " selected: move " + (one ? "it" : "them") +
                " in (the Inspector's position, or the Select tool), press Delete, or undo the " + change + " (Ctrl+Z).");
}

// A tile size change scales what is laid out in tiles, but the level's feel is tuned in pixels
// and stays: the panel says so, as a level may then play differently.
constexpr const char* kTileSizeKeeps = "actors keep their pixel size, speeds and physics stay in px/s";

// Beside a button that applies its fields, the map's own value while the fields ask for another,
// so that the panel never seems to show the map's size when it shows only what was typed.
void actualValueNote(bool differs, const std::string& actual) {
  if (!differs) return;
  ImGui::SameLine();
  ImGui::TextDisabled("now %s", actual.c_str());
}

// The size fields are applied with a button, not while typing: a resize is a big step.
void sizeSection(Editor& e) {
  MapSizeFields& fields = e.sizeFields;
  if (fields.map != e.mapIdentity()) {
    const TileMap& map = e.doc.map();
    fields = {map.width(), map.height(), map.tileSize(), e.mapIdentity()};
  }
  // What the fields ask for is checked as it is typed, as in the New Level dialog: a typo is
  // shown and refused, never rounded into a size nobody asked for (99999 typed for 9999 into a
  // 16384-tile side, 0 into a map one tile wide).
  ImGui::InputInt("width", &fields.width);
  ImGui::InputInt("height", &fields.height);
  anchorPicker(e.resizeAnchor);
  const TileMap& map = e.doc.map();
  const std::string sizeProblem = TileMap::checkSize(fields.width, fields.height, map.tileSize());
  ImGui::BeginDisabled(!sizeProblem.empty());
  if (ImGui::Button("Resize map")) resizeMap(e, fields.width, fields.height);
  ImGui::EndDisabled();
  actualValueNote(fields.width != map.width() || fields.height != map.height(),
                  io::sizeText(map.width(), map.height()));
  problemText(sizeProblem);
  ImGui::InputInt("tile size", &fields.tileSize);
  const std::string tileProblem = TileMap::checkSize(map.width(), map.height(), fields.tileSize);
  ImGui::BeginDisabled(!tileProblem.empty());
  if (ImGui::Button("Set tile size")) changeTileSize(e, fields.tileSize);
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("Scales the tiles and the moving solids (boxes and paths);\n%s", kTileSizeKeeps);
  actualValueNote(fields.tileSize != map.tileSize(), std::to_string(map.tileSize()) + " px");
  problemText(tileProblem);
}

void physicsSection(Editor& e) {
  LevelProperties p = e.doc.properties();
  bool changed = physicsFields(p.physics);
  changed |= dragWholeNumber("partition cell", p.cellSize, 0.2f, 1, 256, "%d tiles");
  if (changed) {
    e.panelEdit("Change Physics");
    e.doc.setProperties(p);
  }
}

}  // namespace

void resizeMap(Editor& e, int width, int height) {
  e.doc.begin("Resize Map");
  const std::string problem = resizeLevel(e.doc, width, height, e.resizeAnchor);
  e.doc.commit();
  if (!problem.empty())
    e.showMessage("Cannot resize the map: " + problem);
  else
    reportObjectsOutside(e, "resize");
}

void changeTileSize(Editor& e, int tileSize) {
  const int before = e.doc.map().tileSize();
  e.doc.begin("Change Tile Size");
  const std::string problem = setTileSize(e.doc, tileSize);
  e.doc.commit();
  if (!problem.empty()) {
    e.showMessage("Cannot change the tile size: " + problem);
    return;
  }
  if (tileSize != before)
    e.statusText = "Tile size " + std::to_string(tileSize) + " px: tiles and moving solids scaled; " + kTileSizeKeeps;
  e.runAction(Action::FitLevel);  // the level is drawn larger or smaller now
  reportObjectsOutside(e, "tile size change");
}

void drawLevelPanel(Editor& e) {
  sizeSection(e);
  ImGui::Separator();
  ImGui::TextDisabled("Physics defaults");
  physicsSection(e);
}

}  // namespace ledge::editor
