#pragma once
// Compiling and linking a GLSL program from embedded sources.

#include <string>
#include <string_view>

namespace ledge::app {

struct GlProgram {
  unsigned id = 0;     // 0 when it failed
  std::string error;   // the compiler's or linker's log, naming the shader
};

// `name` only labels errors ("tile_map").
GlProgram linkProgram(std::string_view name, std::string_view vertexSource, std::string_view fragmentSource);

}  // namespace ledge::app
