#pragma once
// How the world hands independent work to threads, after Box2D v3's task callbacks: the world
// cuts a job into ranges of items whose size depends on the job alone, every range writes
// results of its own, and what is merged is merged in a fixed order. A step's outcome is
// therefore the same with any number of workers, including none (World::tasks == nullptr).
//
// A game with a job system of its own implements TaskSystem over it; ThreadPool
// (thread_pool.h) is a plain one.

#include <algorithm>
#include <atomic>
#include <type_traits>

namespace ledge {

// Runs items [begin, end) of a job on worker `worker`, 0 <= worker < workerCount(): the index
// picks the worker's scratch memory, never a result. Must not throw.
using TaskRange = void (*)(int begin, int end, int worker, void* job);

class TaskSystem {
 public:
  virtual ~TaskSystem() = default;
  // The threads that may run ranges at once, the caller's included; at least 1.
  virtual int workerCount() const = 0;
  // Runs `run` over [0, itemCount) in ranges of `rangeSize` items (the last may be shorter), on
  // any worker, in any order, and returns once every range has run. Exactly those ranges, each
  // once, not merged or split: forEachRange checks them and stops the program otherwise.
  virtual void parallelFor(int itemCount, int rangeSize, TaskRange run, void* job) = 0;
};

// A value on cache lines of its own: per-worker or per-range data that threads write side by
// side would otherwise make them wait for each other's writes.
template <typename T>
struct alignas(64) Padded {
  T value;
};

inline int workerCount(const TaskSystem* tasks) { return tasks ? std::max(1, tasks->workerCount()) : 1; }

// Is [begin, end) a range parallelFor promises: it starts on a multiple of `rangeSize` and holds
// `rangeSize` items, or the rest at the end? The world's jobs count on it: each range writes
// results of its own, found by begin / rangeSize.
constexpr bool isTaskRange(int begin, int end, int itemCount, int rangeSize) {
  return begin >= 0 && begin < itemCount && begin % rangeSize == 0 && end == std::min(begin + rangeSize, itemCount);
}
// Each stops the program, saying what a TaskSystem did against the contract: a range merged,
// split or shifted, a worker index out of range (its scratch memory read out of bounds), or
// ranges left out or run twice (results stale or counted twice). No step could survive any of
// them unseen.
[[noreturn]] void taskRangeBroken(int begin, int end, int itemCount, int rangeSize);
[[noreturn]] void taskWorkerBroken(int worker, int workers);
[[noreturn]] void taskRangesMissed(int rangesRun, int ranges, int itemCount, int rangeSize);

// Calls body(begin, end, worker) over [0, itemCount) in ranges of `rangeSize` (1 or more):
// through `tasks` when there is one and more than one range, otherwise in order on this thread.
// Through `tasks`, every range and worker index is checked against the contract above.
template <typename Body>
void forEachRange(TaskSystem* tasks, int itemCount, int rangeSize, Body&& body) {
  if (itemCount <= 0) return;
  rangeSize = std::max(rangeSize, 1);
  if (!tasks || workerCount(tasks) == 1 || itemCount <= rangeSize) {
    for (int begin = 0; begin < itemCount; begin += rangeSize) body(begin, std::min(begin + rangeSize, itemCount), 0);
    return;
  }
  struct Job {
    std::remove_reference_t<Body>* body;
    int itemCount;
    int rangeSize;
    int workers;
    std::atomic<int> rangesRun{0};
  };
  Job job{&body, itemCount, rangeSize, workerCount(tasks)};
  auto run = [](int begin, int end, int worker, void* data) {
    Job& j = *static_cast<Job*>(data);
    if (!isTaskRange(begin, end, j.itemCount, j.rangeSize)) taskRangeBroken(begin, end, j.itemCount, j.rangeSize);
    if (worker < 0 || worker >= j.workers) taskWorkerBroken(worker, j.workers);
    j.rangesRun.fetch_add(1, std::memory_order_relaxed);
    (*j.body)(begin, end, worker);
  };
  tasks->parallelFor(itemCount, rangeSize, run, &job);
  const int ranges = (itemCount - 1) / rangeSize + 1;
  if (job.rangesRun.load(std::memory_order_relaxed) != ranges)
    taskRangesMissed(job.rangesRun.load(std::memory_order_relaxed), ranges, itemCount, rangeSize);
}

}  // namespace ledge
