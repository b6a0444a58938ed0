// The spatial partition: pair detection by the grid against brute force, the grid's update, and
// phase 4 of a step (update + pairs + MTD separation) for 1k, 10k and 100k actors.
// Run: core_bench --benchmark_filter='Pairs|Partition'
//
// The scene: actors of 8..24 px scattered over a square empty map that holds one actor per
// 4 x 4 tiles, moving at up to 2 px per frame. About one actor in eight overlaps another.

#include <malloc.h>

#include <cmath>
#include <vector>

#include <benchmark/benchmark.h>

#include "core/actor_pairs.h"
#include "core/partition.h"
#include "core/thread_pool.h"
#include "core/tests/random_scene.h"
#include "core/world.h"

namespace {

using namespace ledge;

// Heap in use as malloc counts it: small blocks plus the large ones it maps directly.
size_t heapInUse() {
  const struct mallinfo2 m = mallinfo2();
  return m.uordblks + m.hblkhd;
}
using namespace ledge::test;

constexpr int kTileSize = 16;
constexpr int kTilesPerActor = 16;

int mapTilesAcross(int64_t actors) {
  return static_cast<int>(std::ceil(std::sqrt(static_cast<double>(actors * kTilesPerActor))));
}

Level crowdLevel(int64_t count) {
  Level level;
  const int tiles = mapTilesAcross(count);
  level.map = TileMap(tiles, tiles, kTileSize);
  const int pixels = tiles * kTileSize;
  Rng rng(static_cast<uint64_t>(count));
  for (int64_t i = 0; i < count; ++i) {
    ActorSpec a;
    a.kind = ActorKind::Crate;
    a.w = rng.range(8, 24);
    a.h = rng.range(8, 24);
    a.x = rng.range(0, pixels - a.w);
    a.y = rng.range(0, pixels - a.h);
    a.vx = rng.uniform(-120.0f, 120.0f);
    a.vy = rng.uniform(-120.0f, 120.0f);
    a.applyGravity = false;
    level.actors.push_back(a);
  }
  return level;
}

std::vector<Actor> crowdActors(int64_t count) {
  std::vector<Actor> actors;
  for (const ActorSpec& spec : crowdLevel(count).actors) actors.push_back(makeActor(spec));
  return actors;
}

// What the movers would do between two phase 4s: every actor moves by its velocity and
// bounces off the map's edges (no tiles, so no mover is needed).
void drift(std::vector<Actor>& actors, int pixels, float dt) {
  for (Actor& a : actors) {
    a.prevX = a.x;
    a.prevY = a.y;
    a.x += static_cast<int>(a.vx * dt);
    a.y += static_cast<int>(a.vy * dt);
    if (a.x < 0 || a.x + a.w > pixels) a.vx = -a.vx;
    if (a.y < 0 || a.y + a.h > pixels) a.vy = -a.vy;
    a.x = std::clamp(a.x, 0, pixels - a.w);
    a.y = std::clamp(a.y, 0, pixels - a.h);
  }
}

Partition placedGrid(const std::vector<Actor>& actors, int64_t count, int64_t cellTiles) {
  Partition partition;
  const int pixels = mapTilesAcross(count) * kTileSize;
  partition.reset(pixels, pixels, static_cast<int>(cellTiles) * kTileSize);
  partition.rebuild(actors);
  return partition;
}

// range(0): actors, range(1): cell size in tiles.
void BM_PairsGrid(benchmark::State& state) {
  const std::vector<Actor> actors = crowdActors(state.range(0));
  Partition partition = placedGrid(actors, state.range(0), state.range(1));
  for (auto _ : state) {
    partition.findPairs(actors);
    benchmark::DoNotOptimize(partition.pairs().data());
  }
  state.counters["pairs"] = static_cast<double>(partition.pairs().size());
  state.counters["cells"] = static_cast<double>(partition.columns()) * partition.rows();
}

void BM_PairsBruteForce(benchmark::State& state) {
  const std::vector<Actor> actors = crowdActors(state.range(0));
  std::vector<ActorPair> pairs;
  for (auto _ : state) {
    findPairsBruteForce(actors, pairs);
    benchmark::DoNotOptimize(pairs.data());
  }
  state.counters["pairs"] = static_cast<double>(pairs.size());
}

// The grid following one frame of moves: the actors alternate between two frames' positions,
// 1 to 2 px apart, so every iteration moves every actor.
void BM_PartitionUpdate(benchmark::State& state) {
  const std::vector<Actor> before = crowdActors(state.range(0));
  std::vector<Actor> after = before;
  drift(after, mapTilesAcross(state.range(0)) * kTileSize, 1.0f / 60.0f);
  Partition partition = placedGrid(before, state.range(0), state.range(1));
  bool odd = false;
  for (auto _ : state) {
    odd = !odd;
    partition.update(odd ? after : before);
  }
}

// Phase 4 of a step, as World::step runs it: update, pairs, separation by weight. Every frame
// starts from the unseparated scene, alternating between two frames' positions (1 to 2 px
// apart), so that every pair needs separating. Also counts the world's heap. The second
// argument is the world's threads (wall time is what they save).
void BM_PairsPhase(benchmark::State& state) {
  const Level level = crowdLevel(state.range(0));
  ThreadPool pool(static_cast<int>(state.range(1)));
  const size_t heapBefore = heapInUse();
  World world(level);
  world.tasks = &pool;
  world.step({});  // the first step sizes the reusable buffers
  const size_t worldBytes = heapInUse() - heapBefore;
  const std::vector<Actor> before = crowdActors(state.range(0));
  std::vector<Actor> after = before;
  drift(after, world.map.pixelWidth(), world.dt());
  size_t pairs = 0;
  bool odd = false;
  for (auto _ : state) {
    state.PauseTiming();
    odd = !odd;
    world.state.actors = odd ? after : before;
    state.ResumeTiming();
    stepActorPairs(world, nullptr);
    pairs += world.partition.pairs().size();
  }
  state.counters["pairs"] = static_cast<double>(pairs) / static_cast<double>(state.iterations());
  state.counters["world_MB"] = static_cast<double>(worldBytes) / 1e6;
}

void gridArguments(benchmark::internal::Benchmark* b) {
  for (int64_t actors : {1000, 10000, 100000})
    for (int64_t cellTiles : {1, 2, 4, 8, 16, 32, 64}) b->Args({actors, cellTiles});
}

}  // namespace

BENCHMARK(BM_PairsGrid)->Apply(gridArguments)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PairsBruteForce)->Arg(1000)->Arg(10000)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PairsBruteForce)->Arg(100000)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PartitionUpdate)->Apply(gridArguments)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PairsPhase)
    ->ArgNames({"actors", "threads"})
    ->ArgsProduct({{1000, 10000, 100000}, {1, 2}})
    ->UseRealTime()
    ->Unit(benchmark::kMicrosecond);
