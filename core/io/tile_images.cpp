#include "core/io/tile_images.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <optional>

#include "core/io/png_read.h"
#include "core/io/png_write.h"
#include "core/tile_map.h"

namespace ledge::io {
namespace {

using Color = std::array<uint8_t, 4>;
constexpr Color kRock = {96, 108, 128, 255};
constexpr Color kRockEdge = {150, 162, 180, 255};
constexpr Color kPlank = {176, 124, 64, 255};
constexpr Color kLadder = {204, 164, 84, 255};

class Canvas {
 public:
  Canvas(int width, int height) : width_(width), pixels_(static_cast<size_t>(width) * static_cast<size_t>(height) * 4, 0) {}
  void set(int x, int y, Color c) {
    std::copy(c.begin(), c.end(), pixels_.begin() + (static_cast<ptrdiff_t>(y) * width_ + x) * 4);
  }
  void fill(int x0, int y0, int x1, int y1, Color c) {
    for (int y = y0; y < y1; ++y)
      for (int x = x0; x < x1; ++x) set(x, y, c);
  }
  const std::vector<uint8_t>& pixels() const { return pixels_; }

 private:
  int width_;
  std::vector<uint8_t> pixels_;
};

void drawTile(Canvas& canvas, Tile tile, int left, int ts) {
  if (tile == Tile::Solid) {
    canvas.fill(left, 0, left + ts, ts, kRock);
    canvas.fill(left, 0, left + ts, 1, kRockEdge);
  } else if (tile == Tile::OneWay) {
    canvas.fill(left, 0, left + ts, std::max(2, ts / 4), kPlank);
  } else if (tile == Tile::Ladder) {
    const int rail = std::max(1, ts / 8);
    canvas.fill(left + ts / 5, 0, left + ts / 5 + rail, ts, kLadder);
    canvas.fill(left + ts - ts / 5 - rail, 0, left + ts - ts / 5, ts, kLadder);
    for (int y = ts / 8; y < ts; y += std::max(2, ts / 4)) canvas.fill(left + ts / 5, y, left + ts - ts / 5, y + rail, kLadder);
  } else if (isSlope(tile)) {
    for (int column = 0; column < ts; ++column) {
      const int height = slopeColumnHeight(tile, column, ts);
      canvas.fill(left + column, ts - height, left + column + 1, ts, kRock);
      if (height > 0) canvas.set(left + column, ts - height, kRockEdge);
    }
  }
}

std::string stripPng(int tileSize, const std::vector<PngText>& texts) {
  const int count = kTileKindCount - 1;
  Canvas canvas(count * tileSize, tileSize);
  for (int t = 1; t < kTileKindCount; ++t) drawTile(canvas, static_cast<Tile>(t), (t - 1) * tileSize, tileSize);
  return encodePng(count * tileSize, tileSize, canvas.pixels(), texts);
}

}  // namespace

std::string tileStripMarkText(uint32_t pixelDataCrc) {
  char hex[9];
  std::snprintf(hex, sizeof hex, "%08x", pixelDataCrc);
  return std::string(kTileStripMark) + ", pixels " + hex;
}

std::string tileStripPng(int tileSize) {
  // The same pixels encode to the same data, so the unmarked strip tells the mark's CRC.
  const std::optional<uint32_t> crc = readPngPixelDataCrc(stripPng(tileSize, {}));
  return stripPng(tileSize, {{"Software", tileStripMarkText(crc.value_or(0))}});
}

bool isTileStripPng(const std::string& png) {
  // The strip is one tile high, so its size gives the tile size.
  const std::optional<PngSize> size = readPngSize(png);
  if (!size) return false;
  const uint32_t tileSize = size->height;
  if (tileSize < TileMap::kMinTileSize || tileSize > TileMap::kMaxTileSize || size->width != tileSize * (kTileKindCount - 1))
    return false;
  const std::optional<uint32_t> crc = readPngPixelDataCrc(png);
  for (const PngText& t : readPngTexts(png))
    if (crc && t.keyword == "Software" && t.text == tileStripMarkText(*crc)) return true;
  return png == stripPng(static_cast<int>(tileSize), {});
}

std::vector<Vec2> slopeOutline(Tile slope, int tileSize) {
  const SlopeProfile profile = slopeProfile(slope);
  const float ts = static_cast<float>(tileSize);
  std::vector<Vec2> points = {{0.0f, ts}, {ts, ts}};
  if (profile.rightEighths > 0) points.push_back({ts, ts - static_cast<float>(profile.rightEighths) * ts / 8.0f});
  if (profile.leftEighths > 0) points.push_back({0.0f, ts - static_cast<float>(profile.leftEighths) * ts / 8.0f});
  return points;
}

}  // namespace ledge::io
