// The undo order's depth: each history keeps as many steps as the Document, and the past that
// undo reaches stays unbroken (a step puts back the state its older steps left).

#include <string>
#include <vector>

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

TEST_CASE("undo order: each history keeps its depth, and the oldest steps drop out first") {
  constexpr int kDepth = static_cast<int>(UndoOrder::kDepth);
  // A step of each, in turn, as deep as each goes: all of them stay (a depth shared by the two
  // would have dropped half).
  UndoOrder order;
  for (int i = 0; i < kDepth; ++i) {
    order.add(stepOf(Owner::Level, i));
    order.add(stepOf(Owner::Lab, i));
  }
  std::vector<std::string> undone = undoAll(order);
  REQUIRE(undone.size() == 2 * static_cast<size_t>(kDepth));
  CHECK(undone.front() == "lab:" + std::to_string(kDepth - 1));
  CHECK(undone.back() == "level:0");

  // One lab step more than the depth: the steps up to the oldest lab step drop out, the level
  // step before it too, so that no step is left whose past is gone.
  UndoOrder deep;
  deep.add(stepOf(Owner::Level, 0));
  deep.add(stepOf(Owner::Lab, 0));
  deep.add(stepOf(Owner::Level, 1));
  for (int i = 1; i <= kDepth; ++i) deep.add(stepOf(Owner::Lab, i));
  undone = undoAll(deep);
  REQUIRE(undone.size() == static_cast<size_t>(kDepth) + 1);
  CHECK(undone.front() == "lab:" + std::to_string(kDepth));
  CHECK(undone[static_cast<size_t>(kDepth) - 1] == "lab:1");
  CHECK(undone.back() == "level:1");
}
