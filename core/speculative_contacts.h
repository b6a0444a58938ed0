#pragma once
// Contact generation of the speculative mover (wildbunny's "tiles as a broad phase"). Every tile
// and moving solid the actor could reach this step becomes a contact with the plane of the
// narrow phase (core/contact_plane.h), and the article's rules reject some of them before the
// solver sees them:
//  - internal edges: the normal points into a neighbouring tile that covers the face, so the
//    face is inside one continuous surface. Likewise a side face whose top is level with the
//    floor the actor stands on is a seam of that floor (a ladder top or a platform beside a
//    solid tile, a moving solid flush with the ground): the floor's contact keeps the actor
//    out of it, the face's would only stop it;
//  - jump-through tiles (one-way platforms and ladder tops) accept only an upward normal, and
//    only while the actor's bottom is above their top by more than -oneWayTolerance;
//  - a platform the actor is dropping through or climbing past is ignored.

#include <vector>

#include "core/collide.h"
#include "core/contact_plane.h"
#include "core/geometry.h"
#include "core/trace.h"

namespace ledge {

class World;

struct SpeculativeContact {
  ContactPlane plane;
  Box obstacle{};  // the tile's or the solid's box
  Blocker by;      // which tile, wall column or solid
  // A rejection reason, or Inactive until the solver finds it acting (then Accepted).
  ContactVerdict verdict = ContactVerdict::Inactive;

  bool rejected() const {
    return verdict != ContactVerdict::Inactive && verdict != ContactVerdict::Accepted;
  }
};

// The region the broad phase searches for `box` moving by `motion`: the box that encloses both
// positions, grown by a small margin.
Box broadPhaseRegion(const Box& box, Vec2 motion);

// How far `box` is from the tile or solid of a contact, along the major axis (negative: inside
// it). An internal edge is discarded only while that keeps the actor out of its tile: the mover
// checks where the actor would end with this, and takes the edge back when it would be inside.
float separationFrom(const SpeculativeContact& contact, const Box& box);

// Replaces `contacts` with one contact for every tile that can block (solid, slope, one-way,
// ladder top, the side walls) and every collidable solid under `region`, for `actor` at `box`
// moving at `velocity` (px/s; it picks the face when the swept-normals fix is on).
void gatherContacts(const World& world, const Actor& actor, const Box& box, Vec2 velocity,
                    const Box& region, std::vector<SpeculativeContact>& contacts);

}  // namespace ledge
