// The tools as the mouse drives them: press, drag and release on the canvas, one frame at a
// time, with the view at one screen pixel per world pixel.

#include <doctest/doctest.h>

#include "editor/view.h"
#include "editor/canvas.h"
#include "editor/path_tools.h"
#include "editor/objects.h"
#include "editor/scene_drawing.h"
#include "editor/style.h"
#include "editor/tests/helpers.h"

using namespace ledge;
using namespace ledge::editor;
using namespace ledge::editor::test;

namespace {

struct Mouse {
  Document doc;
  ToolState tools;
  Selection selection;
  Canvas canvas;
  EditorInput input;

  explicit Mouse(Document d) : doc(std::move(d)) {
    canvas.view.screenOrigin = {0.0f, 0.0f};
    canvas.view.screenSize = {1000.0f, 1000.0f};
    input.displaySize = {1000.0f, 1000.0f};
    input.mouseFree = true;
  }
  void frame() {
    canvas.update(input, doc, tools, selection);
    input.pressed = {};
    input.released = {};
    input.wheel = 0.0f;
  }
  // Moves to the centre of a tile (16 px tiles).
  void moveToTile(int tx, int ty) { moveTo({tx * 16.0f + 8.0f, ty * 16.0f + 8.0f}); }
  void moveTo(Vec2 world) {
    input.mouse = canvas.view.toScreen(world);
    frame();
  }
  void press(int button = kMouseLeft) {
    input.down[static_cast<size_t>(button)] = true;
    input.pressed[static_cast<size_t>(button)] = true;
    frame();
  }
  void release(int button = kMouseLeft) {
    input.down[static_cast<size_t>(button)] = false;
    input.released[static_cast<size_t>(button)] = true;
    frame();
  }
  // A left-button drag from one world point to another, over one frame.
  void drag(Vec2 from, Vec2 to) {
    moveTo(from);
    press();
    moveTo(to);
    release();
  }
};

using Rows = std::vector<std::string>;

}  // namespace

TEST_CASE("canvas brush: a drag is one stroke and one undo step") {
  Mouse m(documentFromRows({"......", "......"}));
  m.tools.tile = Tile::Ladder;
  m.moveToTile(0, 1);
  m.press();
  m.moveToTile(2, 1);
  m.moveToTile(5, 1);  // faster than a tile per frame: the line fills the gap
  m.release();
  CHECK(rowsOf(m.doc) == Rows{"......", "HHHHHH"});
  CHECK(m.doc.undoLabel() == "Brush");
  m.doc.undo();
  CHECK(rowsOf(m.doc) == Rows{"......", "......"});
  CHECK_FALSE(m.doc.canUndo());
}

TEST_CASE("canvas brush: Shift+click draws a line from the last painted tile") {
  Mouse m(documentFromRows({"....", "....", "...."}));
  m.moveToTile(0, 0);
  m.press();
  m.release();
  m.input.mods.shift = true;
  m.moveToTile(3, 2);
  m.press();
  m.release();
  CHECK(rowsOf(m.doc) == Rows{"#...", ".##.", "...#"});
  m.doc.undo();
  CHECK(rowsOf(m.doc) == Rows{"#...", "....", "...."});
  CHECK(m.doc.canUndo());  // the first click is a step of its own
}

TEST_CASE("canvas: a right-drag erases a stroke with any tool but the fills") {
  Mouse m(documentFromRows({"####"}));
  m.tools.tool = Tool::Picker;
  m.moveToTile(1, 0);
  m.press(kMouseRight);
  m.moveToTile(2, 0);
  m.release(kMouseRight);
  CHECK(rowsOf(m.doc) == Rows{"#..#"});
  CHECK(m.doc.undoLabel() == "Erase");
}

