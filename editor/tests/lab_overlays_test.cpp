// The lab's overlays fill the draw list from the current frame's trace and world: rays by hit
// and miss, contacts with their reason under the mouse, cells, and only the events up to the
// event slider's cursor.

#include "editor/lab_overlays.h"

#include <doctest/doctest.h>

#include <algorithm>

#include "editor/lab.h"
#include "editor/lab_compare.h"
#include "editor/lab_mouse.h"
#include "editor/scene_drawing.h"
#include "editor/style.h"
#include "editor/tests/helpers.h"

using namespace ledge;
using namespace ledge::editor;
using namespace ledge::editor::test;

namespace {

Lab labOn(const char* path) { return Lab(levelFromFile(path)); }

DrawList zoomedList() {
  DrawList out;
  out.view.zoom = 3.0f;
  out.view.screenSize = {800.0f, 600.0f};
  return out;
}

// The compare ghosts of the level's lab at `frame`, drawn zoomed in, the canvas' top-left at
// `worldOffset`.
DrawList compareDrawnAt(const Level& level, int64_t frame, Vec2 worldOffset = {}) {
  Lab lab(level);
  lab.seek(frame);
  LabCompare compare;
  compare.update(lab);
  DrawList out = zoomedList();
  out.view.worldOffset = worldOffset;
  drawCompare(compare, lab, out);
  return out;
}

size_t countOf(const DrawList& out, DrawCommand::Type type, uint32_t color) {
  return static_cast<size_t>(std::count_if(out.commands.begin(), out.commands.end(),
                                           [&](const DrawCommand& c) { return c.type == type && c.color == color; }));
}

size_t eventsOf(const std::vector<TraceEvent>& events, TraceKind kind, bool hit) {
  return static_cast<size_t>(
      std::count_if(events.begin(), events.end(), [&](const TraceEvent& e) { return e.kind == kind && e.hit == hit; }));
}

// An actor the elevator of pixel-elevator-squish crushed against the ceiling, dead at the lab's
// frame, and a point on its cross above the elevator and one on the elevator.
struct CrushedActor {
  ActorId id = kNoId;
  Vec2 aboveElevator;
  Vec2 onElevator;
};

CrushedActor crushedByElevator(const Lab& lab) {
  const std::vector<Actor>& actors = lab.world().state.actors;
  const auto dead = std::find_if(actors.begin(), actors.end(), [](const Actor& a) { return !a.alive; });
  REQUIRE(dead != actors.end());
  // The elevator stands over the lower part of its cross.
  const IRect r = dead->rect();
  const IRect elevator = lab.world().solid(0).rect();
  REQUIRE(r.y < elevator.y);
  REQUIRE(r.bottom() > elevator.y);
  const float middleX = static_cast<float>(r.x) + r.w * 0.5f;
  return {static_cast<ActorId>(dead - actors.begin()), {middleX, static_cast<float>(r.y) + 0.5f},
          {middleX, static_cast<float>(elevator.y) + 0.5f}};
}

// A canvas whose screen pixels are world pixels.
CanvasView oneToOne() {
  CanvasView view;
  view.screenSize = {1000.0f, 1000.0f};
  return view;
}

// The left button pressed with the mouse at screen point `at`.
EditorInput pressAt(Vec2 at) {
  EditorInput press;
  press.mouse = at;
  press.mouseFree = true;
  press.down[kMouseLeft] = true;
  press.pressed[kMouseLeft] = true;
  return press;
}

}  // namespace

TEST_CASE("lab overlays: rays are drawn by hit and miss, up to the event slider's cursor") {
  Lab lab = labOn("levels/raycast-slopes.json");
  lab.setHeldInput(Input{Input::Right});
  for (int f = 0; f < 30; ++f) lab.stepForward();
  const std::vector<TraceEvent>& events = lab.trace().events();
  REQUIRE(eventsOf(events, TraceKind::Ray, true) > 0);
  REQUIRE(eventsOf(events, TraceKind::Ray, false) > 0);
  DrawList out = zoomedList();
  drawRays(lab, out);
  CHECK(countOf(out, DrawCommand::Type::FilledCircle, style::kHitPoint) == eventsOf(events, TraceKind::Ray, true));
  CHECK(countOf(out, DrawCommand::Type::Line, style::kRayMiss) == eventsOf(events, TraceKind::Ray, false));

  const auto firstHit =
      std::find_if(events.begin(), events.end(), [](const TraceEvent& e) { return e.kind == TraceKind::Ray && e.hit; });
  lab.setEventCursor(static_cast<int>(firstHit - events.begin()));
  DrawList upToCursor = zoomedList();
  drawRays(lab, upToCursor);
  CHECK(countOf(upToCursor, DrawCommand::Type::FilledCircle, style::kHitPoint) == 1);
  DrawList cursor = zoomedList();
  drawCursorEvent(lab, cursor);
  CHECK(countOf(cursor, DrawCommand::Type::Rect, style::kEvent) == 1);  // the actor as the ray saw it
  CHECK(countOf(cursor, DrawCommand::Type::FilledCircle, style::kHitPoint) == 1);
}

