// The uniform grid: membership, incremental update, and pairs that match brute force.

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <vector>

#include <doctest/doctest.h>

#include "core/partition.h"
#include "core/thread_pool.h"
#include "core/tests/random_scene.h"
#include "core/tests/scene.h"

using namespace ledge;
using namespace ledge::test;

namespace {

Actor boxActor(int x, int y, int w, int h) {
  Actor a;
  a.x = a.prevX = x;
  a.y = a.prevY = y;
  a.w = w;
  a.h = h;
  return a;
}

// An actor of the exact model at a quarter-pixel position, so that boxes still touch exactly.
Actor exactActor(Rng& rng, int x, int y, int w, int h) {
  Actor a = boxActor(x, y, w, h);
  a.mover = MoverKind::Mtd;
  a.rx = static_cast<float>(rng.range(-2, 2)) * 0.25f;
  a.ry = static_cast<float>(rng.range(-2, 2)) * 0.25f;
  return a;
}

bool samePair(const ActorPair& p, const ActorPair& q) {
  return p.a == q.a && p.b == q.b && p.overlap == q.overlap && p.speedA == q.speedA && p.speedB == q.speedB &&
         p.positionA == q.positionA && p.positionB == q.positionB && p.previousA == q.previousA &&
         p.previousB == q.previousB && p.bothCollideWithActors == q.bothCollideWithActors;
}

// The partition's pairs with their collision data, as the brute force gives them.
std::vector<ActorPair> withData(const Partition& p) {
  std::vector<ActorPair> pairs;
  for (const FoundPair& pair : p.pairs()) pairs.push_back(p.pairData(pair));
  return pairs;
}

// Index of the first pair that differs, or -1 when the lists are equal.
int firstDifference(const std::vector<ActorPair>& grid, const std::vector<ActorPair>& brute) {
  const size_t n = std::min(grid.size(), brute.size());
  for (size_t i = 0; i < n; ++i)
    if (!samePair(grid[i], brute[i])) return static_cast<int>(i);
  return grid.size() == brute.size() ? -1 : static_cast<int>(n);
}

// A coordinate that is often exactly on a cell border, or one box size before it.
int nearBorder(Rng& rng, int cellPixels, int cellsAcross, int size) {
  const int border = rng.range(0, cellsAcross) * cellPixels;
  switch (rng.range(0, 3)) {
    case 0: return border;
    case 1: return border - size;
    case 2: return border + rng.range(-2, 2);
    default: return rng.range(-cellPixels, (cellsAcross + 1) * cellPixels);
  }
}

int randomSize(Rng& rng, int cellPixels) {
  switch (rng.range(0, 3)) {
    case 0: return rng.range(1, 4);                          // a pixel or a few
    case 1: return rng.range(cellPixels, 3 * cellPixels);    // several cells
    default: return rng.range(4, 32);
  }
}

// A random actor; some sit beside an earlier one so that their boxes touch exactly.
Actor randomActor(Rng& rng, const std::vector<Actor>& earlier, int cellPixels, int columns, int rows) {
  const int w = randomSize(rng, cellPixels);
  const int h = randomSize(rng, cellPixels);
  int x = nearBorder(rng, cellPixels, columns, w);
  int y = nearBorder(rng, cellPixels, rows, h);
  if (!earlier.empty() && rng.chance(25)) {
    const Actor& n = earlier[static_cast<size_t>(rng.range(0, static_cast<int>(earlier.size()) - 1))];
    x = rng.chance(50) ? n.x + n.w : n.x - w;
    y = n.y + rng.range(-h, n.h);
  }
  Actor a = rng.chance(25) ? exactActor(rng, x, y, w, h) : boxActor(x, y, w, h);
  a.vx = rng.uniform(-100.0f, 100.0f);
  a.vy = rng.uniform(-100.0f, 100.0f);
  a.prevX = x - rng.range(-3, 3);
  a.prevY = y - rng.range(-3, 3);
  a.alive = !rng.chance(10);
  return a;
}

// Cells hold the same objects and objects the same cells (order aside), every index points
// back (entry -> membership -> the same entry), and the boxes are up to date.
void requireSameMembership(Partition& incremental, Partition& rebuilt, const std::vector<Actor>& actors) {
  const int cellCount = incremental.columns() * incremental.rows();
  for (int cell = 0; cell < cellCount; ++cell) {
    std::vector<int32_t> a;
    std::vector<int32_t> b;
    const IVec2 c = incremental.cellCoords(cell);
    for (const Partition::Entry& e : incremental.objectsIn(cell)) {
      const Partition::Membership m = incremental.cellsOf(e.object)[static_cast<size_t>(e.membership)];
      REQUIRE(m.cell == cell);
      REQUIRE(incremental.objectsIn(cell)[static_cast<size_t>(m.slot)].object == e.object);
      const Box box = actors[static_cast<size_t>(e.object)].collisionBox();
      REQUIRE(incremental.boxOf(e.object) == box);
      const CellRange range = incremental.rangeOf(e.object);
      const uint32_t before = (range.x0 < c.x ? Partition::kAlsoLeft : 0u) | (range.y0 < c.y ? Partition::kAlsoAbove : 0u);
      REQUIRE(e.flags == before);
      a.push_back(e.object);
    }
    for (const Partition::Entry& e : rebuilt.objectsIn(cell)) b.push_back(e.object);
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    INFO("cell ", cell);
    REQUIRE(a == b);
  }
  for (int32_t id = 0; id < static_cast<int32_t>(actors.size()); ++id) {
    std::vector<int32_t> a;
    std::vector<int32_t> b;
    for (const Partition::Membership& m : incremental.cellsOf(id)) a.push_back(m.cell);
    for (const Partition::Membership& m : rebuilt.cellsOf(id)) b.push_back(m.cell);
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    INFO("object ", id);
    REQUIRE(a == b);
    REQUIRE(incremental.rangeOf(id) == rebuilt.rangeOf(id));
    REQUIRE(static_cast<int>(a.size()) == incremental.rangeOf(id).count());
  }
}

std::vector<int32_t> objectIds(const Partition& p, int cell) {
  std::vector<int32_t> ids;
  for (const Partition::Entry& e : p.objectsIn(cell)) ids.push_back(e.object);
  return ids;
}

std::vector<std::pair<ActorId, ActorId>> pairIds(const Partition& p) {
  std::vector<std::pair<ActorId, ActorId>> ids;
  for (const FoundPair& pair : p.pairs()) ids.emplace_back(pair.a, pair.b);
  return ids;
}

// Two partitions over the same random actors on a 2048 x 1024 px grid of 32 px cells (several
// ranges of objects for the box tracking, many of cells for the search): one updated and
// searched on five threads (five lists of pairs, sorted together).
struct PlainAndThreaded {
  static constexpr int kCellPixels = 32;
  Rng rng;
  ThreadPool pool{5};
  Partition plain;
  Partition threaded;
  std::vector<Actor> actors;

