// Memory: a one-hour session of the demo level fits easily; under a small keyframe budget
// the recorder thins old keyframes before it goes over, keeps every input, and still seeks
// exactly.

#include <algorithm>
#include <cstdio>

#include <doctest/doctest.h>

#include "core/io/level_file.h"
#include "core/recording.h"
#include "core/tests/recording_scene.h"

using namespace ledge;
using namespace ledge::test;

TEST_CASE("recording: one hour at 60 Hz of the demo level fits in under 256 MB") {
  constexpr int64_t kOneHour = 60 * 60 * 60;
  const io::LevelLoad demo = io::loadLevelFile("levels/demo.json");
  REQUIRE(demo.ok());
  const std::vector<Input> inputs = timelineInputs(kOneHour);
  Recording recording(*demo.level);
  for (Input in : inputs) recording.record(in);
  CHECK(recording.length() == kOneHour);
  CHECK(recording.keyframes().size() == kOneHour / 60 + 1);
  CHECK(recording.memoryBytes() < size_t{256} << 20);
  std::printf("one-hour recording of levels/demo.json: %zu keyframes, %zu keyframe bytes, %zu bytes in all\n",
              recording.keyframes().size(), recording.keyframeBytes(), recording.memoryBytes());

  // Its last frames are still the run's: step back from the end and compare with a straight run.
  World straight(*demo.level);
  for (int64_t f = 0; f < kOneHour - 1; ++f) straight.step(inputs[static_cast<size_t>(f)]);
  recording.seek(kOneHour - 1);
  CHECK(recording.world().hash() == straight.hash());
}

TEST_CASE("recording: the keyframe budget is never exceeded, old keyframes thin out, inputs stay") {
  Level level = timelineLevel();
  level.actors.pop_back();  // three actors: the world's vector has room for a fourth, a copy not
  const std::vector<Input> inputs = timelineInputs(20000, 9);
  RecordingOptions options;
  options.keyframeInterval = 10;
  {
    const Recording probe(level, options);
    options.keyframeBudget = 40 * probe.keyframeBytes();  // room for 40 keyframes
  }
  Recording recording(level, options);
  std::vector<uint64_t> hashes = {recording.world().hash()};
  size_t mostBytes = 0;
  for (Input in : inputs) {
    recording.record(in);
    hashes.push_back(recording.world().hash());
    mostBytes = std::max(mostBytes, recording.keyframeBytes());
  }
  CHECK(mostBytes <= options.keyframeBudget);
  CHECK(recording.keyframes().size() == 40);  // the budget stays fully used
  CHECK(recording.inputs() == inputs);
  CHECK(recording.keyframes().front().frame == 0);
  CHECK(recording.keyframes().back().frame == 20000);

  // Thinned evenly: no gap is longer than twice the 500 frames 40 even keyframes would leave.
  int64_t widestGap = 0;
  for (size_t i = 1; i < recording.keyframes().size(); ++i)
    widestGap = std::max(widestGap, recording.keyframes()[i].frame - recording.keyframes()[i - 1].frame);
  CHECK(widestGap <= 1000);

  Rng rng(5);
  for (int i = 0; i < 200; ++i) {
    const int64_t frame = rng.range(0, 20000);
    CAPTURE(frame);
    recording.seek(frame);
    REQUIRE(recording.world().hash() == hashes[static_cast<size_t>(frame)]);
  }
}

TEST_CASE("recording: the next keyframe's memory is counted while it is made ready, and becomes the keyframe") {
  const Level level = timelineLevel();
  RecordingOptions options;
  options.keyframeInterval = 10;
  Recording recording(level, options);
  const size_t atStart = recording.memoryBytes();
  recording.record({});
  const size_t nextKeyframe = level.actors.size() * sizeof(Actor);
  CHECK(recording.memoryBytes() >= atStart + nextKeyframe);
  for (int f = 1; f < 10; ++f) recording.record({});
  REQUIRE(recording.keyframes().size() == 2);
  const WorldState& keyframe = recording.keyframes().back();
  CHECK(keyframe.frame == 10);
  REQUIRE(keyframe.actors.size() == recording.world().state.actors.size());
  for (size_t i = 0; i < keyframe.actors.size(); ++i) {
    CAPTURE(i);
    CHECK(keyframe.actors[i].x == recording.world().state.actors[i].x);
    CHECK(keyframe.actors[i].y == recording.world().state.actors[i].y);
    CHECK(keyframe.actors[i].vx == recording.world().state.actors[i].vx);
  }
}
