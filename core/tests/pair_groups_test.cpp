// Groups of pairs that share no actor: each chosen pair in one group, each actor in one group,
// pairs in order within a group, groups numbered by their first pair.

#include <map>
#include <vector>

#include <doctest/doctest.h>

#include "core/pair_groups.h"
#include "core/tests/random_scene.h"

using namespace ledge;
using namespace ledge::test;

namespace {

ActorPair pairOf(ActorId a, ActorId b) {
  ActorPair p;
  p.a = a;
  p.b = b;
  return p;
}

std::vector<std::vector<int32_t>> groupsOf(const PairGroups& groups) {
  std::vector<std::vector<int32_t>> out;
  for (int g = 0; g < groups.count(); ++g) {
    const std::span<const int32_t> pairs = groups.pairsOf(g);
    out.emplace_back(pairs.begin(), pairs.end());
  }
  return out;
}

}  // namespace

TEST_CASE("pair groups: chains of pairs join, separate pairs stay apart, refused pairs join nothing") {
  // 0-1, 2-3 and 1-4 (joins the first), 5-6 refused, 3-7 (joins the second), 8-9.
  const std::vector<ActorPair> pairs = {pairOf(0, 1), pairOf(1, 4), pairOf(2, 3), pairOf(3, 7), pairOf(5, 6),
                                        pairOf(8, 9)};
  PairGroups groups;
  groups.build(pairs, 10, [](const ActorPair& p) { return p.a != 5; });
  using G = std::vector<std::vector<int32_t>>;
  CHECK(groupsOf(groups) == G{{0, 1}, {2, 3}, {5}});
}

TEST_CASE("pair groups: random pair lists split into groups that share no actor") {
  for (uint64_t seed = 1; seed <= 300; ++seed) {
    Rng rng(seed);
    const int actors = rng.range(2, 200);
    std::vector<ActorPair> pairs;
    for (int i = rng.range(0, 300); i > 0; --i) {
      const ActorId a = rng.range(0, actors - 2);
      pairs.push_back(pairOf(a, rng.range(a + 1, actors - 1)));
    }
    PairGroups groups;
    groups.build(pairs, actors, [](const ActorPair& p) { return (p.a + p.b) % 7 != 0; });

    std::map<ActorId, int> groupOfActor;
    std::vector<int> seen(pairs.size(), 0);
    int firstPairBefore = -1;
    for (int g = 0; g < groups.count(); ++g) {
      const std::span<const int32_t> members = groups.pairsOf(g);
      REQUIRE(!members.empty());
      REQUIRE(members.front() > firstPairBefore);  // numbered by their first pair
      firstPairBefore = members.front();
      for (size_t k = 0; k < members.size(); ++k) {
        if (k > 0) REQUIRE(members[k] > members[k - 1]);
        const ActorPair& p = pairs[static_cast<size_t>(members[k])];
        ++seen[static_cast<size_t>(members[k])];
        for (const ActorId id : {p.a, p.b}) {
          const auto [at, fresh] = groupOfActor.emplace(id, g);
          INFO("seed ", seed, ": actor ", id, " in groups ", at->second, " and ", g);
          REQUIRE(at->second == g);
        }
      }
    }
    for (size_t i = 0; i < pairs.size(); ++i) {
      const bool chosen = (pairs[i].a + pairs[i].b) % 7 != 0;
      REQUIRE(seen[i] == (chosen ? 1 : 0));
    }
    // As many groups as the chosen pairs have connected pieces: none holds two pieces.
    std::vector<std::vector<ActorId>> neighbours(static_cast<size_t>(actors));
    for (size_t i = 0; i < pairs.size(); ++i) {
      if ((pairs[i].a + pairs[i].b) % 7 == 0) continue;
      neighbours[static_cast<size_t>(pairs[i].a)].push_back(pairs[i].b);
      neighbours[static_cast<size_t>(pairs[i].b)].push_back(pairs[i].a);
    }
    std::vector<bool> reached(static_cast<size_t>(actors), false);
    int pieces = 0;
    for (ActorId start = 0; start < actors; ++start) {
      if (reached[static_cast<size_t>(start)] || neighbours[static_cast<size_t>(start)].empty()) continue;
      ++pieces;
      std::vector<ActorId> open = {start};
      reached[static_cast<size_t>(start)] = true;
      while (!open.empty()) {
        const ActorId id = open.back();
        open.pop_back();
        for (const ActorId next : neighbours[static_cast<size_t>(id)])
          if (!reached[static_cast<size_t>(next)]) {
            reached[static_cast<size_t>(next)] = true;
            open.push_back(next);
          }
      }
    }
    INFO("seed ", seed);
    CHECK(groups.count() == pieces);
  }
}
