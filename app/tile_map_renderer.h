#pragma once
// Draws a tile map in one draw call: the map lives on the GPU as a tile-index texture (R8UI,
// one texel per tile) that shaders/tile_map.frag turns into tile shapes, so the cost follows
// the canvas' pixels, not the map's size. Only the tiles that changed are uploaded again.
//
// Once the map, the view and the window have stayed the same for two frames (a level playing
// under a still view), the pass draws into a picture of the map that the frames after copy as
// long as they stay so: a blit without dots; with the dot image (app/dot_image.h), one pass
// that lays the dots over the picture (shaders/map_composite.frag). Under Mesa's software
// renderer at 1280 x 720 that halved the rendering of the demo level playing. Frames that
// change the view (a pan, a zoom) draw straight into the frame, as drawing into the picture and
// copying it would cost them more. A brush stroke under a still view draws the tiles it changed
// into the picture, and the frame copies the picture. The picture takes 4 bytes per
// framebuffer pixel.

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
  // Where a frame's tile pass ran: nowhere (the map's picture was copied as it was, or there was
  // no map), over the tiles changed since the picture was drawn (into the picture, then copied),
  // or over the whole map.
  enum class TilePass { None, ChangedTiles, WholeMap };
  // Draws the map in the canvas rectangle of `view`, and the dots over it. `scale` is framebuffer
  // pixels per screen pixel; the framebuffer's size in its pixels. Without a map that can be
  // drawn, the canvas shows the colour outside the map (and the dots).
  TilePass draw(const CanvasView& view, float scale, IVec2 framebuffer, bool grid, const DotImage& dots);

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
    int outside = -1, overview = -1, overviewLevel = -1;
  };
  struct CompositeProgram {
    unsigned id = 0;
    int mapShown = -1, map = -1, dots = -1, dotsOrigin = -1;
  };
  // What one pass draws: a map (or none, width 0) at a place and zoom.
  struct Pass {
    const TileTexture* tiles = nullptr;
    int tileSize = 16;
    Vec2 worldBase;  // world pixel at framebuffer pixel (0, 0)
    float worldPerPixel = 1.0f;
    float grid = 0.0f;
    const TileOverview* overview = nullptr;  // the map's mean colours, read at far zoom
  };
  // What a picture of the map shows: the same key, the same pixels.
  struct PictureKey {
    uint64_t revision = 0;  // of the map's textures
    int tileSize = 0;
    Vec2 worldBase;
    float worldPerPixel = 0.0f;
    float grid = 0.0f;
    IVec2 framebuffer;
    PixelRect canvas;  // cleared to the colour outside the map
    PixelRect map;     // the pass' pixels
    friend bool operator==(const PictureKey&, const PictureKey&) = default;
  };
  // The map pass drawn into a texture the size of the framebuffer (pixel for pixel).
  struct Picture {
    unsigned texture = 0;
    unsigned framebuffer = 0;
    IVec2 size;
    bool drawn = false;  // holds `key`
    PictureKey key;
    PictureKey lastFrame;  // what the frame before showed: a picture is drawn when it repeats
    bool usable = true;    // false on a multisampled frame, which a blit cannot copy into
    // The tiles changed since the picture was drawn; all of them once the map was replaced.
    TileRange stale;
    bool allStale = true;
  };
  // The framebuffer pixels over a world rectangle, with a pixel of slack each side.
  static PixelRect pixelsOver(const Pass& pass, float left, float top, float right, float bottom);
  // The overview level the pass shows, or -1 for the tiles' shapes.
  static int levelOf(const Pass& pass);
  static bool sameView(PictureKey a, const PictureKey& b);
  std::string link(TileProgram& program, const char* name, bool farZoom);
  std::string linkComposite();
  void upload(TileTexture& texture, const TileMap& map, const TileRange& range) const;
  void drawPass(const Pass& pass) const;
  // The frame and the picture are drawn alike: the canvas cleared to the colour outside the
  // map, then the pass within the map's pixels. Both need the scissor test on.
  void clearCanvas(const PixelRect& canvas) const;
  void drawMap(const Pass& pass, const PixelRect& map) const;
  // Draws `pass` into the picture for `key` when the frame before showed the same key (or no
  // picture was ever drawn). False when it did not: a new key, or a GPU that would not draw
  // into the picture.
  bool paintPicture(const Pass& pass, const PictureKey& key);
  // Under the view the picture holds, draws the tiles changed since into it again (a brush
  // stroke changes a few a frame): a pixel of the tile pass shows the tile under it, and how
  // its neighbours border it. False
  // when it cannot (another view, the far zoom's means of many tiles) or when the changes cover
  // so much of the map that drawing the frame straight costs less.
  bool patchPicture(const Pass& pass, const PictureKey& key);
  void copyPicture(const PixelRect& area) const;
  // The dots over the picture (or, without one, over what the frame holds) within the scissor.
  void composite(bool mapShown, const DotImage& dots) const;
  std::string renderSwatches();

  TileProgram detailed_;  // tile shapes, anti-aliased
  TileProgram farZoom_;   // a tile and a half per pixel or more: the overview's mean colours
  CompositeProgram composite_;
  unsigned vertexArray_ = 0;
  TileTexture map_;
  TileOverview overview_;
  Picture picture_;
  int mapTileSize_ = 16;
  uint64_t generation_ = ~uint64_t{0};
  uint64_t revision_ = 0;  // bumped whenever the map's textures change
  unsigned swatchColor_ = 0;
  std::string problem_;
};

}  // namespace ledge::app
