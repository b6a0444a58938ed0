#include "core/partition.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>
#include <utility>

#include "core/radix_sort.h"
#include "core/working_memory.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace ledge {
namespace {

// A found pair as the search keeps it: (a << idBits | b) << 1 | side by side, so that keys sort
// as the pairs (a, b) do. idBits, those of the largest id: a key fits 64 bits up to 2^31 objects.
int idBitsFor(size_t objects) { return std::bit_width(objects > 0 ? objects - 1 : 0); }
int keyBitsFor(int idBits) { return 2 * idBits + 1; }
uint64_t pairKey(uint64_t a, uint64_t b, bool sideBySide, int idBits) {
  return (a << idBits | b) << 1 | (sideBySide ? 1u : 0u);
}
// The pair of a key, but for whether both collide with actors, which the key does not hold.
FoundPair pairOfKey(uint64_t key, int idBits) {
  const uint64_t idMask = (uint64_t{1} << idBits) - 1;
  return {static_cast<ActorId>(key >> (idBits + 1)), static_cast<ActorId>((key >> 1) & idMask), false, (key & 1) != 0};
}

constexpr bool hasArea(const Box& b) { return b.w > 0.0f && b.h > 0.0f; }

// Overlapping or touching: only a gap greater than zero separates two boxes.
constexpr bool touches(const Box& a, const Box& b) {
  return a.left() <= b.right() && b.left() <= a.right() && a.top() <= b.bottom() && b.top() <= a.bottom();
}

// Do the two boxes make a pair (overlapsSigned, without the overlap)?
constexpr bool collide(const Box& a, const Box& b) { return hasArea(a) && hasArea(b) && touches(a, b); }

// `yes` when `condition` holds, else `no`, by masking their bits: the same floats, no branch.
float pick(bool condition, float yes, float no) {
  const uint32_t mask = 0u - static_cast<uint32_t>(condition);
  return std::bit_cast<float>((std::bit_cast<uint32_t>(yes) & mask) | (std::bit_cast<uint32_t>(no) & ~mask));
}

Partition::Snapshot snapshotOf(const Actor& a, const Box& box) {
  return {box, {a.vx, a.vy}, {static_cast<float>(a.prevX), static_cast<float>(a.prevY)}};
}

ActorPair makePair(ActorId a, ActorId b, const Partition::Snapshot& snapA, const Partition::Snapshot& snapB,
                   bool bothCollideWithActors) {
  ActorPair p;
  p.a = a;
  p.b = b;
  overlapsSigned(snapA.box, snapB.box, p.overlap);
  p.speedA = snapA.speed;
  p.speedB = snapB.speed;
  p.positionA = {snapA.box.x, snapA.box.y};
  p.positionB = {snapB.box.x, snapB.box.y};
  p.previousA = snapA.previous;
  p.previousB = snapB.previous;
  p.bothCollideWithActors = bothCollideWithActors;
  return p;
}

}  // namespace

bool overlapsSigned(const Box& a, const Box& b, Vec2& overlap) {
  overlap = {};
  if (!collide(a, b)) return false;
  // The article's sign(centre difference) * (half sizes - |centre difference|), written with the
  // edges so that whole-pixel boxes give whole pixels; equal centres count as "b on the left".
  // Both sides are worked out and one is picked without a branch: which one is a coin toss.
  overlap.x = pick(a.center().x >= b.center().x, b.right() - a.left(), -(a.right() - b.left()));
  overlap.y = pick(a.center().y >= b.center().y, b.bottom() - a.top(), -(a.bottom() - b.top()));
  return true;
}

CollisionData collisionFor(const ActorPair& pair, ActorId self) {
  if (self == pair.a)
    return {pair.b, pair.overlap, pair.speedA, pair.speedB, pair.positionA, pair.positionB,
            pair.previousA, pair.previousB};
  return {pair.a, Vec2{} - pair.overlap, pair.speedB, pair.speedA, pair.positionB, pair.positionA,
          pair.previousB, pair.previousA};
}

Partition::Partition() { cells_.reset(1); }

void Partition::reset(int pixelWidth, int pixelHeight, int cellPixels, int skyPixels) {
  cellPixels_ = cellPixels > 0 ? cellPixels : 1;
  const auto cellsAcross = [this](int64_t pixels) {
    return pixels > 0 ? static_cast<int>((pixels + cellPixels_ - 1) / cellPixels_) : 1;
  };
  const int64_t sky = std::max(skyPixels, 0);
  const auto skyRowsNow = [&] { return sky > 0 ? cellsAcross(sky) : 0; };
  while (static_cast<int64_t>(cellsAcross(pixelWidth)) * (skyRowsNow() + cellsAcross(pixelHeight)) > kMaxCells)
    cellPixels_ *= 2;
  inverseCellPixels_ = 1.0f / static_cast<float>(cellPixels_);
  const int skyRows = skyRowsNow();
  columns_ = cellsAcross(pixelWidth);
  rows_ = skyRows + cellsAcross(pixelHeight);
  rowMagic_ = (uint64_t{1} << kRowShift) / static_cast<uint64_t>(columns_) + 1;
  top_ = -skyRows * cellPixels_;
  cells_.reset(static_cast<size_t>(columns_) * static_cast<size_t>(rows_));
  countedBlocks_ = {};
  memberships_.reset(0);
  membershipsMade_ = true;
  membershipsNeeded_ = false;
  boxes_.clear();
  ranges_.clear();
  snapshots_.clear();
  collides_.clear();
  pairs_.clear();
}

