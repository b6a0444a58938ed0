#pragma once
// Scripted input (`ledge --script FILE`): mouse moves, clicks, wheel and keys fed to the editor
// at given frames, as if a user did them, for GUI tests and for documentation screenshots.
//
//   # FRAME ACTION ARGS; frames count from 0, one event per line, `#` starts a comment
//   5 mouse 400 300       move the mouse to window pixel (400, 300)
//   5 mouse-tile 3 2      move it to the centre of tile (3, 2) as the canvas shows it
//   6 down left           press a mouse button: left, right or middle
//   9 up left             release it
//   10 wheel 1            turn the wheel (notches; negative zooms out)
//   12 press ctrl+s       press a key chord; it is released on the next frame
//   13 hold space         hold a key down until `release space`
//   14 release space
//   15 type level2.json   type text into the focused text field
//   16 overlays rays,cells  show canvas overlays by id besides the defaults ("all": every one)
// Keys: a-z, 0-9, ctrl, shift, alt, space, delete, backspace, escape, enter, home, equal, minus,
// left, right, up, down, f5, f12, keypad-plus, keypad-minus.

#include <string>
#include <vector>

#include "editor/draw_list.h"

struct ImGuiIO;

namespace ledge::editor {
class Editor;
}

namespace ledge::app {

struct UiEvent {
  enum class Type : uint8_t { Mouse, MouseTile, Down, Up, Wheel, Press, Hold, Release, Type, Overlays };
  int frame = 0;
  Type type = Type::Mouse;
  float x = 0.0f;         // Mouse, MouseTile (tile x), Wheel
  float y = 0.0f;         // Mouse, MouseTile (tile y)
  int button = 0;         // Down, Up
  std::vector<int> keys;  // Press, Hold, Release: GLFW key codes
  std::string text;       // Type; Overlays: the ids
};

struct UiScript {
  std::vector<UiEvent> events;  // in frame order
  std::string error;            // "line 3: unknown key 'ctlr'"; empty when valid
};

UiScript parseUiScript(const std::string& text);

// Plays a script into Dear ImGui's input state (and the editor's overlays), frame by frame.
// Once the script has moved the mouse, it owns the mouse: the real pointer is ignored.
class UiScriptPlayer {
 public:
  explicit UiScriptPlayer(UiScript script) : script_(std::move(script)) {}
  // Call after the platform backend's NewFrame and before ImGui::NewFrame(). The editor's
  // canvas places `mouse-tile` events. Empty, or what an event could not do ("frame 12:
  // unknown overlay 'ray' (...)").
  std::string apply(int frame, ImGuiIO& io, editor::Editor& editor);

 private:
  UiScript script_;
  size_t next_ = 0;
  bool ownsMouse_ = false;
  float mouseX_ = 0.0f, mouseY_ = 0.0f;
  bool buttons_[3] = {false, false, false};
  std::vector<int> releaseNext_;  // keys of a `press`, released on the next frame
};

}  // namespace ledge::app
