#include "core/io/png_write.h"

#include <zlib.h>

namespace ledge::io {
namespace {

void appendBigEndian(std::string& out, uint32_t v) {
  for (int shift = 24; shift >= 0; shift -= 8) out += static_cast<char>((v >> shift) & 0xff);
}

void appendChunk(std::string& out, const char* type, const std::string& data) {
  appendBigEndian(out, static_cast<uint32_t>(data.size()));
  const std::string typed = std::string(type, 4) + data;
  out += typed;
  appendBigEndian(out, static_cast<uint32_t>(crc32(0, reinterpret_cast<const Bytef*>(typed.data()),
                                                   static_cast<uInt>(typed.size()))));
}

}  // namespace

std::string encodePng(int width, int height, const std::vector<uint8_t>& rgba, const std::vector<PngText>& texts) {
  std::string header;
  appendBigEndian(header, static_cast<uint32_t>(width));
  appendBigEndian(header, static_cast<uint32_t>(height));
  header += std::string{8, 6, 0, 0, 0};  // 8 bits per channel, RGBA, deflate, no filter, no interlace

  // Each row starts with its filter type, 0 (none).
  const size_t rowBytes = static_cast<size_t>(width) * 4;
  std::string raw;
  for (int y = 0; y < height; ++y) {
    raw += '\0';
    raw.append(reinterpret_cast<const char*>(rgba.data()) + static_cast<size_t>(y) * rowBytes, rowBytes);
  }
  uLongf packedSize = compressBound(static_cast<uLong>(raw.size()));
  std::string packed(packedSize, '\0');
  compress2(reinterpret_cast<Bytef*>(packed.data()), &packedSize, reinterpret_cast<const Bytef*>(raw.data()),
            static_cast<uLong>(raw.size()), Z_BEST_COMPRESSION);
  packed.resize(packedSize);

  std::string png = "\x89PNG\r\n\x1a\n";
  appendChunk(png, "IHDR", header);
  for (const PngText& t : texts) appendChunk(png, "tEXt", t.keyword + '\0' + t.text);
  appendChunk(png, "IDAT", packed);
  appendChunk(png, "IEND", "");
  return png;
}

std::string withPngText(const std::string& png, const PngText& text) {
  // The signature (8 bytes), then the header chunk: length, "IHDR", 13 bytes, CRC.
  constexpr size_t kAfterHeader = 8 + 4 + 4 + 13 + 4;
  if (png.size() < kAfterHeader || png.compare(12, 4, "IHDR") != 0) return png;
  std::string chunk;
  appendChunk(chunk, "tEXt", text.keyword + '\0' + text.text);
  return png.substr(0, kAfterHeader) + chunk + png.substr(kAfterHeader);
}

}  // namespace ledge::io
