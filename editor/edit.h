#pragma once
// One undo step: what an edit changed, as before/after pairs. Applying an edit writes every
// `after` in order; reverting writes every `before` in reverse order. The categories touch
// separate parts of the level, so their order relative to each other does not matter.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/level.h"
#include "core/tile.h"
#include "core/tile_map.h"

namespace ledge::editor {

struct TileChange {
  uint32_t index = 0;  // ty * width + tx
  Tile before = Tile::Empty;
  Tile after = Tile::Empty;
};

// Insert (no before), erase (no after) or update (both) the object at `index`.
struct ActorChange {
  int index = 0;
  std::optional<ActorSpec> before;
  std::optional<ActorSpec> after;
};

struct SolidChange {
  int index = 0;
  std::optional<SolidSpec> before;
  std::optional<SolidSpec> after;
};

// The level's settings besides its map and objects.
struct LevelProperties {
  PhysicsParams physics;
  int cellSize = 16;
  friend bool operator==(const LevelProperties&, const LevelProperties&) = default;
};

// Whole-map replacement: a resize or a new tile size. Rare, so a full copy is fine.
struct MapChange {
  TileMap before;
  TileMap after;
};

struct PropertiesChange {
  LevelProperties before;
  LevelProperties after;
};

struct Edit {
  std::string label;  // "Brush", "Move object": shown as "Undo Brush"
  uint64_t id = 0;    // names the document state this edit leads to (the dirty flag compares ids)
  std::vector<TileChange> tiles;
  std::vector<ActorChange> actors;
  std::vector<SolidChange> solids;
  std::optional<MapChange> map;
  std::optional<PropertiesChange> properties;

  bool empty() const {
    return tiles.empty() && actors.empty() && solids.empty() && !map && !properties;
  }
};

}  // namespace ledge::editor
