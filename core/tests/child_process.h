#pragma once
// A piece of a test run in a child process: where it must change what the test process may not
// change back (its user, its file size limit) or must be seen to stop it (an abort).

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <functional>
#include <iostream>
#include <string>

#include <doctest/doctest.h>

namespace ledge::test {

struct ChildRun {
  bool exited = false;  // ran to its end with status 0 (no signal)
  int signal = 0;       // the signal that ended it, or 0
  std::string output;   // what it wrote to its end of the pipe
};

// Runs `child` in a child process, given the write end of a pipe (it must _exit), and
// `meanwhile` in this one; then reads what the child wrote until it ends. The child is kept
// from doctest: its abort handler (which would report an abort the test expects as a crash of
// the suite), this process's unwritten output, its reporters on an exception (exit status 3);
// and from hanging the suite (60 s) or leaving a core file.
inline ChildRun runInChild(const std::function<void(int)>& child, const std::function<void()>& meanwhile = [] {}) {
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
    ::close(ends[0]);
    try {
      child(ends[1]);
    } catch (...) {
      ::_exit(3);
    }
    ::_exit(0);
  }
  ::close(ends[1]);
  meanwhile();
  ChildRun run;
  char buffer[4096];
  for (ssize_t n; (n = ::read(ends[0], buffer, sizeof buffer)) > 0;) run.output.append(buffer, static_cast<size_t>(n));
  ::close(ends[0]);
  int status = 0;
  ::waitpid(pid, &status, 0);
  run.exited = WIFEXITED(status) && WEXITSTATUS(status) == 0;
  run.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  return run;
}

}  // namespace ledge::test
