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

// The canvas of `view` in framebuffer pixels (`scale`: framebuffer pixels per screen pixel), with
// rows counted from the bottom of the framebuffer as GL does.
struct CanvasPixels {
  int left = 0;
  int bottom = 0;
  int width = 0;
  int height = 0;
};
CanvasPixels canvasPixels(const CanvasView& view, float scale, int framebufferHeight);

// Turns the scissor test on, to the canvas of `view`.
void scissorToCanvas(const CanvasView& view, float scale, int framebufferHeight);

}  // namespace ledge::app