int Partition::cellCoord(float pixel, int count) const {
  const auto size = static_cast<float>(cellPixels_);
  const float c = pixel * inverseCellPixels_;
  if (!(c >= 0.0f)) return 0;  // also catches NaN
  if (c >= static_cast<float>(count)) return count - 1;
  // The multiplication by a rounded inverse (a division costs several times more) may round
  // across a border: settle on the cell whose [start, end) holds the pixel, so that inCell()
  // below agrees with this exactly.
  int cell = static_cast<int>(c);
  if (cell > 0 && static_cast<float>(cell) * size > pixel)
    --cell;
  else if (static_cast<float>(cell + 1) * size <= pixel)
    ++cell;
  return std::min(cell, count - 1);
}

bool Partition::inCell(float pixel, int cell, int count) const {
  const auto size = static_cast<float>(cellPixels_);
  return (cell == 0 || pixel >= static_cast<float>(cell) * size) &&
         (cell == count - 1 || pixel < static_cast<float>(cell + 1) * size);
}

#if defined(__SSE2__)
namespace {

// cellsUnder() and stillUnder() move a CellRange (x0 y0 x1 y1) in and out of one register.
static_assert(sizeof(CellRange) == 4 * sizeof(int32_t));

// A box's left, top, right and bottom, the top and bottom measured from the grid's top: the
// pixels cellsUnder() and stillUnder() place, as the scalar edges give them.
__m128 gridEdges(const Box& box, float top) {
  const __m128 corner = _mm_setr_ps(box.x, box.y, box.x, box.y);
  const __m128 extent = _mm_setr_ps(0.0f, 0.0f, box.w, box.h);
  return _mm_sub_ps(_mm_add_ps(corner, extent), _mm_setr_ps(0.0f, top, 0.0f, top));
}

// Where each of four cells starts, in pixels: float(cell) * size, the floats cellCoord() and
// inCell() compare with.
__m128 cellStarts(__m128i cells, __m128 size) { return _mm_mul_ps(_mm_cvtepi32_ps(cells), size); }

// The last column and row, in the order of a CellRange.
__m128i lastCellsOf(int columns, int rows) { return _mm_setr_epi32(columns - 1, rows - 1, columns - 1, rows - 1); }

// `yes` where the mask is set, else `no`.
__m128i select(__m128i mask, __m128i yes, __m128i no) {
  return _mm_or_si128(_mm_and_si128(mask, yes), _mm_andnot_si128(mask, no));
}

}  // namespace
#endif

CellRange Partition::cellsUnder(const Box& box) const {
  const auto top = static_cast<float>(top_);
#if defined(__SSE2__)
  // cellCoord() for the four edges at once, with the same floats: every object that leaves a
  // cell asks it, a quarter of the rain's every step.
  const __m128 pixels = gridEdges(box, top);
  const __m128 c = _mm_mul_ps(pixels, _mm_set1_ps(inverseCellPixels_));
  const __m128i lastCells = lastCellsOf(columns_, rows_);
  const __m128 counts = _mm_cvtepi32_ps(_mm_add_epi32(lastCells, _mm_set1_epi32(1)));
  const __m128 before = _mm_cmpnge_ps(c, _mm_setzero_ps());  // also NaN, which goes to the first cell
  const __m128 past = _mm_cmpge_ps(c, counts);
  const __m128 inside = _mm_andnot_ps(_mm_or_ps(before, past), c);
  __m128i cell = _mm_cvttps_epi32(inside);
  // The multiplication by a rounded inverse may round across a border (see cellCoord).
  const __m128 size = _mm_set1_ps(static_cast<float>(cellPixels_));
  const __m128 start = cellStarts(cell, size);
  const __m128 end = cellStarts(_mm_add_epi32(cell, _mm_set1_epi32(1)), size);
  const __m128i down =
      _mm_and_si128(_mm_cmpgt_epi32(cell, _mm_setzero_si128()), _mm_castps_si128(_mm_cmpgt_ps(start, pixels)));
  const __m128i up = _mm_andnot_si128(down, _mm_castps_si128(_mm_cmple_ps(end, pixels)));
  cell = _mm_sub_epi32(_mm_add_epi32(cell, down), up);  // masks are -1
  cell = select(_mm_cmpgt_epi32(cell, lastCells), lastCells, cell);
  cell = select(_mm_castps_si128(past), lastCells, cell);
  CellRange range;
  _mm_storeu_si128(reinterpret_cast<__m128i*>(&range), cell);
  return range;
#else
  return {cellCoord(box.left(), columns_), cellCoord(box.top() - top, rows_), cellCoord(box.right(), columns_),
          cellCoord(box.bottom() - top, rows_)};
#endif
}

