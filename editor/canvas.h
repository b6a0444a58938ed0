#pragma once
// The canvas: what the mouse does to the level. Zoom and pan, and each tool's press, drag
// and release turned into document edits (one undo step per press-drag-release).

#include <optional>

#include "core/geometry.h"
#include "editor/document.h"
#include "editor/draw_list.h"
#include "editor/input.h"
#include "editor/selection.h"
#include "editor/tools.h"

namespace ledge::editor {

class Canvas {
 public:
  // The view; its screen rectangle is the canvas area, set by the editor's layout.
  CanvasView view;

  // Applies one frame of mouse input.
  void update(const EditorInput& input, Document& doc, ToolState& tools, Selection& selection);
  // Hover highlight and the preview of the drag in progress.
  void drawPreview(const Document& doc, const ToolState& tools, DrawList& out) const;

  bool hovering() const { return hovering_; }
  Vec2 hoverWorld() const { return hoverWorld_; }
  IVec2 hoverTile() const { return hoverTile_; }
  bool dragging() const { return drag_.kind != DragKind::None; }
  // Drops the drag in progress and what it changed (Escape).
  void cancelDrag(Document& doc);
  // Before the document is replaced (new, open, recovered): drops the drag in progress and the
  // start of the next Shift+click line, which belong to the old level.
  void leaveDocument(Document& doc);

 private:
  enum class DragKind : uint8_t { None, Pan, Paint, Rectangle, Move, Resize, Waypoint, RubberBand, PlaceSolid };
  struct Drag {
    DragKind kind = DragKind::None;
    int button = kMouseLeft;
    Vec2 startWorld;
    IVec2 startTile;
    IVec2 lastTile;     // Paint: the tile painted last frame
    Tile paint = Tile::Empty;
    IVec2 applied;      // Move: the offset moved so far
    ObjectRef object;   // Resize
    IRect startBox;     // Resize
    int handle = 0;     // Resize
    int waypoint = 0;   // Waypoint, of selection's single solid
    bool additive = false;  // RubberBand with Shift: adds to the selection
  };

  void startDrag(const EditorInput& input, Document& doc, ToolState& tools, Selection& selection);
  void startSelectDrag(const EditorInput& input, Document& doc, Selection& selection);
  void continueDrag(const EditorInput& input, Document& doc, Selection& selection);
  void finishDrag(const EditorInput& input, Document& doc, Selection& selection);
  // The right button: the fills empty a rectangle or an area, every other tool erases a stroke.
  void startErase(Document& doc, const ToolState& tools);
  void beginPaint(Document& doc, Tile tile, int button, bool line);
  IRect dragRect() const;  // the rectangle from the drag's start to the mouse, world pixels
  float worldRadius(float screenPixels) const { return screenPixels / view.zoom; }

  Drag drag_;
  bool hovering_ = false;
  Vec2 mouse_;
  Vec2 hoverWorld_;
  IVec2 hoverTile_;
  bool snap_ = true;      // Ctrl held: objects move by whole pixels
  bool lineHint_ = false; // Shift held with the brush: a line from the last painted tile
  std::optional<IVec2> lastPainted_;
};

}  // namespace ledge::editor
