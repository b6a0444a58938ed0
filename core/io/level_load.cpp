#include "core/io/level_load.h"

#include <algorithm>

namespace ledge::io {

std::string Problem::text() const {
  std::string out = file + ": ";
  if (!path.empty()) out += path + ": ";
  if (severity == Severity::Warning) out += "warning: ";
  return out + message;
}

bool hasErrors(const std::vector<Problem>& problems) {
  return std::any_of(problems.begin(), problems.end(), [](const Problem& p) { return p.isError(); });
}

}  // namespace ledge::io
