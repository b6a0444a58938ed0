#include "core/io/tiled_layer_data.h"

#include <zlib.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>
#include <stdexcept>

#include "core/io/text_util.h"

namespace ledge::io::tiled {
namespace {

constexpr char kBase64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

// Base64 with any whitespace between the characters (TMX indents it). Empty on success.
std::string decodeBase64(std::string_view text, std::string& bytes) {
  std::array<int, 256> value{};
  value.fill(-1);
  for (int i = 0; i < 64; ++i) value[static_cast<unsigned char>(kBase64[i])] = i;
  uint32_t buffer = 0;
  int bits = 0;
  size_t padding = 0;
  for (const char c : text) {
    if (isSpace(c)) continue;
    if (c == '=') {
      ++padding;
      continue;
    }
    const int v = value[static_cast<unsigned char>(c)];
    if (v < 0 || padding > 0) return "base64 data has a character that is not base64";
    buffer = (buffer << 6) | static_cast<uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes += static_cast<char>((buffer >> bits) & 0xff);
    }
  }
  if (padding > 2) return "base64 data has too much padding";
  return {};
}

uint32_t fromLittleEndian(const unsigned char* b) {
  return uint32_t{b[0]} | uint32_t{b[1]} << 8 | uint32_t{b[2]} << 16 | uint32_t{b[3]} << 24;
}

// One row of gids at a time from little-endian bytes, however they arrive.
class RowAssembler {
 public:
  RowAssembler(size_t width, const GidRow& onRow) : row_(width), bytes_(width * 4), onRow_(onRow) {}
  // Room for the rest of the current row's bytes.
  unsigned char* room() { return bytes_.data() + filled_; }
  size_t roomLeft() const { return bytes_.size() - filled_; }
  // `count` more bytes were written into room(): a full row is handed over.
  void wrote(size_t count) {
    filled_ += count;
    if (filled_ < bytes_.size()) return;
    for (size_t x = 0; x < row_.size(); ++x) row_[x] = fromLittleEndian(bytes_.data() + 4 * x);
    onRow_(rows_++, row_);
    filled_ = 0;
  }
  size_t rowsDone() const { return rows_; }
  size_t gidsDone() const { return rows_ * row_.size() + filled_ / 4; }

 private:
  std::vector<uint32_t> row_;
  std::vector<unsigned char> bytes_;
  size_t filled_ = 0;
  size_t rows_ = 0;
  const GidRow& onRow_;
};

// zlib or gzip (the header says which), a row at a time; exactly `rows` rows. Empty on success.
std::string inflateRows(const std::string& compressed, size_t width, size_t rows, const GidRow& onRow) {
  const size_t count = width * rows;
  z_stream stream{};
  if (inflateInit2(&stream, 15 + 32) != Z_OK) return "cannot start zlib";
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(compressed.data()));
  stream.avail_in = static_cast<uInt>(compressed.size());
  RowAssembler assembler(width, onRow);
  int status = Z_OK;
  while (assembler.rowsDone() < rows && status == Z_OK) {
    stream.next_out = assembler.room();
    stream.avail_out = static_cast<uInt>(assembler.roomLeft());
    const size_t room = assembler.roomLeft();
    status = inflate(&stream, Z_NO_FLUSH);
    assembler.wrote(room - stream.avail_out);
  }
  bool more = false;
  if (status == Z_OK) {
    // Every row is in: the stream should end here. One byte more says whether there is more.
    unsigned char extra = 0;
    stream.next_out = &extra;
    stream.avail_out = 1;
    status = inflate(&stream, Z_FINISH);
    more = stream.avail_out == 0;
  }
  const std::string zlibMessage = stream.msg ? stream.msg : "the data ends too early";
  inflateEnd(&stream);
  const bool full = assembler.rowsDone() == rows;
  if (more) return "compressed data holds more than the " + std::to_string(count) + " tiles of the layer";
  if (status == Z_STREAM_END && full) return {};
  if (status == Z_STREAM_END)
    return "compressed data holds " + std::to_string(assembler.gidsDone()) + " tiles, expected " + std::to_string(count);
  return "compressed data is damaged or cut short (zlib: " + zlibMessage + ")";
}

