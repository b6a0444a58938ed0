#pragma once
// What the editor wants drawn in the canvas, as plain data. The editor fills it each frame
// (never calling GL); app/ clears the frame to the backdrop, renders the tile map and then the
// commands on top of it.
// Positions are world pixels; thicknesses, radii and marker sizes are screen pixels, so that
// lines and handles look the same at every zoom. Colours are 0xAABBGGRR like ImGui's IM_COL32.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/geometry.h"
#include "core/tile_map.h"

namespace ledge {

// The part of the world the canvas shows: world pixel = (screen - origin) / zoom + offset.
struct CanvasView {
  Vec2 screenOrigin;   // top-left of the canvas on screen, pixels
  Vec2 screenSize;     // canvas size on screen, pixels
  Vec2 worldOffset;    // world pixel at the canvas' top-left
  float zoom = 1.0f;   // screen pixels per world pixel

  Vec2 toScreen(Vec2 world) const {
    return {screenOrigin.x + (world.x - worldOffset.x) * zoom, screenOrigin.y + (world.y - worldOffset.y) * zoom};
  }
  Vec2 toWorld(Vec2 screen) const {
    return {(screen.x - screenOrigin.x) / zoom + worldOffset.x, (screen.y - screenOrigin.y) / zoom + worldOffset.y};
  }
};

// The tile map to draw under the commands, and what changed in it since the last frame, so
// that the renderer uploads only that.
struct TileMapView {
  const TileMap* map = nullptr;  // null: no map is drawn
  uint64_t generation = 0;       // changes when the map was replaced (size, tile size, file)
  TileRange changed;             // tiles changed since the last frame (empty when none)
  bool grid = true;
};

struct DrawCommand {
  enum class Type : uint8_t { Line, Rect, FilledRect, Arrow, Circle, FilledCircle, Marker, Text };
  Type type = Type::Line;
  Vec2 a;               // line start, rect min, arrow tail, circle centre, marker centre, text centre
  Vec2 b;               // line end, rect max, arrow head; circle: b.x = radius; marker: b.x = half size
  uint32_t color = 0xffffffff;
  float thickness = 1.0f;
  std::string text;
};

// An object too small on screen to show its shape: one screen pixel at a world point.
struct DrawDot {
  Vec2 at;
  uint32_t color = 0xffffffff;
};

struct DrawList {
  // The whole frame's colour before anything is drawn: the docked panels fill no background of
  // their own and show it (editor/docked_panel.cpp).
  uint32_t backdrop = 0xff000000;
  CanvasView view;
  TileMapView tileMap;
  std::vector<DrawCommand> commands;
  // Drawn over the tile map and under the commands, all in one draw call: a crowd of 10,000
  // actors seen from afar is then 10,000 points, not 20,000 triangles for a software renderer.
  std::vector<DrawDot> dots;

  void clear() {
    commands.clear();
    dots.clear();
  }
  void dot(Vec2 at, uint32_t color) { dots.push_back({at, color}); }
  void line(Vec2 a, Vec2 b, uint32_t color, float thickness = 1.0f) {
    commands.push_back({DrawCommand::Type::Line, a, b, color, thickness, {}});
  }
  void rect(Vec2 min, Vec2 max, uint32_t color, float thickness = 1.0f) {
    commands.push_back({DrawCommand::Type::Rect, min, max, color, thickness, {}});
  }
  void filledRect(Vec2 min, Vec2 max, uint32_t color) {
    commands.push_back({DrawCommand::Type::FilledRect, min, max, color, 1.0f, {}});
  }
  void arrow(Vec2 tail, Vec2 head, uint32_t color, float thickness = 1.0f) {
    commands.push_back({DrawCommand::Type::Arrow, tail, head, color, thickness, {}});
  }
  void circle(Vec2 centre, float radius, uint32_t color, float thickness = 1.0f) {
    commands.push_back({DrawCommand::Type::Circle, centre, {radius, 0.0f}, color, thickness, {}});
  }
  void filledCircle(Vec2 centre, float radius, uint32_t color) {
    commands.push_back({DrawCommand::Type::FilledCircle, centre, {radius, 0.0f}, color, 1.0f, {}});
  }
  // A square handle of 2 * halfSize screen pixels centred on a world point.
  void marker(Vec2 centre, float halfSize, uint32_t color) {
    commands.push_back({DrawCommand::Type::Marker, centre, {halfSize, 0.0f}, color, 1.0f, {}});
  }
  void text(Vec2 at, std::string s, uint32_t color) {
    commands.push_back({DrawCommand::Type::Text, at, {}, color, 1.0f, std::move(s)});
  }
};

}  // namespace ledge
