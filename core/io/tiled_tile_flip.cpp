#include "core/io/tiled_tile_flip.h"

#include <array>
#include <optional>
#include <utility>
#include <vector>

#include "core/io/text_util.h"
#include "core/io/tiled_map.h"

namespace ledge::io::tiled {
namespace {

// Shapes are compared at kSamples x kSamples points, the centres of a grid over the tile. Every
// flip maps the centres onto each other, and with slopes' corners on eighths of the tile the
// grid tells every Ledge tile from every other.
constexpr int kSamples = 16;

// Is the sample (sx, sy) (y down) inside the tile's solid part? Exact integer arithmetic in
// 1/1024 of the tile: a point on a slope's surface is solid, as it is in every turn of it.
bool solidAt(Tile tile, int sx, int sy) {
  if (tile == Tile::Empty) return false;
  if (!isSlope(tile) && tile != Tile::Solid) return false;  // one-way, ladder: no solid part
  const SlopeProfile p = slopeProfile(tile);
  const int height = (2 * kSamples - (2 * sy + 1)) * 32;  // the centre's height above the bottom
  const int surface = 128 * p.leftEighths + 4 * (p.rightEighths - p.leftEighths) * (2 * sx + 1);
  return height <= surface;
}

// The source sample that Tiled draws at (sx, sy) of the flipped tile: the flips undone, last first.
bool flippedSolidAt(Tile tile, uint32_t flips, int sx, int sy) {
  if (flips & kFlipVertical) sy = kSamples - 1 - sy;
  if (flips & kFlipHorizontal) sx = kSamples - 1 - sx;
  if (flips & kFlipDiagonal) std::swap(sx, sy);
  return solidAt(tile, sx, sy);
}

// The tile whose solid part is `tile`'s flipped, among empty, solid and the slopes.
std::optional<Tile> sameShape(Tile tile, uint32_t flips) {
  for (int t = 0; t < kTileKindCount; ++t) {
    const Tile candidate = static_cast<Tile>(t);
    if (candidate == Tile::OneWay || candidate == Tile::Ladder) continue;
    bool same = true;
    for (int sy = 0; sy < kSamples && same; ++sy)
      for (int sx = 0; sx < kSamples && same; ++sx)
        same = solidAt(candidate, sx, sy) == flippedSolidAt(tile, flips, sx, sy);
    if (same) return candidate;
  }
  return std::nullopt;
}

// What flippedTile() answers, worked out by matching shapes: once per kind and flip, not per tile
// of a map that may hold millions.
FlippedTile matchFlipped(Tile tile, uint32_t flips) {
  if (flips == 0) return {tile, true};
  switch (tile) {
    // A platform blocks from above on its top edge: mirrored it still does; turned any other way
    // it would block from below or from a side, which Ledge's one-way tiles cannot.
    case Tile::OneWay: return {tile, flips == kFlipHorizontal};
    // A ladder climbs the same upside down or mirrored; on its side it would be a bridge of rungs.
    case Tile::Ladder: return {tile, (flips & kFlipDiagonal) == 0};
    default: break;
  }
  if (const std::optional<Tile> same = sameShape(tile, flips)) return {*same, true};
  // A slope turned into a ceiling (solid above its line) or steeper than 45 degrees. Its solid
  // part lies within the cell: a solid cell blocks wherever Tiled shows ground, whereas the
  // unflipped slope would be a floor ramp where the designer drew open space.
  return {Tile::Solid, false};
}

// The three flip bits as 0..7.
int flipIndex(uint32_t flips) {
  return ((flips & kFlipHorizontal) ? 1 : 0) | ((flips & kFlipVertical) ? 2 : 0) | ((flips & kFlipDiagonal) ? 4 : 0);
}

using FlipTable = std::array<std::array<FlippedTile, 8>, kTileKindCount>;

FlipTable makeFlipTable() {
  FlipTable table{};
  for (int t = 0; t < kTileKindCount; ++t)
    for (int i = 0; i < 8; ++i) {
      const uint32_t flips = ((i & 1) ? kFlipHorizontal : 0) | ((i & 2) ? kFlipVertical : 0) | ((i & 4) ? kFlipDiagonal : 0);
      table[static_cast<size_t>(t)][static_cast<size_t>(i)] = matchFlipped(static_cast<Tile>(t), flips);
    }
  return table;
}

}  // namespace

FlippedTile flippedTile(Tile tile, uint32_t flips) {
  static const FlipTable table = makeFlipTable();
  return table[static_cast<size_t>(tile)][static_cast<size_t>(flipIndex(flips))];
}

std::string flipText(uint32_t flips) {
  std::vector<std::string> axes;
  if (flips & kFlipDiagonal) axes.push_back("diagonally");
  if (flips & kFlipHorizontal) axes.push_back("horizontally");
  if (flips & kFlipVertical) axes.push_back("vertically");
  if (axes.empty()) return {};
  std::string text = "flipped " + joinedWithAnd(axes);
  // What Tiled's rotate buttons write.
  switch (flips & (kFlipHorizontal | kFlipVertical | kFlipDiagonal)) {
    case kFlipDiagonal | kFlipHorizontal: text += " (turned 90 degrees clockwise)"; break;
    case kFlipDiagonal | kFlipVertical: text += " (turned 90 degrees counterclockwise)"; break;
    case kFlipHorizontal | kFlipVertical: text += " (turned 180 degrees)"; break;
    default: break;
  }
  return text;
}

}  // namespace ledge::io::tiled
