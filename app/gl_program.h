#pragma once
// Compiling and linking a GLSL program from embedded sources, and keeping draws to the canvas.

#include <string>
#include <string_view>

#include "editor/draw_list.h"

namespace ledge::app {

struct GlProgram {
  unsigned id = 0;     // 0 when it failed
  std::string error;   // the compiler's or linker's log, naming the shader
};

// `name` only labels errors ("tile_map").
GlProgram linkProgram(std::string_view name, std::string_view vertexSource, std::string_view fragmentSource);

// The source with `#define name` after its #version line: one shader file, several programs.
std::string withDefine(std::string_view source, std::string_view name);

// Framebuffer pixels [x0, x1) x [y0, y1), rows counted from the bottom as GL does.
struct PixelRect {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  int width() const { return x1 - x0; }
  int height() const { return y1 - y0; }
  bool empty() const { return x0 >= x1 || y0 >= y1; }
  friend bool operator==(const PixelRect&, const PixelRect&) = default;
};

// The canvas of `view` in framebuffer pixels (`scale`: framebuffer pixels per screen pixel).
PixelRect canvasPixels(const CanvasView& view, float scale, int framebufferHeight);

// Turns the scissor test on, to the canvas of `view`.
void scissorToCanvas(const CanvasView& view, float scale, int framebufferHeight);

}  // namespace ledge::app
