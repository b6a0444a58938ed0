// Seeking: any frame of a recording, reached in any order, is exactly the frame of the straight
// run (same state hash, same trace of the step that produced it).

#include <algorithm>
#include <array>

#include <doctest/doctest.h>

#include "core/recording.h"
#include "core/tests/recording_scene.h"

using namespace ledge;
using namespace ledge::test;

namespace {

struct StraightRun {
  std::vector<uint64_t> hashes;                  // by frame, 0..inputs.size()
  std::vector<std::vector<TraceEvent>> traces;  // the step that produced each frame (none for 0)
};

StraightRun runStraight(const Level& level, const std::vector<Input>& inputs) {
  StraightRun run;
  World world(level);
  StepTrace trace;
  run.hashes.push_back(world.hash());
  run.traces.emplace_back();
  for (Input in : inputs) {
    trace.clear();
    world.step(in, &trace);
    run.hashes.push_back(world.hash());
    run.traces.push_back(trace.events());
  }
  return run;
}

Recording recorded(const Level& level, const std::vector<Input>& inputs, int keyframeInterval) {
  RecordingOptions options;
  options.keyframeInterval = keyframeInterval;
  Recording recording(level, options);
  for (Input in : inputs) recording.record(in);
  return recording;
}

// Seeks to `frame` (with a trace or not) and says whether it matches the straight run.
bool seekMatches(Recording& recording, const StraightRun& straight, int64_t frame, bool traced) {
  StepTrace trace;
  recording.seek(frame, traced ? &trace : nullptr);
  const auto f = static_cast<size_t>(frame);
  if (recording.frame() != frame || recording.world().hash() != straight.hashes[f]) return false;
  return !traced || trace.events() == straight.traces[f];
}

}  // namespace

TEST_CASE("recording: seeking to every frame of a 2,000-frame run matches the straight run") {
  const Level level = timelineLevel();
  const std::vector<Input> inputs = timelineInputs(2000);
  const StraightRun straight = runStraight(level, inputs);
  size_t tracedEvents = 0;
  for (const auto& events : straight.traces) tracedEvents += events.size();
  REQUIRE(tracedEvents > 2000);  // the traces compared below say something

  for (int interval : {60, 7}) {
    Recording recording = recorded(level, inputs, interval);
    CAPTURE(interval);
    REQUIRE(recording.length() == 2000);
    CHECK(recording.world().hash() == straight.hashes.back());

    int64_t backwardMismatch = -1;  // each seek steps back one frame, with its trace
    for (int64_t f = 2000; f >= 0 && backwardMismatch < 0; --f)
      if (!seekMatches(recording, straight, f, true)) backwardMismatch = f;
    CHECK(backwardMismatch == -1);

    int64_t forwardMismatch = -1;  // each seek comes from the far end
    for (int64_t f = 0; f <= 2000 && forwardMismatch < 0; ++f) {
      recording.seek(f % 2 ? 0 : 2000);
      if (!seekMatches(recording, straight, f, false)) forwardMismatch = f;
    }
    CHECK(forwardMismatch == -1);
  }
}

TEST_CASE("recording: seeks in random order, backwards and forwards, match the straight run") {
  const Level level = timelineLevel();
  const std::vector<Input> inputs = timelineInputs(2000, 3);
  const StraightRun straight = runStraight(level, inputs);
  Recording recording = recorded(level, inputs, 60);
  Rng rng(11);
  for (int i = 0; i < 1000; ++i) {
    // Mostly anywhere, sometimes a few frames either side of where it is (scrubbing).
    const int64_t frame = rng.chance(70) ? rng.range(0, 2000)
                                         : std::clamp<int64_t>(recording.frame() + rng.range(-5, 5), 0, 2000);
    const bool traced = rng.chance(50);
    CAPTURE(frame);
    CAPTURE(traced);
    REQUIRE(seekMatches(recording, straight, frame, traced));
  }
}

TEST_CASE("recording: a seek outside the recording stops at its ends") {
  const Level level = timelineLevel();
  Recording recording = recorded(level, timelineInputs(100), 60);
  recording.seek(-5);
  CHECK(recording.frame() == 0);
  CHECK(recording.world().hash() == World(level).hash());
  recording.seek(5000);
  CHECK(recording.frame() == 100);
  StepTrace trace;
  trace.add(TraceEvent{});
  recording.seek(0, &trace);
  CHECK(trace.empty());  // no step produced frame 0
}

TEST_CASE("recording: recording from a frame before the end starts a new branch") {
  const Level level = timelineLevel();
  const std::vector<Input> inputs = timelineInputs(300);
  Recording recording = recorded(level, inputs, 60);
  recording.seek(130);
  recording.record(Input{Input::Left | Input::Jump});
  CHECK(recording.length() == 131);
  CHECK(recording.frame() == 131);
  CHECK(recording.keyframes().back().frame == 120);

  std::vector<Input> branch(inputs.begin(), inputs.begin() + 130);
  branch.push_back(Input{Input::Left | Input::Jump});
  CHECK(recording.inputs() == branch);
  CHECK(recording.world().hash() == runStraight(level, branch).hashes.back());
}

namespace {

// A game's own walker: it hops to the left whenever it stands.
void hopLeft(World& w, ActorId id, Input, StepTrace*) {
  Actor& a = w.actor(id);
  a.vx = -40.0f;
  if (a.grounded) a.vy = -200.0f;
}

}  // namespace

TEST_CASE("recording: a game's own kind behaviours are recorded and sought like the defaults") {
  const Level level = timelineLevel();
  const std::vector<Input> inputs = timelineInputs(300);
  std::array<KindBehaviour, kActorKindCount> kinds = defaultKindBehaviours();
  kinds[static_cast<size_t>(ActorKind::Walker)].intent = hopLeft;

  World game(level);
  game.kinds = kinds;
  std::vector<uint64_t> hashes{game.hash()};
  for (Input in : inputs) {
    game.step(in);
    hashes.push_back(game.hash());
  }
  RecordingOptions options;
  options.keyframeInterval = 25;
  options.kinds = kinds;
  Recording recording(level, options);
  for (Input in : inputs) recording.record(in);
  CHECK(recording.world().hash() == hashes.back());
  for (const int64_t frame : {int64_t{140}, int64_t{3}, int64_t{299}, int64_t{0}, int64_t{77}}) {
    recording.seek(frame);
    CHECK(recording.world().hash() == hashes[static_cast<size_t>(frame)]);
  }
  CHECK(runStraight(level, inputs).hashes.back() != hashes.back());  // the walkers did hop
}
