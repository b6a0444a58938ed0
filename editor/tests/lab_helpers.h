#pragma once
// The lab driven through the editor, frame by frame: a clock that steps it once a frame, the
// elevator level, and the mouse over the running world.

#include <doctest/doctest.h>

#include <vector>

#include "editor/editor.h"
#include "editor/tests/headless.h"

namespace ledge::editor::test {

inline constexpr const char* kElevatorLevel = "levels/pixel-elevator-squish.json";

// Editor frames 1/60 s apart, so that playing steps once a frame.
struct Clock {
  double time = 0.0;
  EditorInput next(std::vector<Key> pressed = {}, std::vector<Key> held = {}) {
    time += 1.0 / 60.0 + 1e-6;
    EditorInput in = idle(time);
    in.keysPressed = std::move(pressed);
    for (Key k : held) in.keysDown[static_cast<size_t>(k)] = true;
    in.spaceHeld = in.keysDown[static_cast<size_t>(Key::Space)];
    return in;
  }
};

inline Editor openElevator() {
  Editor e(Settings{}, "", "test");
  e.start(kElevatorLevel);
  REQUIRE(e.doc.path() == kElevatorLevel);
  return e;
}

// The next frame's input with the mouse over world point `at`, the left button down (and
// pressed this frame when `press`).
inline EditorInput mouseDownAt(Clock& clock, const Editor& e, Vec2 at, bool press = false) {
  EditorInput in = clock.next();
  in.mouse = e.canvas.view.toScreen(at);
  in.mouseFree = true;
  in.down[0] = true;
  in.pressed[0] = press;
  return in;
}

// The next frame's input with the mouse over world point `at`, the left button let go.
inline EditorInput mouseUpAt(Clock& clock, const Editor& e, Vec2 at) {
  EditorInput in = mouseDownAt(clock, e, at);
  in.down[0] = false;
  in.released[0] = true;
  return in;
}

}  // namespace ledge::editor::test
