#pragma once
// Copy and paste of objects (Ctrl+C / Ctrl+V): copies keep their layout relative to the
// top-left corner of what was copied, and paste puts that corner at a point.

#include <vector>

#include "core/geometry.h"
#include "core/level.h"
#include "editor/document.h"
#include "editor/objects.h"

namespace ledge::editor {

struct Clipboard {
  std::vector<ActorSpec> actors;
  std::vector<SolidSpec> solids;  // paths relative to the solid as copied
  IVec2 origin;                   // top-left of the bounds of everything copied

  bool empty() const { return actors.empty() && solids.empty(); }
};

Clipboard copyObjects(const Level& level, const std::vector<ObjectRef>& refs);
// Where a paste at the mouse asks to go: the copies' top-left in the tile under `world` (the
// tile the status bar names), keeping its place within its tile, so that copies move by whole
// tiles and an actor that stood on a floor stands on one again.
IVec2 pasteAtMouse(const Clipboard& clipboard, Vec2 world, int tileSize);
// Where a paste asked for at `asked` goes: there, or `step` pixels further right (on the same
// row: down would sink an actor into the floor it stood on) as many times as it takes for no object to lie exactly on one of its kind (a second paste at one
// place would stack its copies unseen on the first's, and they would push each other in play).
IVec2 pastePlace(const Level& level, const Clipboard& clipboard, IVec2 asked, int step);
// Adds the clipboard's objects with their bounds' top-left at `at`; returns the new objects.
std::vector<ObjectRef> pasteObjects(Document& doc, const Clipboard& clipboard, IVec2 at);

}  // namespace ledge::editor
