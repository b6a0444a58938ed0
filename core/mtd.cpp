#include "core/mtd.h"

#include <algorithm>

namespace ledge {
namespace {

// px: lengths this close are a tie. Positions are floats: a box moved into a corner by the same
// amount on both axes overlaps it by amounts that differ in their last bits.
constexpr float kTieTolerance = 1e-3f;

// Orders the four distances each side of `a` would travel to clear the obstacle (all at least
// 0 when they overlap), shortest first; on a tie vertical before horizontal, then the side the
// article tried first (up before down, left before right).
Pushes orderedPushes(float towardsLeft, float towardsRight, float towardsUp, float towardsDown) {
  struct Way {
    float length;
    Vec2 push;
  };
  // In tie-break order.
  Way ways[4] = {{towardsUp, {0.0f, -towardsUp}},
                 {towardsDown, {0.0f, towardsDown}},
                 {towardsLeft, {-towardsLeft, 0.0f}},
                 {towardsRight, {towardsRight, 0.0f}}};
  // Insertion sort: stable (exact ties keep the order above) and, unlike std::stable_sort, it
  // never allocates a buffer (a step must not allocate). Near-ties stay in tie-break order.
  for (int i = 1; i < 4; ++i)
    for (int j = i; j > 0 && ways[j].length < ways[j - 1].length - kTieTolerance; --j)
      std::swap(ways[j], ways[j - 1]);
  Pushes pushes;
  for (const Way& way : ways) pushes.ways[pushes.count++] = way.push;
  return pushes;
}

}  // namespace

Vec2 minimumTranslation(const Box& a, const Box& b) {
  const Pushes pushes = pushesOut(a, b);
  return pushes.count > 0 ? pushes.ways[0] : Vec2{};
}

Pushes pushesOut(const Box& a, const Box& b) {
  // Distance each side of `a` would have to travel to clear `b`; negative means apart.
  const float towardsLeft = a.right() - b.left();
  const float towardsRight = b.right() - a.left();
  const float towardsUp = a.bottom() - b.top();
  const float towardsDown = b.bottom() - a.top();
  if (towardsLeft < 0.0f || towardsRight < 0.0f || towardsUp < 0.0f || towardsDown < 0.0f) return {};
  return orderedPushes(towardsLeft, towardsRight, towardsUp, towardsDown);
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
