#include "editor/undo_order.h"

#include <algorithm>
#include <utility>

namespace ledge::editor {

void UndoOrder::add(Step step) {
  undo_.push_back(std::move(step));
  redo_.clear();
  // The past stays unbroken: a step restores the state its older steps left, so the oldest steps
  // drop out first, whichever history they belong to. They drop only once a history holds more
  // than its depth: a long session in the lab then leaves the level's steps in reach as long as
  // the lab's own are.
  const auto count = [this](Owner owner) {
    const auto owned = [owner](const Step& s) { return s.owner == owner; };
    return static_cast<size_t>(std::count_if(undo_.begin(), undo_.end(), owned));
  };
  while (count(Owner::Level) > kDepth || count(Owner::Lab) > kDepth) undo_.pop_front();
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
