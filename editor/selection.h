#pragma once
// The selected objects, and the selected waypoint of a single selected moving solid.

#include <algorithm>
#include <vector>

#include "core/level.h"
#include "editor/objects.h"

namespace ledge::editor {

struct Selection {
  std::vector<ObjectRef> objects;
  int waypoint = -1;  // of the one selected solid; -1 when none

  bool empty() const { return objects.empty(); }
  bool contains(ObjectRef ref) const { return std::find(objects.begin(), objects.end(), ref) != objects.end(); }
  void clear() {
    objects.clear();
    waypoint = -1;
  }
  void selectOnly(ObjectRef ref) {
    objects = {ref};
    waypoint = -1;
  }
  void toggle(ObjectRef ref) {
    if (contains(ref))
      objects.erase(std::find(objects.begin(), objects.end(), ref));
    else
      objects.push_back(ref);
    waypoint = -1;
  }
  // Waypoint `i` of the selected solid was deleted: the selection stays on the same waypoint,
  // or on none when it was that one.
  void waypointDeleted(int i) {
    if (waypoint == i)
      waypoint = -1;
    else if (waypoint > i)
      --waypoint;
  }
  // The one selected solid, or -1.
  int singleSolid() const {
    return objects.size() == 1 && objects[0].type == ObjectRef::Type::Solid ? objects[0].index : -1;
  }
  // Drops what no longer exists (after an undo, a delete).
  void prune(const Level& level) {
    std::erase_if(objects, [&level](ObjectRef ref) { return !exists(level, ref); });
    const int solid = singleSolid();
    if (solid < 0 || waypoint >= static_cast<int>(level.solids[static_cast<size_t>(solid)].path.points.size()))
      waypoint = -1;
  }
};

}  // namespace ledge::editor
