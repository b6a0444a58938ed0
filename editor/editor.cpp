#include "editor/editor.h"

#include <filesystem>
#include <imgui.h>

#include "core/io/tiled_export.h"
#include "editor/document_files.h"
#include "editor/lab_keys.h"
#include "editor/lab_overlays.h"
#include "editor/lab_panels.h"
#include "editor/panels.h"
#include "editor/path_tools.h"
#include "editor/physics_fields.h"
#include "editor/scene_drawing.h"
#include "editor/view.h"

namespace ledge::editor {
namespace {

constexpr const char* kLevelExtensions[] = {".json"};
// What Import reads; Open lists them too, as it imports them.
constexpr const char* kMapExtensions[] = {".tmx", ".tmj", ".ldtk"};

std::vector<std::string> openableExtensions() {
  std::vector<std::string> extensions(std::begin(kLevelExtensions), std::end(kLevelExtensions));
  extensions.insert(extensions.end(), std::begin(kMapExtensions), std::end(kMapExtensions));
  return extensions;
}

constexpr const char* kInputsExtensions[] = {".txt", ".inputs"};

// The level's objects as authored, or where the simulation has them.
void drawSolidsOverlay(const Editor& e, DrawList& out) {
  if (e.simulating())
    drawSimulatedSolids(e.lab.world(), out);
  else
    drawSolids(e.doc.level(), out);
}
void drawPathsOverlay(const Editor& e, DrawList& out) {
  drawPaths(e.simulating() ? simulatedSolidSpecs(e.lab.world()) : e.doc.level().solids, e.selection, out);
}
void drawActorsOverlay(const Editor& e, DrawList& out) {
  if (e.simulating())
    drawSimulatedActors(e.lab.world(), e.canvas.view.zoom, out);
  else
    drawActors(e.doc.level(), e.canvas.view.zoom, out);
}
void drawSelectionOverlay(const Editor& e, DrawList& out) {
  if (e.simulating())
    drawSimulatedSelection(e.lab.world(), e.selection, out);
  else
    drawSelection(e.doc.level(), e.selection, e.canvas.view.zoom, out);
}
void drawAabbsOverlay(const Editor& e, DrawList& out) { drawAabbs(e.lab.world(), out); }
void drawRaysOverlay(const Editor& e, DrawList& out) { drawRays(e.lab, out); }
void drawContactsOverlay(const Editor& e, DrawList& out) {
  drawContacts(e.lab, e.canvas.hoverWorld(), e.canvas.view.zoom, out);
}
void drawSweptOverlay(const Editor& e, DrawList& out) { drawSwept(e.lab, out); }
void drawStopsOverlay(const Editor& e, DrawList& out) { drawStops(e.lab, out); }
void drawCellsOverlay(const Editor& e, DrawList& out) { drawCells(e.lab.world(), out); }
void drawPairsOverlay(const Editor& e, DrawList& out) { drawPairs(e.lab, out); }
void drawVelocityOverlay(const Editor& e, DrawList& out) { drawVelocities(e.lab.world(), out); }
void drawTrailsOverlay(const Editor& e, DrawList& out) { drawTrails(e.lab, out); }
void drawCompareOverlay(const Editor& e, DrawList& out) { drawCompare(e.compare, e.lab, out); }
void drawStatsOverlay(const Editor& e, DrawList& out) {
  drawStats(statsOf(e.lab, e.lastFrameTimes().frameMs), levelSize(e.doc), out);
}
void drawEventOverlay(const Editor& e, DrawList& out) { drawCursorEvent(e.lab, out); }

std::string folderOf(const std::string& file) { return std::filesystem::path(file).parent_path().string(); }

}  // namespace

Editor::Editor(Settings initial, std::string settingsFolder, std::string appVersion)
    : settings(std::move(initial)),
      version(std::move(appVersion)),
      settingsFolder_(std::move(settingsFolder)),
      recoveryFiles_(recoveryFiles(settingsFolder_)) {
  sidePanels = {{"Inspector", drawInspector, true},
                {"Level", drawLevelPanel, true},
                {"Simulation", drawSimulationPanel, true}};
  // In drawing order: what lies under the objects first, the text on top last.
  overlays = {{"cells", "Partition cells", drawCellsOverlay, false},
              {"paths", "Solid paths", drawPathsOverlay, true},
              {"solids", "Moving solids", drawSolidsOverlay, true},
              {"trails", "Trails", drawTrailsOverlay, false},
              {"compare", "Compare movers (ghosts)", drawCompareOverlay, false},
              {"actors", "Actors", drawActorsOverlay, true},
              {"aabbs", "AABBs", drawAabbsOverlay, false},
              {"swept", "Swept boxes and tiles", drawSweptOverlay, false},
              {"rays", "Rays", drawRaysOverlay, false},
              {"contacts", "Contacts", drawContactsOverlay, false},
              {"stops", "Pixel-step stops", drawStopsOverlay, false},
              {"pairs", "Actor pairs", drawPairsOverlay, false},
              {"velocity", "Velocities", drawVelocityOverlay, false},
              {"selection", "Selection", drawSelectionOverlay, true},
              {"event", "Event of the event slider", drawEventOverlay, true},
              {"stats", "Stats", drawStatsOverlay, false}};
  for (Overlay& overlay : overlays) {
    const auto saved = settings.overlays.find(overlay.id);
    overlay.visible = saved != settings.overlays.end() ? saved->second : overlay.byDefault;
  }
}

std::string Editor::start(const std::string& levelPath, const io::ImportOptions& import) {
  Recovered found;
  if (!settingsFolder_.empty()) found = readRecovery(recoveryFiles_);
  std::string failure;
  if (!levelPath.empty()) {
    const uint64_t serialBefore = documentSerial_;
    DocumentChange open = DocumentChange::of(DocumentChange::Kind::OpenFile, levelPath);
    open.import = import;
    applyChange(open);
    if (documentSerial_ == serialBefore) failure = message;
  }
  if (!found.error.empty()) {
    showMessage("The recovery file of the last session cannot be read:\n" + found.error);
  } else if (found.document) {
    recovered_ = std::move(found.document);
    prompt = Prompt::Recovery;
  }
  return failure;
}

std::string Editor::windowTitle() const { return doc.displayName() + (doc.dirty() ? "*" : "") + " - Ledge"; }

void Editor::finish() {
  if (!doc.dirty()) dropOwnRecoveryFile();
}

void Editor::frame(const EditorInput& input) {
  (void)lab.takeSimulationMs();
  // Keys pressed while a prompt or the file browser is open are theirs, also the Esc that
  // closes one in this frame.
  const bool modalAtStart = prompt != Prompt::None || fileBrowser.visible();
  layout(input);
  syncLab();  // the panels show the session of the level as it is
  drawPanels();
  // Again: a panel resized in this frame moves the canvas' edge now, not a frame late, when the
  // canvas would show through the panel (which fills no background).
  layout(input);
  handleBrowser();
  const bool modal = modalAtStart || prompt != Prompt::None || fileBrowser.visible();
  if (!modal) {
    handleKeys(input);
    driveLab(input);
  } else {
    lab.setHeldInput({});
    heldShortcut_.reset();  // the key was the prompt's
  }
  if (panelEditOpen_ && !ImGui::IsAnyItemActive()) {
    doc.commit();
    panelEditOpen_ = false;
  }
  selection.prune(doc.level());
  syncLab();  // this frame's edits of the level show at once
  recordSteps(!labMouse.dragging() && !ImGui::IsAnyItemActive());
  if (input.closeRequested) requestChange(DocumentChange::of(DocumentChange::Kind::Quit));
  autosave(input.time);
  if (overlayVisible("compare")) compare.update(lab);
  rememberOverlays();
  frameTimes_.simulationMs = lab.takeSimulationMs();
  frameTimes_.frameMs = lastTime_ >= 0.0 && input.time > lastTime_ ? (input.time - lastTime_) * 1000.0 : 0.0;
  lastTime_ = input.time;
  fillDrawList();
}

void Editor::syncLab() {
  if (labSerial_ != documentSerial_) {
    labMouse = LabMouse{};
    lab.reset(doc.level());
    compare.clear();
    history_.clear();
    docHistoryId_ = doc.historyId();
    labEditsBeforeChange_.reset();
  } else if (labRevision_ != doc.revision()) {
    if (!labEditsBeforeChange_) beginLevelChange();
    lab.rebuild(doc.level());
  }
  labSerial_ = documentSerial_;
  labRevision_ = doc.revision();
}

// The player's keys, the fixed steps that the time since the last frame owes, and the mouse:
// in the running simulation, selecting and dragging go to the lab, the tile tools and Place to the level.
void Editor::driveLab(const EditorInput& input) {
  // A chord is a shortcut only (Ctrl+S saves, it does not also hold Down and cut the recording).
  const bool chord = input.mods.ctrl || input.mods.alt;
  lab.setHeldInput(chord ? Input{} : playerInput(input.keysDown, lab.playing()));
  if (lastTime_ >= 0.0 && input.time > lastTime_) lab.advance(input.time - lastTime_);
  // Space held pans even while it jumps: a left drag with it held never reaches the tool, which
  // would otherwise paint or move the level under a user who only meant to look around.
  // Place puts objects in the level, as the tile tools paint it: the session then replays.
  const bool labMouseUsed = (labMouse.dragging() || (simulating() && tools.tool == Tool::Select)) &&
                            labMouse.update(input, canvas.view, lab, selection);
  if (!labMouseUsed) canvas.update(input, doc, tools, selection);
}

bool Editor::overlayVisible(std::string_view id) const {
  for (const Overlay& overlay : overlays)
    if (id == overlay.id) return overlay.visible;
  return false;
}

void Editor::rememberOverlays() {
  for (const Overlay& overlay : overlays) settings.overlays[overlay.id] = overlay.visible;
}

std::string Editor::showOverlays(std::string_view ids) {
  std::vector<std::string> wanted;
  while (!ids.empty()) {
    const size_t comma = std::min(ids.find(','), ids.size());
    std::string_view id = ids.substr(0, comma);
    ids.remove_prefix(std::min(comma + 1, ids.size()));
    while (!id.empty() && id.front() == ' ') id.remove_prefix(1);
    while (!id.empty() && id.back() == ' ') id.remove_suffix(1);
    if (id.empty()) continue;
    const bool known =
        id == "all" || std::any_of(overlays.begin(), overlays.end(), [id](const Overlay& o) { return id == o.id; });
    if (!known) {
      std::string names;
      for (const Overlay& o : overlays) names += std::string(names.empty() ? "" : ", ") + o.id;
      return "unknown overlay '" + std::string(id) + "' (known: " + names + ", all)";
    }
    wanted.emplace_back(id);
  }
  const bool all = std::find(wanted.begin(), wanted.end(), "all") != wanted.end();
  for (Overlay& overlay : overlays)
    overlay.visible = all || overlay.byDefault || std::find(wanted.begin(), wanted.end(), overlay.id) != wanted.end();
  return {};
}

void Editor::requestScreenshot() {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path folder = doc.path().empty() ? fs::current_path(ec) : fs::path(doc.path()).parent_path();
  const std::string stem = fs::path(doc.displayName()).stem().string() + "-frame-" + std::to_string(lab.frame());
  fs::path path = folder / (stem + ".png");
  for (int n = 2; fs::exists(path, ec); ++n) path = folder / (stem + "-" + std::to_string(n) + ".png");
  screenshotRequest_ = path.string();
}

std::optional<std::string> Editor::takeScreenshotRequest() { return std::exchange(screenshotRequest_, std::nullopt); }

void Editor::screenshotDone(const std::string& path, const std::string& error) {
  if (error.empty())
    statusText = "Saved screenshot " + path;
  else
    showMessage("Cannot save the screenshot " + path + ":\n" + error);
}

float Editor::betweenPanelsLeft(float displayWidth) const {
  return settings.showToolsPanel ? kToolsPanel.width(settings.toolsPanelWidth, displayWidth) : 0.0f;
}

float Editor::betweenPanelsRight(float displayWidth) const {
  return displayWidth - (settings.showSidePanel ? kSidePanel.width(settings.sidePanelWidth, displayWidth) : 0.0f);
}

void Editor::layout(const EditorInput& input) {
  const float top = menuBarHeight();
  const float left = betweenPanelsLeft(input.displaySize.x);
  const float right = betweenPanelsRight(input.displaySize.x);
  const float bottom = input.displaySize.y - statusBarHeight() - labBarHeight(left, right);
  canvas.view.screenOrigin = {left, top};
  canvas.view.screenSize = {std::max(right - left, 1.0f), std::max(bottom - top, 1.0f)};
  if (fitPending_) {
    fitToLevel(canvas.view, levelSize(doc));
    fitPending_ = false;
  }
}

void Editor::drawPanels() {
  drawMenuBar(*this);
  // The side panels first: the lab bar spans the width between them as they are this frame.
  if (settings.showToolsPanel) drawToolsPanel(*this);
  if (settings.showSidePanel) drawSidePanel(*this);
  const float displayWidth = ImGui::GetIO().DisplaySize.x;
  drawLabBar(*this, betweenPanelsLeft(displayWidth), betweenPanelsRight(displayWidth));
  drawStatusBar(*this);
  drawPrompts(*this);
}

void Editor::handleKeys(const EditorInput& input) {
  for (Key key : input.keysPressed) {
    // While playing, the player's keys steer the player.
    if (lab.playing() && !input.mods.ctrl && isPlayerKey(key)) continue;
    if (key == Key::Escape) {
      if (labMouse.dragging())
        cancelLabDrag();
      else if (canvas.dragging())
        canvas.cancelDrag(doc);
      else
        selection.clear();
      continue;
    }
    const bool plain = !input.mods.ctrl && !input.mods.shift && !input.mods.alt;
    if (plain && !lab.playing() && isPlayerKey(key) && actionForKey(key, input.mods)) {
      if (!heldShortcut_) heldShortcut_ = HeldShortcut{key, lab.frame()};
      continue;
    }
    if (plain && key >= Key::Num1 && key <= Key::Num9) {
      tools.tile = kPaletteTiles[static_cast<size_t>(key) - static_cast<size_t>(Key::Num1)];
      if (tools.tool != Tool::Bucket && tools.tool != Tool::Rectangle) tools.tool = Tool::Brush;
      continue;
    }
    if (const auto action = actionForKey(key, input.mods)) runAction(*action);
  }
  releaseHeldShortcut(input);
}

void Editor::releaseHeldShortcut(const EditorInput& input) {
  if (!heldShortcut_ || input.keysDown[static_cast<size_t>(heldShortcut_->key)]) return;
  const HeldShortcut held = *std::exchange(heldShortcut_, std::nullopt);
  if (lab.frame() != held.frame || lab.playing()) return;  // it steered the player
  if (const auto action = actionForKey(held.key, {})) runAction(*action);
}

void Editor::runAction(Action action) {
  if (canvas.dragging() && action != Action::ZoomIn && action != Action::ZoomOut) return;
  switch (action) {
    case Action::New: prompt = Prompt::NewLevel; break;
    case Action::Open:
      browserPurpose_ = BrowserPurpose::Open;
      fileBrowser.show(FileBrowser::Mode::Open, "Open Level", folderForBrowser(), openableExtensions());
      break;
    case Action::Save: save(); break;
    case Action::SaveAs: showSaveAs(); break;
    case Action::Import:
      browserPurpose_ = BrowserPurpose::Import;
      fileBrowser.show(FileBrowser::Mode::Open, "Import Tiled or LDtk Map", folderForBrowser(),
                       {std::begin(kMapExtensions), std::end(kMapExtensions)});
      break;
    case Action::Export:
      browserPurpose_ = BrowserPurpose::Export;
      fileBrowser.show(FileBrowser::Mode::Save, "Export to Tiled", folderForBrowser(), {".tmj"},
                       std::filesystem::path(doc.displayName()).stem().string() + ".tmj");
      fileBrowser.refuseWith([](const std::string& path) { return io::exportFilesProblem(path); });
      break;
    case Action::Quit: requestChange(DocumentChange::of(DocumentChange::Kind::Quit)); break;
    case Action::Undo: travel(Travel::Back); break;
    case Action::Redo: travel(Travel::Forward); break;
    case Action::Copy:
      if (!selection.empty()) clipboard = copyObjects(doc.level(), selection.objects);
      break;
    case Action::Paste: {
      if (clipboard.empty()) break;
      const int ts = doc.map().tileSize();
      // At the mouse when it is over the canvas, else a tile right of the originals, on their
      // row; a tile further while that would stack copies on objects just like them.
      const IVec2 asked = canvas.hovering() ? pasteAtMouse(clipboard, canvas.hoverWorld(), ts)
                                            : IVec2{clipboard.origin.x + ts, clipboard.origin.y};
      const IVec2 at = pastePlace(doc.level(), clipboard, asked, ts);
      doc.begin("Paste");
      selection.objects = pasteObjects(doc, clipboard, at);
      selection.waypoint = -1;
      doc.commit();
      break;
    }
    case Action::Delete: {
      const int solid = selection.singleSolid();
      if (solid >= 0 && selection.waypoint == 0) {
        // The designer picked a waypoint to delete, not the solid that stands on it.
        statusText = "The start of a path is where its solid stands and cannot be deleted; click the solid to delete it";
        break;
      }
      doc.begin(selection.waypoint > 0 ? "Delete Waypoint" : "Delete");
      if (solid >= 0 && selection.waypoint > 0)
        deleteWaypoint(doc, solid, selection.waypoint);
      else
        deleteObjects(doc, selection.objects);
      doc.commit();
      if (selection.waypoint > 0)
        selection.waypointDeleted(selection.waypoint);
      else
        selection.clear();
      break;
    }
    case Action::SelectAll:
      selection.objects = allObjects(doc.level());
      tools.tool = Tool::Select;
      break;
    case Action::ZoomIn: zoomAbout(canvas.view, canvas.view.screenOrigin + canvas.view.screenSize * 0.5f, kZoomStep, levelSize(doc)); break;
    case Action::ZoomOut: zoomAbout(canvas.view, canvas.view.screenOrigin + canvas.view.screenSize * 0.5f, 1.0f / kZoomStep, levelSize(doc)); break;
    case Action::ResetZoom: resetZoom(canvas.view); break;
    case Action::FitLevel: fitPending_ = true; break;
    case Action::ToggleGrid: settings.showGrid = !settings.showGrid; break;
    case Action::ToolBrush: tools.tool = Tool::Brush; break;
    case Action::ToolEraser: tools.tool = Tool::Eraser; break;
    case Action::ToolBucket: tools.tool = Tool::Bucket; break;
    case Action::ToolRectangle: tools.tool = Tool::Rectangle; break;
    case Action::ToolPicker: tools.tool = Tool::Picker; break;
    case Action::ToolSelect: tools.tool = Tool::Select; break;
    case Action::PlayPause: lab.togglePlay(); break;
    case Action::StepForward: lab.stepForward(); break;
    case Action::StepBack: lab.stepBack(); break;
    case Action::Restart: lab.restart(); break;
    case Action::LoadInputs:
      browserPurpose_ = BrowserPurpose::LoadInputs;
      fileBrowser.show(FileBrowser::Mode::Open, "Load Inputs", folderForBrowser(),
                       {std::begin(kInputsExtensions), std::end(kInputsExtensions)});
      break;
    case Action::SaveInputs: showSaveInputs(); break;
    case Action::Screenshot: requestScreenshot(); break;
    case Action::Count: break;
  }
}

std::vector<std::string> Editor::tunedPhysics() const {
  return differingPhysicsLabels(lab.world().physics, doc.level().physics);
}

void Editor::requestChange(DocumentChange change) {
  if (change.kind == DocumentChange::Kind::None) return;
  if (!change.keysAnswered && lab.hasUnsavedKeys()) {
    pending = std::move(change);
    prompt = Prompt::UnsavedInputs;
    return;
  }
  if (doc.dirty() || !tunedPhysics().empty()) {
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
      // A Tiled or LDtk map named on the command line, or picked with Open, is what Import
      // reads: the user asked to see it, not for a Ledge level of that name.
      if (isForeignLevel(change.path)) {
        DocumentChange importing = change;
        importing.kind = DocumentChange::Kind::ImportFile;
        applyChange(importing);
        return;
      }
      OpenResult opened = openDocument(change.path);
      if (!opened.document) {
        showMessage("Cannot open " + change.path + ":\n" + opened.error);
        std::error_code ec;
        if (!std::filesystem::exists(change.path, ec)) forgetRecentFile(settings, absolutePath(change.path));
        return;
      }
      replaceDocument(std::move(*opened.document));
      const std::string file = absolutePath(change.path);
      addRecentFile(settings, file);
      settings.lastFolder = folderOf(file);
      statusText = "Opened " + change.path;
      return;
    }
    case DocumentChange::Kind::ImportFile: {
      OpenResult imported = importDocument(change.path, change.import);
      if (!imported.document) {
        showMessage("Cannot import " + change.path + ":\n" + imported.error);
        return;
      }
      replaceDocument(std::move(*imported.document));
      importedFileName_ = std::filesystem::path(change.path).stem().string() + ".json";
      settings.lastFolder = folderOf(absolutePath(change.path));
      statusText = "Imported " + change.path + " (Save As to keep it as a Ledge level)";
      if (!imported.error.empty()) showMessage("Imported " + change.path + ":\n" + imported.error);
      return;
    }
  }
}

