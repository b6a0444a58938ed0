// The menu bar: File, Edit, View, Simulation, Help. Items run the same actions as the keys.

#include <imgui.h>

#include "editor/editor.h"
#include "editor/panels.h"

namespace ledge::editor {
namespace {

void item(Editor& e, Action action, bool enabled = true, const char* label = nullptr) {
  const std::string shortcut = shortcutText(action);
  if (ImGui::MenuItem(label ? label : actionLabel(action), shortcut.empty() ? nullptr : shortcut.c_str(), false, enabled))
    e.runAction(action);
}

void fileMenu(Editor& e) {
  item(e, Action::New);
  item(e, Action::Open);
  if (ImGui::BeginMenu("Open Recent", !e.settings.recentFiles.empty())) {
    for (const std::string& file : e.settings.recentFiles) {
      if (ImGui::MenuItem(file.c_str())) {
        e.requestChange(DocumentChange::of(DocumentChange::Kind::OpenFile, file));
        break;  // the list may change under us
      }
    }
    ImGui::EndMenu();
  }
  ImGui::Separator();
  item(e, Action::Save);
  item(e, Action::SaveAs);
  ImGui::Separator();
  item(e, Action::Import);
  item(e, Action::Export);
  ImGui::Separator();
  item(e, Action::Screenshot);
  ImGui::Separator();
  item(e, Action::Quit);
}

void editMenu(Editor& e) {
  const std::string undo = e.canUndo() ? "Undo " + e.undoLabel() : "Undo";
  const std::string redo = e.canRedo() ? "Redo " + e.redoLabel() : "Redo";
  item(e, Action::Undo, e.canUndo(), undo.c_str());
  item(e, Action::Redo, e.canRedo(), redo.c_str());
  ImGui::Separator();
  item(e, Action::Copy, !e.selection.empty());
  item(e, Action::Paste, !e.clipboard.empty());
  item(e, Action::Delete, !e.selection.empty());
  item(e, Action::SelectAll);
}

void viewMenu(Editor& e) {
  item(e, Action::ZoomIn);
  item(e, Action::ZoomOut);
  item(e, Action::ResetZoom);
  item(e, Action::FitLevel);
  ImGui::Separator();
  if (ImGui::MenuItem(actionLabel(Action::ToggleGrid), shortcutText(Action::ToggleGrid).c_str(), e.settings.showGrid))
    e.settings.showGrid = !e.settings.showGrid;
  ImGui::Separator();
  for (Overlay& overlay : e.overlays) ImGui::MenuItem(overlay.name, nullptr, &overlay.visible);
  ImGui::Separator();
  ImGui::MenuItem("Tools Panel", nullptr, &e.settings.showToolsPanel);
  ImGui::MenuItem("Properties Panel", nullptr, &e.settings.showSidePanel);
}

void simulationMenu(Editor& e) {
  item(e, Action::PlayPause, true, e.lab.playing() ? "Pause" : "Play");
  item(e, Action::StepForward);
  item(e, Action::StepBack, e.lab.frame() > 0);
  item(e, Action::Restart);
  ImGui::Separator();
  item(e, Action::LoadInputs);
  item(e, Action::SaveInputs, e.lab.length() > 0);
  ImGui::Separator();
  item(e, Action::Screenshot);
  ImGui::Separator();
  // The physics defaults are what the simulation starts with: the Level panel edits them.
  if (ImGui::MenuItem("Physics Defaults...")) {
    e.settings.showSidePanel = true;
    for (SidePanel& panel : e.sidePanels) panel.open = std::string_view(panel.title) == "Level";
  }
}

void helpMenu(Editor& e) {
  if (ImGui::MenuItem("Keyboard Shortcuts")) e.prompt = Prompt::Shortcuts;
  if (ImGui::MenuItem("About Ledge")) e.prompt = Prompt::About;
}

}  // namespace

float menuBarHeight() { return ImGui::GetFrameHeight(); }

void drawMenuBar(Editor& e) {
  if (!ImGui::BeginMainMenuBar()) return;
  if (ImGui::BeginMenu("File")) {
    fileMenu(e);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Edit")) {
    editMenu(e);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("View")) {
    viewMenu(e);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Simulation")) {
    simulationMenu(e);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Help")) {
    helpMenu(e);
    ImGui::EndMenu();
  }
  ImGui::EndMainMenuBar();
}

}  // namespace ledge::editor
