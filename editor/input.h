#pragma once
// What the editor reads from the user in one frame, as plain data. app/ fills it from GLFW and
// Dear ImGui; tests fill it by hand. The editor never sees a platform key code.

#include <array>
#include <vector>

#include "core/geometry.h"

namespace ledge::editor {

enum class Key : uint8_t {
  A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X, Y, Z,
  Num0, Num1, Num2, Num3, Num4, Num5, Num6, Num7, Num8, Num9,
  Delete, Backspace, Escape, Enter, Home, Equal, Minus,
  Space, Left, Right, Up, Down, F5, F12, KeypadPlus, KeypadMinus,
  Count
};
inline constexpr int kKeyCount = static_cast<int>(Key::Count);

struct Modifiers {
  bool ctrl = false;
  bool shift = false;
  bool alt = false;
};

enum MouseButton : int { kMouseLeft = 0, kMouseRight = 1, kMouseMiddle = 2 };

struct EditorInput {
  Vec2 displaySize;  // the window, in screen pixels
  Vec2 mouse;        // screen pixels
  // The mouse is over no panel (or a drag that began on the canvas goes on).
  bool mouseFree = false;
  std::array<bool, 3> down{};      // left, right, middle
  std::array<bool, 3> pressed{};   // went down this frame
  std::array<bool, 3> released{};  // went up this frame
  float wheel = 0.0f;              // notches, positive away from the user
  Modifiers mods;
  bool spaceHeld = false;
  std::vector<Key> keysPressed;  // this frame (with auto-repeat); empty while a text field is in use
  std::array<bool, kKeyCount> keysDown{};  // held now (the player's keys while playing); none while a text field is in use
  double time = 0.0;             // seconds since start, for the autosave
  bool closeRequested = false;   // the window's close button was pressed
};

}  // namespace ledge::editor