void Editor::replaceDocument(Document next) {
  canvas.leaveDocument(doc);
  dropOwnRecoveryFile();  // the level it kept is saved, discarded or unchanged by now
  doc = std::move(next);
  importedFileName_.clear();
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
  addRecentFile(settings, absolutePath(path));
  dropOwnRecoveryFile();
  statusText = "Saved " + path;
  return true;
}

void Editor::showSaveAs(DocumentChange then) {
  afterSaveAs_ = std::move(then);
  browserPurpose_ = BrowserPurpose::SaveAs;
  fileBrowser.show(FileBrowser::Mode::Save, "Save Level As", folderForBrowser(),
                   {std::begin(kLevelExtensions), std::end(kLevelExtensions)},
                   doc.path().empty() ? importedFileName_ : doc.displayName());
  // Saving a second new level should not start by asking to replace the first.
  if (fileBrowser.fileName().empty()) fileBrowser.setFileName(unusedFileName(fileBrowser.folder(), "level", ".json"));
}

void Editor::handleBrowser() {
  fileBrowser.draw();
  const std::optional<std::string> chosen = fileBrowser.takeChosen();
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
    case BrowserPurpose::LoadInputs:
      if (std::string error = lab.loadInputs(*chosen); !error.empty())
        showMessage("Cannot load the inputs:\n" + error);
      else
        statusText = "Loaded " + std::to_string(lab.length()) + " frames of inputs from " + *chosen;
      break;
    case BrowserPurpose::SaveInputs:
      if (saveInputs(*chosen)) requestChange(std::exchange(afterSaveInputs_, {}));
      break;
  }
}

