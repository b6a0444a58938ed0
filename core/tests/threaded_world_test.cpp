// A world with threads steps exactly as one without: the same state every frame, whatever the
// number of workers, in every stress scene and with every mover; a traced step the same trace.

#include <memory>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "core/actor_pairs.h"
#include "core/recording.h"
#include "core/stress_scenes.h"
#include "core/thread_pool.h"
#include "core/world.h"

using namespace ledge;

namespace {

// A ThreadPool that counts the jobs it is given, to show that a world did use it.
class CountingPool final : public TaskSystem {
 public:
  explicit CountingPool(int workers) : pool_(workers) {}
  int workerCount() const override { return pool_.workerCount(); }
  void parallelFor(int itemCount, int rangeSize, TaskRange run, void* job) override {
    ++jobs;
    pool_.parallelFor(itemCount, rangeSize, run, job);
  }
  int jobs = 0;

 private:
  ThreadPool pool_;
};

// The same level twice: one world steps alone, the other on two threads.
struct PlainAndThreaded {
  explicit PlainAndThreaded(const Level& level) : plain(level), threaded(level) { threaded.tasks = &pool; }
  CountingPool pool{2};
  World plain;
  World threaded;
};

constexpr MoverKind kMovers[] = {MoverKind::Pixel, MoverKind::Speculative, MoverKind::Raycast, MoverKind::Mtd};

// The groups that hold pairs: more than one, and the threads had more than one to share out.
int bandsWithPairs(const PairGroups& groups) {
  int bands = 0;
  for (int g = 0; g < groups.groupCount(); ++g) bands += groups.group(g).empty() ? 0 : 1;
  return bands;
}

// Frames until the first difference of the threaded worlds from the plain one, or -1. Also
// reports the most bands with pairs seen in one step, to show that the threads shared them.
struct Comparison {
  int firstDifference = -1;
  int mostBands = 0;
  int jobs = 0;  // handed to the threads
};

Comparison compareThreaded(const Level& level, int frames) {
  World plain(level);
  std::vector<std::unique_ptr<CountingPool>> pools;
  std::vector<std::unique_ptr<World>> threaded;
  for (const int workers : {2, 3}) {
    pools.push_back(std::make_unique<CountingPool>(workers));
    threaded.push_back(std::make_unique<World>(level));
    threaded.back()->tasks = pools.back().get();
  }
  Comparison c;
  for (int f = 0; f < frames && c.firstDifference < 0; ++f) {
    plain.step({});
    for (const std::unique_ptr<World>& w : threaded) {
      w->step({});
      c.mostBands = std::max(c.mostBands, bandsWithPairs(w->pairGroups));
      if (w->hash() != plain.hash() || w->partition.pairs().size() != plain.partition.pairs().size())
        c.firstDifference = f;
    }
  }
  for (const std::unique_ptr<CountingPool>& pool : pools) c.jobs += pool->jobs;
  return c;
}

// Steps `level` on threads and alone for `frames`: the same worlds every frame, and in some step
// more than `bands` bands held pairs for the threads to share.
void checkStepsAsOnOneThread(const Level& level, int frames, int bands) {
  const Comparison result = compareThreaded(level, frames);
  INFO("the threaded worlds differ from frame ", result.firstDifference);
  CHECK(result.firstDifference == -1);
  CHECK(result.mostBands > bands);
}

// A map of 16 px tiles with a solid floor and cells of 4 tiles, dense as the rain's; no actor yet.
Level flooredMap(int width, int height) {
  Level level;
  level.map = TileMap(width, height, 16);
  level.cellSize = 4;
  for (int x = 0; x < width; ++x) level.map.set(x, height - 1, Tile::Solid);
  return level;
}

}  // namespace

TEST_CASE("threaded world: every scene and mover steps as it does on one thread") {
  struct Case {
    StressScene scene;
    int actors;
    int frames;
  };
  // Rain long enough for hundreds of separate piles, a crowd as wide as its map, elevators, and
  // a field of actors everywhere. Enough actors that the worlds use their threads (World::kMinActorsForThreads).
  const Case cases[] = {{StressScene::Rain, 3000, 160}, {StressScene::Crowd, 2500, 60},
                        {StressScene::Elevators, 2500, 60}, {StressScene::Field, 2500, 60}};
  for (const Case& c : cases) {
    for (const MoverKind mover : kMovers) {
      const Comparison result = compareThreaded(makeStressScene(c.scene, c.actors, mover), c.frames);
      INFO(std::string(stressSceneName(c.scene)), " with ", std::string(moverKindName(mover)),
           ": the threaded worlds differ from frame ", result.firstDifference);
      CHECK(result.firstDifference == -1);
      CHECK(result.jobs > 0);
      // More bands with pairs than one: the response really was shared out.
      CHECK(result.mostBands > 1);
    }
  }
}

TEST_CASE("threaded world: actors that pass through other actors pass through them on threads too") {
  // Their pairs are found with the others, but neither grouped nor resolved.
  Level level = makeStressScene(StressScene::Rain, 3000, MoverKind::Pixel);
  for (size_t i = 0; i < level.actors.size(); i += 3) level.actors[i].collidesWithActors = false;
  checkStepsAsOnOneThread(level, 160, 1);
}