  PlainAndThreaded(uint64_t seed, int count) : rng(seed) {
    plain.reset(2048, 1024, kCellPixels);
    threaded.reset(2048, 1024, kCellPixels);
    for (int i = 0; i < count; ++i) actors.push_back(randomActor(rng, actors, kCellPixels, plain.columns(), plain.rows()));
  }
  void update() {
    plain.update(actors);
    threaded.update(actors, &pool);
  }
  void findPairs() {
    plain.findPairs(actors);
    threaded.findPairs(actors, &pool);
  }
  void place(ActorId id) {
    plain.place(id, actors[static_cast<size_t>(id)].collisionBox());
    threaded.place(id, actors[static_cast<size_t>(id)].collisionBox());
  }
  // The cell lists and the memberships equal, entry for entry, in the same order.
  void requireSameLists() {
    for (int cell = 0; cell < plain.columns() * plain.rows(); ++cell) {
      const std::span<const Partition::Entry> a = plain.objectsIn(cell);
      const std::span<const Partition::Entry> b = threaded.objectsIn(cell);
      REQUIRE(std::equal(a.begin(), a.end(), b.begin(), b.end()));
    }
    for (int32_t id = 0; id < static_cast<int32_t>(actors.size()); ++id) {
      const std::span<const Partition::Membership> a = plain.cellsOf(id);
      const std::span<const Partition::Membership> b = threaded.cellsOf(id);
      REQUIRE(std::equal(a.begin(), a.end(), b.begin(), b.end()));
    }
  }
};

// What random scenes checked against brute force exercised.
struct PairsSeen {
  uint64_t pairs = 0;
  uint64_t touching = 0;      // pairs that only touch (no overlap on an axis)
  uint64_t sideBySide = 0;    // ... on a side or a corner (no overlap across)
  uint64_t crowdedCells = 0;  // cells searched by a sweep
};

// `count` random actors on a grid of `cellPixels` cells over `width` x `height` px, some with no
// width or height: the scene as made, then two rounds of moves, deaths and revivals. Each time,
// the grid's pairs with their data must be brute force's.
void requirePairsAsBruteForce(uint64_t seed, Rng& rng, int cellPixels, int width, int height, int count,
                              PairsSeen& seen) {
  Partition partition;
  partition.reset(width, height, cellPixels);
  std::vector<Actor> actors;
  for (int i = count; i > 0; --i) {
    actors.push_back(randomActor(rng, actors, cellPixels, partition.columns(), partition.rows()));
    if (rng.chance(3)) (rng.chance(50) ? actors.back().w : actors.back().h) = 0;
  }
  std::vector<ActorPair> brute;
  for (int frame = 0; frame < 3; ++frame) {
    partition.update(actors);
    partition.findPairs(actors);
    findPairsBruteForce(actors, brute);
    INFO("seed ", seed, " frame ", frame, ": grid found ", partition.pairs().size(), ", brute force ", brute.size());
    REQUIRE(firstDifference(withData(partition), brute) == -1);
    // Side by side is the collision data's "no overlap across", told without making the data.
    for (const FoundPair& pair : partition.pairs()) {
      REQUIRE(pair.sideBySide == (partition.pairData(pair).overlap.x == 0.0f));
      seen.sideBySide += pair.sideBySide ? 1 : 0;
    }
    seen.pairs += brute.size();
    for (const ActorPair& p : brute) seen.touching += (p.overlap.x == 0.0f || p.overlap.y == 0.0f) ? 1 : 0;
    for (int cell = 0; cell < partition.columns() * partition.rows(); ++cell)
      seen.crowdedCells += partition.objectsIn(cell).size() >= Partition::kSweepFrom ? 1 : 0;

    for (Actor& a : actors) {
      if (rng.chance(50)) continue;
      if (rng.chance(20)) {
        a = randomActor(rng, actors, cellPixels, partition.columns(), partition.rows());
      } else {
        a.x += rng.range(-cellPixels, cellPixels);
        a.y += rng.range(-cellPixels, cellPixels);
      }
    }
  }
}

}  // namespace

