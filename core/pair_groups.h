#pragma once
// The pairs of a step in groups that share no actor. Pairs with an actor in common, directly or
// through a chain of pairs, form a piece, and a group holds whole pieces. Resolving pairs moves
// their two actors only (against the map and the solids), so groups can be resolved on several
// threads at once, each group in its own pairs' order, and the result is that of resolving every
// pair in order.
//
// A group takes pieces in the order of their smallest actor id until it holds at least
// `pairsPerGroup` pairs: the groups depend on the pairs alone, never on the threads, and each is
// worth handing to a thread. Finding the pieces is a union-find over the actors, which the
// workers build together: whatever order they join pairs in, each piece ends as one tree whose
// root is its smallest actor id.
//
// Only the pairs to resolve are grouped: a pair the response leaves alone (a pickup over a
// crowd) joins no actors, so it cannot weld separate piles into one.

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

#include "core/actor.h"
#include "core/partition.h"
#include "core/task_system.h"

namespace ledge {

class PairGroups {
 public:
  // Groups the pairs that `joins` accepts (the others belong to no group), for actor ids below
  // `actorCount`, at least `pairsPerGroup` (1 or more) in each group but the last. A group lists
  // its pairs' indices in ascending order. `tasks` (may be null) joins the pairs on several
  // threads, so `joins` is asked on several threads, in any order; the groups come out the same.
  template <typename Joins>
  void build(std::span<const FoundPair> pairs, ActorId actorCount, int pairsPerGroup, Joins&& joins,
             TaskSystem* tasks = nullptr) {
    startForest(actorCount);
    pieceOf_.resize(pairs.size());
    forEachRange(tasks, static_cast<int>(pairs.size()), kPairsPerRange, [&](int begin, int end, int) {
      for (int i = begin; i < end; ++i) {
        const FoundPair& pair = pairs[static_cast<size_t>(i)];
        const bool chosen = joins(pair);
        pieceOf_[static_cast<size_t>(i)] = chosen ? pair.a : kNotGrouped;
        if (chosen) join(pair.a, pair.b);
      }
    });
    countPieces();
    closeGroups(std::max(pairsPerGroup, 1));
    fillGroups();
  }

  // No groups: the pairs of this step are resolved in order.
  void clear() { starts_.assign(1, 0); }

  // Grouping costs a pass over the pairs and pays only when no piece holds most of them (one
  // pile of actors leaves the other threads little to do). After a grouping that found such a
  // piece, the steps rest from grouping kRestSteps times: each call counts one step off and
  // says whether it rests.
  bool restThisStep() {
    if (restSteps_ == 0) return false;
    --restSteps_;
    return true;
  }
  static constexpr int kRestSteps = 30;

  int count() const { return static_cast<int>(starts_.size()) - 1; }
  std::span<const int32_t> pairsOf(int group) const {
    const auto g = static_cast<size_t>(group);
    return {members_.data() + starts_[g], static_cast<size_t>(starts_[g + 1] - starts_[g])};
  }

 private:
  static constexpr int kPairsPerRange = 4096;
  static constexpr int32_t kNotGrouped = -1;

  void startForest(ActorId actorCount);
  // Safe on several threads at once: a root is hung under the other only by an atomic swap
  // that fails if it stopped being a root meanwhile.
  void join(ActorId a, ActorId b);
  int32_t root(int32_t actor);
  void countPieces();
  void closeGroups(int pairsPerGroup);
  void fillGroups();

  std::vector<int32_t> parent_;   // by actor: union-find forest, a parent's id below its child's
  std::vector<int32_t> pieceOf_;  // by pair: its first actor, then its piece's root; or kNotGrouped
  int32_t grouped_ = 0;           // the pairs in a group
  std::vector<int32_t> ofRoot_;   // by root actor: its piece's pair count, then its group
  std::vector<uint64_t> roots_;   // a bit per actor: set for the root of a grouped pair's piece
  std::vector<int32_t> starts_ = {0};  // by group: where its pairs start in members_; one more at the end
  std::vector<int32_t> members_;  // pair indices, group after group
  std::vector<int32_t> cursor_;   // by group: where its next pair goes while members_ is filled
  int restSteps_ = 0;
};

}  // namespace ledge
