#pragma once
// An edit made while the simulation runs or is paused: a tile painted, a solid moved or held
// by the mouse, a physics slider changed, an actor's mover switched. The recording keeps each
// one at its frame, so that replay and seeking redo it there; the same edit applies to the
// running World and to the Level a designer saves.

#include <cstdint>
#include <string>

#include "core/actor.h"
#include "core/geometry.h"
#include "core/physics.h"
#include "core/physics_fields.h"
#include "core/tile.h"

namespace ledge {

class World;
struct Level;

enum class EditKind : uint8_t { PaintTile, MoveSolid, SetPhysics, SetMover, HoldSolid };

struct LevelEdit {
  EditKind kind = EditKind::PaintTile;
  IVec2 tile{};            // PaintTile: tile coordinates
  Tile paint = Tile::Empty;// PaintTile: the tile it becomes
  SolidId solid = kNoId;   // MoveSolid, HoldSolid
  IVec2 offset{};          // MoveSolid: pixels; the solid's path moves with it
  PhysicsParams physics;   // SetPhysics: the constants after the change...
  PhysicsFieldSet physicsFields = kEveryPhysicsField;  // ...of which these are set (the others stay)
  ActorId actor = kNoId;   // SetMover
  MoverKind mover = MoverKind::Pixel;  // SetMover: the actor's mover from now on
  bool hold = false;       // HoldSolid: true stops the solid on its path (the mouse has it), false lets it go on
  friend bool operator==(const LevelEdit&, const LevelEdit&) = default;
};

LevelEdit paintTileEdit(IVec2 tile, Tile paint);
LevelEdit moveSolidEdit(SolidId solid, IVec2 offset);
LevelEdit setPhysicsEdit(const PhysicsParams& physics, PhysicsFieldSet fields = kEveryPhysicsField);
LevelEdit setMoverEdit(ActorId actor, MoverKind mover);
LevelEdit holdSolidEdit(SolidId solid, bool hold);

// Empty when the edit can be applied, else what is wrong ("tile (40, 2) is outside the 40 x 23
// map"). The level and its world have the same map size and solids, so either answers.
std::string checkEdit(const Level& level, const LevelEdit& edit);
std::string checkEdit(const World& world, const LevelEdit& edit);

// The level as a designer saves it: the tile, the solid's start and path, the physics, the
// actor's mover. Holding a solid is not part of a level: it changes nothing there.
void applyEdit(Level& level, const LevelEdit& edit);
// The running world: the same change, and a moved solid pushes and carries actors by the
// pixel rules on its way (collision stays exact, nobody is left inside it). Call checkEdit()
// first.
void applyEdit(World& world, const LevelEdit& edit);

// The parts of a world that a step never changes and edits do: tile map, physics and solid
// paths, as `level` has them. The dynamic state (actors, solids, frame) is left alone.
void setEnvironment(World& world, const Level& level);

}  // namespace ledge
