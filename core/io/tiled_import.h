#pragma once
// Importing a Tiled map (.tmx or .tmj) as a Level.
//
// Tiles come from one tile layer: --layer NAME, else the first whose name contains "collision"
// (any case), else the first tile layer. Which Ledge tile each Tiled tile is: tiled_tile_kind.h;
// a flipped tile is the tile of its flipped shape (tiled_tile_flip.h). Objects whose class is
// player, walker or crate become actors, class solid a moving solid; a polyline that starts on a solid (or that the
// solid's object property "path" names) is the solid's path, its points the solid's top-left
// positions. Custom properties carry the rest, named like level-file keys: on objects "mover",
// "vx", "gravity", "weight", "speed", "mode"...; on the map the physics keys and "cellSize";
// "ledge:extra" (and on the map "ledge:physicsExtra") hold unknown keys as a JSON object.

#include <string>

#include "core/io/level_load.h"

namespace ledge::io {

struct TiledOptions {
  std::string layer;  // the tile layer to read tiles from; empty: see above
};

// load.notes say what was mapped to what, and what was not imported.
LevelLoad importTiled(const std::string& path, const TiledOptions& options = {});

}  // namespace ledge::io
