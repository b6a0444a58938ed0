#pragma once
// The uniform-grid spatial partition of the tutsplus "Basic 2D Platformer Physics, Part 5":
// the map is cut into square cells (measured in tiles, 16 by default), an actor sits in every
// cell its box overlaps, and overlapping actors are found by testing each cell's objects
// against the ones later in its list. A crowded cell (a cell size too large for the crowd) has
// its objects ordered by their left edges first, and each is tested only against the later
// ones that start before it ends (to a 256th of the cell: an object that reaches the cell's
// last strip is tested against all the later ones), a sweep along x: the tests grow with the
// cell's objects times their neighbours, not with the square of its objects.
//
// Membership is the article's: each actor keeps the list of its cells and its index in each,
// and leaving a cell swaps the cell's last object into the hole (O(1) removal). When many
// objects leave their cells in one update (a rain of actors falling through them), every list
// is laid out again instead, in id order, which costs less than that many removals. Unlike the
// article, actors may span any number of cells, and a pair that shares several cells is
// reported once without searching the pairs already found: a pair belongs to the cell at the
// top-left corner of the cells the two share, and every other shared cell skips it.
//
// The partition is derived data: World rebuilds it after a restore. Cell lists therefore
// depend on history, so the pairs are sorted by (a, b) before anyone uses them. The objects'
// lists of cells are derived from the cell lists in turn: when no change needed them since the
// last layout, laying the lists out again leaves them to be made by the next change that needs
// them. A rain lays the lists out every step and never needs them. The first rebuild (a level
// loaded) makes them all the same, so that their memory is touched there and not in a step.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "core/actor.h"
#include "core/geometry.h"
#include "core/task_system.h"

namespace ledge {

// Inclusive range of cell coordinates; empty when x0 > x1.
struct CellRange {
  int x0 = 0;
  int y0 = 0;
  int x1 = -1;
  int y1 = -1;

