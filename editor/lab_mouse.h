#pragma once
// The mouse in the running simulation: a press on a moving solid selects it and, while the lab
// plays, holds it (it stops following its path); dragging moves it through the core's solid
// movement, so that riders are carried and actors pushed and squished as in game; releasing
// lets it go on along its path. Paused, the solid is held only once the drag moves it: a click
// to inspect it is no edit, and cuts off no recorded frames. A press on an actor selects it for
// the inspector. Every hold and move is a lab edit at its frame. Where objects are stacked, a
// press again on the same spot, with nothing moved since, takes the next one under it.

#include <cstdint>
#include <optional>
#include <vector>

#include "core/actor.h"
#include "core/geometry.h"
#include "editor/draw_list.h"
#include "editor/input.h"
#include "editor/selection.h"

namespace ledge::editor {

class Lab;

class LabMouse {
 public:
  // One frame of mouse input over the canvas `view`. Returns whether the lab used the mouse
  // (the canvas must then not see the press).
  bool update(const EditorInput& input, const CanvasView& view, Lab& lab, Selection& selection);
  bool dragging() const { return solid_ != kNoId; }
  SolidId draggedSolid() const { return solid_; }
  // Lets go of the solid, keeping where the drag took it (undo, a level change; Escape then takes
  // the drag back, Editor::cancelLabDrag).
  void release(Lab& lab);

 private:
  // Holds the grabbed solid (an edit); false, and the grab let go, when the lab refused it.
  bool hold(Lab& lab);

  // What a press at `spot` (the world point of its screen pixel's corner) takes of `stack`.
  ObjectRef pick(const std::vector<ObjectRef>& stack, Vec2 spot, const Lab& lab, const Selection& selection);

  // The last press that took an object: pressed again there, with the same view, nothing moved
  // (the lab's revision) and the object still the selection, the press takes the next one under it.
  struct Pick {
    Vec2 spot;
    uint64_t revision = 0;
    ObjectRef object;
  };
  std::optional<Pick> lastPick_;
  SolidId solid_ = kNoId;
  bool held_ = false;
  Vec2 pressedAt_;  // screen pixels: paused, the solid is held once the mouse leaves this point
  Vec2 grab_;       // the mouse relative to the solid's top-left, world pixels
};

// The solids and actors under a world point in the running world, as the editor refers to
// objects, in the order a click takes them: the living actors first (drawn on top), then the
// solids, then the dead actors (their crosses), so that a cross over a solid does not take the
// click that grabs the solid. Each group topmost first.
std::vector<ObjectRef> simulatedObjectsAt(const Lab& lab, Vec2 world);

}  // namespace ledge::editor
