#include "core/level_edit.h"

#include <cmath>

#include "core/level.h"
#include "core/solid_move.h"
#include "core/world.h"

namespace ledge {
namespace {

std::string checkPhysics(const PhysicsParams& p) {
  const std::pair<const char*, float> values[] = {
      {"gravity", p.gravity},       {"maxFall", p.maxFall},       {"timestep", p.timestep},
      {"groundFriction", p.groundFriction}, {"airFriction", p.airFriction}, {"runSpeed", p.runSpeed},
      {"runAccel", p.runAccel},     {"airControl", p.airControl}, {"jumpSpeed", p.jumpSpeed},
      {"jumpCut", p.jumpCut},       {"coyoteTime", p.coyoteTime}, {"jumpBuffer", p.jumpBuffer},
      {"climbSpeed", p.climbSpeed}, {"walkSpeed", p.walkSpeed}};
  for (const auto& [name, value] : values)
    if (!std::isfinite(value)) return std::string("physics ") + name + " is not a finite number";
  if (!(p.timestep > 0.0f)) return "physics timestep must be positive";
  if (p.cornerCorrection < 0) return "physics cornerCorrection must not be negative";
  return {};
}

std::string checkEditIn(const TileMap& map, size_t solidCount, const LevelEdit& edit) {
  switch (edit.kind) {
    case EditKind::PaintTile:
      if (!map.contains(edit.tile.x, edit.tile.y))
        return "tile (" + std::to_string(edit.tile.x) + ", " + std::to_string(edit.tile.y) + ") is outside the " +
               std::to_string(map.width()) + " x " + std::to_string(map.height()) + " map";
      return {};
    case EditKind::MoveSolid:
      if (edit.solid < 0 || static_cast<size_t>(edit.solid) >= solidCount)
        return "no solid " + std::to_string(edit.solid) + " (the level has " + std::to_string(solidCount) + ")";
      return {};
    case EditKind::SetPhysics: return checkPhysics(edit.physics);
  }
  return "unknown edit";
}

void translate(SolidPath& path, IVec2 offset) {
  for (IVec2& p : path.points) p = {p.x + offset.x, p.y + offset.y};
}

}  // namespace

LevelEdit paintTileEdit(IVec2 tile, Tile paint) {
  LevelEdit e;
  e.kind = EditKind::PaintTile;
  e.tile = tile;
  e.paint = paint;
  return e;
}

LevelEdit moveSolidEdit(SolidId solid, IVec2 offset) {
  LevelEdit e;
  e.kind = EditKind::MoveSolid;
  e.solid = solid;
  e.offset = offset;
  return e;
}

LevelEdit setPhysicsEdit(const PhysicsParams& physics) {
  LevelEdit e;
  e.kind = EditKind::SetPhysics;
  e.physics = physics;
  return e;
}

std::string checkEdit(const Level& level, const LevelEdit& edit) {
  return checkEditIn(level.map, level.solids.size(), edit);
}

std::string checkEdit(const World& world, const LevelEdit& edit) {
  return checkEditIn(world.map, static_cast<size_t>(world.solidCount()), edit);
}

void applyEdit(Level& level, const LevelEdit& edit) {
  switch (edit.kind) {
    case EditKind::PaintTile: level.map.set(edit.tile.x, edit.tile.y, edit.paint); break;
    case EditKind::MoveSolid: {
      SolidSpec& s = level.solids[static_cast<size_t>(edit.solid)];
      s.x += edit.offset.x;
      s.y += edit.offset.y;
      translate(s.path, edit.offset);
      break;
    }
    case EditKind::SetPhysics: level.physics = edit.physics; break;
  }
}

void applyEdit(World& world, const LevelEdit& edit) {
  switch (edit.kind) {
    case EditKind::PaintTile: world.map.set(edit.tile.x, edit.tile.y, edit.paint); break;
    case EditKind::MoveSolid:
      // The path moves first, so that the solid's next step continues from where it now is.
      translate(world.solidPaths[static_cast<size_t>(edit.solid)], edit.offset);
      moveSolid(world, edit.solid, static_cast<float>(edit.offset.x), static_cast<float>(edit.offset.y), nullptr);
      break;
    case EditKind::SetPhysics: world.physics = edit.physics; break;
  }
}

void setEnvironment(World& world, const Level& level) {
  world.map = level.map;
  world.physics = level.physics;
  for (size_t i = 0; i < level.solids.size() && i < world.solidPaths.size(); ++i)
    world.solidPaths[i] = level.solids[i].path;
}

}  // namespace ledge
