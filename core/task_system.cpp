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

void taskWorkerBroken(int worker, int workers) {
  std::fprintf(stderr, "ledge: the TaskSystem ran a range on worker %d of %d; workers are 0 to workerCount() - 1 "
               "(core/task_system.h)\n", worker, workers);
  std::abort();
}

void taskRangesMissed(int rangesRun, int ranges, int itemCount, int rangeSize) {
  std::fprintf(stderr,
               "ledge: the TaskSystem ran %d ranges of a job of %d items in ranges of %d, which has %d; parallelFor "
               "must run each range once before it returns (core/task_system.h)\n",
               rangesRun, itemCount, rangeSize, ranges);
  std::abort();
}

}  // namespace ledge