TEST_CASE("canvas: eraser, bucket and rectangle tools") {
  Mouse m(documentFromRows({"....", "....", "####"}));
  m.tools.tool = Tool::Eraser;
  m.moveToTile(0, 2);
  m.press();
  m.release();
  CHECK(rowsOf(m.doc) == Rows{"....", "....", ".###"});
  m.tools.tool = Tool::Bucket;
  m.tools.tile = Tile::OneWay;
  m.moveToTile(0, 0);
  m.press();
  m.release();
  CHECK(rowsOf(m.doc) == Rows{"----", "----", "-###"});
  m.tools.tool = Tool::Rectangle;
  m.tools.tile = Tile::Empty;
  m.moveToTile(3, 1);
  m.press();
  m.moveToTile(2, 0);
  CHECK(rowsOf(m.doc) == Rows{"----", "----", "-###"});  // nothing until the release
  m.release();
  CHECK(rowsOf(m.doc) == Rows{"--..", "--..", "-###"});
  CHECK(m.doc.undoLabel() == "Rectangle Fill");
}

TEST_CASE("canvas: a right-drag with Rectangle Fill empties the rectangle, a right-click with the bucket the area") {
  Mouse m(documentFromRows({"####", "####", "-###"}));
  m.tools.tool = Tool::Rectangle;
  m.tools.tile = Tile::Solid;
  m.moveToTile(1, 0);
  m.press(kMouseRight);
  m.moveToTile(2, 1);
  CHECK(rowsOf(m.doc) == Rows{"####", "####", "-###"});  // nothing until the release
  m.release(kMouseRight);
  CHECK(rowsOf(m.doc) == Rows{"#..#", "#..#", "-###"});
  CHECK(m.doc.undoLabel() == "Rectangle Erase");
  m.tools.tool = Tool::Bucket;
  m.moveToTile(3, 2);
  m.press(kMouseRight);
  m.release(kMouseRight);
  CHECK(rowsOf(m.doc) == Rows{"#...", "#...", "-..."});
  CHECK(m.doc.undoLabel() == "Bucket Erase");
  CHECK(m.tools.tile == Tile::Solid);  // the tile to fill with stays
}

TEST_CASE("canvas: Alt+click picks a tile, the picker tool picks and goes back to the brush") {
  Mouse m(documentFromRows({"a-.."}));
  m.input.mods.alt = true;
  m.moveToTile(0, 0);
  m.press();
  m.release();
  CHECK(m.tools.tile == Tile::SlopeUpRightLow);
  CHECK(m.tools.tool == Tool::Brush);
  m.input.mods.alt = false;
  m.tools.tool = Tool::Picker;
  m.moveToTile(1, 0);
  m.press();
  m.release();
  CHECK(m.tools.tile == Tile::OneWay);
  CHECK(m.tools.tool == Tool::Brush);
  CHECK_FALSE(m.doc.canUndo());
}

TEST_CASE("canvas: picking an empty tile turns the brush and the picker into the eraser, and no other tool") {
  Mouse m(documentFromRows({"#...", "####"}));
  const auto altClickEmpty = [&m] {
    m.input.mods.alt = true;
    m.moveToTile(2, 0);
    m.press();
    m.release();
    m.input.mods.alt = false;
  };
  for (const Tool tool : {Tool::Select, Tool::Place, Tool::Bucket, Tool::Rectangle, Tool::Eraser}) {
    CAPTURE(static_cast<int>(tool));
    m.tools.tool = tool;
    altClickEmpty();
    CHECK(m.tools.tool == tool);
    CHECK(m.tools.tile == Tile::Solid);
  }
  m.tools.tool = Tool::Brush;
  altClickEmpty();
  CHECK(m.tools.tool == Tool::Eraser);
  m.tools.tool = Tool::Picker;
  m.moveToTile(3, 0);
  m.press();
  m.release();
  CHECK(m.tools.tool == Tool::Eraser);
  CHECK(rowsOf(m.doc) == Rows{"#...", "####"});
}

