#pragma once
// The editor's one undo order over two histories, the level's (Document) and the lab's (LabStep):
// Ctrl+Z takes back whichever step came last, so that after a solid dragged in the lab it puts
// the solid back rather than taking back the tile painted before the drag.
//
// The Document keeps its own steps; a level step here says when it came, and keeps the lab's
// edits from before it: the lab follows objects when the level changes and drops the edits of a
// deleted object, which undoing the delete must bring back. A lab step keeps the session as it
// was. Undoing a step stores the state it replaced, for redo.

#include <cstddef>
#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "editor/document.h"
#include "editor/lab.h"

namespace ledge::editor {

class UndoOrder {
 public:
  enum class Owner : uint8_t { Level, Lab };
  struct Step {
    Owner owner = Owner::Level;
    std::string label;  // a lab step's; a level step's is the Document's
    LabSnapshot lab;    // a level step uses its edits only
    // A level step that left the lab's edits as they were (a tile painted): nothing to put back,
    // and no copy of them kept.
    bool keepsLabEdits = false;
  };
  // Steps of each owner kept, as deep as the Document's: the level steps are then always among
  // the Document's, and lab steps do not take their place until the lab has as many.
  static constexpr size_t kDepth = Document::kUndoDepth;

  // A new step: the steps undone before it can no longer be redone.
  void add(Step step);
  bool canUndo() const { return !undo_.empty(); }
  bool canRedo() const { return !redo_.empty(); }
  const Step& nextUndo() const { return undo_.back(); }
  const Step& nextRedo() const { return redo_.back(); }
  // Takes the next step to undo; `replaced` is the state that redoing it puts back.
  Step undo(LabSnapshot replaced);
  // Takes the next step to redo; `replaced` is the state that undoing it again puts back.
  Step redo(LabSnapshot replaced);
  void clear();

 private:
  std::deque<Step> undo_;
  std::vector<Step> redo_;
};

}  // namespace ledge::editor
