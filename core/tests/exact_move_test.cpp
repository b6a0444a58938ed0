// The exact model's moves (moveX / moveY of the speculative, ray-cast and MTD movers) agree with
// the overlap test, overlapsSolidGeometry(): a box it calls clear is never moved into geometry.

#include <doctest/doctest.h>

#include "core/actor_move.h"
#include "core/collide.h"
#include "core/tests/scene.h"

using namespace ledge;
using namespace ledge::test;

TEST_CASE("exact moves: a box clear of a slope by the tolerance's float noise is not moved into it") {
  // A '\\' slope whose low end is at x 112; the box's left edge is 0.0100021 px inside that column,
  // below the tile's bottom: clear of the slope by the overlap test's tolerance, and past the
  // slope's entry by just more than it. Found by a review's random levels (an MTD actor pushed
  // 0.27 px into the slope by the actor-pair response).
  std::vector<std::string> rows(10, "............");
  rows[7][6] = '\\';
  rows[9] = "############";
  for (const MoverKind mover : {MoverKind::Speculative, MoverKind::Raycast, MoverKind::Mtd}) {
    CAPTURE(moverKindName(mover));
    Level level = levelFromRows(rows);
    level.actors.push_back(actorAt(112, 112, 24, 16, ActorKind::Crate, mover));
    World w(level);
    w.actor(0).rx = -0.0100057125f;
    w.actor(0).ry = 0.499999583f;
    REQUIRE_FALSE(overlapsSolidGeometry(w, w.actor(0)));
    moveX(w, 0, -0.267f, nullptr, nullptr);
    CHECK_FALSE(overlapsSolidGeometry(w, w.actor(0)));
    CHECK(w.actor(0).exactBox().left() > 111.98f);  // it stops where it touches
  }
}
