#pragma once
// The editor's input for one frame, read from Dear ImGui's state (which the GLFW backend, or
// the scripted input, filled). The only place that knows GLFW's key codes for editor keys.

#include "editor/input.h"

namespace ledge::app {

// GLFW's code for an editor key.
int glfwKeyOf(editor::Key key);

// Call between ImGui::NewFrame() and the editor's frame.
editor::EditorInput readEditorInput(double time, bool closeRequested);

}  // namespace ledge::app