TEST_CASE("threaded world: a tower too narrow for bands across steps as on one thread, its bands down its rows") {
  // 512 px wide and 6,400 tall, with a ledge from alternate walls every 40 tiles: piles on each.
  Level level = flooredMap(32, 400);
  for (int ledge = 1; ledge < 10; ++ledge)
    for (int x = 0; x < 20; ++x) level.map.set(ledge % 2 == 0 ? x : 31 - x, ledge * 40, Tile::Solid);
  for (int i = 0; i < 2500; ++i)
    level.actors.push_back({.kind = ActorKind::Crate, .x = 24 + (i % 10) * 46, .y = 16 + (i / 10) * 24});
  checkStepsAsOnOneThread(level, 120, 1);
}

TEST_CASE("threaded world: a map wider than the most bands steps as on one thread, its bands widened") {
  // 12,000 tiles (192,000 px) of floor: at 512 px a band it would need 375 bands, more than
  // PairGroups::kMaxBands, which widen to 768 px. A pile of crates every 768 px, 240 across the
  // map, each astride the border of two widened bands: their pairs cross.
  Level level = flooredMap(12000, 16);
  constexpr int kWidenedBand = 768;
  for (int i = 0; i < 2400; ++i)
    level.actors.push_back(
        {.kind = ActorKind::Crate, .x = (1 + i / 10) * kWidenedBand - 6 + (i % 2) * 6, .y = 200 - (i % 10) * 16});
  checkStepsAsOnOneThread(level, 60, PairGroups::kMinBands);
  World world(level);
  size_t mostCrossing = 0;
  for (int f = 0; f < 60; ++f) {
    world.step({});
    mostCrossing = std::max(mostCrossing, world.pairGroups.crossing().size());
  }
  CHECK(world.pairGroups.bandCount() <= PairGroups::kMaxBands);
  CHECK(world.pairGroups.cellsPerBand() * world.partition.cellPixels() == kWidenedBand);
  CHECK(mostCrossing > 100);
}

TEST_CASE("threaded world: a traced step on threads traces what it would on one, event for event") {
  for (const MoverKind mover : kMovers) {
    PlainAndThreaded worlds(makeStressScene(StressScene::Rain, 2500, mover));
    for (int f = 0; f < 60; ++f) {
      StepTrace a;
      StepTrace b;
      worlds.plain.step({}, &a);
      worlds.threaded.step({}, &b);
      INFO(std::string(moverKindName(mover)), " frame ", f);
      REQUIRE(a.events() == b.events());
      REQUIRE(worlds.plain.hash() == worlds.threaded.hash());
    }
    // The movers traced by ranges of actors, one list each.
    CHECK(worlds.threaded.scratchTraces.size() > 1);
  }
}

TEST_CASE("threaded world: the pairs phase taken in its four parts steps as World::step does") {
  // As `ledge bench` times them: update, search, grouping, response. Traced every tenth frame,
  // where the response runs the bands in order on this thread.
  PlainAndThreaded worlds(makeStressScene(StressScene::Rain, 3000, MoverKind::Pixel));
  int mostBands = 0;
  for (int f = 0; f < 160; ++f) {
    StepTrace plainTrace;
    StepTrace partsTrace;
    StepTrace* const traced = f % 10 == 9 ? &partsTrace : nullptr;
    worlds.plain.step({}, traced ? &plainTrace : nullptr);
    World& w = worlds.threaded;
    w.stepIntents({}, traced);
    w.stepSolids(traced);
    w.stepActors(traced);
    updateActorPartition(w);
    findActorPairs(w, traced);
    groupActorPairs(w, traced);
    mostBands = std::max(mostBands, bandsWithPairs(w.pairGroups));
    resolveActorPairs(w, traced);
    w.finishStep({});
    INFO("frame ", f);
    REQUIRE(w.hash() == worlds.plain.hash());
    REQUIRE(partsTrace.events() == plainTrace.events());
  }
  CHECK(mostBands > 1);
}

TEST_CASE("threaded world: restoring a keyframe and stepping on gives the plain world's frames") {
  PlainAndThreaded worlds(makeStressScene(StressScene::Rain, 2500, MoverKind::Pixel));
  World& plain = worlds.plain;
  World& threaded = worlds.threaded;
  for (int f = 0; f < 80; ++f) plain.step({});
  const WorldState keyframe = plain.state;
  for (int f = 0; f < 40; ++f) plain.step({});
  threaded.restore(keyframe);
  for (int f = 0; f < 40; ++f) threaded.step({});
  CHECK(threaded.hash() == plain.hash());
  CHECK(worlds.pool.jobs > 0);
}

TEST_CASE("threaded world: a recording with threads seeks to the frames one without does") {
  const Level level = makeStressScene(StressScene::Rain, 2500, MoverKind::Raycast);
  CountingPool pool(2);
  RecordingOptions threadedOptions;
  threadedOptions.keyframeInterval = 30;
  threadedOptions.tasks = &pool;
  RecordingOptions plainOptions = threadedOptions;
  plainOptions.tasks = nullptr;
  Recording plain(level, plainOptions);
  Recording threaded(level, threadedOptions);
  for (int f = 0; f < 150; ++f) {
    plain.record({});
    threaded.record({});
  }
  for (const int64_t target : {149, 37, 120, 1, 0, 95}) {
    plain.seek(target);
    threaded.seek(target);
    INFO("frame ", target);
    CHECK(threaded.world().hash() == plain.world().hash());
  }
  CHECK(pool.jobs > 0);
}
