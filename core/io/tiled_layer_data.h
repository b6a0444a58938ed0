#pragma once
// Decoding a Tiled tile layer's data: CSV, or base64 of little-endian 32-bit gids, uncompressed
// or compressed with zlib or gzip.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace ledge::io::tiled {

// Decodes `count` gids from `text`. `encoding` is "csv" or "base64"; `compression` is "",
// "zlib" or "gzip" (base64 only). Empty on success, else what is wrong.
std::string decodeLayerData(std::string_view text, std::string_view encoding, std::string_view compression,
                            size_t count, std::vector<uint32_t>& gids);

// The other way: `rows` rows of `width` gids each, rowGids(y, out) filling row y, as base64 of
// the zlib-compressed little-endian gids. A row at a time: a whole layer's bytes can be 1 GB.
std::string encodeZlibBase64(size_t width, size_t rows, const std::function<void(size_t, uint32_t*)>& rowGids);

}  // namespace ledge::io::tiled
