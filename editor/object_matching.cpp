#include "editor/object_matching.h"

namespace ledge::editor {

namespace {

// The index `id` takes in the changed level, or -1 (also for an id the old level never had).
int32_t follow(const std::vector<int>& match, int32_t id) {
  return id >= 0 && static_cast<size_t>(id) < match.size() ? match[static_cast<size_t>(id)] : kNoId;
}

}  // namespace

std::vector<TimedEdit> editsFollowingObjects(const std::vector<TimedEdit>& edits, const Level& before,
                                             const Level& after) {
  const std::vector<int> actors = matchObjects(before.actors, after.actors);
  const std::vector<int> solids = matchObjects(before.solids, after.solids);
  std::vector<TimedEdit> followed;
  for (TimedEdit timed : edits) {
    LevelEdit& edit = timed.edit;
    bool gone = false;
    switch (edit.kind) {
      case EditKind::SetMover:
        edit.actor = follow(actors, edit.actor);
        gone = edit.actor == kNoId;
        break;
      case EditKind::MoveSolid:
      case EditKind::HoldSolid:
        edit.solid = follow(solids, edit.solid);
        gone = edit.solid == kNoId;
        break;
      case EditKind::PaintTile:
      case EditKind::SetPhysics:
        break;
    }
    if (!gone) followed.push_back(timed);
  }
  return followed;
}

void selectionFollowingObjects(Selection& selection, const std::vector<ActorSpec>& actorsBefore,
                               const std::vector<SolidSpec>& solidsBefore, const Level& after) {
  const std::vector<int> actors = matchObjects(actorsBefore, after.actors);
  const std::vector<int> solids = matchObjects(solidsBefore, after.solids);
  const int solidBefore = selection.singleSolid();
  std::vector<ObjectRef> followed;
  for (const ObjectRef& ref : selection.objects) {
    const int32_t index = follow(ref.type == ObjectRef::Type::Actor ? actors : solids, ref.index);
    if (index != kNoId) followed.push_back({ref.type, index});
  }
  selection.objects = std::move(followed);
  if (solidBefore < 0 || selection.singleSolid() < 0) selection.waypoint = -1;
}

}  // namespace ledge::editor
