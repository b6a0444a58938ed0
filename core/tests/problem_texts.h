#pragma once
// A load's problems as the lines `ledge check` prints, for tests that look for a message.

#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "core/io/level_load.h"

namespace ledge::test {

inline std::string problemTexts(const std::vector<io::Problem>& problems) {
  std::string out;
  for (const io::Problem& p : problems) out += p.text() + "\n";
  return out;
}

// The load failed, and `ledge check` would print `text` among its problems.
inline void checkRefusedSaying(const io::LevelLoad& load, const std::string& text) {
  const std::string texts = problemTexts(load.problems);
  INFO(texts);
  CHECK_FALSE(load.ok());
  CHECK(texts.find(text) != std::string::npos);
}

}  // namespace ledge::test
