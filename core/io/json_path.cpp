#include "core/io/json_path.h"

#include <algorithm>
#include <cctype>

#include "core/io/json_text.h"

namespace ledge::io {

std::string memberPath(const std::string& path, std::string_view key) {
  const bool plain = !key.empty() && !std::isdigit(static_cast<unsigned char>(key.front())) &&
                     std::all_of(key.begin(), key.end(), [](char c) {
                       return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
                     });
  if (plain) return path + "." + std::string(key);
  std::string out = path + "[";
  appendJsonString(out, key);
  return out + "]";
}

std::string elementPath(const std::string& path, size_t index) {
  return path + "[" + std::to_string(index) + "]";
}

}  // namespace ledge::io
