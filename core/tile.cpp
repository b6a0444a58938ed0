#include "core/tile.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace ledge {
namespace {

struct TileInfo {
  Tile tile;
  char legend;
  std::string_view name;
  SlopeProfile profile;
};

constexpr std::array<TileInfo, kTileKindCount> kTiles{{
    {Tile::Empty, '.', "empty", {}},
    {Tile::Solid, '#', "solid", {8, 8}},
    {Tile::OneWay, '-', "one-way", {}},
    {Tile::Ladder, 'H', "ladder", {}},
    {Tile::SlopeUpRight, '/', "slope-45-right", {0, 8}},
    {Tile::SlopeUpLeft, '\\', "slope-45-left", {8, 0}},
    {Tile::SlopeUpRightLow, 'a', "slope-22-right-low", {0, 4}},
    {Tile::SlopeUpRightHigh, 'b', "slope-22-right-high", {4, 8}},
    {Tile::SlopeUpLeftHigh, 'c', "slope-22-left-high", {8, 4}},
    {Tile::SlopeUpLeftLow, 'd', "slope-22-left-low", {4, 0}},
}};

const TileInfo& info(Tile t) { return kTiles[static_cast<size_t>(t)]; }

}  // namespace

char tileChar(Tile tile) { return info(tile).legend; }

std::optional<Tile> tileFromChar(char c) {
  for (const TileInfo& t : kTiles)
    if (t.legend == c) return t.tile;
  return std::nullopt;
}

std::string_view tileName(Tile tile) { return info(tile).name; }

std::optional<Tile> tileFromName(std::string_view name) {
  for (const TileInfo& t : kTiles)
    if (t.name == name) return t.tile;
  return std::nullopt;
}

SlopeProfile slopeProfile(Tile slope) { return info(slope).profile; }

float slopeSurfaceHeight(Tile slope, float localX, int tileSize) {
  const SlopeProfile p = slopeProfile(slope);
  const float ts = static_cast<float>(tileSize);
  const float t = std::clamp(localX / ts, 0.0f, 1.0f);
  const float left = static_cast<float>(p.leftEighths) * ts / 8.0f;
  const float right = static_cast<float>(p.rightEighths) * ts / 8.0f;
  return left + (right - left) * t;
}

int slopeColumnHeight(Tile slope, int column, int tileSize) {
  const SlopeProfile p = slopeProfile(slope);
  // Highest end of the column's span, in exact integer arithmetic: height at x is
  // (left*(ts-x) + right*x) / 8 pixels, rounded up.
  const int x = p.rightEighths >= p.leftEighths ? column + 1 : column;
  const int numerator = p.leftEighths * (tileSize - x) + p.rightEighths * x;
  return (numerator + 7) / 8;
}

}  // namespace ledge
