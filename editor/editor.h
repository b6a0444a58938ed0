#pragma once
// The level editor: one document, the tools, the canvas, the panels and the file dialogs.
// app/ gives it each frame's input inside an ImGui frame; it draws its panels with ImGui and
// fills a draw list for the canvas, which app/ renders over the tile map.
//
// Panels on the right and canvas overlays are tables (sidePanels, overlays): a new panel or
// overlay is a row with a draw function, placed beside the others without touching them.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/io/level_formats.h"
#include "editor/actions.h"
#include "editor/canvas.h"
#include "editor/clipboard.h"
#include "editor/document.h"
#include "editor/draw_list.h"
#include "editor/file_browser.h"
#include "editor/input.h"
#include "editor/lab.h"
#include "editor/lab_compare.h"
#include "editor/lab_mouse.h"
#include "editor/level_edits.h"
#include "editor/recovery.h"
#include "editor/selection.h"
#include "editor/settings.h"
#include "editor/tools.h"
#include "editor/undo_order.h"

namespace ledge::editor {

class Editor;

// A section of the side panel (Inspector, Level...).
struct SidePanel {
  const char* title;
  void (*draw)(Editor& editor);
  bool open = true;
};

// Something drawn over the tile map, listed in the View menu. `id` is stable: settings,
// `ledge shot --overlays` and Editor::showOverlays() name overlays by it.
struct Overlay {
  const char* id;
  const char* name;
  void (*draw)(const Editor& editor, DrawList& out);
  bool byDefault = false;  // visible until the user (or the settings) says otherwise
  bool visible = false;
};

// What the last Editor::frame() spent in the collision core (stepping, seeking, replaying).
struct FrameTimes {
  double simulationMs = 0;  // stepping, seeking and replaying the core
  double frameMs = 0;       // wall-clock time since the previous frame
};

// The tile kinds drawn by the map's own shader into one texture, in Tile order, for the
// palette: kind i covers u in [i / kTileKindCount, (i + 1) / kTileKindCount], v = 1 at the top.
struct TileSwatches {
  void* texture = nullptr;  // an ImTextureID; null until app/ has made it
  int pixelsPerTile = 36;
};

// A change of document that unsaved changes must be asked about first.
struct DocumentChange {
  enum class Kind : uint8_t { None, NewLevel, OpenFile, ImportFile, Quit };
  Kind kind = Kind::None;
  std::string path;
  io::ImportOptions import;  // OpenFile, ImportFile: the part of a Tiled or LDtk map to take
  bool keysAnswered = false;  // the question about the lab's unsaved keys was answered
  int width = 64;
  int height = 36;
  int tileSize = 16;

  static DocumentChange of(Kind kind, std::string path = {}) {
    DocumentChange change;
    change.kind = kind;
    change.path = std::move(path);
    return change;
  }
};

// The Level panel's size fields, read from the map until the user applies them.
struct MapSizeFields {
  int width = 0;
  int height = 0;
  int tileSize = 0;
  uint64_t map = ~uint64_t{0};  // Editor::mapIdentity() of the map they were read from
};

enum class Prompt : uint8_t { None, UnsavedInputs, UnsavedChanges, Recovery, NewLevel, Message, Shortcuts, About };

class Editor {
 public:
  // `settingsFolder` holds the recovery file (empty: no autosave, as in tests).
  Editor(Settings settings, std::string settingsFolder, std::string version);

  // Opens `levelPath` (a new level when empty; of a Tiled or LDtk map, the part `import` names)
  // and offers a recovery file left by a crash. Returns why the level could not be opened (also
  // shown in a message box), or empty.
  std::string start(const std::string& levelPath, const io::ImportOptions& import = {});
  // One frame: panels (inside the caller's ImGui frame), shortcuts, the canvas, the autosave.
  void frame(const EditorInput& input);
  void runAction(Action action);

