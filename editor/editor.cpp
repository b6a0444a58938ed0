#include "editor/editor.h"

#include <filesystem>
#include <imgui.h>

#include "editor/document_files.h"
#include "editor/panels.h"
#include "editor/path_tools.h"
#include "editor/scene_drawing.h"
#include "editor/view.h"

namespace ledge::editor {
namespace {

constexpr const char* kLevelExtensions[] = {".json"};

void drawSolidsOverlay(const Editor& e, DrawList& out) { drawSolids(e.doc.level(), e.selection, out); }
void drawActorsOverlay(const Editor& e, DrawList& out) { drawActors(e.doc.level(), e.canvas.view.zoom, out); }
void drawSelectionOverlay(const Editor& e, DrawList& out) { drawSelection(e.doc.level(), e.selection, out); }

std::string folderOf(const std::string& file) { return std::filesystem::path(file).parent_path().string(); }

}  // namespace

Editor::Editor(Settings initial, std::string settingsFolder, std::string appVersion)
    : settings(std::move(initial)),
      version(std::move(appVersion)),
      settingsFolder_(std::move(settingsFolder)),
      recoveryFiles_(recoveryFiles(settingsFolder_)) {
  sidePanels = {{"Inspector", drawInspector, true}, {"Level", drawLevelPanel, true}};
  overlays = {{"Moving solids and paths", drawSolidsOverlay, true},
              {"Actors", drawActorsOverlay, true},
              {"Selection", drawSelectionOverlay, true}};
}

void Editor::start(const std::string& levelPath) {
  Recovered found;
  if (!settingsFolder_.empty()) found = readRecovery(recoveryFiles_);
  if (!levelPath.empty()) applyChange(DocumentChange::of(DocumentChange::Kind::OpenFile, levelPath));
  if (!found.error.empty()) {
    showMessage("The recovery file of the last session cannot be read:\n" + found.error);
  } else if (found.document) {
    recovered_ = std::move(found.document);
    prompt = Prompt::Recovery;
  }
}

std::string Editor::windowTitle() const { return doc.displayName() + (doc.dirty() ? "*" : "") + " - Ledge"; }

void Editor::finish() {
  dropRecoveryFile();
}

void Editor::frame(const EditorInput& input) {
  layout(input);
  drawPanels();
  handleBrowser();
  const bool modal = prompt != Prompt::None || fileBrowser.visible();
  if (!modal) {
    handleKeys(input);
    canvas.update(input, doc, tools, selection);
  }
  if (panelEditOpen_ && !ImGui::IsAnyItemActive()) {
    doc.commit();
    panelEditOpen_ = false;
  }
  selection.prune(doc.level());
  if (input.closeRequested) requestChange(DocumentChange::of(DocumentChange::Kind::Quit));
  autosave(input.time);
  fillDrawList();
}

void Editor::layout(const EditorInput& input) {
  const float top = menuBarHeight();
  const float bottom = input.displaySize.y - statusBarHeight();
  const float left = settings.showToolsPanel ? settings.toolsPanelWidth : 0.0f;
  const float right = input.displaySize.x - (settings.showSidePanel ? settings.sidePanelWidth : 0.0f);
  canvas.view.screenOrigin = {left, top};
  canvas.view.screenSize = {std::max(right - left, 1.0f), std::max(bottom - top, 1.0f)};
  if (fitPending_) {
    fitToLevel(canvas.view, {static_cast<float>(doc.map().pixelWidth()), static_cast<float>(doc.map().pixelHeight())});
    fitPending_ = false;
  }
}

void Editor::drawPanels() {
  drawMenuBar(*this);
  if (settings.showToolsPanel) drawToolsPanel(*this);
  if (settings.showSidePanel) drawSidePanel(*this);
  drawStatusBar(*this);
  drawPrompts(*this);
}

void Editor::handleKeys(const EditorInput& input) {
  for (Key key : input.keysPressed) {
    if (key == Key::Escape) {
      if (canvas.dragging())
        canvas.cancelDrag(doc);
      else
        selection.clear();
      continue;
    }
    const bool plain = !input.mods.ctrl && !input.mods.shift && !input.mods.alt;
    if (plain && key >= Key::Num1 && key <= Key::Num9) {
      tools.tile = kPaletteTiles[static_cast<size_t>(key) - static_cast<size_t>(Key::Num1)];
      if (tools.tool != Tool::Bucket && tools.tool != Tool::Rectangle) tools.tool = Tool::Brush;
      continue;
    }
    if (const auto action = actionForKey(key, input.mods)) runAction(*action);
  }
}

void Editor::runAction(Action action) {
  if (canvas.dragging() && action != Action::ZoomIn && action != Action::ZoomOut) return;
  switch (action) {
    case Action::New: prompt = Prompt::NewLevel; break;
    case Action::Open:
      browserPurpose_ = BrowserPurpose::Open;
      fileBrowser.show(FileBrowser::Mode::Open, "Open Level", folderForBrowser(), {std::begin(kLevelExtensions), std::end(kLevelExtensions)});
      break;
    case Action::Save: save(); break;
    case Action::SaveAs: showSaveAs(); break;
    case Action::Import:
      browserPurpose_ = BrowserPurpose::Import;
      fileBrowser.show(FileBrowser::Mode::Open, "Import Tiled or LDtk Map", folderForBrowser(), {".tmx", ".tmj", ".ldtk"});
      break;
    case Action::Export:
      browserPurpose_ = BrowserPurpose::Export;
      fileBrowser.show(FileBrowser::Mode::Save, "Export to Tiled", folderForBrowser(), {".tmj"},
                       std::filesystem::path(doc.displayName()).stem().string() + ".tmj");
      break;
    case Action::Quit: requestChange(DocumentChange::of(DocumentChange::Kind::Quit)); break;
    case Action::Undo:
      if (doc.undo()) statusText = "Undid " + doc.redoLabel();
      break;
    case Action::Redo:
      if (doc.redo()) statusText = "Redid " + doc.undoLabel();
      break;
    case Action::Copy:
      if (!selection.empty()) clipboard = copyObjects(doc.level(), selection.objects);
      break;
    case Action::Paste: {
      if (clipboard.empty()) break;
      const int ts = doc.map().tileSize();
      // At the mouse when it is over the canvas, else one tile away from the originals.
      const IVec2 at = canvas.hovering() ? snapPoint(canvas.hoverWorld(), ts, true)
                                         : IVec2{clipboard.origin.x + ts, clipboard.origin.y + ts};
      doc.begin("Paste");
      selection.objects = pasteObjects(doc, clipboard, at);
      selection.waypoint = -1;
      doc.commit();
      break;
    }
    case Action::Delete: {
      const int solid = selection.singleSolid();
      doc.begin(selection.waypoint > 0 ? "Delete Waypoint" : "Delete");
      if (solid >= 0 && selection.waypoint > 0)
        deleteWaypoint(doc, solid, selection.waypoint);
      else
        deleteObjects(doc, selection.objects);
      doc.commit();
      if (selection.waypoint > 0)
        selection.waypoint = -1;
      else
        selection.clear();
      break;
    }
    case Action::SelectAll:
      selection.objects = allObjects(doc.level());
      tools.tool = Tool::Select;
      break;
    case Action::ZoomIn: zoomAbout(canvas.view, canvas.view.screenOrigin + canvas.view.screenSize * 0.5f, kZoomStep); break;
    case Action::ZoomOut: zoomAbout(canvas.view, canvas.view.screenOrigin + canvas.view.screenSize * 0.5f, 1.0f / kZoomStep); break;
    case Action::ResetZoom: resetZoom(canvas.view); break;
    case Action::FitLevel: fitPending_ = true; break;
    case Action::ToggleGrid: settings.showGrid = !settings.showGrid; break;
    case Action::ToolBrush: tools.tool = Tool::Brush; break;
    case Action::ToolEraser: tools.tool = Tool::Eraser; break;
    case Action::ToolBucket: tools.tool = Tool::Bucket; break;
    case Action::ToolRectangle: tools.tool = Tool::Rectangle; break;
    case Action::ToolPicker: tools.tool = Tool::Picker; break;
    case Action::ToolSelect: tools.tool = Tool::Select; break;
    case Action::Count: break;
  }
}

void Editor::requestChange(DocumentChange change) {
  if (doc.dirty()) {
    pending = std::move(change);
    prompt = Prompt::UnsavedChanges;
    return;
  }
  applyChange(change);
}

void Editor::applyChange(const DocumentChange& change) {
  switch (change.kind) {
    case DocumentChange::Kind::None: return;
    case DocumentChange::Kind::Quit: quitting_ = true; return;
    case DocumentChange::Kind::NewLevel:
      replaceDocument(Document(change.width, change.height, change.tileSize));
      statusText = "New level";
      return;
    case DocumentChange::Kind::OpenFile: {
      OpenResult opened = openDocument(change.path);
      if (!opened.document) {
        showMessage("Cannot open " + change.path + ":\n" + opened.error);
        return;
      }
      replaceDocument(std::move(*opened.document));
      addRecentFile(settings, change.path);
      settings.lastFolder = folderOf(change.path);
      statusText = "Opened " + change.path;
      return;
    }
    case DocumentChange::Kind::ImportFile: {
      OpenResult imported = importDocument(change.path);
      if (!imported.document) {
        showMessage("Cannot import " + change.path + ":\n" + imported.error);
        return;
      }
      replaceDocument(std::move(*imported.document));
      settings.lastFolder = folderOf(change.path);
      statusText = "Imported " + change.path + " (Save As to keep it as a Ledge level)";
      if (!imported.error.empty()) showMessage("Imported " + change.path + ":\n" + imported.error);
      return;
    }
  }
}

void Editor::replaceDocument(Document next) {
  canvas.cancelDrag(doc);
  doc = std::move(next);
  selection.clear();
  autosave_ = AutosaveClock{};
  ++documentSerial_;
  fitPending_ = true;
}

bool Editor::save() {
  if (doc.path().empty()) {
    showSaveAs();
    return false;
  }
  return saveTo(doc.path());
}

bool Editor::saveTo(const std::string& path) {
  if (std::string error = saveDocument(doc, path); !error.empty()) {
    showMessage(error);
    return false;
  }
  addRecentFile(settings, path);
  dropRecoveryFile();
  statusText = "Saved " + path;
  return true;
}

void Editor::showSaveAs(DocumentChange then) {
  afterSaveAs_ = std::move(then);
  browserPurpose_ = BrowserPurpose::SaveAs;
  fileBrowser.show(FileBrowser::Mode::Save, "Save Level As", folderForBrowser(),
                   {std::begin(kLevelExtensions), std::end(kLevelExtensions)},
                   doc.path().empty() ? "level.json" : doc.displayName());
}

void Editor::handleBrowser() {
  const std::optional<std::string> chosen = fileBrowser.draw();
  if (!chosen) return;
  settings.lastFolder = fileBrowser.folder();
  switch (browserPurpose_) {
    case BrowserPurpose::Open: requestChange(DocumentChange::of(DocumentChange::Kind::OpenFile, *chosen)); break;
    case BrowserPurpose::Import: requestChange(DocumentChange::of(DocumentChange::Kind::ImportFile, *chosen)); break;
    case BrowserPurpose::SaveAs:
      if (saveTo(*chosen)) applyChange(std::exchange(afterSaveAs_, {}));
      break;
    case BrowserPurpose::Export:
      if (std::string error = exportDocument(doc, *chosen); !error.empty())
        showMessage(error);
      else
        statusText = "Exported " + *chosen;
      break;
  }
}

void Editor::discardChanges() {
  dropRecoveryFile();
  applyChange(std::exchange(pending, {}));
}

void Editor::acceptRecovery() {
  if (recovered_) replaceDocument(std::move(*recovered_));
  recovered_.reset();
  statusText = "Recovered the unsaved changes of the last session";
}

void Editor::declineRecovery() {
  recovered_.reset();
  dropRecoveryFile();
}

void Editor::dropRecoveryFile() {
  if (!settingsFolder_.empty()) removeRecovery(recoveryFiles_);
}

void Editor::panelEdit(const char* label) {
  if (!doc.editing()) doc.begin(label);
  panelEditOpen_ = true;
}

void Editor::showMessage(std::string text) {
  message = std::move(text);
  prompt = Prompt::Message;
}

void Editor::autosave(double now) {
  if (settingsFolder_.empty() || doc.editing() || !autosave_.due(now, doc)) return;
  if (std::string error = writeRecovery(recoveryFiles_, doc); !error.empty()) {
    statusText = "Autosave failed: " + error;
  } else {
    statusText = "Autosaved unsaved changes to the recovery file";
  }
  autosave_.written(now, doc);
}

std::string Editor::folderForBrowser() const {
  if (!doc.path().empty()) return folderOf(doc.path());
  return settings.lastFolder;
}

void Editor::fillDrawList() {
  drawList_.clear();
  drawList_.view = canvas.view;
  drawList_.tileMap.map = &doc.map();
  drawList_.tileMap.generation = mapIdentity();
  drawList_.tileMap.changed = doc.takeChangedTiles();
  drawList_.tileMap.grid = settings.showGrid;
  for (const Overlay& overlay : overlays)
    if (overlay.visible) overlay.draw(*this, drawList_);
  canvas.drawPreview(doc, tools, drawList_);
}

}  // namespace ledge::editor