TEST_CASE("canvas select: click selects, drag moves by whole tiles, Ctrl moves by pixels") {
  Document doc = documentFromRows({"........", "........", "........", "########"});
  doc.begin("Setup");
  doc.insertActor(0, actorAt(16, 34, 10, 14, ActorKind::Crate));
  doc.commit();
  Mouse m(std::move(doc));
  m.tools.tool = Tool::Select;
  m.moveTo({20.0f, 40.0f});
  m.press();
  CHECK(m.selection.objects == std::vector<ObjectRef>{{ObjectRef::Type::Actor, 0}});
  m.moveTo({30.0f, 40.0f});
  m.moveTo({55.0f, 41.0f});
  m.release();
  CHECK(m.doc.level().actors[0].x == 16 + 32);
  CHECK(m.doc.level().actors[0].y == 34);
  CHECK(m.doc.undoLabel() == "Move");
  m.input.mods.ctrl = true;
  m.moveTo({52.0f, 40.0f});
  m.press();
  m.moveTo({55.0f, 38.0f});
  m.release();
  CHECK(m.doc.level().actors[0].x == 51);
  CHECK(m.doc.level().actors[0].y == 32);
}

TEST_CASE("canvas select: a box selects what it touches, Esc during a move puts it back") {
  Document doc = documentFromRows({"........", "........", "........", "########"});
  doc.begin("Setup");
  doc.insertActor(0, actorAt(16, 34, 10, 14, ActorKind::Crate));
  doc.insertSolid(0, solidAt(64, 16, 32, 8, {{64, 16}, {96, 16}}, 40.0f));
  doc.commit();
  Mouse m(std::move(doc));
  m.tools.tool = Tool::Select;
  m.moveTo({2.0f, 2.0f});
  m.press();
  m.moveTo({70.0f, 40.0f});
  m.release();
  CHECK(m.selection.objects.size() == 2);
  const std::string before = bytesOf(m.doc);
  m.moveTo({20.0f, 40.0f});
  m.press();
  m.moveTo({60.0f, 40.0f});
  m.canvas.cancelDrag(m.doc);
  CHECK(bytesOf(m.doc) == before);
}

TEST_CASE("canvas select: handles resize the one selected object, path markers edit its path") {
  Document doc = documentFromRows({"........", "........", "........", "########"});
  doc.begin("Setup");
  doc.insertSolid(0, solidAt(64, 16, 32, 8, {{64, 16}, {96, 16}}, 40.0f));
  doc.commit();
  Mouse m(std::move(doc));
  m.tools.tool = Tool::Select;
  m.selection.selectOnly({ObjectRef::Type::Solid, 0});
  // The bottom-right handle, to (112, 32). The platform is 8 px tall on screen: its handles
  // stand out from it.
  const Vec2 corner = handleOnScreen({64, 16, 32, 8}, 4, m.canvas.view.zoom);
  m.drag(corner, corner + Vec2{15.0f, 9.0f});
  const SolidSpec& s = m.doc.level().solids[0];
  CHECK(IRect{s.x, s.y, s.w, s.h} == IRect{64, 16, 48, 16});
  CHECK(m.doc.undoLabel() == "Resize");
  // The "+" in the middle of the path's segment adds a waypoint and drags it.
  const Vec2 mid{(88.0f + 120.0f) * 0.5f, 24.0f};
  m.moveTo(mid);
  m.press();
  m.moveTo({104.0f, 56.0f});
  m.release();
  CHECK(m.doc.level().solids[0].path.points == std::vector<IVec2>{{64, 16}, {80, 48}, {96, 16}});
  CHECK(m.selection.waypoint == 1);
  CHECK(m.doc.undoLabel() == "Add Waypoint");
}

