// Tracing costs no allocation: off it is a null-pointer check, on it fills a list that keeps
// its capacity between steps. This file replaces the global operator new of core_tests to
// count allocations.

#include <atomic>
#include <cstdlib>
#include <new>

#include <doctest/doctest.h>

#include "core/world.h"
#include "core/stress_scenes.h"
#include "core/tests/recording_scene.h"
#include "core/thread_pool.h"

namespace {
// Atomic: other tests step worlds on several threads, and they allocate through this too.
std::atomic<size_t> allocations{0};
// Allocations of at least kLarge bytes: the working memory that grows with the actors or pairs
// of a world of tens of thousands, not a cell's columns or a range's list.
constexpr std::size_t kLarge = 64 * 1024;
std::atomic<size_t> largeAllocations{0};
}  // namespace

// GCC, inlining the library's allocators into these (as the sanitizer build's -O2 does), sees
// a free() of memory from operator new and warns: here operator new is malloc(), so it pairs.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
void* operator new(std::size_t size) {
  allocations.fetch_add(1, std::memory_order_relaxed);
  if (size >= kLarge) largeAllocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
#pragma GCC diagnostic pop

using namespace ledge;
using namespace ledge::test;

TEST_CASE("trace: tracing adds no allocation, off or on with a reused trace") {
  const std::vector<Input> inputs = timelineInputs(2000);
  const Level level = timelineLevel();

  // The trace's list grows to the size these frames need once, then keeps it.
  StepTrace trace;
  size_t events = 0;
  {
    World sizing(level);
    for (Input in : inputs) {
      trace.clear();
      sizing.step(in, &trace);
      events += trace.size();
    }
  }
  REQUIRE(events > 0);

  // Two worlds with the same history allocate the same working memory (the world's own
  // vectors grow the first time they need to); the trace must add nothing to that.
  World untraced(level);
  World traced(level);
  const size_t beforeUntraced = allocations;
  for (Input in : inputs) untraced.step(in);
  const size_t untracedAllocations = allocations - beforeUntraced;
  const size_t beforeTraced = allocations;
  for (Input in : inputs) {
    trace.clear();
    traced.step(in, &trace);
  }
  CHECK(allocations - beforeTraced == untracedAllocations);  // tracing adds none
  CHECK(traced.hash() == untraced.hash());
}

TEST_CASE("trace: a world whose working memory has grown steps without allocating, traced or not") {
  // The first pass grows the world's working memory and the trace's list to what these frames
  // need; the same frames again, from the first state, need no more.
  const std::vector<Input> inputs = timelineInputs(2000);
  World world(timelineLevel());
  const WorldState start = world.state;
  StepTrace trace;
  const auto pass = [&](bool traced) {
    world.restore(start);
    const size_t before = allocations;
    for (Input in : inputs) {
      trace.clear();
      world.step(in, traced ? &trace : nullptr);
    }
    return allocations - before;
  };
  pass(true);
  const uint64_t firstHash = world.hash();
  CHECK(pass(false) == 0);
  CHECK(pass(true) == 0);
  CHECK(world.hash() == firstHash);
}

TEST_CASE("trace: on threads, a world whose working memory has grown allocates next to nothing, traced or not") {
  // A traced step on threads traces each range of actors into a list of its own (kept by the
  // world): those lists grow like the caller's trace, the first times they need to.
  ThreadPool pool(2);
  World world(makeStressScene(StressScene::Rain, 2500, MoverKind::Speculative));
  world.tasks = &pool;
  StepTrace trace;
  const auto steps = [&](int count) {
    for (int f = 0; f < count; ++f) {
      trace.clear();
      world.step({}, f % 2 == 0 ? &trace : nullptr);
    }
  };
  steps(200);
  const size_t before = allocations;
  steps(200);
  const size_t grown = allocations - before;
  MESSAGE(grown, " allocations in 200 steps after 200 to warm up");
  CHECK(world.scratchTraces.size() > 1);  // the traced steps did trace by ranges
  CHECK(grown < 20);                      // growths as the piles get bigger, not one a step
}

TEST_CASE("trace: a world's working memory, reserved for its threads, holds the pairs of a forming rain") {
  // 20,000 actors raining onto platforms: 4,000 pairs a step at first, and the arrays that grow
  // with them (pairs, sort keys, groups, each worker's share) are as large as 64 KB from the
  // first step. Reserved for the world's workers, one or two, before its first step, they make
  // no such allocation in the steps, until the piles make more pairs than they have room for.
  const Level level = makeStressScene(StressScene::Rain, 20000, MoverKind::Pixel);
  const auto largeInSteps = [](World& world) {
    const size_t room = World::kPairsReservedPerActor * world.state.actors.size();
    size_t large = 0;
    int steps = 0;
    for (; steps < 150; ++steps) {
      const size_t before = largeAllocations;
      world.step({});
      if (world.partition.pairs().size() > room) break;
      large += largeAllocations - before;
    }
    MESSAGE(steps, " steps within the room");
    REQUIRE(steps >= 30);
    return large;
  };
  World alone(level);
  alone.reserveWorkingMemory();
  CHECK(largeInSteps(alone) == 0);
  ThreadPool pool(2);
  World threaded(level);
  threaded.tasks = &pool;
  threaded.reserveWorkingMemory();
  CHECK(largeInSteps(threaded) == 0);
  CHECK(threaded.hash() == alone.hash());
}