TEST_CASE("lab overlays: a rejected contact is dimmed and says why under the mouse") {
  Lab lab = labOn("levels/speculative-internal-edges.json");
  lab.setHeldInput(Input{Input::Right});
  const TraceEvent* rejected = nullptr;
  for (int f = 0; f < 120 && !rejected; ++f) {
    lab.stepForward();
    for (const TraceEvent& e : lab.trace().events())
      if (e.kind == TraceKind::Contact && e.verdict == ContactVerdict::InternalEdge) rejected = &e;
  }
  REQUIRE(rejected);
  DrawList away = zoomedList();
  drawContacts(lab, rejected->point + Vec2{100.0f, 100.0f}, 3.0f, away);
  CHECK(countOf(away, DrawCommand::Type::Arrow, style::kContactRejected) > 0);
  CHECK(std::none_of(away.commands.begin(), away.commands.end(), [](const DrawCommand& c) {
    return c.type == DrawCommand::Type::Text && c.text.starts_with("contact");
  }));
  DrawList over = zoomedList();
  drawContacts(lab, rejected->point, 3.0f, over);
  CHECK(std::any_of(over.commands.begin(), over.commands.end(), [](const DrawCommand& c) {
    return c.type == DrawCommand::Type::Text && c.text == "contact rejected: internal edge";
  }));

  // At the canvas' right edge and top, the reason stays within the canvas.
  DrawList atEdge = zoomedList();
  const Vec2 canvasSize = atEdge.view.screenSize * (1.0f / atEdge.view.zoom);
  atEdge.view.worldOffset = {rejected->point.x + 2.0f - canvasSize.x, rejected->point.y - 2.0f};
  drawContacts(lab, rejected->point, 3.0f, atEdge);
  const auto label = std::find_if(atEdge.commands.begin(), atEdge.commands.end(),
                                  [](const DrawCommand& c) { return c.type == DrawCommand::Type::Text; });
  REQUIRE(label != atEdge.commands.end());
  const Vec2 half = Vec2{static_cast<float>(label->text.size()) * style::kTextCharPixels, style::kTextHeightPixels} *
                    (0.5f / atEdge.view.zoom);
  CHECK(label->a.x + half.x <= atEdge.view.worldOffset.x + canvasSize.x + 1e-3f);
  CHECK(label->a.y - half.y >= atEdge.view.worldOffset.y - 1e-3f);
}

TEST_CASE("lab overlays: partition cells are shaded by how many actors they hold, and drawn within the map") {
  Lab lab = labOn("levels/mtd-corners.json");
  lab.seek(5);
  const Partition& p = lab.world().partition;
  size_t occupied = 0;
  for (int cell = 0; cell < p.columns() * p.rows(); ++cell) occupied += p.objectsIn(cell).empty() ? 0 : 1;
  REQUIRE(occupied > 0);
  DrawList out = zoomedList();
  drawCells(lab.world(), out);
  const size_t shaded =
      static_cast<size_t>(std::count_if(out.commands.begin(), out.commands.end(),
                                        [](const DrawCommand& c) { return c.type == DrawCommand::Type::FilledRect; }));
  CHECK(shaded == occupied);
  // Within the map, whose right and bottom edges cut through its 16-tile cells (20 x 10 tiles).
  const auto width = static_cast<float>(lab.world().map.pixelWidth());
  const auto height = static_cast<float>(lab.world().map.pixelHeight());
  const Box lastCell = p.cellBox(p.columns() * p.rows() - 1);
  REQUIRE(lastCell.right() > width);
  REQUIRE(lastCell.bottom() > height);
  for (const DrawCommand& c : out.commands)
    if (c.type == DrawCommand::Type::FilledRect) {
      CHECK(c.b.x <= width);
      CHECK(c.b.y <= height);
    }
  // The event slider's cell, the same.
  TraceEvent cellEvent;
  cellEvent.kind = TraceKind::Cell;
  cellEvent.cell = {p.columns() - 1, p.rows() - 1};
  DrawList event = zoomedList();
  drawEvent(cellEvent, lab.world(), true, event);
  REQUIRE(event.commands.size() == 1);
  CHECK(event.commands[0].b == Vec2{width, height});
}

