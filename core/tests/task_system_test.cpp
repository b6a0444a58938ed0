// The TaskSystem contract the world's jobs count on: ranges exactly as parallelFor promises
// them, or the program stops and says which range broke it.

#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <string>

#include <doctest/doctest.h>

#include "core/stress_scenes.h"
#include "core/world.h"

using namespace ledge;

namespace {

// A job system that runs a job as one range, as a game's own might to save handing out work.
class OneRangeTasks final : public TaskSystem {
 public:
  int workerCount() const override { return 2; }
  void parallelFor(int itemCount, int, TaskRange run, void* job) override { run(0, itemCount, 0, job); }
};

struct ChildEnd {
  bool aborted = false;
  std::string errors;
};

// Steps a rain on OneRangeTasks in a child process, its standard error into a pipe.
ChildEnd stepOnOneRange() {
  int ends[2];
  REQUIRE(::pipe(ends) == 0);
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    ::dup2(ends[1], STDERR_FILENO);
    ::close(ends[0]);
    OneRangeTasks tasks;
    World world(makeStressScene(StressScene::Rain, 5000, MoverKind::Pixel));
    world.tasks = &tasks;
    world.step({});
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

TEST_CASE("task ranges: a TaskSystem that merges ranges stops the step with a message") {
  const ChildEnd end = stepOnOneRange();
  CHECK(end.aborted);
  CHECK(end.errors.find("ledge: the TaskSystem ran items [0, ") == 0);
  CHECK(end.errors.find("parallelFor must run exactly the ranges") != std::string::npos);
}
