#include "editor/clipboard.h"

#include <algorithm>
#include <limits>

namespace ledge::editor {

Clipboard copyObjects(const Level& level, const std::vector<ObjectRef>& refs) {
  Clipboard clip;
  IVec2 origin{std::numeric_limits<int>::max(), std::numeric_limits<int>::max()};
  for (const ObjectRef& ref : refs) {
    const IRect r = objectRect(level, ref);
    origin = {std::min(origin.x, r.x), std::min(origin.y, r.y)};
    if (ref.type == ObjectRef::Type::Actor)
      clip.actors.push_back(level.actors[static_cast<size_t>(ref.index)]);
    else
      clip.solids.push_back(level.solids[static_cast<size_t>(ref.index)]);
  }
  clip.origin = refs.empty() ? IVec2{} : origin;
  return clip;
}

namespace {

// Would an object of the clipboard, pasted with its bounds' top-left at `at`, lie exactly on an
// object of its kind already in the level?
bool landsOnLikeObject(const Level& level, const Clipboard& clipboard, IVec2 at) {
  const IVec2 delta{at.x - clipboard.origin.x, at.y - clipboard.origin.y};
  for (const ActorSpec& pasted : clipboard.actors)
    for (const ActorSpec& a : level.actors)
      if (a.kind == pasted.kind && IRect{a.x, a.y, a.w, a.h} == IRect{pasted.x + delta.x, pasted.y + delta.y, pasted.w, pasted.h})
        return true;
  for (const SolidSpec& pasted : clipboard.solids)
    for (const SolidSpec& s : level.solids)
      if (IRect{s.x, s.y, s.w, s.h} == IRect{pasted.x + delta.x, pasted.y + delta.y, pasted.w, pasted.h}) return true;
  return false;
}

}  // namespace

IVec2 pasteAtMouse(const Clipboard& clipboard, Vec2 world, int tileSize) {
  const IVec2 pixel = snapPoint(world, tileSize, false);  // the pixel under the mouse
  const IVec2 tileCorner{pixel.x - floorMod(pixel.x, tileSize), pixel.y - floorMod(pixel.y, tileSize)};
  return {tileCorner.x + floorMod(clipboard.origin.x, tileSize), tileCorner.y + floorMod(clipboard.origin.y, tileSize)};
}

IVec2 pastePlace(const Level& level, const Clipboard& clipboard, IVec2 asked, int step) {
  // Bounded: a level cannot hold that many copies in a diagonal row.
  constexpr int kMaxSteps = 4096;
  IVec2 at = asked;
  for (int steps = 0; steps < kMaxSteps && landsOnLikeObject(level, clipboard, at); ++steps) at.x += step;
  return at;
}

std::vector<ObjectRef> pasteObjects(Document& doc, const Clipboard& clipboard, IVec2 at) {
  const IVec2 delta{at.x - clipboard.origin.x, at.y - clipboard.origin.y};
  std::vector<ObjectRef> pasted;
  for (const SolidSpec& solid : clipboard.solids) {
    const ObjectRef ref = placeSolid(doc, solid);
    moveObject(doc, ref, delta);
    pasted.push_back(ref);
  }
  for (ActorSpec actor : clipboard.actors) {
    actor.x += delta.x;
    actor.y += delta.y;
    const int index = static_cast<int>(doc.level().actors.size());
    doc.insertActor(index, actor);
    pasted.push_back({ObjectRef::Type::Actor, index});
  }
  return pasted;
}

}  // namespace ledge::editor
