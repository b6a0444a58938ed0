#pragma once
// Decoding a Tiled tile layer's data: CSV, or base64 of little-endian 32-bit gids, uncompressed
// or compressed with zlib or gzip.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ledge::io::tiled {

// Hands the decoded gids over a row at a time: row y (top to bottom) of the layer, in host
// order with the flip bits kept.
using GidRow = std::function<void(size_t y, std::span<const uint32_t> gids)>;

// Decodes `rows` rows of `width` gids from `text`, handing each to `onRow` as soon as it is
// decoded: a layer is never held whole (a compressed 16384² layer's gids alone are 1 GB).
// `encoding` is "csv" or "base64"; `compression` is "", "zlib" or "gzip" (base64 only). Empty
// on success, else what is wrong; rows may have been handed over before the problem was found
// (zlib finds a damaged stream at its end).
std::string decodeLayerRows(std::string_view text, std::string_view encoding, std::string_view compression,
                            size_t width, size_t rows, const GidRow& onRow);

// The other way: `rows` rows of `width` gids each, rowGids(y, out) filling row y, as base64 of
// the zlib-compressed little-endian gids. A row at a time: a whole layer's bytes can be 1 GB.
std::string encodeZlibBase64(size_t width, size_t rows, const std::function<void(size_t, uint32_t*)>& rowGids);

}  // namespace ledge::io::tiled