bool Partition::stillUnder(const CellRange& range, const Box& box) const {
  const auto top = static_cast<float>(top_);
#if defined(__SSE2__)
  // inCell() for the four edges at once, with the same floats: asked for every object every
  // step, one edge after another it took 3.6% of the pixel rain's whole step on one thread.
  const __m128i cells = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&range));  // x0 y0 x1 y1
  const __m128 edges = gridEdges(box, top);
  const __m128 size = _mm_set1_ps(static_cast<float>(cellPixels_));
  const __m128 start = cellStarts(cells, size);
  const __m128 end = cellStarts(_mm_add_epi32(cells, _mm_set1_epi32(1)), size);
  const __m128i firstCells = _mm_setzero_si128();
  const __m128i lastCells = lastCellsOf(columns_, rows_);
  const __m128 fromStart = _mm_or_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(cells, firstCells)), _mm_cmpge_ps(edges, start));
  const __m128 beforeEnd = _mm_or_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(cells, lastCells)), _mm_cmplt_ps(edges, end));
  return !range.empty() && _mm_movemask_ps(_mm_and_ps(fromStart, beforeEnd)) == 0xF;
#else
  return !range.empty() && inCell(box.left(), range.x0, columns_) && inCell(box.top() - top, range.y0, rows_) &&
         inCell(box.right(), range.x1, columns_) && inCell(box.bottom() - top, range.y1, rows_);
#endif
}

Box Partition::cellBox(int cell) const {
  const IVec2 c = cellCoords(cell);
  const auto size = static_cast<float>(cellPixels_);
  return {static_cast<float>(c.x) * size, static_cast<float>(top_) + static_cast<float>(c.y) * size, size, size};
}

void Partition::ensureObject(int32_t id) {
  const size_t needed = static_cast<size_t>(id) + 1;
  if (boxes_.size() >= needed) return;
  // Every array by object grows here, when actors are added (at load), not in a step: memory
  // touched for the first time costs page faults (9 ms for the snapshots of 100,000 actors).
  boxes_.resize(needed);
  ranges_.resize(needed);
  snapshots_.resize(needed);
  collides_.resize(needed);
  memberships_.addLists(needed);
}

uint32_t Partition::alsoBefore(const CellRange& range, int cx, int cy) {
  return (range.x0 < cx ? kAlsoLeft : 0u) | (range.y0 < cy ? kAlsoAbove : 0u);
}

void Partition::addToCell(int32_t id, int cx, int cy) {
  const int cell = cellIndex(cx, cy);
  Entry entry;
  entry.object = id;
  entry.membership = static_cast<int32_t>(memberships_.size(static_cast<size_t>(id)));
  entry.flags = alsoBefore(ranges_[static_cast<size_t>(id)], cx, cy);
  const int32_t slot = cells_.push(static_cast<size_t>(cell), entry);
  countedBlocks_ = {};
  memberships_.push(static_cast<size_t>(id), {cell, slot});
}

void Partition::removeMembership(int32_t id, int32_t membership) {
  const auto self = static_cast<size_t>(id);
  const Membership leaving = memberships_.at(self, membership);

  // The cell's last entry takes the hole; only its owner's slot index changes.
  const auto cell = static_cast<size_t>(leaving.cell);
  const Entry last = cells_.back(cell);
  cells_.at(cell, leaving.slot) = last;
  memberships_.at(static_cast<size_t>(last.object), last.membership).slot = leaving.slot;
  cells_.popBack(cell);
  countedBlocks_ = {};

  // The same in the object's own list: its last membership takes the hole.
  const Membership moved = memberships_.back(self);
  memberships_.at(self, membership) = moved;
  if (static_cast<size_t>(membership) + 1 != memberships_.size(self))
    cells_.at(static_cast<size_t>(moved.cell), moved.slot).membership = membership;
  memberships_.popBack(self);
}

void Partition::place(int32_t id, const Box& box) {
  ensureObject(id);
  if (track(id, box)) return;
  ensureMemberships(nullptr);
  relocate(id);
}

bool Partition::track(int32_t id, const Box& box) {
  // No test for an unchanged box first: where some actors rest and others move, that branch
  // is a coin toss, and costs more than writing the same box again.
  boxes_[static_cast<size_t>(id)] = box;
  // Most moves stay within the same cells: four comparisons, no division.
  return stillUnder(ranges_[static_cast<size_t>(id)], box);
}

void Partition::relocate(int32_t id) {
  const auto self = static_cast<size_t>(id);
  const CellRange before = ranges_[self];
  const CellRange next = cellsUnder(boxes_[self]);
  ranges_[self] = next;
  // Backwards, so that the membership swapped into a hole has been looked at already. The cells
  // it stays in get new flags, as its first column or row may have changed.
  for (auto m = static_cast<int32_t>(memberships_.size(self)) - 1; m >= 0; --m) {
    const Membership kept = memberships_.at(self, m);
    const IVec2 c = cellCoords(kept.cell);
    if (!next.contains(c.x, c.y)) {
      removeMembership(id, m);
      continue;
    }
    cells_.at(static_cast<size_t>(kept.cell), kept.slot).flags = alsoBefore(next, c.x, c.y);
  }
  for (int cy = next.y0; cy <= next.y1; ++cy)
    for (int cx = next.x0; cx <= next.x1; ++cx)
      if (!before.contains(cx, cy)) addToCell(id, cx, cy);
}

void Partition::remove(int32_t id) {
  if (!contains(id)) return;
  ensureMemberships(nullptr);
  for (auto m = static_cast<int32_t>(memberships_.size(static_cast<size_t>(id))) - 1; m >= 0; --m)
    removeMembership(id, m);
  ranges_[static_cast<size_t>(id)] = {};
}

