#pragma once
// The mouse in the running simulation: a press on a moving solid selects it and, while the lab
// plays, holds it (it stops following its path); dragging moves it through the core's solid
// movement, so that riders are carried and actors pushed and squished as in game; releasing
// lets it go on along its path. Paused, the solid is held only once the drag moves it: a click
// to inspect it is no edit, and cuts off no recorded frames. A press on an actor selects it for
// the inspector. Every hold and move is a lab edit at its frame.

#include <optional>

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
  // Lets go of the solid, keeping where the drag took it (undo, a level change).
  void release(Lab& lab);

 private:
  // Holds the grabbed solid (an edit); false, and the grab let go, when the lab refused it.
  bool hold(Lab& lab);

  SolidId solid_ = kNoId;
  bool held_ = false;
  Vec2 pressedAt_;  // screen pixels: paused, the solid is held once the mouse leaves this point
  Vec2 grab_;       // the mouse relative to the solid's top-left, world pixels
};

// The solid or actor under a world point in the running world, as the editor refers to objects:
// a living actor first (drawn on top), then a solid, then a dead actor (its cross), so that a
// cross over a solid does not take the click that grabs the solid.
std::optional<ObjectRef> simulatedObjectAt(const Lab& lab, Vec2 world);

}  // namespace ledge::editor
