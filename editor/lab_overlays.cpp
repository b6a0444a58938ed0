#include "editor/lab_overlays.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <span>
#include <string>

#include "editor/scene_drawing.h"
#include "editor/style.h"

namespace ledge::editor {
namespace {

constexpr float kVelocitySeconds = 0.15f;  // a velocity arrow shows where 0.15 s would take the actor
constexpr float kNormalScreen = 14.0f;     // screen pixels of a normal arrow

Vec2 toVec(int x, int y) { return {static_cast<float>(x), static_cast<float>(y)}; }
Vec2 boxMin(const Box& b) { return {b.x, b.y}; }
Vec2 boxMax(const Box& b) { return {b.right(), b.bottom()}; }
Vec2 centreOf(const IRect& r) { return {r.x + r.w * 0.5f, r.y + r.h * 0.5f}; }

// World pixels that are `screen` pixels long at the draw list's zoom.
float worldLength(const DrawList& out, float screen) { return screen / std::max(out.view.zoom, 1e-3f); }

// The trace up to the event slider's cursor (all of it when the cursor is off).
std::span<const TraceEvent> eventsSeen(const Lab& lab) {
  const std::vector<TraceEvent>& events = lab.trace().events();
  const size_t count = lab.eventCursor() < 0 ? events.size() : static_cast<size_t>(lab.eventCursor()) + 1;
  return {events.data(), std::min(count, events.size())};
}

template <typename Draw>
void forEach(const Lab& lab, TraceKind kind, Draw draw) {
  for (const TraceEvent& e : eventsSeen(lab))
    if (e.kind == kind) draw(e);
}

uint32_t contactColor(ContactVerdict verdict) {
  switch (verdict) {
    case ContactVerdict::Accepted:
      return style::kContactAccepted;
    case ContactVerdict::Inactive:
      return style::kContactInactive;
    default:
      return style::kContactRejected;
  }
}

std::string oneDecimal(float value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", static_cast<double>(value));
  return text;
}

void drawRay(const TraceEvent& e, float width, DrawList& out) {
  const Vec2 end = e.point + e.direction * e.distance;
  if (!e.hit) {
    out.line(e.point, end, style::kRayMiss, width);
    return;
  }
  out.line(e.point, e.hitPoint, style::kRayHit, width);
  out.line(e.hitPoint, end, style::withAlpha(style::kRayHit, 70), 1.0f);
  out.filledCircle(e.hitPoint, 2.5f * width, style::kHitPoint);
  out.arrow(e.hitPoint, e.hitPoint + e.normal * worldLength(out, kNormalScreen), style::kNormal, width);
}

void drawContact(const TraceEvent& e, float width, DrawList& out) {
  const uint32_t color = contactColor(e.verdict);
  out.arrow(e.point, e.point + e.normal * worldLength(out, kNormalScreen * 1.4f), color, width * 1.5f);
  out.filledCircle(e.point, 2.0f * width, color);
  if (out.view.zoom >= 4.0f && e.verdict != ContactVerdict::Inactive)
    out.text(e.point + e.normal * worldLength(out, kNormalScreen * 1.4f + 8.0f), oneDecimal(e.distance), color);
}

void drawSweptBox(const TraceEvent& e, const TileMap& map, float width, DrawList& out) {
  const int ts = map.tileSize();
  const int tx0 = static_cast<int>(std::floor(e.box.x / ts)),
            tx1 = static_cast<int>(std::floor((e.box.right() - 1e-3f) / ts));
  const int ty0 = static_cast<int>(std::floor(e.box.y / ts)),
            ty1 = static_cast<int>(std::floor((e.box.bottom() - 1e-3f) / ts));
  for (int ty = ty0; ty <= ty1; ++ty)
    for (int tx = tx0; tx <= tx1; ++tx)
      if (map.contains(tx, ty) && map.at(tx, ty) != Tile::Empty)
        out.filledRect(toVec(tx * ts, ty * ts), toVec((tx + 1) * ts, (ty + 1) * ts), style::kSweptTile);
  out.rect(boxMin(e.box), boxMax(e.box), style::kSwept, width);
}

// The box an event saw, and an arrow from its centre.
void boxArrow(const TraceEvent& e, Vec2 arrow, uint32_t color, float width, DrawList& out) {
  out.rect(boxMin(e.box), boxMax(e.box), color, width);
  const Vec2 c = e.box.center();
  if (arrow.x != 0.0f || arrow.y != 0.0f) out.arrow(c, c + arrow, color, width);
}

void drawStop(const TraceEvent& e, float width, DrawList& out) {
  out.rect(boxMin(e.box), boxMax(e.box), style::kStop, width);
  // The refused step at the leading edge: a short bar across the side that could not move.
  const Vec2 c = e.box.center();
  const Vec2 edge{c.x + e.direction.x * e.box.w * 0.5f, c.y + e.direction.y * e.box.h * 0.5f};
  const Vec2 across{e.direction.y * e.box.w * 0.5f, e.direction.x * e.box.h * 0.5f};
  out.line(edge - across, edge + across, style::kStop, width * 2.5f);
}

// Cells are whole, the map need not be: a cell is drawn as far as the map goes, where the level
// is drawn, and not on into the empty room past its right and bottom edges. (Actors beside or
// below the map count in the border cells all the same.)
Box cellOnMap(const World& world, int cell) {
  const Box whole = world.partition.cellBox(cell);
  return {whole.x, whole.y, std::min(whole.right(), static_cast<float>(world.map.pixelWidth())) - whole.x,
          std::min(whole.bottom(), static_cast<float>(world.map.pixelHeight())) - whole.y};
}

float overlapArea(const Box& a, const Box& b) {
  const float w = std::min(a.right(), b.right()) - std::max(a.left(), b.left());
  const float h = std::min(a.bottom(), b.bottom()) - std::max(a.top(), b.top());
  return w > 0.0f && h > 0.0f ? w * h : 0.0f;
}

// Of the canvas' four corners, the one where a box of `size` (screen pixels, `margin` from the
// edges) covers the least of the map: the top-left when each covers as much.
Vec2 emptiestCorner(const CanvasView& view, Vec2 mapPixels, Vec2 size, float margin) {
  const Vec2 mapMin = view.toScreen({0.0f, 0.0f});
  const Vec2 mapMax = view.toScreen(mapPixels);
  const Box map{mapMin.x, mapMin.y, mapMax.x - mapMin.x, mapMax.y - mapMin.y};
  // In a canvas narrower or lower than the box, the far corners are the near ones.
  const Vec2 far{std::max(view.screenSize.x - size.x - margin, margin), std::max(view.screenSize.y - size.y - margin, margin)};
  Vec2 best;
  float bestCovered = std::numeric_limits<float>::infinity();
  for (const Vec2 offset : {Vec2{margin, margin}, Vec2{far.x, margin}, Vec2{margin, far.y}, far}) {
    const Vec2 corner = view.screenOrigin + offset;
    if (const float covered = overlapArea({corner.x, corner.y, size.x, size.y}, map); covered < bestCovered) {
      bestCovered = covered;
      best = corner;
    }
  }
  return best;
}

}  // namespace

void drawEvent(const TraceEvent& e, const World& world, bool emphasis, DrawList& out) {
  const float width = emphasis ? 2.5f : 1.5f;
  const float step = worldLength(out, 16.0f);
  switch (e.kind) {
    case TraceKind::Ray:
      drawRay(e, width, out);
      break;
    case TraceKind::Contact:
      drawContact(e, width, out);
      break;
    case TraceKind::SweptBox:
      drawSweptBox(e, world.map, width, out);
      break;
    case TraceKind::PixelStop:
      drawStop(e, width, out);
      break;
    case TraceKind::StepUp:
    case TraceKind::SnapDown:
      boxArrow(e, {0.0f, e.kind == TraceKind::StepUp ? -step : step}, style::kStop, width, out);
      break;
    case TraceKind::CornerSlide:
      boxArrow(e, e.direction * (step / std::max(std::fabs(e.direction.x), 1.0f)), style::kStop, width, out);
      break;
    case TraceKind::Push:
      boxArrow(e, e.direction * std::max(e.distance, step), style::kPush, width, out);
      break;
    case TraceKind::Carry:
      boxArrow(e, e.direction * std::max(e.distance, step), style::kCarry, width, out);
      break;
    case TraceKind::Squish:
      out.rect(boxMin(e.box), boxMax(e.box), style::kPush, width);
      out.line(boxMin(e.box), boxMax(e.box), style::kPush, width);
      out.line({e.box.x, e.box.bottom()}, {e.box.right(), e.box.y}, style::kPush, width);
      break;
    case TraceKind::Landing:
      out.marker({e.box.center().x, e.box.bottom()}, 4.0f, style::kNormal);
      break;
    case TraceKind::Jump:
      boxArrow(e, e.point * kVelocitySeconds, style::kVelocity, width, out);
      break;
    case TraceKind::FellOut:
      boxArrow(e, e.direction * step, style::kPush, width, out);
      break;
    case TraceKind::Resolve:
      boxArrow(e, e.direction, style::kContactAccepted, width, out);
      break;
    case TraceKind::Cell: {
      if (e.cell.x < 0 || e.cell.y < 0 || e.cell.x >= world.partition.columns() || e.cell.y >= world.partition.rows())
        break;
      const Box cell = cellOnMap(world, world.partition.cellIndex(e.cell.x, e.cell.y));
      out.rect(boxMin(cell), boxMax(cell), style::kCellEdge, width);
      break;
    }
    case TraceKind::Pair:
      out.line(e.box.center(), e.hitPoint, style::kPair, width);
      break;
  }
}

void drawSimulatedSolids(const World& world, DrawList& out) {
  for (const Solid& s : world.state.solids) {
    out.filledRect(toVec(s.x, s.y), toVec(s.x + s.w, s.y + s.h), style::kSolidFill);
    out.rect(toVec(s.x, s.y), toVec(s.x + s.w, s.y + s.h), style::kSolidEdge, s.followsPath ? 1.5f : 3.0f);
  }
}

// Where a dead actor was last: its outline and a cross in its kind's colour, faint, so that the
// place of a squish stays on the canvas to be clicked and inspected.
void drawDeadActor(const Actor& a, float zoom, DrawList& out) {
  const Box box = a.collisionBox();
  const uint32_t faint = style::withAlpha(style::actorColor(a.kind), style::kDeadAlpha);
  const float pixel = 1.0f / std::max(zoom, 1e-6f);
  const Vec2 min = boxMin(box);
  const Vec2 max{std::max(boxMax(box).x, min.x + pixel), std::max(boxMax(box).y, min.y + pixel)};
  out.rect(min, max, faint, 1.0f);
  out.line(min, max, faint, 1.0f);
  out.line({min.x, max.y}, {max.x, min.y}, faint, 1.0f);
}

void drawSimulatedActors(const World& world, float zoom, DrawList& out) {
  for (const Actor& a : world.state.actors)
    if (!a.alive) drawDeadActor(a, zoom, out);
  for (const Actor& a : world.state.actors) {
    if (!a.alive) continue;
    const Box box = a.collisionBox();
    drawActorBox(boxMin(box), boxMax(box), a.kind, zoom, out);
  }
}

void drawSimulatedSelection(const World& world, const Selection& selection, DrawList& out) {
  for (const ObjectRef& ref : selection.objects) {
    IRect r;
    if (ref.type == ObjectRef::Type::Actor && ref.index < world.actorCount())
      r = world.actor(ref.index).rect();
    else if (ref.type == ObjectRef::Type::Solid && ref.index < world.solidCount())
      r = world.solid(ref.index).rect();
    else
      continue;
    out.rect(toVec(r.x, r.y), toVec(r.right(), r.bottom()), style::kSelection, 2.0f);
  }
}

std::vector<SolidSpec> simulatedSolidSpecs(const World& world) {
  std::vector<SolidSpec> specs;
  specs.reserve(world.state.solids.size());
  for (SolidId i = 0; i < world.solidCount(); ++i) {
    const Solid& s = world.solid(i);
    SolidSpec spec;
    spec.x = s.x;
    spec.y = s.y;
    spec.w = s.w;
    spec.h = s.h;
    if (const SolidPath* path = world.pathOf(i)) spec.path = *path;
    specs.push_back(std::move(spec));
  }
  return specs;
}

void drawAabbs(const World& world, DrawList& out) {
  for (const Actor& a : world.state.actors) {
    if (!a.alive) continue;
    const Box box = a.collisionBox();
    out.rect(boxMin(box), boxMax(box), style::kAabb, 1.0f);
  }
  for (const Solid& s : world.state.solids) out.rect(toVec(s.x, s.y), toVec(s.x + s.w, s.y + s.h), style::kAabb, 1.0f);
}

void drawRays(const Lab& lab, DrawList& out) {
  forEach(lab, TraceKind::Ray, [&](const TraceEvent& e) { drawRay(e, 1.0f, out); });
}

// Where the canvas' texts are, in world pixels: a text goes just above the box it names, or a
// line higher for each text already there (ghosts in one place stay readable), kept within the
// canvas' width. Where the canvas' top would cut it, it goes below the box the same way. One with
// no free place in a few lines is left out (its ghost keeps its mover's colour, which the
// Simulation panel's list explains).
class TextPlaces {
 public:
  explicit TextPlaces(DrawList& out) : out_(out) {}
  // A text centred above (or below) `box`; false, and nothing drawn, when every place is taken.
  bool placeNear(const Box& box, const char* text, uint32_t color) {
    const float halfWidth = worldLength(out_, static_cast<float>(std::char_traits<char>::length(text)) * style::kTextCharPixels * 0.5f);
    const float lineHeight = worldLength(out_, kLineScreen);
    const float halfHeight = worldLength(out_, style::kTextHeightPixels * 0.5f);
    const float gap = worldLength(out_, kGapScreen);
    const Vec2 canvasTopLeft = out_.view.toWorld(out_.view.screenOrigin);
    const Vec2 canvasBottomRight = out_.view.toWorld(out_.view.screenOrigin + out_.view.screenSize);
    const float x = std::clamp(box.center().x, canvasTopLeft.x + halfWidth,
                               std::max(canvasTopLeft.x + halfWidth, canvasBottomRight.x - halfWidth));
    const float firstAbove = box.top() - gap - halfHeight;
    const float firstBelow = box.bottom() + gap + halfHeight;
    for (const float way : {-1.0f, 1.0f}) {
      for (int line = 0; line < kLines; ++line) {
        const Vec2 at{x, (way < 0.0f ? firstAbove : firstBelow) + way * lineHeight * static_cast<float>(line)};
        const Box taken{at.x - halfWidth, at.y - halfHeight, 2.0f * halfWidth, 2.0f * halfHeight};
        if (taken.top() < canvasTopLeft.y) break;  // and the lines above it are further out
        if (std::any_of(placed_.begin(), placed_.end(), [&](const Box& other) { return taken.overlaps(other); })) continue;
        placed_.push_back(taken);
        out_.text(at, text, color);
        return true;
      }
    }
    return false;
  }

