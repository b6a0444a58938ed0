#pragma once
// The movement constants as ImGui fields, shared by the Level panel (the level's defaults) and
// the lab's Simulation panel (the running simulation).

#include "core/physics.h"

namespace ledge::editor {

// Returns whether a field changed `physics` this frame.
bool physicsFields(PhysicsParams& physics);

}  // namespace ledge::editor
