#pragma once
// The pairs of a step in groups that share no actor, so that the response can resolve groups on
// several threads at once: resolving a pair moves its two actors only (against the map and the
// solids), so groups with no actor in common do not change each other's outcome.
//
// The grid's columns are cut into bands about kBandPixels wide, and an actor belongs to the band
// of the first column the partition placed it in; on a map too narrow for kMinBands of them and
// taller than wide (a tower), its rows, by the first row. A pair of two actors of one band is that
// band's; a pair whose actors belong to two bands (one on each side of a border: 1.4 in 100 of
// the rain's pairs, 0.9 of the crowd's) is the crossing pairs', resolved after every band.
//
// Within a group the pairs go from the bottom up: by the pixel row of the pair's lowest edge
// (the foot of its lower actor), the lowest first, and in (a, b) order on one row. A pile then
// settles from the ground up whatever the order its actors were made in: each pair's lower
// actor already stands on what holds it, and does not give way to the one above (actor_pairs.h).
// In (a, b) order, a stack made top first sank into itself (six 12-pixel crates stood 20 pixels
// short). The response's order is therefore band after band, then the crossing pairs, each from
// the bottom up: it depends on where the actors are, never on the threads. So moving a pile
// across a border can change how it settles, as the order of its pairs does.
//
// With one thread, the bands are of no use: buildInOrder() makes one group of every band's pairs
// from the bottom up, then the crossing pairs, for the same result (bands share no actor, and
// each band's pairs keep their order in the one group) without sorting the pairs by band.
//
// Bands rather than the piles themselves (a union-find over the pairs, as Ledge did before):
// finding an actor's band is one read where joining piles chased chains of actors, and a
// single pile as wide as the map (a crowd) is still shared out, band by band.
//
// Only the pairs to resolve are grouped (a pickup over a crowd is left out).

#include <cstdint>
#include <span>
#include <vector>

#include "core/partition.h"
#include "core/task_system.h"

namespace ledge {

// A pair of a group, with its index in the pairs the groups were built from: the response reads
// the pairs one after another, not from all over the list.
struct GroupedPair {
  FoundPair pair;
  int32_t index = 0;
};

class PairGroups {
 public:
  // Wide enough that few pairs cross a border (1.4% of the rain's at 512), narrow enough that
  // the bands share out well over the threads (8 across the rain's map, 32 across the crowd's).
  static constexpr int kBandPixels = 512;
  // Wider bands on a map wider than this many times kBandPixels: the grouping counts every band
  // for every range of pairs. A band fits a byte.
  static constexpr int kMaxBands = 256;
  // Fewer bands across than this, and the map taller than wide: the bands go down its rows.
  static constexpr int kMinBands = 4;

  using PairFilter = bool (*)(const FoundPair&);

  // Groups the pairs that `chosen` accepts by the bands of their actors in `partition`, which
  // found them (its grid and its actors' places and boxes): a group a band. Each group and the
  // crossing pairs list their pairs from the bottom up (see the top of this file).
  // `tasks` (may be null) sorts the pairs on several threads, so `chosen` is asked on several
  // threads, in any order; the groups come out the same.
  void build(std::span<const FoundPair> pairs, const Partition& partition, PairFilter chosen,
             TaskSystem* tasks = nullptr);
  // The same bands, and one group of all their pairs (see the top of this file).
  void buildInOrder(std::span<const FoundPair> pairs, const Partition& partition, PairFilter chosen);

  // Room for `pairs` pairs to resolve in the bands of `partition`'s grid, touched now rather
  // than in the steps that first need it (working_memory.h): on one worker for buildInOrder()'s
  // one group of them all, on several for each worker to order a band of twice its share.
  void reserve(size_t pairs, const Partition& partition, int workers);

  // Groups that may be resolved at once, before the crossing pairs.
  int groupCount() const { return static_cast<int>(starts_.size()) - 2; }
  std::span<const GroupedPair> group(int g) const { return groupAt(static_cast<size_t>(g)); }
  std::span<const GroupedPair> crossing() const { return groupAt(starts_.size() - 2); }

  int bandCount() const { return bandCount_; }
  bool acrossRows() const { return acrossRows_; }
  // The columns (rows) of the partition in each band; the last band may hold fewer.
  int cellsPerBand() const { return cellsPerBand_; }

 private:
  static constexpr int kPairsPerRange = 4096;
  static constexpr int kActorsPerRange = 8192;
  static constexpr uint16_t kNotGrouped = 0xFFFF;
  static_assert(kMaxBands + 1 < kNotGrouped);

  // Each worker's room to sort a group in: its sort keys, the radix passes', its pairs in order.
  struct SortScratch {
    std::vector<uint64_t> keys;
    std::vector<uint64_t> radix;
    std::vector<GroupedPair> pairs;
  };

  void cutBands(const Partition& partition, TaskSystem* tasks);
  bool crosses(const FoundPair& pair) const {
    return bandOf_[static_cast<size_t>(pair.a)] != bandOf_[static_cast<size_t>(pair.b)];
  }
  // The pair's band, bandCount_ for the crossing pairs, or kNotGrouped.
  uint16_t groupOf(const FoundPair& pair, PairFilter chosen) const {
    if (!chosen(pair)) return kNotGrouped;
    return crosses(pair) ? static_cast<uint16_t>(bandCount_) : bandOf_[static_cast<size_t>(pair.a)];
  }
  // Counts become each range's first place in each group: groups in order, the ranges in order
  // within a group.
  void placeRanges(int ranges, size_t groups);
  // Puts every group's pairs, which come listed in (a, b) order, from the bottom up; the groups
  // on several threads.
  void orderBottomUp(TaskSystem* tasks);
  void orderGroupBottomUp(size_t g, SortScratch& scratch);
  std::span<const GroupedPair> groupAt(size_t g) const {
    return {grouped_.data() + starts_[g], static_cast<size_t>(starts_[g + 1] - starts_[g])};
  }

  int bandCount_ = 1;
  bool acrossRows_ = false;
  int cellsPerBand_ = 1;
  // By actor, from its first column (row): read twice a pair from all over the ids, it must be
  // small (a byte) to stay in the cache, and a division a pair would cost more than the rest.
  std::vector<uint8_t> bandOf_;
  std::vector<uint8_t> bandOfCell_;  // by column (row) of the grid
  // By range of pairs, then by group (bandCount_ + 1 of them): the range's pairs in the group,
  // then where its next one goes in the groups.
  std::vector<int32_t> perRange_;
  // By pair: its group, or kNotGrouped, in 2 bytes (a group a band, and the crossing pairs).
  std::vector<uint16_t> groupOf_;
  // By group, the crossing pairs last: where its pairs start; one more at the end.
  std::vector<int32_t> starts_ = {0, 0};
  // The pairs group after group, each group first in (a, b) order, then from the bottom up; and
  // the pixel row of each one's lowest edge, as they were placed.
  std::vector<GroupedPair> grouped_;
  std::vector<int32_t> rows_;
  std::vector<Padded<SortScratch>> sortScratch_;  // per worker
};

}  // namespace ledge
