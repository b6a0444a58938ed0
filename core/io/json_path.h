#pragma once
// JSON paths in messages: "$", "$.tiles[3]", "$.actors[0].w", "$[\"odd key\"]".

#include <cstddef>
#include <string>
#include <string_view>

namespace ledge::io {

std::string memberPath(const std::string& path, std::string_view key);
std::string elementPath(const std::string& path, size_t index);

}  // namespace ledge::io
