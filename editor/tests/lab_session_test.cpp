// The lab's session: play, pause, step, step back, seek and restart over a Recording; the
// branch an edit cuts; rebuilding after the designer edits the level; inputs files; the history
// window and the trace of the current frame.

#include <doctest/doctest.h>

#include <fstream>

#include "core/io/inputs_file.h"
#include "core/world.h"
#include "editor/lab.h"
#include "editor/tests/helpers.h"

using namespace ledge;
using namespace ledge::editor;
using namespace ledge::editor::test;

namespace {

Level runway() {
  Document doc = documentFromRows({
      "....................",
      "....................",
      "....................",
      "..........##........",
      "....................",
      "####################",
  });
  Level level = doc.level();
  level.actors.push_back(actorAt(16, 66, 10, 14, ActorKind::Player));
  level.actors.push_back(actorAt(200, 10, 10, 14, ActorKind::Crate));
  return level;
}

constexpr double kStep = 1.0 / 60.0;

// Inputs that run right, jump now and then, and stop.
Input inputAt(int64_t f) {
  Input in;
  if (f % 90 < 60) in.keys |= Input::Right;
  if (f % 45 == 10) in.keys |= Input::Jump;
  return in;
}

// Plays `frames` frames holding inputAt(frame) each.
void playFrames(Lab& lab, int64_t frames) {
  lab.play();
  for (int64_t i = 0; i < frames; ++i) {
    lab.setHeldInput(inputAt(lab.frame()));
    REQUIRE(lab.advance(kStep * 1.0001) == 1);
  }
  lab.pause();
}

std::vector<uint64_t> hashesByHand(const Level& level, const std::vector<Input>& inputs) {
  World world(level);
  std::vector<uint64_t> hashes = {world.hash()};
  for (Input in : inputs) {
    world.step(in);
    hashes.push_back(world.hash());
  }
  return hashes;
}

}  // namespace

TEST_CASE("lab: play records the held keys, pause stops, step forward and back, seek and restart") {
  Lab lab(runway());
  CHECK_FALSE(lab.playing());
  CHECK(lab.frame() == 0);
  CHECK(lab.advance(1.0) == 0);  // paused: time passes, nothing steps

  lab.setHeldInput(Input{Input::Right});
  lab.play();
  CHECK(lab.playing());
  CHECK(lab.advance(kStep * 3.5) == 3);
  CHECK(lab.advance(kStep * 0.6) == 1);  // the half step left over is owed, not lost
  CHECK(lab.frame() == 4);
  CHECK(lab.length() == 4);
  CHECK(lab.advance(10.0) == Lab::kMaxStepsPerFrame);  // a slow frame does not pile up steps
  lab.pause();
  CHECK(lab.advance(1.0) == 0);
  const int64_t end = lab.frame();
  const uint64_t atEnd = lab.world().hash();

  lab.stepBack();
  CHECK(lab.frame() == end - 1);
  lab.stepForward();  // replays the recorded frame
  CHECK(lab.frame() == end);
  CHECK(lab.length() == end);
  CHECK(lab.world().hash() == atEnd);
  lab.stepForward();  // at the end: records one more frame with the held keys
  CHECK(lab.length() == end + 1);
  CHECK(lab.recording().inputs().back() == Input{Input::Right});

  lab.seek(2);
  CHECK(lab.frame() == 2);
  lab.restart();
  CHECK(lab.frame() == 0);
  CHECK(lab.length() == end + 1);  // restart keeps the recording
  lab.stepBack();
  CHECK(lab.frame() == 0);
  CHECK(lab.simulatedSeconds() == 0.0);
  lab.seek(3);
  CHECK(lab.simulatedSeconds() == doctest::Approx(3.0 / 60.0));

  lab.play();
  lab.stepForward();  // stepping pauses
  CHECK_FALSE(lab.playing());
  lab.togglePlay();
  CHECK(lab.playing());
  lab.restart();  // restart keeps playing
  CHECK(lab.playing());
}

TEST_CASE("lab: every frame reached by seeking, stepping back or replaying is the recorded run's") {
  const Level level = runway();
  Lab lab(level);
  playFrames(lab, 400);
  const std::vector<uint64_t> expected = hashesByHand(level, lab.recording().inputs());
  for (int64_t f : {0, 399, 17, 240, 241, 60, 400, 1}) {
    lab.seek(f);
    CHECK(lab.world().hash() == expected[static_cast<size_t>(f)]);
  }
  for (int i = 0; i < 5; ++i) {
    lab.stepBack();
    CHECK(lab.world().hash() == expected[static_cast<size_t>(lab.frame())]);
  }
  lab.restart();
  lab.setHeldInput({});
  lab.play();
  while (lab.frame() < 100) lab.advance(kStep * 1.0001);  // no key held: play replays
  CHECK(lab.length() == 400);
  CHECK(lab.world().hash() == expected[static_cast<size_t>(lab.frame())]);
}

