// Which actor and solid is which after the designer changes the level under a lab session: the
// lab's edits must follow their objects, not their old indices.

#include <doctest/doctest.h>

#include "editor/lab.h"
#include "editor/object_matching.h"
#include "editor/tests/helpers.h"

using namespace ledge;
using namespace ledge::editor;
using namespace ledge::editor::test;

TEST_CASE("object matching: kept objects find their new index, deleted ones -1") {
  using Ints = std::vector<int>;
  CHECK(matchObjects(Ints{10, 11, 12, 13}, Ints{10, 12, 13}) == Ints{0, -1, 1, 2});
  CHECK(matchObjects(Ints{10, 11, 12}, Ints{11, 12}) == Ints{-1, 0, 1});
  CHECK(matchObjects(Ints{10, 11, 12}, Ints{10, 11}) == Ints{0, 1, -1});
  CHECK(matchObjects(Ints{10, 11, 12, 13, 14, 15}, Ints{10, 12, 13, 15}) == Ints{0, -1, 1, 2, -1, 3});
  CHECK(matchObjects(Ints{10, 11}, Ints{10, 99, 11}) == Ints{0, 2});       // pasted in between
  CHECK(matchObjects(Ints{10, 11, 12}, Ints{10, 77, 12}) == Ints{0, 1, 2});  // changed in place
  CHECK(matchObjects(Ints{7, 7, 7}, Ints{7, 7}) == Ints{0, 1, -1});
  CHECK(matchObjects(Ints{10, 11}, Ints{}) == Ints{-1, -1});
  CHECK(matchObjects(Ints{}, Ints{1}) == Ints{});
}

namespace {

Level threeCratesAndTwoLifts() {
  Level level = documentFromRows({
                    "........................",
                    "........................",
                    "........................",
                    "........................",
                    "########################",
                })
                    .level();
  for (int x : {20, 80, 140}) level.actors.push_back(actorAt(x, 40, 10, 14, ActorKind::Crate));
  for (int x : {40, 120}) level.solids.push_back(solidAt(x, 20, 32, 8));
  return level;
}

}  // namespace

TEST_CASE("lab: an edit follows its actor or solid when the designer deletes one before it") {
  Level level = threeCratesAndTwoLifts();
  Lab lab(level);
  lab.seek(10);
  REQUIRE(lab.edit(setMoverEdit(2, MoverKind::Raycast)).empty());
  REQUIRE(lab.edit(moveSolidEdit(1, {0, -6})).empty());
  REQUIRE(lab.edit(setMoverEdit(0, MoverKind::Mtd)).empty());
  lab.seek(20);

  level.actors.erase(level.actors.begin());  // the crate whose mover the lab switched
  level.solids.erase(level.solids.begin());
  lab.rebuild(level);

  REQUIRE(lab.recording().edits().size() == 2);
  CHECK(lab.recording().edits()[0].edit == setMoverEdit(1, MoverKind::Raycast));
  CHECK(lab.recording().edits()[1].edit == moveSolidEdit(0, {0, -6}));
  CHECK(lab.world().actor(0).mover == MoverKind::Pixel);
  CHECK(lab.world().actor(1).mover == MoverKind::Raycast);
  CHECK(lab.world().state.solids[0].y == 14);
}
