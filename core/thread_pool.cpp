#include "core/thread_pool.h"

#include <algorithm>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace ledge {
namespace {

// Polls before a helper goes to sleep: about a job's length of spinning.
constexpr int kSpinsBeforeSleep = 20000;

void relax() {
#if defined(__x86_64__) || defined(__i386__)
  _mm_pause();
#else
  std::this_thread::yield();
#endif
}

template <typename Done>
void spinUntil(Done&& done) {
  for (int spins = 0; !done(); ++spins) {
    if (spins < 1000)
      relax();
    else
      std::this_thread::yield();
  }
}

}  // namespace

ThreadPool::ThreadPool(int workers) {
  const int count = std::clamp(workers, 1, kMaxWorkers);
  threads_.reserve(static_cast<size_t>(count - 1));
  for (int worker = 1; worker < count; ++worker) threads_.emplace_back([this, worker] { serve(worker); });
}

ThreadPool::~ThreadPool() {
  closing_.store(true);
  generation_.fetch_add(1);
  {
    const std::lock_guard<std::mutex> lock(sleepMutex_);
    wake_.notify_all();
  }
  for (std::thread& t : threads_) t.join();
}

int ThreadPool::hardwareWorkers() {
  return std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, kMaxWorkers);
}

void ThreadPool::parallelFor(int itemCount, int rangeSize, TaskRange run, void* job) {
  if (itemCount <= 0) return;
  const std::lock_guard<std::mutex> posting(postMutex_);
  run_ = run;
  job_ = job;
  itemCount_ = itemCount;
  rangeSize_ = std::max(rangeSize, 1);
  const int ranges = (itemCount - 1) / rangeSize_ + 1;
  const int workers = workerCount();
  for (int k = 0; k < workers; ++k) {
    Block& block = blocks_[static_cast<size_t>(k)];
    block.next.store(static_cast<int>(static_cast<int64_t>(ranges) * k / workers));
    block.end = static_cast<int>(static_cast<int64_t>(ranges) * (k + 1) / workers);
  }
  rangesLeft_.store(ranges);
  open_.store(true);
  generation_.fetch_add(1);
  if (sleepers_.load() > 0) {
    const std::lock_guard<std::mutex> lock(sleepMutex_);
    wake_.notify_all();
  }
  takeRanges(0);
  spinUntil([this] { return rangesLeft_.load() == 0; });
  // The job's memory is the caller's: no helper may touch it once this returns.
  open_.store(false);
  spinUntil([this] { return helpersInJob_.load() == 0; });
}

void ThreadPool::takeRanges(int worker) noexcept {
  const int workers = workerCount();
  for (int k = 0; k < workers; ++k) {
    Block& block = blocks_[static_cast<size_t>((worker + k) % workers)];
    for (int range = block.next.fetch_add(1); range < block.end; range = block.next.fetch_add(1)) {
      const int begin = range * rangeSize_;
      run_(begin, std::min(begin + rangeSize_, itemCount_), worker, job_);
      rangesLeft_.fetch_sub(1);
    }
  }
}

bool ThreadPool::awaitJob(uint64_t& seen) {
  // The generation is read once, here: a helper that woke for a job the caller then finished
  // alone, and that the closing pool then passed, must see the closing generation, not wait
  // for one after it.
  const auto changed = [&] {
    const uint64_t now = generation_.load();
    if (now == seen) return false;
    seen = now;
    return true;
  };
  for (int spins = 0; spins < kSpinsBeforeSleep; ++spins) {
    if (changed()) return !closing_.load();
    relax();
  }
  std::unique_lock<std::mutex> lock(sleepMutex_);
  sleepers_.fetch_add(1);
  wake_.wait(lock, changed);
  sleepers_.fetch_sub(1);
  return !closing_.load();
}

void ThreadPool::serve(int worker) {
  uint64_t seen = 0;
  while (awaitJob(seen)) {
    // Announce first, then look: the caller does not return from a job while a helper is
    // announced, so a job seen open here stays as it is until this helper leaves it.
    helpersInJob_.fetch_add(1);
    if (open_.load()) takeRanges(worker);
    helpersInJob_.fetch_sub(1);
  }
}

}  // namespace ledge
