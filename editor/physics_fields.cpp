#include "editor/physics_fields.h"

#include <imgui.h>

namespace ledge::editor {
namespace {

bool field(const char* label, float& value, float speed, float max, const char* format) {
  return ImGui::DragFloat(label, &value, speed, 0.0f, max, format, ImGuiSliderFlags_AlwaysClamp);
}

}  // namespace

bool physicsFields(PhysicsParams& f) {
  bool changed = false;
  changed |= field("gravity", f.gravity, 10.0f, 20000.0f, "%.0f px/s2");
  changed |= field("max fall", f.maxFall, 5.0f, 10000.0f, "%.0f px/s");
  changed |= field("ground friction", f.groundFriction, 0.01f, 1.0f, "%.2f");
  changed |= field("air friction", f.airFriction, 0.01f, 1.0f, "%.2f");
  changed |= field("run speed", f.runSpeed, 2.0f, 5000.0f, "%.0f px/s");
  changed |= field("run accel", f.runAccel, 10.0f, 50000.0f, "%.0f px/s2");
  changed |= field("jump speed", f.jumpSpeed, 5.0f, 5000.0f, "%.0f px/s");
  changed |= field("coyote time", f.coyoteTime, 0.005f, 1.0f, "%.3f s");
  changed |= field("jump buffer", f.jumpBuffer, 0.005f, 1.0f, "%.3f s");
  changed |=
      ImGui::DragFloat("timestep", &f.timestep, 0.0005f, 1.0f / 480.0f, 0.1f, "%.4f s", ImGuiSliderFlags_AlwaysClamp);
  return changed;
}

}  // namespace ledge::editor