  const DrawList& drawList() const { return drawList_; }
  // "demo.json* - Ledge": the name, and a star while there are unsaved changes.
  std::string windowTitle() const;
  // Changes whenever the map is replaced: by a new document, a resize, a new tile size.
  uint64_t mapIdentity() const { return (documentSerial_ << 32) | doc.mapGeneration(); }
  // The user asked to quit and answered about unsaved changes.
  bool quitting() const { return quitting_; }
  // The end of the session. Removes this session's recovery file when nothing is left unsaved;
  // a session that ends with changes nobody answered about (`--frames N`) keeps them, as a
  // crash would, and a recovery file of an earlier session waits for the user's answer.
  void finish();

  // Makes the overlays of a comma-separated id list visible in addition to the defaults
  // ("all": every overlay). Returns an error naming an unknown id (nothing changes then).
  std::string showOverlays(std::string_view ids);
  FrameTimes lastFrameTimes() const { return frameTimes_; }
  // The path a screenshot was asked for (F12, Save Screenshot), handed out once: the app writes
  // the PNG after rendering the frame and calls screenshotDone() with an error text or "".
  std::optional<std::string> takeScreenshotRequest();
  void screenshotDone(const std::string& path, const std::string& error);
  // The canvas shows the running simulation rather than the level as authored: the lab is
  // playing or past frame 0.
  bool simulating() const { return lab.playing() || lab.frame() > 0; }
  // Something moves on its own: the app keeps drawing frames instead of waiting for input.
  bool animating() const { return lab.playing(); }

  // --- state, read and changed by the panels ------------------------------------------------
  Document doc;
  Lab lab{doc.level()};  // the collision lab's session over a copy of the level
  LabCompare compare;    // the recorded inputs run once per mover
  LabMouse labMouse;     // picking and dragging in the running simulation
  ToolState tools;
  Selection selection;
  Canvas canvas;
  Clipboard clipboard;
  Settings settings;
  TileSwatches swatches;
  std::vector<SidePanel> sidePanels;
  std::vector<Overlay> overlays;
  FileBrowser fileBrowser;
  Prompt prompt = Prompt::None;
  std::string message;     // Prompt::Message: an error or a notice
  std::string statusText;  // the last thing done ("Saved demo.json")
  Anchor resizeAnchor;
  MapSizeFields sizeFields;
  DocumentChange pending;  // waits for the answer about unsaved keys or changes
  DocumentChange newLevelFields = DocumentChange::of(DocumentChange::Kind::NewLevel);  // the New Level prompt's fields
  std::string version;

  // Undo and redo take back the level's steps and the lab's in the order they came.
  bool canUndo() const;
  bool canRedo() const;
  std::string undoLabel() const;  // "Brush", "Solid Drag (Lab)"; "" when none
  std::string redoLabel() const;

  // Panels call these.
  // Asks first about the lab's unsaved keys, then about the level's unsaved changes.
  void requestChange(DocumentChange change);
  // The fields in which the running simulation's physics differ from the level's defaults
  // (tuned in the Simulation panel): leaving the level loses them unless they are written to it.
  std::vector<std::string> tunedPhysics() const;
  void applyChange(const DocumentChange& change);
  // The unsaved-changes prompt's "Save": writes the tuned physics to the level, saves it (Save As
  // when it has no file yet) and then makes the pending change.
  void saveThenChange();
  // Its "Don't Save": drops the changes (and their recovery file) and makes the pending change.
  void discardChanges();
  // The unsaved-inputs prompt's "Save Inputs": the browser, then the pending change once the
  // inputs are saved (asking about the level next). Its "Don't Save" goes on to the level.
  void saveInputsThenChange();
  void dropInputsThenChange();
  bool save();                                // Save As when the level has no file yet
  void showSaveAs(DocumentChange then = {});
  // Simulation > Save Inputs, once the browser has a file: says in the status bar what the
  // file cannot replay (the edits made while playing). False when it failed (a message says why).
  bool saveInputs(const std::string& path);
  const std::optional<Document>& recovered() const { return recovered_; }
  void acceptRecovery();
  void declineRecovery();
  // Opens an edit for a panel widget; the editor commits it once no widget is active.
  void panelEdit(const char* label);
  void showMessage(std::string text);

