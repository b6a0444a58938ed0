#pragma once
// The collidable solids sorted by their left edge, for the question the actor phases ask of
// every pixel step and every landing: which solids may overlap these columns? A level's solids
// are few and narrow next to its width, so a binary search leaves one or two to test where a
// scan tested them all (10,000 actors over 32 lifts: a quarter of the step went to scans).
//
// Built when the solids have moved for the step (phase 3) and dropped when the step ends, so
// that phase 2's moving solids, edits and whatever a game changes between steps are always seen
// as they are: while it is not built, every solid is a candidate.

#include <array>
#include <cstddef>
#include <vector>

#include "core/actor.h"
#include "core/solid.h"

namespace ledge {

class SolidIndex {
 public:
  void build(const std::vector<Solid>& solids);
  void clear() { built_ = false; }

  // Calls visit(id, solid) for the collidable solids that may overlap the columns [left, right]
  // (world pixels, a pixel of slack each side), in increasing id order, as a scan of all of them
  // would: callers test each candidate themselves and may rely on the order (the first found wins).
  template <typename Visit>
  void forEachAcross(const std::vector<Solid>& solids, int left, int right, Visit&& visit) const {
    std::array<SolidId, kMaxCandidates> near;
    size_t count = 0;
    if (!built_ || !candidates(left - 1, right + 1, near, count)) {
      for (SolidId id = 0; id < static_cast<SolidId>(solids.size()); ++id)
        if (solids[static_cast<size_t>(id)].collidable) visit(id, solids[static_cast<size_t>(id)]);
      return;
    }
    for (size_t i = 0; i < count; ++i) visit(near[i], solids[static_cast<size_t>(near[i])]);
  }

 private:
  static constexpr size_t kMaxCandidates = 16;
  // The candidates reaching into [from, to], in id order; false when there are more than
  // kMaxCandidates (then scan).
  bool candidates(int from, int to, std::array<SolidId, kMaxCandidates>& out, size_t& count) const;

  bool built_ = false;
  std::vector<int> lefts_;     // sorted
  std::vector<int> rights_;    // by the same order
  std::vector<SolidId> ids_;   // by the same order
  int widest_ = 0;
};

}  // namespace ledge
