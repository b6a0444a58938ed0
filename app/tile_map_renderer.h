#pragma once
// Draws a tile map in one draw call: the map lives on the GPU as a tile-index texture (R8UI,
// one texel per tile) that shaders/tile_map.frag turns into tile shapes, so the cost follows
// the canvas' pixels, not the map's size. Only the tiles that changed are uploaded again. The
// same pass lays the dot image (app/dot_image.h) over the map.

#include <cstdint>
#include <string>

#include "app/dot_image.h"
#include "app/tile_overview.h"
#include "core/tile_map.h"
#include "editor/draw_list.h"

namespace ledge::app {

class TileMapRenderer {
 public:
  TileMapRenderer() = default;
  TileMapRenderer(const TileMapRenderer&) = delete;
  TileMapRenderer& operator=(const TileMapRenderer&) = delete;
  ~TileMapRenderer();

  // Compiles the shader and renders the palette swatches. Empty, or what failed.
  std::string init();

  // Brings the GPU copy of the map and its overview up to date: all of it when the map was
  // replaced, else the changed tiles.
  void sync(const TileMapView& view);
  // Draws the map in the canvas rectangle of `view`, and the dots over it. `scale` is framebuffer
  // pixels per screen pixel; `framebufferHeight` in framebuffer pixels. Without a map that can
  // be drawn, the canvas shows the colour outside the map (and the dots).
  void draw(const CanvasView& view, float scale, int framebufferHeight, bool grid, const DotImage& dots) const;

  // Every tile kind in Tile order, side by side, `kSwatchPixels` square each, rendered by the
  // same shader as the map (bottom-up, as GL textures are).
  static constexpr int kSwatchPixels = 36;
  unsigned swatchTexture() const { return swatchColor_; }
  // The map is larger than this GPU's largest texture: it cannot be drawn.
  const std::string& problem() const { return problem_; }

 private:
  struct TileTexture {
    unsigned id = 0;
    int width = 0;
    int height = 0;
  };
  // The shader program and where its uniforms are.
  struct TileProgram {
    unsigned id = 0;
    int tiles = -1, mapSize = -1, tileSize = -1, worldBase = -1, worldPerPixel = -1, grid = -1;
    int dotsShown = -1, dots = -1, dotsOrigin = -1, outside = -1, overview = -1, overviewLevel = -1;
  };
  // What one pass draws: a map (or none, width 0) at a place and zoom, and maybe dots over it.
  struct Pass {
    const TileTexture* tiles = nullptr;
    int tileSize = 16;
    Vec2 worldBase;  // world pixel at framebuffer pixel (0, 0)
    float worldPerPixel = 1.0f;
    float grid = 0.0f;
    const DotImage* dots = nullptr;
    const TileOverview* overview = nullptr;  // the map's mean colours, read at far zoom
  };
  std::string link(TileProgram& program, const char* name, bool farZoom);
  void upload(TileTexture& texture, const TileMap& map, const TileRange& range) const;
  void drawPass(const Pass& pass) const;
  std::string renderSwatches();

  TileProgram detailed_;  // tile shapes, anti-aliased
  TileProgram farZoom_;   // a tile and a half per pixel or more: the overview's mean colours
  unsigned vertexArray_ = 0;
  TileTexture map_;
  TileOverview overview_;
  int mapTileSize_ = 16;
  uint64_t generation_ = ~uint64_t{0};
  unsigned swatchColor_ = 0;
  std::string problem_;
};

}  // namespace ledge::app