TEST_CASE("canvas select: a small object's handles sit just outside it, each grabbed where it is drawn, and a press inside moves it") {
  Document doc = documentFromRows({"........", "........", "........", "########"});
  doc.begin("Setup");
  doc.insertActor(0, ActorSpec{.x = 32, .y = 18, .w = 10, .h = 14});
  doc.insertSolid(0, solidAt(64, 8, 48, 8));
  doc.commit();
  Mouse m(std::move(doc));
  // Near the demo level's fitted zoom in an 800 x 600 window (46%): a handle's half size out
  // from the 10 px wide player is as far from its corners' outline points as from its middle's.
  const float zoom = 0.5f;
  m.canvas.view.zoom = zoom;
  m.tools.tool = Tool::Select;
  m.selection.selectOnly({ObjectRef::Type::Actor, 0});
  const IRect box{32, 18, 10, 14};
  REQUIRE(tooSmallForHandles(box, zoom));
  CHECK_FALSE(tooSmallForHandles(box, 3.0f));

  // No handle covers the object: each square, 2 * kHandleHalfSize screen pixels, lies outside it.
  DrawList out;
  drawSelection(m.doc.level(), m.selection, zoom, out);
  int handles = 0;
  for (const DrawCommand& c : out.commands) {
    if (c.type != DrawCommand::Type::Marker) continue;
    ++handles;
    const float half = c.b.x / zoom;
    const Box square{c.a.x - half, c.a.y - half, 2.0f * half, 2.0f * half};
    CHECK_FALSE(square.overlaps(toBox(box), 0.01f));
  }
  CHECK(handles == kHandleCount);
  // A press on a drawn handle takes that one, not a corner beside it as close to its outline:
  // at this zoom and at a quarter of it, where the player is 2.5 screen pixels wide.
  for (const float z : {zoom, zoom / 4.0f}) {
    CAPTURE(z);
    const float radius = style::kPickRadius / z;
    for (int handle = 0; handle < kHandleCount; ++handle) {
      CAPTURE(handle);
      CHECK(handleAt(box, handleOnScreen(box, handle, z), radius, z) == handle);
    }
  }

  // The drawn bottom-right handle resizes (to the tile corner at (64, 48))...
  m.drag(handleOnScreen(box, 4, zoom), handleOnScreen(box, 4, zoom) + Vec2{21.0f, 15.0f});
  const ActorSpec& a = m.doc.level().actors[0];
  CHECK(IRect{a.x, a.y, a.w, a.h} == IRect{32, 18, 32, 30});
  CHECK(m.doc.undoLabel() == "Resize");
  // ...by pixels with Ctrl, from where it took hold: the edge does not jump out to the mouse...
  m.doc.undo();
  m.input.mods.ctrl = true;
  m.drag(handleOnScreen(box, 4, zoom), handleOnScreen(box, 4, zoom) + Vec2{3.0f, 2.0f});
  CHECK(IRect{a.x, a.y, a.w, a.h} == IRect{32, 18, 13, 16});
  m.input.mods.ctrl = false;
  // ...and a press inside the small object moves it, by whole tiles.
  m.doc.undo();
  m.drag({37.0f, 25.0f}, {37.0f + 16.0f, 25.0f});
  CHECK(IRect{a.x, a.y, a.w, a.h} == IRect{48, 18, 10, 14});
  CHECK(m.doc.undoLabel() == "Move");

  // A thin platform widened by its right handle keeps its height.
  m.selection.selectOnly({ObjectRef::Type::Solid, 0});
  const IRect platform{64, 8, 48, 8};
  m.drag(handleOnScreen(platform, 3, zoom), handleOnScreen(platform, 3, zoom) + Vec2{32.0f, 12.0f});
  const SolidSpec& s = m.doc.level().solids[0];
  CHECK(IRect{s.x, s.y, s.w, s.h} == IRect{64, 8, 80, 8});
}

TEST_CASE("canvas select: a tiny object's handles do not touch one another") {
  // The player a few screen pixels wide: eight squares crowded round it would make one block.
  for (const float zoom : {0.5f, 0.25f, 0.1f}) {
    CAPTURE(zoom);
    const IRect box{32, 18, 10, 14};
    REQUIRE(tooSmallForHandles(box, zoom));
    const float side = 2.0f * style::kHandleHalfSize / zoom;
    for (int a = 0; a < kHandleCount; ++a)
      for (int b = a + 1; b < kHandleCount; ++b) {
        CAPTURE(a);
        CAPTURE(b);
        const Vec2 pa = handleOnScreen(box, a, zoom);
        const Vec2 pb = handleOnScreen(box, b, zoom);
        const Box squareA{pa.x - side / 2, pa.y - side / 2, side, side};
        const Box squareB{pb.x - side / 2, pb.y - side / 2, side, side};
        CHECK_FALSE(squareA.overlaps(squareB, -1.0f / zoom));  // a screen pixel apart at least
      }
  }
}

