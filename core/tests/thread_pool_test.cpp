// The plain-thread task system: every item of every job runs once, on a worker it names.

#include <atomic>
#include <chrono>
#include <thread>
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

TEST_CASE("thread pool: a sleeping helper wakes for every job") {
  // Two ranges that wait for each other: one thread alone cannot finish the job, so every round
  // needs the helper, which has slept through the pause before it. A lost wake-up would leave
  // the caller waiting: it gives up after a few seconds and the check fails.
  ThreadPool pool(2);
  int stranded = 0;
  for (int round = 0; round < 20; ++round) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));  // long enough to fall asleep
    std::atomic<int> arrived{0};
    std::atomic<bool> alone{false};
    forEachRange(&pool, 2, 1, [&](int, int, int) {
      arrived.fetch_add(1);
      const auto giveUp = std::chrono::steady_clock::now() + std::chrono::seconds(5);
      while (arrived.load() < 2)
        if (std::chrono::steady_clock::now() > giveUp) {
          alone = true;
          return;
        }
    });
    stranded += alone ? 1 : 0;
  }
  CHECK(stranded == 0);
}

TEST_CASE("thread pool: pools that close right after a job, over and over, close") {
  // A helper may wake for a job the caller finished alone just before the pool closes: it must
  // see the closing and leave, not wait for a job after it.
  int items = 0;
  for (int round = 0; round < 500; ++round) {
    ThreadPool pool(2 + round % 3);
    std::atomic<int> ran{0};
    forEachRange(&pool, 3, 1, [&](int begin, int end, int) { ran.fetch_add(end - begin); });
    items += ran.load();
  }
  CHECK(items == 500 * 3);
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

TEST_CASE("thread pool: jobs that two threads post at once each run every item exactly once") {
  // Two worlds sharing one pool, stepped on two threads of a game: their jobs must not mix.
  ThreadPool pool(2);
  std::atomic<int> wrongJobs{0};
  const auto postJobs = [&](int seed) {
    for (int job = 0; job < 20000; ++job) {
      const int items = 1 + (job * 37 + seed) % 500;
      Visits visits(static_cast<size_t>(items));
      visits.workers = pool.workerCount();
      pool.parallelFor(items, 1 + job % 7, countVisits, &visits);
      bool wrong = visits.badWorker.load() != 0;
      for (const std::atomic<int>& n : visits.byItem) wrong = wrong || n.load() != 1;
      wrongJobs.fetch_add(wrong ? 1 : 0);
    }
  };
  std::thread first(postJobs, 0);
  std::thread second(postJobs, 11);
  first.join();
  second.join();
  CHECK(wrongJobs.load() == 0);
}
