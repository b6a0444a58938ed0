// The lab inside the editor, frame by frame without a window: the simulation keys, the keyboard
// as the player while playing, the document left alone, overlays by id and remembered,
// screenshot requests, dragging a moving solid, the physics written back.

#include <doctest/doctest.h>
#include <imgui_internal.h>  // the simulation bar's window, to measure what it holds

#include <filesystem>
#include <fstream>

#include "core/io/level_file.h"
#include "editor/lab_panels.h"
#include "editor/tests/headless.h"
#include "editor/tests/helpers.h"
#include "editor/tests/lab_helpers.h"

using namespace ledge;
using namespace ledge::editor;
using namespace ledge::editor::test;

namespace {

// Steps the lab `steps` frames, selects `object` and lets the Inspector show it.
void inspectAfterSteps(Editor& e, int steps, ObjectRef object) {
  Clock clock;
  for (int f = 0; f < steps; ++f) frame(e, clock.next({Key::O}));
  e.selection.objects = {object};
  for (int i = 0; i < 3; ++i) frame(e, clock.next());
}

// Steps 30 frames, goes back to frame 0 and plays them again.
void replayThirtyFrames(Editor& e, Clock& clock) {
  for (int i = 0; i < 30; ++i) frame(e, clock.next({Key::O}));
  frame(e, clock.next({Key::R}));
  frame(e, clock.next({Key::P}));
}

bool visible(const Editor& e, std::string_view id) {
  for (const Overlay& o : e.overlays)
    if (id == o.id) return o.visible;
  FAIL("no overlay " << id);
  return false;
}

}  // namespace

TEST_CASE("lab in the editor: P and F5 play and pause, O and Right step, Left steps back, R restarts") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  frame(e, clock.next());
  CHECK_FALSE(e.simulating());
  frame(e, clock.next({Key::O}));
  CHECK(e.lab.frame() == 1);
  frame(e, clock.next({Key::Right}));
  CHECK(e.lab.frame() == 2);
  CHECK(e.simulating());
  frame(e, clock.next({Key::Left}));
  CHECK(e.lab.frame() == 1);
  frame(e, clock.next({Key::P}));
  CHECK(e.lab.playing());
  for (int i = 0; i < 10; ++i) frame(e, clock.next());
  CHECK(e.lab.frame() == 12);  // P's own frame steps too
  frame(e, clock.next({Key::F5}));
  CHECK_FALSE(e.lab.playing());
  const int64_t paused = e.lab.frame();
  frame(e, clock.next());
  CHECK(e.lab.frame() == paused);
  frame(e, clock.next({Key::R}));
  CHECK(e.lab.frame() == 0);
  CHECK(e.lab.length() == paused);
  CHECK(e.tools.tool == Tool::Brush);  // none of these keys is a tool's any more
}

TEST_CASE("lab in the editor: while playing the keyboard is the player's, not shortcuts") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  frame(e, clock.next({Key::P}));
  REQUIRE(e.lab.playing());
  const int startX = e.lab.world().actor(0).x;
  for (int i = 0; i < 20; ++i) frame(e, clock.next({Key::Right, Key::D, Key::S}, {Key::Right}));
  CHECK(e.lab.playing());
  CHECK(e.lab.frame() == 20);          // Right held runs, it does not step
  CHECK(e.tools.tool == Tool::Brush);  // S and D are the player's
  CHECK(e.lab.world().actor(0).x > startX);
  CHECK(e.lab.recording().inputs().back() == Input{Input::Right});
  frame(e, clock.next({Key::Space}, {Key::Space}));
  CHECK(e.lab.recording().inputs().back() == Input{Input::Jump});
  frame(e, clock.next({}, {Key::Z, Key::A}));
  CHECK(e.lab.recording().inputs().back() == Input{Input::Left | Input::Jump});
}

