#pragma once
// The draw list's dots (objects smaller than a screen pixel) as an image of the canvas, one texel
// per framebuffer pixel: each dot lights the pixel it falls in, clipped to the canvas, the later
// of two in one pixel on top. TileMapRenderer::draw lays it over the map, in the pass that
// copies the map's picture.
//
// Why an image: a software renderer pays per primitive and per pass. Under llvmpipe, 10,000
// actors as GL points took ~2 ms a frame, and so did a pass of their own over the canvas; a
// texel fetch in the pass that copies the map anyway costs next to nothing.

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
  // The framebuffer pixels holding every dot shown.
  PixelRect bounds() const {
    return {canvas_.x0 + firstColumn_, canvas_.y0 + painted_.first, canvas_.x0 + lastColumn_ + 1,
            canvas_.y0 + painted_.last + 1};
  }
  unsigned texture() const { return texture_; }
  // The image covers the canvas: its bottom-left texel is this framebuffer pixel.
  IVec2 origin() const { return {canvas_.x0, canvas_.y0}; }

 private:
  // Rows [first, last] of the image; empty when first > last (the default: the union of an empty
  // range with another is the other).
  struct Rows {
    int first = std::numeric_limits<int>::max();
    int last = -1;
    bool empty() const { return first > last; }
  };
  void resize(const PixelRect& canvas);
  Rows paint(const DrawList& list, float scale, int framebufferHeight);
  void upload(Rows rows);

  unsigned texture_ = 0;
  PixelRect canvas_;
  std::vector<uint32_t> pixels_;  // bottom row first, as GL's textures; 0: no dot
  Rows painted_;                  // the rows the current dots are in
  int firstColumn_ = 0;           // and the columns
  int lastColumn_ = -1;
};

}  // namespace ledge::app
