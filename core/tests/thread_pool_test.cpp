// The plain-thread task system: every item of every job runs once, on a worker it names.

#include <atomic>
#include <vector>

#include <doctest/doctest.h>

#include "core/thread_pool.h"

using namespace ledge;

namespace {

struct Visits {
  std::vector<std::atomic<int>> byItem;
  std::atomic<int> badWorker{0};
  int workers = 1;
  explicit Visits(size_t items) : byItem(items) {}
};

void countVisits(int begin, int end, int worker, void* job) {
  auto& v = *static_cast<Visits*>(job);
  if (worker < 0 || worker >= v.workers) v.badWorker.fetch_add(1);
  for (int i = begin; i < end; ++i) v.byItem[static_cast<size_t>(i)].fetch_add(1);
}

}  // namespace

TEST_CASE("thread pool: every item of thousands of jobs runs exactly once, on a worker in range") {
  for (const int workers : {1, 2, 3, 8}) {
    ThreadPool pool(workers);
    REQUIRE(pool.workerCount() == workers);
    // Jobs of every shape back to back, as a step posts them: one item, fewer items than
    // workers, ranges that do not divide the items, one range per item.
    for (int job = 0; job < 2000; ++job) {
      const int items = 1 + (job * 37) % 700;
      const int rangeSize = 1 + (job * 13) % 90;
      Visits visits(static_cast<size_t>(items));
      visits.workers = workers;
      pool.parallelFor(items, rangeSize, countVisits, &visits);
      int wrong = 0;
      for (const std::atomic<int>& n : visits.byItem) wrong += n.load() != 1 ? 1 : 0;
      INFO(workers, " workers, job ", job, ": ", items, " items in ranges of ", rangeSize);
      REQUIRE(wrong == 0);
      REQUIRE(visits.badWorker.load() == 0);
    }
  }
}

TEST_CASE("thread pool: the helpers take part, and a pause long enough to sleep in does not lose a job") {
  ThreadPool pool(2);
  std::atomic<int> byHelper{0};
  auto job = [&](int begin, int end, int worker) {
    if (worker == 1) byHelper.fetch_add(end - begin);
    // Long enough per item that the caller alone cannot finish before the helper wakes.
    volatile double x = 0.0;
    for (int i = begin * 20000; i < end * 20000; ++i) x = x + 1.0;
  };
  for (int round = 0; round < 20; ++round) forEachRange(&pool, 64, 1, job);
  CHECK(byHelper.load() > 0);
}

TEST_CASE("thread pool: without a task system, forEachRange runs the ranges in order on this thread") {
  std::vector<int> begins;
  forEachRange(nullptr, 10, 4, [&](int begin, int end, int worker) {
    CHECK(worker == 0);
    CHECK(end == std::min(begin + 4, 10));
    begins.push_back(begin);
  });
  CHECK(begins == std::vector<int>{0, 4, 8});
  CHECK(workerCount(nullptr) == 1);
  ThreadPool clamped(0);
  CHECK(clamped.workerCount() == 1);
  CHECK(ThreadPool(1000).workerCount() == ThreadPool::kMaxWorkers);
}
