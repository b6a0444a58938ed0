#include "editor/tools.h"

namespace ledge::editor {

const char* toolName(Tool tool) {
  constexpr const char* kNames[kToolCount] = {"Brush", "Eraser", "Bucket Fill", "Rectangle Fill",
                                              "Tile Picker", "Select Objects", "Place Object"};
  return kNames[static_cast<size_t>(tool)];
}

const char* toolHint(Tool tool, bool inLab) {
  if (inLab && tool == Tool::Select) return "click to inspect, drag a moving solid to push and carry actors";
  if (inLab && tool == Tool::Place) return "click to place in the level; the lab replays from frame 0";
  constexpr const char* kHints[kToolCount] = {
      "click or drag to paint, Shift+click draws a line, right-drag erases, Alt+click picks",
      "click or drag to erase",
      "click fills the area of equal tiles, right-click empties it",
      "drag a rectangle to fill it, right-drag to empty it",
      "click a tile to paint with it",
      "click or drag a box to select, drag to move, handles resize, Del deletes",
      "click to place; moving solids: drag a rectangle"};
  return kHints[static_cast<size_t>(tool)];
}

}  // namespace ledge::editor
