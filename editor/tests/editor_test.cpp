// The whole editor, frame by frame, with a Dear ImGui context but no window: keys, menus'
// actions, prompts, the window title, autosave and recovery.

#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_internal.h>  // the panels' windows, to measure them

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include "editor/actions.h"
#include "core/io/file_read.h"
#include "core/io/inputs_file.h"
#include "core/io/level_file.h"
#include "editor/document_files.h"
#include "editor/editor.h"
#include "editor/lab_panels.h"
#include "editor/panels.h"
#include "editor/path_tools.h"
#include "editor/tests/headless.h"
#include "editor/tests/helpers.h"

using namespace ledge;
using namespace ledge::editor;
using namespace ledge::editor::test;

namespace {

// What the Inspector says in the problem colour once it has drawn the editor as it is.
std::string inspectorWarnings(Editor& e) {
  frame(e, idle());
  frame(e, idle());
  return drawnGlyphs("Properties", ImGui::ColorConvertFloat4ToU32(kProblemColour));
}

// A click in the middle of the canvas, at tile under it.
void clickCanvas(Editor& e, double time = 0.0) {
  frame(e, idle(time));  // lays the canvas out
  EditorInput in = idle(time);
  in.mouse = e.canvas.view.screenOrigin + e.canvas.view.screenSize * 0.5f;
  in.mouseFree = true;
  in.down[0] = in.pressed[0] = true;
  frame(e, in);
  in.down[0] = in.pressed[0] = false;
  in.released[0] = true;
  frame(e, in);
}

// Frames of a window of this size, as the platform reports it to Dear ImGui and to the editor.
EditorInput inWindowOf(float width, float height) {
  ImGui::GetIO().DisplaySize = ImVec2(width, height);
  EditorInput in = idle();
  in.displaySize = {width, height};
  return in;
}

EditorInput ctrl(Key key) { return keys({key}, {true, false, false}); }

// A new level with one actor of `kind` at `at`, selected with Ctrl+A and copied with Ctrl+C.
void copyOneActor(Editor& e, ActorKind kind, IVec2 at = {16, 16}) {
  e.start("");
  e.doc.begin("Setup");
  e.doc.insertActor(0, actorAt(at.x, at.y, 10, 14, kind));
  e.doc.commit();
  frame(e, ctrl(Key::A));
  CHECK(e.selection.objects.size() == 1);
  frame(e, ctrl(Key::C));
}

}  // namespace

TEST_CASE("editor: a click paints, the title shows a star, Ctrl+Z and Ctrl+Shift+Z undo and redo") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("");
  frame(e, idle());
  CHECK(e.windowTitle() == "untitled - Ledge");
  clickCanvas(e);
  CHECK(e.doc.dirty());
  CHECK(e.windowTitle() == "untitled* - Ledge");
  const std::string painted = bytesOf(e.doc);
  frame(e, keys({Key::Z}, {true, false, false}));
  CHECK_FALSE(e.doc.dirty());
  frame(e, keys({Key::Z}, {true, true, false}));
  CHECK(bytesOf(e.doc) == painted);
  frame(e, keys({Key::Z}, {true, false, false}));
  frame(e, keys({Key::Y}, {true, false, false}));
  CHECK(bytesOf(e.doc) == painted);
}

TEST_CASE("editor: the docked panels fill no background, and the draw list's backdrop is their colour") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("");
  frame(e, idle());
  frame(e, idle());
  const ImU32 background = ImGui::GetColorU32(ImGuiCol_WindowBg);
  int panels = 0;
  const ImDrawData* drawn = ImGui::GetDrawData();
  for (int i = 0; i < drawn->CmdListsCount; ++i) {
    const ImDrawList& list = *drawn->CmdLists[i];
    const std::string owner = list._OwnerName ? list._OwnerName : "";
    if (owner != "Tools" && owner != "Properties" && owner != "##simulation" && owner != "##status") continue;
    ++panels;
    const bool filled = std::any_of(list.VtxBuffer.begin(), list.VtxBuffer.end(),
                                    [&](const ImDrawVert& v) { return v.col == background; });
    INFO(owner);
    CHECK_FALSE(filled);
  }
  CHECK(panels == 4);
  const ImVec4 panelColour = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
  CHECK(e.drawList().backdrop == ImGui::ColorConvertFloat4ToU32(ImVec4(panelColour.x, panelColour.y, panelColour.z, 1.0f)));
}

TEST_CASE("editor: in an 800 x 600 window the canvas keeps half the width, the level fits it from the first frame") {
  Headless gui;
  EditorInput in = inWindowOf(800.0f, 600.0f);
  Editor e(Settings{}, "", "test");  // panels left at 200 and 300 px, as a first start has them
  e.start("levels/demo.json");
  frame(e, in);
  const CanvasView first = e.canvas.view;
  CHECK(first.screenSize.x == doctest::Approx(800.0f * (1.0f - kToolsPanel.maxShare - kSidePanel.maxShare)));
  // Fitted to the canvas it has (the level's width is the tighter fit), 24 px each side.
  const float levelWidth = static_cast<float>(e.doc.map().pixelWidth()) * first.zoom;
  CHECK(levelWidth == doctest::Approx(first.screenSize.x - 48.0f));
  for (int i = 0; i < 2; ++i) frame(e, in);
  CHECK(e.canvas.view.screenSize.x == first.screenSize.x);  // the panels were drawn that wide
  // The Properties panel's fields leave their labels room: nothing runs past its edge.
  const ImGuiWindow* panel = ImGui::FindWindowByName("Properties");
  REQUIRE(panel != nullptr);
  CHECK(panel->Size.x == doctest::Approx(800.0f * kSidePanel.maxShare));
  CHECK(contentFitsWidth("Properties"));
  // The small window narrowed the panels for now: made large again, they are as they were left.
  CHECK(e.settings.toolsPanelWidth == 200.0f);
  CHECK(e.settings.sidePanelWidth == 300.0f);
  ImGui::GetIO().DisplaySize = ImVec2(1280.0f, 720.0f);
  for (int i = 0; i < 2; ++i) frame(e, idle());
  CHECK(panel->Size.x == 300.0f);
  CHECK(e.canvas.view.screenSize.x == 1280.0f - 200.0f - 300.0f);
}

