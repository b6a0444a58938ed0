#pragma once
// The objects of a level as the editor handles them: actors and moving solids, referred to by
// kind and index, with their boxes, hit tests, placement, moves and resizes.

#include <optional>
#include <vector>

#include "core/geometry.h"
#include "core/level.h"
#include "editor/document.h"

namespace ledge::editor {

struct ObjectRef {
  enum class Type : uint8_t { Actor, Solid };
  Type type = Type::Actor;
  int index = 0;
  friend bool operator==(const ObjectRef&, const ObjectRef&) = default;
  friend bool operator<(const ObjectRef& a, const ObjectRef& b) {
    return a.type != b.type ? a.type < b.type : a.index < b.index;
  }
};

// What the Place tool puts down.
enum class PlaceKind : uint8_t { Player, Walker, Crate, MovingSolid };
inline constexpr int kPlaceKindCount = 4;
const char* placeKindName(PlaceKind kind);

bool exists(const Level& level, ObjectRef ref);
IRect objectRect(const Level& level, ObjectRef ref);
// The topmost object under a world point (solids are drawn under actors), or none.
std::optional<ObjectRef> objectAt(const Level& level, Vec2 world);
// Every object whose box overlaps `area`, solids first.
std::vector<ObjectRef> objectsIn(const Level& level, const IRect& area);
std::vector<ObjectRef> allObjects(const Level& level);

// Defaults of a newly placed actor of a kind, its size in pixels.
ActorSpec defaultActor(ActorKind kind);

// Snapping: actors stand on the tile under the cursor, centred in it; a solid's corner and its
// waypoints sit on tile corners. `snap` false leaves whole pixels.
IVec2 actorPlacement(const ActorSpec& actor, Vec2 world, int tileSize, bool snap);
IVec2 snapPoint(Vec2 world, int tileSize, bool snap);

// A moving solid spanning the rectangle between corners `a` and `b`, with a short path to the
// right to edit: its width and four tiles.
SolidSpec solidFromDrag(IVec2 a, IVec2 b, int tileSize);
// Where a drag from `from` to `to` (world pixels) places a moving solid: snapped, over the tiles
// it covers, as Rectangle Fill paints them; free, over the pixels between the two points. A
// click (a drag within one tile, or one with no area) places one three tiles wide and half a
// tile high at the tile's corner (or the pixel).
IRect placedSolidRect(Vec2 from, Vec2 to, int tileSize, bool snap);

// Adds an object of `kind` at a world point (the Place tool's click). Returns the new object.
ObjectRef placeActor(Document& doc, ActorKind kind, Vec2 world, bool snap);
ObjectRef placeSolid(Document& doc, const SolidSpec& solid);

// Moves an object by whole pixels; a solid's path moves with it.
void moveObject(Document& doc, ObjectRef ref, IVec2 delta);
// Gives an object a new box (at least 1 x 1); a solid's path follows its top-left corner.
void resizeObject(Document& doc, ObjectRef ref, IRect box);
// Erases the objects (any order given; erased from the highest index down).
void deleteObjects(Document& doc, std::vector<ObjectRef> refs);

// Resize handles of a box: 0..7 = top-left, top, top-right, right, bottom-right, bottom,
// bottom-left, left.
inline constexpr int kHandleCount = 8;
Vec2 handlePosition(const IRect& box, int handle);
// Is the box too small on screen (at `zoom` screen pixels per world pixel) for handles on its
// outline? A press inside such a box moves it, and its handles sit just outside it, so that
// they do not hide it.
bool tooSmallForHandles(const IRect& box, float zoom);
// Where a handle is drawn and grabbed at `zoom`, in world pixels: on the outline, or for a box
// too small for handles, on the outline of a box around it that is a handle's half size larger
// on every side, and 3 pick radii on screen at least, so that the handles neither hide the box
// nor touch one another.
Vec2 handleOnScreen(const IRect& box, int handle, float zoom);
// The handle nearest to `world` within `radius` (on both axes), if any, where it is drawn.
std::optional<int> handleAt(const IRect& box, Vec2 world, float radius, float zoom);
// The box after dragging `handle` to `to` (opposite sides stay put).
IRect dragHandle(const IRect& box, int handle, IVec2 to);

}  // namespace ledge::editor
