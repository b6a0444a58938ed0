#pragma once
// Minimum translation distance between two boxes (the XNA "playing with platforms" article):
// test the overlap on the four sides and push out along the smallest one.
//
// Tie rule, chosen on purpose: when the horizontal and vertical pushes are equal the vertical
// one wins. The article's code lets x win ties (its worked example, A (0,0)-(64,64) and B
// (32,32)-(96,96), returns (-32, 0)) while its text says (0, -32); preferring the vertical axis
// lets an actor that lands exactly on a corner stand on it instead of sliding off sideways.

#include "core/geometry.h"

namespace ledge {

// The translation to apply to `a` so that it no longer overlaps `b`; zero when they do not
// overlap. Touching boxes (a difference of exactly 0) count as overlapping with a zero push,
// as in the article, so the result is zero for them too.
Vec2 minimumTranslation(const Box& a, const Box& b);

}  // namespace ledge
