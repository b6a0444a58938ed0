#pragma once
// The static tile grid of a level, and the queries the movers ask of it.
//
// Edges: the left and right edges of the map are walls that extend without end upwards and
// downwards, the top is open, and below the bottom there is nothing (actors fall out).

#include <cstdint>
#include <string>
#include <span>
#include <vector>

#include "core/geometry.h"
#include "core/tile.h"

namespace ledge {

// Inclusive range of tile coordinates; empty when x0 > x1 or y0 > y1.
struct TileRange {
  int x0 = 0;
  int y0 = 0;
  int x1 = -1;
  int y1 = -1;

  constexpr bool empty() const { return x0 > x1 || y0 > y1; }
};

// What a ray cast may hit: bits of a mask.
using RayMask = uint8_t;
inline constexpr RayMask kRaySolid = 1;       // solid tiles and the side walls
inline constexpr RayMask kRaySlopes = 2;      // slope tiles: surfaces and vertical sides
inline constexpr RayMask kRayOneWay = 4;      // one-way platform tops
inline constexpr RayMask kRayLadderTops = 8;  // tops of ladder columns
inline constexpr RayMask kRayAll = 15;

// Where a ray stopped. A miss has hit == false, point = the ray's end, distance = its length.
struct RayHit {
  bool hit = false;
  Vec2 point{};
  Vec2 normal{};  // unit, facing back along the ray; zero on a miss
  float distance = 0.0f;
  Tile tile = Tile::Empty;
  IVec2 cell{};  // the tile hit (a column beside the map for the side walls)
};

class TileMap {
 public:
  static constexpr int kMaxTiles = 16384;  // per side
  static constexpr int kMinTileSize = 4;
  static constexpr int kMaxTileSize = 256;

  // Empty string when a map of this size can be made, else what is wrong with it.
  static std::string checkSize(int64_t width, int64_t height, int64_t tileSize);

  TileMap() = default;
  // Throws std::length_error with the message of checkSize() for sizes it refuses.
  TileMap(int width, int height, int tileSize = 16);

  int width() const { return width_; }
  int height() const { return height_; }
  int tileSize() const { return tileSize_; }
  int pixelWidth() const { return width_ * tileSize_; }
  int pixelHeight() const { return height_ * tileSize_; }

  // The tile holding pixel coordinate `px` (floor division: pixel -1 is in tile -1).
  int tileOf(int px) const { return tileShift_ >= 0 ? px >> tileShift_ : floorDiv(px, tileSize_); }

  bool contains(int tx, int ty) const { return tx >= 0 && ty >= 0 && tx < width_ && ty < height_; }
  // Any coordinate may be asked: outside the map, columns left and right are walls (Solid),
  // everything above and below is Empty.
  Tile at(int tx, int ty) const {
    if (tx < 0 || tx >= width_) return Tile::Solid;
    if (ty < 0 || ty >= height_) return Tile::Empty;
    return tiles_[static_cast<size_t>(ty) * static_cast<size_t>(width_) + static_cast<size_t>(tx)];
  }
  void set(int tx, int ty, Tile tile);
  // Makes the tiles those of `other`, writing only the rows that differ when it has the same
  // size (a brush stroke on a 4096 x 4096 map rewrites a few tiles, not 16 MB); a map of another
  // size is copied whole.
  void assignTiles(const TileMap& other);
  // The rows, top to bottom, whose tiles differ from those of `other`, a map of the same size.
  std::vector<int> rowsDifferentFrom(const TileMap& other) const;
  // Makes the tiles of `rows` those of `other`, a map of the same size.
  void copyRows(const TileMap& other, std::span<const int> rows);
  const std::vector<Tile>& tiles() const { return tiles_; }

  // Whether any tile is a ladder: most levels have none, and then nobody needs to look.
  bool hasLadders() const { return ladderTiles_ > 0; }
  // A ladder tile with no ladder above it: its top edge is a one-way platform.
  bool isLadderTop(int tx, int ty) const {
    return at(tx, ty) == Tile::Ladder && at(tx, ty - 1) != Tile::Ladder;
  }

  // Tiles that a pixel rectangle touches (including the wall columns beside the map).
  TileRange tilesUnder(const IRect& r) const;
  // Tiles that a real-valued box overlaps by more than `margin`; a negative margin grows it.
  TileRange tilesUnder(const Box& b, float margin = 0.0f) const;

  // Pixel model: does the rectangle overlap a solid tile, a wall, or the solid pixel columns of
  // a slope? One-way and ladder tiles never count here.
  bool solidAtPixels(const IRect& r) const;
  // Exact model: does the box overlap a solid tile, a wall or the region under a slope's
  // surface deeper than `tolerance`?
  bool solidAtExact(const Box& b, float tolerance) const;

  // The first tile surface of `mask` along the ray from `origin` in direction `dir` (any
  // length), within maxDistance: exact against slope surfaces, walking the grid cell by cell
  // (core/tile_raycast.cpp). One-way and ladder tops stop only rays going down that start at or
  // above them. A ray that starts inside a solid hits at distance 0.
  RayHit raycast(Vec2 origin, Vec2 dir, float maxDistance, RayMask mask = kRayAll) const;

  // Pixel y of the slope surface in column px of slope tile (tx, ty), pixel model.
  int slopeSurfaceY(int tx, int ty, int px) const;

 private:
  int width_ = 0;
  int height_ = 0;
  int tileSize_ = 16;
  int tileShift_ = 4;  // log2 of the tile size when it is a power of two (a shift, not a divide), else -1
  std::vector<Tile> tiles_;
  int64_t ladderTiles_ = 0;
};

}  // namespace ledge
