#include "core/limits.h"

#include <cstdio>

namespace ledge {
namespace {

// A bound as people write it: "1000000", "0.0001".
std::string boundText(double bound) {
  char text[32];
  std::snprintf(text, sizeof text, "%.15g", bound);
  return text;
}

}  // namespace

std::string rangeText(const NumberRange& range) {
  const std::string unit = *range.unit ? std::string(" ") + range.unit : "";
  if (range.max >= FLT_MAX) return "of at least " + boundText(range.min) + unit;
  return "from " + boundText(range.min) + " to " + boundText(range.max) + unit;
}

}  // namespace ledge
