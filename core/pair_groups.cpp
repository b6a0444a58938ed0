#include "core/pair_groups.h"

#include <algorithm>

namespace ledge {

void PairGroups::cutBands(const Partition& partition, TaskSystem* tasks) {
  const int columns = partition.columns();
  const int rows = partition.rows();
  const int narrowest = (kBandPixels + partition.cellPixels() - 1) / partition.cellPixels();
  acrossRows_ = (columns + narrowest - 1) / narrowest < kMinBands && rows > columns;
  const int cells = acrossRows_ ? rows : columns;
  cellsPerBand_ = std::max({1, narrowest, (cells + kMaxBands - 1) / kMaxBands});
  bandCount_ = (cells + cellsPerBand_ - 1) / cellsPerBand_;
  bandOf_.resize(static_cast<size_t>(partition.objectCount()));
  forEachRange(tasks, partition.objectCount(), kActorsPerRange, [&](int begin, int end, int) {
    for (int id = begin; id < end; ++id) {
      const CellRange range = partition.rangeOf(id);
      bandOf_[static_cast<size_t>(id)] = static_cast<uint8_t>((acrossRows_ ? range.y0 : range.x0) / cellsPerBand_);
    }
  });
}

void PairGroups::build(std::span<const FoundPair> pairs, const Partition& partition, PairFilter chosen,
                       TaskSystem* tasks) {
  cutBands(partition, tasks);
  const auto count = static_cast<int>(pairs.size());
  const int ranges = count == 0 ? 0 : (count - 1) / kPairsPerRange + 1;
  const auto groups = static_cast<size_t>(bandCount_) + 1;
  groupOf_.resize(pairs.size());
  perRange_.assign(static_cast<size_t>(ranges) * groups, 0);
  forEachRange(tasks, count, kPairsPerRange, [&](int begin, int end, int) {
    int32_t* counts = perRange_.data() + static_cast<size_t>(begin / kPairsPerRange) * groups;
    for (int i = begin; i < end; ++i) {
      const FoundPair& pair = pairs[static_cast<size_t>(i)];
      int32_t g = kNotGrouped;
      if (chosen(pair)) {
        g = crosses(pair) ? bandCount_ : bandOf_[static_cast<size_t>(pair.a)];
        ++counts[g];
      }
      groupOf_[static_cast<size_t>(i)] = g;
    }
  });
  placeRanges(ranges, groups);
  forEachRange(tasks, count, kPairsPerRange, [&](int begin, int end, int) {
    int32_t* next = perRange_.data() + static_cast<size_t>(begin / kPairsPerRange) * groups;
    for (int i = begin; i < end; ++i) {
      const int32_t g = groupOf_[static_cast<size_t>(i)];
      if (g != kNotGrouped) members_[static_cast<size_t>(next[g]++)] = i;
    }
  });
}

void PairGroups::buildInOrder(std::span<const FoundPair> pairs, const Partition& partition, PairFilter chosen) {
  cutBands(partition, nullptr);
  members_.clear();
  crossingInOrder_.clear();
  for (size_t i = 0; i < pairs.size(); ++i) {
    if (!chosen(pairs[i])) continue;
    std::vector<int32_t>& into = crosses(pairs[i]) ? crossingInOrder_ : members_;
    into.push_back(static_cast<int32_t>(i));
  }
  const auto inBands = static_cast<int32_t>(members_.size());
  members_.insert(members_.end(), crossingInOrder_.begin(), crossingInOrder_.end());
  starts_ = {0, inBands, static_cast<int32_t>(members_.size())};
}

void PairGroups::placeRanges(int ranges, size_t groups) {
  starts_.resize(groups + 1);
  int32_t place = 0;
  for (size_t g = 0; g < groups; ++g) {
    starts_[g] = place;
    for (size_t range = 0; range < static_cast<size_t>(ranges); ++range) {
      int32_t& counted = perRange_[range * groups + g];
      const int32_t pairs = counted;
      counted = place;
      place += pairs;
    }
  }
  starts_[groups] = place;
  members_.resize(static_cast<size_t>(place));
}

}  // namespace ledge