void Partition::update(const std::vector<Actor>& actors, TaskSystem* tasks) {
  const auto count = static_cast<ActorId>(actors.size());
  for (auto id = count; id < static_cast<ActorId>(boxes_.size()); ++id) remove(id);
  if (count == 0) return;
  ensureObject(count - 1);
  // First every box, each object apart: most stay in their cells and need nothing more. The
  // ones that left a cell (or died) are listed per range of ids.
  leavers_.resize(static_cast<size_t>((count - 1) / kObjectsPerRange + 1));
  forEachRange(tasks, count, kObjectsPerRange, [&](int begin, int end, int) {
    std::vector<Leaver>& leaving = leavers_[static_cast<size_t>(begin / kObjectsPerRange)].value;
    leaving.clear();
    for (ActorId id = begin; id < end; ++id) {
      const Actor& a = actors[static_cast<size_t>(id)];
      if (a.alive ? !track(id, a.collisionBox()) : contains(id)) leaving.push_back({id, a.alive, {}});
    }
  });
  size_t leaving = 0;
  for (const Padded<std::vector<Leaver>>& list : leavers_) leaving += list.value.size();
  if (layoutPays(leaving, static_cast<size_t>(count))) {
    layOutLeavers(tasks);
    return;
  }
  if (leaving > 0) ensureMemberships(tasks);
  for (const Padded<std::vector<Leaver>>& list : leavers_)
    for (const Leaver& leaver : list.value) {
      if (leaver.alive)
        relocate(leaver.object);
      else
        remove(leaver.object);
    }
  cells_.compactIfSparse();
  if (membershipsMade_) memberships_.compactIfSparse();
}

bool Partition::layoutPays(size_t leavers, size_t objects) const {
  const size_t cells = static_cast<size_t>(columns_) * static_cast<size_t>(rows_);
  return leavers >= kLeaversForLayout && leavers * kObjectsPerLeaver >= objects + cells / kCellsPerObject;
}

void Partition::layOutLeavers(TaskSystem* tasks) {
  forEachRange(tasks, static_cast<int>(leavers_.size()), 1, [&](int begin, int end, int) {
    for (int list = begin; list < end; ++list)
      for (Leaver& leaver : leavers_[static_cast<size_t>(list)].value) {
        const auto self = static_cast<size_t>(leaver.object);
        leaver.left = ranges_[self];
        ranges_[self] = leaver.alive ? cellsUnder(boxes_[self]) : CellRange{};
      }
  });
  layOutCells(tasks, true);
}

void Partition::rebuild(const std::vector<Actor>& actors) {
  pairs_.clear();  // found in another state: they may name actors this one does not have
  if (!actors.empty()) ensureObject(static_cast<int32_t>(actors.size()) - 1);
  for (size_t id = 0; id < boxes_.size(); ++id) {
    if (id >= actors.size() || !actors[id].alive) {
      ranges_[id] = {};
      continue;
    }
    boxes_[id] = actors[id].collisionBox();
    ranges_[id] = cellsUnder(boxes_[id]);
  }
  // The first step after a load usually moves a few leavers one by one, which needs the
  // objects' lists of cells: made at the first rebuild, they take their memory here, where its
  // page faults cost no step (8.7 ms for 100,000 actors). Later rebuilds (keyframes restored,
  // 20% slower with them) leave them to the step that needs them.
  if (!memberships_.hasMemory()) membershipsNeeded_ = true;
  layOutCells(nullptr, false);
}

Partition::LayoutBlocks Partition::layoutBlocks(TaskSystem* tasks) const {
  const auto objects = static_cast<int>(boxes_.size());
  const int blocks = std::min(workerCount(tasks), kMaxLayoutBlocks);
  const int ranges = std::max(1, (objects + kObjectsPerRange - 1) / kObjectsPerRange);
  const int size = (ranges + blocks - 1) / blocks * kObjectsPerRange;
  return {(objects + size - 1) / size, size};
}

void Partition::countCells(const CellRange& range, uint32_t change, std::vector<uint32_t>& counts) const {
  for (int cy = range.y0; cy <= range.y1; ++cy)
    for (int cx = range.x0; cx <= range.x1; ++cx) counts[static_cast<size_t>(cellIndex(cx, cy))] += change;
}

void Partition::countBlock(int begin, int end, std::vector<uint32_t>& counts) const {
  counts.assign(static_cast<size_t>(columns_) * static_cast<size_t>(rows_), 0);
  for (int id = begin; id < end; ++id) countCells(ranges_[static_cast<size_t>(id)], 1u, counts);
}

void Partition::countBlockLeavers(int begin, int end, std::vector<uint32_t>& counts) const {
  // Objects past the actors the update was given (removed from the grid before it) left nothing.
  const int lastList = std::min((end - 1) / kObjectsPerRange, static_cast<int>(leavers_.size()) - 1);
  for (int list = begin / kObjectsPerRange; list <= lastList; ++list)
    for (const Leaver& leaver : leavers_[static_cast<size_t>(list)].value) {
      countCells(leaver.left, ~0u, counts);  // minus one, wrapping as the count it takes from is at least 1
      countCells(ranges_[static_cast<size_t>(leaver.object)], 1u, counts);
    }
}

