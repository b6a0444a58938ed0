// The handler may run at any point of the program, so it only reads what was stored for it
// beforehand and calls what is async-signal-safe (unlink, sigaction, raise): the names of the
// temporary files are kept in fixed buffers, each marked usable only once it is whole.

#include "app/signal_cleanup.h"

#include <signal.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <climits>
#include <cstring>

#include "core/io/safe_write.h"

namespace ledge::app {
namespace {

constexpr std::array kSignals = {SIGINT, SIGTERM, SIGHUP};

// A temporary file the handler removes. A writer has one at a time (a save's backup, then the
// file); a few slots leave room for a save while a trace is written. A file that finds no free slot,
// or whose name is longer than PATH_MAX, is not removed by a signal (it was not before either).
enum SlotState : int { kFree, kFilling, kReady };
struct Slot {
  std::atomic<int> state{kFree};
  char path[PATH_MAX] = {};
};
std::array<Slot, 4> slots;
std::atomic<int> slotsInUse{0};
std::array<struct sigaction, kSignals.size()> previousActions;
static_assert(std::atomic<int>::is_always_lock_free, "the handler reads the slots' states");

extern "C" void removeTempFilesThenStop(int signal) {
  for (Slot& slot : slots)
    if (slot.state.load() == kReady) ::unlink(slot.path);
  // As the program would have without the handler: the signal is blocked while it runs, so it is
  // delivered again, under the previous action, when the handler returns.
  for (size_t i = 0; i < kSignals.size(); ++i)
    if (kSignals[i] == signal) ::sigaction(signal, &previousActions[i], nullptr);
  ::raise(signal);
}

// Installed while there is a temporary file, so that the program behaves as before the rest of
// the time; a signal it ignores is left ignored.
void installHandler() {
  struct sigaction action {};
  action.sa_handler = removeTempFilesThenStop;
  sigemptyset(&action.sa_mask);
  for (size_t i = 0; i < kSignals.size(); ++i) {
    ::sigaction(kSignals[i], nullptr, &previousActions[i]);
    if (previousActions[i].sa_handler != SIG_IGN) ::sigaction(kSignals[i], &action, nullptr);
  }
}

void restoreHandlers() {
  for (size_t i = 0; i < kSignals.size(); ++i) ::sigaction(kSignals[i], &previousActions[i], nullptr);
}

void releaseSlot() {
  if (slotsInUse.fetch_sub(1) == 1) restoreHandlers();
}

void onCreated(const char* path) {
  if (std::strlen(path) >= PATH_MAX) return;
  // The handler first: the file is removed from the moment its slot is ready.
  if (slotsInUse.fetch_add(1) == 0) installHandler();
  for (Slot& slot : slots) {
    int expected = kFree;
    if (!slot.state.compare_exchange_strong(expected, kFilling)) continue;
    std::strcpy(slot.path, path);
    slot.state.store(kReady);
    return;
  }
  releaseSlot();
}

void onGone(const char* path) {
  for (Slot& slot : slots) {
    if (slot.state.load() != kReady || std::strcmp(slot.path, path) != 0) continue;
    slot.state.store(kFree);
    releaseSlot();
    return;
  }
}

}  // namespace

void removeTempFilesOnSignal() { io::watchTempFiles({onCreated, onGone}); }

}  // namespace ledge::app