TEST_CASE("editor: in a 640 px window the panels narrow to their shares, the canvas lies right between them") {
  Headless gui;
  const EditorInput in = inWindowOf(640.0f, 480.0f);
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  for (int i = 0; i < 3; ++i) frame(e, in);
  const ImGuiWindow* tools = ImGui::FindWindowByName("Tools");
  const ImGuiWindow* properties = ImGui::FindWindowByName("Properties");
  REQUIRE(tools != nullptr);
  REQUIRE(properties != nullptr);
  CHECK(tools->Size.x == doctest::Approx(640.0f * kToolsPanel.maxShare));
  CHECK(properties->Size.x == doctest::Approx(640.0f * kSidePanel.maxShare));
  CHECK(e.canvas.view.screenOrigin.x == tools->Size.x);
  CHECK(e.canvas.view.screenOrigin.x + e.canvas.view.screenSize.x == doctest::Approx(properties->Pos.x));
  // The tools' names stay whole: their keys give up their column, which they keep at 1280 px.
  const float toolsRoom = tools->Size.x - 2.0f * ImGui::GetStyle().WindowPadding.x;
  CHECK_FALSE(toolKeysFit(toolsRoom));
  CHECK(ImGui::CalcTextSize("Rectangle Fill").x <= toolsRoom);
  CHECK(toolKeysFit(200.0f - 2.0f * ImGui::GetStyle().WindowPadding.x));
  // The Properties labels too long for the room left are cut with an ellipsis, not by the edge.
  e.selection.selectOnly({ObjectRef::Type::Actor, 0});
  frame(e, in);
  CHECK(contentFitsWidth("Properties"));
  ImGui::GetIO().DisplaySize = ImVec2(1280.0f, 720.0f);
}

TEST_CASE("editor: tool keys and number keys, the tools panel and the canvas agree") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("");
  frame(e, keys({Key::F}));
  CHECK(e.tools.tool == Tool::Bucket);
  frame(e, keys({Key::Num3}));
  CHECK(e.tools.tile == Tile::Ladder);
  CHECK(e.tools.tool == Tool::Bucket);  // a number picks the tile and keeps a fill tool
  frame(e, keys({Key::S}));
  CHECK(e.tools.tool == Tool::Select);
  frame(e, keys({Key::Num9}));
  CHECK(e.tools.tile == Tile::SlopeUpLeftLow);
  CHECK(e.tools.tool == Tool::Brush);
  frame(e, keys({Key::U}));
  CHECK(e.tools.tool == Tool::Rectangle);
  frame(e, keys({Key::I}));
  CHECK(e.tools.tool == Tool::Picker);
  frame(e, keys({Key::E}));
  CHECK(e.tools.tool == Tool::Eraser);
}

TEST_CASE("editor: Select All, Ctrl+C, Ctrl+V, Del") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  copyOneActor(e, ActorKind::Player);
  frame(e, ctrl(Key::V));
  CHECK(e.doc.level().actors.size() == 2);
  CHECK(e.selection.objects == std::vector<ObjectRef>{{ObjectRef::Type::Actor, 1}});
  frame(e, keys({Key::Delete}));
  CHECK(e.doc.level().actors.size() == 1);
  CHECK(e.selection.empty());
}

TEST_CASE("editor: Ctrl+V at the mouse keeps a copy's place within its tile") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  copyOneActor(e, ActorKind::Crate, {21, 50});
  EditorInput hover = idle();
  hover.mouse = e.canvas.view.screenOrigin + e.canvas.view.screenSize * 0.5f + Vec2{37.0f, 23.0f};
  hover.mouseFree = true;
  frame(e, hover);
  REQUIRE(e.canvas.hovering());
  EditorInput in = hover;
  in.keysPressed = {Key::V};
  in.mods = {true, false, false};
  frame(e, in);
  REQUIRE(e.doc.level().actors.size() == 2);
  CHECK(e.doc.level().actors[1].x % 16 == 5);
  CHECK(e.doc.level().actors[1].y % 16 == 2);
}

TEST_CASE("editor: the Inspector says when the selected actor starts below the map, and not when it stands in it") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("");
  e.doc.begin("Setup");
  e.doc.insertActor(0, actorAt(32, 32, 10, 14, ActorKind::Crate));
  e.doc.commit();
  e.selection.selectOnly({ObjectRef::Type::Actor, 0});
  CHECK(inspectorWarnings(e).empty());
  e.doc.begin("Move");
  e.doc.updateActor(0, actorAt(32, e.doc.map().pixelHeight() + 20, 10, 14, ActorKind::Crate));
  e.doc.commit();
  CHECK(inspectorWarnings(e).find(withoutSpaces("starts below the map")) != std::string::npos);
}

TEST_CASE("editor: the Inspector warns, in the words of ledge check, of the selected solid outside the map, at its start or on its path") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("");
  e.doc.begin("Setup");
  e.doc.insertSolid(0, solidAt(32, 32, 32, 8, {{32, 32}, {32, 0}}, 40.0f));
  e.doc.commit();
  e.selection.selectOnly({ObjectRef::Type::Solid, 0});
  CHECK(inspectorWarnings(e).empty());

  e.doc.begin("Move Waypoint");
  moveWaypoint(e.doc, 0, 1, {32, -8});
  e.doc.commit();
  CHECK(inspectorWarnings(e) == withoutSpaces("Its path takes the solid at (32, 32), 32 x 8 pixels, to (32, -8), entirely above the map "
                                   "(y = 0), in open sky where only an actor above the map meets it"));

  e.doc.begin("Move");
  resizeObject(e.doc, {ObjectRef::Type::Solid, 0}, {32, -20, 32, 8});
  e.doc.commit();
  CHECK(inspectorWarnings(e) == withoutSpaces("The solid at (32, -20), 32 x 8 pixels, lies entirely above the map (y = 0), in open "
                                   "sky where only an actor above the map meets it"));

  e.doc.begin("Move");
  resizeObject(e.doc, {ObjectRef::Type::Solid, 0}, {-40, 32, 32, 8});
  e.doc.commit();
  CHECK(inspectorWarnings(e) ==
        withoutSpaces("The solid at (-40, 32), 32 x 8 pixels, lies entirely inside the wall left of the map (x = 0)"));
}