TEST_CASE("partition: grid pairs equal brute-force pairs on 10,000 random scenes") {
  constexpr uint64_t kScenes = 10000;
  PairsSeen seen;
  for (uint64_t seed = 1; seed <= kScenes; ++seed) {
    Rng rng(seed);
    const int cellPixels = 16 * std::vector<int>{1, 2, 3, 4, 16}[static_cast<size_t>(rng.range(0, 4))];
    const int width = rng.range(1, 40) * 16;
    const int height = rng.range(1, 30) * 16;
    requirePairsAsBruteForce(seed, rng, cellPixels, width, height, rng.range(2, 60), seen);
  }
  std::printf("partition vs brute force: %llu scenes, %llu pairs (%llu touching)\n",
              static_cast<unsigned long long>(kScenes), static_cast<unsigned long long>(seen.pairs),
              static_cast<unsigned long long>(seen.touching));
  // The scenes must exercise what they claim to: many pairs, and pairs that only touch.
  CHECK(seen.pairs > 100000);
  CHECK(seen.touching > 1000);
  CHECK(seen.sideBySide > 1000);
}

TEST_CASE("partition: crowded cells, searched by a sweep along x, find the pairs brute force finds") {
  // A few cells of 4 to 16 tiles, most of them holding 64 objects or more (92 on average), some
  // of them larger than a cell, beside one another or across a border, and a few with no width
  // or no height.
  constexpr uint64_t kScenes = 300;
  PairsSeen seen;
  for (uint64_t seed = 1; seed <= kScenes; ++seed) {
    Rng rng(seed);
    const int cellPixels = 16 * std::vector<int>{4, 8, 16}[static_cast<size_t>(rng.range(0, 2))];
    const int width = rng.range(1, 3) * cellPixels;
    const int height = rng.range(1, 2) * cellPixels;
    requirePairsAsBruteForce(seed, rng, cellPixels, width, height, rng.range(100, 400), seen);
  }
  CHECK(seen.crowdedCells > 1000);
  CHECK(seen.pairs > 1000000);
  CHECK(seen.touching > 100000);
  CHECK(seen.sideBySide > 100000);
}

TEST_CASE("partition: an object on the corner of four cells yields one pair per neighbour") {
  Partition partition;
  partition.reset(128, 128, 16);
  // A 16x16 box centred on the corner (16, 16) is in four cells; one neighbour in each cell.
  std::vector<Actor> actors = {boxActor(8, 8, 16, 16), boxActor(4, 4, 6, 6), boxActor(22, 4, 6, 6),
                               boxActor(4, 22, 6, 6), boxActor(22, 22, 6, 6)};
  partition.update(actors);
  CHECK(partition.cellsOf(0).size() == 4);
  partition.findPairs(actors);
  using P = std::pair<ActorId, ActorId>;
  CHECK(pairIds(partition) == std::vector<P>{{0, 1}, {0, 2}, {0, 3}, {0, 4}});

  // A second object on the same corner shares all four cells with the first: still one pair,
  // and one with each neighbour.
  actors.push_back(boxActor(9, 9, 14, 14));
  partition.update(actors);
  partition.findPairs(actors);
  CHECK(pairIds(partition) ==
        std::vector<P>{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {0, 5}, {1, 5}, {2, 5}, {3, 5}, {4, 5}});
}

TEST_CASE("partition: touching boxes pair with zero overlap, zero-size boxes never pair") {
  Partition partition;
  partition.reset(128, 128, 32);
  // 1 touches 0 on 0's right edge exactly on a cell border (x = 32); 2 touches 0 at a corner.
  std::vector<Actor> actors = {boxActor(16, 16, 16, 16), boxActor(32, 22, 8, 8), boxActor(32, 32, 4, 4),
                               boxActor(20, 20, 0, 5)};
  partition.update(actors);
  partition.findPairs(actors);
  using P = std::pair<ActorId, ActorId>;
  REQUIRE(pairIds(partition) == std::vector<P>{{0, 1}, {0, 2}});
  const ActorPair side = partition.pairData(partition.pairs()[0]);
  CHECK(side.overlap.x == 0.0f);
  CHECK(side.overlap.y == -10.0f);  // 1 is lower (larger centre y): 0 leaves it upwards
  CHECK(partition.pairData(partition.pairs()[1]).overlap == Vec2{0.0f, 0.0f});
}