TEST_CASE("scene drawing: an actor of a screen pixel or less is a dot, a larger one a box") {
  DrawList far;
  drawActorBox({100.0f, 50.0f}, {110.0f, 60.0f}, ActorKind::Walker, 0.1f, far);
  REQUIRE(far.dots.size() == 1);
  CHECK(far.dots[0].at == Vec2{105.0f, 55.0f});
  CHECK(far.dots[0].color == style::kWalker);
  CHECK(far.commands.empty());

  DrawList near;
  drawActorBox({100.0f, 50.0f}, {110.0f, 60.0f}, ActorKind::Walker, 0.2f, near);
  CHECK(near.dots.empty());
  REQUIRE(near.commands.size() == 1);
  CHECK(near.commands[0].type == DrawCommand::Type::FilledRect);
}

TEST_CASE("lab overlays: compare ghosts standing close label themselves without covering each other's labels") {
  // Crates side by side drift apart under the pixel mover and differently under the others:
  // many ghosts a few pixels apart, each with a label.
  Level level = ledge::test::levelFromRows({"....................", "....................", "....................",
                                            "....................", "....................", "....................",
                                            "....................", "....................", "....................",
                                            "####################"});
  for (int i = 0; i < 7; ++i) {
    ActorSpec crate = actorAt(100 + 10 * i, 60 + 12 * (i % 3), 8, 8);
    crate.vx = static_cast<float>(20 * (i - 3));
    level.actors.push_back(crate);
  }
  const DrawList out = compareDrawnAt(level, 30);

  struct Label {
    Vec2 min, max;
  };
  std::vector<Label> labels;
  for (const DrawCommand& c : out.commands) {
    if (c.type != DrawCommand::Type::Text) continue;
    const Vec2 half = Vec2{static_cast<float>(c.text.size()) * style::kTextCharPixels, style::kTextHeightPixels} * (0.5f / out.view.zoom);
    labels.push_back({c.a - half, c.a + half});
  }
  const size_t ghosts = countOf(out, DrawCommand::Type::Rect, style::withAlpha(style::moverColor(MoverKind::Speculative), 220)) +
                        countOf(out, DrawCommand::Type::Rect, style::withAlpha(style::moverColor(MoverKind::Raycast), 220)) +
                        countOf(out, DrawCommand::Type::Rect, style::withAlpha(style::moverColor(MoverKind::Mtd), 220));
  REQUIRE(ghosts >= 4);  // the scene does crowd them
  CHECK(labels.size() >= 2);
  CHECK(labels.size() <= ghosts);  // a label with no free line is left out
  for (size_t i = 0; i < labels.size(); ++i)
    for (size_t j = i + 1; j < labels.size(); ++j) {
      CAPTURE(i);
      CAPTURE(j);
      const bool apart = labels[i].max.x <= labels[j].min.x || labels[j].max.x <= labels[i].min.x ||
                         labels[i].max.y <= labels[j].min.y || labels[j].max.y <= labels[i].min.y;
      CHECK(apart);
    }
}

namespace {

// Crates sliding left along the floor stop short, each mover at its own place, near the map's
// left edge where the canvas starts. Their ghosts' tops are at y 56.
Level slidingCrates() {
  Level level = ledge::test::levelFromRows({"....................", "....................", "....................",
                                            "....................", "####################"});
  for (const int x : {4, 40}) {
    ActorSpec crate = actorAt(x, 56, 8, 8);
    crate.vx = -60.0f;
    level.actors.push_back(crate);
  }
  return level;
}

}  // namespace

TEST_CASE("lab overlays: a ghost's label sits just above it, and within the canvas at its edge") {
  const DrawList out = compareDrawnAt(slidingCrates(), 30);
  size_t labelled = 0;
  bool atTheEdge = false;  // a label that, centred on its ghost, would start left of the canvas
  for (const DrawCommand& text : out.commands) {
    if (text.type != DrawCommand::Type::Text) continue;
    ++labelled;
    const float halfWidth = static_cast<float>(text.text.size()) * style::kTextCharPixels * 0.5f / out.view.zoom;
    CAPTURE(text.text);
    CHECK(text.a.x - halfWidth >= 0.0f);  // the canvas starts at world x 0 in this view
    // Its ghost: the one of its colour whose top is nearest below the text.
    float nearest = 1e9f;
    for (const DrawCommand& ghost : out.commands)
      if (ghost.type == DrawCommand::Type::Rect && ghost.color == style::withAlpha(text.color, 220) && ghost.a.y > text.a.y) {
        nearest = std::min(nearest, ghost.a.y - text.a.y);
        atTheEdge = atTheEdge || (ghost.a.x + ghost.b.x) * 0.5f < halfWidth;
      }
    // The first line above, unless another label took it: within the lines for every mover.
    CHECK(nearest * out.view.zoom <= 2.0f + style::kTextHeightPixels * 0.5f + 11.0f * (kMoverKindCount - 1));
  }
  CHECK(labelled >= 2);
  CHECK(atTheEdge);
}

