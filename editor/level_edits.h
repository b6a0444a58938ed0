#pragma once
// Whole-level edits of the Level panel: map size (anchored), tile size, physics.

#include <vector>

#include "core/geometry.h"
#include "editor/document.h"
#include "editor/objects.h"

namespace ledge::editor {

// Which side of the map stays put when it grows or shrinks: -1, 0, +1 on each axis
// (x: left, centre, right; y: top, centre, bottom). The default keeps the bottom-left corner,
// where a platformer level usually starts.
struct Anchor {
  int x = -1;
  int y = 1;
  friend bool operator==(Anchor, Anchor) = default;
};

// Tiles added to the left and top when resizing to width x height with this anchor.
IVec2 resizeOffset(int oldWidth, int oldHeight, int width, int height, Anchor anchor);

// Resizes the map keeping its content where the anchor says; objects move with the tiles.
// Returns an empty string, or why the size is refused.
std::string resizeLevel(Document& doc, int width, int height, Anchor anchor);

// The objects that reach past the map's side walls or lie below its floor, where no actor can
// play (a resize that cut the map under them leaves them there): actors by their box, solids
// by their box or any waypoint. Above the map is open sky, and counts as inside. Stricter than
// the files' check (io::solidOutsideMap, wholly outside): a solid that slides into a wall is a
// plan, but one that a resize just cut the map from under is worth naming.
std::vector<ObjectRef> objectsOutsideMap(const Level& level);
// The solids that lie entirely above the map and in no wall, at their start or on their path:
// allowed, but only an actor above the map meets them there (a resize that cut the map's top
// rows leaves them there).
std::vector<ObjectRef> solidsInSky(const Level& level);

// Changes the tile size, keeping each object on the same tiles (positions, solid sizes and
// paths scale; actors keep their pixel size). Returns an empty string or why it is refused.
std::string setTileSize(Document& doc, int tileSize);

}  // namespace ledge::editor