void Editor::showSaveInputs(DocumentChange then) {
  afterSaveInputs_ = std::move(then);
  browserPurpose_ = BrowserPurpose::SaveInputs;
  fileBrowser.show(FileBrowser::Mode::Save, "Save Inputs", folderForBrowser(),
                   {std::begin(kInputsExtensions), std::end(kInputsExtensions)},
                   std::filesystem::path(doc.displayName()).stem().string() + "-inputs.txt");
}

bool Editor::saveInputs(const std::string& path) {
  if (std::string error = lab.saveInputs(path); !error.empty()) {
    showMessage(error);
    return false;
  }
  // The name only: the notice must fit the status bar.
  statusText = "Saved " + std::to_string(lab.length()) + " frames of inputs to " +
               std::filesystem::path(path).filename().string();
  if (const std::string left = editsNotInInputs(lab.recording().edits()); !left.empty())
    statusText += "; it replays without the " + left + " made while playing";
  return true;
}

void Editor::saveThenChange() {
  if (!tunedPhysics().empty()) writePhysicsToLevel(*this);
  if (doc.path().empty())
    showSaveAs(std::exchange(pending, {}));
  else if (save())
    applyChange(std::exchange(pending, {}));
}

void Editor::discardChanges() {
  dropOwnRecoveryFile();
  applyChange(std::exchange(pending, {}));
}

