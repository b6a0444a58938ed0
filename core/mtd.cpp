#include "core/mtd.h"

namespace ledge {

Vec2 minimumTranslation(const Box& a, const Box& b) {
  // Distance each side of `a` would have to travel to clear `b`; negative means apart.
  const float towardsLeft = a.right() - b.left();
  const float towardsRight = b.right() - a.left();
  const float towardsUp = a.bottom() - b.top();
  const float towardsDown = b.bottom() - a.top();
  if (towardsLeft < 0.0f || towardsRight < 0.0f || towardsUp < 0.0f || towardsDown < 0.0f) return {};

  // Within an axis the article keeps the first side it tried (left, then up) on a tie.
  const float pushX = towardsRight < towardsLeft ? towardsRight : -towardsLeft;
  const float pushY = towardsDown < towardsUp ? towardsDown : -towardsUp;
  const float absX = pushX < 0.0f ? -pushX : pushX;
  const float absY = pushY < 0.0f ? -pushY : pushY;
  if (absY <= absX) return {0.0f, pushY};
  return {pushX, 0.0f};
}

}  // namespace ledge
