#pragma once
// What the tile tools do to a document, independent of the mouse: the canvas calls these
// inside an open edit (Document::begin), and tests call them directly.

#include <optional>

#include "core/geometry.h"
#include "core/tile.h"
#include "editor/document.h"

namespace ledge::editor {

// Paints every tile on the line from `from` to `to` (both included), Bresenham's cells: a
// brush dragged faster than one tile per frame leaves no gaps, and Shift+click draws lines.
// Returns the number of tiles changed.
int paintLine(Document& doc, IVec2 from, IVec2 to, Tile tile);

// Fills the 4-connected region of tiles equal to the one at `at` (bucket fill).
int floodFill(Document& doc, IVec2 at, Tile tile);

// Fills the rectangle with corners `a` and `b` (both included), clipped to the map.
int fillRect(Document& doc, IVec2 a, IVec2 b, Tile tile);

// The tile at `at`, or nothing outside the map (tile picker).
std::optional<Tile> pickTile(const Document& doc, IVec2 at);

}  // namespace ledge::editor