void Editor::saveInputsThenChange() { showSaveInputs(std::exchange(pending, {})); }

void Editor::dropInputsThenChange() {
  DocumentChange then = std::exchange(pending, {});
  then.keysAnswered = true;
  requestChange(std::move(then));
}

void Editor::acceptRecovery() {
  if (recovered_) replaceDocument(std::move(*recovered_));
  recovered_.reset();
  ownsRecoveryFile_ = true;  // it keeps this document's changes now
  statusText = "Recovered the unsaved changes of the last session";
}

void Editor::declineRecovery() {
  recovered_.reset();
  removeRecoveryFile();
}

void Editor::dropOwnRecoveryFile() {
  if (ownsRecoveryFile_) removeRecoveryFile();
}

void Editor::removeRecoveryFile() {
  if (!settingsFolder_.empty()) removeRecovery(recoveryFiles_);
  ownsRecoveryFile_ = false;
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
  // Never over a recovery file the user has not answered about, nor after the answer to quit.
  if (settingsFolder_.empty() || recovered_ || quitting_ || doc.editing() || !autosave_.due(now, doc)) return;
  if (std::string error = writeRecovery(recoveryFiles_, doc); !error.empty()) {
    statusText = "Autosave failed: " + error;
  } else {
    ownsRecoveryFile_ = true;
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
  drawList_.backdrop = dockedPanelColour();
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
