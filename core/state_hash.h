#pragma once
// The state hash: 64-bit FNV-1a over every field of the world's dynamic state (each actor's and
// solid's position, remainder, velocity, flags and timers, the frame and the last input).
// Same level and inputs give the same hash on every run and build; `ledge sim --hash` prints it.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ledge {

struct WorldState;

// Fields are hashed one by one, never as raw struct bytes: padding is not state.
uint64_t stateHash(const WorldState& state);

// 16 lower-case hex digits, as `ledge sim --hash` prints it; and back (nullopt when `text` is
// not 1 to 16 hex digits).
std::string hashText(uint64_t hash);
std::optional<uint64_t> parseHashText(std::string_view text);

}  // namespace ledge
