#pragma once
// The keyboard as the player's input while the lab plays, with the keys physics sandboxes use:
// arrows or WASD to move and climb, Down (S) to drop through, Space or Z to jump.

#include <array>

#include "core/input.h"
#include "editor/input.h"

namespace ledge::editor {

// The keys of the player held now. Without `arrows` the arrow keys do not count (paused, they
// step the timeline).
Input playerInput(const std::array<bool, kKeyCount>& down, bool arrows);
// A key that steers the player: while the lab plays it is no shortcut.
bool isPlayerKey(Key key);

}  // namespace ledge::editor
