// The inspector: the properties of the selected object. Every change is an undo step; a drag
// on a number is one step however long it lasts.

#include <imgui.h>

#include <cctype>
#include <optional>
#include <string>

#include "core/io/actor_start.h"
#include "core/io/level_file.h"
#include "core/io/solid_outside_map.h"
#include "core/limits.h"
#include "editor/editor.h"
#include "editor/lab_panels.h"
#include "editor/number_fields.h"
#include "editor/panels.h"
#include "editor/path_tools.h"

namespace ledge::editor {
namespace {

constexpr int kPathModeCount = 3;  // pingpong, loop, once

// Every field keeps to the bounds a level file may hold, also when a value is typed
// (Ctrl+click): a level the inspector edited always saves. Dragging covers the same bounds.
constexpr ImGuiSliderFlags kFileBounds = ImGuiSliderFlags_AlwaysClamp;
constexpr int kCoordinateBound = io::kMaxCoordinate;

bool numberField(const char* label, float& value, float speed, const NumberRange& range, const char* format) {
  return dragNumber(label, value, speed, static_cast<float>(range.min), static_cast<float>(range.max), format);
}

// A combo over an enum whose names come from the core (the names files use).
template <typename Enum>
bool enumCombo(const char* label, Enum& value, int count, const char* (*name)(Enum)) {
  bool changed = false;
  if (ImGui::BeginCombo(label, name(value))) {
    for (int i = 0; i < count; ++i) {
      const Enum option = static_cast<Enum>(i);
      if (ImGui::Selectable(name(option), option == value)) {
        value = option;
        changed = true;
      }
    }
    ImGui::EndCombo();
  }
  return changed;
}

// A warning of `ledge check`, a clause there after the JSON path, in the same words as a sentence.
void checkProblemText(std::string problem) {
  if (!problem.empty()) problem[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(problem[0])));
  problemText(problem);
}

// Position and size; a solid's path follows its corner.
void boxFields(Editor& e, ObjectRef ref) {
  const IRect box = objectRect(e.doc.level(), ref);
  int position[2] = {box.x, box.y};
  int size[2] = {box.w, box.h};
  if (ImGui::DragInt2("position", position, 1.0f, -kCoordinateBound, kCoordinateBound, "%d", kFileBounds)) {
    e.panelEdit("Move");
    resizeObject(e.doc, ref, {position[0], position[1], box.w, box.h});
  }
  if (ImGui::DragInt2("size", size, 1.0f, 1, kCoordinateBound, "%d", kFileBounds)) {
    e.panelEdit("Resize");
    resizeObject(e.doc, ref, {box.x, box.y, size[0], size[1]});
  }
}

void actorFields(Editor& e, int index) {
  ActorSpec a = e.doc.level().actors[static_cast<size_t>(index)];
  bool changed = enumCombo("kind", a.kind, kActorKindCount, actorKindName);
  changed |= enumCombo("mover", a.mover, kMoverKindCount, moverKindName);
  if (changed) {
    e.panelEdit("Change Actor");
    e.doc.updateActor(index, a);
  }
  boxFields(e, {ObjectRef::Type::Actor, index});
  // Said here, as the actor is placed or moved, not first by `ledge check` or in play.
  const auto solidName = [](size_t solid) { return "moving solid " + std::to_string(solid); };
  for (const std::string& problem : io::actorStartProblems(e.doc.level(), static_cast<size_t>(index), solidName))
    checkProblemText(problem);
  a = e.doc.level().actors[static_cast<size_t>(index)];
  float velocity[2] = {a.vx, a.vy};
  changed = false;
  if (dragNumbers("velocity", velocity, 1.0f, static_cast<float>(kVelocityRange.min),
                  static_cast<float>(kVelocityRange.max), "%.0f px/s")) {
    a.vx = velocity[0];
    a.vy = velocity[1];
    changed = true;
  }
  changed |= ImGui::Checkbox("gravity", &a.applyGravity);
  ImGui::SameLine();
  changed |= ImGui::Checkbox("friction", &a.applyFriction);
  changed |= ImGui::Checkbox("world collision", &a.worldCollision);
  changed |= ImGui::Checkbox("collides with actors", &a.collidesWithActors);
  changed |= numberField("weight", a.weight, 0.05f, kNonNegative, "%.2f");
  if (changed) {
    e.panelEdit("Change Actor");
    e.doc.updateActor(index, a);
  }
}

void waypointRows(Editor& e, int index) {
  const SolidSpec& s = e.doc.level().solids[static_cast<size_t>(index)];
  const int points = static_cast<int>(s.path.points.size());
  int erase = -1;
  for (int i = 0; i < points; ++i) {
    ImGui::PushID(i);
    int p[2] = {s.path.points[static_cast<size_t>(i)].x, s.path.points[static_cast<size_t>(i)].y};
    const bool selected = e.selection.waypoint == i;
    if (ImGui::Selectable(i == 0 ? "start" : std::to_string(i).c_str(), selected, 0, ImVec2(40.0f, 0.0f)))
      e.selection.waypoint = i;
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - (i > 0 ? 30.0f : 0.0f));
    if (ImGui::DragInt2("##point", p, 1.0f, -kCoordinateBound, kCoordinateBound, "%d", kFileBounds)) {
      e.panelEdit("Move Waypoint");
      moveWaypoint(e.doc, index, i, {p[0], p[1]});
    }
    if (i > 0) {
      ImGui::SameLine();
      if (ImGui::SmallButton("x")) erase = i;
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("Delete this waypoint");
    }
    ImGui::PopID();
  }
  if (erase > 0) {
    e.doc.begin("Delete Waypoint");
    deleteWaypoint(e.doc, index, erase);
    e.doc.commit();
    e.selection.waypointDeleted(erase);
  }
  if (ImGui::Button("Add waypoint")) {
    e.doc.begin("Add Waypoint");
    e.selection.waypoint = appendWaypoint(e.doc, index);
    e.doc.commit();
  }
}

