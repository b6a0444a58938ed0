// The undo order's depth: each history keeps its own steps, so that one cannot push the other's
// out of reach.

#include <doctest/doctest.h>

#include "editor/undo_order.h"

using namespace ledge::editor;

namespace {

using Owner = UndoOrder::Owner;

UndoOrder::Step stepOf(Owner owner, int number) {
  UndoOrder::Step step;
  step.owner = owner;
  step.label = std::to_string(number);
  return step;
}

// Undoes every step and lists them, newest first, as "owner:label".
std::vector<std::string> undoAll(UndoOrder& order) {
  std::vector<std::string> undone;
  while (order.canUndo()) {
    const UndoOrder::Step step = order.undo({});
    undone.push_back((step.owner == Owner::Lab ? "lab:" : "level:") + step.label);
  }
  return undone;
}

}  // namespace

TEST_CASE("undo order: many lab steps leave the level's steps in reach, and the oldest of each history drops out") {
  constexpr int kDepth = static_cast<int>(UndoOrder::kDepth);
  UndoOrder order;
  order.add(stepOf(Owner::Level, 0));
  order.add(stepOf(Owner::Lab, 0));
  order.add(stepOf(Owner::Level, 1));
  for (int i = 1; i <= kDepth + 2; ++i) order.add(stepOf(Owner::Lab, i));

  const std::vector<std::string> undone = undoAll(order);
  // The lab's newest kDepth steps (3 .. kDepth + 2), then both level steps in their places.
  REQUIRE(undone.size() == static_cast<size_t>(kDepth) + 2);
  CHECK(undone.front() == "lab:" + std::to_string(kDepth + 2));
  CHECK(undone[static_cast<size_t>(kDepth) - 1] == "lab:3");
  CHECK(undone[static_cast<size_t>(kDepth)] == "level:1");
  CHECK(undone.back() == "level:0");

  // And the other way round: the level's oldest step drops out, the one lab step stays.
  UndoOrder levels;
  levels.add(stepOf(Owner::Lab, 0));
  for (int i = 0; i <= kDepth; ++i) levels.add(stepOf(Owner::Level, i));
  const std::vector<std::string> levelsUndone = undoAll(levels);
  REQUIRE(levelsUndone.size() == static_cast<size_t>(kDepth) + 1);
  CHECK(levelsUndone[static_cast<size_t>(kDepth) - 1] == "level:1");
  CHECK(levelsUndone.back() == "lab:0");
}