TEST_CASE("editor: Del with a path's start selected keeps the solid and says why, with another waypoint deletes it") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("");
  e.doc.begin("Setup");
  e.doc.insertSolid(0, solidAt(32, 32, 32, 8, {{32, 32}, {96, 32}, {96, 64}}, 40.0f));
  e.doc.commit();
  e.selection.selectOnly({ObjectRef::Type::Solid, 0});
  e.selection.waypoint = 0;  // "start" in the Inspector
  frame(e, keys({Key::Delete}));
  REQUIRE(e.doc.level().solids.size() == 1);
  CHECK(e.doc.level().solids[0].path.points.size() == 3);
  CHECK(e.statusText.find("cannot be deleted") != std::string::npos);

  e.selection.waypoint = 1;
  frame(e, keys({Key::Delete}));
  CHECK(e.doc.level().solids[0].path.points == std::vector<IVec2>{{32, 32}, {96, 64}});
  CHECK(e.selection.waypoint == -1);
  CHECK(e.selection.singleSolid() == 0);

  // As the refusal says: a click on the solid's body selects the solid, and Del deletes it.
  e.selection.waypoint = 0;
  e.tools.tool = Tool::Select;
  frame(e, idle());
  EditorInput click = idle();
  click.mouse = e.canvas.view.toScreen({40.5f, 35.5f});
  click.mouseFree = true;
  click.down[0] = click.pressed[0] = true;
  frame(e, click);
  click.down[0] = click.pressed[0] = false;
  click.released[0] = true;
  frame(e, click);
  CHECK(e.selection.waypoint == -1);
  frame(e, keys({Key::Delete}));
  CHECK(e.doc.level().solids.empty());
}

TEST_CASE("editor: undo and redo keep the selection on the same objects, not on the same indices") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  REQUIRE(e.doc.level().actors.size() == 3);  // player, walker, crate
  e.selection.selectOnly({ObjectRef::Type::Actor, 0});
  frame(e, keys({Key::Delete}));
  REQUIRE(e.doc.level().actors.size() == 2);
  e.selection.selectOnly({ObjectRef::Type::Actor, 1});  // the crate, now second
  frame(e, ctrl(Key::Z));
  REQUIRE(e.doc.level().actors.size() == 3);
  CHECK(e.selection.objects == std::vector<ObjectRef>{{ObjectRef::Type::Actor, 2}});
  frame(e, keys({Key::Delete}));  // deletes the crate, not the walker that took its index
  REQUIRE(e.doc.level().actors.size() == 2);
  CHECK(e.doc.level().actors[0].kind == ActorKind::Player);
  CHECK(e.doc.level().actors[1].kind == ActorKind::Walker);

  // The crate's delete undone, the player's deleted and undone again: its redo, with the crate
  // selected, leaves the crate selected at its new index.
  frame(e, ctrl(Key::Z));
  e.selection.selectOnly({ObjectRef::Type::Actor, 0});
  frame(e, keys({Key::Delete}));
  frame(e, ctrl(Key::Z));
  REQUIRE(e.doc.level().actors.size() == 3);
  e.selection.selectOnly({ObjectRef::Type::Actor, 2});
  frame(e, ctrl(Key::Y));
  REQUIRE(e.doc.level().actors.size() == 2);
  CHECK(e.selection.objects == std::vector<ObjectRef>{{ObjectRef::Type::Actor, 1}});
  CHECK(e.doc.level().actors[1].kind == ActorKind::Crate);
}

TEST_CASE("selection: a deleted waypoint before the selected one keeps the selection on the same point") {
  Selection selection;
  selection.selectOnly({ObjectRef::Type::Solid, 0});
  selection.waypoint = 3;
  selection.waypointDeleted(1);
  CHECK(selection.waypoint == 2);
  selection.waypointDeleted(4);
  CHECK(selection.waypoint == 2);
  selection.waypointDeleted(2);
  CHECK(selection.waypoint == -1);
}

TEST_CASE("editor: a paste that would lie exactly on a copy like it goes a tile further right, on its row, until it lies on none") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  copyOneActor(e, ActorKind::Crate);
  for (int i = 0; i < 3; ++i) frame(e, ctrl(Key::V));
  const std::vector<ActorSpec>& actors = e.doc.level().actors;
  REQUIRE(actors.size() == 4);
  for (int i = 1; i < 4; ++i) {
    CAPTURE(i);
    CHECK(actors[static_cast<size_t>(i)].x == 16 + 16 * i);
    CHECK(actors[static_cast<size_t>(i)].y == 16);  // a crate on a floor stays on it
  }
  // Undone, the last copy leaves its place free for the next.
  frame(e, ctrl(Key::Z));
  frame(e, ctrl(Key::V));
  REQUIRE(actors.size() == 4);
  CHECK(actors.back().x == 64);
  // The original copied again, with nothing selected in between: past every copy.
  frame(e, keys({Key::Escape}));
  frame(e, ctrl(Key::C));  // nothing selected: the clipboard is kept
  e.selection.selectOnly({ObjectRef::Type::Actor, 0});
  frame(e, ctrl(Key::C));
  frame(e, ctrl(Key::V));
  REQUIRE(actors.size() == 5);
  CHECK(actors.back().x == 80);
  CHECK(actors.back().y == 16);
  // Objects of another kind are no copies: a walker pastes where it is asked to.
  e.selection.selectOnly({ObjectRef::Type::Actor, 0});
  e.doc.begin("Kind");
  e.doc.updateActor(0, actorAt(16, 16, 10, 14, ActorKind::Walker));
  e.doc.commit();
  frame(e, ctrl(Key::C));
  frame(e, ctrl(Key::V));
  CHECK(actors.back().kind == ActorKind::Walker);
  CHECK(actors.back().x == 32);
}

TEST_CASE("editor: closing with unsaved changes asks first") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("");
  clickCanvas(e);
  EditorInput close = idle();
  close.closeRequested = true;
  frame(e, close);
  CHECK(e.prompt == Prompt::UnsavedChanges);
  CHECK_FALSE(e.quitting());
  frame(e, keys({Key::Z}, {true, false, false}));  // the prompt is modal: no shortcut acts
  CHECK(e.doc.dirty());
  e.discardChanges();  // the prompt's "Don't Save"
  CHECK(e.quitting());
}