TEST_CASE("lab: a key held while replaying takes over, cutting a branch there") {
  Lab lab(runway());
  playFrames(lab, 120);
  lab.seek(50);
  lab.setHeldInput(Input{Input::Left});
  lab.play();
  lab.advance(kStep * 1.0001);
  CHECK(lab.branchFrame() == 50);
  CHECK(lab.length() == 51);
  CHECK(lab.recording().inputs().back() == Input{Input::Left});
}

TEST_CASE("lab: an edit at a frame cuts the frames after it and marks the branch point") {
  const Level level = runway();
  Lab lab(level);
  playFrames(lab, 200);
  CHECK(lab.branchFrame() == -1);
  lab.seek(80);
  PhysicsParams low = level.physics;
  low.gravity = 600.0f;
  REQUIRE(lab.edit(setPhysicsEdit(low)).empty());
  CHECK(lab.length() == 80);
  CHECK(lab.frame() == 80);
  CHECK(lab.branchFrame() == 80);
  REQUIRE(lab.recording().edits().size() == 1);
  CHECK(lab.recording().edits()[0].frame == 80);
  CHECK(lab.world().physics.gravity == 600.0f);
  CHECK_FALSE(lab.edit(setMoverEdit(7, MoverKind::Mtd)).empty());  // no actor 7: refused, nothing cut
  CHECK(lab.recording().edits().size() == 1);
  lab.seek(10);
  CHECK(lab.world().physics.gravity == level.physics.gravity);  // before the edit
  lab.seek(80);
  CHECK(lab.world().physics.gravity == 600.0f);
}

TEST_CASE("lab: seeking past the end records frames with no key held") {
  Lab lab(runway());
  lab.seek(30);
  CHECK(lab.frame() == 30);
  CHECK(lab.length() == 30);
  CHECK(lab.recording().inputs() == std::vector<Input>(30, Input{}));
}

TEST_CASE("lab: after the level is edited the session replays its inputs and edits to the same frame") {
  Level level = runway();
  Lab lab(level);
  playFrames(lab, 150);
  lab.seek(100);
  REQUIRE(lab.edit(setMoverEdit(0, MoverKind::Raycast)).empty());
  lab.setHeldInput(Input{Input::Left});
  lab.stepForward();
  lab.stepForward();
  lab.seek(90);

  level.map.set(15, 4, Tile::Solid);  // the designer paints a tile
  const std::vector<Input> inputs = lab.recording().inputs();
  lab.rebuild(level);
  CHECK(lab.frame() == 90);
  CHECK(lab.recording().inputs() == inputs);
  REQUIRE(lab.recording().edits().size() == 1);
  CHECK(lab.recording().edits()[0].frame == 100);

  Recording expected(level);
  for (int64_t f = 0; f < static_cast<int64_t>(inputs.size()); ++f) {
    if (f == 100) REQUIRE(expected.edit(setMoverEdit(0, MoverKind::Raycast)).empty());
    expected.record(inputs[static_cast<size_t>(f)]);
  }
  for (int64_t f : {90, 101, 102, 0}) {
    expected.seek(f);
    lab.seek(f);
    CHECK(lab.world().hash() == expected.world().hash());
  }
}

TEST_CASE("lab: inputs files load from frame 0 and save, a bad file names the file and the line") {
  const TempFolder folder("editor-lab-inputs");
  const std::string good = (folder / "run.txt").string();
  std::ofstream(good) << "# a run\n30*R\n1*RJ\n10*.\n";
  const Level level = runway();
  Lab lab(level);
  playFrames(lab, 20);
  CHECK(lab.loadInputs(good).empty());
  CHECK(lab.frame() == 0);
  CHECK(lab.length() == 41);
  CHECK(lab.branchFrame() == -1);
  lab.seek(41);
  CHECK(lab.world().hash() == hashesByHand(level, lab.recording().inputs()).back());

  const std::string bad = (folder / "bad.txt").string();
  std::ofstream(bad) << "30*R\n3*RX\n";
  const std::string error = lab.loadInputs(bad);
  CHECK(error.find("bad.txt") != std::string::npos);
  CHECK(error.find("line 2") != std::string::npos);
  CHECK(lab.length() == 41);  // a refused file changes nothing

  const std::string saved = (folder / "saved.txt").string();
  CHECK(lab.saveInputs(saved).empty());
  CHECK(io::readInputsFile(saved).inputs == lab.recording().inputs());
}

