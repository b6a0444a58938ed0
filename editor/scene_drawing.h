#pragma once
// Draws the level's objects into the draw list: moving solids with their paths, actors, and
// the selection with its handles.

#include "core/level.h"
#include "editor/draw_list.h"
#include "editor/selection.h"

namespace ledge::editor {

void drawSolids(const Level& level, const Selection& selection, DrawList& out);
void drawActors(const Level& level, float zoom, DrawList& out);
void drawSelection(const Level& level, const Selection& selection, DrawList& out);

}  // namespace ledge::editor
