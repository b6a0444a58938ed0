#include "editor/undo_order.h"

#include <utility>

namespace ledge::editor {

void UndoOrder::add(Step step) {
  undo_.push_back(std::move(step));
  redo_.clear();
  while (undo_.size() > kDepth) undo_.pop_front();
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