TEST_CASE("lab in the editor: paused, S held through a step holds Down and keeps the tool, tapped it selects on release") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  frame(e, clock.next({Key::O}));
  REQUIRE(e.lab.frame() == 1);
  frame(e, clock.next({Key::S}, {Key::S}));
  frame(e, clock.next({Key::S}, {Key::S}));  // the key's auto-repeat
  frame(e, clock.next({Key::O}, {Key::S}));
  REQUIRE(e.lab.frame() == 2);
  CHECK(e.lab.recording().inputs().back() == Input{Input::Down});
  frame(e, clock.next());
  CHECK(e.tools.tool == Tool::Brush);  // S steered the step: no shortcut
  frame(e, clock.next({Key::S}, {Key::S}));
  CHECK(e.tools.tool == Tool::Brush);  // held: it may yet steer a step
  frame(e, clock.next());
  CHECK(e.tools.tool == Tool::Select);
  CHECK(e.lab.frame() == 2);
}

TEST_CASE("lab in the editor: a Ctrl or Alt chord while playing is a shortcut only, never the player's keys") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  replayThirtyFrames(e, clock);
  REQUIRE(e.lab.playing());
  for (const bool alt : {false, true}) {
    for (int i = 0; i < 5; ++i) {
      EditorInput in = clock.next({}, {Key::S, Key::Z, Key::A});
      (alt ? in.mods.alt : in.mods.ctrl) = true;
      frame(e, in);
    }
  }
  CHECK(e.lab.length() == 30);  // replayed, not recorded over
  CHECK(e.lab.branchFrame() == -1);
  CHECK(e.lab.frame() == 11);
}

TEST_CASE("lab in the editor: grabbing the timeline while playing pauses the lab on the frame the slider shows") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  replayThirtyFrames(e, clock);
  for (int i = 0; i < 3; ++i) frame(e, clock.next());
  REQUIRE(e.lab.playing());
  const ImGuiWindow* bar = ImGui::FindWindowByName("##simulation");
  REQUIRE(bar != nullptr);
  // The timeline is the row above the event slider, the bar's last.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float lastRow = bar->Pos.y + bar->Size.y - style.WindowPadding.y - ImGui::GetFrameHeight() * 0.5f;
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = ImVec2(bar->Pos.x + bar->Size.x * 0.5f, lastRow - ImGui::GetFrameHeightWithSpacing());
  frame(e, clock.next());
  io.MouseDown[0] = true;
  frame(e, clock.next());
  CHECK_FALSE(e.lab.playing());
  const int64_t grabbed = e.lab.frame();
  CHECK(grabbed > 10);  // the middle of 30 frames
  CHECK(grabbed < 20);
  for (int i = 0; i < 3; ++i) frame(e, clock.next());
  CHECK(e.lab.frame() == grabbed);
  io.MouseDown[0] = false;
  frame(e, clock.next());
  CHECK(e.lab.frame() == grabbed);
}

TEST_CASE("lab in the editor: Space+drag pans, paused or playing (where Space also jumps), and never reaches the tool") {
  Headless gui;
  for (const Tool tool : {Tool::Brush, Tool::Select}) {
    CAPTURE(toolName(tool));
    Editor e = openElevator();
    const std::string level = bytesOf(e.doc);
    Clock clock;
    e.tools.tool = tool;
    auto spaceDrag = [&] {
      frame(e, clock.next());
      const Vec2 start = e.canvas.view.screenOrigin + e.canvas.view.screenSize * 0.5f;
      EditorInput in = clock.next({}, {Key::Space});
      in.mouse = start;
      in.mouseFree = true;
      in.down[0] = in.pressed[0] = true;
      frame(e, in);
      in = clock.next({}, {Key::Space});
      in.mouse = start + Vec2{60.0f, 0.0f};
      in.mouseFree = true;
      in.down[0] = true;
      frame(e, in);
      in.down[0] = false;
      in.released[0] = true;
      frame(e, in);
    };
    const Vec2 paused = e.canvas.view.worldOffset;
    spaceDrag();
    CHECK(e.canvas.view.worldOffset.x != paused.x);

    frame(e, clock.next({Key::P}));
    REQUIRE(e.lab.playing());
    const Vec2 playing = e.canvas.view.worldOffset;
    spaceDrag();
    CHECK(e.canvas.view.worldOffset.x != playing.x);
    CHECK(e.lab.recording().inputs().back() == Input{Input::Jump});
    CHECK(bytesOf(e.doc) == level);
    CHECK(e.selection.objects.empty());
  }
}