  constexpr bool empty() const { return x0 > x1 || y0 > y1; }
  constexpr bool contains(int cx, int cy) const { return cx >= x0 && cx <= x1 && cy >= y0 && cy <= y1; }
  constexpr int count() const { return empty() ? 0 : (x1 - x0 + 1) * (y1 - y0 + 1); }
  friend constexpr bool operator==(const CellRange&, const CellRange&) = default;
};

// Two actors whose boxes overlap or touch, as the search finds them: what the response reads,
// 12 bytes. The rest of the collision data is the partition's to give (pairData). `a` < `b`.
struct FoundPair {
  ActorId a = kNoId;
  ActorId b = kNoId;
  // Both actors collide with actors, so the response pushes them apart. The others are found
  // all the same, for a game to read (a pickup, a trigger), and left alone.
  bool bothCollideWithActors = false;
  // The boxes share no column: they touch at a side or a corner only (crates side by side in a
  // pile, half of the rain's pairs). Such a pair needs no separation and neither rests on the
  // other, unless one of them has moved since (the response skips it if neither did).
  bool sideBySide = false;
  friend constexpr bool operator==(const FoundPair&, const FoundPair&) = default;
};

// A found pair with the article's collision data, taken when the pair was found (later
// separations do not change it). `a` < `b`.
struct ActorPair {
  ActorId a = kNoId;
  ActorId b = kNoId;
  // Signed overlap from a's side: positive x when b is on a's left, so a leaves the overlap by
  // moving +x. Zero on an axis where the boxes only touch. b's overlap is the negation.
  Vec2 overlap;
  Vec2 speedA;     // velocity, px/s
  Vec2 speedB;
  Vec2 positionA;  // top-left of the collision box
  Vec2 positionB;
  Vec2 previousA;  // position at the start of the step
  Vec2 previousB;
  bool bothCollideWithActors = false;
};

// The article's per-object CollisionData: a pair as one of its two actors sees it. The 1s are
// the owner's, the 2s the other's, and the overlap is from the owner's side.
struct CollisionData {
  ActorId other = kNoId;
  Vec2 overlap;
  Vec2 speed1;
  Vec2 speed2;
  Vec2 pos1;
  Vec2 pos2;
  Vec2 oldPos1;
  Vec2 oldPos2;
};
CollisionData collisionFor(const ActorPair& pair, ActorId self);

// The article's OverlapsSigned: boxes that overlap or touch (zero gap) collide, boxes of zero
// width or height never do. `overlap` gets the signed overlap from a's side.
bool overlapsSigned(const Box& a, const Box& b, Vec2& overlap);

// Many short lists in one vector, so that walking them in order reads memory front to back:
// list i holds items [begin, begin + count) with room for `capacity`. A full list moves to the
// end with twice the room and its old place is abandoned until compact() lays the lists out
// again in list order. An item's slot (its index within its list) never changes when lists move.
//
// The pool's memory is touched when the lists are laid out (a level loaded), with room for
// them to grow and for a compaction: memory touched for the first time costs a page fault a
// page, and a pool that ran out of room would copy itself into fresh memory, both in the middle
// of a step (15 ms in the third step of the rain of 100,000, where falling actors fill empty
// cells one by one).
template <typename T>
class ListPool {
 public:
  void reset(size_t lists) {
    heads_.assign(lists, {});
    items_.clear();
    used_ = 0;
    abandoned_ = 0;
  }
  void addLists(size_t lists) {
    if (lists > heads_.size()) heads_.resize(lists);
  }
  // Lays the lists out again in list order, list i holding counts[i] items (to be set with
  // at()) and room for a few more, so that the next changes move little. A pool too small for
  // them gets room for `growth` times their size, so that it seldom has to move again.
  void layOut(std::span<const uint32_t> counts, size_t growth) {
    heads_.resize(counts.size());
    uint32_t begin = 0;
    for (size_t i = 0; i < counts.size(); ++i) {
      heads_[i] = {begin, counts[i], roomFor(counts[i])};
      begin += heads_[i].capacity;
    }
    used_ = begin;
    abandoned_ = 0;
    if (items_.size() < begin) items_.resize(growth * begin);
    // A compaction writes each list with room for a few more: twice the laid-out size is room
    // enough for the rain's (1.2 times), else compact() grows it.
    if (scratch_.size() < begin) scratch_.resize(2 * size_t{begin});
  }
  size_t size(size_t list) const { return heads_[list].count; }
  // Has the pool had room for an item since it was made or reset?
  bool hasMemory() const { return !items_.empty(); }
  std::span<const T> items(size_t list) const { return {items_.data() + heads_[list].begin, heads_[list].count}; }
  T& at(size_t list, int32_t slot) { return items_[heads_[list].begin + static_cast<uint32_t>(slot)]; }
  // Where a list's items start in the pool, and an item by its place in the pool: filling lists
  // just laid out item by item need not look each list up.
  uint32_t begin(size_t list) const { return heads_[list].begin; }
  T& inPool(uint32_t place) { return items_[place]; }
  const T& back(size_t list) const { return items_[heads_[list].begin + heads_[list].count - 1]; }

  // Appends and returns the new item's slot.
  int32_t push(size_t list, const T& item) {
    Head& head = heads_[list];
    if (head.count == head.capacity) grow(head);
    items_[head.begin + head.count] = item;
    return static_cast<int32_t>(head.count++);
  }
  void popBack(size_t list) { --heads_[list].count; }
  void compactIfSparse() {
    if (abandoned_ > used_ / 4) compact();
  }
  void compact() {
    // Full lists come out with more room than they had: the pool itself may need to grow.
    size_t needed = 0;
    for (const Head& head : heads_) needed += roomFor(head.count);
    if (scratch_.size() < needed) scratch_.resize(needed);
    ensureRoom(needed);
    uint32_t begin = 0;
    for (Head& head : heads_) {
      std::copy_n(items_.begin() + head.begin, head.count, scratch_.begin() + begin);
      head.begin = begin;
      head.capacity = roomFor(head.count);
      begin += head.capacity;
    }
    // Copied back rather than swapped, so that the pool keeps its room to grow.
    std::copy_n(scratch_.begin(), begin, items_.begin());
    used_ = begin;
    abandoned_ = 0;
  }

