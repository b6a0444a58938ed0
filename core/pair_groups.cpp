#include "core/pair_groups.h"

#include <algorithm>
#include <numeric>

namespace ledge {

int32_t PairGroups::root(int32_t actor) {
  // Path halving: every other step now points to its grandparent.
  while (parent_[static_cast<size_t>(actor)] != actor) {
    int32_t& up = parent_[static_cast<size_t>(actor)];
    up = parent_[static_cast<size_t>(up)];
    actor = up;
  }
  return actor;
}

void PairGroups::group(std::span<const ActorPair> pairs, ActorId actorCount) {
  // Filling the whole forest costs less than resetting the chosen pairs' actors one by one.
  parent_.resize(static_cast<size_t>(actorCount));
  std::iota(parent_.begin(), parent_.end(), 0);
  for (const int32_t i : chosen_) {
    const ActorPair& p = pairs[static_cast<size_t>(i)];
    const int32_t a = root(p.a);
    const int32_t b = root(p.b);
    // The smaller id becomes the root, so that the forest depends on nothing but the pairs.
    if (a != b) parent_[static_cast<size_t>(std::max(a, b))] = std::min(a, b);
  }
  // Number the groups by their first pair and count their pairs, then lay them out.
  groupOf_.assign(static_cast<size_t>(actorCount), -1);
  groupOfChosen_.resize(chosen_.size());
  starts_.assign(1, 0);
  for (size_t k = 0; k < chosen_.size(); ++k) {
    int32_t& g = groupOf_[static_cast<size_t>(root(pairs[static_cast<size_t>(chosen_[k])].a))];
    if (g < 0) {
      g = static_cast<int32_t>(starts_.size()) - 1;
      starts_.push_back(0);
    }
    groupOfChosen_[k] = g;
    ++starts_[static_cast<size_t>(g) + 1];
  }
  std::partial_sum(starts_.begin(), starts_.end(), starts_.begin());
  cursor_.assign(starts_.begin(), starts_.end() - 1);
  members_.resize(chosen_.size());
  for (size_t k = 0; k < chosen_.size(); ++k)
    members_[static_cast<size_t>(cursor_[static_cast<size_t>(groupOfChosen_[k])]++)] = chosen_[k];
  int32_t largest = 0;
  for (int g = 0; g < count(); ++g) largest = std::max(largest, starts_[static_cast<size_t>(g) + 1] - starts_[static_cast<size_t>(g)]);
  if (static_cast<size_t>(largest) * 2 > chosen_.size()) restSteps_ = kRestSteps;
}

}  // namespace ledge