TEST_CASE("lab in the editor: playing leaves the document alone, editing the level rebuilds the session") {
  Headless gui;
  Editor e = openElevator();
  const std::string before = bytesOf(e.doc);
  Clock clock;
  frame(e, clock.next({Key::P}));
  for (int i = 0; i < 30; ++i) frame(e, clock.next({}, {Key::Right}));
  CHECK(bytesOf(e.doc) == before);
  CHECK_FALSE(e.doc.dirty());
  frame(e, clock.next({Key::P}));
  const int64_t at = e.lab.frame();

  e.doc.begin("Brush");
  e.doc.setTile(5, 5, Tile::Solid);
  e.doc.commit();
  frame(e, clock.next());
  CHECK(e.lab.recording().origin().map.at(5, 5) == Tile::Solid);
  CHECK(e.lab.frame() == at);
  CHECK(e.lab.length() == at);
}

TEST_CASE("lab in the editor: overlays by id, in addition to the defaults, remembered in the settings") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  for (const char* id : {"aabbs", "rays", "contacts", "swept", "stops", "cells", "pairs", "velocity", "trails", "paths",
                         "stats", "compare", "solids", "actors", "selection"})
    CHECK_MESSAGE(std::any_of(e.overlays.begin(), e.overlays.end(),
                              [id](const Overlay& o) { return std::string_view(id) == o.id; }),
                  id);
  CHECK(visible(e, "actors"));
  CHECK_FALSE(visible(e, "rays"));

  CHECK(e.showOverlays("rays, cells").empty());
  CHECK(visible(e, "rays"));
  CHECK(visible(e, "cells"));
  CHECK(visible(e, "actors"));
  CHECK_FALSE(visible(e, "contacts"));
  const std::string error = e.showOverlays("rays,ray");
  CHECK(error.find("'ray'") != std::string::npos);
  CHECK(visible(e, "cells"));  // an error changes nothing
  CHECK(e.showOverlays("all").empty());
  for (const Overlay& o : e.overlays) CHECK(o.visible);

  CHECK(e.showOverlays("contacts").empty());
  e.start("");
  frame(e, idle());
  CHECK(e.settings.overlays.at("contacts"));
  CHECK_FALSE(e.settings.overlays.at("rays"));
  const Settings reread = parseSettings(formatSettings(e.settings));
  CHECK(reread.overlays == e.settings.overlays);
  Editor next(reread, "", "test");
  CHECK(visible(next, "contacts"));
  CHECK_FALSE(visible(next, "rays"));
}

TEST_CASE("lab in the editor: F12 asks the app for a screenshot beside the level, never over a file") {
  Headless gui;
  const TempFolder folder("editor-lab-screenshot");
  const std::string level = (folder / "tower.json").string();
  std::filesystem::copy_file(kElevatorLevel, level);
  Editor e(Settings{}, "", "test");
  e.start(level);
  Clock clock;
  frame(e, clock.next());
  CHECK_FALSE(e.takeScreenshotRequest());
  e.lab.seek(12);
  frame(e, clock.next({Key::F12}));
  const auto first = e.takeScreenshotRequest();
  REQUIRE(first);
  CHECK(*first == (folder / "tower-frame-12.png").string());
  CHECK_FALSE(e.takeScreenshotRequest());  // handed out once
  std::ofstream(*first) << "png";
  e.screenshotDone(*first, "");
  CHECK(e.statusText.find("tower-frame-12.png") != std::string::npos);

  e.runAction(Action::Screenshot);
  CHECK(e.takeScreenshotRequest() == (folder / "tower-frame-12-2.png").string());
  e.screenshotDone((folder / "tower-frame-12-2.png").string(), "disk full");
  CHECK(e.prompt == Prompt::Message);
  CHECK(e.message.find("disk full") != std::string::npos);
}

