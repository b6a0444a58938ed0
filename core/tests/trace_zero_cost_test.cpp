// Tracing costs no allocation: off it is a null-pointer check, on it fills a list that keeps
// its capacity between steps. This file replaces the global operator new of core_tests to
// count allocations.

#include <atomic>
#include <cstdlib>
#include <new>

#include <doctest/doctest.h>

#include "core/world.h"
#include "core/tests/recording_scene.h"

namespace {
// Atomic: other tests step worlds on several threads, and they allocate through this too.
std::atomic<size_t> allocations{0};
}  // namespace

// GCC, inlining the library's allocators into these (as the sanitizer build's -O2 does), sees
// a free() of memory from operator new and warns: here operator new is malloc(), so it pairs.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
void* operator new(std::size_t size) {
  allocations.fetch_add(1, std::memory_order_relaxed);
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
  // And without a trace no step allocates on its own: only the few first growths of the
  // world's working memory (5 when this was written), not one per step or per event.
  CHECK(untracedAllocations < inputs.size() / 100);
}