TEST_CASE("partition: the collision data of a pair, from each side") {
  Actor a = boxActor(10, 0, 10, 10);
  Actor b = boxActor(4, 3, 10, 10);
  a.vx = 5.0f;
  b.vy = -7.0f;
  a.prevX = 8;
  b.prevY = 1;
  Partition partition;
  partition.reset(64, 64, 16);
  const std::vector<Actor> actors = {a, b};
  partition.update(actors);
  partition.findPairs(actors);
  REQUIRE(partition.pairs().size() == 1);
  const ActorPair pair = partition.pairData(partition.pairs()[0]);
  // b is on a's left and below it: a leaves right (+4) or up (-7).
  CHECK(pair.overlap == Vec2{4.0f, -7.0f});

  const CollisionData fromA = collisionFor(pair, 0);
  CHECK(fromA.other == 1);
  CHECK(fromA.overlap == Vec2{4.0f, -7.0f});
  CHECK(fromA.speed1 == Vec2{5.0f, 0.0f});
  CHECK(fromA.speed2 == Vec2{0.0f, -7.0f});
  CHECK(fromA.pos1 == Vec2{10.0f, 0.0f});
  CHECK(fromA.pos2 == Vec2{4.0f, 3.0f});
  CHECK(fromA.oldPos1 == Vec2{8.0f, 0.0f});
  CHECK(fromA.oldPos2 == Vec2{4.0f, 1.0f});

  const CollisionData fromB = collisionFor(pair, 1);
  CHECK(fromB.other == 0);
  CHECK(fromB.overlap == Vec2{-4.0f, 7.0f});
  CHECK(fromB.speed1 == Vec2{0.0f, -7.0f});
  CHECK(fromB.pos1 == Vec2{4.0f, 3.0f});
  CHECK(fromB.oldPos1 == Vec2{4.0f, 1.0f});
  CHECK(fromB.oldPos2 == Vec2{8.0f, 0.0f});
  CHECK(pair.bothCollideWithActors);

  // As it was when found: a box placed since, or the actors moved and followed, change nothing.
  std::vector<Actor> moved = actors;
  moved[0].x += 20;
  moved[0].vx = 0.0f;
  partition.update(moved);
  partition.place(1, {40.0f, 40.0f, 10.0f, 10.0f});
  CHECK(samePair(partition.pairData(partition.pairs()[0]), pair));
  partition.update(actors);

  // A pair is found all the same when one of them passes through actors, but not to push apart.
  std::vector<Actor> passing = actors;
  passing[1].collidesWithActors = false;
  partition.findPairs(passing);
  REQUIRE(partition.pairs().size() == 1);
  CHECK_FALSE(partition.pairs()[0].bothCollideWithActors);
}

TEST_CASE("partition: membership after many moves equals a rebuild") {
  Rng rng(77);
  const int cellPixels = 16;
  Partition incremental;
  incremental.reset(640, 480, cellPixels);
  std::vector<Actor> actors;
  for (int i = 0; i < 300; ++i)
    actors.push_back(randomActor(rng, actors, cellPixels, incremental.columns(), incremental.rows()));

  for (int frame = 1; frame <= 600; ++frame) {
    for (Actor& a : actors) {
      const int roll = rng.range(0, 99);
      if (roll < 3) {
        a.alive = !a.alive;
      } else if (roll < 6) {
        a.x = rng.range(-100, 700);  // a jump across the map, and sometimes off it
        a.y = rng.range(-100, 600);
      } else if (roll < 60) {
        a.x += rng.range(-3, 3);
        a.y += rng.range(-3, 3);
      }
    }
    incremental.update(actors);
    if (frame % 50 != 0) continue;
    Partition rebuilt;
    rebuilt.reset(640, 480, cellPixels);
    rebuilt.rebuild(actors);
    INFO("frame ", frame);
    requireSameMembership(incremental, rebuilt, actors);
    incremental.findPairs(actors);
    rebuilt.findPairs(actors);
    REQUIRE(firstDifference(withData(incremental), withData(rebuilt)) == -1);
  }
}

