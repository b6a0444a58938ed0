#include "editor/lab_keys.h"

#include <cstddef>

namespace ledge::editor {
namespace {

struct PlayerKey {
  Key key;
  Input::Key input;
  bool arrow;
};

constexpr PlayerKey kPlayerKeys[] = {
    {Key::Left, Input::Left, true}, {Key::Right, Input::Right, true}, {Key::Up, Input::Up, true},
    {Key::Down, Input::Down, true}, {Key::A, Input::Left, false},     {Key::D, Input::Right, false},
    {Key::W, Input::Up, false},     {Key::S, Input::Down, false},     {Key::Space, Input::Jump, false},
    {Key::Z, Input::Jump, false},
};

}  // namespace

Input playerInput(const std::array<bool, kKeyCount>& down, bool arrows) {
  Input input;
  for (const PlayerKey& k : kPlayerKeys)
    if (down[static_cast<size_t>(k.key)] && (arrows || !k.arrow)) input.keys |= k.input;
  return input;
}

bool isPlayerKey(Key key) {
  for (const PlayerKey& k : kPlayerKeys)
    if (k.key == key) return true;
  return false;
}

}  // namespace ledge::editor
