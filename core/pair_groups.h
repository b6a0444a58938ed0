#pragma once
// The pairs of a step in groups that share no actor, so that the response can resolve groups on
// several threads at once: resolving a pair moves its two actors only (against the map and the
// solids), so groups with no actor in common do not change each other's outcome.
//
// The grid's columns are cut into bands about kBandPixels wide, and an actor belongs to the band
// of the first column the partition placed it in. A pair of two actors of one band is that
// band's; a pair whose actors belong to two bands (one on each side of a border: 1.4 in 100 of
// the rain's pairs, 0.9 of the crowd's) is the crossing pairs', resolved after every band. The
// response's order is therefore band after band, then the crossing pairs, each in (a, b) order:
// it depends on where the actors are, never on the threads.
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

class PairGroups {
 public:
  // Wide enough that few pairs cross a border (1.4% of the rain's at 512), narrow enough that
  // the bands share out well over the threads (8 across the rain's map, 32 across the crowd's).
  static constexpr int kBandPixels = 512;
  // Wider bands on a map wider than this many times kBandPixels: the grouping counts every band
  // for every range of pairs. A band fits a byte.
  static constexpr int kMaxBands = 256;

  using PairFilter = bool (*)(const FoundPair&);

  // Groups the pairs that `chosen` accepts by the bands of their actors in `partition`, which
  // found them (its columns and its actors' places). Each band and the crossing pairs list
  // their pairs' indices in ascending order. `tasks` (may be null) sorts the pairs on several
  // threads, so `chosen` is asked on several threads, in any order; the groups come out the same.
  void build(std::span<const FoundPair> pairs, const Partition& partition, PairFilter chosen,
             TaskSystem* tasks = nullptr);

  int bandCount() const { return bandCount_; }
  // The columns of the partition in each band (the last may hold fewer).
  int columnsPerBand() const { return columnsPerBand_; }
  std::span<const int32_t> band(int band) const { return group(static_cast<size_t>(band)); }
  std::span<const int32_t> crossing() const { return group(static_cast<size_t>(bandCount_)); }

 private:
  static constexpr int kPairsPerRange = 4096;
  static constexpr int kActorsPerRange = 8192;
  static constexpr int32_t kNotGrouped = -1;

  void cutBands(const Partition& partition, TaskSystem* tasks);
  // Counts become each range's first place in each group: groups in order, the ranges in order
  // within a group.
  void placeRanges(int ranges);
  std::span<const int32_t> group(size_t g) const {
    return {members_.data() + starts_[g], static_cast<size_t>(starts_[g + 1] - starts_[g])};
  }

  int bandCount_ = 0;
  int columnsPerBand_ = 1;
  // By actor, from its first column: read twice a pair from all over the ids, it must be small
  // (a byte) to stay in the cache, and a division a pair would cost more than the rest.
  std::vector<uint8_t> bandOf_;
  std::vector<int32_t> groupOf_;  // by pair: its band, bandCount_ when crossing, or kNotGrouped
  // By range of pairs, then by group (bandCount_ + 1 of them): the range's pairs in the group,
  // then where its next one goes in members_.
  std::vector<int32_t> perRange_;
  std::vector<int32_t> starts_ = {0, 0};  // by group: where its pairs start in members_; one more at the end
  std::vector<int32_t> members_;  // pair indices, group after group
};

}  // namespace ledge