TEST_CASE("partition: when many objects leave their cells, the lists are laid out again in id order") {
  PlainAndThreaded t(5, 6000);
  t.update();
  const auto inIdOrder = [](const Partition& p) {
    for (int cell = 0; cell < p.columns() * p.rows(); ++cell) {
      const std::vector<int32_t> ids = objectIds(p, cell);
      if (!std::is_sorted(ids.begin(), ids.end())) return false;
    }
    return true;
  };
  const auto requireAsRebuilt = [&t] {
    Partition rebuilt;
    rebuilt.reset(2048, 1024, PlainAndThreaded::kCellPixels);
    rebuilt.rebuild(t.actors);
    requireSameMembership(t.plain, rebuilt, t.actors);
    t.requireSameLists();
  };
  for (int frame = 1; frame <= 12; ++frame) {
    // Odd frames half the actors jump across the map (laid out again: every list in id order,
    // which leaving one by one would not give, as the stayers keep their places); even frames
    // a few dozen step over a border (changed one by one). Some die or come back either way.
    const bool many = frame % 2 == 1;
    for (Actor& a : t.actors) {
      if (many ? t.rng.chance(50) : t.rng.chance(1)) {
        a.x = t.rng.range(-100, 2100);
        a.y = t.rng.range(-100, 1100);
      }
      if (t.rng.chance(1)) a.alive = !a.alive;
    }
    t.update();
    INFO("frame ", frame);
    requireAsRebuilt();
    CHECK(inIdOrder(t.plain) == many);
    t.findPairs();
    std::vector<ActorPair> brute;
    findPairsBruteForce(t.actors, brute);
    REQUIRE(t.plain.pairs().size() > 100);
    REQUIRE(firstDifference(withData(t.plain), brute) == -1);
    REQUIRE(firstDifference(withData(t.threaded), brute) == -1);

    // A moving solid places the actors it pushes one by one, mid-step, in lists just laid out.
    for (int pushed = 0; pushed < 20; ++pushed) {
      const ActorId id = t.rng.range(0, static_cast<int>(t.actors.size()) - 1);
      if (!t.actors[static_cast<size_t>(id)].alive) continue;
      t.actors[static_cast<size_t>(id)].x += t.rng.range(-40, 40);
      t.place(id);
    }
    requireAsRebuilt();
  }
}

TEST_CASE("partition: layouts in a row, each counting only the objects that left, give the lists a rebuild gives") {
  // As in a rain, every step lays the lists out again: between two layouts each block of ids
  // moves its counts by its leavers, the cells they left and the cells they came to. Some die,
  // some of the dead come back, and some step into several new cells at once. The last 1,500
  // die together, then are gone from the actors: the grid still holds their ids, in no cell.
  PlainAndThreaded t(29, 6000);
  t.update();
  for (int frame = 1; frame <= 8; ++frame) {
    if (frame == 5) t.actors.resize(4500);
    for (Actor& a : t.actors) {
      if (t.rng.chance(30)) a.y += t.rng.range(8, 40);
      if (t.rng.chance(5)) a.x += t.rng.range(-64, 64);
      if (t.rng.chance(4)) a.alive = !a.alive;
      if (t.rng.chance(2)) a.w = t.rng.range(1, 3 * PlainAndThreaded::kCellPixels);
    }
    if (frame == 4)
      for (size_t id = 4500; id < t.actors.size(); ++id) t.actors[id].alive = false;
    t.update();
    Partition rebuilt;
    rebuilt.reset(2048, 1024, PlainAndThreaded::kCellPixels);
    rebuilt.rebuild(t.actors);
    INFO("frame ", frame);
    for (int cell = 0; cell < rebuilt.columns() * rebuilt.rows(); ++cell) {
      INFO("cell ", cell);
      REQUIRE(objectIds(t.plain, cell) == objectIds(rebuilt, cell));
      REQUIRE(objectIds(t.threaded, cell) == objectIds(rebuilt, cell));
    }
    t.findPairs();
    std::vector<ActorPair> brute;
    findPairsBruteForce(t.actors, brute);
    REQUIRE(firstDifference(withData(t.threaded), brute) == -1);
  }
}

TEST_CASE("partition: each change right after a layout finds every object's cells as they are") {
  // A layout leaves the objects' lists of cells to be made when a change needs them, unless the
  // steps since the layout before needed them: the second of two layouts in a row skips them,
  // and each change comes straight after it, with no look at the lists in between.
  enum class Change { FewLeave, Place, Die, Shrink, Grow };
  for (const Change change : {Change::FewLeave, Change::Place, Change::Die, Change::Shrink, Change::Grow}) {
    PlainAndThreaded t(7 + static_cast<uint64_t>(change), 6000);
    t.update();
    for (int round = 0; round < 3; ++round) {
      for (int layout = 0; layout < 2; ++layout) {
        for (Actor& a : t.actors)
          if (t.rng.chance(50)) a.x = t.rng.range(-100, 2100);
        t.update();  // many left their cells: laid out again
      }
      for (int k = 0; k < 30; ++k) {
        const auto id = static_cast<ActorId>(t.rng.range(0, static_cast<int>(t.actors.size()) - 1));
        Actor& a = t.actors[static_cast<size_t>(id)];
        if (change == Change::Die) a.alive = false;
        if (change == Change::FewLeave || change == Change::Place) a.x += t.rng.range(-64, 64);
        if (change == Change::Place && a.alive) t.place(id);
      }
      if (change == Change::Shrink) t.actors.resize(t.actors.size() - 40);
      for (int k = 0; change == Change::Grow && k < 40; ++k)
        t.actors.push_back(randomActor(t.rng, t.actors, PlainAndThreaded::kCellPixels, t.plain.columns(), t.plain.rows()));
      t.update();  // a few left (or came): changed one by one
      Partition rebuilt;
      rebuilt.reset(2048, 1024, PlainAndThreaded::kCellPixels);
      rebuilt.rebuild(t.actors);
      INFO("change ", static_cast<int>(change), ", round ", round);
      requireSameMembership(t.plain, rebuilt, t.actors);
      requireSameMembership(t.threaded, rebuilt, t.actors);
      t.findPairs();
      std::vector<ActorPair> brute;
      findPairsBruteForce(t.actors, brute);
      REQUIRE(firstDifference(withData(t.plain), brute) == -1);
      REQUIRE(firstDifference(withData(t.threaded), brute) == -1);
    }
  }
}

