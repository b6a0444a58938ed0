#include "core/io/text_util.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace ledge::io {

std::string lowercase(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

bool containsWord(std::string_view text, std::string_view word) {
  return lowercase(text).find(lowercase(word)) != std::string::npos;
}

// A quote or backslash in a name is escaped, so that the message shows where the name ends; a
// line break would split the message's line.
std::string inQuotes(std::string_view s) {
  std::string out = "\"";
  for (const char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') out += "\\n";
    else out += c;
  }
  out += '"';
  return out;
}

std::string joined(const std::vector<std::string>& items, const char* separator) {
  std::string out;
  for (const std::string& item : items) {
    if (!out.empty()) out += separator;
    out += item;
  }
  return out;
}

std::string joinedWithAnd(const std::vector<std::string>& items) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) out += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
  return out;
}

std::string counted(const std::map<std::string, int>& counts) {
  std::vector<std::string> items;
  for (const auto& [name, count] : counts) items.push_back(std::to_string(count) + " " + name);
  return joined(items);
}

std::string extensionOf(const std::string& path) { return lowercase(std::filesystem::path(path).extension().string()); }

std::string quoteCharacter(char c) {
  const auto byte = static_cast<unsigned char>(c);
  std::string quoted;
  if (byte >= 0x20 && byte < 0x7f) {
    quoted = {'\'', c, '\''};
    return quoted;
  }
  static constexpr char kHex[] = "0123456789ABCDEF";
  quoted = "byte 0x";
  quoted += kHex[byte >> 4];
  quoted += kHex[byte & 0xf];
  return quoted;
}

}  // namespace ledge::io
