#pragma once
// A minimal PNG encoder (8-bit RGBA, no filtering), enough for the tile images an export writes.

#include <cstdint>
#include <string>
#include <vector>

namespace ledge::io {

// `rgba` holds width x height pixels, rows top to bottom, 4 bytes each.
std::string encodePng(int width, int height, const std::vector<uint8_t>& rgba);

}  // namespace ledge::io
