#pragma once
// The narrow phase of the speculative mover, wildbunny's distance function: how far a box is
// from an obstacle, and along which normal.
//
// Shrink the box to its centre and grow the obstacle by the box's extents (the Minkowski sum):
// the distance from that point to a face plane of the grown obstacle is the distance between
// the box and that face. Each face that looks at the box is a candidate plane; the candidate
// with the largest distance gives the contact's normal (majorAxis() says how that differs from
// the article). For two boxes the candidates are one vertical and one horizontal face; a slope
// tile adds its sloped plane.
// A positive distance means the box is wholly outside that plane, so it cannot overlap the
// obstacle while it stays outside: that is what makes the contact a safe constraint.

#include "core/geometry.h"
#include "core/tile.h"

namespace ledge {

struct ContactPlane {
  Vec2 normal{};          // unit, from the obstacle towards the box
  float distance = 0.0f;  // along the normal: positive apart, negative penetrating
  Vec2 point{};           // on the plane, nearest the box (for drawing the contact)
};

// The faces of one obstacle that look at a box, in tie-break order (sloped plane, vertical,
// horizontal).
struct ContactPlanes {
  static constexpr int kMax = 3;
  ContactPlane planes[kMax];
  int count = 0;
};

ContactPlanes boxPlanes(const Box& box, const Box& obstacle);

// A slope tile occupying `tile`: its sloped plane, its top or bottom, and its left or right
// side. The side where the surface is 0 high is a corner, not a face: it is left out while the
// box's bottom is at or above that corner, so an actor walking onto the foot of a slope meets
// the slope, not a wall of no height.
ContactPlanes slopePlanes(const Box& box, Tile slope, const Box& tile);

// The major axis, taken as the plane with the largest distance. The article takes the major
// axis of the centre-to-centre vector D (its largest coordinate), which is the same choice when
// the grown obstacle is square (equal sums of half extents on both axes), but not otherwise: a
// 10 x 14 crate touching a 16 px wall tile's left face, its centre 14 px below the tile's,
// has D = (-13, 14); the article would take the bottom face, at -1 px, a penetration that is
// not there. The largest distance is the separating axis: positive whenever the boxes are
// apart, so a contact is never made up. Ties (within float noise) go to the earlier plane
// (sloped, then vertical): an actor exactly on a corner stands on it, as with MTD (the
// article's code also gives ties to the vertical axis).
ContactPlane majorAxis(const ContactPlanes& candidates);

// The ghost-collision fix (PhysicsParams::speculativeSweptNormals): among the planes the box is
// wholly outside, the one the velocity crosses last, which is the face a box moving in a
// straight line would meet first (a swept AABB's entry face). A box moving past a corner then
// gets the side face, which it is not approaching, instead of the top face's infinite plane.
// Falls back to the major axis when the box is outside no plane (it penetrates).
ContactPlane sweptAxis(const ContactPlanes& candidates, Vec2 velocity);

}  // namespace ledge