void Partition::layOutCells(TaskSystem* tasks, bool onlyLeaversMoved) {
  // Objects in blocks of consecutive ids (layoutBlocks): each block counts its objects' cells,
  // then fills its share of each cell, after the blocks before it, so that every list is in id
  // order whatever the number of blocks.
  const LayoutBlocks blocks = layoutBlocks(tasks);
  const auto blockCount = static_cast<size_t>(blocks.count);
  const size_t cellCount = static_cast<size_t>(columns_) * static_cast<size_t>(rows_);
  const auto objectCount = static_cast<int>(boxes_.size());
  const bool followLeavers = onlyLeaversMoved && countedBlocks_ == blocks;
  // Only grown: reused.
  if (blockCounts_.size() < blockCount) blockCounts_.resize(blockCount);
  if (blockPlaces_.size() < blockCount) blockPlaces_.resize(blockCount);
  forEachRange(tasks, objectCount, blocks.size, [&](int begin, int end, int) {
    std::vector<uint32_t>& counts = blockCounts_[static_cast<size_t>(begin / blocks.size)];
    if (followLeavers)
      countBlockLeavers(begin, end, counts);
    else
      countBlock(begin, end, counts);
  });
  countedBlocks_ = blocks;
  perCell_.assign(cellCount, 0);
  for (size_t b = 0; b < blockCount; ++b) {
    const std::vector<uint32_t>& counts = blockCounts_[b];
    std::vector<uint32_t>& places = blockPlaces_[b];
    places.resize(cellCount);
    for (size_t cell = 0; cell < cellCount; ++cell) {
      places[cell] = perCell_[cell];  // the block's first slot in the cell
      perCell_[cell] += counts[cell];
    }
  }
  cells_.layOut(perCell_, kCellRoom);
  // Made along with the lists when the steps since the last layout needed them (a crowd that
  // is laid out and changed one by one in turn), later only if a change needs them.
  const bool withMemberships = membershipsNeeded_;
  if (withMemberships) layOutMemberships();
  forEachRange(tasks, objectCount, blocks.size, [&](int begin, int end, int) {
    std::vector<uint32_t>& nextPlace = blockPlaces_[static_cast<size_t>(begin / blocks.size)];
    for (size_t cell = 0; cell < cellCount; ++cell) nextPlace[cell] += cells_.begin(cell);  // a slot, now a place
    for (int id = begin; id < end; ++id) {
      const CellRange& range = ranges_[static_cast<size_t>(id)];
      int32_t membership = 0;
      for (int cy = range.y0; cy <= range.y1; ++cy)
        for (int cx = range.x0; cx <= range.x1; ++cx) {
          const int cell = cellIndex(cx, cy);
          const uint32_t place = nextPlace[static_cast<size_t>(cell)]++;
          cells_.inPool(place) = {id, membership, alsoBefore(range, cx, cy)};
          if (withMemberships) {
            const auto slot = static_cast<int32_t>(place - cells_.begin(static_cast<size_t>(cell)));
            memberships_.at(static_cast<size_t>(id), membership) = {cell, slot};
          }
          ++membership;
        }
    }
  });
  membershipsMade_ = withMemberships;
  membershipsNeeded_ = false;
}

void Partition::layOutMemberships() {
  perObject_.resize(ranges_.size());
  std::transform(ranges_.begin(), ranges_.end(), perObject_.begin(),
                 [](const CellRange& range) { return static_cast<uint32_t>(range.count()); });
  memberships_.layOut(perObject_, kMembershipRoom);
}

void Partition::ensureMemberships(TaskSystem* tasks) {
  membershipsNeeded_ = true;
  if (membershipsMade_) return;
  layOutMemberships();
  // Each entry names its object and its place in the object's list: every membership is
  // written once, so the cells can be shared out.
  forEachRange(tasks, columns_ * rows_, kCellsPerRange, [this](int begin, int end, int) {
    for (int cell = begin; cell < end; ++cell) {
      const std::span<const Entry> list = objectsIn(cell);
      for (size_t slot = 0; slot < list.size(); ++slot)
        memberships_.at(static_cast<size_t>(list[slot].object), list[slot].membership) = {cell, static_cast<int32_t>(slot)};
    }
  });
  membershipsMade_ = true;
}

void Partition::objectsTouching(const Box& box, std::vector<int32_t>& out) const {
  const size_t first = out.size();
  const CellRange range = cellsUnder(box);
  for (int cy = range.y0; cy <= range.y1; ++cy) {
    for (int cx = range.x0; cx <= range.x1; ++cx) {
      for (const Entry& entry : objectsIn(cellIndex(cx, cy))) {
        const Box& other = boxes_[static_cast<size_t>(entry.object)];
        if (hasArea(other) && touches(other, box)) out.push_back(entry.object);
      }
    }
  }
  std::sort(out.begin() + static_cast<std::ptrdiff_t>(first), out.end());
  out.erase(std::unique(out.begin() + static_cast<std::ptrdiff_t>(first), out.end()), out.end());
}

bool Partition::contains(int32_t id) const {
  return static_cast<size_t>(id) < ranges_.size() && !ranges_[static_cast<size_t>(id)].empty();
}

std::span<const Partition::Membership> Partition::cellsOf(int32_t id) {
  ensureMemberships(nullptr);
  if (static_cast<size_t>(id) >= boxes_.size()) return {};
  return memberships_.items(static_cast<size_t>(id));
}