TEST_CASE("lab overlays: a ghost at the canvas' top has its label just below it, not cut by the edge") {
  constexpr float kCanvasTop = 54.0f;  // 2 px above the ghosts
  const DrawList out = compareDrawnAt(slidingCrates(), 30, {0.0f, kCanvasTop});
  size_t labelled = 0;
  for (const DrawCommand& text : out.commands) {
    if (text.type != DrawCommand::Type::Text) continue;
    ++labelled;
    CAPTURE(text.text);
    const float halfHeight = style::kTextHeightPixels * 0.5f / out.view.zoom;
    CHECK(text.a.y - halfHeight >= kCanvasTop);
    // Below its ghost (bottom at y 64), on the first line or within the lines for every mover.
    const float gap = (text.a.y - halfHeight - 64.0f) * out.view.zoom;
    CHECK(gap >= 2.0f - 1e-3f);
    CHECK(gap <= 2.0f + 11.0f * (kMoverKindCount - 1) + 1e-3f);
  }
  CHECK(labelled >= 2);
}

TEST_CASE("lab stats: the box goes to the canvas corner where it covers the least of the map") {
  // The box's top-left on screen, from its background.
  auto boxCorner = [](const CanvasView& view, Vec2 mapPixels) {
    DrawList out;
    out.view = view;
    drawStats(LabStats{}, mapPixels, out);
    const auto back = std::find_if(out.commands.begin(), out.commands.end(),
                                   [](const DrawCommand& c) { return c.type == DrawCommand::Type::FilledRect; });
    REQUIRE(back != out.commands.end());
    return view.toScreen(back->a);
  };
  CanvasView view;
  view.screenOrigin = {200.0f, 20.0f};
  view.screenSize = {800.0f, 600.0f};
  // A map at the canvas' top-left, 300 x 200 screen pixels: the box goes to the top-right.
  view.worldOffset = {0.0f, 0.0f};
  view.zoom = 1.0f;
  const Vec2 topRight = boxCorner(view, {300.0f, 200.0f});
  CHECK(topRight.y == doctest::Approx(28.0f));
  CHECK(topRight.x > 200.0f + 300.0f);
  // Centred and small, it is under no corner: the top-left, as when it fills the canvas.
  view.worldOffset = {-250.0f, -200.0f};
  CHECK(boxCorner(view, {300.0f, 200.0f}) == Vec2{208.0f, 28.0f});
  view.worldOffset = {0.0f, 0.0f};
  view.zoom = 4.0f;
  CHECK(boxCorner(view, {400.0f, 400.0f}) == Vec2{208.0f, 28.0f});
  // A canvas narrower and lower than the box: it starts at the canvas' corner, not left of it.
  view.screenSize = {150.0f, 60.0f};
  view.zoom = 1.0f;
  CHECK(boxCorner(view, {1000.0f, 1000.0f}) == Vec2{208.0f, 28.0f});
  CHECK(boxCorner(view, {40.0f, 20.0f}) == Vec2{208.0f, 28.0f});
}

TEST_CASE("lab stats: paused, the core line keeps what the last frame that stepped spent, not 0") {
  Lab lab = labOn("levels/pixel-elevator-squish.json");
  lab.stepForward();
  const double stepped = lab.takeSimulationMs();
  REQUIRE(stepped > 0.0);  // a step takes some time on any clock
  CHECK(statsOf(lab, 16.7).simulationMs == stepped);
  // Frames later, still paused: nothing ran, the stats keep the step's time.
  CHECK(lab.takeSimulationMs() == 0.0);
  CHECK(lab.takeSimulationMs() == 0.0);
  CHECK(statsOf(lab, 16.7).simulationMs == stepped);
  lab.stepForward();
  const double again = lab.takeSimulationMs();
  CHECK(statsOf(lab, 16.7).simulationMs == again);
  // Another level: nothing of it has run yet.
  lab.reset(levelFromFile("levels/demo.json"));
  lab.takeSimulationMs();
  CHECK(statsOf(lab, 16.7).simulationMs == 0.0);
}

