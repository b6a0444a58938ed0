// The whole editor, frame by frame, with a Dear ImGui context but no window: keys, menus'
// actions, prompts, the window title, autosave and recovery.

#include <doctest/doctest.h>
#include <imgui.h>

#include <filesystem>

#include "editor/editor.h"
#include "editor/tests/headless.h"
#include "editor/tests/helpers.h"

using namespace ledge;
using namespace ledge::editor;
using namespace ledge::editor::test;

namespace {

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
  e.start("");
  e.doc.begin("Setup");
  e.doc.insertActor(0, actorAt(ActorKind::Player, 16, 16));
  e.doc.commit();
  frame(e, keys({Key::A}, {true, false, false}));
  CHECK(e.selection.objects.size() == 1);
  frame(e, keys({Key::C}, {true, false, false}));
  frame(e, keys({Key::V}, {true, false, false}));
  CHECK(e.doc.level().actors.size() == 2);
  CHECK(e.selection.objects == std::vector<ObjectRef>{{ObjectRef::Type::Actor, 1}});
  frame(e, keys({Key::Delete}));
  CHECK(e.doc.level().actors.size() == 1);
  CHECK(e.selection.empty());
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
  CHECK(e.settings.recentFiles.front() == "levels/demo.json");
  e.applyChange(DocumentChange::of(DocumentChange::Kind::OpenFile, "no/such.json"));
  CHECK(e.prompt == Prompt::Message);
  CHECK(e.message.find("no/such.json") != std::string::npos);
  CHECK(e.doc.path() == "levels/demo.json");  // still the level that was open
}

TEST_CASE("editor: unsaved changes are autosaved after 30 s and offered by the next start") {
  Headless gui;
  const auto folder = freshFolder("autosave");
  std::string painted;
  {
    Editor e(Settings{}, folder.string(), "test");
    e.start("levels/demo.json");
    frame(e, idle(0.0));
    clickCanvas(e, 1.0);
    painted = bytesOf(e.doc);
    frame(e, idle(20.0));
    CHECK_FALSE(std::filesystem::exists(folder / "recovery.json"));
    frame(e, idle(32.0));
    CHECK(std::filesystem::exists(folder / "recovery.json"));
    // No finish(): the session ends as a crash would end it.
  }
  Editor next(Settings{}, folder.string(), "test");
  next.start("levels/demo.json");
  CHECK(next.prompt == Prompt::Recovery);
  REQUIRE(next.recovered().has_value());
  CHECK(next.recovered()->path() == "levels/demo.json");
  next.acceptRecovery();
  CHECK(bytesOf(next.doc) == painted);
  CHECK(next.doc.dirty());
  next.finish();
  CHECK_FALSE(std::filesystem::exists(folder / "recovery.json"));
}