Partition::Edges Partition::edgesOf(const Box& box) {
  constexpr float kFar = std::numeric_limits<float>::infinity();
  if (!hasArea(box)) return {kFar, kFar, -kFar, -kFar};
  return {box.left(), box.top(), box.right(), box.bottom()};
}

void Partition::PairSearch::makeRoom(size_t count) {
  // The columns only grow, to room for the most crowded cell yet: a few allocations in a
  // world's life. Past the last object, up to a whole block of padding.
  if (room() >= count + kBlock) return;
  const size_t room = std::max({count + kBlock, 2 * flags.size(), size_t{64}});
  edges.resize(4 * room);
  flags.resize(room);
  objects.resize(room);
}

void Partition::PairSearch::put(size_t place, const Edges& e, uint32_t flag, int32_t object) {
  column(0)[place] = e.left;
  column(1)[place] = e.top;
  column(2)[place] = e.right;
  column(3)[place] = e.bottom;
  flags[place] = flag;
  objects[place] = object;
}

void Partition::PairSearch::pad(size_t count) {
  for (size_t place = count; place < count + kBlock; ++place) put(place, edgesOf(Box{}), 0, 0);
}

void Partition::PairSearch::gather(std::span<const Entry> list, const std::vector<Box>& boxes) {
  makeRoom(list.size());
  for (size_t i = 0; i < list.size(); ++i)
    put(i, edgesOf(boxes[static_cast<size_t>(list[i].object)]), list[i].flags, list[i].object);
  pad(list.size());
}

uint32_t Partition::PairSearch::stripOf(float x) const {
  const float strip = (x - stripOrigin) * stripsPerPixel;
  if (!(strip > 0.0f)) return 0;  // also NaN, and the -inf right edge of a box with no area
  return strip >= static_cast<float>(kStrips - 1) ? kStrips - 1 : static_cast<uint32_t>(strip);
}

void Partition::PairSearch::gatherByLeft(std::span<const Entry> list, const std::vector<Box>& boxes, float origin,
                                         int cellPixels) {
  const size_t n = list.size();
  makeRoom(n);
  stripOrigin = origin;
  stripsPerPixel = static_cast<float>(kStrips) / static_cast<float>(cellPixels);
  strips.resize(n);
  unordered.resize(n);
  stripEnds.fill(0);
  for (size_t i = 0; i < n; ++i) {
    unordered[i] = edgesOf(boxes[static_cast<size_t>(list[i].object)]);
    strips[i] = stripOf(unordered[i].left);
    ++stripEnds[strips[i]];
  }
  // Counts become starts, and each start, as its strip fills, that strip's end.
  uint32_t start = 0;
  for (uint32_t& end : stripEnds) start += std::exchange(end, start);
  for (size_t i = 0; i < n; ++i) put(stripEnds[strips[i]]++, unordered[i], list[i].flags, list[i].object);
  pad(n);
}

// One object of a cell (the probe), tested against the later ones a block of PairSearch::kBlock
// at a time: bit k of an answer says that the probe touches the block's object k, and that the
// pair's first shared cell is this one (they are not both also in the cell to the left, nor both
// in the one above), so that the pair is reported here. SSE2 where there is SSE2, else the same
// comparisons one by one: the answers are the same.
class Partition::BlockProbe {
 public:
  BlockProbe(const PairSearch& search, size_t i)
      : left_(search.column(0)), top_(search.column(1)), right_(search.column(2)), bottom_(search.column(3)),
        flags_(search.flags.data()) {
#if defined(__SSE2__)
    probeLeft_ = _mm_set1_ps(left_[i]);
    probeTop_ = _mm_set1_ps(top_[i]);
    probeRight_ = _mm_set1_ps(right_[i]);
    probeBottom_ = _mm_set1_ps(bottom_[i]);
    probeFlags_ = _mm_set1_epi32(static_cast<int>(flags_[i]));
#else
    probe_ = i;
#endif
  }

  uint32_t touching(size_t j) const {
#if defined(__SSE2__)
    const __m128 across = _mm_and_ps(_mm_cmple_ps(probeLeft_, _mm_loadu_ps(right_ + j)),
                                     _mm_cmple_ps(_mm_loadu_ps(left_ + j), probeRight_));
    const __m128 down = _mm_and_ps(_mm_cmple_ps(probeTop_, _mm_loadu_ps(bottom_ + j)),
                                   _mm_cmple_ps(_mm_loadu_ps(top_ + j), probeBottom_));
    const __m128i shared = _mm_and_si128(probeFlags_, _mm_loadu_si128(reinterpret_cast<const __m128i*>(flags_ + j)));
    const __m128 firstHere = _mm_castsi128_ps(_mm_cmpeq_epi32(shared, _mm_setzero_si128()));
    return static_cast<uint32_t>(_mm_movemask_ps(_mm_and_ps(_mm_and_ps(across, down), firstHere)));
#else
    uint32_t mask = 0;
    for (size_t k = 0; k < PairSearch::kBlock; ++k) {
      const size_t o = j + k;
      const bool touch = left_[probe_] <= right_[o] && left_[o] <= right_[probe_] && top_[probe_] <= bottom_[o] &&
                         top_[o] <= bottom_[probe_];
      mask |= static_cast<uint32_t>(touch && (flags_[probe_] & flags_[o]) == 0) << k;
    }
    return mask;
#endif
  }

