#include "core/level_edit.h"

#include <algorithm>
#include <cstdlib>

#include "core/level.h"
#include "core/limits.h"
#include "core/physics_fields.h"
#include "core/solid_move.h"
#include "core/world.h"

namespace ledge {
namespace {

// Where a solid is and the path it follows, in a level or its world.
struct SolidPlace {
  IVec2 at;
  const SolidPath* path = nullptr;  // none for a solid a game added without one
};

// Is every point of the solid, moved by `offset`, within the bounds a level holds?
bool movesWithinBounds(const SolidPlace& place, IVec2 offset) {
  const auto within = [offset](IVec2 p) {
    return std::llabs(int64_t{p.x} + offset.x) <= kMaxCoordinate && std::llabs(int64_t{p.y} + offset.y) <= kMaxCoordinate;
  };
  return within(place.at) &&
         (!place.path || std::all_of(place.path->points.begin(), place.path->points.end(), within));
}

// `placeOf(solid)` answers for a solid id below solidCount.
template <typename PlaceOf>
std::string checkEditIn(const TileMap& map, size_t solidCount, size_t actorCount, const LevelEdit& edit,
                        PlaceOf placeOf) {
  switch (edit.kind) {
    case EditKind::PaintTile:
      if (!map.contains(edit.tile.x, edit.tile.y))
        return "tile (" + std::to_string(edit.tile.x) + ", " + std::to_string(edit.tile.y) + ") is outside the " +
               std::to_string(map.width()) + " x " + std::to_string(map.height()) + " map";
      if (static_cast<int>(edit.paint) >= kTileKindCount)
        return "no tile kind " + std::to_string(static_cast<int>(edit.paint)) + " (there are " +
               std::to_string(kTileKindCount) + ")";
      return {};
    case EditKind::MoveSolid:
    case EditKind::HoldSolid:
      if (edit.solid < 0 || static_cast<size_t>(edit.solid) >= solidCount)
        return "no solid " + std::to_string(edit.solid) + " (the level has " + std::to_string(solidCount) + ")";
      if (edit.kind == EditKind::MoveSolid && !movesWithinBounds(placeOf(edit.solid), edit.offset))
        return "moving solid " + std::to_string(edit.solid) + " by (" + std::to_string(edit.offset.x) + ", " +
               std::to_string(edit.offset.y) + ") takes it or its path beyond " + std::to_string(kMaxCoordinate) +
               " px from the map's origin";
      return {};
    case EditKind::SetPhysics: return checkPhysics(edit.physics);
    case EditKind::SetMover:
      if (edit.actor < 0 || static_cast<size_t>(edit.actor) >= actorCount)
        return "no actor " + std::to_string(edit.actor) + " (the level has " + std::to_string(actorCount) + ")";
      if (static_cast<int>(edit.mover) >= kMoverKindCount) return "unknown mover";
      return {};
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

LevelEdit setPhysicsEdit(const PhysicsParams& physics, PhysicsFieldSet fields) {
  LevelEdit e;
  e.kind = EditKind::SetPhysics;
  e.physics = physics;
  e.physicsFields = fields & kEveryPhysicsField;
  return e;
}

LevelEdit setMoverEdit(ActorId actor, MoverKind mover) {
  LevelEdit e;
  e.kind = EditKind::SetMover;
  e.actor = actor;
  e.mover = mover;
  return e;
}

LevelEdit holdSolidEdit(SolidId solid, bool hold) {
  LevelEdit e;
  e.kind = EditKind::HoldSolid;
  e.solid = solid;
  e.hold = hold;
  return e;
}

std::string checkEdit(const Level& level, const LevelEdit& edit) {
  return checkEditIn(level.map, level.solids.size(), level.actors.size(), edit, [&](SolidId id) {
    const SolidSpec& s = level.solids[static_cast<size_t>(id)];
    return SolidPlace{{s.x, s.y}, &s.path};
  });
}

std::string checkEdit(const World& world, const LevelEdit& edit) {
  return checkEditIn(world.map, static_cast<size_t>(world.solidCount()), static_cast<size_t>(world.actorCount()), edit,
                     [&](SolidId id) {
                       const Solid& s = world.solid(id);
                       return SolidPlace{{s.x, s.y}, world.pathOf(id)};
                     });
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
    case EditKind::SetPhysics: copyPhysicsFields(level.physics, edit.physics, edit.physicsFields); break;
    case EditKind::SetMover: level.actors[static_cast<size_t>(edit.actor)].mover = edit.mover; break;
    case EditKind::HoldSolid: break;
  }
}

void applyEdit(World& world, const LevelEdit& edit) {
  switch (edit.kind) {
    case EditKind::PaintTile: world.map.set(edit.tile.x, edit.tile.y, edit.paint); break;
    case EditKind::MoveSolid:
      // The path moves first, so that the solid's next step continues from where it now is.
      if (SolidPath* path = world.pathOf(edit.solid)) translate(*path, edit.offset);
      placeSolid(world, edit.solid, static_cast<float>(edit.offset.x), static_cast<float>(edit.offset.y), nullptr);
      break;
    case EditKind::SetPhysics: copyPhysicsFields(world.physics, edit.physics, edit.physicsFields); break;
    case EditKind::SetMover: world.actor(edit.actor).mover = edit.mover; break;
    case EditKind::HoldSolid: world.solid(edit.solid).followsPath = !edit.hold; break;
  }
}

void setEnvironment(World& world, const Level& level) {
  world.map = level.map;
  world.physics = level.physics;
  for (size_t i = 0; i < level.solids.size() && i < world.solidPaths.size(); ++i)
    world.solidPaths[i] = level.solids[i].path;
}

}  // namespace ledge
