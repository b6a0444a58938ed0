#pragma once
// The movement constants as ImGui fields, shared by the Level panel (the level's defaults) and
// the lab's Simulation panel (the running simulation).

#include <string>
#include <vector>

#include "core/physics.h"

namespace ledge::editor {

// Returns whether a field changed `physics` this frame.
bool physicsFields(PhysicsParams& physics);
// The screen width of the longest of their labels ("corner correction"), for the panels that
// show them to leave it room beside the fields. Needs a Dear ImGui frame (its font).
float widestPhysicsLabel();
// The labels of the fields in which `a` and `b` differ ("gravity", "run speed"), in the fields' order.
std::vector<std::string> differingPhysicsLabels(const PhysicsParams& a, const PhysicsParams& b);

}  // namespace ledge::editor
