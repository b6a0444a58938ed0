// The response's groups: a band of the map holds the pairs of two actors that start in it, the
// crossing pairs those of actors that start in two bands, each from the bottom up; no actor is in
// two bands' pairs, so the bands can be resolved at once.

#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>
#include <vector>

#include <doctest/doctest.h>

#include "core/pair_groups.h"
#include "core/thread_pool.h"
#include "core/tests/random_scene.h"

using namespace ledge;
using namespace ledge::test;

namespace {

FoundPair pairOf(ActorId a, ActorId b) {
  FoundPair p;
  p.a = a;
  p.b = b;
  return p;
}

using Members = std::vector<int32_t>;

// The indices of a group's pairs, checked against the pairs they were built from.
Members membersOf(std::span<const GroupedPair> group, const std::vector<FoundPair>& pairs) {
  Members members;
  for (const GroupedPair& grouped : group) {
    REQUIRE(pairs.at(static_cast<size_t>(grouped.index)) == grouped.pair);
    members.push_back(grouped.index);
  }
  return members;
}

bool everyPair(const FoundPair&) { return true; }
// The random lists' choice: about six pairs in seven.
bool mostPairs(const FoundPair& p) { return (p.a + p.b) % 7 != 0; }

// A partition over a map `width` pixels wide and 512 high, with 64-pixel cells, holding the
// actors at the given left edges, 10 by 14 pixels, with their tops at 100 or at `tops`.
Partition partitionOf(int width, const std::vector<int>& lefts, const std::vector<float>& tops = {}) {
  Partition partition;
  partition.reset(width, 512, 64);
  for (size_t id = 0; id < lefts.size(); ++id) {
    const float top = tops.empty() ? 100.0f : tops[id];
    partition.place(static_cast<int32_t>(id), Box{static_cast<float>(lefts[id]), top, 10.0f, 14.0f});
  }
  return partition;
}

// Tops over the map's height and a little above and below it, on whole pixels and between them.
std::vector<float> randomTops(Rng& rng, size_t count) {
  std::vector<float> tops(count);
  for (float& top : tops) top = static_cast<float>(rng.range(-40, 540)) + (rng.range(0, 1) == 0 ? 0.0f : 0.5f);
  return tops;
}

// Does the group go from the bottom up: by the pixel row of each pair's lowest edge, the lowest
// first, and in (a, b) order, which is the pairs' index order, on one row?
bool bottomUp(const Members& members, const std::vector<FoundPair>& pairs, const Partition& partition) {
  const auto row = [&](int32_t i) {
    const FoundPair& p = pairs[static_cast<size_t>(i)];
    return std::floor(std::max(partition.boxOf(p.a).bottom(), partition.boxOf(p.b).bottom()));
  };
  return std::is_sorted(members.begin(), members.end(),
                        [&](int32_t x, int32_t y) { return row(x) != row(y) ? row(x) > row(y) : x < y; });
}

// Up to 200 actors over a map 100 to 6,000 pixels wide, some beside it, and up to 300 pairs of them.
struct RandomCase {
  Partition partition;
  std::vector<FoundPair> pairs;
};

RandomCase randomCase(uint64_t seed) {
  Rng rng(seed);
  const int width = rng.range(100, 6000);
  std::vector<int> lefts(static_cast<size_t>(rng.range(2, 200)));
  for (int& left : lefts) left = rng.range(-40, width + 40);
  RandomCase c{partitionOf(width, lefts, randomTops(rng, lefts.size())), {}};
  const auto actors = static_cast<ActorId>(lefts.size());
  for (int i = rng.range(0, 300); i > 0; --i) {
    const ActorId a = rng.range(0, actors - 2);
    c.pairs.push_back(pairOf(a, rng.range(a + 1, actors - 1)));
  }
  return c;
}

int bandOf(const PairGroups& groups, const Partition& partition, ActorId id) {
  const CellRange range = partition.rangeOf(id);
  return (groups.acrossRows() ? range.y0 : range.x0) / groups.cellsPerBand();
}

}  // namespace

