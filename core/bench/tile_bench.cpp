// The tile queries the movers ask, on the map of the "rain" stress scene (256 x 256 tiles of
// platforms, one-ways and slopes): the tiles under a box, the pixel and exact solid tests, the
// pixel mover's blocker query, and the ray cast, short and long. Each iteration asks 4,096
// queries at places spread over the map. Run: core_bench --benchmark_filter='Tile|Ray|Blocker'
//
// ns_per_query is the time per query.

#include <cmath>
#include <utility>
#include <vector>

#include <benchmark/benchmark.h>

#include "core/collide.h"
#include "core/rng.h"
#include "core/stress_scenes.h"
#include "core/world.h"

namespace {

using namespace ledge;

constexpr int kQueries = 4096;

const World& rainMap() {
  static const World world(makeStressScene(StressScene::Rain, 0, MoverKind::Pixel));
  return world;
}

// Actor-sized boxes (6..14 px, as the rain's) anywhere over the map, at fractions of a pixel.
std::vector<Box> queryBoxes() {
  const TileMap& map = rainMap().map;
  Rng rng(11);
  std::vector<Box> boxes;
  for (int i = 0; i < kQueries; ++i)
    boxes.push_back({rng.uniform(0.0f, static_cast<float>(map.pixelWidth() - 16)),
                     rng.uniform(0.0f, static_cast<float>(map.pixelHeight() - 16)), static_cast<float>(rng.range(6, 14)),
                     static_cast<float>(rng.range(6, 14))});
  return boxes;
}

std::vector<IRect> queryRects() {
  std::vector<IRect> rects;
  for (const Box& b : queryBoxes())
    rects.push_back({static_cast<int>(b.x), static_cast<int>(b.y), static_cast<int>(b.w), static_cast<int>(b.h)});
  return rects;
}

benchmark::Counter perQuery(const benchmark::State& state) {
  return benchmark::Counter(static_cast<double>(state.iterations()) * kQueries,
                            benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

// Asks every query once per iteration.
template <typename Query, typename Ask>
void askEach(benchmark::State& state, const std::vector<Query>& queries, Ask&& ask) {
  for (auto _ : state)
    for (const Query& query : queries) benchmark::DoNotOptimize(ask(query));
  state.counters["ns_per_query"] = perQuery(state);
}

void BM_TilesUnder(benchmark::State& state) {
  const TileMap& map = rainMap().map;
  askEach(state, queryBoxes(), [&](const Box& b) { return map.tilesUnder(b); });
}

void BM_TileSolidAtPixels(benchmark::State& state) {
  const TileMap& map = rainMap().map;
  askEach(state, queryRects(), [&](const IRect& r) { return map.solidAtPixels(r); });
}

void BM_TileSolidAtExact(benchmark::State& state) {
  const TileMap& map = rainMap().map;
  askEach(state, queryBoxes(), [&](const Box& b) { return map.solidAtExact(b, kContactTolerance); });
}

// What the pixel mover asks before each step: tiles (one-ways included, for a falling crate)
// and solids under the rectangle.
void BM_PixelBlockerAt(benchmark::State& state) {
  const World& world = rainMap();
  const Actor crate;
  askEach(state, queryRects(), [&](const IRect& r) { return pixelBlockerAt(world, crate, r, true); });
}

// range(0): the ray's length in pixels; directions all round.
void BM_Raycast(benchmark::State& state) {
  const TileMap& map = rainMap().map;
  const auto length = static_cast<float>(state.range(0));
  Rng rng(12);
  std::vector<std::pair<Vec2, Vec2>> rays;
  for (const Box& b : queryBoxes()) {
    const float angle = rng.uniform(0.0f, 6.2831853f);
    rays.push_back({b.center(), {std::cos(angle), std::sin(angle)}});
  }
  int hits = 0;
  for (auto _ : state)
    for (const auto& [origin, dir] : rays) {
      const RayHit hit = map.raycast(origin, dir, length);
      hits += hit.hit ? 1 : 0;
      benchmark::DoNotOptimize(hit);
    }
  state.counters["ns_per_query"] = perQuery(state);
  state.counters["hit_share"] = static_cast<double>(hits) / (static_cast<double>(state.iterations()) * kQueries);
}

BENCHMARK(BM_TilesUnder);
BENCHMARK(BM_TileSolidAtPixels);
BENCHMARK(BM_TileSolidAtExact);
BENCHMARK(BM_PixelBlockerAt);
BENCHMARK(BM_Raycast)->ArgName("length")->Arg(16)->Arg(256);

}  // namespace