TEST_CASE("lab in the editor: dragging a moving solid carries its riders through the core") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  frame(e, clock.next({Key::O}));  // frame 1: the canvas shows the simulation
  REQUIRE(e.simulating());
  e.tools.tool = Tool::Select;
  const Solid before = e.lab.world().solid(0);
  const Actor rider = e.lab.world().actor(0);
  REQUIRE(rider.riding == 0);

  const Vec2 grab{static_cast<float>(before.x) + 30.5f, static_cast<float>(before.y) + 4.5f};
  EditorInput in = clock.next();
  in.mouse = e.canvas.view.toScreen(grab);
  in.mouseFree = true;
  in.down[0] = in.pressed[0] = true;
  frame(e, in);
  CHECK(e.selection.objects == std::vector<ObjectRef>{{ObjectRef::Type::Solid, 0}});
  CHECK(e.lab.recording().edits().empty());  // paused, held once the drag moves it
  in = clock.next();
  in.mouse = e.canvas.view.toScreen(grab + Vec2{0.0f, -20.0f});
  in.mouseFree = true;
  in.down[0] = true;
  frame(e, in);
  CHECK(e.lab.world().solid(0).y == before.y - 20);
  CHECK(e.lab.world().actor(0).y == rider.y - 20);  // carried
  CHECK_FALSE(e.lab.world().solid(0).followsPath);
  in.down[0] = false;
  in.released[0] = true;
  frame(e, in);
  CHECK(e.lab.world().solid(0).followsPath);
  CHECK(e.lab.frame() == 1);
  CHECK(e.lab.branchFrame() == 1);
  const std::vector<TimedEdit>& edits = e.lab.recording().edits();
  REQUIRE(edits.size() == 3);
  CHECK(edits[0].edit == holdSolidEdit(0, true));
  CHECK(edits[1].edit == moveSolidEdit(0, {0, -20}));
  CHECK(edits[2].edit == holdSolidEdit(0, false));
  CHECK_FALSE(e.doc.dirty());  // the level as authored did not move
}

TEST_CASE("lab in the editor: a click on a moving solid selects it and cuts no frames off, a press while playing holds it") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  for (int i = 0; i < 30; ++i) frame(e, clock.next({Key::O}));
  for (int i = 0; i < 10; ++i) frame(e, clock.next({Key::Left}));
  e.tools.tool = Tool::Select;
  const Solid& solid = e.lab.world().solid(0);
  const Vec2 grab{static_cast<float>(solid.x) + 30.5f, static_cast<float>(solid.y) + 4.5f};
  EditorInput in = clock.next();
  in.mouse = e.canvas.view.toScreen(grab);
  in.mouseFree = true;
  in.down[0] = in.pressed[0] = true;
  frame(e, in);
  in = clock.next();
  in.mouse = e.canvas.view.toScreen(grab);
  in.mouseFree = true;
  in.released[0] = true;
  frame(e, in);
  CHECK(e.selection.objects == std::vector<ObjectRef>{{ObjectRef::Type::Solid, 0}});
  CHECK(e.lab.length() == 30);
  CHECK(e.lab.branchFrame() == -1);
  CHECK(e.lab.recording().edits().empty());

  // Nor does stepping while the button is down, the mouse still: the solid moves on its path.
  const Vec2 under{static_cast<float>(e.lab.world().solid(0).x) + 30.5f, static_cast<float>(e.lab.world().solid(0).y) + 4.5f};
  in = clock.next();
  in.mouse = e.canvas.view.toScreen(under);
  in.mouseFree = true;
  in.down[0] = in.pressed[0] = true;
  frame(e, in);
  for (int i = 0; i < 3; ++i) {
    in = clock.next({Key::O});
    in.mouse = e.canvas.view.toScreen(under);
    in.mouseFree = true;
    in.down[0] = true;
    frame(e, in);
  }
  in = clock.next();
  in.mouse = e.canvas.view.toScreen(under);
  in.released[0] = true;
  frame(e, in);
  CHECK(e.lab.recording().edits().empty());
  CHECK(e.lab.length() == 30);
  for (int i = 0; i < 3; ++i) frame(e, clock.next({Key::Left}));

  // Playing, the press holds the solid where it is, moved or not.
  frame(e, clock.next({Key::P}));
  REQUIRE(e.lab.playing());
  const Solid& moving = e.lab.world().solid(0);
  const Vec2 onIt{static_cast<float>(moving.x) + 30.5f, static_cast<float>(moving.y) + 4.5f};
  in = clock.next();
  in.mouse = e.canvas.view.toScreen(onIt);
  in.mouseFree = true;
  in.down[0] = in.pressed[0] = true;
  frame(e, in);
  CHECK_FALSE(e.lab.world().solid(0).followsPath);
  REQUIRE_FALSE(e.lab.recording().edits().empty());
  CHECK(e.lab.recording().edits().front().edit == holdSolidEdit(0, true));
}

