#pragma once
// Renders the editor's draw list through Dear ImGui's background draw list: over the tile map,
// under every panel, clipped to the canvas.

#include "editor/draw_list.h"

struct ImDrawList;

namespace ledge::app {

void renderDrawList(const DrawList& list, ImDrawList& out);

}  // namespace ledge::app
