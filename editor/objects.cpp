#include "editor/objects.h"

#include <algorithm>
#include <cmath>

#include "core/limits.h"
#include "editor/style.h"

namespace ledge::editor {
namespace {

IVec2 floorPoint(Vec2 world) {
  return {static_cast<int>(std::floor(world.x)), static_cast<int>(std::floor(world.y))};
}

bool containsPoint(const IRect& r, Vec2 p) {
  return p.x >= static_cast<float>(r.x) && p.x < static_cast<float>(r.right()) &&
         p.y >= static_cast<float>(r.y) && p.y < static_cast<float>(r.bottom());
}

void translatePath(SolidSpec& solid, IVec2 delta) {
  for (IVec2& p : solid.path.points) p = {p.x + delta.x, p.y + delta.y};
}

// As much of `delta` along one axis as keeps the solid's corner and every waypoint within the
// coordinates a level file holds (its path moves with it), so that a moved solid always saves.
int boundedShift(int delta, int corner, const std::vector<IVec2>& path, bool alongX) {
  int lowest = corner;
  int highest = corner;
  for (const IVec2& p : path) {
    lowest = std::min(lowest, alongX ? p.x : p.y);
    highest = std::max(highest, alongX ? p.x : p.y);
  }
  const int64_t bound = kMaxCoordinate;
  return static_cast<int>(std::clamp<int64_t>(delta, -bound - lowest, bound - highest));
}

// The whole move, as far as the solid may go on each axis.
void shiftSolid(SolidSpec& solid, IVec2 delta) {
  delta = {boundedShift(delta.x, solid.x, solid.path.points, true),
           boundedShift(delta.y, solid.y, solid.path.points, false)};
  solid.x += delta.x;
  solid.y += delta.y;
  translatePath(solid, delta);
}

// A handle's place on the outline of `box`, whole pixels or not.
Vec2 handleOn(const Box& box, int handle) {
  const float l = box.left(), r = box.right(), t = box.top(), b = box.bottom();
  const float cx = (l + r) * 0.5f, cy = (t + b) * 0.5f;
  const Vec2 positions[kHandleCount] = {{l, t}, {cx, t}, {r, t}, {r, cy}, {r, b}, {cx, b}, {l, b}, {l, cy}};
  return positions[handle];
}

}  // namespace

const char* placeKindName(PlaceKind kind) {
  constexpr const char* kNames[] = {"Player", "Walker", "Crate", "Moving solid"};
  return kNames[static_cast<size_t>(kind)];
}

bool exists(const Level& level, ObjectRef ref) {
  const size_t count = ref.type == ObjectRef::Type::Actor ? level.actors.size() : level.solids.size();
  return ref.index >= 0 && static_cast<size_t>(ref.index) < count;
}

IRect objectRect(const Level& level, ObjectRef ref) {
  if (ref.type == ObjectRef::Type::Actor) {
    const ActorSpec& a = level.actors[static_cast<size_t>(ref.index)];
    return {a.x, a.y, a.w, a.h};
  }
  const SolidSpec& s = level.solids[static_cast<size_t>(ref.index)];
  return {s.x, s.y, s.w, s.h};
}

std::optional<ObjectRef> objectAt(const Level& level, Vec2 world) {
  for (int i = static_cast<int>(level.actors.size()) - 1; i >= 0; --i) {
    const ObjectRef ref{ObjectRef::Type::Actor, i};
    if (containsPoint(objectRect(level, ref), world)) return ref;
  }
  for (int i = static_cast<int>(level.solids.size()) - 1; i >= 0; --i) {
    const ObjectRef ref{ObjectRef::Type::Solid, i};
    if (containsPoint(objectRect(level, ref), world)) return ref;
  }
  return std::nullopt;
}

std::vector<ObjectRef> objectsIn(const Level& level, const IRect& area) {
  std::vector<ObjectRef> found;
  for (int i = 0; i < static_cast<int>(level.solids.size()); ++i)
    if (objectRect(level, {ObjectRef::Type::Solid, i}).overlaps(area)) found.push_back({ObjectRef::Type::Solid, i});
  for (int i = 0; i < static_cast<int>(level.actors.size()); ++i)
    if (objectRect(level, {ObjectRef::Type::Actor, i}).overlaps(area)) found.push_back({ObjectRef::Type::Actor, i});
  return found;
}

std::vector<ObjectRef> allObjects(const Level& level) {
  std::vector<ObjectRef> all;
  for (int i = 0; i < static_cast<int>(level.solids.size()); ++i) all.push_back({ObjectRef::Type::Solid, i});
  for (int i = 0; i < static_cast<int>(level.actors.size()); ++i) all.push_back({ObjectRef::Type::Actor, i});
  return all;
}

ActorSpec defaultActor(ActorKind kind) {
  ActorSpec a;
  a.kind = kind;
  switch (kind) {
    case ActorKind::Player: a.w = 10; a.h = 14; break;
    case ActorKind::Walker: a.w = 12; a.h = 12; break;
    case ActorKind::Crate: a.w = 14; a.h = 14; break;
  }
  return a;
}

IVec2 actorPlacement(const ActorSpec& actor, Vec2 world, int tileSize, bool snap) {
  if (!snap) return {static_cast<int>(std::floor(world.x)) - actor.w / 2, static_cast<int>(std::floor(world.y)) - actor.h / 2};
  const IVec2 tile = {floorDiv(static_cast<int>(std::floor(world.x)), tileSize),
                      floorDiv(static_cast<int>(std::floor(world.y)), tileSize)};
  return {tile.x * tileSize + (tileSize - actor.w) / 2, (tile.y + 1) * tileSize - actor.h};
}

IVec2 snapPoint(Vec2 world, int tileSize, bool snap) {
  if (!snap) return floorPoint(world);
  const float ts = static_cast<float>(tileSize);
  return {static_cast<int>(std::round(world.x / ts)) * tileSize, static_cast<int>(std::round(world.y / ts)) * tileSize};
}

IRect placedSolidRect(Vec2 from, Vec2 to, int tileSize, bool snap) {
  IVec2 a = floorPoint(from);
  IVec2 b = floorPoint(to);
  if (snap) {
    a = {floorDiv(a.x, tileSize) * tileSize, floorDiv(a.y, tileSize) * tileSize};
    b = {floorDiv(b.x, tileSize) * tileSize, floorDiv(b.y, tileSize) * tileSize};
  }
  const IVec2 lo{std::min(a.x, b.x), std::min(a.y, b.y)};
  const IVec2 hi{std::max(a.x, b.x), std::max(a.y, b.y)};
  const bool click = snap ? a == b : lo.x == hi.x || lo.y == hi.y;
  if (click) return {a.x, a.y, 3 * tileSize, std::max(tileSize / 2, 1)};
  const int reach = snap ? tileSize : 0;  // snapped, the last tile is covered too
  return {lo.x, lo.y, hi.x - lo.x + reach, hi.y - lo.y + reach};
}

SolidSpec solidFromDrag(IVec2 a, IVec2 b, int tileSize) {
  SolidSpec s;
  s.x = std::min(a.x, b.x);
  s.y = std::min(a.y, b.y);
  s.w = std::max(std::abs(b.x - a.x), 1);
  s.h = std::max(std::abs(b.y - a.y), 1);
  // Its width and four tiles more: the segment's + (add a waypoint) then lies two tiles clear of
  // the solid, where its resize handles cannot take the press at any zoom.
  s.path.points = {{s.x, s.y}, {s.x + s.w + 4 * tileSize, s.y}};
  s.path.speed = 40.0f;
  s.path.mode = PathMode::PingPong;
  return s;
}

ObjectRef placeActor(Document& doc, ActorKind kind, Vec2 world, bool snap) {
  ActorSpec a = defaultActor(kind);
  const IVec2 at = actorPlacement(a, world, doc.map().tileSize(), snap);
  a.x = at.x;
  a.y = at.y;
  const int index = static_cast<int>(doc.level().actors.size());
  doc.insertActor(index, a);
  return {ObjectRef::Type::Actor, index};
}

ObjectRef placeSolid(Document& doc, const SolidSpec& solid) {
  const int index = static_cast<int>(doc.level().solids.size());
  doc.insertSolid(index, solid);
  return {ObjectRef::Type::Solid, index};
}

void moveObject(Document& doc, ObjectRef ref, IVec2 delta) {
  if (ref.type == ObjectRef::Type::Actor) {
    ActorSpec a = doc.level().actors[static_cast<size_t>(ref.index)];
    a.x += delta.x;
    a.y += delta.y;
    doc.updateActor(ref.index, a);
    return;
  }
  SolidSpec s = doc.level().solids[static_cast<size_t>(ref.index)];
  shiftSolid(s, delta);
  doc.updateSolid(ref.index, s);
}

void resizeObject(Document& doc, ObjectRef ref, IRect box) {
  box.w = std::max(box.w, 1);
  box.h = std::max(box.h, 1);
  if (ref.type == ObjectRef::Type::Actor) {
    ActorSpec a = doc.level().actors[static_cast<size_t>(ref.index)];
    a.x = box.x;
    a.y = box.y;
    a.w = box.w;
    a.h = box.h;
    doc.updateActor(ref.index, a);
    return;
  }
  SolidSpec s = doc.level().solids[static_cast<size_t>(ref.index)];
  shiftSolid(s, {box.x - s.x, box.y - s.y});
  s.w = box.w;
  s.h = box.h;
  doc.updateSolid(ref.index, s);
}

void deleteObjects(Document& doc, std::vector<ObjectRef> refs) {
  std::sort(refs.begin(), refs.end());
  refs.erase(std::unique(refs.begin(), refs.end()), refs.end());
  for (auto ref = refs.rbegin(); ref != refs.rend(); ++ref) {
    if (ref->type == ObjectRef::Type::Actor)
      doc.eraseActor(ref->index);
    else
      doc.eraseSolid(ref->index);
  }
}

Vec2 handlePosition(const IRect& box, int handle) { return handleOn(toBox(box), handle); }

bool tooSmallForHandles(const IRect& box, float zoom) {
  return static_cast<float>(std::min(box.w, box.h)) * zoom < 3.0f * style::kPickRadius;
}

Vec2 handleOnScreen(const IRect& box, int handle, float zoom) {
  if (!tooSmallForHandles(box, zoom)) return handlePosition(box, handle);
  // On the outline of the box grown by a handle's half size, so that no handle hides it, and
  // to 3 pick radii at least, so that neighbouring handles stand apart and each can be taken.
  const auto grownSide = [zoom](int side) {
    return std::max(static_cast<float>(side) + 2.0f * style::kHandleHalfSize / zoom, 3.0f * style::kPickRadius / zoom);
  };
  const Vec2 centre = toBox(box).center();
  const float w = grownSide(box.w), h = grownSide(box.h);
  return handleOn({centre.x - w * 0.5f, centre.y - h * 0.5f, w, h}, handle);
}

std::optional<int> handleAt(const IRect& box, Vec2 world, float radius, float zoom) {
  std::optional<int> nearest;
  float best = radius;
  for (int handle = 0; handle < kHandleCount; ++handle) {
    const Vec2 d = handleOnScreen(box, handle, zoom) - world;
    const float distance = std::max(std::abs(d.x), std::abs(d.y));
    if (distance <= best) {
      best = distance;
      nearest = handle;
    }
  }
  return nearest;
}

IRect dragHandle(const IRect& box, int handle, IVec2 to) {
  int left = box.x, top = box.y, right = box.right(), bottom = box.bottom();
  const bool movesLeft = handle == 0 || handle == 6 || handle == 7;
  const bool movesRight = handle == 2 || handle == 3 || handle == 4;
  const bool movesTop = handle == 0 || handle == 1 || handle == 2;
  const bool movesBottom = handle == 4 || handle == 5 || handle == 6;
  if (movesLeft) left = std::min(to.x, right - 1);
  if (movesRight) right = std::max(to.x, left + 1);
  if (movesTop) top = std::min(to.y, bottom - 1);
  if (movesBottom) bottom = std::max(to.y, top + 1);
  return {left, top, right - left, bottom - top};
}

}  // namespace ledge::editor
