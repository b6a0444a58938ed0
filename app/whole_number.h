#pragma once
// Whole numbers on the command line: all of the text, in range, or nothing.

#include <charconv>
#include <string_view>
#include <system_error>

namespace ledge::app {

template <typename Int>
bool parseWholeNumber(std::string_view text, Int low, Int high, Int& out) {
  Int value{};
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || value < low || value > high) return false;
  out = value;
  return true;
}

}  // namespace ledge::app
