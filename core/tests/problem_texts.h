#pragma once
// A load's problems as the lines `ledge check` prints, for tests that look for a message.

#include <string>
#include <vector>

#include "core/io/level_load.h"

namespace ledge::test {

inline std::string problemTexts(const std::vector<io::Problem>& problems) {
  std::string out;
  for (const io::Problem& p : problems) out += p.text() + "\n";
  return out;
}

}  // namespace ledge::test