TEST_CASE("editor: leaving with the simulation's physics tuned asks first, and Save writes them to the level") {
  Headless gui;
  const TempFolder folder("editor-tuned-physics");
  const std::string path = (folder / "demo.json").string();
  std::filesystem::copy_file("levels/demo.json", path);
  Editor e(Settings{}, "", "test");
  e.start(path);
  frame(e, idle());
  PhysicsParams tuned = e.lab.world().physics;
  tuned.gravity += 100.0f;
  setSimulationPhysics(e, tuned);
  REQUIRE_FALSE(e.doc.dirty());
  EditorInput close = idle();
  close.closeRequested = true;
  frame(e, close);
  CHECK(e.prompt == Prompt::UnsavedChanges);
  CHECK_FALSE(e.quitting());
  frame(e, idle());  // the prompt shows
  frame(e, idle());
  CHECK(drawnGlyphs("Unsaved Changes").find(withoutSpaces("The simulation's gravity differs from the level's defaults")) !=
        std::string::npos);
  e.prompt = Prompt::None;
  e.saveThenChange();  // the prompt's "Save"
  CHECK(e.quitting());
  const io::LevelLoad saved = io::loadLevelFile(path);
  REQUIRE(saved.ok());
  CHECK(saved.level->physics.gravity == tuned.gravity);
}

namespace {
// Records `frames` frames with the player's right key held, paused.
void recordKeys(Editor& e, int frames) {
  e.lab.setHeldInput(Input{Input::Right});
  for (int f = 0; f < frames; ++f) e.lab.stepForward();
  e.lab.setHeldInput({});
}
}  // namespace

TEST_CASE("editor: closing with keys recorded that no inputs file has asks first, then about the level") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  frame(e, idle());
  recordKeys(e, 12);
  e.lab.seek(40);  // keyless frames after the keys change nothing
  EditorInput close = idle();
  close.closeRequested = true;
  frame(e, close);
  REQUIRE(e.prompt == Prompt::UnsavedInputs);
  CHECK_FALSE(e.quitting());
  frame(e, idle());  // the prompt shows
  frame(e, idle());
  CHECK(drawnGlyphs("Unsaved Inputs").find(withoutSpaces("The lab's recording (40 frames) holds keys that no inputs file has. Save them before closing?")) !=
        std::string::npos);
  e.prompt = Prompt::None;
  clickCanvas(e);  // the level has changes too
  REQUIRE(e.doc.dirty());
  e.dropInputsThenChange();  // "Don't Save"
  CHECK(e.prompt == Prompt::UnsavedChanges);
  CHECK_FALSE(e.quitting());
  e.prompt = Prompt::None;
  e.discardChanges();
  CHECK(e.quitting());
}

TEST_CASE("editor: keys saved through the unsaved-inputs prompt, then the change goes on") {
  Headless gui;
  const TempFolder folder("editor-unsaved-inputs");
  const std::string saved = (folder / "run.txt").string();
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  frame(e, idle());
  recordKeys(e, 5);
  e.requestChange(DocumentChange::of(DocumentChange::Kind::OpenFile, "levels/pixel-ladder.json"));
  REQUIRE(e.prompt == Prompt::UnsavedInputs);
  e.prompt = Prompt::None;
  e.saveInputsThenChange();  // "Save Inputs..."
  REQUIRE(e.fileBrowser.visible());
  e.fileBrowser.setFileName(saved);
  e.fileBrowser.confirm();
  frame(e, idle());
  CHECK(io::readInputsFile(saved).inputs.size() == 5);
  CHECK(e.doc.path() == "levels/pixel-ladder.json");
}

TEST_CASE("editor: Export refuses in its browser a .tmj that is no Tiled map, before asking to replace it") {
  Headless gui;
  const TempFolder folder("editor-export-refused");
  const std::string notes = (folder / "notes.tmj").string();
  std::ofstream(notes) << "my notes";
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  frame(e, idle());
  e.runAction(Action::Export);
  REQUIRE(e.fileBrowser.visible());
  e.fileBrowser.setFileName(notes);
  e.fileBrowser.confirm();
  CHECK(e.fileBrowser.error().starts_with("cannot export " + notes + ": it exists and is not a Tiled map"));
  CHECK(e.fileBrowser.replacing() == "");
  e.fileBrowser.confirm();
  frame(e, idle());
  CHECK(e.fileBrowser.visible());
  CHECK(io::readWholeFile(notes, 100).bytes == "my notes");
}

TEST_CASE("editor: keys already saved or loaded, or none held, are not asked about") {
  Headless gui;
  const TempFolder folder("editor-saved-inputs");
  const std::string saved = (folder / "run.txt").string();
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  frame(e, idle());
  e.lab.seek(30);  // played with no key held
  CHECK_FALSE(e.lab.hasUnsavedKeys());
  recordKeys(e, 3);
  CHECK(e.lab.hasUnsavedKeys());
  REQUIRE(e.saveInputs(saved));
  CHECK_FALSE(e.lab.hasUnsavedKeys());
  e.lab.seek(60);
  CHECK_FALSE(e.lab.hasUnsavedKeys());
  recordKeys(e, 1);  // a key after the saved ones
  CHECK(e.lab.hasUnsavedKeys());
  REQUIRE(e.lab.loadInputs(saved).empty());
  CHECK_FALSE(e.lab.hasUnsavedKeys());
  EditorInput close = idle();
  close.closeRequested = true;
  frame(e, close);
  CHECK(e.quitting());
}

TEST_CASE("editor: closing a clean level quits at once") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("");
  EditorInput close = idle();
  close.closeRequested = true;
  frame(e, close);
  CHECK(e.quitting());
}

TEST_CASE("editor: opening another level with unsaved changes asks first, a bad file says why") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("");
  clickCanvas(e);
  e.requestChange(DocumentChange::of(DocumentChange::Kind::OpenFile, "levels/demo.json"));
  CHECK(e.prompt == Prompt::UnsavedChanges);
  CHECK(e.doc.path().empty());
  e.prompt = Prompt::None;
  e.discardChanges();
  CHECK(e.doc.path() == "levels/demo.json");
  CHECK(e.settings.recentFiles.front() == (std::filesystem::current_path() / "levels/demo.json").string());
  addRecentFile(e.settings, absolutePath("no/such.json"));  // since moved away
  e.applyChange(DocumentChange::of(DocumentChange::Kind::OpenFile, "no/such.json"));
  CHECK(e.prompt == Prompt::Message);
  // The heading names the file; its problem does not again.
  CHECK(e.message == "Cannot open no/such.json:\ncannot read the file: No such file or directory\n");
  CHECK(e.doc.path() == "levels/demo.json");  // still the level that was open
  CHECK(e.settings.recentFiles.size() == 1);  // the file that is gone is off Open Recent
}