TEST_CASE("canvas place: a click places an actor, a drag places a moving solid") {
  Mouse m(documentFromRows({"........", "........", "........", "########"}));
  m.tools.tool = Tool::Place;
  m.tools.place = PlaceKind::Player;
  m.moveToTile(1, 2);
  m.press();
  m.release();
  REQUIRE(m.doc.level().actors.size() == 1);
  CHECK(m.doc.level().actors[0].kind == ActorKind::Player);
  CHECK(m.doc.level().actors[0].y + m.doc.level().actors[0].h == 48);
  m.tools.place = PlaceKind::MovingSolid;
  m.moveTo({33.0f, 15.0f});
  m.press();
  m.moveTo({79.0f, 25.0f});
  m.release();
  REQUIRE(m.doc.level().solids.size() == 1);
  const SolidSpec& s = m.doc.level().solids[0];
  CHECK(IRect{s.x, s.y, s.w, s.h} == IRect{32, 0, 48, 32});  // the tiles dragged over
  CHECK(m.selection.objects == std::vector<ObjectRef>{{ObjectRef::Type::Solid, 0}});
}

TEST_CASE("canvas place: a moving solid covers the tiles dragged over, a row too, and its preview shows it") {
  Mouse m(documentFromRows({"..........", "..........", "##########"}));
  m.tools.tool = Tool::Place;
  m.tools.place = PlaceKind::MovingSolid;
  // Along one row, from tile centre to tile centre: a platform, not the click's default.
  m.moveToTile(1, 1);
  m.press();
  m.moveToTile(6, 1);
  DrawList preview;
  m.canvas.drawPreview(m.doc, m.tools, preview);
  REQUIRE(preview.commands.size() >= 1);
  CHECK(preview.commands[0].a == Vec2{16.0f, 16.0f});
  CHECK(preview.commands[0].b == Vec2{112.0f, 32.0f});
  m.release();
  REQUIRE(m.doc.level().solids.size() == 1);
  const SolidSpec& row = m.doc.level().solids[0];
  CHECK(IRect{row.x, row.y, row.w, row.h} == IRect{16, 16, 96, 16});
  // A click: three tiles wide and half a tile high at the tile's corner.
  m.moveToTile(2, 0);
  m.press();
  m.release();
  REQUIRE(m.doc.level().solids.size() == 2);
  const SolidSpec& click = m.doc.level().solids[1];
  CHECK(IRect{click.x, click.y, click.w, click.h} == IRect{32, 0, 48, 8});
}

TEST_CASE("canvas place: a clicked moving solid's + adds a waypoint at any zoom, clear of its handles") {
  for (const float zoom : {0.5f, 1.0f, 2.0f, 4.0f}) {
    CAPTURE(zoom);
    Mouse m(documentFromRows({"..........", "..........", "..........", "##########"}));
    m.canvas.view.zoom = zoom;
    m.tools.tool = Tool::Place;
    m.tools.place = PlaceKind::MovingSolid;
    m.moveToTile(1, 1);
    m.press();
    m.release();
    REQUIRE(m.doc.level().solids.size() == 1);
    m.tools.tool = Tool::Select;
    const Vec2 plus = segmentMidMarker(m.doc.level().solids[0], 0);
    m.drag(plus, plus + Vec2{0.0f, 16.0f});
    CHECK(m.doc.level().solids[0].path.points.size() == 3);
    CHECK(IRect{m.doc.level().solids[0].x, m.doc.level().solids[0].y, m.doc.level().solids[0].w, m.doc.level().solids[0].h} ==
          IRect{16, 16, 48, 8});  // not resized
  }
}

