#include "editor/undo_order.h"

#include <algorithm>
#include <utility>

namespace ledge::editor {

void UndoOrder::add(Step step) {
  const auto sameOwner = [owner = step.owner](const Step& s) { return s.owner == owner; };
  undo_.push_back(std::move(step));
  redo_.clear();
  // Each history as deep as the Document's, so that a designer dragging solids in the lab does
  // not push the level's steps out of reach. The oldest step of the fuller one drops out: it was
  // the last to be undone.
  if (static_cast<size_t>(std::count_if(undo_.begin(), undo_.end(), sameOwner)) > kDepth)
    undo_.erase(std::find_if(undo_.begin(), undo_.end(), sameOwner));
}

UndoOrder::Step UndoOrder::undo(LabSnapshot replaced) {
  Step step = std::move(undo_.back());
  undo_.pop_back();
  redo_.push_back({step.owner, step.label, std::move(replaced), step.keepsLabEdits});
  return step;
}

UndoOrder::Step UndoOrder::redo(LabSnapshot replaced) {
  Step step = std::move(redo_.back());
  redo_.pop_back();
  undo_.push_back({step.owner, step.label, std::move(replaced), step.keepsLabEdits});
  return step;
}

void UndoOrder::clear() {
  undo_.clear();
  redo_.clear();
}

}  // namespace ledge::editor
