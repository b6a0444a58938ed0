// Working memory touched ahead, and scratch that grows in doublings.

#include <cstdint>
#include <vector>

#include <doctest/doctest.h>

#include "core/working_memory.h"

using namespace ledge;

TEST_CASE("working memory: reserved room keeps the items, and is only ever grown") {
  std::vector<int32_t> items = {4, 5, 6};
  reserveTouched(items, 1000);
  CHECK(items == std::vector<int32_t>{4, 5, 6});
  CHECK(items.capacity() >= 1000);
  const int32_t* room = items.data();
  reserveTouched(items, 10);
  CHECK(items.data() == room);
}

TEST_CASE("working memory: a scratch resized for a small job and a large one in turn moves once a doubling") {
  // As a worker orders a small band, then a large one a few pairs larger each step: grown to the
  // large size each time, it moved every step.
  std::vector<uint64_t> scratch;
  int moves = 0;
  const uint64_t* last = nullptr;
  for (size_t large = 1000; large < 2000; large += 10) {
    resizeGrowing(scratch, 10);
    resizeGrowing(scratch, large);
    CHECK(scratch.size() == large);
    moves += scratch.data() != last ? 1 : 0;
    last = scratch.data();
  }
  CHECK(moves <= 2);
}