 private:
  struct Head {
    uint32_t begin = 0;
    uint32_t count = 0;
    uint32_t capacity = 0;
  };
  static uint32_t roomFor(uint32_t count) { return count == 0 ? 0 : count + 2; }
  // Room for `places` items, at least doubling: a pool that outgrows its room in a step moves
  // into fresh memory, and should seldom have to again.
  void ensureRoom(size_t places) {
    if (items_.size() < places) items_.resize(std::max(places, 2 * items_.size()));
  }
  void grow(Head& head) {
    const uint32_t capacity = std::max(4u, head.capacity * 2);
    ensureRoom(used_ + capacity);
    const auto begin = static_cast<uint32_t>(used_);
    std::copy_n(items_.begin() + head.begin, head.count, items_.begin() + begin);
    used_ += capacity;
    abandoned_ += head.capacity;
    head.begin = begin;
    head.capacity = capacity;
  }

  std::vector<Head> heads_;
  std::vector<T> items_;    // every list's items and room in [0, used_), then room to grow into
  std::vector<T> scratch_;  // compaction's target, kept so that compacting does not allocate
  size_t used_ = 0;
  size_t abandoned_ = 0;
};

class Partition {
 public:
  // Refuses grids larger than this (a 1-tile cell over the largest map would need 268 million
  // cells): reset() doubles the cell size until the grid fits. cellPixels() tells the truth.
  static constexpr int kMaxCells = 1 << 20;
  // Cells with at least this many objects are searched by a sweep (see the top of this file):
  // below it, ordering the objects costs more than the tests it saves.
  static constexpr size_t kSweepFrom = 64;

  // Where an object is: a cell, and the object's index in that cell's list.
  struct Membership {
    int32_t cell = 0;
    int32_t slot = 0;
    friend constexpr bool operator==(const Membership&, const Membership&) = default;
  };
  // An entry of a cell's list: the object, which of its memberships points here, and whether
  // the object's first cell is elsewhere. Entries hold no copy of the box: an actor that moves
  // within its cells (most of them, most frames) then writes only its own slot of a dense array.
  // 8 bytes, as laying out and searching the lists read and write little else: an object is in
  // at most kMaxCells cells, well within the membership's 30 bits.
  struct Entry {
    int32_t object = 0;
    int32_t membership : 30 = 0;
    uint32_t flags : 2 = 0;  // kAlsoLeft | kAlsoAbove
    friend constexpr bool operator==(const Entry&, const Entry&) = default;
  };
  static constexpr uint32_t kAlsoLeft = 1;   // the object is also in the cell to the left
  static constexpr uint32_t kAlsoAbove = 2;  // ... and in the cell above
  static_assert(sizeof(Entry) == 8);

  // What a pair search takes of each object for the collision data.
  struct Snapshot {
    Box box;        // as the search saw it
    Vec2 speed;     // px/s
    Vec2 previous;  // position at the start of the step
  };

  Partition();

  // An empty grid of square cells covering a map of the given size in pixels, and `skyPixels`
  // of the open sky above its top (actors may start or fly up there).
  void reset(int pixelWidth, int pixelHeight, int cellPixels, int skyPixels = 0);
  // Living actors go into (or stay in) the cells their collision boxes overlap, dead ones
  // leave. When few leave a cell, an actor whose cells did not change touches no cell list;
  // when many do, every list is laid out again. `tasks` (may be null) follows the boxes and
  // lays the lists out on several threads; the cell lists come out the same.
  void update(const std::vector<Actor>& actors, TaskSystem* tasks = nullptr);
  // Empties the grid and places every living actor, in id order; no pairs until the next search.
  // The first rebuild also makes the objects' lists of cells (see the top of this file).
  void rebuild(const std::vector<Actor>& actors);
  // Puts object `id` in the cells under `box`, adding and removing only the cells that changed.
  void place(int32_t id, const Box& box);
  void remove(int32_t id);

