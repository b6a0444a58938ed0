#include "editor/lab_mouse.h"

#include <cmath>

#include "editor/lab.h"

namespace ledge::editor {
namespace {

bool contains(const IRect& r, Vec2 p) {
  return p.x >= static_cast<float>(r.x) && p.y >= static_cast<float>(r.y) && p.x < static_cast<float>(r.right()) &&
         p.y < static_cast<float>(r.bottom());
}

bool insideCanvas(const CanvasView& view, Vec2 p) {
  return p.x >= view.screenOrigin.x && p.y >= view.screenOrigin.y && p.x < view.screenOrigin.x + view.screenSize.x &&
         p.y < view.screenOrigin.y + view.screenSize.y;
}

// The topmost actor under `world` that is alive (or dead) as asked.
std::optional<ObjectRef> actorAt(const WorldState& state, Vec2 world, bool alive) {
  for (size_t i = state.actors.size(); i-- > 0;)
    if (state.actors[i].alive == alive && contains(state.actors[i].rect(), world))
      return ObjectRef{ObjectRef::Type::Actor, static_cast<int>(i)};
  return std::nullopt;
}

}  // namespace

std::optional<ObjectRef> simulatedObjectAt(const Lab& lab, Vec2 world) {
  const WorldState& state = lab.world().state;
  // What still takes part in the simulation first: the living actors, drawn on top, then the
  // solids, which a designer grabs to drag. A dead actor's faint cross is often over the solid
  // that squished it, and taking the click there left the solid to be grabbed elsewhere; the
  // cross is picked where nothing living or moving is under the cursor.
  if (const auto living = actorAt(state, world, true)) return living;
  for (size_t i = state.solids.size(); i-- > 0;)
    if (contains(state.solids[i].rect(), world)) return ObjectRef{ObjectRef::Type::Solid, static_cast<int>(i)};
  return actorAt(state, world, false);
}

bool LabMouse::update(const EditorInput& input, const CanvasView& view, Lab& lab, Selection& selection) {
  const Vec2 world = view.toWorld(input.mouse);
  if (solid_ >= lab.world().solidCount()) solid_ = kNoId;  // the level changed under the drag
  if (dragging()) {
    if (!input.down[kMouseLeft]) {
      release(lab);
      return true;
    }
    // A step taken while the button is down moves the solid along its path: not a drag.
    if (!held_ && input.mouse == pressedAt_) return true;
    const Solid& s = lab.world().solid(solid_);
    const IVec2 offset{static_cast<int>(std::floor(world.x - grab_.x)) - s.x,
                       static_cast<int>(std::floor(world.y - grab_.y)) - s.y};
    if (offset != IVec2{} && (held_ || hold(lab))) (void)lab.edit(moveSolidEdit(solid_, offset));
    return true;
  }
  if (!input.pressed[kMouseLeft] || !input.mouseFree || input.spaceHeld || !insideCanvas(view, input.mouse))
    return false;
  const std::optional<ObjectRef> hit = simulatedObjectAt(lab, world);
  if (!hit) {
    selection.clear();
    return true;
  }
  selection.selectOnly(*hit);
  if (hit->type != ObjectRef::Type::Solid) return true;
  solid_ = hit->index;
  pressedAt_ = input.mouse;
  const Solid& s = lab.world().solid(solid_);
  grab_ = {world.x - static_cast<float>(s.x), world.y - static_cast<float>(s.y)};
  if (lab.playing()) hold(lab);
  return true;
}

bool LabMouse::hold(Lab& lab) {
  held_ = lab.edit(holdSolidEdit(solid_, true)).empty();
  if (!held_) solid_ = kNoId;
  return held_;
}

void LabMouse::release(Lab& lab) {
  if (held_) (void)lab.edit(holdSolidEdit(solid_, false));
  solid_ = kNoId;
  held_ = false;
}

}  // namespace ledge::editor
