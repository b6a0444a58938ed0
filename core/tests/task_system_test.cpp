// The TaskSystem contract the world's jobs count on: ranges exactly as parallelFor promises
// them, each run once, on a worker that exists; or the program stops and says what broke it.

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "core/stress_scenes.h"
#include "core/thread_pool.h"
#include "core/world.h"

using namespace ledge;

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

struct ChildEnd {
  bool aborted = false;
  std::string errors;
};

// Steps a rain on FaultyTasks in a child process, its standard error into a pipe. The child is
// kept from doctest: its own abort handler (which would report the expected abort as a crash of
// the suite), the parent's unwritten output, its reporters on an exception; and from hanging.
ChildEnd stepOnFaultyTasks(Fault fault) {
  std::fflush(stdout);
  std::cout.flush();
  int ends[2];
  REQUIRE(::pipe(ends) == 0);
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    std::signal(SIGABRT, SIG_DFL);
    const rlimit noCore{0, 0};
    ::setrlimit(RLIMIT_CORE, &noCore);
    ::alarm(60);
    if (std::freopen("/dev/null", "w", stdout) == nullptr) ::_exit(4);
    ::dup2(ends[1], STDERR_FILENO);
    ::close(ends[0]);
    try {
      FaultyTasks tasks(fault);
      World world(makeStressScene(StressScene::Rain, 5000, MoverKind::Pixel));
      world.tasks = &tasks;
      world.step({});
    } catch (...) {
      ::_exit(3);
    }
    ::_exit(0);
  }
  ::close(ends[1]);
  ChildEnd end;
  char buffer[1024];
  for (ssize_t n; (n = ::read(ends[0], buffer, sizeof buffer)) > 0;) end.errors.append(buffer, static_cast<size_t>(n));
  ::close(ends[0]);
  int status = 0;
  ::waitpid(pid, &status, 0);
  end.aborted = WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT;
  return end;
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
    const ChildEnd end = stepOnFaultyTasks(c.fault);
    INFO(end.errors);
    CHECK(end.aborted);
    CHECK(end.errors.find(c.message) != std::string::npos);
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