TEST_CASE("editor: opening a Tiled map imports it, untitled and unsaved, as the command line's level too") {
  Headless gui;
  const OpenResult demo = openDocument("levels/demo.json");
  REQUIRE(demo.document.has_value());
  const TempFolder folder("editor-open-tiled");
  const std::string map = (folder / "demo.tmj").string();
  REQUIRE(exportDocument(*demo.document, map) == "");

  Editor e(Settings{}, "", "test");
  e.start(map);
  // The import's notes, as File > Import shows them: what became of the map's layers.
  CHECK(e.prompt == Prompt::Message);
  CHECK(e.message.rfind("Imported " + map, 0) == 0);
  CHECK(bytesOf(e.doc) == bytesOf(*demo.document));
  CHECK(e.doc.path().empty());  // Save would not write Ledge JSON over the Tiled map
  CHECK(e.doc.dirty());
  CHECK(e.settings.recentFiles.empty());
  CHECK(e.statusText.rfind("Imported", 0) == 0);

  // File > Open, with a Ledge level open, does the same.
  e.applyChange(DocumentChange::of(DocumentChange::Kind::OpenFile, "levels/demo.json"));
  REQUIRE(e.doc.path() == "levels/demo.json");
  e.prompt = Prompt::None;
  e.message.clear();
  e.applyChange(DocumentChange::of(DocumentChange::Kind::OpenFile, map));
  CHECK(e.prompt == Prompt::Message);
  CHECK(e.message.rfind("Imported " + map, 0) == 0);
  CHECK(e.doc.path().empty());
  CHECK(bytesOf(e.doc) == bytesOf(*demo.document));

  // Save As offers the map's name, not one every imported map would share; a new level, a name
  // its folder lacks.
  e.prompt = Prompt::None;
  e.showSaveAs();
  CHECK(e.fileBrowser.fileName() == "demo.json");
  e.applyChange(DocumentChange::of(DocumentChange::Kind::NewLevel));
  e.showSaveAs();
  CHECK(e.fileBrowser.fileName() == "level.json");
  std::ofstream(std::filesystem::path(e.fileBrowser.folder()) / "level.json") << "{}";
  e.applyChange(DocumentChange::of(DocumentChange::Kind::NewLevel));
  e.showSaveAs();
  CHECK(e.fileBrowser.fileName() == "level-2.json");
  e.applyChange(DocumentChange::of(DocumentChange::Kind::ImportFile, map));
  e.showSaveAs();
  CHECK(e.fileBrowser.fileName() == "demo.json");
}

namespace {

// One frame with a key down in Dear ImGui's own input, as the platform backend reports it.
void frameWithImGuiKey(Editor& e, ImGuiKey key, EditorInput in = idle()) {
  ImGuiIO& io = ImGui::GetIO();
  io.KeyMap[key] = key;
  io.KeysDown[key] = true;
  frame(e, in);
  io.KeysDown[key] = false;
  frame(e, idle());
}

}  // namespace

TEST_CASE("editor: Enter in the New Level prompt creates the level, unless its fields have a problem") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  e.prompt = Prompt::NewLevel;
  e.newLevelFields.width = 0;
  frame(e, idle());
  frameWithImGuiKey(e, ImGuiKey_Enter, keys({Key::Enter}));
  CHECK(e.prompt == Prompt::NewLevel);
  CHECK(e.doc.path() == "levels/demo.json");
  e.newLevelFields.width = 20;
  frameWithImGuiKey(e, ImGuiKey_Enter, keys({Key::Enter}));
  CHECK(e.prompt == Prompt::None);
  CHECK(e.doc.path().empty());
  CHECK(e.doc.map().width() == 20);
}

TEST_CASE("editor: Enter or Esc closes a message, the shortcuts and about, and the Esc deselects nothing") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  e.selection.selectOnly({ObjectRef::Type::Actor, 0});
  for (const Prompt prompt : {Prompt::Message, Prompt::Shortcuts, Prompt::About})
    for (const ImGuiKey key : {ImGuiKey_Escape, ImGuiKey_Enter}) {
      CAPTURE(static_cast<int>(prompt));
      CAPTURE(static_cast<int>(key));
      e.prompt = prompt;
      frame(e, idle());
      frameWithImGuiKey(e, key, keys({key == ImGuiKey_Escape ? Key::Escape : Key::Enter}));
      CHECK(e.prompt == Prompt::None);
      CHECK(e.selection.objects.size() == 1);
    }
}

TEST_CASE("editor: the Level panel shows what is wrong with a typed size as it is typed, and keeps the typo") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  const auto problemShown = [&] {
    frame(e, idle());
    const ImGuiWindow* panel = ImGui::FindWindowByName(kSidePanel.name);
    REQUIRE(panel != nullptr);
    const ImU32 colour = ImGui::ColorConvertFloat4ToU32(kProblemColour);
    return std::any_of(panel->DrawList->VtxBuffer.begin(), panel->DrawList->VtxBuffer.end(),
                       [&](const ImDrawVert& v) { return v.col == colour; });
  };
  CHECK_FALSE(problemShown());
  // Refused, not rounded: 99999 typed for 9999 must not become a 16384-tile side.
  e.sizeFields.width = 99999;
  CHECK(problemShown());
  CHECK(e.sizeFields.width == 99999);
  e.sizeFields.width = 48;
  e.sizeFields.tileSize = 300;
  CHECK(problemShown());
  e.sizeFields.tileSize = 16;
  CHECK_FALSE(problemShown());
  // Nor is a side of 0 rounded up into a map one tile wide.
  e.sizeFields.width = 0;
  CHECK(problemShown());
  CHECK(e.sizeFields.width == 0);
  e.sizeFields.width = 48;
  CHECK_FALSE(problemShown());
}

