#include "core/io/text_util.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cmath>
#include <filesystem>

#include "core/io/json_text.h"

namespace ledge::io {

std::string lowercase(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

bool sameName(std::string_view a, std::string_view b) { return lowercase(a) == lowercase(b); }

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

// Keys and names are short: the quadratic table is tiny.
size_t editDistance(std::string_view a, std::string_view b) {
  const std::string x = lowercase(a), y = lowercase(b);
  std::vector<size_t> row(y.size() + 1);
  for (size_t j = 0; j <= y.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= x.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= y.size(); ++j) {
      const size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (x[i - 1] == y[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[y.size()];
}

bool nearlySpelt(std::string_view word, std::string_view known) {
  const size_t tolerance = known.size() >= 6 ? 2 : known.size() >= 3 ? 1 : 0;
  return editDistance(word, known) <= tolerance;
}

std::string extensionOf(const std::string& path) { return lowercase(std::filesystem::path(path).extension().string()); }

std::string numberText(float v) {
  if (std::isfinite(v)) return formatFloat(v);
  return v > 0.0f ? "infinity" : "-infinity";
}

namespace {

std::string pairText(const std::string& x, const std::string& y) {
  std::string text = "(";  // appended: GCC 12 warns falsely (-Wrestrict) about "(" + std::string
  text += x;
  text += ", ";
  text += y;
  text += ')';
  return text;
}

}  // namespace

std::string pointText(IVec2 p) { return pairText(std::to_string(p.x), std::to_string(p.y)); }
std::string pointText(Vec2 p) { return pairText(numberText(p.x), numberText(p.y)); }

std::string sizeText(int w, int h) { return std::to_string(w) + " x " + std::to_string(h); }

std::string boxText(const IRect& box) { return pointText(IVec2{box.x, box.y}) + ", " + sizeText(box.w, box.h) + " pixels"; }

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

namespace {

// The bytes of the UTF-8 character whose first byte is `lead`: 0 for a byte that starts none.
size_t sequenceLength(char lead) {
  const auto byte = static_cast<unsigned char>(lead);
  if (byte < 0x80) return 1;
  if (byte >= 0xC2 && byte < 0xE0) return 2;
  if (byte >= 0xE0 && byte < 0xF0) return 3;
  if (byte >= 0xF0 && byte < 0xF5) return 4;
  return 0;
}

}  // namespace

size_t characterCount(std::string_view text) {
  return static_cast<size_t>(std::count_if(text.begin(), text.end(), [](char c) { return !isContinuationByte(c); }));
}

std::string quoteCharacterAt(std::string_view text, size_t at) {
  const size_t length = sequenceLength(text[at]);
  if (length == 1) return quoteCharacter(text[at]);
  const std::string_view bytes = text.substr(at, length);
  if (length == 0 || bytes.size() < length || !std::all_of(bytes.begin() + 1, bytes.end(), isContinuationByte))
    return quoteCharacter(text[at]);
  // The lead byte's bits, then six from each continuation byte.
  uint32_t codePoint = static_cast<unsigned char>(bytes[0]) & (0x7Fu >> length);
  for (const char c : bytes.substr(1)) codePoint = codePoint << 6 | (static_cast<unsigned char>(c) & 0x3Fu);
  char hex[16];
  std::snprintf(hex, sizeof hex, "U+%04X", static_cast<unsigned>(codePoint));
  if (codePoint < 0xA0) return hex;  // C1 controls show nothing, or worse
  // Appended: GCC 12 warns falsely (-Wrestrict) about "'" + std::string here.
  std::string quoted = "'";
  quoted += bytes;
  quoted += "' (";
  quoted += hex;
  return quoted + ")";
}

}  // namespace ledge::io
