#pragma once
// Which Ledge tile a Tiled tile is. In order: the tile's custom property `ledge` naming a tile
// kind (tileName(): "solid", "one-way", "slope-45-right"...); else its collision shapes (a full
// box is solid, a top strip one-way, a right triangle or a "solid below a line" polygon the
// slope of that line); else solid, as any non-empty tile of the collision layer is.

#include <optional>
#include <string>

#include "core/io/tiled_map.h"
#include "core/tile.h"

namespace ledge::io::tiled {

struct TileKind {
  enum class Source { Property, Shape, Default };
  Tile tile = Tile::Solid;
  Source source = Source::Default;
  std::string problem;  // why a property or shape could not be used (then `tile` is the default)
};

// `info` is null for a tile that has nothing set in its tileset.
TileKind tileKindOf(const TileInfo* info, int tileWidth, int tileHeight);

// The tile a shape describes, or nullopt.
std::optional<Tile> tileOfShapes(const std::vector<Shape>& shapes, int tileWidth, int tileHeight);

}  // namespace ledge::io::tiled
