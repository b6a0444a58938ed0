// The per-actor work of a step in the "rain" stress scene (`ledge bench`'s), 60 frames in, as
// piles form: each mover's phase (gravity and the mover, World::stepActors) on 1 and 2
// threads, the state hash, and a keyframe's copy and restore. 10k and 100k actors.
// Run: core_bench --benchmark_filter='MoverPhase|StateHash|Keyframe'
//
// ns_per_actor is the time per actor: a mover's phase steps each actor once. The mover phase
// starts every iteration from the same keyframe (the restore is not timed), so every iteration
// does the same work.

#include <chrono>
#include <map>
#include <utility>

#include <benchmark/benchmark.h>

#include "core/stress_scenes.h"
#include "core/thread_pool.h"
#include "core/world.h"

namespace {

using namespace ledge;

constexpr int kWarmFrames = 60;

// The rain of `actors` actors of `mover` after kWarmFrames steps, made once per pair.
const WorldState& warmRain(int64_t actors, MoverKind mover) {
  static std::map<std::pair<int64_t, MoverKind>, WorldState> made;
  const auto key = std::make_pair(actors, mover);
  if (auto found = made.find(key); found != made.end()) return found->second;
  World world(makeStressScene(StressScene::Rain, static_cast<int>(actors), mover));
  for (int frame = 0; frame < kWarmFrames; ++frame) world.step({});
  return made.emplace(key, world.state).first->second;
}

World rainWorld(int64_t actors, MoverKind mover) {
  World world(makeStressScene(StressScene::Rain, static_cast<int>(actors), mover));
  world.restore(warmRain(actors, mover));
  return world;
}

// Seconds per actor, as Google Benchmark prints a rate inverted (e.g. "69.2n").
benchmark::Counter perActor(const benchmark::State& state, int64_t actors) {
  return benchmark::Counter(static_cast<double>(state.iterations()) * static_cast<double>(actors),
                            benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

// range(0): actors, range(1): the mover, range(2): threads.
void BM_MoverPhase(benchmark::State& state) {
  const auto mover = static_cast<MoverKind>(state.range(1));
  World world = rainWorld(state.range(0), mover);
  ThreadPool pool(static_cast<int>(state.range(2)));
  world.tasks = &pool;
  const WorldState& keyframe = warmRain(state.range(0), mover);
  for (auto _ : state) {
    world.restore(keyframe);
    world.stepIntents({}, nullptr);
    world.stepSolids(nullptr);
    const auto start = std::chrono::steady_clock::now();
    world.stepActors(nullptr);
    state.SetIterationTime(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  state.SetLabel(moverKindName(mover));
  state.counters["ns_per_actor"] = perActor(state, state.range(0));
}

void BM_StateHash(benchmark::State& state) {
  const World world = rainWorld(state.range(0), MoverKind::Pixel);
  for (auto _ : state) benchmark::DoNotOptimize(world.hash());
  state.counters["ns_per_actor"] = perActor(state, state.range(0));
}

// A keyframe as the recording takes it: the state copied into one kept from before, whose
// vectors have the room already.
void BM_KeyframeCopy(benchmark::State& state) {
  const World world = rainWorld(state.range(0), MoverKind::Pixel);
  WorldState keyframe = world.state;
  for (auto _ : state) {
    keyframe = world.state;
    benchmark::DoNotOptimize(keyframe.actors.data());
  }
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(world.state.actors.size() * sizeof(Actor)));
  state.counters["ns_per_actor"] = perActor(state, state.range(0));
}

// A keyframe put back, as a seek does: the state copied in and the partition built again.
void BM_KeyframeRestore(benchmark::State& state) {
  World world = rainWorld(state.range(0), MoverKind::Pixel);
  const WorldState& keyframe = warmRain(state.range(0), MoverKind::Pixel);
  for (auto _ : state) {
    world.restore(keyframe);
    benchmark::DoNotOptimize(world.state.actors.data());
  }
  state.counters["ns_per_actor"] = perActor(state, state.range(0));
}

void moverArguments(benchmark::internal::Benchmark* b) {
  b->ArgNames({"actors", "mover", "threads"});
  for (const int64_t threads : {1, 2})
    for (int mover = 0; mover < kMoverKindCount; ++mover)
      for (const int64_t actors : {10000, 100000}) b->Args({actors, mover, threads});
}

BENCHMARK(BM_MoverPhase)->Apply(moverArguments)->UseManualTime()->Unit(benchmark::kMillisecond);
BENCHMARK(BM_StateHash)->ArgName("actors")->Arg(10000)->Arg(100000)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_KeyframeCopy)->ArgName("actors")->Arg(10000)->Arg(100000)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_KeyframeRestore)->ArgName("actors")->Arg(10000)->Arg(100000)->Unit(benchmark::kMicrosecond);

}  // namespace
