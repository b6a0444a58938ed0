#pragma once
// A level as a designer authors it: the tile map, physics, and where actors and solids start.
// This is what files hold and what the editor edits; a World is built from it.

#include <string>
#include <utility>
#include <vector>

#include "core/actor.h"
#include "core/physics.h"
#include "core/solid.h"
#include "core/tile_map.h"

namespace ledge {

// Keys a reader did not know, kept with their raw JSON text so that saving writes them back.
using ExtraKeys = std::vector<std::pair<std::string, std::string>>;

struct ActorSpec {
  ActorKind kind = ActorKind::Player;
  MoverKind mover = MoverKind::Pixel;
  int x = 0;
  int y = 0;
  int w = kDefaultActorWidth;  // 1 or more (Actor::w)
  int h = kDefaultActorHeight;
  float vx = 0.0f;
  float vy = 0.0f;
  // Switches (JSON keys "gravity", "friction", "worldCollision", "collidesWithActors",
  // "weight"; written only when they differ from these defaults).
  bool applyGravity = true;
  bool applyFriction = true;
  bool worldCollision = true;
  bool collidesWithActors = true;
  float weight = 1.0f;  // mass in actor-vs-actor separation (the heavier moves less); 0 never moves
  ExtraKeys extra{};
  friend bool operator==(const ActorSpec&, const ActorSpec&) = default;
};

struct SolidSpec {
  int x = 0;
  int y = 0;
  int w = 32;
  int h = 8;
  SolidPath path;
  ExtraKeys extra{};
  friend bool operator==(const SolidSpec&, const SolidSpec&) = default;
};

struct Level {
  TileMap map;
  PhysicsParams physics;
  int cellSize = 16;  // spatial partition cell, in tiles
  std::vector<ActorSpec> actors;
  std::vector<SolidSpec> solids;
  ExtraKeys extra;         // unknown top-level keys
  ExtraKeys physicsExtra;  // unknown keys of "physics"
};

// Whether two levels differ in their tiles at most: the same map size and tile size, physics,
// partition cell, actors and solids.
bool differsOnlyInTiles(const Level& a, const Level& b);

// Fills a map from legend rows (one string per row, top to bottom). Returns an empty string on
// success, else the first problem ("row 3 has 62 characters, expected 64", "unknown tile 'x'
// at row 1, column 5"). Used by tests and the loader.
std::string fillTiles(TileMap& map, const std::vector<std::string>& rows);
std::vector<std::string> tileRows(const TileMap& map);

}  // namespace ledge
