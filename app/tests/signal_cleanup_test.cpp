// A signal that stops the program while it writes removes the temporary file of the write, and
// then ends the program as it would have; a signal the program ignores stays ignored.

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <functional>
#include <string>

#include <doctest/doctest.h>

#include "app/signal_cleanup.h"
#include "app/tests/run_program.h"
#include "core/io/trace_json.h"

using namespace ledge;
using namespace ledge::test;
namespace fs = std::filesystem;

namespace {

// The names of the folder's files, one a line.
std::string listing(const fs::path& folder) {
  std::string names;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder)) names += entry.path().filename().string() + "\n";
  return names;
}

// Runs `child` in a child process (it ends by a signal or by its exit code) and gives its wait
// status. The child starts with the signals' default actions, as `ledge` does (doctest handles
// SIGINT and SIGTERM in the test program).
int statusOfChild(const std::function<int()>& child) {
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    for (const int signal : {SIGINT, SIGTERM, SIGHUP}) ::signal(signal, SIG_DFL);
    ::_exit(child());
  }
  int status = 0;
  REQUIRE(::waitpid(pid, &status, 0) == pid);
  return status;
}

bool handledBy(int signal, void (*handler)(int)) {
  struct sigaction now {};
  ::sigaction(signal, nullptr, &now);
  return now.sa_handler == handler;
}

}  // namespace

TEST_CASE("a signal during a trace's write removes its temporary file and still ends the program by that signal") {
  for (const int signal : {SIGINT, SIGTERM, SIGHUP}) {
    CAPTURE(signal);
    const TempFolder folder("signal-cleanup");
    const std::string trace = (folder / "steps.jsonl").string();
    const int status = statusOfChild([&] {
      app::removeTempFilesOnSignal();
      io::TraceFileWriter writer(trace);
      if (!writer.ok() || listing(folder).find(".tmp-") == std::string::npos) return 10;
      ::raise(signal);
      return 11;  // not stopped
    });
    CHECK(WIFSIGNALED(status));
    CHECK(WTERMSIG(status) == signal);
    CHECK(listing(folder) == "");
  }
}

TEST_CASE("the signal handler is there only while a temporary file is, and an ignored signal stays ignored") {
  const TempFolder folder("signal-cleanup-ignored");
  const std::string trace = (folder / "steps.jsonl").string();
  const int status = statusOfChild([&] {
    ::signal(SIGINT, SIG_IGN);  // as a shell starts a background job
    app::removeTempFilesOnSignal();
    if (!handledBy(SIGTERM, SIG_DFL)) return 10;
    {
      io::TraceFileWriter writer(trace);
      if (handledBy(SIGTERM, SIG_DFL) || !handledBy(SIGINT, SIG_IGN)) return 11;
      ::raise(SIGINT);
      if (listing(folder).find(".tmp-") == std::string::npos) return 12;
      if (!writer.commit()) return 13;
    }
    return handledBy(SIGTERM, SIG_DFL) && handledBy(SIGINT, SIG_IGN) ? 0 : 14;
  });
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
  CHECK(listing(folder) == "steps.jsonl\n");
}