TEST_CASE("partition: a grid reset after a layout places objects afresh") {
  PlainAndThreaded t(17, 6000);
  t.update();
  for (Actor& a : t.actors) a.x = t.rng.range(-100, 2100);
  t.update();  // laid out again, the objects' lists of cells left to be made
  t.plain.reset(2048, 1024, PlainAndThreaded::kCellPixels);
  for (ActorId id = 0; id < 20; ++id) t.plain.place(id, t.actors[static_cast<size_t>(id)].collisionBox());
  for (ActorId id = 0; id < 20; ++id) {
    INFO("object ", id);
    CHECK(t.plain.cellsOf(id).size() == static_cast<size_t>(t.plain.rangeOf(id).count()));
    CHECK(t.plain.rangeOf(id) == t.plain.cellsUnder(t.actors[static_cast<size_t>(id)].collisionBox()));
  }
  CHECK(t.plain.cellsOf(20).empty());
}

TEST_CASE("partition: on threads, the cell lists, memberships and pairs are the same, in the same order") {
  PlainAndThreaded t(91, 5000);
  for (int frame = 1; frame <= 40; ++frame) {
    for (Actor& a : t.actors) {
      const int roll = t.rng.range(0, 99);
      if (roll < 3) {
        a.alive = !a.alive;
      } else if (roll < 60) {
        a.x += t.rng.range(-6, 6);
        a.y += t.rng.range(-6, 6);
      }
    }
    t.update();
    t.findPairs();
    INFO("frame ", frame);
    t.requireSameLists();
    REQUIRE(t.plain.pairs().size() > 100);
    REQUIRE(firstDifference(withData(t.threaded), withData(t.plain)) == -1);
  }
}

TEST_CASE("partition: one partition searched on five threads, then one, then two, finds the pairs a plain one finds") {
  // Its lists of pairs, one per worker, only grow in number: those of the workers it no longer
  // has must come out empty.
  PlainAndThreaded t(17, 5000);
  ThreadPool two(2);
  int frame = 0;
  for (TaskSystem* workers : {static_cast<TaskSystem*>(&t.pool), static_cast<TaskSystem*>(nullptr),
                              static_cast<TaskSystem*>(&two), static_cast<TaskSystem*>(&t.pool)}) {
    for (Actor& a : t.actors) {
      if (!t.rng.chance(60)) continue;
      a.x += t.rng.range(-6, 6);
      a.y += t.rng.range(-6, 6);
    }
    t.plain.update(t.actors);
    t.plain.findPairs(t.actors);
    t.threaded.update(t.actors, workers);
    t.threaded.findPairs(t.actors, workers);
    INFO("frame ", ++frame);
    REQUIRE(t.plain.pairs().size() > 100);
    REQUIRE(firstDifference(withData(t.threaded), withData(t.plain)) == -1);
  }
}

TEST_CASE("partition: pairs crowding on one actor come out in order, on threads or not") {
  // The search sorts its pairs in buckets by their first actor, a few pairs each on average:
  // here one actor (the first) overlaps thousands of others and one in the middle hundreds, so
  // that a bucket holds thousands of pairs (radix passes) and another hundreds (std::sort), each
  // from the lists of the workers that searched their cells.
  PlainAndThreaded t(29, 0);
  Rng& rng = t.rng;
  const auto smallActor = [&rng] { return boxActor(rng.range(0, 2000), rng.range(0, 1000), rng.range(4, 12), rng.range(4, 12)); };
  t.actors.push_back(boxActor(0, 0, 2048, 1024));
  for (int i = 0; i < 2500; ++i) t.actors.push_back(smallActor());
  t.actors.push_back(boxActor(500, 200, 1000, 600));
  for (int i = 0; i < 2500; ++i) t.actors.push_back(smallActor());
  t.update();
  t.findPairs();
  std::vector<ActorPair> brute;
  findPairsBruteForce(t.actors, brute);
  REQUIRE(brute.size() > 7000);
  CHECK(firstDifference(withData(t.plain), brute) == -1);
  CHECK(firstDifference(withData(t.threaded), brute) == -1);
}

