#pragma once
// What Ledge reads of a PNG file without decoding it: its size, and its text chunks (tEXt: a
// keyword and a Latin-1 text, which image programs show and keep alongside the pixels). Ledge
// marks the images it writes with one, to know them again.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ledge::io {

struct PngText {
  std::string keyword;  // 1 to 79 printable characters, "Software" for the program that wrote it
  std::string text;
  friend bool operator==(const PngText&, const PngText&) = default;
};

struct PngSize {
  uint32_t width = 0;
  uint32_t height = 0;
};
// From the header; none for bytes that are no PNG.
std::optional<PngSize> readPngSize(const std::string& png);

// CRC-32 of the pixel data as stored (every IDAT chunk's data, in order): another encoding, or
// any pixel painted over, changes it. None for bytes that are no PNG or hold no pixel data.
std::optional<uint32_t> readPngPixelDataCrc(const std::string& png);

// The tEXt chunks of a PNG file's bytes, in file order; none for bytes that are no PNG, and those
// read up to where a broken file stops making sense.
std::vector<PngText> readPngTexts(const std::string& png);

}  // namespace ledge::io