TEST_CASE("pair groups: a pair goes to its actors' band, or to the crossing pairs when they start in two") {
  // 64-pixel cells, so bands of 8 columns: [0, 512), [512, 1024), [1024, 1536), [1536, 2048).
  // Actor 4 reaches into the second band but starts in the first.
  const Partition partition = partitionOf(2048, {10, 20, 600, 610, 505, 1030});
  const std::vector<FoundPair> pairs = {pairOf(0, 1), pairOf(0, 4), pairOf(1, 5), pairOf(2, 3), pairOf(3, 4)};
  PairGroups groups;
  groups.build(pairs, partition, everyPair);
  REQUIRE(groups.cellsPerBand() == 8);
  REQUIRE(groups.bandCount() == 4);
  REQUIRE(!groups.acrossRows());
  CHECK(membersOf(groups.group(0), pairs) == Members{0, 1});
  CHECK(membersOf(groups.group(1), pairs) == Members{3});
  CHECK(membersOf(groups.group(2), pairs).empty());
  CHECK(membersOf(groups.group(3), pairs).empty());
  CHECK(membersOf(groups.crossing(), pairs) == Members{2, 4});

  // A refused pair is in no group.
  groups.build(pairs, partition, [](const FoundPair& p) { return p.b != 4; });
  CHECK(membersOf(groups.group(0), pairs) == Members{0});
  CHECK(membersOf(groups.crossing(), pairs) == Members{2});
  groups.build({}, partition, everyPair);
  CHECK(membersOf(groups.group(0), pairs).empty());
  CHECK(membersOf(groups.crossing(), pairs).empty());
}

TEST_CASE("pair groups: bands are whole columns at least kBandPixels wide, and at most kMaxBands of them") {
  const auto bandsOver = [](int width, int cellPixels, int height = 64) {
    Partition partition;
    partition.reset(width, height, cellPixels);
    PairGroups groups;
    groups.build({}, partition, everyPair);
    CHECK(groups.cellsPerBand() * partition.cellPixels() >= PairGroups::kBandPixels);
    CHECK(groups.bandCount() <= PairGroups::kMaxBands);
    const int cells = groups.acrossRows() ? partition.rows() : partition.columns();
    CHECK(groups.bandCount() * groups.cellsPerBand() >= cells);
    CHECK((groups.bandCount() - 1) * groups.cellsPerBand() < cells);
    return groups.acrossRows() ? -groups.bandCount() : groups.bandCount();  // across rows: negative
  };
  CHECK(bandsOver(4096, 64) == 8);
  CHECK(bandsOver(4096, 256) == 8);
  CHECK(bandsOver(4096, 100) == 7);   // 41 columns, 6 a band
  CHECK(bandsOver(4096, 1024) == 4);  // a cell wider than a band: one column each
  CHECK(bandsOver(400, 16) == 1);     // a map narrower than a band
  CHECK(bandsOver(1 << 20, 64) == PairGroups::kMaxBands);
  // A tower: too narrow for kMinBands across, taller than wide: down its rows.
  CHECK(bandsOver(512, 64, 8192) == -16);
  CHECK(bandsOver(1536, 64, 8192) == -16);
  CHECK(bandsOver(2048, 64, 8192) == 4);  // wide enough
  CHECK(bandsOver(1024, 64, 512) == 2);   // as narrow, but no taller than wide
}

TEST_CASE("pair groups: a tower's bands go down its rows, an actor's band by its first row") {
  Partition partition;
  partition.reset(256, 4096, 64);
  const std::vector<int> tops = {10, 20, 600, 505, 1030};  // actor 3 reaches into the second band
  for (size_t id = 0; id < tops.size(); ++id)
    partition.place(static_cast<int32_t>(id), Box{100.0f, static_cast<float>(tops[id]), 10.0f, 14.0f});
  const std::vector<FoundPair> pairs = {pairOf(0, 1), pairOf(0, 3), pairOf(1, 4), pairOf(2, 3)};
  PairGroups groups;
  groups.build(pairs, partition, everyPair);
  REQUIRE(groups.acrossRows());
  REQUIRE(groups.bandCount() == 8);
  // From the bottom up: pair 1's lower actor (3) stands lower than pair 0's (1).
  CHECK(membersOf(groups.group(0), pairs) == Members{1, 0});
  CHECK(membersOf(groups.crossing(), pairs) == Members{2, 3});
}