TEST_CASE("editor: the Level panel names the map's size while its fields ask for another") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  const auto panelText = [&] {
    frame(e, idle());
    return drawnGlyphs(kSidePanel.name);
  };
  CHECK(panelText().find("now") == std::string::npos);
  e.sizeFields.width = 30;
  e.sizeFields.height = 0;
  CHECK(panelText().find("now48x22") != std::string::npos);
  e.sizeFields.tileSize = 32;
  CHECK(panelText().find("now16px") != std::string::npos);

  // Undo and redo of a resize show the map's size again, whatever was typed.
  e.sizeFields = {30, 22, 16, e.sizeFields.map};
  frame(e, idle());
  resizeMap(e, 30, 22);
  e.prompt = Prompt::None;  // the objects the resize left outside
  REQUIRE(e.doc.map().width() == 30);
  e.sizeFields.width = 5;
  frame(e, keys({Key::Z}, {true, false, false}));
  CHECK(panelText().find("now") == std::string::npos);
  CHECK(e.sizeFields.width == 48);
  frame(e, keys({Key::Y}, {true, false, false}));
  CHECK(panelText().find("now") == std::string::npos);
  CHECK(e.sizeFields.width == 30);
}

TEST_CASE("editor: a tile size change says what it scaled and what it kept, and nothing when the size is the same") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  frame(e, idle());
  const std::string opened = e.statusText;
  changeTileSize(e, 16);
  CHECK(e.statusText == opened);
  changeTileSize(e, 32);
  CHECK(e.statusText ==
        "Tile size 32 px: tiles and moving solids scaled; actors keep their pixel size, speeds and physics stay in px/s");
}

TEST_CASE("editor: a tile size change fits the level to the canvas again and names the objects it left outside") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  frame(e, idle());
  const int width = e.doc.map().pixelWidth();
  e.doc.begin("Setup");
  ActorSpec walker = e.doc.level().actors[1];
  walker.x = width - walker.w;  // in the rightmost column
  e.doc.updateActor(1, walker);
  e.doc.commit();
  const float zoom = e.canvas.view.zoom;
  changeTileSize(e, 4);
  frame(e, idle());
  CHECK(e.canvas.view.zoom == doctest::Approx(zoom * 4.0f).epsilon(0.3));
  CHECK(e.prompt == Prompt::Message);
  CHECK(e.message.find("beside or below the map after the tile size change") != std::string::npos);
  CHECK(e.selection.objects == std::vector<ObjectRef>{{ObjectRef::Type::Actor, 1}});
}

TEST_CASE("editor: a resize that cuts the map's top rows names the solids it leaves in the sky, not the actors") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  frame(e, idle());
  e.doc.begin("Setup");
  ActorSpec crate = e.doc.level().actors[2];
  crate.y = 20;  // in the rows the resize cuts: it falls into the map from the sky
  e.doc.updateActor(2, crate);
  e.doc.commit();
  // 22 rows to 18, kept at the bottom: everything goes up 64 px, and the loop of solid 1, up to
  // y = 48, goes up to y = -16, wholly above the map.
  e.resizeAnchor = {-1, 1};
  resizeMap(e, e.doc.map().width(), 18);
  REQUIRE(e.doc.map().height() == 18);
  CHECK(e.prompt == Prompt::Message);
  CHECK(e.message ==
        "1 solid lies entirely above the map after the resize, at the start or on the path, in open sky where only an "
        "actor above the map meets it. It is selected: move it in (the Inspector's position, or the Select tool), press "
        "Delete, or undo the resize (Ctrl+Z).");
  CHECK(e.selection.objects == std::vector<ObjectRef>{{ObjectRef::Type::Solid, 1}});
}

TEST_CASE("editor: the shortcuts fit a 1024 x 600 window, their Close button on screen") {
  Headless gui;
  const EditorInput in = inWindowOf(1024.0f, 600.0f);
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  e.prompt = Prompt::Shortcuts;
  for (int i = 0; i < 3; ++i) frame(e, in);
  const ImGuiWindow* window = ImGui::FindWindowByName("Keyboard Shortcuts");
  REQUIRE(window != nullptr);
  CHECK(window->Pos.y >= 0.0f);
  CHECK(window->Pos.y + window->Size.y <= 600.0f);
  CHECK(window->ContentSize.y <= window->Size.y);  // nothing below the fold: the table scrolls
}

TEST_CASE("editor: recent files and the last folder are kept absolute, whatever the working folder") {
  Headless gui;
  const TempFolder folder("editor-absolute");
  const auto level = folder / "level.json";
  std::filesystem::copy_file("levels/demo.json", level);
  // As a command line run from the repository would name it.
  const std::string relative = std::filesystem::relative(folder / "sub" / ".." / "level.json").string();
  Editor e(Settings{}, "", "test");
  e.start(relative);
  REQUIRE(e.doc.path() == relative);
  CHECK(e.settings.recentFiles == std::vector<std::string>{level.string()});
  CHECK(e.settings.lastFolder == folder.root().string());
  e.applyChange(DocumentChange::of(DocumentChange::Kind::OpenFile, "levels/../levels/demo.json"));
  CHECK(e.settings.recentFiles.front() == (std::filesystem::current_path() / "levels/demo.json").string());
  CHECK(e.settings.lastFolder == (std::filesystem::current_path() / "levels").string());
  // A save of a level named relative to the working folder.
  e.applyChange(DocumentChange::of(DocumentChange::Kind::OpenFile, relative));
  clickCanvas(e);
  REQUIRE(e.save());
  CHECK(e.settings.recentFiles.front() == level.string());
  CHECK(e.settings.recentFiles.size() == 2);
}

