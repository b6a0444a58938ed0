#pragma once
// The draw list's dots (objects smaller than a screen pixel) as an image of the canvas, one texel
// per framebuffer pixel: each dot lights the pixel it falls in, clipped to the canvas, the later
// of two in one pixel on top. The tile map's pass lays it over the map (TileMapRenderer::draw).
//
// Why an image: a software renderer pays per primitive and per pass. Under llvmpipe, 10,000
// actors as GL points took ~2 ms a frame, and so did a pass of their own over the canvas; a
// texel fetch in the pass that draws the map anyway costs next to nothing.

#include <cstdint>
#include <limits>
#include <vector>

#include "app/gl_program.h"
#include "editor/draw_list.h"

namespace ledge::app {

class DotImage {
 public:
  DotImage() = default;
  DotImage(const DotImage&) = delete;
  DotImage& operator=(const DotImage&) = delete;
  ~DotImage();

  // Paints this frame's dots and uploads the rows that changed. `scale` is framebuffer pixels
  // per screen pixel.
  void update(const DrawList& list, float scale, int framebufferHeight);

  bool shown() const { return !painted_.empty(); }
  // Framebuffer pixels [x0, x1) x [y0, y1) (rows from the bottom) holding every dot shown.
  struct Bounds {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  };
  Bounds bounds() const {
    return {canvas_.left + firstColumn_, canvas_.bottom + painted_.first, canvas_.left + lastColumn_ + 1,
            canvas_.bottom + painted_.last + 1};
  }
  unsigned texture() const { return texture_; }
  // The image covers the canvas: its bottom-left texel is this framebuffer pixel.
  IVec2 origin() const { return {canvas_.left, canvas_.bottom}; }

 private:
  // Rows [first, last] of the image; empty when first > last (the default: the union of an empty
  // range with another is the other).
  struct Rows {
    int first = std::numeric_limits<int>::max();
    int last = -1;
    bool empty() const { return first > last; }
  };
  void resize(const CanvasPixels& canvas);
  Rows paint(const DrawList& list, float scale, int framebufferHeight);
  void upload(Rows rows);

  unsigned texture_ = 0;
  CanvasPixels canvas_;
  std::vector<uint32_t> pixels_;  // bottom row first, as GL's textures; 0: no dot
  Rows painted_;                  // the rows the current dots are in
  int firstColumn_ = 0;           // and the columns
  int lastColumn_ = -1;
};

}  // namespace ledge::app
