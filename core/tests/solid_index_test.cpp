// The solid index finds every solid a scan would, in the same order, and stands aside when it
// is not built.

#include <algorithm>
#include <vector>

#include <doctest/doctest.h>

#include "core/rng.h"
#include "core/solid_index.h"

using namespace ledge;

namespace {

std::vector<SolidId> visited(const SolidIndex& index, const std::vector<Solid>& solids, int left, int right) {
  std::vector<SolidId> ids;
  index.forEachAcross(solids, left, right, [&](SolidId id, const Solid&) { ids.push_back(id); });
  return ids;
}

// What the callers keep of the candidates: the collidable solids overlapping [left, right].
std::vector<SolidId> overlapping(const std::vector<Solid>& solids, const std::vector<SolidId>& candidates, int left,
                                 int right) {
  std::vector<SolidId> ids;
  for (const SolidId id : candidates) {
    const Solid& s = solids[static_cast<size_t>(id)];
    if (s.collidable && s.x <= right && s.x + s.w - 1 >= left) ids.push_back(id);
  }
  return ids;
}

}  // namespace

TEST_CASE("solid index: the same solids, in id order, as a scan of all of them, over random levels") {
  Rng rng(11);
  int queries = 0, candidatesSeen = 0;
  for (int level = 0; level < 200; ++level) {
    std::vector<Solid> solids(static_cast<size_t>(rng.range(0, 60)));
    for (Solid& s : solids) {
      s.x = rng.range(-200, 4000);
      s.y = rng.range(0, 1000);
      s.w = rng.range(1, level % 10 == 0 ? 2000 : 64);  // now and then a very wide one
      s.collidable = rng.range(0, 9) != 0;
    }
    SolidIndex index;
    index.build(solids);
    std::vector<SolidId> all;
    for (SolidId id = 0; id < static_cast<SolidId>(solids.size()); ++id) all.push_back(id);
    for (int q = 0; q < 200; ++q, ++queries) {
      const int left = rng.range(-300, 4100);
      const int right = left + rng.range(0, 80);
      const std::vector<SolidId> found = visited(index, solids, left, right);
      CAPTURE(level);
      CAPTURE(left);
      REQUIRE(std::is_sorted(found.begin(), found.end()));
      REQUIRE(overlapping(solids, found, left, right) == overlapping(solids, all, left, right));
      candidatesSeen += static_cast<int>(found.size());
    }
  }
  // The point of it: far fewer candidates than solids.
  CHECK(candidatesSeen < queries * 4);
}

TEST_CASE("solid index: every solid is a candidate while the index is not built") {
  std::vector<Solid> solids(3);
  solids[0].x = 0;
  solids[1].x = 1000;
  solids[2].x = 2000;
  SolidIndex index;
  CHECK(visited(index, solids, 0, 10) == std::vector<SolidId>{0, 1, 2});
  index.build(solids);
  CHECK(visited(index, solids, 0, 10) == std::vector<SolidId>{0});
  index.clear();
  CHECK(visited(index, solids, 0, 10) == std::vector<SolidId>{0, 1, 2});
}

TEST_CASE("solid index: more candidates than it holds at once: every solid, in id order") {
  std::vector<Solid> solids(40);  // forty solids stacked on the same columns
  SolidIndex index;
  index.build(solids);
  const std::vector<SolidId> found = visited(index, solids, 0, 10);
  CHECK(found.size() == 40);
  CHECK(std::is_sorted(found.begin(), found.end()));
}
