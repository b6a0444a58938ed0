#pragma once
// Editing a moving solid's path. The solid itself stands on waypoint 0 (where the simulation
// starts it), so the editor shows and drags waypoints 1.. as markers and the body as the start.
// Waypoints are top-left positions, as in the level file; markers show the solid's centre there.

#include <optional>

#include "core/geometry.h"
#include "core/level.h"
#include "editor/document.h"

namespace ledge::editor {

// Where the marker of waypoint `i` is drawn: the solid's centre when it stands there.
Vec2 waypointMarker(const SolidSpec& solid, int i);
// The centre of the segment that starts at waypoint `i` (the "+" that inserts a waypoint).
Vec2 segmentMidMarker(const SolidSpec& solid, int i);
// Number of segments drawn: one per pair of points, plus the closing one of a loop.
int segmentCount(const SolidSpec& solid);

// The waypoint (1..) or segment whose marker is within `radius` world pixels of `world`.
std::optional<int> waypointAt(const SolidSpec& solid, Vec2 world, float radius);
std::optional<int> segmentMidAt(const SolidSpec& solid, Vec2 world, float radius);

// Each edit keeps waypoint 0 on the solid's position.
// Inserts a waypoint after waypoint `i`, at `position` (top-left); returns its index.
int insertWaypoint(Document& doc, int solid, int after, IVec2 position);
// Appends a waypoint four tiles right of the last one, or left where the solid would leave the
// map (the inspector's "Add waypoint").
int appendWaypoint(Document& doc, int solid);
void moveWaypoint(Document& doc, int solid, int waypoint, IVec2 position);
// Waypoint 0 cannot be deleted (it is the solid). Deleting the only other one deletes the path:
// the solid stands still (a path of one point would not save), and "Add waypoint" starts another.
bool deleteWaypoint(Document& doc, int solid, int waypoint);

}  // namespace ledge::editor
