#include "core/tile_map.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <stdexcept>

namespace ledge {

std::string TileMap::checkSize(int64_t width, int64_t height, int64_t tileSize) {
  if (width < 1 || height < 1)
    return "map size " + std::to_string(width) + " x " + std::to_string(height) +
           " tiles: both sides must be at least 1";
  if (width > kMaxTiles || height > kMaxTiles)
    return "map size " + std::to_string(width) + " x " + std::to_string(height) +
           " tiles is over the limit of " + std::to_string(kMaxTiles) + " x " +
           std::to_string(kMaxTiles);
  if (tileSize < kMinTileSize || tileSize > kMaxTileSize)
    return "tile size " + std::to_string(tileSize) + " is outside " +
           std::to_string(kMinTileSize) + ".." + std::to_string(kMaxTileSize) + " pixels";
  return {};
}

TileMap::TileMap(int width, int height, int tileSize) {
  if (std::string problem = checkSize(width, height, tileSize); !problem.empty())
    throw std::length_error(problem);
  width_ = width;
  height_ = height;
  tileSize_ = tileSize;
  tileShift_ = std::has_single_bit(static_cast<unsigned>(tileSize)) ? std::countr_zero(static_cast<unsigned>(tileSize)) : -1;
  tiles_.assign(static_cast<size_t>(width) * static_cast<size_t>(height), Tile::Empty);
}

void TileMap::set(int tx, int ty, Tile tile) {
  if (!contains(tx, ty)) return;
  Tile& cell = tiles_[static_cast<size_t>(ty) * static_cast<size_t>(width_) + static_cast<size_t>(tx)];
  ladderTiles_ += (tile == Tile::Ladder ? 1 : 0) - (cell == Tile::Ladder ? 1 : 0);
  cell = tile;
}

void TileMap::assignTiles(const TileMap& other) {
  if (other.width_ != width_ || other.height_ != height_) {
    *this = other;  // not a repaint: a new map
    return;
  }
  copyRows(other, rowsDifferentFrom(other));
}

std::vector<int> TileMap::rowsDifferentFrom(const TileMap& other) const {
  std::vector<int> rows;
  const auto width = static_cast<size_t>(width_);
  for (int ty = 0; ty < height_; ++ty) {
    const size_t row = static_cast<size_t>(ty) * width;
    // memcmp: std::equal compares an enum's bytes one by one.
    if (std::memcmp(tiles_.data() + row, other.tiles_.data() + row, width * sizeof(Tile)) != 0) rows.push_back(ty);
  }
  return rows;
}

void TileMap::copyRows(const TileMap& other, std::span<const int> rows) {
  const auto width = static_cast<size_t>(width_);
  for (const int ty : rows)
    for (int tx = 0; tx < width_; ++tx) set(tx, ty, other.tiles_[static_cast<size_t>(ty) * width + static_cast<size_t>(tx)]);
}

TileRange TileMap::tilesUnder(const IRect& r) const {
  if (r.w <= 0 || r.h <= 0) return {};
  return {tileOf(r.left()), tileOf(r.top()), tileOf(r.right() - 1), tileOf(r.bottom() - 1)};
}

TileRange TileMap::tilesUnder(const Box& b, float margin) const {
  const float ts = static_cast<float>(tileSize_);
  const float l = b.left() + margin, r = b.right() - margin;
  const float t = b.top() + margin, bt = b.bottom() - margin;
  if (!(l < r) || !(t < bt)) return {};
  // Clamp before converting so that huge or non-finite coordinates cannot overflow an int.
  // Two tiles beyond the map on every side answer like any farther tile would.
  const float low = -2.0f * ts;
  const float highX = (static_cast<float>(width_) + 2.0f) * ts;
  const float highY = (static_cast<float>(height_) + 2.0f) * ts;
  // Over a power-of-two tile size a product is exact, and much cheaper than a division.
  const bool exactInverse = tileShift_ >= 0;
  const float inverse = 1.0f / ts;
  auto tiles = [=](float v) { return exactInverse ? v * inverse : v / ts; };
  auto first = [=](float v, float lowest, float highest) { return floorToInt(tiles(std::clamp(v, lowest, highest))); };
  // A box that ends exactly on a tile edge does not touch the next tile.
  auto last = [=](float v, float lowest, float highest) {
    const float clamped = std::clamp(v, lowest, highest);
    const int cell = floorToInt(tiles(clamped));
    return static_cast<float>(cell) * ts == clamped ? cell - 1 : cell;
  };
  return {first(l, low, highX), first(t, low, highY), last(r, low, highX), last(bt, low, highY)};
}

int TileMap::slopeSurfaceY(int tx, int ty, int px) const {
  const int column = px - tx * tileSize_;
  return (ty + 1) * tileSize_ - slopeColumnHeight(at(tx, ty), column, tileSize_);
}

bool TileMap::solidAtPixels(const IRect& r) const {
  const TileRange range = tilesUnder(r);
  for (int ty = range.y0; ty <= range.y1; ++ty) {
    for (int tx = range.x0; tx <= range.x1; ++tx) {
      const Tile t = at(tx, ty);
      if (t == Tile::Solid) return true;
      if (!isSlope(t)) continue;
      // The tallest solid column of the slope under the rectangle is at one end of the overlap.
      const int first = std::max(r.left(), tx * tileSize_);
      const int last = std::min(r.right(), (tx + 1) * tileSize_) - 1;
      const int surface = std::min(slopeSurfaceY(tx, ty, first), slopeSurfaceY(tx, ty, last));
      if (r.bottom() > surface) return true;
    }
  }
  return false;
}

bool TileMap::solidAtExact(const Box& b, float tolerance) const {
  const TileRange range = tilesUnder(b, tolerance);
  const float ts = static_cast<float>(tileSize_);
  for (int ty = range.y0; ty <= range.y1; ++ty) {
    for (int tx = range.x0; tx <= range.x1; ++tx) {
      const Tile t = at(tx, ty);
      if (t == Tile::Solid) return true;
      if (!isSlope(t)) continue;
      const float tileLeft = static_cast<float>(tx) * ts;
      const float tileBottom = static_cast<float>(ty + 1) * ts;
      const float from = std::max(b.left() + tolerance, tileLeft) - tileLeft;
      const float to = std::min(b.right() - tolerance, tileLeft + ts) - tileLeft;
      const float highest = std::max(slopeSurfaceHeight(t, from, tileSize_),
                                     slopeSurfaceHeight(t, to, tileSize_));
      if (b.bottom() - tolerance > tileBottom - highest) return true;
    }
  }
  return false;
}

}  // namespace ledge