 private:
  enum class BrowserPurpose : uint8_t { Open, SaveAs, Import, Export, LoadInputs, SaveInputs };
  void layout(const EditorInput& input);
  // The canvas and the lab bar span the window between the side panels, as wide as the settings
  // have them within their bounds for the window.
  float betweenPanelsLeft(float displayWidth) const;
  float betweenPanelsRight(float displayWidth) const;
  void drawPanels();
  void handleKeys(const EditorInput& input);
  // The shortcut of a player key held while paused, run when the key is let go (see heldShortcut_).
  void releaseHeldShortcut(const EditorInput& input);
  void handleBrowser();
  void showSaveInputs(DocumentChange then = {});
  void autosave(double now);
  bool saveTo(const std::string& path);
  void dropOwnRecoveryFile();
  void removeRecoveryFile();
  void replaceDocument(Document next);
  std::string folderForBrowser() const;
  void fillDrawList();
  void syncLab();
  void driveLab(const EditorInput& input);
  // Adds the lab's step and the level's commits since the last call to the undo order. The lab's
  // step only once `labLetGo`: a drag or a slider still held goes on adding to it.
  void recordSteps(bool labLetGo);
  // The level starts to change: a lab drag ends (its solid may be the one deleted) and the lab's
  // step goes before the level's, which keeps the lab's edits as they are now.
  void beginLevelChange();
  void recordLabStep();
  // Lets go of the solid dragged in the lab and takes the drag back unrecorded, as Escape
  // cancels a drag on the canvas.
  void cancelLabDrag();
  // Undo (Back) and redo (Forward) over the undo order.
  enum class Travel : uint8_t { Back, Forward };
  void travel(Travel way);
  void rememberOverlays();
  bool overlayVisible(std::string_view id) const;
  void requestScreenshot();

  std::string settingsFolder_;
  RecoveryFiles recoveryFiles_;
  AutosaveClock autosave_;
  std::optional<Document> recovered_;  // offered by Prompt::Recovery
  // The recovery file on disk is this session's: written by its autosave, or recovered into
  // its document. Only then do a save, a discard or a new document remove it; a file left by
  // an earlier session stays until the user answers about it.
  bool ownsRecoveryFile_ = false;
  DrawList drawList_;
  BrowserPurpose browserPurpose_ = BrowserPurpose::Open;
  DocumentChange afterSaveAs_;
  DocumentChange afterSaveInputs_;
  // Save As' suggestion for an imported map that has no file yet: the map's name. Replacing the
  // level saved from the map before is the usual wish, and the browser asks first. Empty for a
  // new level, which is offered a name its folder lacks.
  std::string importedFileName_;
  bool panelEditOpen_ = false;
  bool quitting_ = false;
  bool fitPending_ = true;  // fit the level to the canvas once its size is known
  uint64_t documentSerial_ = 0;  // told to the renderer with the map generation
  // The document the lab runs: its serial and revision when the session was last built.
  uint64_t labSerial_ = 0;
  uint64_t labRevision_ = 0;
  UndoOrder history_;
  uint64_t docHistoryId_ = 0;  // the level's step when the steps were last recorded
  // The lab's edits when the level last started to change: a level step keeps them.
  std::optional<std::vector<TimedEdit>> labEditsBeforeChange_;
  double lastTime_ = -1.0;  // EditorInput::time of the previous frame
  FrameTimes frameTimes_;
  std::optional<std::string> screenshotRequest_;
  // Paused, a player key held through a step steers that step (S holds Down), and S is also the
  // Select tool's shortcut: the tool changes when the key is let go, and only if no frame was
  // stepped or played meanwhile. The key, and the lab's frame when it went down.
  struct HeldShortcut {
    Key key = Key::Count;
    int64_t frame = 0;
  };
  std::optional<HeldShortcut> heldShortcut_;
};

}  // namespace ledge::editor
