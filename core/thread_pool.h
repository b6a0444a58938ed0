#pragma once
// A TaskSystem of plain threads: `workers - 1` helper threads and the calling thread, which
// takes ranges too. Which thread runs which range depends on timing; the world's results do
// not depend on it (task_system.h).
//
// A step posts several short jobs one after another, and waking a sleeping thread costs tens
// of microseconds, about as long as a job: so a helper spins a little after a job, waiting for
// the next, before it sleeps, and the caller spins for the helpers' last ranges.

#include <array>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

#include "core/task_system.h"

namespace ledge {

class ThreadPool final : public TaskSystem {
 public:
  // `workers` counts the calling thread: 1 starts no thread. Clamped to [1, kMaxWorkers].
  explicit ThreadPool(int workers);
  ~ThreadPool() override;
  ThreadPool(const ThreadPool&) = delete;
  ThreadPool& operator=(const ThreadPool&) = delete;

  static constexpr int kMaxWorkers = 64;
  // The machine's hardware threads, within [1, kMaxWorkers].
  static int hardwareWorkers();

  int workerCount() const override { return static_cast<int>(threads_.size()) + 1; }
  // Jobs posted from several threads at once (two worlds sharing a pool) run one after
  // another. Not reentrant: a range must not post a job to the pool that runs it.
  void parallelFor(int itemCount, int rangeSize, TaskRange run, void* job) override;

 private:
  void serve(int worker);
  // Waits for a generation other than `seen` and stores it there; false when the pool is
  // closing.
  bool awaitJob(uint64_t& seen);
  // Runs ranges of the current job until none is left to take. A range that throws ends the
  // program (as it would on a helper thread) rather than leave a job half handed out.
  void takeRanges(int worker) noexcept;

  std::vector<std::thread> threads_;
  // Held by the poster for the whole of a job: the fields below describe one job at a time.
  std::mutex postMutex_;

  // The current job: written while no job is open, then published by open_ and generation_.
  // A helper reads it only after it has announced itself (helpersInJob_) and seen open_ true,
  // and the caller returns from a job only once every announced helper has left.
  TaskRange run_ = nullptr;
  void* job_ = nullptr;
  int itemCount_ = 0;
  int rangeSize_ = 1;
  // Each worker starts on a block of ranges of its own, the same part of the items in every
  // job, so that what a worker wrote in one job is still in its cache in the next; then it
  // helps with the others' blocks.
  struct alignas(64) Block {
    std::atomic<int> next{0};
    int end = 0;
  };
  std::array<Block, kMaxWorkers> blocks_;

  alignas(64) std::atomic<int> rangesLeft_{0};
  alignas(64) std::atomic<uint64_t> generation_{0};
  std::atomic<bool> open_{false};      // the current job still has ranges to hand out
  std::atomic<int> helpersInJob_{0};   // helpers between noticing a job and leaving it
  std::atomic<int> sleepers_{0};
  std::atomic<bool> closing_{false};
  std::mutex sleepMutex_;
  std::condition_variable wake_;
};

}  // namespace ledge
