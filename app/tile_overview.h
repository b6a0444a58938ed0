#pragma once
// The map's mean colours for zooms where a pixel spans a tile or more: level 0 has a texel per
// 2 x 2 tiles, each further level half the one before, down to 1 x 1. The tile pass reads one
// texel a pixel from the level nearest the pixel's size. Without it, each pixel of a far view
// would show the one tile under its centre, and a level's ground would read as noise.
//
// Shaders fill it from the tile texture (level 0 from the tiles, each level from the one
// before), and after a change only over the tiles that changed. A 4096 x 4096-tile map takes
// 21 MB of texture memory for it.

#include <string>

#include "core/tile_map.h"

namespace ledge::app {

class TileOverview {
 public:
  TileOverview() = default;
  TileOverview(const TileOverview&) = delete;
  TileOverview& operator=(const TileOverview&) = delete;
  ~TileOverview();

  // Compiles the two filling programs. Empty, or what failed.
  std::string init();
  // Lays out the levels for a map of `mapWidth` x `mapHeight` tiles held in the tile texture
  // `tiles` (R8UI), and fills them.
  void rebuild(unsigned tiles, int mapWidth, int mapHeight);
  // Fills again every level's texels over `changed` tiles of the same map.
  void refresh(const TileRange& changed);

  unsigned texture() const { return texture_; }
  // 0 when there is nothing to read: no map yet, or the GPU would not draw into the texture.
  int levels() const { return levels_; }

 private:
  // Texels [x0, x1] x [y0, y1] of a level.
  struct Texels {
    int x0 = 0, y0 = 0, x1 = -1, y1 = -1;
  };
  struct Size {
    int width = 0;
    int height = 0;
  };
  // Fills the texels of level 0 and those over them on every level. False when the GPU would
  // not draw into the texture.
  bool fill(const Texels& firstLevel);
  void draw(int level, const Texels& texels);

  unsigned fromTiles_ = 0;       // shaders/tile_map.frag with OVERVIEW: level 0
  unsigned downsample_ = 0;      // shaders/overview_downsample.frag: the other levels
  int fromTilesMapSize_ = -1;    // its uMapSize
  int downsampleSize_ = -1;      // downsample_'s uLargerSize, uMapSize and uSpan
  int downsampleMapSize_ = -1;
  int downsampleSpan_ = -1;
  unsigned framebuffer_ = 0;
  unsigned vertexArray_ = 0;
  unsigned texture_ = 0;
  unsigned tiles_ = 0;
  int mapWidth_ = 0;
  int mapHeight_ = 0;
  int levels_ = 0;
  Size sizes_[32] = {};
};

}  // namespace ledge::app
