#include "app/editor_input.h"

#include <GLFW/glfw3.h>
#include <imgui.h>

namespace ledge::app {

using editor::Key;

int glfwKeyOf(Key key) {
  const int k = static_cast<int>(key);
  if (key <= Key::Z) return GLFW_KEY_A + k;
  if (key <= Key::Num9) return GLFW_KEY_0 + (k - static_cast<int>(Key::Num0));
  switch (key) {
    case Key::Delete: return GLFW_KEY_DELETE;
    case Key::Backspace: return GLFW_KEY_BACKSPACE;
    case Key::Escape: return GLFW_KEY_ESCAPE;
    case Key::Enter: return GLFW_KEY_ENTER;
    case Key::Home: return GLFW_KEY_HOME;
    case Key::Equal: return GLFW_KEY_EQUAL;
    case Key::Minus: return GLFW_KEY_MINUS;
    case Key::Space: return GLFW_KEY_SPACE;
    case Key::Left: return GLFW_KEY_LEFT;
    case Key::Right: return GLFW_KEY_RIGHT;
    case Key::Up: return GLFW_KEY_UP;
    case Key::Down: return GLFW_KEY_DOWN;
    case Key::F5: return GLFW_KEY_F5;
    case Key::F12: return GLFW_KEY_F12;
    case Key::KeypadPlus: return GLFW_KEY_KP_ADD;
    case Key::KeypadMinus: return GLFW_KEY_KP_SUBTRACT;
    default: return GLFW_KEY_UNKNOWN;
  }
}

editor::EditorInput readEditorInput(double time, bool closeRequested) {
  const ImGuiIO& io = ImGui::GetIO();
  editor::EditorInput in;
  in.displaySize = {io.DisplaySize.x, io.DisplaySize.y};
  in.mouse = {io.MousePos.x, io.MousePos.y};
  in.mouseFree = !io.WantCaptureMouse && ImGui::IsMousePosValid();
  for (int b = 0; b < 3; ++b) {
    in.down[static_cast<size_t>(b)] = io.MouseDown[b];
    in.pressed[static_cast<size_t>(b)] = io.MouseClicked[b];
    in.released[static_cast<size_t>(b)] = io.MouseReleased[b];
  }
  in.wheel = in.mouseFree ? io.MouseWheel : 0.0f;
  in.mods = {io.KeyCtrl, io.KeyShift, io.KeyAlt};
  in.time = time;
  in.closeRequested = closeRequested;
  // A text field or a modal prompt has the keyboard: no shortcuts.
  if (io.WantCaptureKeyboard || io.WantTextInput) return in;
  in.spaceHeld = ImGui::IsKeyDown(GLFW_KEY_SPACE);
  for (int k = 0; k < editor::kKeyCount; ++k) {
    const Key key = static_cast<Key>(k);
    if (ImGui::IsKeyPressed(glfwKeyOf(key), true)) in.keysPressed.push_back(key);
    in.keysDown[static_cast<size_t>(k)] = ImGui::IsKeyDown(glfwKeyOf(key));
  }
  return in;
}

}  // namespace ledge::app