TEST_CASE("pair groups: a stack's pairs go from its foot up, whatever the order of its actors' ids") {
  // Three crates, 14 high, one on another with the first on top; a fourth beside them on the
  // middle crate's row; and a pair of the top crate's row made first.
  const Partition partition = partitionOf(512, {100, 100, 100, 200, 300}, {72.0f, 86.0f, 100.0f, 86.0f, 72.0f});
  const std::vector<FoundPair> pairs = {pairOf(0, 1), pairOf(0, 4), pairOf(1, 2), pairOf(1, 3)};
  PairGroups groups;
  groups.build(pairs, partition, everyPair);
  REQUIRE(groups.groupCount() == 1);
  // Pair 2 reaches the lowest row (114); pairs 0 and 3 reach 100, in index order; pair 1, 86.
  CHECK(membersOf(groups.group(0), pairs) == Members{2, 0, 3, 1});
  groups.buildInOrder(pairs, partition, everyPair);
  CHECK(membersOf(groups.group(0), pairs) == Members{2, 0, 3, 1});
}

TEST_CASE("pair groups: a group of hundreds of pairs spread over millions of rows still goes from the bottom up") {
  // Radix-sorted, with rows 2^22 and more apart (actors may fly 2^24 pixels above the map).
  Rng rng(7);
  constexpr int kActors = 400;
  std::vector<int> lefts(kActors);
  std::vector<float> tops(kActors);
  for (int i = 0; i < kActors; ++i) {
    lefts[static_cast<size_t>(i)] = rng.range(0, 400);
    tops[static_cast<size_t>(i)] = static_cast<float>(rng.range(0, 500));
  }
  tops[kActors - 2] = -4300000.0f;  // a pair of two actors far up
  tops[kActors - 1] = -4300000.0f;
  const Partition partition = partitionOf(2048, lefts, tops);
  std::vector<FoundPair> pairs;
  for (ActorId a = 0; a + 1 < kActors; ++a) pairs.push_back(pairOf(a, a + 1));
  PairGroups byBand;
  PairGroups inOrder;
  byBand.build(pairs, partition, everyPair);
  inOrder.buildInOrder(pairs, partition, everyPair);
  REQUIRE(byBand.group(0).size() > 256);
  CHECK(bottomUp(membersOf(byBand.group(0), pairs), pairs, partition));
  CHECK(bottomUp(membersOf(inOrder.group(0), pairs), pairs, partition));
  CHECK(membersOf(inOrder.group(0), pairs) == membersOf(byBand.group(0), pairs));
}

TEST_CASE("pair groups: in order, every band's pairs make one group in their band's order, and the crossing pairs are those of the bands") {
  for (uint64_t seed = 1; seed <= 100; ++seed) {
    const RandomCase c = randomCase(seed);
    PairGroups byBand;
    PairGroups inOrder;
    byBand.build(c.pairs, c.partition, mostPairs);
    inOrder.buildInOrder(c.pairs, c.partition, mostPairs);
    INFO("seed ", seed);
    REQUIRE(inOrder.groupCount() == 1);
    // Each band's pairs keep their band's order in the one group: the same result, as bands
    // share no actor.
    const Members every = membersOf(inOrder.group(0), c.pairs);
    CHECK(bottomUp(every, c.pairs, c.partition));
    size_t inBands = 0;
    for (int band = 0; band < byBand.groupCount(); ++band) {
      Members ofBand;
      std::copy_if(every.begin(), every.end(), std::back_inserter(ofBand), [&](int32_t i) {
        return bandOf(byBand, c.partition, c.pairs[static_cast<size_t>(i)].a) == band;
      });
      CHECK(ofBand == membersOf(byBand.group(band), c.pairs));
      inBands += ofBand.size();
    }
    CHECK(inBands == every.size());
    CHECK(membersOf(inOrder.crossing(), c.pairs) == membersOf(byBand.crossing(), c.pairs));
  }
}