TEST_CASE("lab: a squished actor stays on the canvas as a faint cross, picked where no solid is over it, and leads back to its death") {
  Lab lab = labOn("levels/pixel-elevator-squish.json");
  lab.seek(400);
  const CrushedActor crushed = crushedByElevator(lab);
  const ActorId id = crushed.id;

  DrawList out = zoomedList();
  drawSimulatedActors(lab.world(), out.view.zoom, out);
  const uint32_t faint = style::withAlpha(style::actorColor(lab.world().actor(id).kind), style::kDeadAlpha);
  CHECK(countOf(out, DrawCommand::Type::Line, faint) >= 2);
  CHECK(simulatedObjectsAt(lab, crushed.aboveElevator) == std::vector<ObjectRef>{{ObjectRef::Type::Actor, id}});
  // On the elevator the click takes the elevator, which a designer drags from there.
  CHECK(simulatedObjectsAt(lab, crushed.onElevator) ==
        std::vector<ObjectRef>{{ObjectRef::Type::Solid, 0}, {ObjectRef::Type::Actor, id}});
  LabMouse mouse;
  Selection selection;
  CHECK(mouse.update(pressAt(crushed.onElevator), oneToOne(), lab, selection));
  CHECK(mouse.draggedSolid() == 0);
  CHECK(selection.objects == std::vector<ObjectRef>{{ObjectRef::Type::Solid, 0}});

  CHECK_FALSE(lab.diedHere(id));
  lab.play();
  lab.seekDeath(id);
  CHECK_FALSE(lab.playing());
  const int64_t died = lab.frame();
  CHECK(died > 0);
  CHECK(died < 400);
  CHECK_FALSE(lab.world().actor(id).alive);
  CHECK(lab.diedHere(id));
  const std::vector<TraceEvent>& events = lab.trace().events();
  CHECK(std::any_of(events.begin(), events.end(),
                    [id](const TraceEvent& e) { return e.kind == TraceKind::Squish && e.actor == id; }));
  lab.stepBack();
  CHECK(lab.world().actor(id).alive);
}

TEST_CASE("lab: a press again on the same spot takes the next object under it, round to the first, and elsewhere, panned, after a step or with the selection changed, the first") {
  Lab lab = labOn("levels/pixel-elevator-squish.json");
  lab.seek(400);
  const CrushedActor crushed = crushedByElevator(lab);
  const ObjectRef elevator{ObjectRef::Type::Solid, 0};
  const ObjectRef cross{ObjectRef::Type::Actor, crushed.id};
  LabMouse mouse;
  Selection selection;
  CanvasView view = oneToOne();
  const auto click = [&](Vec2 at) {
    EditorInput in = pressAt(at);
    mouse.update(in, view, lab, selection);
    in.down[kMouseLeft] = in.pressed[kMouseLeft] = false;
    in.released[kMouseLeft] = true;
    mouse.update(in, view, lab, selection);
    REQUIRE(selection.objects.size() == 1);
    return selection.objects.front();
  };
  CHECK(click(crushed.onElevator) == elevator);
  CHECK(click(crushed.onElevator) == cross);
  CHECK(click(crushed.onElevator) == elevator);
  CHECK(click(crushed.onElevator + Vec2{0.25f, 0.25f}) == cross);  // the same screen pixel
  CHECK(click(crushed.onElevator) == elevator);
  CHECK(lab.recording().edits().empty());  // the clicks held no solid

  const IRect elevatorBox = lab.world().solid(0).rect();
  const Vec2 elevatorAlone{static_cast<float>(elevatorBox.right()) - 0.5f, static_cast<float>(elevatorBox.y) + 0.5f};
  REQUIRE(simulatedObjectsAt(lab, elevatorAlone) == std::vector<ObjectRef>{elevator});
  CHECK(click(elevatorAlone) == elevator);
  CHECK(click(crushed.onElevator) == elevator);  // elsewhere in between

  view.worldOffset = {0.0f, 0.5f};  // panned: the pixel lies over another world point
  CHECK(click(crushed.onElevator) == elevator);
  view.worldOffset = {};

  CHECK(click(crushed.onElevator) == elevator);
  lab.stepForward();
  lab.stepBack();  // things moved, and back
  CHECK(click(crushed.onElevator) == elevator);

  selection.clear();  // Escape, or another object picked in the Outliner: the top again
  CHECK(click(crushed.onElevator) == elevator);
  selection.selectOnly(cross);
  CHECK(click(crushed.onElevator) == elevator);
}