TEST_CASE("editor: after opening another level, Shift+click paints one tile, not a line from the old level") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("");
  clickCanvas(e);  // the middle of the first level
  e.applyChange(DocumentChange::of(DocumentChange::Kind::NewLevel));
  frame(e, idle());
  EditorInput shiftClick = idle();
  shiftClick.mouse = e.canvas.view.screenOrigin + e.canvas.view.screenSize * 0.5f - Vec2{100.0f, 60.0f};
  shiftClick.mouseFree = true;
  shiftClick.mods.shift = true;
  frame(e, shiftClick);
  const std::vector<DrawCommand>& drawn = e.drawList().commands;
  // No line preview from the last tile painted in the old level.
  CHECK(std::none_of(drawn.begin(), drawn.end(), [](const DrawCommand& c) { return c.type == DrawCommand::Type::Line; }));
  shiftClick.down[0] = shiftClick.pressed[0] = true;
  frame(e, shiftClick);
  shiftClick.down[0] = shiftClick.pressed[0] = false;
  shiftClick.released[0] = true;
  frame(e, shiftClick);
  const std::vector<Tile>& tiles = e.doc.map().tiles();
  CHECK(std::count_if(tiles.begin(), tiles.end(), [](Tile t) { return t != Tile::Empty; }) == 1);
}

TEST_CASE("editor: Ctrl+0 shows one screen pixel per level pixel, Home fits the level again") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  frame(e, idle());
  const CanvasView fitted = e.canvas.view;
  REQUIRE(fitted.zoom != doctest::Approx(1.0f));
  const Vec2 centre = e.canvas.view.screenOrigin + e.canvas.view.screenSize * 0.5f;
  const Vec2 atCentre = e.canvas.view.toWorld(centre);
  frame(e, keys({Key::Num0}, {true, false, false}));
  CHECK(e.canvas.view.zoom == 1.0f);
  CHECK(e.canvas.view.toWorld(centre).x == doctest::Approx(atCentre.x));  // about the canvas centre
  CHECK(e.canvas.view.toWorld(centre).y == doctest::Approx(atCentre.y));
  EditorInput wheel = idle();
  wheel.mouse = e.canvas.view.screenOrigin + Vec2{30.0f, 30.0f};
  wheel.mouseFree = true;
  wheel.wheel = 3.0f;
  frame(e, wheel);
  REQUIRE(e.canvas.view.zoom > 1.0f);
  frame(e, keys({Key::Home}));
  frame(e, idle());
  CHECK(e.canvas.view.zoom == doctest::Approx(fitted.zoom));
  CHECK(e.canvas.view.worldOffset.x == doctest::Approx(fitted.worldOffset.x));
  CHECK(e.canvas.view.worldOffset.y == doctest::Approx(fitted.worldOffset.y));
}

TEST_CASE("editor: Ctrl with = or + (Shift+=) or the keypad's + zooms in, Ctrl with - or the keypad's - out") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  frame(e, idle());
  const Modifiers ctrl{true, false, false};
  const Modifiers ctrlShift{true, true, false};
  const std::pair<Key, Modifiers> zoomsIn[] = {{Key::Equal, ctrl}, {Key::Equal, ctrlShift}, {Key::KeypadPlus, ctrl}};
  for (const auto& [key, mods] : zoomsIn) {
    const float before = e.canvas.view.zoom;
    frame(e, keys({key}, mods));
    CHECK(e.canvas.view.zoom > before);
  }
  for (const Key key : {Key::Minus, Key::KeypadMinus}) {
    const float before = e.canvas.view.zoom;
    frame(e, keys({key}, ctrl));
    CHECK(e.canvas.view.zoom < before);
  }
  CHECK(shortcutText(Action::ZoomIn) == "Ctrl+=");  // the menu shows the first
  CHECK(allShortcutsText(Action::ZoomIn) == "Ctrl+=, Ctrl+Shift+=, Ctrl+Keypad +");
  CHECK(allShortcutsText(Action::PlayPause) == "P, F5");
  CHECK(allShortcutsText(Action::Delete) == "Del, Backspace");
  CHECK(allShortcutsText(Action::Redo) == "Ctrl+Y, Ctrl+Shift+Z");
}

TEST_CASE("editor: a paste is undone with Ctrl+Z and redone with Ctrl+Y") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("");
  e.doc.begin("Setup");
  e.doc.insertActor(0, actorAt(16, 16, 10, 14, ActorKind::Player));
  e.doc.insertSolid(0, solidAt(64, 32, 32, 8, {{64, 32}, {64, 0}}, 40.0f));
  e.doc.commit();
  const std::string original = bytesOf(e.doc);
  frame(e, keys({Key::A}, {true, false, false}));
  frame(e, keys({Key::C}, {true, false, false}));
  frame(e, keys({Key::V}, {true, false, false}));
  const std::string pasted = bytesOf(e.doc);
  REQUIRE(e.doc.level().actors.size() == 2);
  REQUIRE(e.doc.level().solids.size() == 2);
  frame(e, keys({Key::Z}, {true, false, false}));
  CHECK(bytesOf(e.doc) == original);
  frame(e, keys({Key::Y}, {true, false, false}));
  CHECK(bytesOf(e.doc) == pasted);
  CHECK(e.statusText == "Redid Paste");
}

TEST_CASE("editor: Save Inputs says when the session's edits are not in the inputs file") {
  Headless gui;
  const TempFolder folder("editor-save-inputs");
  const std::string plain = (folder / "plain.txt").string();
  const std::string edited = (folder / "edited.txt").string();
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  frame(e, idle());
  e.lab.seek(30);
  auto saveThroughBrowser = [&e](const std::string& path) {
    e.runAction(Action::SaveInputs);
    REQUIRE(e.fileBrowser.visible());
    e.fileBrowser.setFileName(path);
    e.fileBrowser.confirm();
    frame(e, idle());
  };
  saveThroughBrowser(plain);
  CHECK(e.statusText == "Saved 30 frames of inputs to plain.txt");
  PhysicsParams physics = e.lab.world().physics;
  physics.gravity *= 0.5f;
  REQUIRE(e.lab.edit(setPhysicsEdit(physics)) == "");
  e.lab.seek(40);
  REQUIRE(e.lab.edit(moveSolidEdit(0, {16, 0})) == "");
  e.lab.seek(60);
  saveThroughBrowser(edited);
  CHECK(e.statusText ==
        "Saved 60 frames of inputs to edited.txt; it replays without the solid drags and physics changes made while playing");
  CHECK(std::filesystem::exists(edited));
}

