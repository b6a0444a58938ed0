#include "core/mtd.h"

#include <algorithm>
#include <array>

namespace ledge {
namespace {

// px: lengths this close are a tie. Positions are floats: a box moved into a corner by the same
// amount on both axes overlaps it by amounts that differ in their last bits.
constexpr float kTieTolerance = 1e-3f;

// The four ways out, in tie-break order: vertical before horizontal, then the side the article
// tried first (up before down, left before right).
struct Way {
  float length;
  Vec2 push;
};
using Ways = std::array<Way, 4>;

Ways waysOut(float towardsLeft, float towardsRight, float towardsUp, float towardsDown) {
  return {{{towardsUp, {0.0f, -towardsUp}},
           {towardsDown, {0.0f, towardsDown}},
           {towardsLeft, {-towardsLeft, 0.0f}},
           {towardsRight, {towardsRight, 0.0f}}}};
}

// Orders the four distances each side of `a` would travel to clear the obstacle (all at least
// 0 when they overlap), shortest first; near-ties keep the tie-break order.
Pushes orderedPushes(float towardsLeft, float towardsRight, float towardsUp, float towardsDown) {
  Ways ways = waysOut(towardsLeft, towardsRight, towardsUp, towardsDown);
  // Insertion sort: stable (exact ties keep the order above) and, unlike std::stable_sort, it
  // never allocates a buffer (a step must not allocate). Near-ties stay in tie-break order.
  for (int i = 1; i < 4; ++i)
    for (int j = i; j > 0 && ways[j].length < ways[j - 1].length - kTieTolerance; --j)
      std::swap(ways[j], ways[j - 1]);
  Pushes pushes;
  for (const Way& way : ways) pushes.ways[pushes.count++] = way.push;
  return pushes;
}

// Distance each side of `a` would have to travel to clear `b`; negative means apart. A NaN
// (a box with a NaN edge) counts as apart too: no way out can be worked out from it.
struct Overlap {
  float towardsLeft, towardsRight, towardsUp, towardsDown;
  bool apart() const {
    return !(towardsLeft >= 0.0f && towardsRight >= 0.0f && towardsUp >= 0.0f && towardsDown >= 0.0f);
  }
};

Overlap overlapOf(const Box& a, const Box& b) {
  return {a.right() - b.left(), b.right() - a.left(), a.bottom() - b.top(), b.bottom() - a.top()};
}

}  // namespace

Vec2 minimumTranslation(const Box& a, const Box& b) {
  const Overlap o = overlapOf(a, b);
  if (o.apart()) return {};
  // orderedPushes' first way, without ordering the rest (actor pairs ask this once a pair). The
  // sort's first is the last way shorter by more than the tolerance than every way before it:
  // a way moves to the front only past all of them.
  // The push is made from the lengths rather than read out of waysOut()'s array: read back
  // whole from the floats just written one by one, it waited on the store buffer at every pair.
  const std::array<float, 4> lengths = {o.towardsUp, o.towardsDown, o.towardsLeft, o.towardsRight};
  size_t first = 0;
  float shortest = lengths[0];
  for (size_t i = 1; i < lengths.size(); ++i) {
    if (lengths[i] < shortest - kTieTolerance) first = i;
    shortest = std::min(shortest, lengths[i]);
  }
  const float x = first == 2 ? -o.towardsLeft : first == 3 ? o.towardsRight : 0.0f;
  const float y = first == 0 ? -o.towardsUp : first == 1 ? o.towardsDown : 0.0f;
  return {x, y};
}

Pushes pushesOut(const Box& a, const Box& b) {
  const Overlap o = overlapOf(a, b);
  if (o.apart()) return {};
  return orderedPushes(o.towardsLeft, o.towardsRight, o.towardsUp, o.towardsDown);
}

Pushes pushesOutOfSlope(const Box& a, Tile slope, const Box& tile) {
  const SlopeProfile profile = slopeProfile(slope);
  const float left = static_cast<float>(profile.leftEighths) * tile.h / 8.0f;   // surface heights
  const float right = static_cast<float>(profile.rightEighths) * tile.h / 8.0f; // above the bottom
  const auto surface = [&](float localX) { return left + (right - left) * localX / tile.w; };

  const float from = std::max(a.left(), tile.left()) - tile.left();
  const float to = std::min(a.right(), tile.right()) - tile.left();
  if (!(from < to)) return {};
  const float towardsUp = a.bottom() - (tile.bottom() - std::max(surface(from), surface(to)));
  const float towardsDown = tile.bottom() - a.top();
  if (!(towardsUp > 0.0f && towardsDown > 0.0f)) return {};

  // The solid part of the tile at the height of the box's bottom spans [low, high] across.
  const float height = tile.bottom() - a.bottom();
  float low = 0.0f;
  float high = tile.w;
  if (right != left) {
    const float crossing = std::clamp((height - left) * tile.w / (right - left), 0.0f, tile.w);
    (right > left ? low : high) = crossing;
  }
  const float towardsLeft = a.right() - (tile.left() + low);
  const float towardsRight = tile.left() + high - a.left();
  return orderedPushes(towardsLeft, towardsRight, towardsUp, towardsDown);
}

}  // namespace ledge