void solidFields(Editor& e, int index) {
  boxFields(e, {ObjectRef::Type::Solid, index});
  SolidSpec s = e.doc.level().solids[static_cast<size_t>(index)];
  // Said as the solid or a waypoint is moved out there, as for an actor's start.
  if (const std::optional<io::SolidOutsideMap> outside = io::solidOutsideMap(s, e.doc.map()))
    checkProblemText(io::solidOutsideMapProblem(s, *outside));
  bool changed = numberField("speed", s.path.speed, 1.0f, kSpeedRange, "%.0f px/s");
  changed |= enumCombo("mode", s.path.mode, kPathModeCount, pathModeName);
  if (changed) {
    e.panelEdit("Change Path");
    e.doc.updateSolid(index, s);
  }
  hintText("Waypoints: drag them in the level; the + on a segment adds one.");
  waypointRows(e, index);
}

}  // namespace

void drawInspector(Editor& e) {
  if (e.simulating()) {
    drawLabInspector(e);
    return;
  }
  const Selection& selection = e.selection;
  if (selection.empty()) {
    ImGui::TextWrapped("Nothing selected. Select objects with the Select tool (S), or place them from the Tools panel.");
    return;
  }
  if (selection.objects.size() > 1) {
    ImGui::Text("%zu objects selected", selection.objects.size());
    if (ImGui::Button("Delete")) e.runAction(Action::Delete);
    return;
  }
  const ObjectRef ref = selection.objects[0];
  ImGui::PushID(ref.index);
  if (ref.type == ObjectRef::Type::Actor) {
    ImGui::Text("Actor %d", ref.index);
    actorFields(e, ref.index);
  } else {
    ImGui::Text("Moving solid %d", ref.index);
    solidFields(e, ref.index);
  }
  ImGui::PopID();
}

}  // namespace ledge::editor
