#include "core/pair_groups.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

#include "core/radix_sort.h"
#include "core/working_memory.h"

namespace ledge {
namespace {

// Groups this small are sorted by comparison: a radix pass counts 2,048 digits whatever the keys.
constexpr size_t kMostComparisonSorted = 256;

// The pixel row of the pair's lowest edge: how far down a pile the pair sits. Boxes lie within a
// few times 2^24 pixels of the map (limits.h).
int32_t lowestRow(const FoundPair& pair, const Partition& partition) {
  const float bottom = std::max(partition.boxOf(pair.a).bottom(), partition.boxOf(pair.b).bottom());
  return static_cast<int32_t>(std::floor(bottom));
}

uint32_t rowsUp(uint64_t key) { return static_cast<uint32_t>(key); }

}  // namespace

void PairGroups::cutBands(const Partition& partition, TaskSystem* tasks) {
  const int columns = partition.columns();
  const int rows = partition.rows();
  const int narrowest = (kBandPixels + partition.cellPixels() - 1) / partition.cellPixels();
  acrossRows_ = (columns + narrowest - 1) / narrowest < kMinBands && rows > columns;
  const int cells = acrossRows_ ? rows : columns;
  cellsPerBand_ = std::max({1, narrowest, (cells + kMaxBands - 1) / kMaxBands});
  bandCount_ = (cells + cellsPerBand_ - 1) / cellsPerBand_;
  // An actor's band is looked up by its first column (row): a division an actor cost more.
  bandOfCell_.resize(static_cast<size_t>(cells));
  for (int cell = 0; cell < cells; ++cell)
    bandOfCell_[static_cast<size_t>(cell)] = static_cast<uint8_t>(cell / cellsPerBand_);
  bandOf_.resize(static_cast<size_t>(partition.objectCount()));
  forEachRange(tasks, partition.objectCount(), kActorsPerRange, [&](int begin, int end, int) {
    for (int id = begin; id < end; ++id) {
      const CellRange range = partition.rangeOf(id);
      bandOf_[static_cast<size_t>(id)] = bandOfCell_[static_cast<size_t>(acrossRows_ ? range.y0 : range.x0)];
    }
  });
}

void PairGroups::reserve(size_t pairs, const Partition& partition, int workers) {
  reserveTouched(groupOf_, pairs);
  reserveTouched(grouped_, pairs);
  reserveTouched(rows_, pairs);
  cutBands(partition, nullptr);
  const auto scratches = static_cast<size_t>(std::max(workers, 1));
  if (sortScratch_.size() < scratches) sortScratch_.resize(scratches);
  const size_t largestGroup = workers <= 1 ? pairs : 2 * pairs / static_cast<size_t>(bandCount_);
  for (Padded<SortScratch>& scratch : sortScratch_) {
    reserveTouched(scratch.value.keys, largestGroup);
    reserveTouched(scratch.value.radix, largestGroup);
    reserveTouched(scratch.value.pairs, largestGroup);
  }
}

void PairGroups::build(std::span<const FoundPair> pairs, const Partition& partition, PairFilter chosen,
                       TaskSystem* tasks) {
  cutBands(partition, tasks);
  const auto count = static_cast<int>(pairs.size());
  const int ranges = count == 0 ? 0 : (count - 1) / kPairsPerRange + 1;
  const auto groups = static_cast<size_t>(bandCount_) + 1;
  perRange_.assign(static_cast<size_t>(ranges) * groups, 0);
  groupOf_.resize(pairs.size());
  forEachRange(tasks, count, kPairsPerRange, [&](int begin, int end, int) {
    int32_t* counts = perRange_.data() + static_cast<size_t>(begin / kPairsPerRange) * groups;
    for (int i = begin; i < end; ++i) {
      const uint16_t g = groupOf(pairs[static_cast<size_t>(i)], chosen);
      groupOf_[static_cast<size_t>(i)] = g;
      if (g != kNotGrouped) ++counts[g];
    }
  });
  placeRanges(ranges, groups);
  forEachRange(tasks, count, kPairsPerRange, [&](int begin, int end, int) {
    int32_t* next = perRange_.data() + static_cast<size_t>(begin / kPairsPerRange) * groups;
    for (int i = begin; i < end; ++i) {
      const FoundPair& pair = pairs[static_cast<size_t>(i)];
      const uint16_t g = groupOf_[static_cast<size_t>(i)];
      if (g == kNotGrouped) continue;
      const auto at = static_cast<size_t>(next[g]++);
      grouped_[at] = {pair, i};
      rows_[at] = lowestRow(pair, partition);
    }
  });
  orderBottomUp(tasks);
}

void PairGroups::buildInOrder(std::span<const FoundPair> pairs, const Partition& partition, PairFilter chosen) {
  cutBands(partition, nullptr);
  grouped_.clear();
  rows_.clear();
  starts_ = {0};
  // The bands' pairs in one group, then the crossing pairs: a pass over the pairs for each.
  for (const bool crossing : {false, true}) {
    for (size_t i = 0; i < pairs.size(); ++i) {
      if (!chosen(pairs[i]) || crosses(pairs[i]) != crossing) continue;
      grouped_.push_back({pairs[i], static_cast<int32_t>(i)});
      rows_.push_back(lowestRow(pairs[i], partition));
    }
    starts_.push_back(static_cast<int32_t>(grouped_.size()));
  }
  orderBottomUp(nullptr);
}

void PairGroups::orderBottomUp(TaskSystem* tasks) {
  const auto workers = static_cast<size_t>(workerCount(tasks));
  if (sortScratch_.size() < workers) sortScratch_.resize(workers);  // only grown, as its memory is reused
  forEachRange(tasks, static_cast<int>(starts_.size()) - 1, 1, [&](int begin, int end, int worker) {
    for (int g = begin; g < end; ++g)
      orderGroupBottomUp(static_cast<size_t>(g), sortScratch_[static_cast<size_t>(worker)].value);
  });
}

void PairGroups::orderGroupBottomUp(size_t g, SortScratch& scratch) {
  const auto first = static_cast<size_t>(starts_[g]);
  const auto last = static_cast<size_t>(starts_[g + 1]);
  const size_t count = last - first;
  if (count < 2) return;
  // Rows count down the map (y grows downwards): the foot is the largest.
  int32_t foot = std::numeric_limits<int32_t>::min();
  int32_t top = std::numeric_limits<int32_t>::max();
  for (size_t i = first; i < last; ++i) {
    foot = std::max(foot, rows_[i]);
    top = std::min(top, rows_[i]);
  }
  // The group's pairs came in (a, b) order: a pair's place among them settles a tie on a row.
  // Rows up from the foot fit 32 bits, as rows fit in an int32_t.
  std::vector<uint64_t>& keys = scratch.keys;
  resizeGrowing(keys, count);
  for (size_t k = 0; k < count; ++k) {
    const int64_t up = int64_t{foot} - rows_[first + k];
    keys[k] = static_cast<uint64_t>(k) << 32 | static_cast<uint64_t>(up);
  }
  if (count <= kMostComparisonSorted) {
    std::sort(keys.begin(), keys.end(),
              [](uint64_t x, uint64_t y) { return rowsUp(x) != rowsUp(y) ? rowsUp(x) < rowsUp(y) : x < y; });
  } else {
    const auto span = static_cast<uint64_t>(int64_t{foot} - top);
    radixSortLowBits(keys.data(), keys.data() + count, static_cast<int>(std::bit_width(span)), scratch.radix);
  }
  // Put in order through the worker's room, as the group's own places are read until the last.
  std::vector<GroupedPair>& ordered = scratch.pairs;
  resizeGrowing(ordered, count);
  for (size_t k = 0; k < count; ++k) ordered[k] = grouped_[first + (keys[k] >> 32)];
  std::copy(ordered.begin(), ordered.end(), grouped_.begin() + static_cast<std::ptrdiff_t>(first));
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
  grouped_.resize(static_cast<size_t>(place));
  rows_.resize(static_cast<size_t>(place));
}

}  // namespace ledge
