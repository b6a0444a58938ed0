#include "editor/actions.h"

#include <array>

namespace ledge::editor {
namespace {

struct Binding {
  Action action;
  Shortcut shortcut;
};

// Tiled's keys where Tiled has them, and the simulation keys of physics sandboxes (P, F5, O, R,
// the arrows while paused). The first binding of an action is the one menus show.
constexpr Binding kBindings[] = {
    {Action::New, {Key::N, true, false}},
    {Action::Open, {Key::O, true, false}},
    {Action::Save, {Key::S, true, false}},
    {Action::SaveAs, {Key::S, true, true}},
    {Action::Export, {Key::E, true, false}},
    {Action::Quit, {Key::Q, true, false}},
    {Action::Undo, {Key::Z, true, false}},
    {Action::Redo, {Key::Y, true, false}},
    {Action::Redo, {Key::Z, true, true}},
    {Action::Copy, {Key::C, true, false}},
    {Action::Paste, {Key::V, true, false}},
    {Action::Delete, {Key::Delete, false, false}},
    {Action::Delete, {Key::Backspace, false, false}},
    {Action::SelectAll, {Key::A, true, false}},
    // "+" is Shift+= on many layouts: both zoom in, as does the keypad's +.
    {Action::ZoomIn, {Key::Equal, true, false}},
    {Action::ZoomIn, {Key::Equal, true, true}},
    {Action::ZoomIn, {Key::KeypadPlus, true, false}},
    {Action::ZoomOut, {Key::Minus, true, false}},
    {Action::ZoomOut, {Key::KeypadMinus, true, false}},
    {Action::ResetZoom, {Key::Num0, true, false}},
    {Action::FitLevel, {Key::Home, false, false}},
    {Action::ToggleGrid, {Key::G, true, false}},
    {Action::ToolBrush, {Key::B, false, false}},
    {Action::ToolEraser, {Key::E, false, false}},
    {Action::ToolBucket, {Key::F, false, false}},
    {Action::ToolRectangle, {Key::U, false, false}},
    {Action::ToolPicker, {Key::I, false, false}},
    {Action::ToolSelect, {Key::S, false, false}},
    {Action::PlayPause, {Key::P, false, false}},
    {Action::PlayPause, {Key::F5, false, false}},
    {Action::StepForward, {Key::O, false, false}},
    {Action::StepForward, {Key::Right, false, false}},
    {Action::StepBack, {Key::Left, false, false}},
    {Action::Restart, {Key::R, false, false}},
    {Action::Screenshot, {Key::F12, false, false}},
};

constexpr std::array<const char*, static_cast<size_t>(Action::Count)> kLabels = {
    "New...", "Open...", "Save", "Save As...", "Import...", "Export to Tiled...", "Quit",
    "Undo", "Redo", "Copy", "Paste", "Delete", "Select All",
    "Zoom In", "Zoom Out", "Reset Zoom", "Fit Level", "Grid",
    "Brush", "Eraser", "Bucket Fill", "Rectangle Fill", "Tile Picker", "Select Objects",
    "Play / Pause", "Step Forward", "Step Back", "Restart", "Load Inputs...", "Save Inputs...", "Save Screenshot",
};

std::string keyName(Key key) {
  const int k = static_cast<int>(key);
  if (key <= Key::Z) return std::string(1, static_cast<char>('A' + k));
  if (key <= Key::Num9) return std::string(1, static_cast<char>('0' + k - static_cast<int>(Key::Num0)));
  switch (key) {
    case Key::Delete: return "Del";
    case Key::Backspace: return "Backspace";
    case Key::Escape: return "Esc";
    case Key::Enter: return "Enter";
    case Key::Home: return "Home";
    case Key::Equal: return "=";
    case Key::Minus: return "-";
    case Key::Space: return "Space";
    case Key::Left: return "Left";
    case Key::Right: return "Right";
    case Key::Up: return "Up";
    case Key::Down: return "Down";
    case Key::F5: return "F5";
    case Key::F12: return "F12";
    case Key::KeypadPlus: return "Keypad +";
    case Key::KeypadMinus: return "Keypad -";
    default: return "?";
  }
}

std::string chordText(const Shortcut& s) {
  return std::string(s.ctrl ? "Ctrl+" : "") + (s.shift ? "Shift+" : "") + keyName(s.key);
}

}  // namespace

const char* actionLabel(Action action) { return kLabels[static_cast<size_t>(action)]; }

std::string shortcutText(Action action) {
  for (const Binding& b : kBindings)
    if (b.action == action) return chordText(b.shortcut);
  return {};
}

std::string allShortcutsText(Action action) {
  std::string text;
  for (const Binding& b : kBindings) {
    if (b.action != action) continue;
    if (!text.empty()) text += ", ";
    text += chordText(b.shortcut);
  }
  return text;
}

std::optional<Action> actionForKey(Key key, Modifiers mods) {
  if (mods.alt) return std::nullopt;
  for (const Binding& b : kBindings)
    if (b.shortcut.key == key && b.shortcut.ctrl == mods.ctrl && b.shortcut.shift == mods.shift) return b.action;
  return std::nullopt;
}

}  // namespace ledge::editor
