#include "editor/physics_fields.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <string_view>
#include <type_traits>
#include <variant>

#include "core/physics_fields.h"
#include "core/tile_map.h"
#include "editor/number_fields.h"

namespace ledge::editor {
namespace {

// How a field of kPhysicsFields shows: its label, the drag's speed, the bounds a drag and a
// typed value keep to (within the level file's), and the number's format.
struct FieldLook {
  std::string_view name;  // kPhysicsFields' name, in its order
  const char* label;
  float speed = 0.0f;
  float min = 0.0f;
  float max = 0.0f;
  const char* format = nullptr;
  const char* tooltip = nullptr;
};

constexpr std::array kLooks{
    FieldLook{"gravity", "gravity", 10.0f, 0.0f, 20000.0f, "%.0f px/s2"},
    FieldLook{"groundFriction", "ground friction", 0.01f, 0.0f, 1.0f, "%.2f"},
    FieldLook{"airFriction", "air friction", 0.01f, 0.0f, 1.0f, "%.2f"},
    FieldLook{"maxFall", "max fall", 5.0f, 0.0f, 10000.0f, "%.0f px/s"},
    FieldLook{"runSpeed", "run speed", 2.0f, 0.0f, 5000.0f, "%.0f px/s"},
    FieldLook{"runAccel", "run accel", 10.0f, 0.0f, 50000.0f, "%.0f px/s2"},
    FieldLook{"jumpSpeed", "jump speed", 5.0f, 0.0f, 5000.0f, "%.0f px/s"},
    FieldLook{"coyoteTime", "coyote time", 0.005f, 0.0f, 1.0f, "%.3f s"},
    FieldLook{"jumpBuffer", "jump buffer", 0.005f, 0.0f, 1.0f, "%.3f s"},
    FieldLook{"timestep", "timestep", 0.0005f, 1.0f / 480.0f, 0.1f, "%.4f s"},
    FieldLook{"airControl", "air control", 0.01f, 0.0f, 1.0f, "%.2f", "The share of the run acceleration the player has in the air"},
    FieldLook{"jumpCut", "jump cut", 0.01f, 0.0f, 1.0f, "%.2f", "The rising speed is multiplied by this when jump is released"},
    FieldLook{"cornerCorrection", "corner correction", 0.1f, 0.0f, static_cast<float>(TileMap::kMaxTileSize), "%d px",
              "How far a head bump slides around a corner (pixel mover)"},
    FieldLook{"climbSpeed", "climb speed", 2.0f, 0.0f, 5000.0f, "%.0f px/s",
              "Up and down a ladder; sideways on it, and drifting to its middle, half of it"},
    FieldLook{"walkSpeed", "walk speed", 1.0f, 0.0f, 5000.0f, "%.0f px/s", "Walkers' speed"},
    FieldLook{"oneWayTolerance", "one-way tolerance", 0.1f, 0.0f, static_cast<float>(TileMap::kMaxTileSize), "%.1f px",
              "How far below a jump-through top an actor may be and still land on it"},
    FieldLook{"speculativeSweptNormals", "swept normals", 0.0f, 0.0f, 0.0f, nullptr,
              "Speculative mover, a fix for ghost collisions: the contact is on the face met first"},
};

constexpr bool looksFollowFields() {
  if (kLooks.size() != kPhysicsFields.size()) return false;
  for (size_t i = 0; i < kLooks.size(); ++i)
    if (kLooks[i].name != kPhysicsFields[i].name) return false;
  return true;
}
// A field added to PhysicsParams shows here too, or this does not compile.
static_assert(looksFollowFields());

bool field(const FieldLook& look, const PhysicsField& physicsField, PhysicsParams& physics) {
  return std::visit(
      [&](auto member) {
        auto& value = physics.*member;
        using Value = std::remove_reference_t<decltype(value)>;
        if constexpr (std::is_same_v<Value, bool>) {
          const bool toggled = ImGui::Checkbox(look.label, &value);
          if (look.tooltip && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", look.tooltip);
          return toggled;
        } else if constexpr (std::is_same_v<Value, int>) {
          return dragWholeNumber(look.label, value, look.speed, static_cast<int>(look.min), static_cast<int>(look.max),
                                 look.format, look.tooltip);
        } else {
          return dragNumber(look.label, value, look.speed, look.min, look.max, look.format, look.tooltip);
        }
      },
      physicsField.member);
}

}  // namespace

bool physicsFields(PhysicsParams& physics) {
  bool changed = false;
  for (size_t i = 0; i < kLooks.size(); ++i) changed |= field(kLooks[i], kPhysicsFields[i], physics);
  return changed;
}

float widestPhysicsLabel() {
  float widest = 0.0f;
  for (const FieldLook& look : kLooks) widest = std::max(widest, ImGui::CalcTextSize(look.label).x);
  return widest;
}

std::vector<std::string> differingPhysicsLabels(const PhysicsParams& a, const PhysicsParams& b) {
  const PhysicsFieldSet differing = differingPhysicsFields(a, b);
  std::vector<std::string> labels;
  for (size_t i = 0; i < kLooks.size(); ++i)
    if (differing & (PhysicsFieldSet{1} << i)) labels.emplace_back(kLooks[i].label);
  return labels;
}

}  // namespace ledge::editor
