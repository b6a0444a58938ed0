#pragma once
// The collision lab's ImGui parts: the simulation bar under the canvas (controls, timeline,
// event slider), the Simulation side panel (physics of the running simulation, compare), and
// the inspector of a simulated object.

#include "core/physics.h"

namespace ledge::editor {

class Editor;

// The bar spans the canvas' width, from `left` to `right` in screen pixels; a narrow bar is
// a row taller.
void drawLabBar(Editor& editor, float left, float right);
float labBarHeight(float left, float right);
void drawSimulationPanel(Editor& editor);
// The inspector while the canvas shows the simulation: the selected actor or solid as it is now.
void drawLabInspector(Editor& editor);

// The Simulation panel's fields: the running physics become `physics` from the current frame,
// a lab edit of the fields that changed only, so that the level's own later changes to the
// others still reach the session when it replays the edit over them. Nothing when none changed.
void setSimulationPhysics(Editor& editor, const PhysicsParams& physics);
// The Simulation panel's buttons: the running physics become the level's defaults (one undo
// step), or the running physics go back to the level's (setSimulationPhysics).
void writePhysicsToLevel(Editor& editor);
void resetSimulationPhysics(Editor& editor);

}  // namespace ledge::editor
