#pragma once
// Plain geometry types. Pixels, y pointing down; rectangles are stored by top-left and size.

#include <cstdint>

namespace ledge {

struct Vec2 {
  float x = 0.0f;
  float y = 0.0f;

  friend constexpr Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
  friend constexpr Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
  friend constexpr Vec2 operator*(Vec2 a, float s) { return {a.x * s, a.y * s}; }
  friend constexpr bool operator==(Vec2 a, Vec2 b) = default;
};

constexpr float dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }

struct IVec2 {
  int x = 0;
  int y = 0;
  friend constexpr bool operator==(IVec2 a, IVec2 b) = default;
};

// Integer rectangle: covers [x, x+w) x [y, y+h).
struct IRect {
  int x = 0;
  int y = 0;
  int w = 0;
  int h = 0;

  constexpr int left() const { return x; }
  constexpr int right() const { return x + w; }
  constexpr int top() const { return y; }
  constexpr int bottom() const { return y + h; }
  constexpr IRect shifted(int dx, int dy) const { return {x + dx, y + dy, w, h}; }
  constexpr bool overlaps(const IRect& o) const {
    return x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom();
  }
  friend constexpr bool operator==(const IRect&, const IRect&) = default;
};

// Real-valued box for the movers whose positions are not whole pixels.
struct Box {
  float x = 0.0f;
  float y = 0.0f;
  float w = 0.0f;
  float h = 0.0f;

  constexpr float left() const { return x; }
  constexpr float right() const { return x + w; }
  constexpr float top() const { return y; }
  constexpr float bottom() const { return y + h; }
  constexpr Vec2 center() const { return {x + w * 0.5f, y + h * 0.5f}; }
  constexpr Box shifted(float dx, float dy) const { return {x + dx, y + dy, w, h}; }
  // Overlap deeper than `tolerance` on both axes; touching boxes do not overlap.
  constexpr bool overlaps(const Box& o, float tolerance = 0.0f) const {
    return x + tolerance < o.right() && o.x + tolerance < right() && y + tolerance < o.bottom() &&
           o.y + tolerance < bottom();
  }
  friend constexpr bool operator==(const Box&, const Box&) = default;
};

constexpr Box toBox(const IRect& r) {
  return {static_cast<float>(r.x), static_cast<float>(r.y), static_cast<float>(r.w),
          static_cast<float>(r.h)};
}

// floor() without the library call floorf is on baseline x86-64. Beyond +-2^30 (and for NaN)
// it saturates instead of being undefined behaviour: no valid level gets near, and the margin
// to the int limits keeps a caller's +-1 on the result from overflowing.
constexpr int floorToInt(float v) {
  constexpr float kLimit = 1073741824.0f;  // 2^30
  const float clamped = v >= -kLimit ? (v <= kLimit ? v : kLimit) : -kLimit;
  const int truncated = static_cast<int>(clamped);
  return truncated - (clamped < static_cast<float>(truncated) ? 1 : 0);
}

// Round to the nearest whole pixel, halves to even (C#'s Math.Round, which the article's
// moveX uses): a remainder of exactly 0.5 does not move.
constexpr int roundPixels(float v) {
  const int r = floorToInt(v);
  const float frac = v - static_cast<float>(r);
  // No branch: whether a remainder rounds up is a coin toss, and every move asks.
  const bool up = (frac > 0.5f) | ((frac == 0.5f) & ((r & 1) != 0));
  return r + static_cast<int>(up);
}

// The article's remainder rule: adds `amount` to `remainder` and takes out the whole pixels to
// move now, leaving the remainder within [-0.5, 0.5].
inline int takeWholePixels(float& remainder, float amount) {
  remainder += amount;
  const int move = roundPixels(remainder);
  remainder -= static_cast<float>(move);
  return move;
}

// Integer division rounding toward negative infinity (tile of a negative pixel is -1, not 0).
constexpr int floorDiv(int a, int b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }
// Its remainder: from 0 to b - 1 for b > 0 (the pixel of a tile at a negative pixel).
constexpr int floorMod(int a, int b) { return a - floorDiv(a, b) * b; }

}  // namespace ledge