TEST_CASE("lab: the history window ends at the current frame and follows seeks") {
  const Level level = runway();
  Lab lab(level);
  playFrames(lab, 300);
  auto centreNow = [&lab](ActorId id) { return lab.world().actor(id).exactBox().center(); };
  CHECK(lab.history().lastFrame() == 300);
  CHECK(lab.history().firstFrame() == 300 - LabHistory::kFrames + 1);
  lab.seek(250);
  CHECK(lab.history().lastFrame() == 250);
  CHECK(lab.history().samples(0).back().centre == centreNow(0));
  lab.seek(20);  // outside the window: re-simulated
  CHECK(lab.history().firstFrame() == 0);
  CHECK(lab.history().lastFrame() == 20);
  CHECK(lab.history().samples(0).size() == 21);
  CHECK(lab.history().samples(0).back().velocity.x == lab.world().actor(0).vx);
  lab.stepForward();
  CHECK(lab.history().lastFrame() == 21);
  CHECK(lab.history().samples(0).back().centre == centreNow(0));
}

TEST_CASE("lab: the trace is the step that produced the current frame, however the frame was reached") {
  Level level = runway();
  for (ActorSpec& a : level.actors) a.mover = MoverKind::Speculative;
  Lab lab(level);
  std::vector<std::vector<TraceEvent>> recorded = {{}};
  lab.play();
  for (int64_t i = 0; i < 90; ++i) {
    lab.setHeldInput(inputAt(lab.frame()));
    lab.advance(kStep * 1.0001);
    recorded.push_back(lab.trace().events());
  }
  lab.pause();
  REQUIRE_FALSE(recorded[60].empty());
  for (int64_t f : {5, 60, 59, 61, 0, 90, 33}) {
    lab.seek(f);
    CHECK(lab.trace().events() == recorded[static_cast<size_t>(f)]);
  }
  lab.stepBack();
  CHECK(lab.trace().events() == recorded[32]);
  lab.restart();
  CHECK(lab.trace().empty());
}

TEST_CASE("lab: a frame edited in the lab shows no trace of the step before the edit, the next frame its own") {
  Level level = runway();
  for (ActorSpec& a : level.actors) a.mover = MoverKind::Speculative;
  Lab lab(level);
  playFrames(lab, 40);
  lab.seek(30);
  REQUIRE_FALSE(lab.trace().empty());
  REQUIRE_FALSE(lab.editMovedThingsHere());
  REQUIRE(lab.edit(setMoverEdit(0, MoverKind::Pixel)).empty());
  CHECK(lab.editMovedThingsHere());
  CHECK(lab.trace().empty());  // the speculative contacts of the step into frame 30 are not the pixel actor's
  lab.stepForward();
  CHECK_FALSE(lab.editMovedThingsHere());
  REQUIRE_FALSE(lab.trace().empty());
  for (const TraceEvent& e : lab.trace().events())
    if (e.actor == 0) CHECK(e.kind != TraceKind::Contact);  // a pixel actor has pixel steps, not contacts
  lab.stepBack();
  CHECK(lab.trace().empty());
  lab.seek(29);
  CHECK_FALSE(lab.trace().empty());
  // Physics changed, nothing has moved yet: the trace stays.
  lab.seek(20);
  PhysicsParams slow = lab.world().physics;
  slow.gravity = 100.0f;
  REQUIRE(lab.edit(setPhysicsEdit(slow)).empty());
  CHECK_FALSE(lab.trace().empty());
  // Playing, the next step comes at once: the trace stays until it does (a solid dragged while
  // the lab plays shows its riders' contacts).
  lab.play();
  REQUIRE(lab.edit(setMoverEdit(1, MoverKind::Raycast)).empty());
  CHECK(lab.editMovedThingsHere());
  CHECK_FALSE(lab.trace().empty());
}

TEST_CASE("lab: the event cursor walks the trace and resets when the frame changes") {
  Level level = runway();
  for (ActorSpec& a : level.actors) a.mover = MoverKind::Speculative;
  Lab lab(level);
  playFrames(lab, 10);
  const int count = static_cast<int>(lab.trace().size());
  REQUIRE(count > 1);
  CHECK(lab.cursorEvent() == nullptr);
  CHECK(eventSliderText(lab) == std::to_string(count) + " events in this frame: drag to walk them");
  lab.setEventCursor(1);
  REQUIRE(lab.cursorEvent() != nullptr);
  CHECK(lab.cursorEvent() == &lab.trace().events()[1]);
  lab.setEventCursor(count + 5);
  CHECK(lab.eventCursor() == count - 1);
  lab.stepBack();
  CHECK(lab.eventCursor() == -1);
}
