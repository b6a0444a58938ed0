#pragma once
// Everything a menu item or a shortcut can ask the editor to do, with its keys. Menus and the
// keyboard go through the same table, so a menu always shows the shortcut that works.

#include <optional>
#include <string>

#include "editor/input.h"

namespace ledge::editor {

enum class Action : uint8_t {
  New, Open, Save, SaveAs, Import, Export, Quit,
  Undo, Redo, Copy, Paste, Delete, SelectAll,
  ZoomIn, ZoomOut, ResetZoom, FitLevel, ToggleGrid,
  ToolBrush, ToolEraser, ToolBucket, ToolRectangle, ToolPicker, ToolSelect,
  PlayPause, StepForward, StepBack, Restart, LoadInputs, SaveInputs, Screenshot,
  Count
};

struct Shortcut {
  Key key = Key::Count;
  bool ctrl = false;
  bool shift = false;
};

const char* actionLabel(Action action);
// "Ctrl+Shift+Z", the first of the action's shortcuts (what menus show); empty when it has none.
std::string shortcutText(Action action);
// Every shortcut of the action: "Ctrl+Y, Ctrl+Shift+Z".
std::string allShortcutsText(Action action);
// The action a key press asks for with these modifiers, if any.
std::optional<Action> actionForKey(Key key, Modifiers mods);

}  // namespace ledge::editor
