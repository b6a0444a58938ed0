// Undo and redo over the level's steps and the lab's, in the order they came (undo_order.h).

#include <optional>
#include <utility>

#include "editor/editor.h"
#include "editor/object_matching.h"

namespace ledge::editor {

bool Editor::canUndo() const { return history_.canUndo(); }
bool Editor::canRedo() const { return history_.canRedo(); }

std::string Editor::undoLabel() const {
  if (!history_.canUndo()) return {};
  return history_.nextUndo().owner == UndoOrder::Owner::Level ? doc.undoLabel() : history_.nextUndo().label;
}

std::string Editor::redoLabel() const {
  if (!history_.canRedo()) return {};
  return history_.nextRedo().owner == UndoOrder::Owner::Level ? doc.redoLabel() : history_.nextRedo().label;
}

void Editor::recordLabStep() {
  if (std::optional<LabStep> step = lab.takeStep())
    history_.add({UndoOrder::Owner::Lab, std::move(step->label), std::move(step->before)});
}

void Editor::cancelLabDrag() {
  labMouse.release(lab);
  if (std::optional<LabStep> drag = lab.takeStep()) lab.restore(drag->before);
}

void Editor::beginLevelChange() {
  if (labMouse.dragging()) labMouse.release(lab);
  recordLabStep();
  labEditsBeforeChange_ = lab.recording().edits();
}

void Editor::recordSteps(bool labLetGo) {
  // Within one frame the lab's step comes first: it was open before the level changed (a slider
  // moved, then "Write to Level Defaults" pressed).
  if (labLetGo) recordLabStep();
  if (const size_t commits = doc.stepsAbove(docHistoryId_); commits > 0) {
    UndoOrder::Step step{UndoOrder::Owner::Level, {}, {}, true};
    if (labEditsBeforeChange_ && *labEditsBeforeChange_ != lab.recording().edits()) {
      step.lab.edits = std::move(*labEditsBeforeChange_);
      step.keepsLabEdits = false;
    }
    for (size_t i = 0; i < commits; ++i) history_.add(step);
    labEditsBeforeChange_.reset();
  } else if (labEditsBeforeChange_ && !doc.editing()) {
    // The level changed and changed back without a step (Escape in a drag): the lab gets back
    // the edits it dropped on the way, as for an object dragged off and back.
    if (lab.recording().edits() != *labEditsBeforeChange_) lab.rebuild(doc.level(), *labEditsBeforeChange_);
    labEditsBeforeChange_.reset();
  }
  docHistoryId_ = doc.historyId();
}

void Editor::travel(Travel way) {
  const bool back = way == Travel::Back;
  // A solid still dragged in the lab is let go. Undo then takes the drag back as its step. Redo
  // first withdraws it unrecorded, as Escape does: recorded, the drag was the newest step, and
  // left nothing to redo. With nothing to redo, the drag goes on. A step made since the last
  // undo otherwise leaves nothing to redo.
  if (labMouse.dragging()) {
    if (!back && !history_.canRedo()) return;
    if (back)
      labMouse.release(lab);
    else
      cancelLabDrag();
  }
  doc.commit();
  syncLab();
  recordSteps(true);
  if (!(back ? history_.canUndo() : history_.canRedo())) return;
  const UndoOrder::Step& next = back ? history_.nextUndo() : history_.nextRedo();
  const std::string done = back ? "Undid " : "Redid ";
  if (next.owner == UndoOrder::Owner::Lab) {
    LabSnapshot now = lab.snapshot(next.lab.cut);
    const UndoOrder::Step step = back ? history_.undo(std::move(now)) : history_.redo(std::move(now));
    lab.restore(step.lab);
    statusText = done + step.label;
    return;
  }
  LabSnapshot now;
  if (!next.keepsLabEdits) now.edits = lab.recording().edits();
  const UndoOrder::Step step = back ? history_.undo(std::move(now)) : history_.redo(std::move(now));
  const std::vector<ActorSpec> actorsBefore = doc.level().actors;
  const std::vector<SolidSpec> solidsBefore = doc.level().solids;
  if (back)
    doc.undo();
  else
    doc.redo();
  selectionFollowingObjects(selection, actorsBefore, solidsBefore, doc.level());
  lab.rebuild(doc.level(), step.keepsLabEdits ? lab.recording().edits() : step.lab.edits);
  labRevision_ = doc.revision();
  docHistoryId_ = doc.historyId();
  statusText = done + (back ? doc.redoLabel() : doc.undoLabel());
}

}  // namespace ledge::editor
