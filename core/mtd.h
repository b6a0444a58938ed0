#pragma once
// Minimum translation distance between two boxes (the XNA "playing with platforms" article):
// test the overlap on the four sides and push out along the smallest one.
//
// Tie rule, chosen on purpose: when the horizontal and vertical pushes are equal the vertical
// one wins. The article's code lets x win ties (its worked example, A (0,0)-(64,64) and B
// (32,32)-(96,96), returns (-32, 0)) while its text says (0, -32); preferring the vertical axis
// lets an actor that lands exactly on a corner stand on it instead of sliding off sideways, and
// lets it walk up a 45-degree slope (its corner sinks as far down as it goes sideways). Within
// an axis the article's order stands: left before right, up before down.

#include "core/geometry.h"
#include "core/tile.h"

namespace ledge {

// The translation to apply to `a` so that it no longer overlaps `b`; zero when they do not
// overlap (nor when an edge is NaN). Touching boxes (a difference of exactly 0) count as
// overlapping with a zero push, as in the article, so the result is zero for them too.
Vec2 minimumTranslation(const Box& a, const Box& b);

// The four ways out of an overlap, shortest first by the rules above (the first is the minimum
// translation); none when the boxes are apart.
struct Pushes {
  Vec2 ways[4];
  int count = 0;
};

Pushes pushesOut(const Box& a, const Box& b);

// The same against a slope tile occupying `tile`: the ways out of the region under the slope's
// plane. Up is straight up to the plane (the surface's height over the box), so an actor stands
// on a slope instead of sliding down it; left and right go to where the solid part at the
// height of the box's bottom ends; down clears the tile's bottom.
Pushes pushesOutOfSlope(const Box& a, Tile slope, const Box& tile);

}  // namespace ledge
