// The timeline: seeking in a one-hour recording (216,000 frames at 60 Hz) of the demo level
// and of the tests' demo-sized level, with the default keyframe budget and a small one, seeking
// in a big level with and without threads, and what tracing costs per step. Run:
// core_bench --benchmark_filter=Timeline

#include <malloc.h>

#include <map>
#include <memory>
#include <stdexcept>
#include <string>

#include <benchmark/benchmark.h>

#include "core/io/level_file.h"
#include "core/recording.h"
#include "core/stress_scenes.h"
#include "core/thread_pool.h"
#include "core/tests/recording_scene.h"

namespace {

using namespace ledge;
using namespace ledge::test;

constexpr int64_t kOneHour = 60 * 60 * 60;
constexpr size_t kSmallBudget = size_t{256} << 10;

size_t heapInUse() { return mallinfo2().uordblks; }

Level demoLevel() {
  const std::string path = LEDGE_SOURCE_DIR "/levels/demo.json";
  io::LevelLoad load = io::loadLevelFile(path);
  if (!load.ok()) throw std::runtime_error("cannot load " + path);
  return *load.level;
}

struct MeasuredRecording {
  Recording recording;
  size_t heapBytes;  // what recording the hour took from the heap, as malloc counts it
};

MeasuredRecording recordOneHour(const Level& level, size_t keyframeBudget) {
  const std::vector<Input> inputs = timelineInputs(kOneHour);
  RecordingOptions options;
  options.keyframeBudget = keyframeBudget;
  const size_t before = heapInUse();
  Recording recording(level, options);
  for (Input in : inputs) recording.record(in);
  return {recording, heapInUse() - before};
}

// range(0): 0 the demo level, 1 the tests' level; range(1): the keyframe budget in KB, 0 for
// the default. Each hour is recorded once.
const MeasuredRecording& oneHour(int64_t level, int64_t budgetKb) {
  static std::map<std::pair<int64_t, int64_t>, MeasuredRecording> recorded;
  const auto key = std::make_pair(level, budgetKb);
  if (auto found = recorded.find(key); found != recorded.end()) return found->second;
  const size_t budget = budgetKb == 0 ? RecordingOptions{}.keyframeBudget : static_cast<size_t>(budgetKb) << 10;
  return recorded.emplace(key, recordOneHour(level == 0 ? demoLevel() : timelineLevel(), budget)).first->second;
}

void BM_TimelineSeekRandomFrameInOneHour(benchmark::State& state) {
  const MeasuredRecording& measured = oneHour(state.range(0), state.range(1));
  Recording recording = measured.recording;  // seeking moves the current frame
  Rng rng(7);
  for (auto _ : state) {
    recording.seek(rng.range(0, static_cast<int>(kOneHour)));
    benchmark::DoNotOptimize(recording.world().state.frame);
  }
  state.counters["recording_MB"] = static_cast<double>(recording.memoryBytes()) / 1e6;
  state.counters["heap_MB"] = static_cast<double>(measured.heapBytes) / 1e6;
  state.counters["keyframes"] = static_cast<double>(recording.keyframes().size());
}
BENCHMARK(BM_TimelineSeekRandomFrameInOneHour)
    ->ArgNames({"testLevel", "budgetKB"})
    ->Args({0, 0})
    ->Args({0, kSmallBudget >> 10})
    ->Args({1, 0})
    ->Args({1, kSmallBudget >> 10})
    ->Unit(benchmark::kMicrosecond);

void BM_TimelineStepBack(benchmark::State& state) {
  Recording recording = oneHour(0, 0).recording;
  recording.seek(kOneHour);
  for (auto _ : state) {
    if (recording.frame() == 0) recording.seek(kOneHour);
    recording.seek(recording.frame() - 1);
  }
}
BENCHMARK(BM_TimelineStepBack)->Unit(benchmark::kMicrosecond);

// Seeking in ten seconds of a big level (the 1024 x 1024-tile field with 10,000 actors, a
// keyframe every second) as the lab scrubs it, tracing the frame it lands on: on 1 or 2 threads
// (range(0)). Each is recorded once.
struct BigLevelRecording {
  explicit BigLevelRecording(int threads)
      : pool(threads), recording(makeField(kFieldMapTiles, 10000, MoverKind::Pixel), options()) {
    for (int f = 0; f < 600; ++f) recording.record({});
  }
  RecordingOptions options() {
    RecordingOptions o;
    o.tasks = &pool;
    return o;
  }
  ThreadPool pool;
  Recording recording;
};

void BM_TimelineSeekInBigLevel(benchmark::State& state) {
  static std::map<int64_t, std::unique_ptr<BigLevelRecording>> recorded;
  std::unique_ptr<BigLevelRecording>& big = recorded[state.range(0)];
  if (!big) big = std::make_unique<BigLevelRecording>(static_cast<int>(state.range(0)));
  StepTrace trace;
  Rng rng(7);
  for (auto _ : state) {
    trace.clear();
    big->recording.seek(rng.range(0, 600), &trace);
    benchmark::DoNotOptimize(big->recording.world().state.frame);
  }
}
BENCHMARK(BM_TimelineSeekInBigLevel)->ArgName("threads")->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);

// range(0): 1 with a trace, 0 without.
void BM_TimelineStep(benchmark::State& state) {
  const std::vector<Input> inputs = timelineInputs(3600);
  World world(demoLevel());
  StepTrace trace;
  StepTrace* traced = state.range(0) ? &trace : nullptr;
  size_t frame = 0;
  size_t events = 0;
  for (auto _ : state) {
    trace.clear();
    world.step(inputs[frame++ % inputs.size()], traced);
    events += trace.size();
  }
  state.counters["events_per_step"] = static_cast<double>(events) / static_cast<double>(frame);
}
BENCHMARK(BM_TimelineStep)->ArgName("trace")->Arg(0)->Arg(1);

}  // namespace
