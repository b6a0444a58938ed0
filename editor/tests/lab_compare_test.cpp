// Compare: the recorded inputs once per mover; the first frame each mover's positions differ
// from the session's run.

#include "editor/lab_compare.h"

#include <doctest/doctest.h>

#include "core/world.h"
#include "editor/lab.h"
#include "editor/tests/helpers.h"

using namespace ledge;
using namespace ledge::editor;
using namespace ledge::editor::test;

namespace {

// The oracle: two worlds stepped side by side, the first frame their actors' pixels differ.
int64_t firstDifference(const Level& level, MoverKind mover, const std::vector<Input>& inputs) {
  Level other = level;
  for (ActorSpec& a : other.actors) a.mover = mover;
  World a(level), b(other);
  for (int64_t f = 0;; ++f) {
    for (size_t i = 0; i < a.state.actors.size(); ++i) {
      const Actor& x = a.state.actors[i];
      const Actor& y = b.state.actors[i];
      if (x.x != y.x || x.y != y.y || x.alive != y.alive) return f;
    }
    if (f == static_cast<int64_t>(inputs.size())) return -1;
    a.step(inputs[static_cast<size_t>(f)]);
    b.step(inputs[static_cast<size_t>(f)]);
  }
}

}  // namespace

TEST_CASE("lab compare: each mover's first differing frame, on the ghost-corner scenario") {
  const Level level = levelFromFile("levels/speculative-ghost-corner.json");
  Lab lab(level);
  lab.seek(90);
  LabCompare compare;
  compare.update(lab);
  REQUIRE(compare.runs().size() == static_cast<size_t>(kMoverKindCount));
  CHECK(compare.frames() == 91);
  bool someDiffer = false;
  for (const LabCompare::Run& run : compare.runs()) {
    const std::string mover = moverKindName(run.mover);
    CAPTURE(mover);
    CHECK(run.divergence == firstDifference(level, run.mover, lab.recording().inputs()));
    someDiffer |= run.divergence > 0;
  }
  CHECK(compare.runs()[static_cast<size_t>(MoverKind::Speculative)].divergence == -1);  // the level's own mover
  CHECK(someDiffer);
  CHECK(compare.firstDivergence() > 0);

  // Grown by more frames, the runs extend and agree with a fresh comparison.
  lab.seek(150);
  compare.update(lab);
  LabCompare fresh;
  fresh.update(lab);
  CHECK(compare.frames() == 151);
  for (size_t m = 0; m < compare.runs().size(); ++m) {
    CHECK(compare.runs()[m].divergence == fresh.runs()[m].divergence);
    CHECK(compare.box(compare.runs()[m], 150, 0) == fresh.box(fresh.runs()[m], 150, 0));
  }
  const IRect ghost = compare.box(compare.runs()[static_cast<size_t>(MoverKind::Speculative)], 150, 0);
  CHECK(ghost == lab.world().actor(0).rect());
}

TEST_CASE("lab compare: a new branch is compared from the start") {
  const Level level = levelFromFile("levels/pixel-elevator-squish.json");
  Lab lab(level);
  lab.seek(60);
  LabCompare compare;
  compare.update(lab);
  lab.seek(30);
  PhysicsParams low = level.physics;
  low.gravity = 300.0f;
  REQUIRE(lab.edit(setPhysicsEdit(low)).empty());
  lab.seek(70);
  compare.update(lab);
  CHECK(compare.frames() == 71);
  const LabCompare::Run& pixel = compare.runs()[static_cast<size_t>(MoverKind::Pixel)];
  CHECK(pixel.divergence == -1);
  for (ActorId id = 0; id < lab.world().actorCount(); ++id)
    if (lab.world().actor(id).alive) CHECK(compare.box(pixel, 70, id) == lab.world().actor(id).rect());
}
