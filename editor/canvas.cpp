#include "editor/canvas.h"

#include <algorithm>
#include <cmath>

#include "editor/path_tools.h"
#include "editor/style.h"
#include "editor/tile_tools.h"
#include "editor/view.h"

namespace ledge::editor {
namespace {

bool inside(const CanvasView& view, Vec2 p) {
  return p.x >= view.screenOrigin.x && p.y >= view.screenOrigin.y && p.x < view.screenOrigin.x + view.screenSize.x &&
         p.y < view.screenOrigin.y + view.screenSize.y;
}

Vec2 toVec(IVec2 p) { return {static_cast<float>(p.x), static_cast<float>(p.y)}; }

IVec2 tileOf(Vec2 world, int tileSize) {
  const float ts = static_cast<float>(tileSize);
  return {static_cast<int>(std::floor(world.x / ts)), static_cast<int>(std::floor(world.y / ts))};
}

// A move by whole tiles, or by whole pixels when not snapping.
IVec2 snapDelta(Vec2 delta, int tileSize, bool snap) {
  const float step = snap ? static_cast<float>(tileSize) : 1.0f;
  return {static_cast<int>(std::round(delta.x / step)) * static_cast<int>(step),
          static_cast<int>(std::round(delta.y / step)) * static_cast<int>(step)};
}

// Picking the empty tile means erasing, for the picker and the brush. Alt+click with another
// tool keeps it: a select or place tool turned eraser would wipe tiles on the next drag.
void pickInto(ToolState& tools, Tile tile, bool switchTool) {
  if (tile == Tile::Empty) {
    if (switchTool || tools.tool == Tool::Brush) tools.tool = Tool::Eraser;
    return;
  }
  tools.tile = tile;
  if (switchTool) tools.tool = Tool::Brush;
}

ActorKind actorKindOf(PlaceKind kind) {
  switch (kind) {
    case PlaceKind::Player: return ActorKind::Player;
    case PlaceKind::Walker: return ActorKind::Walker;
    default: return ActorKind::Crate;
  }
}

Vec2 tileMin(IVec2 tile, int ts) { return toVec({tile.x * ts, tile.y * ts}); }
Vec2 tileMax(IVec2 tile, int ts) { return toVec({(tile.x + 1) * ts, (tile.y + 1) * ts}); }

}  // namespace

void Canvas::update(const EditorInput& input, Document& doc, ToolState& tools, Selection& selection) {
  const int ts = doc.map().tileSize();
  const Vec2 previousMouse = mouse_;
  mouse_ = input.mouse;
  hovering_ = input.mouseFree && inside(view, input.mouse);
  hoverWorld_ = view.toWorld(input.mouse);
  hoverTile_ = tileOf(hoverWorld_, ts);
  snap_ = !input.mods.ctrl;
  lineHint_ = input.mods.shift && tools.tool == Tool::Brush && lastPainted_.has_value();

  if (hovering_ && input.wheel != 0.0f) zoomAbout(view, input.mouse, std::pow(kZoomStep, input.wheel), levelSize(doc));

  if (drag_.kind == DragKind::Pan) pan(view, input.mouse - previousMouse);
  if (drag_.kind != DragKind::None) {
    continueDrag(input, doc, selection);
    if (input.released[static_cast<size_t>(drag_.button)] || !input.down[static_cast<size_t>(drag_.button)])
      finishDrag(input, doc, selection);
    return;
  }
  if (hovering_) startDrag(input, doc, tools, selection);
}

void Canvas::startDrag(const EditorInput& input, Document& doc, ToolState& tools, Selection& selection) {
  const auto pressed = [&input](int button) { return input.pressed[static_cast<size_t>(button)]; };
  drag_ = Drag{};
  drag_.startWorld = hoverWorld_;
  drag_.startTile = hoverTile_;
  if (pressed(kMouseMiddle) || (pressed(kMouseLeft) && input.spaceHeld)) {
    drag_.kind = DragKind::Pan;
    drag_.button = pressed(kMouseMiddle) ? kMouseMiddle : kMouseLeft;
    return;
  }
  if (pressed(kMouseRight)) {
    startErase(doc, tools);
    return;
  }
  if (!pressed(kMouseLeft)) return;
  if (input.mods.alt) {
    if (const auto tile = pickTile(doc, hoverTile_)) pickInto(tools, *tile, false);
    return;
  }
  switch (tools.tool) {
    case Tool::Brush: beginPaint(doc, tools.tile, kMouseLeft, input.mods.shift); break;
    case Tool::Eraser: beginPaint(doc, Tile::Empty, kMouseLeft, input.mods.shift); break;
    case Tool::Bucket:
      doc.begin("Bucket Fill");
      floodFill(doc, hoverTile_, tools.tile);
      doc.commit();
      break;
    case Tool::Rectangle:
      drag_.kind = DragKind::Rectangle;
      drag_.paint = tools.tile;
      break;
    case Tool::Picker:
      if (const auto tile = pickTile(doc, hoverTile_)) pickInto(tools, *tile, true);
      break;
    case Tool::Select: startSelectDrag(input, doc, selection); break;
    case Tool::Place:
      if (tools.place == PlaceKind::MovingSolid) {
        drag_.kind = DragKind::PlaceSolid;
        break;
      }
      doc.begin(std::string("Place ") + placeKindName(tools.place));
      selection.selectOnly(placeActor(doc, actorKindOf(tools.place), hoverWorld_, snap_));
      doc.commit();
      break;
  }
}

void Canvas::startErase(Document& doc, const ToolState& tools) {
  // The fills clear as they fill, so that a room can be emptied as it was made.
  switch (tools.tool) {
    case Tool::Rectangle:
      drag_.kind = DragKind::Rectangle;
      drag_.button = kMouseRight;
      drag_.paint = Tile::Empty;
      return;
    case Tool::Bucket:
      doc.begin("Bucket Erase");
      floodFill(doc, hoverTile_, Tile::Empty);
      doc.commit();
      return;
    default: beginPaint(doc, Tile::Empty, kMouseRight, false);
  }
}

void Canvas::beginPaint(Document& doc, Tile tile, int button, bool line) {
  drag_.kind = DragKind::Paint;
  drag_.button = button;
  drag_.paint = tile;
  doc.begin(tile == Tile::Empty ? "Erase" : "Brush");
  const IVec2 from = line && lastPainted_ ? *lastPainted_ : hoverTile_;
  paintLine(doc, from, hoverTile_, tile);
  drag_.lastTile = hoverTile_;
}

void Canvas::startSelectDrag(const EditorInput& input, Document& doc, Selection& selection) {
  const Level& level = doc.level();
  const float radius = worldRadius(style::kPickRadius);
  const int ts = doc.map().tileSize();
  // Waypoints first, then the resize handles, then the "+" that adds a waypoint: a short path's
  // "+" may sit on a handle, and resizing is the likelier wish there.
  const int solid = selection.singleSolid();
  const SolidSpec* path = solid >= 0 ? &level.solids[static_cast<size_t>(solid)] : nullptr;
  if (path) {
    if (const auto waypoint = waypointAt(*path, hoverWorld_, radius)) {
      doc.begin("Move Waypoint");
      selection.waypoint = drag_.waypoint = *waypoint;
      drag_.kind = DragKind::Waypoint;
      return;
    }
  }
  if (selection.objects.size() == 1) {
    const IRect box = objectRect(level, selection.objects[0]);
    // On an object too small on screen for its handles, a press inside it moves it instead.
    const bool insideSmall = tooSmallForHandles(box, view.zoom) && objectAt(level, hoverWorld_) == selection.objects[0];
    if (const auto handle = handleAt(box, hoverWorld_, radius, view.zoom); handle && !insideSmall) {
      doc.begin("Resize");
      drag_.kind = DragKind::Resize;
      drag_.object = selection.objects[0];
      drag_.startBox = box;
      drag_.handle = *handle;
      return;
    }
  }
  if (path) {
    if (const auto segment = segmentMidAt(*path, hoverWorld_, radius)) {
      doc.begin("Add Waypoint");
      const IVec2 at = snapPoint(hoverWorld_ - Vec2{path->w * 0.5f, path->h * 0.5f}, ts, snap_);
      selection.waypoint = drag_.waypoint = insertWaypoint(doc, solid, *segment, at);
      drag_.kind = DragKind::Waypoint;
      return;
    }
  }
  if (const auto hit = objectAt(level, hoverWorld_)) {
    if (input.mods.shift)
      selection.toggle(*hit);
    else if (!selection.contains(*hit))
      selection.selectOnly(*hit);
    else
      selection.waypoint = -1;  // the body is the object: Del now deletes it, not a waypoint
    if (selection.contains(*hit)) {
      doc.begin("Move");
      drag_.kind = DragKind::Move;
    }
    return;
  }
  drag_.kind = DragKind::RubberBand;
  drag_.additive = input.mods.shift;
  if (!drag_.additive) selection.clear();
}

void Canvas::continueDrag(const EditorInput&, Document& doc, Selection& selection) {
  const int ts = doc.map().tileSize();
  switch (drag_.kind) {
    case DragKind::Paint:
      paintLine(doc, drag_.lastTile, hoverTile_, drag_.paint);
      drag_.lastTile = hoverTile_;
      break;
    case DragKind::Move: {
      const IVec2 wanted = snapDelta(hoverWorld_ - drag_.startWorld, ts, snap_);
      const IVec2 step{wanted.x - drag_.applied.x, wanted.y - drag_.applied.y};
      if (step == IVec2{}) break;
      for (const ObjectRef& ref : selection.objects) moveObject(doc, ref, step);
      drag_.applied = wanted;
      break;
    }
    case DragKind::Resize: {
      // The edge follows the mouse less where on the handle it took hold: a handle drawn beside
      // a small object does not make the edge jump out to the mouse.
      const Vec2 held = drag_.startWorld - handlePosition(drag_.startBox, drag_.handle);
      resizeObject(doc, drag_.object, dragHandle(drag_.startBox, drag_.handle, snapPoint(hoverWorld_ - held, ts, snap_)));
      break;
    }
    case DragKind::Waypoint: {
      const int solid = selection.singleSolid();
      if (solid < 0) break;
      const SolidSpec& s = doc.level().solids[static_cast<size_t>(solid)];
      moveWaypoint(doc, solid, drag_.waypoint, snapPoint(hoverWorld_ - Vec2{s.w * 0.5f, s.h * 0.5f}, ts, snap_));
      break;
    }
    default: break;
  }
}

void Canvas::finishDrag(const EditorInput&, Document& doc, Selection& selection) {
  const int ts = doc.map().tileSize();
  switch (drag_.kind) {
    case DragKind::Paint:
      lastPainted_ = drag_.lastTile;
      doc.commit();
      break;
    case DragKind::Rectangle:
      doc.begin(drag_.button == kMouseRight ? "Rectangle Erase" : "Rectangle Fill");
      fillRect(doc, drag_.startTile, hoverTile_, drag_.paint);
      doc.commit();
      break;
    case DragKind::RubberBand:
      for (const ObjectRef& ref : objectsIn(doc.level(), dragRect()))
        if (!selection.contains(ref)) selection.objects.push_back(ref);
      break;
    case DragKind::PlaceSolid: {
      const IRect r = placedSolidRect(drag_.startWorld, hoverWorld_, ts, snap_);
      doc.begin("Place Moving solid");
      selection.selectOnly(placeSolid(doc, solidFromDrag({r.x, r.y}, {r.right(), r.bottom()}, ts)));
      doc.commit();
      break;
    }
    case DragKind::Move:
    case DragKind::Resize:
    case DragKind::Waypoint: doc.commit(); break;
    default: break;
  }
  drag_ = Drag{};
}

void Canvas::cancelDrag(Document& doc) {
  if (drag_.kind == DragKind::None) return;
  doc.cancel();
  drag_ = Drag{};
}

void Canvas::leaveDocument(Document& doc) {
  cancelDrag(doc);
  lastPainted_.reset();
  lineHint_ = false;
}

IRect Canvas::dragRect() const {
  const IVec2 a{static_cast<int>(std::floor(drag_.startWorld.x)), static_cast<int>(std::floor(drag_.startWorld.y))};
  const IVec2 b{static_cast<int>(std::floor(hoverWorld_.x)), static_cast<int>(std::floor(hoverWorld_.y))};
  return {std::min(a.x, b.x), std::min(a.y, b.y), std::abs(b.x - a.x) + 1, std::abs(b.y - a.y) + 1};
}

void Canvas::drawPreview(const Document& doc, const ToolState& tools, DrawList& out) const {
  const int ts = doc.map().tileSize();
  switch (drag_.kind) {
    case DragKind::Rectangle: {
      const IVec2 lo{std::min(drag_.startTile.x, hoverTile_.x), std::min(drag_.startTile.y, hoverTile_.y)};
      const IVec2 hi{std::max(drag_.startTile.x, hoverTile_.x), std::max(drag_.startTile.y, hoverTile_.y)};
      out.filledRect(tileMin(lo, ts), tileMax(hi, ts), style::kHover);
      out.rect(tileMin(lo, ts), tileMax(hi, ts), style::kHoverEdge, 1.5f);
      return;
    }
    case DragKind::RubberBand: {
      const IRect r = dragRect();
      out.filledRect(toVec({r.x, r.y}), toVec({r.right(), r.bottom()}), style::rgba(255, 214, 64, 40));
      out.rect(toVec({r.x, r.y}), toVec({r.right(), r.bottom()}), style::kSelection);
      return;
    }
    case DragKind::PlaceSolid: {
      const IRect r = placedSolidRect(drag_.startWorld, hoverWorld_, ts, snap_);
      out.filledRect(toVec({r.x, r.y}), toVec({r.right(), r.bottom()}), style::kSolidFill);
      out.rect(toVec({r.x, r.y}), toVec({r.right(), r.bottom()}), style::kSolidEdge, 1.5f);
      return;
    }
    case DragKind::None: break;
    default: return;
  }
  if (!hovering_) return;
  switch (tools.tool) {
    case Tool::Select: return;
    case Tool::Place: {
      if (tools.place == PlaceKind::MovingSolid) return;
      const ActorSpec actor = defaultActor(actorKindOf(tools.place));
      const IVec2 at = actorPlacement(actor, hoverWorld_, ts, snap_);
      out.rect(toVec(at), toVec({at.x + actor.w, at.y + actor.h}), style::actorColor(actor.kind), 1.5f);
      return;
    }
    default: break;
  }
  if (!doc.map().contains(hoverTile_.x, hoverTile_.y)) return;
  if (lineHint_) {
    const Vec2 half{ts * 0.5f, ts * 0.5f};
    out.line(tileMin(*lastPainted_, ts) + half, tileMin(hoverTile_, ts) + half, style::kHoverEdge, 1.5f);
  }
  const uint32_t edge = tools.tool == Tool::Eraser ? style::kErase : style::kHoverEdge;
  out.filledRect(tileMin(hoverTile_, ts), tileMax(hoverTile_, ts), style::kHover);
  out.rect(tileMin(hoverTile_, ts), tileMax(hoverTile_, ts), edge, 1.5f);
}

}  // namespace ledge::editor