TEST_CASE("lab in the editor: physics changed in the simulation are written back as one undo step, or reset") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  frame(e, clock.next({Key::O}));
  PhysicsParams low = e.doc.level().physics;
  low.gravity = 900.0f;
  REQUIRE(e.lab.edit(setPhysicsEdit(low)).empty());
  writePhysicsToLevel(e);
  CHECK(e.doc.level().physics.gravity == 900.0f);
  CHECK(e.doc.undoLabel() == "Physics from the Simulation");
  frame(e, clock.next());
  CHECK(e.lab.world().physics.gravity == 900.0f);
  CHECK(e.lab.frame() == 1);
  e.runAction(Action::Undo);
  frame(e, clock.next());
  CHECK(e.doc.level().physics.gravity == 1800.0f);
  CHECK(e.lab.world().physics.gravity == 900.0f);  // the lab's own edit is replayed
  resetSimulationPhysics(e);
  CHECK(e.lab.world().physics.gravity == 1800.0f);
}

TEST_CASE("lab in the editor: a physics slider moved in the lab keeps the level's later changes to the other fields") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  for (int i = 0; i < 30; ++i) frame(e, clock.next({Key::O}));
  // What the Simulation panel does when gravity's slider moves.
  PhysicsParams moved = e.lab.world().physics;
  moved.gravity = 2980.0f;
  setSimulationPhysics(e, moved);
  REQUIRE(e.lab.world().physics.gravity == 2980.0f);
  // Then the Level panel changes the run speed: the session replays, the lab's gravity stays.
  LevelProperties properties = e.doc.properties();
  properties.physics.runSpeed = 300.0f;
  e.doc.begin("Run speed");
  e.doc.setProperties(properties);
  e.doc.commit();
  frame(e, clock.next());
  CHECK(e.lab.frame() == 30);
  CHECK(e.lab.world().physics.runSpeed == 300.0f);
  CHECK(e.lab.world().physics.gravity == 2980.0f);
  writePhysicsToLevel(e);
  CHECK(e.doc.level().physics.runSpeed == 300.0f);
  CHECK(e.doc.level().physics.gravity == 2980.0f);

  // Reset sets back only what differs from the level, and the level's later changes still come through.
  e.runAction(Action::Undo);
  frame(e, clock.next());
  REQUIRE(e.doc.level().physics.gravity == 1800.0f);
  resetSimulationPhysics(e);
  CHECK(e.lab.world().physics.gravity == 1800.0f);
  properties = e.doc.properties();
  properties.physics.jumpSpeed = 500.0f;
  e.doc.begin("Jump speed");
  e.doc.setProperties(properties);
  e.doc.commit();
  frame(e, clock.next());
  CHECK(e.lab.world().physics.jumpSpeed == 500.0f);
  CHECK(e.lab.world().physics == e.doc.level().physics);
}

TEST_CASE("lab in the editor: at any window width the simulation bar keeps its buttons and texts inside it") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  // A step, then a step back and a mover switched: the event line and the branch text are long.
  frame(e, clock.next({Key::O}));
  frame(e, clock.next({Key::O}));
  frame(e, clock.next({Key::Left}));
  REQUIRE(e.lab.edit(setMoverEdit(0, MoverKind::Raycast)).empty());
  for (float width = 500.0f; width <= 1400.0f; width += 1.0f) {
    CAPTURE(width);
    ImGui::GetIO().DisplaySize = ImVec2(width, 600.0f);
    for (int i = 0; i < 3; ++i) {  // the panels settle to the width, then the bar to them
      EditorInput in = clock.next();
      in.displaySize = {width, 600.0f};
      frame(e, in);
    }
    const ImGuiWindow* bar = ImGui::FindWindowByName("##simulation");
    REQUIRE(bar != nullptr);
    const ImVec2 padding = ImGui::GetStyle().WindowPadding;
    CHECK(bar->ContentSize.x <= bar->Size.x - 2.0f * padding.x);
    CHECK(bar->ContentSize.y <= bar->Size.y - 2.0f * padding.y);
    // The canvas ends where the bar begins, whatever its rows.
    CHECK(e.canvas.view.screenOrigin.y + e.canvas.view.screenSize.y == doctest::Approx(bar->Pos.y));
  }
  REQUIRE(e.lab.branchFrame() == 1);
  ImGui::GetIO().DisplaySize = ImVec2(1280.0f, 720.0f);
}