  // Every pair of objects whose boxes overlap or touch, once, into pairs(), ordered by (a, b).
  // `actors` gives the speeds and previous positions of the collision data, taken now for
  // every object (none for an object that is no actor); `tasks` (may be null) searches the
  // cells on several threads.
  void findPairs(const std::vector<Actor>& actors, TaskSystem* tasks = nullptr);
  const std::vector<FoundPair>& pairs() const { return pairs_; }
  // Working memory for `pairs` pairs found by `workers` workers (each finding up to twice its
  // share), and for a quarter of the objects leaving their cells in one update, touched now
  // rather than in the steps that first need it (working_memory.h). Only for speed.
  void reserveWorkingMemory(size_t pairs, int workers);
  // A pair of the last search with its collision data as it was then. Made when asked, from
  // what the search took of each object: the response reads the actors themselves, and most
  // pairs are never asked for more.
  ActorPair pairData(const FoundPair& pair) const;

  int columns() const { return columns_; }
  int rows() const { return rows_; }
  int cellPixels() const { return cellPixels_; }
  int cellIndex(int cx, int cy) const { return cy * columns_ + cx; }
  IVec2 cellCoords(int cell) const {
    const int row = rowOf(cell);
    return {cell - row * columns_, row};
  }
  // The cell's square in world pixels.
  Box cellBox(int cell) const;
  // The cells a box overlaps, edges included (boxes that touch share a cell), clamped into the
  // grid: an actor above or beside the map is in the border cells.
  CellRange cellsUnder(const Box& box) const;

  // The objects whose boxes overlap or touch `box`, in id order, each once (appended to `out`).
  void objectsTouching(const Box& box, std::vector<int32_t>& out) const;

  // One more than the largest id the partition has held since its reset.
  int32_t objectCount() const { return static_cast<int32_t>(boxes_.size()); }
  bool contains(int32_t id) const;
  // The box the object was last placed with.
  const Box& boxOf(int32_t id) const { return boxes_[static_cast<size_t>(id)]; }
  std::span<const Entry> objectsIn(int cell) const { return cells_.items(static_cast<size_t>(cell)); }
  // The object's cells, each with its slot there; made from the cell lists first if they were
  // laid out again since.
  std::span<const Membership> cellsOf(int32_t id);
  CellRange rangeOf(int32_t id) const {
    return static_cast<size_t>(id) < ranges_.size() ? ranges_[static_cast<size_t>(id)] : CellRange{};
  }

 private:
  // What the pair test reads of a box. A box of zero width or height gets left and top +inf,
  // right and bottom -inf, which touch nothing.
  struct Edges {
    float left = 0.0f;
    float top = 0.0f;
    float right = 0.0f;
    float bottom = 0.0f;
  };
  static Edges edgesOf(const Box& box);
  // A worker's share of a pair search. A cell's objects are gathered column by column (edges,
  // flags and ids), so that one object is tested against a block of the later ones in a few
  // vector instructions that answer with a bit each (BlockProbe). The pairs found are kept as
  // keys ((a << bits | b) << 1 | side by side), to be sorted with every worker's keys
  // (sortPairKeys): the order of (a, b), as a pair is found once.
  struct PairSearch {
    static constexpr size_t kBlock = 4;
    // A crowded cell's objects are ordered by their left edges in a counting sort over this many
    // strips of the cell: the order within a strip does not matter (see reach()).
    static constexpr uint32_t kStrips = 256;
    std::vector<float> edges;  // four columns of room() each: left, top, right, bottom
    std::vector<uint32_t> flags;
    std::vector<int32_t> objects;
    std::vector<uint64_t> keys;
    std::vector<uint32_t> bucketPlaces;  // by bucket: how many of the keys, then where the next goes
    std::vector<uint64_t> sortScratch;   // a crowded bucket's radix passes, on this worker
    // The ordering by left edges: each object's strip and edges as read, then by strip the end
    // of its objects in the columns. Strips are counted from stripOrigin, stripsPerPixel a pixel.
    std::vector<uint32_t> strips;
    std::vector<Edges> unordered;
    std::array<uint32_t, kStrips> stripEnds{};
    float stripOrigin = 0.0f;
    float stripsPerPixel = 0.0f;

