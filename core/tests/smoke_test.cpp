#include "core/tests/scene.h"

using namespace ledge;
using namespace ledge::test;

TEST_CASE("smoke: a crate falls and rests on the floor") {
  Level level = levelFromRows({"....", "....", "....", "####"});
  level.actors.push_back(actorAt(20, 0));
  World world(level);
  run(world, 120);
  CHECK(world.actor(0).y + world.actor(0).h == 48);
  CHECK(world.actor(0).grounded);
  CHECK(world.actor(0).vy == 0.0f);
}
