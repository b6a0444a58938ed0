#pragma once
// The pairs of a step in groups that share no actor: two pairs with an actor in common, directly
// or through a chain of pairs, are in one group. Resolving pairs moves their two actors only
// (against the map and the solids), so groups can be resolved on several threads at once, each
// group in its own pairs' order, and the result is that of resolving every pair in order.

#include <cstdint>
#include <span>
#include <vector>

#include "core/actor.h"
#include "core/partition.h"

namespace ledge {

class PairGroups {
 public:
  // Groups the pairs that `joins` accepts (the others belong to no group), for actor ids below
  // `actorCount`. Groups are numbered by their first pair; a group lists its pairs' indices in
  // ascending order.
  template <typename Joins>
  void build(std::span<const ActorPair> pairs, ActorId actorCount, Joins&& joins) {
    chosen_.clear();
    for (size_t i = 0; i < pairs.size(); ++i)
      if (joins(pairs[i])) chosen_.push_back(static_cast<int32_t>(i));
    group(pairs, actorCount);
  }

  // Grouping costs a pass over the pairs and pays only when no group holds most of them (one
  // pile of actors leaves the other threads little to do). After a grouping that found such a
  // group, the steps rest from grouping kRestSteps times: each call counts one step off and
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
  void group(std::span<const ActorPair> pairs, ActorId actorCount);
  int32_t root(int32_t actor);

  std::vector<int32_t> chosen_;   // the indices of the pairs to group
  std::vector<int32_t> parent_;   // by actor: union-find forest over the chosen pairs' actors
  std::vector<int32_t> groupOf_;  // by root actor: its group, or -1
  std::vector<int32_t> groupOfChosen_;  // by chosen pair: its group
  std::vector<int32_t> starts_;   // by group: where its pairs start in members_; one more at the end
  std::vector<int32_t> members_;  // pair indices, group after group
  std::vector<int32_t> cursor_;   // by group: where its next pair goes while members_ is filled
  int restSteps_ = 0;
};

}  // namespace ledge
