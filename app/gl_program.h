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

// Turns the scissor test on, to the canvas of `view` (`scale`: framebuffer pixels per screen
// pixel; GL counts rows from the bottom of the framebuffer).
void scissorToCanvas(const CanvasView& view, float scale, int framebufferHeight);

}  // namespace ledge::app
