#include "core/solid_index.h"

#include <algorithm>

namespace ledge {

void SolidIndex::build(const std::vector<Solid>& solids) {
  ids_.clear();
  for (SolidId id = 0; id < static_cast<SolidId>(solids.size()); ++id)
    if (solids[static_cast<size_t>(id)].collidable) ids_.push_back(id);
  // By left edge, ties by id: the same order on every run.
  std::sort(ids_.begin(), ids_.end(), [&solids](SolidId a, SolidId b) {
    const int la = solids[static_cast<size_t>(a)].x, lb = solids[static_cast<size_t>(b)].x;
    return la != lb ? la < lb : a < b;
  });
  lefts_.clear();
  rights_.clear();
  widest_ = 0;
  for (const SolidId id : ids_) {
    const Solid& s = solids[static_cast<size_t>(id)];
    lefts_.push_back(s.x);
    rights_.push_back(s.x + s.w);
    widest_ = std::max(widest_, s.w);
  }
  built_ = true;
}

bool SolidIndex::candidates(int from, int to, std::array<SolidId, kMaxCandidates>& out, size_t& count) const {
  // A solid reaching `from` starts at most `widest_` before it.
  auto k = static_cast<size_t>(std::lower_bound(lefts_.begin(), lefts_.end(), from - widest_) - lefts_.begin());
  count = 0;
  for (; k < lefts_.size() && lefts_[k] <= to; ++k) {
    if (rights_[k] < from) continue;
    if (count == kMaxCandidates) return false;
    // Insert in id order (there are rarely more than two).
    size_t at = count++;
    for (; at > 0 && out[at - 1] > ids_[k]; --at) out[at] = out[at - 1];
    out[at] = ids_[k];
  }
  return true;
}

}  // namespace ledge
