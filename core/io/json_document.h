#pragma once
// Parsing JSON text for the readers of core/io: never throws, never recurses without bound, and
// says where the text is broken (line, column and, when known, the JSON path).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/io/level_load.h"

namespace ledge::io {

// Objects keep their keys in file order, so that unknown keys are written back as they came.
using Json = nlohmann::ordered_json;

// Deeper nesting is refused: no format we read needs more than a handful of levels.
inline constexpr int kMaxJsonDepth = 128;

// The parsed document, or nullopt after adding one error to `problems`.
std::optional<Json> parseJsonText(std::string_view text, const std::string& file,
                                  std::vector<Problem>& problems);

}  // namespace ledge::io
