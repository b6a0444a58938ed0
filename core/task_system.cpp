#include "core/task_system.h"

#include <cstdio>
#include <cstdlib>

namespace ledge {

void taskRangeBroken(int begin, int end, int itemCount, int rangeSize) {
  std::fprintf(stderr,
               "ledge: the TaskSystem ran items [%d, %d) of a job of %d items in ranges of %d; parallelFor must "
               "run exactly the ranges [k * %d, min((k + 1) * %d, %d)) (core/task_system.h)\n",
               begin, end, itemCount, rangeSize, rangeSize, rangeSize, itemCount);
  std::abort();
}

}  // namespace ledge