TEST_CASE("partition: lists that fill up after a smaller layout still fit when the pool is compacted") {
  // The pool keeps the room of its largest layout. Laid out again smaller, with lists then filled
  // to the brim (a compaction gives each two places more than it holds) and others moved (the
  // abandoned room that calls for the compaction), the compacted lists need more places than the
  // pool holds: it must grow, not write past its end.
  const auto smallActor = [](int x) { return boxActor(x, 2, 4, 4); };
  Partition partition;
  partition.reset(50 * 16, 16, 16);
  std::vector<Actor> actors(81, smallActor(2));
  partition.rebuild(actors);
  actors.clear();
  for (int cell = 0; cell < 50; ++cell) actors.push_back(smallActor(cell * 16 + 2));
  partition.rebuild(actors);
  for (int cell = 0; cell < 50; ++cell)
    for (int k = 0; k < (cell < 20 ? 2 : 5); ++k) actors.push_back(smallActor(cell * 16 + 4 + k));
  partition.update(actors);
  partition.findPairs(actors);
  std::vector<ActorPair> brute;
  findPairsBruteForce(actors, brute);
  CHECK(brute.size() == 20 * 3 + 30 * 13);  // boxes at x 2, 4, 5 (all touch), or 2, 4, 5, 6, 7, 8 (4 apart touch)
  CHECK(firstDifference(withData(partition), brute) == -1);
  Partition rebuilt;
  rebuilt.reset(50 * 16, 16, 16);
  rebuilt.rebuild(actors);
  requireSameMembership(partition, rebuilt, actors);
}

TEST_CASE("partition: an update touches only the cells that changed") {
  Partition partition;
  partition.reset(160, 160, 16);
  // A large actor over 5x3 cells and two small ones in its first cell.
  std::vector<Actor> actors = {boxActor(2, 2, 70, 40), boxActor(4, 4, 4, 4), boxActor(8, 8, 4, 4)};
  partition.update(actors);
  REQUIRE(partition.cellsOf(0).size() == 15);
  const std::vector<int32_t> firstCell = objectIds(partition, 0);

  // Moving inside its cells changes no list.
  actors[0].x += 3;
  actors[1].y += 5;
  partition.update(actors);
  CHECK(objectIds(partition, 0) == firstCell);
  CHECK(partition.boxOf(0).x == 5.0f);  // the box follows the move

  // Growing one column to the right adds three cells and leaves the rest alone.
  actors[0].x += 10;  // right edge 85: column 5
  partition.update(actors);
  CHECK(partition.cellsOf(0).size() == 18);
  CHECK(objectIds(partition, 0) == firstCell);
  CHECK(partition.rangeOf(0) == CellRange{0, 0, 5, 2});

  // Leaving the first cell swaps the last entry into its place.
  actors[1].x = 40;
  partition.update(actors);
  REQUIRE(partition.objectsIn(0).size() == 2);
  CHECK(partition.objectsIn(0)[0].object == 0);
  CHECK(partition.objectsIn(0)[1].object == 2);
  CHECK(partition.cellsOf(2)[0].slot == 1);
}

TEST_CASE("partition: actors outside the map are clamped into the border cells") {
  Partition partition;
  partition.reset(64, 48, 16);  // 4 x 3 cells
  CHECK(partition.cellsUnder({-50.0f, -300.0f, 10.0f, 10.0f}) == CellRange{0, 0, 0, 0});
  CHECK(partition.cellsUnder({60.0f, 40.0f, 1000.0f, 1000.0f}) == CellRange{3, 2, 3, 2});
  CHECK(partition.cellsUnder({-1e30f, -1e30f, 2e30f, 2e30f}) == CellRange{0, 0, 3, 2});

  // Two actors above the map still find each other.
  const std::vector<Actor> actors = {boxActor(10, -40, 8, 8), boxActor(14, -36, 8, 8)};
  partition.update(actors);
  partition.findPairs(actors);
  CHECK(partition.pairs().size() == 1);
}

// The cell holding a pixel by the grid's definition: cell c holds [c * size, (c + 1) * size) in
// floats, the first and last cells open outwards; NaN goes to the first.
int referenceCell(float pixel, float size, int count) {
  if (std::isnan(pixel)) return 0;
  for (int c = 0; c < count - 1; ++c)
    if (pixel < static_cast<float>(c + 1) * size) return c;
  return count - 1;
}

