// The keyboard as the player's input while the lab plays.

#include "editor/lab_keys.h"

#include <doctest/doctest.h>

#include <cstddef>

using namespace ledge;
using namespace ledge::editor;

namespace {

std::array<bool, kKeyCount> held(std::initializer_list<Key> keys) {
  std::array<bool, kKeyCount> down{};
  for (Key k : keys) down[static_cast<size_t>(k)] = true;
  return down;
}

}  // namespace

TEST_CASE("lab keys: arrows or WASD move, Down drops, Space or Z jumps") {
  CHECK(playerInput(held({Key::Left}), true) == Input{Input::Left});
  CHECK(playerInput(held({Key::A}), true) == Input{Input::Left});
  CHECK(playerInput(held({Key::Right, Key::Space}), true) == Input{Input::Right | Input::Jump});
  CHECK(playerInput(held({Key::D, Key::Z}), true) == Input{Input::Right | Input::Jump});
  CHECK(playerInput(held({Key::Down, Key::Up}), true) == Input{Input::Up | Input::Down});
  CHECK(playerInput(held({Key::W, Key::S}), true) == Input{Input::Up | Input::Down});
  CHECK(playerInput(held({Key::P, Key::O, Key::R, Key::F5}), true) == Input{});
}

TEST_CASE("lab keys: paused, the arrows step the timeline instead") {
  CHECK(playerInput(held({Key::Right, Key::Left}), false) == Input{});
  CHECK(playerInput(held({Key::Right, Key::D}), false) == Input{Input::Right});
  CHECK(isPlayerKey(Key::Right));
  CHECK(isPlayerKey(Key::Space));
  CHECK(isPlayerKey(Key::S));
  CHECK_FALSE(isPlayerKey(Key::P));
  CHECK_FALSE(isPlayerKey(Key::O));
}