TEST_CASE("pair groups: random pairs fall into bands that share no actor, every chosen pair once, from the bottom up") {
  for (uint64_t seed = 1; seed <= 300; ++seed) {
    const RandomCase c = randomCase(seed);
    const Partition& partition = c.partition;
    const std::vector<FoundPair>& pairs = c.pairs;
    PairGroups groups;
    groups.build(pairs, partition, mostPairs);
    INFO("seed ", seed, ", ", groups.bandCount(), " bands");
    REQUIRE(groups.groupCount() == groups.bandCount());

    std::vector<int> seen(pairs.size(), 0);
    std::map<ActorId, int> bandOfActor;
    for (int band = 0; band < groups.groupCount(); ++band) {
      const Members members = membersOf(groups.group(band), pairs);
      REQUIRE(bottomUp(members, pairs, partition));
      for (const int32_t i : members) {
        ++seen[static_cast<size_t>(i)];
        const FoundPair& p = pairs[static_cast<size_t>(i)];
        for (const ActorId id : {p.a, p.b}) {
          REQUIRE(bandOf(groups, partition, id) == band);
          const auto [at, fresh] = bandOfActor.emplace(id, band);
          REQUIRE(at->second == band);
        }
      }
    }
    const Members crossing = membersOf(groups.crossing(), pairs);
    REQUIRE(bottomUp(crossing, pairs, partition));
    for (const int32_t i : crossing) {
      ++seen[static_cast<size_t>(i)];
      const FoundPair& p = pairs[static_cast<size_t>(i)];
      REQUIRE(bandOf(groups, partition, p.a) != bandOf(groups, partition, p.b));
    }
    for (size_t i = 0; i < pairs.size(); ++i) REQUIRE(seen[i] == (mostPairs(pairs[i]) ? 1 : 0));
  }
}

TEST_CASE("pair groups: put in bands on four threads, the groups are those made on one") {
  // Tens of thousands of pairs, so that the workers take several ranges of them at once.
  ThreadPool pool(4);
  for (uint64_t seed = 1; seed <= 50; ++seed) {
    Rng rng(seed);
    std::vector<int> lefts(static_cast<size_t>(rng.range(1000, 20000)));
    for (int& left : lefts) left = rng.range(0, 8000);
    const Partition partition = partitionOf(8000, lefts, randomTops(rng, lefts.size()));
    const auto actors = static_cast<ActorId>(lefts.size());
    std::vector<FoundPair> pairs;
    for (int i = rng.range(20000, 60000); i > 0; --i) {
      const ActorId a = rng.range(0, actors - 2);
      pairs.push_back(pairOf(a, rng.range(a + 1, actors - 1)));
    }
    std::sort(pairs.begin(), pairs.end(), [](const FoundPair& x, const FoundPair& y) {
      return x.a != y.a ? x.a < y.a : x.b < y.b;
    });
    PairGroups plain;
    PairGroups threaded;
    plain.build(pairs, partition, mostPairs);
    threaded.build(pairs, partition, mostPairs, &pool);
    INFO("seed ", seed);
    REQUIRE(threaded.groupCount() == plain.groupCount());
    for (int band = 0; band < plain.groupCount(); ++band)
      REQUIRE(membersOf(threaded.group(band), pairs) == membersOf(plain.group(band), pairs));
    REQUIRE(membersOf(threaded.crossing(), pairs) == membersOf(plain.crossing(), pairs));
    CHECK(!plain.crossing().empty());
  }
}
