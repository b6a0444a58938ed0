#pragma once
// Draws the draw list's dots (objects smaller than a screen pixel) as GL points, one draw
// call for all of them, clipped to the canvas.

#include <cstdint>
#include <string>
#include <vector>

#include "editor/draw_list.h"

namespace ledge::app {

class DotRenderer {
 public:
  DotRenderer() = default;
  DotRenderer(const DotRenderer&) = delete;
  DotRenderer& operator=(const DotRenderer&) = delete;
  ~DotRenderer();

  // Compiles the shader and makes the vertex buffer. Empty, or what failed.
  std::string init();
  // `scale` is framebuffer pixels per screen pixel.
  void draw(const DrawList& list, float scale, int framebufferWidth, int framebufferHeight);

 private:
  struct Vertex {
    float x = 0.0f;  // framebuffer pixels
    float y = 0.0f;
    uint32_t color = 0;  // 0xAABBGGRR: bytes R, G, B, A in memory
  };

  unsigned program_ = 0;
  unsigned vertexArray_ = 0;
  unsigned buffer_ = 0;
  int uniformFramebufferSize_ = -1;
  std::vector<Vertex> vertices_;  // reused between frames
};

}  // namespace ledge::app