std::string decodeCsvRows(std::string_view text, size_t width, size_t rows, const GidRow& onRow) {
  const size_t count = width * rows;
  std::vector<uint32_t> row;
  row.reserve(width);
  size_t decoded = 0;
  size_t i = 0;
  auto skipSpace = [&] {
    while (i < text.size() && isSpace(text[i])) ++i;
  };
  skipSpace();
  while (i < text.size()) {
    if (!std::isdigit(static_cast<unsigned char>(text[i])))
      return "CSV data has " + quoteCharacter(text[i]) + " where a tile number was expected (value " +
             std::to_string(decoded + 1) + ")";
    uint64_t gid = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
      gid = gid * 10 + static_cast<uint64_t>(text[i++] - '0');
      if (gid > UINT32_MAX) return "CSV data has a tile number over 4294967295";
    }
    if (decoded == count) return "CSV data holds more than the " + std::to_string(count) + " tiles of the layer";
    row.push_back(static_cast<uint32_t>(gid));
    if (++decoded % width == 0) {
      onRow(decoded / width - 1, row);
      row.clear();
    }
    skipSpace();
    if (i < text.size() && text[i] == ',') ++i;
    skipSpace();
  }
  if (decoded != count) return "CSV data holds " + std::to_string(decoded) + " tiles, expected " + std::to_string(count);
  return {};
}

std::string encodeBase64(std::string_view bytes) {
  std::string text;
  text.reserve((bytes.size() + 2) / 3 * 4);
  for (size_t i = 0; i < bytes.size(); i += 3) {
    const size_t n = std::min<size_t>(3, bytes.size() - i);
    uint32_t group = 0;
    for (size_t k = 0; k < 3; ++k)
      group = group << 8 | (k < n ? static_cast<unsigned char>(bytes[i + k]) : 0u);
    for (size_t k = 0; k < 4; ++k) text += k <= n ? kBase64[(group >> (18 - 6 * k)) & 63] : '=';
  }
  return text;
}

}  // namespace

std::string encodeZlibBase64(size_t width, size_t rows, const std::function<void(size_t, uint32_t*)>& rowGids) {
  z_stream stream{};
  if (deflateInit(&stream, Z_DEFAULT_COMPRESSION) != Z_OK) throw std::runtime_error("cannot start zlib");
  std::vector<uint32_t> row(width);
  std::string bytes(width * 4, '\0');
  std::string packed;
  std::array<unsigned char, 1 << 16> out{};
  for (size_t y = 0; y <= rows; ++y) {
    const bool last = y == rows;
    if (!last) {
      rowGids(y, row.data());
      for (size_t x = 0; x < width; ++x)
        for (size_t b = 0; b < 4; ++b) bytes[x * 4 + b] = static_cast<char>((row[x] >> (8 * b)) & 0xff);
    }
    stream.next_in = reinterpret_cast<Bytef*>(bytes.data());
    stream.avail_in = last ? 0 : static_cast<uInt>(bytes.size());
    do {
      stream.next_out = out.data();
      stream.avail_out = static_cast<uInt>(out.size());
      deflate(&stream, last ? Z_FINISH : Z_NO_FLUSH);
      packed.append(reinterpret_cast<const char*>(out.data()), out.size() - stream.avail_out);
    } while (stream.avail_out == 0);
  }
  deflateEnd(&stream);
  return encodeBase64(packed);
}

std::string decodeLayerRows(std::string_view text, std::string_view encoding, std::string_view compression,
                            size_t width, size_t rows, const GidRow& onRow) {
  const size_t count = width * rows;
  if (encoding == "csv") {
    if (!compression.empty()) return "CSV data cannot be compressed";
    return decodeCsvRows(text, width, rows, onRow);
  }
  if (encoding != "base64") return "encoding \"" + std::string(encoding) + "\" is not supported; expected csv or base64";
  if (!compression.empty() && compression != "zlib" && compression != "gzip")
    return "compression \"" + std::string(compression) + "\" is not supported; expected zlib, gzip or none";
  std::string bytes;
  if (std::string problem = decodeBase64(text, bytes); !problem.empty()) return problem;
  if (compression.empty()) {
    if (bytes.size() != count * 4)
      return "base64 data holds " + std::to_string(bytes.size()) + " bytes, expected " + std::to_string(count * 4) +
             " (4 per tile)";
    RowAssembler assembler(width, onRow);
    for (size_t y = 0; y < rows; ++y) {
      std::memcpy(assembler.room(), bytes.data() + y * width * 4, width * 4);
      assembler.wrote(width * 4);
    }
    return {};
  }
  // Deflate packs at most 1032 bytes into one: refuse a tiny file that claims a huge layer.
  if (bytes.size() * 1032 < count * 4)
    return "compressed data of " + std::to_string(bytes.size()) + " bytes cannot hold the " + std::to_string(count) +
           " tiles of the layer";
  return inflateRows(bytes, width, rows, onRow);
}

}  // namespace ledge::io::tiled
