// Groups of pairs that share no actor: each chosen pair in one group, each actor in one group,
// pairs in order within a group, whole pieces (chosen pairs chained by shared actors) taken in the
// order of their smallest actor until a group holds enough pairs.

#include <algorithm>
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

using Groups = std::vector<std::vector<int32_t>>;

Groups groupsOf(const PairGroups& groups) {
  Groups out;
  for (int g = 0; g < groups.count(); ++g) {
    const std::span<const int32_t> pairs = groups.pairsOf(g);
    out.emplace_back(pairs.begin(), pairs.end());
  }
  return out;
}

bool everyPair(const FoundPair&) { return true; }
// The random lists' choice: about six pairs in seven.
bool mostPairs(const FoundPair& p) { return (p.a + p.b) % 7 != 0; }

template <typename Joins>
Groups grouped(const std::vector<FoundPair>& pairs, ActorId actors, int pairsPerGroup, Joins&& joins) {
  PairGroups groups;
  groups.build(pairs, actors, pairsPerGroup, joins);
  return groupsOf(groups);
}

// By pair: the smallest actor of its piece, found by walking the chosen pairs as a graph.
std::vector<ActorId> pieceRoots(const std::vector<FoundPair>& pairs, ActorId actors) {
  std::vector<std::vector<ActorId>> neighbours(static_cast<size_t>(actors));
  for (const FoundPair& p : pairs) {
    if (!mostPairs(p)) continue;
    neighbours[static_cast<size_t>(p.a)].push_back(p.b);
    neighbours[static_cast<size_t>(p.b)].push_back(p.a);
  }
  std::vector<ActorId> rootOf(static_cast<size_t>(actors), kNoId);
  for (ActorId start = 0; start < actors; ++start) {
    if (rootOf[static_cast<size_t>(start)] != kNoId) continue;
    std::vector<ActorId> open = {start};
    rootOf[static_cast<size_t>(start)] = start;
    while (!open.empty()) {
      const ActorId id = open.back();
      open.pop_back();
      for (const ActorId next : neighbours[static_cast<size_t>(id)])
        if (rootOf[static_cast<size_t>(next)] == kNoId) {
          rootOf[static_cast<size_t>(next)] = start;
          open.push_back(next);
        }
    }
  }
  std::vector<ActorId> roots;
  for (const FoundPair& p : pairs) roots.push_back(rootOf[static_cast<size_t>(p.a)]);
  return roots;
}

}  // namespace

TEST_CASE("pair groups: chained pairs stay together, and pieces fill groups in the order of their smallest actor") {
  // Pieces: {0, 1, 4} (pairs 0, 1), {2, 3, 7} (pairs 2, 3), {5, 6} (pair 4), {8, 9} (pair 5).
  const std::vector<FoundPair> pairs = {pairOf(0, 1), pairOf(1, 4), pairOf(2, 3), pairOf(3, 7), pairOf(5, 6),
                                        pairOf(8, 9)};
  CHECK(grouped(pairs, 10, 1, everyPair) == Groups{{0, 1}, {2, 3}, {4}, {5}});
  CHECK(grouped(pairs, 10, 2, everyPair) == Groups{{0, 1}, {2, 3}, {4, 5}});
  CHECK(grouped(pairs, 10, 3, everyPair) == Groups{{0, 1, 2, 3}, {4, 5}});
  CHECK(grouped(pairs, 10, 100, everyPair) == Groups{{0, 1, 2, 3, 4, 5}});
  // A piece is numbered by its smallest actor, not by its first pair: 1-8-9-6 comes first.
  const std::vector<FoundPair> later = {pairOf(2, 3), pairOf(6, 9), pairOf(8, 9), pairOf(1, 8)};
  CHECK(grouped(later, 10, 1, everyPair) == Groups{{1, 2, 3}, {0}});
  CHECK(grouped({}, 10, 1, everyPair).empty());
}

TEST_CASE("pair groups: a refused pair belongs to no group and joins nothing") {
  // 1-2 would chain 0-1 and 2-3 into one piece.
  const std::vector<FoundPair> pairs = {pairOf(0, 1), pairOf(1, 2), pairOf(2, 3)};
  const auto refuseMiddle = [](const FoundPair& p) { return p.a != 1; };
  CHECK(grouped(pairs, 4, 1, refuseMiddle) == Groups{{0}, {2}});
  CHECK(grouped(pairs, 4, 1, everyPair) == Groups{{0, 1, 2}});
}

