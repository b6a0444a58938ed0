#pragma once
// Whole numbers on the command line: all of the text, in range, or nothing.

#include <charconv>
#include <string>
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

// parseWholeNumber for the value of a command-line option; on failure `error` says what the
// option takes and what it was given: "--frames takes a whole number from 0 to 100, not 'x'".
template <typename Int>
bool parseWholeOption(std::string_view option, std::string_view text, Int low, Int high, Int& out, std::string& error) {
  if (parseWholeNumber(text, low, high, out)) return true;
  error = std::string(option) + " takes a whole number from " + std::to_string(low) + " to " + std::to_string(high) +
          ", not '" + std::string(text) + "'";
  return false;
}

}  // namespace ledge::app