TEST_CASE("partition: the cells under a box are the cells its edges fall in, on every border") {
  Rng rng(7);
  constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
  constexpr float kInf = std::numeric_limits<float>::infinity();
  // Sizes whose inverse rounds (most of them), and a sky that shifts the rows.
  for (int size = 1; size <= 100; ++size) {
    Partition partition;
    partition.reset(size * 37, size * 23, size, size * 3);
    const auto cellSize = static_cast<float>(size);
    const auto top = static_cast<float>(-3 * size);
    std::vector<float> pixels = {kNaN, -kInf, kInf, -0.0f, 1e30f, -1e30f};
    for (int c = -2; c <= 40; ++c) {
      const float border = static_cast<float>(c) * cellSize;
      for (const float off : {-0.5f, -0.001f, 0.0f, 0.001f, 0.5f}) pixels.push_back(border + off);
      // A float away from the border, where multiplying by the inverse rounds across it.
      pixels.push_back(std::nextafter(border, -kInf));
      pixels.push_back(std::nextafter(border, kInf));
    }
    for (int i = 0; i < 100; ++i) pixels.push_back(static_cast<float>(rng.range(-200000, 200000)) / 64.0f);
    for (const float x : pixels) {
      const float y = pixels[static_cast<size_t>(rng.range(0, static_cast<int>(pixels.size()) - 1))];
      const float w = static_cast<float>(rng.range(0, 3 * size));
      const float h = static_cast<float>(rng.range(0, 3 * size));
      const Box box{x, y + top, w, h};
      const CellRange expected{referenceCell(box.left(), cellSize, partition.columns()),
                               referenceCell(box.top() - top, cellSize, partition.rows()),
                               referenceCell(box.right(), cellSize, partition.columns()),
                               referenceCell(box.bottom() - top, cellSize, partition.rows())};
      INFO("size " << size << ", box " << box.x << " " << box.y << " " << box.w << " " << box.h);
      REQUIRE(partition.cellsUnder(box) == expected);
    }
  }
}

TEST_CASE("partition: a grid over the largest map stays within kMaxCells") {
  Partition partition;
  partition.reset(16384 * 16, 16384 * 16, 16);
  CHECK(static_cast<int64_t>(partition.columns()) * partition.rows() <= Partition::kMaxCells);
  CHECK(partition.cellPixels() > 16);
  CHECK(partition.columns() * partition.cellPixels() >= 16384 * 16);
  // A grid of exactly kMaxCells, without a sky, keeps the cell size asked for.
  partition.reset(1024, 1024, 1);
  CHECK(partition.cellPixels() == 1);
  CHECK(partition.columns() * partition.rows() == Partition::kMaxCells);
}

TEST_CASE("partition: an object over every cell of the largest grid points back from each of its cells") {
  // The entries keep the membership in a bit-field: it must hold an index up to kMaxCells - 1,
  // whether the entry was added one by one or laid out with the rest.
  Partition partition;
  partition.reset(1024, 1024, 1);  // a pixel a cell: kMaxCells cells
  const int cellCount = partition.columns() * partition.rows();
  REQUIRE(cellCount == Partition::kMaxCells);
  const std::vector<Actor> actors = {boxActor(0, 0, 1023, 1023)};
  const auto mismatches = [&partition, cellCount] {
    int wrong = 0;
    const std::span<const Partition::Membership> cells = partition.cellsOf(0);
    for (int cell = 0; cell < cellCount; ++cell) {
      const std::span<const Partition::Entry> list = partition.objectsIn(cell);
      const bool right = list.size() == 1 && list[0].membership >= 0 &&
                         static_cast<size_t>(list[0].membership) < cells.size() &&
                         cells[static_cast<size_t>(list[0].membership)].cell == cell;
      wrong += right ? 0 : 1;
    }
    return wrong;
  };
  partition.update(actors);  // placed one by one
  CHECK(mismatches() == 0);
  partition.rebuild(actors);  // laid out with the memberships, as the update needed them
  CHECK(mismatches() == 0);
  partition.rebuild(actors);
  partition.rebuild(actors);  // laid out alone: the memberships are made from the cell lists
  CHECK(mismatches() == 0);
}

TEST_CASE("partition: the world builds its grid from the level's cell size, dead actors leave it") {
  Level level = levelFromRows({"......", "......", "......", "......", "......", "......", "######"});
  level.cellSize = 2;
  level.actors.push_back(actorAt(20, 20));
  level.actors.push_back(actorAt(60, 20));
  World world(level);
  CHECK(world.partition.cellPixels() == 32);
  CHECK(world.partition.columns() == 3);
  CHECK(world.partition.rows() == 4);
  CHECK(world.partition.contains(0));
  CHECK(world.partition.contains(1));

  world.actor(1).alive = false;
  world.step({});
  CHECK(world.partition.contains(0));
  CHECK_FALSE(world.partition.contains(1));
}

TEST_CASE("partition: a world restored to a keyframe reports no pairs of the state it left") {
  Level level = levelFromRows({"......", "......", "......", "######"});
  level.actors.push_back(actorAt(10, 10));
  World world(level);
  const WorldState keyframe = world.state;  // one actor
  world.state.actors.push_back(makeActor(actorAt(40, 30)));
  world.state.actors.push_back(makeActor(actorAt(44, 30)));  // overlapping the one before
  world.step({});
  REQUIRE_FALSE(world.partition.pairs().empty());
  world.restore(keyframe);
  CHECK(world.partition.pairs().empty());  // the pair named actors 1 and 2, which no longer exist
  world.step({});
  CHECK(world.partition.pairs().empty());
}