TEST_CASE("lab: the edits an inputs file leaves out, by kind") {
  CHECK(editsNotInInputs({}) == "");
  CHECK(editsNotInInputs({{3, setMoverEdit(0, MoverKind::Raycast)}}) == "mover changes");
  CHECK(editsNotInInputs({{1, paintTileEdit({0, 0}, Tile::Solid)},
                          {2, holdSolidEdit(0, true)},
                          {2, setPhysicsEdit(PhysicsParams{})},
                          {5, holdSolidEdit(0, false)}}) == "tile paints, solid drags and physics changes");
}

namespace {

// A session that paints the level at `path` and ends as a crash would end it, after the
// autosave: the painted level is in the recovery file of `settingsFolder`.
std::string crashAfterAutosave(const std::filesystem::path& settingsFolder, const std::string& path) {
  Editor e(Settings{}, settingsFolder.string(), "test");
  e.start(path);
  frame(e, idle(0.0));
  clickCanvas(e, 1.0);
  frame(e, idle(20.0));
  CHECK_FALSE(std::filesystem::exists(settingsFolder / "recovery.json"));
  frame(e, idle(32.0));
  CHECK(std::filesystem::exists(settingsFolder / "recovery.json"));
  return bytesOf(e.doc);  // no finish()
}

}  // namespace

TEST_CASE("editor: unsaved changes are autosaved after 30 s and offered by the next start") {
  Headless gui;
  const TempFolder folder("editor-autosave");
  const auto level = folder / "level.json";
  std::filesystem::copy_file("levels/demo.json", level);
  const std::string painted = crashAfterAutosave(folder / "settings", level.string());
  Editor next(Settings{}, (folder / "settings").string(), "test");
  next.start(level.string());
  CHECK(next.prompt == Prompt::Recovery);
  REQUIRE(next.recovered().has_value());
  CHECK(next.recovered()->path() == level.string());
  next.acceptRecovery();
  CHECK(bytesOf(next.doc) == painted);
  CHECK(next.doc.dirty());
  // Recovered, still unsaved, and nobody asked: kept for the next start.
  next.finish();
  CHECK(std::filesystem::exists(folder / "settings" / "recovery.json"));
  REQUIRE(next.save());
  CHECK_FALSE(std::filesystem::exists(folder / "settings" / "recovery.json"));
}

TEST_CASE("editor: a recovery file nobody answered about survives the session, until it is declined") {
  Headless gui;
  const TempFolder folder("editor-recovery-pending");
  const auto settings = folder / "settings";
  const std::string painted = crashAfterAutosave(settings, "levels/demo.json");
  {
    // Closed at the prompt.
    Editor e(Settings{}, settings.string(), "test");
    e.start("levels/demo.json");
    REQUIRE(e.prompt == Prompt::Recovery);
    EditorInput close = idle(1.0);
    close.closeRequested = true;
    frame(e, close);
    CHECK(e.quitting());
    e.finish();
    CHECK(std::filesystem::exists(settings / "recovery.json"));
  }
  {
    // Ended by `--frames N` with the prompt up, 40 s after a change made under it (as
    // `--mover M` makes one): no autosave over the pending file either.
    Editor e(Settings{}, settings.string(), "test");
    e.start("levels/demo.json");
    REQUIRE(e.prompt == Prompt::Recovery);
    frame(e, idle(0.0));
    e.doc.begin("Change Movers");
    e.doc.insertActor(0, actorAt(16, 16, 10, 14, ActorKind::Crate));
    e.doc.commit();
    frame(e, idle(1.0));
    frame(e, idle(40.0));
    e.finish();
    CHECK(std::filesystem::exists(settings / "recovery.json"));
  }
  Editor last(Settings{}, settings.string(), "test");
  last.start("levels/demo.json");
  REQUIRE(last.recovered().has_value());
  CHECK(bytesOf(*last.recovered()) == painted);
  last.declineRecovery();
  CHECK_FALSE(std::filesystem::exists(settings / "recovery.json"));
}

TEST_CASE("editor: this session's recovery file goes with a discard, a clean end, or quitting without saving") {
  Headless gui;
  const TempFolder settings("editor-recovery-own");
  Editor e(Settings{}, settings.root().string(), "test");
  e.start("");
  frame(e, idle(0.0));
  clickCanvas(e, 1.0);
  frame(e, idle(32.0));
  REQUIRE(std::filesystem::exists(settings / "recovery.json"));
  e.requestChange(DocumentChange::of(DocumentChange::Kind::NewLevel));
  REQUIRE(e.prompt == Prompt::UnsavedChanges);
  e.prompt = Prompt::None;
  e.discardChanges();  // "Don't Save"
  CHECK_FALSE(std::filesystem::exists(settings / "recovery.json"));
  clickCanvas(e, 40.0);
  frame(e, idle(71.0));
  REQUIRE(std::filesystem::exists(settings / "recovery.json"));
  frame(e, keys({Key::Z}, {true, false, false}));  // back to the level as it was: nothing unsaved
  REQUIRE_FALSE(e.doc.dirty());
  e.finish();
  CHECK_FALSE(std::filesystem::exists(settings / "recovery.json"));

  // Quit with "Don't Save": no autosave after the answer brings the file back.
  Editor quit(Settings{}, settings.root().string(), "test");
  quit.start("");
  clickCanvas(quit, 1.0);
  EditorInput close = idle(2.0);
  close.closeRequested = true;
  frame(quit, close);
  REQUIRE(quit.prompt == Prompt::UnsavedChanges);
  quit.prompt = Prompt::None;
  quit.discardChanges();
  frame(quit, idle(40.0));
  quit.finish();
  CHECK_FALSE(std::filesystem::exists(settings / "recovery.json"));
}

TEST_CASE("editor: File > Open lists the Tiled and LDtk maps it imports beside the levels") {
  Headless gui;
  const TempFolder folder("editor-open-lists-maps");
  std::filesystem::copy_file("levels/demo.json", folder / "a.json");
  for (const char* name : {"b.tmx", "c.tmj", "d.ldtk", "e.png"}) std::ofstream(folder / name) << "{}";
  Editor e(Settings{}, "", "test");
  e.start((folder / "a.json").string());
  e.runAction(Action::Open);
  std::vector<std::string> names;
  for (const FileBrowser::Entry& entry : e.fileBrowser.entries())
    if (!entry.isFolder) names.push_back(entry.name);
  CHECK(names == std::vector<std::string>{"a.json", "b.tmx", "c.tmj", "d.ldtk"});
}