    size_t room() const { return flags.size(); }
    float* column(int edge) { return edges.data() + static_cast<size_t>(edge) * room(); }
    const float* column(int edge) const { return edges.data() + static_cast<size_t>(edge) * room(); }
    // The cell's objects in list order, then a block's worth of padding that touches nothing.
    void gather(std::span<const Entry> list, const std::vector<Box>& boxes);
    // The same, ordered by their strips: the strip of the left edge, for a cell whose left is at
    // `origin`, `cellPixels` wide.
    void gatherByLeft(std::span<const Entry> list, const std::vector<Box>& boxes, float origin, int cellPixels);
    // After gatherByLeft: one past the last object that may touch the one at `place`, as none
    // after it starts before that one ends.
    size_t reach(size_t place) const { return stripEnds[stripOf(column(2)[place])]; }
    // The strip a pixel x falls in, clamped into the cell's strips: an order that never goes
    // down as x goes up is all the sweep needs.
    uint32_t stripOf(float x) const;
    void makeRoom(size_t count);
    void put(size_t place, const Edges& e, uint32_t flag, int32_t object);
    // A block's worth of padding after the first `count` places.
    void pad(size_t count);
  };
  class BlockProbe;
  // Work shared out per range: a few microseconds each.
  static constexpr int kObjectsPerRange = 1024;
  // Leaving a cell costs a few random reads and writes in the cell lists; laying all of them
  // out again, a pass over the objects and one over the cells per block of ids. Measured: a
  // leaver weighs about kObjectsPerLeaver objects, an object kCellsPerObject cells. The choice
  // counts one block whatever the threads, so that the lists do not depend on them.
  static constexpr size_t kLeaversForLayout = 1024;
  static constexpr size_t kObjectsPerLeaver = 8;
  static constexpr size_t kCellsPerObject = 4;
  // Each block counts every cell: more blocks would cost memory (a count per cell each) for
  // little more speed.
  static constexpr int kMaxLayoutBlocks = 4;
  static constexpr int kCellsPerRange = 16;  // crowds fill a row of cells or two
  // The pools' room to grow, in times their laid-out size (ListPool::layOut). Actors falling
  // into empty cells one by one, as the rain's first steps do, take the cell lists' pool to 2.7
  // times. An object's list of cells has room for two more, and seldom needs more.
  static constexpr size_t kCellRoom = 4;
  static constexpr size_t kMembershipRoom = 2;
  // The sort's buckets hold a few keys on average, and are sorted a few hundred at a time.
  static constexpr size_t kKeysPerBucket = 8;
  static constexpr int kBucketsPerRange = 256;

  // cell / columns_ without a division, which would cost more than the rest of a cell change:
  // exact for every cell index below 2^21 (Granlund and Montgomery), and kMaxCells is 2^20.
  int rowOf(int cell) const { return static_cast<int>((static_cast<uint64_t>(cell) * rowMagic_) >> kRowShift); }
  void ensureObject(int32_t id);
  // Records the object's new box; true when it is still in the same cells. Touches the
  // object's own slots only, so objects may be tracked on several threads at once.
  bool track(int32_t id, const Box& box);
  // Moves the object into the cells under its box, changing only the cells it left or entered.
  void relocate(int32_t id);
  void addToCell(int32_t id, int cx, int cy);
  // Is laying the lists out again cheaper than moving `leavers` objects one by one? In the rain
  // of 100,000 a quarter of the actors leave a cell every frame: it is.
  bool layoutPays(size_t leavers, size_t objects) const;
  // The leavers' new ranges (none for the dead), then the lists laid out again.
  void layOutLeavers(TaskSystem* tasks);
  // The layout's blocks of consecutive ids: one per worker, up to kMaxLayoutBlocks, each a whole
  // number of kObjectsPerRange, so that each list of leavers lies in one block.
  struct LayoutBlocks {
    int count = 0;
    int size = 0;
    friend constexpr bool operator==(const LayoutBlocks&, const LayoutBlocks&) = default;
  };
  LayoutBlocks layoutBlocks(TaskSystem* tasks) const;
  // Every list made again: each object in the cells of its range, in id order. `tasks` (may be
  // null) counts and fills on several threads, the lists come out the same. `onlyLeaversMoved`:
  // since the last layout only the leavers changed their cells, so each block's counts follow
  // them instead of counting every object again.
  void layOutCells(TaskSystem* tasks, bool onlyLeaversMoved);
  // A block's objects per cell: every object's cells counted, or the last counts moved by the
  // block's leavers.
  void countBlock(int begin, int end, std::vector<uint32_t>& counts) const;
  void countBlockLeavers(int begin, int end, std::vector<uint32_t>& counts) const;
  // Adds `change` to the count of every cell of `range`.
  void countCells(const CellRange& range, uint32_t change, std::vector<uint32_t>& counts) const;
  void removeMembership(int32_t id, int32_t membership);
  // Room for every object's list of cells, as many as its range holds.
  void layOutMemberships();
  // Every object's list of cells, from the cell lists, unless they are up to date.
  void ensureMemberships(TaskSystem* tasks);
  static uint32_t alsoBefore(const CellRange& range, int cx, int cy);
  int cellCoord(float pixel, int count) const;
  bool inCell(float pixel, int cell, int count) const;
  // Does `range` still equal cellsUnder(box)? Cheaper to ask than to compute the range.
  bool stillUnder(const CellRange& range, const Box& box) const;
  void collectPairsInCell(int cell, PairSearch& search) const;
  // The keys of the first `lists` searches into pairKeys_ in order, and the pairs they make into
  // pairs_. A bucket sort by the keys' top bits: each list's keys are counted and scattered on
  // a thread, then ranges of buckets are sorted and read out, all on several threads. No two
  // lists share a key: a pair is found in one cell.
  void sortPairKeys(int lists, TaskSystem* tasks);
  // Each object's snapshot and whether it collides with actors, for the pairs just found.
  void takeSnapshots(const std::vector<Actor>& actors, TaskSystem* tasks);

