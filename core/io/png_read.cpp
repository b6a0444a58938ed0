#include "core/io/png_read.h"

#include <cstdint>
#include <string_view>

#include <zlib.h>

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

// Calls visit(type, data) for each whole chunk up to IEND, or to where a broken file stops
// making sense. Each chunk: its data's length, its type, the data, a CRC.
template <typename Visit>
void forEachChunk(const std::string& png, Visit&& visit) {
  if (!hasSignature(png)) return;
  for (size_t at = kSignature; at + 12 <= png.size();) {
    const size_t length = bigEndian(png, at);
    if (length > png.size() - at - 12) return;
    const std::string_view type(png.data() + at + 4, 4);
    if (type == "IEND") return;
    visit(type, std::string_view(png.data() + at + 8, length));
    at += 12 + length;
  }
}

std::optional<uint32_t> readPngPixelDataCrc(const std::string& png) {
  std::optional<uint32_t> crc;
  forEachChunk(png, [&](std::string_view type, std::string_view data) {
    if (type != "IDAT") return;
    crc = static_cast<uint32_t>(crc32(crc.value_or(0), reinterpret_cast<const Bytef*>(data.data()), static_cast<uInt>(data.size())));
  });
  return crc;
}

std::vector<PngText> readPngTexts(const std::string& png) {
  std::vector<PngText> texts;
  forEachChunk(png, [&](std::string_view type, std::string_view data) {
    if (type != "tEXt") return;
    const size_t nul = data.find('\0');
    if (nul != std::string_view::npos) texts.push_back({std::string(data.substr(0, nul)), std::string(data.substr(nul + 1))});
  });
  return texts;
}

}  // namespace ledge::io
