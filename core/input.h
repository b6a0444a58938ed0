#pragma once
// One frame of player input: the keys held, as in an inputs file (L R U D J).

#include <array>
#include <cstddef>
#include <cstdint>

namespace ledge {

struct Input {
  enum Key : uint8_t { Left = 1, Right = 2, Up = 4, Down = 8, Jump = 16 };
  uint8_t keys = 0;

  constexpr bool held(Key k) const { return (keys & k) != 0; }
  // -1, 0 or +1 from Left/Right; both held cancel out.
  constexpr int horizontal() const { return (held(Right) ? 1 : 0) - (held(Left) ? 1 : 0); }
  constexpr int vertical() const { return (held(Down) ? 1 : 0) - (held(Up) ? 1 : 0); }
  friend constexpr bool operator==(Input, Input) = default;
};

// Local multiplayer: a step takes one Input per player, and each actor's intent is given the
// one its Actor::player names.
inline constexpr int kMaxPlayers = 4;
using PlayerInputs = std::array<Input, kMaxPlayers>;

// A player beyond kMaxPlayers holds no key.
constexpr Input inputOf(const PlayerInputs& inputs, int player) {
  return player >= 0 && player < kMaxPlayers ? inputs[static_cast<std::size_t>(player)] : Input{};
}

}  // namespace ledge
