#pragma once
// Working memory touched before it is needed. Memory a process touches for the first time costs
// a page fault a page, several microseconds each in a virtual machine: the arrays that grow with
// the pairs as a rain's piles form (its first two seconds) took about 2,300 of them in its steps.
// World::reserveWorkingMemory touches the room a level's steps are expected to need up front.

#include <algorithm>
#include <cstddef>
#include <vector>

namespace ledge {

// Room for `count` items in `items`, its pages touched now; its items as they were.
template <typename T>
void reserveTouched(std::vector<T>& items, size_t count) {
  if (items.capacity() >= count) return;
  const size_t size = items.size();
  items.resize(count);
  items.resize(size);
}

// `items` resized to `count`, its room at least doubled when it grows: a scratch array resized
// for a small job and then a large one would otherwise grow by the difference, and move, every
// time the large job grows a little.
template <typename T>
void resizeGrowing(std::vector<T>& items, size_t count) {
  if (count > items.capacity()) items.reserve(std::max(count, 2 * items.capacity()));
  items.resize(count);
}

}  // namespace ledge
