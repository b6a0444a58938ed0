#include "core/io/png_read.h"

#include <cstdint>

namespace ledge::io {

namespace {

constexpr size_t kSignature = 8;

bool hasSignature(const std::string& png) { return png.compare(0, kSignature, "\x89PNG\r\n\x1a\n") == 0; }

uint32_t bigEndian(const std::string& bytes, size_t at) {
  uint32_t v = 0;
  for (size_t i = 0; i < 4; ++i) v = v << 8 | static_cast<unsigned char>(bytes[at + i]);
  return v;
}

}  // namespace

std::optional<PngSize> readPngSize(const std::string& png) {
  // The header chunk comes first: its length and type, then the width and the height.
  if (!hasSignature(png) || png.size() < 24 || png.compare(12, 4, "IHDR") != 0) return std::nullopt;
  return PngSize{bigEndian(png, 16), bigEndian(png, 20)};
}

std::vector<PngText> readPngTexts(const std::string& png) {
  std::vector<PngText> texts;
  if (!hasSignature(png)) return texts;
  // Each chunk: its data's length, its type, the data, a CRC.
  for (size_t at = kSignature; at + 12 <= png.size();) {
    const size_t length = bigEndian(png, at);
    if (length > png.size() - at - 12) break;
    const std::string type = png.substr(at + 4, 4);
    if (type == "IEND") break;
    if (type == "tEXt") {
      const std::string data = png.substr(at + 8, length);
      const size_t nul = data.find('\0');
      if (nul != std::string::npos) texts.push_back({data.substr(0, nul), data.substr(nul + 1)});
    }
    at += 12 + length;
  }
  return texts;
}

}  // namespace ledge::io
