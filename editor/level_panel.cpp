// The Level panel: map size (anchored), tile size, and the physics defaults the simulation
// starts with.

#include <imgui.h>

#include <string>

#include "editor/editor.h"
#include "editor/panels.h"

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

// The size fields are applied with a button, not while typing: a resize is a big step.
void sizeSection(Editor& e) {
  MapSizeFields& fields = e.sizeFields;
  if (fields.map != e.mapIdentity()) {
    const TileMap& map = e.doc.map();
    fields = {map.width(), map.height(), map.tileSize(), e.mapIdentity()};
  }
  ImGui::InputInt("width", &fields.width);
  ImGui::InputInt("height", &fields.height);
  anchorPicker(e.resizeAnchor);
  if (ImGui::Button("Resize map")) {
    e.doc.begin("Resize Map");
    const std::string problem = resizeLevel(e.doc, fields.width, fields.height, e.resizeAnchor);
    e.doc.commit();
    if (!problem.empty()) e.showMessage("Cannot resize the map: " + problem);
  }
  ImGui::InputInt("tile size", &fields.tileSize);
  if (ImGui::Button("Set tile size")) {
    e.doc.begin("Change Tile Size");
    const std::string problem = setTileSize(e.doc, fields.tileSize);
    e.doc.commit();
    if (!problem.empty()) e.showMessage("Cannot change the tile size: " + problem);
  }
}

bool physicsField(const char* label, float& value, float speed, float max, const char* format) {
  return ImGui::DragFloat(label, &value, speed, 0.0f, max, format, ImGuiSliderFlags_AlwaysClamp);
}

void physicsSection(Editor& e) {
  LevelProperties p = e.doc.properties();
  PhysicsParams& f = p.physics;
  bool changed = false;
  changed |= physicsField("gravity", f.gravity, 10.0f, 20000.0f, "%.0f px/s2");
  changed |= physicsField("max fall", f.maxFall, 5.0f, 10000.0f, "%.0f px/s");
  changed |= physicsField("ground friction", f.groundFriction, 0.01f, 1.0f, "%.2f");
  changed |= physicsField("air friction", f.airFriction, 0.01f, 1.0f, "%.2f");
  changed |= physicsField("run speed", f.runSpeed, 2.0f, 5000.0f, "%.0f px/s");
  changed |= physicsField("run accel", f.runAccel, 10.0f, 50000.0f, "%.0f px/s2");
  changed |= physicsField("jump speed", f.jumpSpeed, 5.0f, 5000.0f, "%.0f px/s");
  changed |= physicsField("coyote time", f.coyoteTime, 0.005f, 1.0f, "%.3f s");
  changed |= physicsField("jump buffer", f.jumpBuffer, 0.005f, 1.0f, "%.3f s");
  changed |= ImGui::DragFloat("timestep", &f.timestep, 0.0005f, 1.0f / 480.0f, 0.1f, "%.4f s", ImGuiSliderFlags_AlwaysClamp);
  changed |= ImGui::DragInt("partition cell", &p.cellSize, 0.2f, 1, 256, "%d tiles", ImGuiSliderFlags_AlwaysClamp);
  if (changed) {
    e.panelEdit("Change Physics");
    e.doc.setProperties(p);
  }
}

}  // namespace

void drawLevelPanel(Editor& e) {
  sizeSection(e);
  ImGui::Separator();
  ImGui::TextDisabled("Physics defaults");
  physicsSection(e);
}

}  // namespace ledge::editor