TEST_CASE("pair groups: random pair lists split into groups that share no actor and hold whole pieces") {
  for (uint64_t seed = 1; seed <= 300; ++seed) {
    Rng rng(seed);
    const int actors = rng.range(2, 200);
    std::vector<FoundPair> pairs;
    for (int i = rng.range(0, 300); i > 0; --i) {
      const ActorId a = rng.range(0, actors - 2);
      pairs.push_back(pairOf(a, rng.range(a + 1, actors - 1)));
    }
    const int pairsPerGroup = rng.range(1, 40);
    const Groups groups = grouped(pairs, actors, pairsPerGroup, mostPairs);
    const std::vector<ActorId> rootOfPair = pieceRoots(pairs, actors);
    INFO("seed ", seed, ", ", pairsPerGroup, " pairs per group");

    std::map<ActorId, size_t> groupOfActor;
    std::vector<int> seen(pairs.size(), 0);
    ActorId lastRoot = kNoId;
    for (size_t g = 0; g < groups.size(); ++g) {
      const std::vector<int32_t>& members = groups[g];
      REQUIRE(!members.empty());
      REQUIRE(std::is_sorted(members.begin(), members.end()));
      std::map<ActorId, int> piecePairs;  // by root
      for (const int32_t i : members) {
        const FoundPair& p = pairs[static_cast<size_t>(i)];
        ++seen[static_cast<size_t>(i)];
        ++piecePairs[rootOfPair[static_cast<size_t>(i)]];
        for (const ActorId id : {p.a, p.b}) {
          const auto [at, fresh] = groupOfActor.emplace(id, g);
          INFO("actor ", id, " in groups ", at->second, " and ", g);
          REQUIRE(at->second == g);
        }
      }
      // The pieces in order of their roots, and no more of them than reach pairsPerGroup.
      REQUIRE(piecePairs.begin()->first > lastRoot);
      lastRoot = piecePairs.rbegin()->first;
      if (g + 1 < groups.size()) CHECK(static_cast<int>(members.size()) >= pairsPerGroup);
      CHECK(static_cast<int>(members.size()) - piecePairs.rbegin()->second < pairsPerGroup);
    }
    for (size_t i = 0; i < pairs.size(); ++i) REQUIRE(seen[i] == (mostPairs(pairs[i]) ? 1 : 0));
  }
}

TEST_CASE("pair groups: joined on four threads, the groups are those joined on one") {
  // Tens of thousands of pairs in no order, so that the workers join ranges of them at once,
  // each pair within an island of a thousand actors close in id, so that the workers hang the
  // same long chains together and yet leave many pieces.
  ThreadPool pool(4);
  constexpr int kIsland = 1000;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    Rng rng(seed);
    const int actors = rng.range(10, 60) * kIsland;
    std::vector<FoundPair> pairs;
    for (int i = rng.range(20000, 60000); i > 0; --i) {
      const ActorId a = rng.range(0, actors - 2);
      const ActorId islandEnd = (a / kIsland + 1) * kIsland - 1;
      if (a < islandEnd) pairs.push_back(pairOf(a, std::min(islandEnd, a + rng.range(1, 3))));
    }
    const int pairsPerGroup = rng.range(1, 600);
    PairGroups threaded;
    threaded.build(pairs, actors, pairsPerGroup, mostPairs, &pool);
    INFO("seed ", seed);
    REQUIRE(groupsOf(threaded).size() > 1);
    REQUIRE(groupsOf(threaded) == grouped(pairs, actors, pairsPerGroup, mostPairs));
  }
}

TEST_CASE("pair groups: a piece holding most of the pairs rests the grouping for kRestSteps steps") {
  // One chain of five pairs against two separate pairs.
  const std::vector<FoundPair> pile = {pairOf(0, 1), pairOf(1, 2), pairOf(2, 3), pairOf(3, 4),
                                       pairOf(4, 5), pairOf(6, 7), pairOf(8, 9)};
  const std::vector<FoundPair> apart = {pairOf(0, 1), pairOf(2, 3), pairOf(4, 5)};
  PairGroups groups;
  groups.build(apart, 10, 1, everyPair);
  CHECK_FALSE(groups.restThisStep());
  groups.build(pile, 10, 1, everyPair);
  for (int step = 0; step < PairGroups::kRestSteps; ++step) CHECK(groups.restThisStep());
  CHECK_FALSE(groups.restThisStep());
}
