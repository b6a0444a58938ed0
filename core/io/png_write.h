#pragma once
// A minimal PNG encoder (8-bit RGBA, no filtering), enough for the tile images an export writes.

#include <cstdint>
#include <string>
#include <vector>

#include "core/io/png_read.h"

namespace ledge::io {

// `rgba` holds width x height pixels, rows top to bottom, 4 bytes each; `texts` go in tEXt
// chunks before the pixels.
std::string encodePng(int width, int height, const std::vector<uint8_t>& rgba, const std::vector<PngText>& texts = {});

// `png` (another encoder's) with `text` in a tEXt chunk after its header; `png` itself when it is
// no PNG.
std::string withPngText(const std::string& png, const PngText& text);

}  // namespace ledge::io