 private:
  const float* left_;
  const float* top_;
  const float* right_;
  const float* bottom_;
  const uint32_t* flags_;
#if defined(__SSE2__)
  __m128 probeLeft_, probeTop_, probeRight_, probeBottom_;
  __m128i probeFlags_;
#else
  size_t probe_;
#endif
};

void Partition::collectPairsInCell(int cell, PairSearch& search) const {
  const std::span<const Entry> list = objectsIn(cell);
  const size_t n = list.size();
  if (n < 2) return;
  const bool sweep = n >= kSweepFrom;
  if (sweep)
    search.gatherByLeft(list, boxes_, cellBox(cell).x, cellPixels_);
  else
    search.gather(list, boxes_);
  const int idBits = idBitsFor(boxes_.size());
  const int32_t* objects = search.objects.data();
  const float* lefts = search.column(0);
  const float* rights = search.column(2);
  constexpr size_t kSpan = 64;
  for (size_t i = 0; i + 1 < n; ++i) {
    const BlockProbe probe(search, i);
    // Blocks may run past the reach into objects that start after the probe ends, or into the
    // padding: the test is exact, so they touch nothing.
    const size_t reach = sweep ? search.reach(i) : n;
    for (size_t span = i + 1; span < reach; span += kSpan) {
      // The answers of a span's blocks in one word, without a branch: a branch per block would
      // be mispredicted whenever a block holds the one or two objects that touch.
      const size_t blocks = std::min(kSpan, reach - span + PairSearch::kBlock - 1) / PairSearch::kBlock;
      uint64_t mask = 0;
      for (size_t b = 0; b < blocks; ++b)
        mask |= static_cast<uint64_t>(probe.touching(span + b * PairSearch::kBlock)) << (b * PairSearch::kBlock);
      for (; mask != 0; mask &= mask - 1) {
        const size_t other = span + static_cast<size_t>(std::countr_zero(mask));
        const auto lo = static_cast<uint64_t>(std::min(objects[i], objects[other]));
        const auto hi = static_cast<uint64_t>(std::max(objects[i], objects[other]));
        // Compared edge to edge rather than by the width they share: past 2^24 pixels a box's
        // right edge may round onto its left, and a box inside another's columns would pass.
        // Both sides are compared, without a branch: which one holds is a coin toss.
        const bool sideBySide = (rights[i] <= lefts[other]) | (rights[other] <= lefts[i]);
        search.keys.push_back(pairKey(lo, hi, sideBySide, idBits));
      }
    }
  }
}

namespace {

// Sorts a bucket's keys, which differ in their `lowBits` low bits only: insertion for the
// handful that most buckets hold, std::sort for up to thousands, radix passes for a crowd on
// one actor (a trigger over a whole level), which would take std::sort O(n log n) on one thread.
void sortBucket(uint64_t* first, uint64_t* last, int lowBits, std::vector<uint64_t>& scratch) {
  constexpr std::ptrdiff_t kInsertionMost = 32;
  constexpr std::ptrdiff_t kComparisonMost = 4096;
  const std::ptrdiff_t count = last - first;
  if (count < 2) return;
  if (count > kComparisonMost) {
    radixSortLowBits(first, last, lowBits, scratch);
    return;
  }
  if (count > kInsertionMost) {
    std::sort(first, last);
    return;
  }
  for (uint64_t* i = first + 1; i < last; ++i) {
    const uint64_t key = *i;
    uint64_t* j = i;
    for (; j > first && *(j - 1) > key; --j) *j = *(j - 1);
    *j = key;
  }
}

}  // namespace

void Partition::sortPairKeys(int lists, TaskSystem* tasks) {
  const std::span<Padded<PairSearch>> searches(searches_.data(), static_cast<size_t>(lists));
  size_t total = 0;
  for (const Padded<PairSearch>& search : searches) total += search.value.keys.size();
  pairKeys_.resize(total);
  pairs_.resize(total);
  if (total == 0) return;
  // Buckets by the keys' top bits (ranges of first actors, or of pairs when the buckets
  // outnumber the objects), a few keys each on average.
  const int idBits = idBitsFor(boxes_.size());
  const int keyBits = keyBitsFor(idBits);
  const int bucketBits = std::min(static_cast<int>(std::bit_width(total / kKeysPerBucket)), keyBits);
  const int shift = keyBits - bucketBits;
  const size_t buckets = size_t{1} << bucketBits;
  forEachRange(tasks, lists, 1, [&](int list, int, int) {
    PairSearch& search = searches[static_cast<size_t>(list)].value;
    search.bucketPlaces.assign(buckets, 0);
    for (const uint64_t key : search.keys) ++search.bucketPlaces[key >> shift];
  });
  // Each list's share of a bucket after the shares of the lists before it: the order within a
  // bucket depends on the threads, and the bucket's sort below takes that away.
  bucketStarts_.resize(buckets + 1);
  uint32_t place = 0;
  for (size_t bucket = 0; bucket < buckets; ++bucket) {
    bucketStarts_[bucket] = place;
    for (Padded<PairSearch>& search : searches) {
      const uint32_t count = search.value.bucketPlaces[bucket];
      search.value.bucketPlaces[bucket] = place;
      place += count;
    }
  }
  bucketStarts_[buckets] = place;
  forEachRange(tasks, lists, 1, [&](int list, int, int) {
    PairSearch& search = searches[static_cast<size_t>(list)].value;
    for (const uint64_t key : search.keys) pairKeys_[search.bucketPlaces[key >> shift]++] = key;
  });
  forEachRange(tasks, static_cast<int>(buckets), kBucketsPerRange, [&](int begin, int end, int worker) {
    std::vector<uint64_t>& scratch = searches_[static_cast<size_t>(worker)].value.sortScratch;
    for (int bucket = begin; bucket < end; ++bucket)
      sortBucket(pairKeys_.data() + bucketStarts_[static_cast<size_t>(bucket)],
                 pairKeys_.data() + bucketStarts_[static_cast<size_t>(bucket) + 1], shift, scratch);
    for (uint32_t i = bucketStarts_[static_cast<size_t>(begin)]; i < bucketStarts_[static_cast<size_t>(end)]; ++i) {
      FoundPair pair = pairOfKey(pairKeys_[i], idBits);
      pair.bothCollideWithActors =
          collides_[static_cast<size_t>(pair.a)] != 0 && collides_[static_cast<size_t>(pair.b)] != 0;
      pairs_[i] = pair;
    }
  });
}

