#pragma once
// The tile legend of DESIGN.md and the shape of each tile.

#include <cstdint>
#include <optional>
#include <string_view>

namespace ledge {

enum class Tile : uint8_t {
  Empty,
  Solid,
  OneWay,          // jump-through platform: blocks from above only, on its top edge
  Ladder,          // climbable; the top of a ladder column acts as a one-way platform
  SlopeUpRight,    // '/' 45 degrees, solid below the diagonal from bottom-left to top-right
  SlopeUpLeft,     // '\' 45 degrees, mirrored
  SlopeUpRightLow, // 'a' 22.5 degrees rising right, lower half: surface 0 -> ts/2 above the bottom
  SlopeUpRightHigh,// 'b' 22.5 degrees rising right, upper half: surface ts/2 -> ts
  SlopeUpLeftHigh, // 'c' 22.5 degrees rising left, upper half: surface ts -> ts/2
  SlopeUpLeftLow,  // 'd' 22.5 degrees rising left, lower half: surface ts/2 -> 0
};

inline constexpr int kTileKindCount = 10;

// The legend character of a tile, and back. Unknown characters give nullopt.
char tileChar(Tile tile);
std::optional<Tile> tileFromChar(char c);
// A readable name ("solid", "one-way", "slope-22-right-low"...) for messages, Tiled properties and UI.
std::string_view tileName(Tile tile);
std::optional<Tile> tileFromName(std::string_view name);

constexpr bool isSlope(Tile t) { return t >= Tile::SlopeUpRight; }

// Heights of a slope's surface above the tile's bottom at its left and right edges, in
// eighths of the tile size: a linear surface with solid below it.
struct SlopeProfile {
  int leftEighths = 0;
  int rightEighths = 0;
};
SlopeProfile slopeProfile(Tile slope);

// Exact surface height above the tile bottom at local x in [0, ts], in pixels.
float slopeSurfaceHeight(Tile slope, float localX, int tileSize);

// Pixel model: how many pixels of column `column` (0..ts-1) are solid, counted from the tile's
// bottom. A column is solid up to the highest point of the exact surface over it, so the
// pixel staircase always contains the exact slope and climbs at most one pixel per column.
int slopeColumnHeight(Tile slope, int column, int tileSize);

}  // namespace ledge
