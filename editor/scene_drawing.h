#pragma once
// Draws the level's objects into the draw list: moving solids, their paths, actors, and the
// selection with its handles.

#include <vector>

#include "core/level.h"
#include "editor/draw_list.h"
#include "editor/selection.h"

namespace ledge::editor {

void drawSolids(const Level& level, DrawList& out);
// The paths of `solids` (a level's, or the running world's, which a drag may have moved).
void drawPaths(const std::vector<SolidSpec>& solids, const Selection& selection, DrawList& out);
// An actor's box in its kind's colour at screen scale `zoom`, outlined and labelled with the
// kind's initial when it is big enough on screen.
void drawActorBox(Vec2 min, Vec2 max, ActorKind kind, float zoom, DrawList& out);
inline constexpr float kOutlinedActorPixels = 4.0f;
inline constexpr float kLabelledActorPixels = 14.0f;
void drawActors(const Level& level, float zoom, DrawList& out);
// The selection outlined; a single object gets its resize handles (canvas.cpp), drawn just
// outside it when it is too small on screen for them at `zoom`.
void drawSelection(const Level& level, const Selection& selection, float zoom, DrawList& out);

}  // namespace ledge::editor