TEST_CASE("lab in the editor: the compare list keeps each mover's frame and its go button inside a narrow panel") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  REQUIRE(e.showOverlays("compare").empty());
  for (int i = 0; i < 40; ++i) frame(e, clock.next({Key::O}, {Key::D}));
  const std::vector<LabCompare::Run>& runs = e.compare.runs();
  const auto parted = std::find_if(runs.begin(), runs.end(), [](const LabCompare::Run& run) { return run.divergence >= 0; });
  REQUIRE(parted != runs.end());
  const std::string line = "differsfromframe" + std::to_string(parted->divergence) + "go";
  // Tall enough to show the whole panel: what is scrolled out of view is not drawn.
  for (const float width : {800.0f, 1024.0f, 1280.0f}) {
    CAPTURE(width);
    ImGui::GetIO().DisplaySize = ImVec2(width, 1600.0f);
    for (int i = 0; i < 3; ++i) {
      EditorInput in = clock.next();
      in.displaySize = {width, 1600.0f};
      frame(e, in);
    }
    CHECK(contentFitsWidth("Properties"));
    CHECK(drawnGlyphs("Properties").find(line) != std::string::npos);
  }
  ImGui::GetIO().DisplaySize = ImVec2(1280.0f, 720.0f);
}

TEST_CASE("lab in the editor: the inspected actor's contacts wrap inside the Inspector, reasons included") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("levels/speculative-internal-edges.json");
  inspectAfterSteps(e, 11, {ObjectRef::Type::Actor, 0});
  const std::vector<TraceEvent>& events = e.lab.trace().events();
  REQUIRE(std::any_of(events.begin(), events.end(), [](const TraceEvent& ev) {
    return ev.actor == 0 && ev.kind == TraceKind::Contact;  // long rows: "contact inactive: ... not reached this step"
  }));
  CHECK(contentFitsWidth("Properties"));  // the Inspector is its first section
}

TEST_CASE("lab in the editor: the Inspector lists what the core traced for the actor, or says that it traced nothing") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("levels/speculative-internal-edges.json");
  inspectAfterSteps(e, 11, {ObjectRef::Type::Actor, 0});
  const std::string contacts = drawnGlyphs("Properties");
  CHECK(contacts.find(withoutSpaces("What the core traced for it in this frame")) != std::string::npos);
  CHECK(contacts.find(withoutSpaces("contact inactive")) != std::string::npos);
  CHECK(contacts.find(withoutSpaces("Nothing traced")) == std::string::npos);
  // Its fields look like the level's, which come back at frame 0: it says so.
  CHECK(contacts.find(withoutSpaces("what changes here changes this run only")) != std::string::npos);

  // A crate in the air, of the pixel mover: no contact, ray or stop.
  e.start("");
  e.doc.begin("Setup");
  e.doc.insertActor(0, actorAt(32, 32, 10, 14, ActorKind::Crate));
  e.doc.commit();
  inspectAfterSteps(e, 1, {ObjectRef::Type::Actor, 0});
  const std::vector<TraceEvent>& traced = e.lab.trace().events();
  REQUIRE(std::none_of(traced.begin(), traced.end(), [](const TraceEvent& ev) { return ev.actor == 0; }));
  const std::string nothing = drawnGlyphs("Properties");
  CHECK(nothing.find(withoutSpaces("Nothing traced for it in this frame")) != std::string::npos);
  CHECK(nothing.find(withoutSpaces("What the core traced")) == std::string::npos);

  // A crate resting on another: the pair is traced as the lower (first) one sees it, and the
  // upper one lists it too, naming the actor that saw it.
  const TempFolder folder("editor-inspector-pair");
  const auto level = folder / "stack.json";
  std::ofstream(level) << R"({"format": "ledge-level", "version": 1, "tileSize": 16, "width": 12, "height": 5,
    "tiles": ["............", "............", "............", "............", "############"],
    "actors": [{"kind": "crate", "x": 80, "y": 50, "w": 10, "h": 14, "mover": "pixel"},
               {"kind": "crate", "x": 80, "y": 20, "w": 10, "h": 14, "mover": "pixel"}]})";
  e.start(level.string());
  inspectAfterSteps(e, 30, {ObjectRef::Type::Actor, 1});
  const std::string upper = drawnGlyphs("Properties");
  CHECK(upper.find(withoutSpaces("actor 0: overlaps actor 1")) != std::string::npos);
  CHECK(upper.find(withoutSpaces("Nothing traced")) == std::string::npos);
}

