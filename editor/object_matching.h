#pragma once
// Which object of a level is which after the designer changed it. The lab's edits name actors
// and solids by their index in the level; when an object before them is deleted (or one is
// pasted in), an edit replayed by the old index would switch another actor's mover or drag
// another solid. A level keeps no ids, so the two lists are matched: equal objects at the
// start and the end stay themselves, a middle of the same length was changed in place, and a
// middle that grew or shrank keeps each old object that is still there, in order. Two objects
// alike in every field cannot be told apart: an edit of the one deleted may pass to its twin.

#include <algorithm>
#include <cstddef>
#include <vector>

#include "core/level.h"
#include "core/recording.h"
#include "editor/selection.h"

namespace ledge::editor {

// For each object of `before`, its index in `after`, or -1 when it is gone.
template <class Spec>
std::vector<int> matchObjects(const std::vector<Spec>& before, const std::vector<Spec>& after) {
  std::vector<int> match(before.size(), -1);
  const size_t shorter = std::min(before.size(), after.size());
  size_t head = 0;
  for (; head < shorter && before[head] == after[head]; ++head) match[head] = static_cast<int>(head);
  size_t tail = 0;
  for (; head + tail < shorter && before[before.size() - 1 - tail] == after[after.size() - 1 - tail]; ++tail)
    match[before.size() - 1 - tail] = static_cast<int>(after.size() - 1 - tail);
  const size_t oldEnd = before.size() - tail;
  const size_t newEnd = after.size() - tail;
  if (oldEnd == newEnd) {
    for (size_t i = head; i < oldEnd; ++i) match[i] = static_cast<int>(i);
    return match;
  }
  size_t next = head;
  for (size_t i = head; i < oldEnd && next < newEnd; ++i) {
    for (size_t j = next; j < newEnd; ++j) {
      if (before[i] == after[j]) {
        match[i] = static_cast<int>(j);
        next = j + 1;
        break;
      }
    }
  }
  return match;
}

// The lab's edits as they apply to `after`: each names its actor or solid by its index there,
// and an edit whose object is gone is left out.
std::vector<TimedEdit> editsFollowingObjects(const std::vector<TimedEdit>& edits, const Level& before,
                                             const Level& after);

// The selection as it applies to a level whose objects went from `before` to `after` (an undo
// or a redo): each object by its index there, one that is gone dropped. Held by index alone,
// the selection would pass to whatever object took the index, and the next Delete remove it.
void selectionFollowingObjects(Selection& selection, const std::vector<ActorSpec>& actorsBefore,
                               const std::vector<SolidSpec>& solidsBefore, const Level& after);

}  // namespace ledge::editor
