// The TaskSystem contract the world's jobs count on: ranges exactly as parallelFor promises
// them, each run once, on a worker that exists; or the program stops and says what broke it.

#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "core/stress_scenes.h"
#include "core/tests/child_process.h"
#include "core/thread_pool.h"
#include "core/world.h"

using namespace ledge;
using ledge::test::ChildRun;
using ledge::test::runInChild;

namespace {

// What a job system of a game's might get wrong.
enum class Fault { OneRange, LastRangeLeftOut, WorkerPastTheEnd };

class FaultyTasks final : public TaskSystem {
 public:
  explicit FaultyTasks(Fault fault) : fault_(fault) {}
  int workerCount() const override { return 2; }
  void parallelFor(int itemCount, int rangeSize, TaskRange run, void* job) override {
    if (fault_ == Fault::OneRange) return run(0, itemCount, 0, job);  // to save handing out work
    const int ranges = (itemCount - 1) / rangeSize + 1;
    for (int r = 0; r < ranges; ++r) {
      if (fault_ == Fault::LastRangeLeftOut && r == ranges - 1) return;
      const int worker = fault_ == Fault::WorkerPastTheEnd ? workerCount() : 0;
      run(r * rangeSize, std::min((r + 1) * rangeSize, itemCount), worker, job);
    }
  }

 private:
  Fault fault_;
};

// Steps a rain on FaultyTasks in a child process, its standard error into the pipe.
ChildRun stepOnFaultyTasks(Fault fault) {
  return runInChild([fault](int out) {
    ::dup2(out, STDERR_FILENO);
    FaultyTasks tasks(fault);
    World world(makeStressScene(StressScene::Rain, 5000, MoverKind::Pixel));
    world.tasks = &tasks;
    world.step({});
    ::_exit(0);
  });
}

}  // namespace

TEST_CASE("task ranges: whole ranges from a multiple of the size, the last one short") {
  CHECK(isTaskRange(0, 1024, 3000, 1024));
  CHECK(isTaskRange(2048, 3000, 3000, 1024));
  CHECK_FALSE(isTaskRange(0, 3000, 3000, 1024));     // merged
  CHECK_FALSE(isTaskRange(0, 512, 3000, 1024));      // split
  CHECK_FALSE(isTaskRange(512, 1536, 3000, 1024));   // shifted
  CHECK_FALSE(isTaskRange(2048, 3072, 3000, 1024));  // past the end
  CHECK_FALSE(isTaskRange(3000, 3000, 3000, 1024));  // empty
}

TEST_CASE("task ranges: a TaskSystem that breaks the contract stops the step with a message") {
  struct Case {
    Fault fault;
    const char* message;
  };
  const Case cases[] = {
      {Fault::OneRange, "ledge: the TaskSystem ran items [0, "},
      {Fault::LastRangeLeftOut, "must run each range once before it returns"},
      {Fault::WorkerPastTheEnd, "ledge: the TaskSystem ran a range on worker 2 of 2;"},
  };
  for (const Case& c : cases) {
    const ChildRun run = stepOnFaultyTasks(c.fault);
    INFO(run.output);
    CHECK(run.signal == SIGABRT);
    CHECK(run.output.find(c.message) != std::string::npos);
  }
}

TEST_CASE("task ranges: a range size of 0 is taken as 1, as ThreadPool takes it") {
  ThreadPool pool(2);
  std::vector<int> visits(10, 0);
  forEachRange(&pool, 10, 0, [&](int begin, int end, int) {
    for (int i = begin; i < end; ++i) ++visits[static_cast<size_t>(i)];
  });
  CHECK(visits == std::vector<int>(10, 1));
}