TEST_CASE("lab in the editor: the inspected moving solid's hint wraps inside the Inspector") {
  Headless gui;
  Editor e = openElevator();
  inspectAfterSteps(e, 3, {ObjectRef::Type::Solid, 0});
  CHECK(contentFitsWidth("Properties"));
}

TEST_CASE("lab in the editor: Save inputs is greyed out, as in the Simulation menu, until a frame is recorded") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  frame(e, clock.next());
  const auto clickSaveInputs = [&] {
    const ImGuiWindow* bar = ImGui::FindWindowByName("##simulation");
    REQUIRE(bar != nullptr);
    // The button ends the controls' row, an item spacing before the bar's padding.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float width = ImGui::CalcTextSize("Save inputs").x + 2.0f * style.FramePadding.x;
    const float right = bar->Pos.x + bar->Size.x - style.WindowPadding.x - style.ItemSpacing.x;
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = ImVec2(right - width * 0.5f, bar->Pos.y + style.WindowPadding.y + ImGui::GetFrameHeight() * 0.5f);
    frame(e, clock.next());
    io.MouseDown[0] = true;
    frame(e, clock.next());
    io.MouseDown[0] = false;
    frame(e, clock.next());
  };
  REQUIRE(e.lab.length() == 0);
  clickSaveInputs();
  CHECK_FALSE(e.fileBrowser.visible());
  frame(e, clock.next({Key::O}));
  REQUIRE(e.lab.length() == 1);
  clickSaveInputs();
  CHECK(e.fileBrowser.visible());  // the same click, now that there is a frame to save
}

TEST_CASE("lab in the editor: the Place tool puts an object in the level past frame 0, and the session replays to the same frame") {
  Headless gui;
  Editor e = openElevator();
  Clock clock;
  for (int f = 0; f < 5; ++f) frame(e, clock.next({Key::O}));
  REQUIRE(e.lab.frame() == 5);
  const size_t actors = e.doc.level().actors.size();
  e.tools.tool = Tool::Place;
  e.tools.place = PlaceKind::Crate;

  EditorInput in = clock.next();
  in.mouse = e.canvas.view.toScreen({40.5f, 40.5f});
  in.mouseFree = true;
  in.down[0] = in.pressed[0] = true;
  frame(e, in);
  in = clock.next();
  in.mouse = e.canvas.view.toScreen({40.5f, 40.5f});
  in.mouseFree = true;
  in.released[0] = true;
  frame(e, in);
  frame(e, clock.next());

  REQUIRE(e.doc.level().actors.size() == actors + 1);
  CHECK(e.doc.level().actors.back().kind == ActorKind::Crate);
  CHECK(e.lab.world().actorCount() == static_cast<int>(actors) + 1);
  CHECK(e.lab.frame() == 5);
}

TEST_CASE("lab in the editor: a dead actor's Inspector tells no contacts of its last step alive") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("levels/pixel-elevator-squish.json");
  frame(e, idle());
  e.lab.seek(400);
  const std::vector<Actor>& actors = e.lab.world().state.actors;
  const auto dead = std::find_if(actors.begin(), actors.end(), [](const Actor& a) { return !a.alive; });
  REQUIRE(dead != actors.end());
  REQUIRE(dead->grounded);  // as its last step alive left it, under the solid that crushed it
  inspectAfterSteps(e, 0, {ObjectRef::Type::Actor, static_cast<ActorId>(dead - actors.begin())});
  const std::string shown = drawnGlyphs("Properties");
  CHECK(shown.find(withoutSpaces("(dead)")) != std::string::npos);
  CHECK(shown.find("grounded") == std::string::npos);
  CHECK(shown.find("riding") == std::string::npos);
  CHECK(shown.find(withoutSpaces("Its position and velocity as it died")) != std::string::npos);
}