 private:
  static constexpr float kGapScreen = 2.0f;    // between the box and the first line
  static constexpr float kLineScreen = 11.0f;  // from one line to the next
  static constexpr int kLines = kMoverKindCount;  // a line for each mover's ghost in one place
  DrawList& out_;
  std::vector<Box> placed_;
};

void drawContacts(const Lab& lab, Vec2 hover, float zoom, DrawList& out) {
  const float radius = 6.0f / std::max(zoom, 1e-3f);
  const TraceEvent* hovered = nullptr;
  forEach(lab, TraceKind::Contact, [&](const TraceEvent& e) {
    drawContact(e, 1.0f, out);
    const Vec2 d = e.point - hover;
    if (e.verdict != ContactVerdict::Accepted && dot(d, d) <= radius * radius) hovered = &e;
  });
  forEach(lab, TraceKind::Resolve, [&](const TraceEvent& e) { drawEvent(e, lab.world(), false, out); });
  // Kept within the canvas: a contact at its edge has the longest of the canvas' texts.
  if (hovered) TextPlaces(out).placeNear(Box{hovered->point.x, hovered->point.y, 0.0f, 0.0f},
                                         describe(*hovered).c_str(), style::kContactAccepted);
}

void drawSwept(const Lab& lab, DrawList& out) {
  forEach(lab, TraceKind::SweptBox, [&](const TraceEvent& e) { drawSweptBox(e, lab.world().map, 1.0f, out); });
}

void drawStops(const Lab& lab, DrawList& out) {
  for (const TraceEvent& e : eventsSeen(lab))
    if (e.kind == TraceKind::PixelStop || e.kind == TraceKind::CornerSlide || e.kind == TraceKind::StepUp ||
        e.kind == TraceKind::SnapDown)
      drawEvent(e, lab.world(), false, out);
}

void drawCells(const World& world, DrawList& out) {
  const Partition& p = world.partition;
  for (int cell = 0; cell < p.columns() * p.rows(); ++cell) {
    const size_t count = p.objectsIn(cell).size();
    if (count == 0) continue;
    const Box box = cellOnMap(world, cell);
    const auto alpha =
        static_cast<uint32_t>(std::min<size_t>(count * style::kCellAlphaPerObject, style::kCellMaxAlpha));
    out.filledRect(boxMin(box), boxMax(box), style::withAlpha(style::kCellShade, alpha));
    out.rect(boxMin(box), boxMax(box), style::kCellEdge, 1.0f);
    out.text(boxMin(box) + Vec2{worldLength(out, 10.0f), worldLength(out, 9.0f)}, std::to_string(count),
             style::kStatsText);
  }
}

void drawPairs(const Lab& lab, DrawList& out) {
  forEach(lab, TraceKind::Pair, [&](const TraceEvent& e) {
    out.line(e.box.center(), e.hitPoint, style::kPair, 2.0f);
    out.filledCircle(e.box.center(), 3.0f, style::kPair);
    out.filledCircle(e.hitPoint, 3.0f, style::kPair);
  });
}

void drawVelocities(const World& world, DrawList& out) {
  for (const Actor& a : world.state.actors) {
    if (!a.alive || (a.vx == 0.0f && a.vy == 0.0f)) continue;
    const Vec2 c = a.collisionBox().center();
    out.arrow(c, c + Vec2{a.vx, a.vy} * kVelocitySeconds, style::kVelocity, 2.0f);
  }
}

void drawTrails(const Lab& lab, DrawList& out) {
  for (ActorId id = 0; id < lab.world().actorCount(); ++id) {
    const std::vector<ActorSample> samples = lab.history().samples(id);
    for (size_t i = 1; i < samples.size(); ++i) {
      if (!samples[i].alive || !samples[i - 1].alive) continue;
      // Older is fainter.
      const auto alpha = static_cast<uint32_t>(40 + 200 * i / samples.size());
      out.line(samples[i - 1].centre, samples[i].centre, style::withAlpha(style::kTrail, alpha), 1.5f);
    }
  }
}

// A label at the canvas' edge for a ghost beyond it would name nothing the canvas shows.
bool inView(const CanvasView& view, const Box& box) {
  const Vec2 topLeft = view.toWorld(view.screenOrigin);
  const Vec2 bottomRight = view.toWorld(view.screenOrigin + view.screenSize);
  return box.right() >= topLeft.x && box.left() <= bottomRight.x && box.bottom() >= topLeft.y && box.top() <= bottomRight.y;
}

void drawCompare(const LabCompare& compare, const Lab& lab, DrawList& out) {
  const int64_t frame = std::min(lab.frame(), compare.frames() - 1);
  const World& world = lab.world();
  TextPlaces labels(out);
  for (const LabCompare::Run& run : compare.runs()) {
    const uint32_t color = style::moverColor(run.mover);
    for (ActorId id = 0; id < std::min(compare.actorCount(), world.actorCount()); ++id) {
      const Actor& actor = world.actor(id);
      if (actor.mover == run.mover) continue;  // the actor itself is drawn
      for (int64_t f = std::max<int64_t>(1, frame - LabHistory::kFrames); f <= frame; ++f) {
        const IRect a = compare.box(run, f - 1, id), b = compare.box(run, f, id);
        if (a.w > 0 && b.w > 0) out.line(centreOf(a), centreOf(b), style::withAlpha(color, 110), 1.0f);
      }
      const IRect r = compare.box(run, frame, id);
      if (r.w == 0 || (actor.alive && r == actor.rect())) continue;  // a ghost only where it differs
      out.rect(toVec(r.x, r.y), toVec(r.right(), r.bottom()), style::withAlpha(color, 220), 1.5f);
      if (out.view.zoom >= 2.0f && inView(out.view, toBox(r))) labels.placeNear(toBox(r), moverKindName(run.mover), color);
    }
  }
}

void drawCursorEvent(const Lab& lab, DrawList& out) {
  const TraceEvent* e = lab.cursorEvent();
  if (!e) return;
  if (e->actor != kNoId) {
    out.filledRect(boxMin(e->box), boxMax(e->box), style::withAlpha(style::kEvent, 70));
    out.rect(boxMin(e->box), boxMax(e->box), style::kEvent, 3.0f);
  }
  drawEvent(*e, lab.world(), true, out);
}

LabStats statsOf(const Lab& lab, double frameMs) {
  LabStats stats;
  stats.simulationMs = lab.lastSimulationMs();
  stats.frameMs = frameMs;
  for (const Actor& a : lab.world().state.actors) stats.actors += a.alive ? 1 : 0;
  for (const TraceEvent& e : lab.trace().events()) {
    stats.pairs += e.kind == TraceKind::Pair ? 1 : 0;
    stats.contacts += e.kind == TraceKind::Contact ? 1 : 0;
  }
  stats.events = lab.trace().size();
  return stats;
}

void drawStats(const LabStats& stats, Vec2 mapPixels, DrawList& out) {
  char lines[4][64];
  std::snprintf(lines[0], sizeof lines[0], "core  %7.3f ms", stats.simulationMs);
  std::snprintf(lines[1], sizeof lines[1], "frame %7.3f ms", stats.frameMs);
  std::snprintf(lines[2], sizeof lines[2], "actors %d  pairs %d", stats.actors, stats.pairs);
  std::snprintf(lines[3], sizeof lines[3], "contacts %d  events %zu", stats.contacts, stats.events);
  // Screen layout: a box of four 16 px lines, 7 px per character.
  constexpr float kLine = 16.0f, kChar = style::kTextCharPixels, kWidth = 26.0f * kChar, kMargin = 8.0f;
  const Vec2 size{kWidth + 2 * kMargin, 4 * kLine + kMargin};
  const Vec2 corner = emptiestCorner(out.view, mapPixels, size, kMargin);
  out.filledRect(out.view.toWorld(corner), out.view.toWorld(corner + size), style::kStatsBack);
  for (int i = 0; i < 4; ++i) {
    const float half = static_cast<float>(std::char_traits<char>::length(lines[i])) * kChar * 0.5f;
    out.text(out.view.toWorld(corner + Vec2{kMargin + half, kMargin * 0.5f + kLine * (static_cast<float>(i) + 0.5f)}),
             lines[i], style::kStatsText);
  }
}

}  // namespace ledge::editor