void Partition::reserveWorkingMemory(size_t pairs, int workers) {
  reserveTouched(pairKeys_, pairs);
  reserveTouched(pairs_, pairs);
  const auto searches = static_cast<size_t>(std::max(workers, 1));
  if (searches_.size() < searches) searches_.resize(searches);
  const size_t buckets = std::bit_ceil(pairs / kKeysPerBucket + 1);
  for (Padded<PairSearch>& search : searches_) {
    reserveTouched(search.value.keys, std::min(pairs, 2 * pairs / searches));  // twice its share
    reserveTouched(search.value.bucketPlaces, buckets);
  }
  leavers_.resize(std::max(leavers_.size(), (boxes_.size() + kObjectsPerRange - 1) / kObjectsPerRange));
  for (Padded<std::vector<Leaver>>& list : leavers_) reserveTouched(list.value, kObjectsPerRange / 4);
}

void Partition::findPairs(const std::vector<Actor>& actors, TaskSystem* tasks) {
  // Cells apart, each worker collecting keys of its own. Sorted, the keys are in the same
  // order however the cells were shared out: a pair is found in one cell only.
  const auto workers = static_cast<size_t>(workerCount(tasks));
  if (searches_.size() < workers) searches_.resize(workers);  // only grown, as its memory is reused
  for (Padded<PairSearch>& search : searches_) search.value.keys.clear();
  forEachRange(tasks, columns_ * rows_, kCellsPerRange, [this](int begin, int end, int worker) {
    PairSearch& search = searches_[static_cast<size_t>(worker)].value;
    for (int cell = begin; cell < end; ++cell) collectPairsInCell(cell, search);
  });
  takeSnapshots(actors, tasks);
  sortPairKeys(static_cast<int>(workers), tasks);
}

void Partition::takeSnapshots(const std::vector<Actor>& actors, TaskSystem* tasks) {
  // Every object, in a pass front to back: cheaper than reading each pair's two actors, which
  // lie anywhere, and the pairs need nothing more.
  const auto count = static_cast<int>(std::min(actors.size(), boxes_.size()));
  forEachRange(tasks, count, kObjectsPerRange, [&](int begin, int end, int) {
    for (int id = begin; id < end; ++id) {
      const Actor& actor = actors[static_cast<size_t>(id)];
      snapshots_[static_cast<size_t>(id)] = snapshotOf(actor, boxes_[static_cast<size_t>(id)]);
      collides_[static_cast<size_t>(id)] = actor.collidesWithActors ? 1 : 0;
    }
  });
  for (size_t id = static_cast<size_t>(count); id < boxes_.size(); ++id) {
    snapshots_[id] = {boxes_[id], {}, {}};
    collides_[id] = 0;
  }
}

ActorPair Partition::pairData(const FoundPair& pair) const {
  return makePair(pair.a, pair.b, snapshots_[static_cast<size_t>(pair.a)], snapshots_[static_cast<size_t>(pair.b)],
                  pair.bothCollideWithActors);
}

void findPairsBruteForce(const std::vector<Actor>& actors, std::vector<ActorPair>& pairs) {
  pairs.clear();
  std::vector<Box> boxes;
  boxes.reserve(actors.size());
  for (const Actor& a : actors) boxes.push_back(a.collisionBox());
  const auto count = static_cast<ActorId>(actors.size());
  for (ActorId a = 0; a < count; ++a) {
    const Actor& actorA = actors[static_cast<size_t>(a)];
    if (!actorA.alive) continue;
    for (ActorId b = a + 1; b < count; ++b) {
      const Actor& actorB = actors[static_cast<size_t>(b)];
      const Box& boxA = boxes[static_cast<size_t>(a)];
      const Box& boxB = boxes[static_cast<size_t>(b)];
      if (actorB.alive && collide(boxA, boxB))
        pairs.push_back(makePair(a, b, snapshotOf(actorA, boxA), snapshotOf(actorB, boxB),
                                 actorA.collidesWithActors && actorB.collidesWithActors));
    }
  }
}

}  // namespace ledge
