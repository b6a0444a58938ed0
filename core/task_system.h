#pragma once
// How the world hands independent work to threads, after Box2D v3's task callbacks: the world
// cuts a job into ranges of items whose size depends on the job alone, every range writes
// results of its own, and what is merged is merged in a fixed order. A step's outcome is
// therefore the same with any number of workers, including none (World::tasks == nullptr).
//
// A game with a job system of its own implements TaskSystem over it; ThreadPool
// (thread_pool.h) is a plain one.

#include <algorithm>
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
  // any worker, in any order, and returns once every range has run.
  virtual void parallelFor(int itemCount, int rangeSize, TaskRange run, void* job) = 0;
};

// A value on cache lines of its own: per-worker or per-range data that threads write side by
// side would otherwise make them wait for each other's writes.
template <typename T>
struct alignas(64) Padded {
  T value;
};

inline int workerCount(const TaskSystem* tasks) { return tasks ? std::max(1, tasks->workerCount()) : 1; }

// Calls body(begin, end, worker) over [0, itemCount) in ranges of `rangeSize`: through `tasks`
// when there is one and more than one range, otherwise in order on this thread.
template <typename Body>
void forEachRange(TaskSystem* tasks, int itemCount, int rangeSize, Body&& body) {
  if (itemCount <= 0) return;
  if (!tasks || workerCount(tasks) == 1 || itemCount <= rangeSize) {
    for (int begin = 0; begin < itemCount; begin += rangeSize) body(begin, std::min(begin + rangeSize, itemCount), 0);
    return;
  }
  using Job = std::remove_reference_t<Body>;
  auto run = [](int begin, int end, int worker, void* job) { (*static_cast<Job*>(job))(begin, end, worker); };
  tasks->parallelFor(itemCount, rangeSize, run, const_cast<std::remove_const_t<Job>*>(&body));
}

}  // namespace ledge