  static constexpr int kRowShift = 42;
  int columns_ = 1;
  int rows_ = 1;
  uint64_t rowMagic_ = (uint64_t{1} << kRowShift) + 1;  // for columns_ == 1
  int cellPixels_ = 256;
  float inverseCellPixels_ = 1.0f / 256.0f;
  int top_ = 0;  // world pixel y of the top of row 0: minus the sky's height
  ListPool<Entry> cells_;             // one list per cell
  ListPool<Membership> memberships_;  // one list per object: its cells
  bool membershipsMade_ = true;    // false from a layout without them to the next change that needs them
  bool membershipsNeeded_ = false;  // a change needed them since the last layout
  // By object, apart: the layout reads the ranges alone, the pair search the boxes alone.
  std::vector<Box> boxes_;          // the box the object was last placed with
  std::vector<CellRange> ranges_;   // its cells, empty when it is not in the grid
  std::vector<Snapshot> snapshots_;  // as of the last pair search
  std::vector<uint8_t> collides_;    // ... and whether it collides with actors

  // Working memory reused between frames so that updating and finding pairs do not allocate.
  // An object that left a cell in an update, or died. Whether it lives is kept here, so that
  // laying out the leavers reads no actor a second time.
  struct Leaver {
    int32_t object = 0;
    bool alive = false;
    CellRange left;  // the cells it was in, kept when the lists are laid out again
  };
  std::vector<Padded<std::vector<Leaver>>> leavers_;  // per range of ids: the objects that left a cell
  // layOutCells()' counts per cell, and per cell for each block of ids: its objects there, as
  // the lists were last laid out (for the blocks countedBlocks_ says, none after any change
  // but a layout), and where its next object goes in the pool; layOutMemberships()' room per
  // object.
  std::vector<uint32_t> perCell_;
  std::vector<uint32_t> perObject_;
  std::vector<std::vector<uint32_t>> blockCounts_;
  LayoutBlocks countedBlocks_;
  std::vector<std::vector<uint32_t>> blockPlaces_;
  std::vector<Padded<PairSearch>> searches_;          // per worker
  std::vector<uint64_t> pairKeys_;
  std::vector<uint32_t> bucketStarts_;  // by bucket of the sort: where its keys start; one more at the end
  std::vector<FoundPair> pairs_;
};

// An entry's membership, in its bit-field, holds the last index an object over every cell has.
static_assert(Partition::Entry{0, Partition::kMaxCells - 1, 0}.membership == Partition::kMaxCells - 1);

// The reference the grid is checked against: every pair of living actors tested against every
// other, ordered by (a, b). O(n^2).
void findPairsBruteForce(const std::vector<Actor>& actors, std::vector<ActorPair>& pairs);

}  // namespace ledge
