#include "editor/lab_mouse.h"

#include <algorithm>
#include <cmath>
#include <iterator>

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

// The actors under `world` that are alive (or dead) as asked, topmost first.
void addActorsAt(const WorldState& state, Vec2 world, bool alive, std::vector<ObjectRef>& out) {
  for (size_t i = state.actors.size(); i-- > 0;)
    if (state.actors[i].alive == alive && contains(state.actors[i].rect(), world))
      out.push_back({ObjectRef::Type::Actor, static_cast<int>(i)});
}

// The object after `previous` in `stack`, back to the first after the last; the first when
// `previous` is not in it.
ObjectRef nextInStack(const std::vector<ObjectRef>& stack, ObjectRef previous) {
  const auto at = std::find(stack.begin(), stack.end(), previous);
  return at == stack.end() || std::next(at) == stack.end() ? stack.front() : *std::next(at);
}

}  // namespace

std::vector<ObjectRef> simulatedObjectsAt(const Lab& lab, Vec2 world) {
  const WorldState& state = lab.world().state;
  // What still takes part in the simulation first: the living actors, drawn on top, then the
  // solids, which a designer grabs to drag. A dead actor's faint cross is often over the solid
  // that squished it, and taking the click there left the solid to be grabbed elsewhere; a
  // click again on the spot takes the cross (LabMouse::pick).
  std::vector<ObjectRef> stack;
  addActorsAt(state, world, true, stack);
  for (size_t i = state.solids.size(); i-- > 0;)
    if (contains(state.solids[i].rect(), world)) stack.push_back({ObjectRef::Type::Solid, static_cast<int>(i)});
  addActorsAt(state, world, false, stack);
  return stack;
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
  const std::vector<ObjectRef> stack = simulatedObjectsAt(lab, world);
  if (stack.empty()) {
    lastPick_.reset();
    selection.clear();
    return true;
  }
  const Vec2 pixel{std::floor(input.mouse.x), std::floor(input.mouse.y)};
  const ObjectRef hit = pick(stack, view.toWorld(pixel), lab, selection);
  selection.selectOnly(hit);
  if (hit.type != ObjectRef::Type::Solid) return true;
  solid_ = hit.index;
  pressedAt_ = input.mouse;
  const Solid& s = lab.world().solid(solid_);
  grab_ = {world.x - static_cast<float>(s.x), world.y - static_cast<float>(s.y)};
  if (lab.playing()) hold(lab);
  return true;
}

ObjectRef LabMouse::pick(const std::vector<ObjectRef>& stack, Vec2 spot, const Lab& lab, const Selection& selection) {
  // Again only while the last pick is still what is selected: cleared (Escape) or replaced (the
  // Outliner), the press starts over from the top.
  const bool again = lastPick_ && lastPick_->spot == spot && lastPick_->revision == lab.revision() &&
                     selection.objects == std::vector<ObjectRef>{lastPick_->object};
  const ObjectRef picked = again ? nextInStack(stack, lastPick_->object) : stack.front();
  lastPick_ = Pick{spot, lab.revision(), picked};
  return picked;
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