TEST_CASE("place: a moving solid's rectangle, snapped to the tiles dragged over or free between the points") {
  CHECK(placedSolidRect({17.0f, 20.0f}, {60.0f, 21.0f}, 16, true) == IRect{16, 16, 48, 16});
  CHECK(placedSolidRect({60.0f, 40.0f}, {17.0f, 20.0f}, 16, true) == IRect{16, 16, 48, 32});
  CHECK(placedSolidRect({17.0f, 20.0f}, {30.0f, 30.0f}, 16, true) == IRect{16, 16, 48, 8});  // one tile: a click
  CHECK(placedSolidRect({17.0f, 20.0f}, {60.0f, 31.0f}, 16, false) == IRect{17, 20, 43, 11});
  CHECK(placedSolidRect({17.0f, 20.0f}, {60.0f, 20.5f}, 16, false) == IRect{17, 20, 48, 8});  // no area: a click
}

TEST_CASE("canvas: the wheel zooms about the cursor, the middle button pans") {
  Mouse m(documentFromRows({"...."}));
  m.moveTo({40.0f, 8.0f});
  const Vec2 screen = m.input.mouse;
  m.input.wheel = 2.0f;
  m.frame();
  CHECK(m.canvas.view.zoom == doctest::Approx(1.5625f));
  const Vec2 under = m.canvas.view.toWorld(screen);
  CHECK(under.x == doctest::Approx(40.0f));
  CHECK(under.y == doctest::Approx(8.0f));
  m.press(kMouseMiddle);
  m.input.mouse = m.input.mouse + Vec2{100.0f, 0.0f};
  m.frame();
  m.release(kMouseMiddle);
  CHECK(m.canvas.view.toWorld(m.input.mouse).x == doctest::Approx(40.0f));  // the world followed the mouse
  CHECK_FALSE(m.doc.canUndo());
}

TEST_CASE("canvas: the mouse over a panel does nothing to the level") {
  Mouse m(documentFromRows({"...."}));
  m.input.mouseFree = false;
  m.moveToTile(0, 0);
  m.press();
  m.release();
  CHECK(rowsOf(m.doc) == Rows{"...."});
}

TEST_CASE("view: zooming out stops at an eighth of the level's fit, or at kMinZoom, and never jumps in") {
  CanvasView view;
  view.screenSize = {848.0f, 448.0f};
  const Vec2 centre = view.screenSize * 0.5f;
  const Vec2 demo{768.0f, 352.0f};  // 48 x 22 tiles of 16 px
  for (int notch = 0; notch < 40; ++notch) zoomAbout(view, centre, 1.0f / kZoomStep, demo);
  const float fit = (848.0f - 48.0f) / 768.0f;  // Home's zoom, by the width
  CHECK(view.zoom == doctest::Approx(fit * kSmallestFit));
  zoomAbout(view, centre, kZoomStep, demo);
  CHECK(view.zoom == doctest::Approx(fit * kSmallestFit * kZoomStep));
  // A level too large to fit at kMinZoom goes down to kMinZoom; a one-tile level to 1.
  for (int notch = 0; notch < 40; ++notch) zoomAbout(view, centre, 1.0f / kZoomStep, {262144.0f, 262144.0f});
  CHECK(view.zoom == doctest::Approx(kMinZoom));
  view.zoom = 4.0f;
  for (int notch = 0; notch < 40; ++notch) zoomAbout(view, centre, 1.0f / kZoomStep, {16.0f, 16.0f});
  CHECK(view.zoom == doctest::Approx(1.0f));
  // Further out already (the level grew): out stays, in goes in.
  view.zoom = 0.05f;
  zoomAbout(view, centre, 1.0f / kZoomStep, demo);
  CHECK(view.zoom == doctest::Approx(0.05f));
  zoomAbout(view, centre, kZoomStep, demo);
  CHECK(view.zoom == doctest::Approx(0.05f * kZoomStep));
}
