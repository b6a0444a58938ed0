#pragma once
// Exporting a level as a Tiled JSON map (.tmj) that importTiled() reads back to the same level.
//
// The map has one tile layer, "collision", and one object layer, "objects". Its tileset is
// embedded: one tile per Ledge tile kind with the property `ledge` naming it (tileName()) and
// its collision shape, so that other programs that read Tiled collision shapes see the same
// geometry; the tileset's image is written beside the map as NAME.tiles.png. Actors are objects
// of class player/walker/crate, solids of class solid with their path as a polyline that the
// solid's object property "path" names. Physics and cellSize are map properties; unknown keys
// travel as "ledge:extra" / "ledge:physicsExtra" properties (JSON objects as text).

#include <string>

#include "core/io/safe_write.h"
#include "core/level.h"

namespace ledge::io {

// Writes both files through writeFileSafely(). Refuses a level that would not load back, a file
// at `path` that is not a Tiled map, and a NAME.tiles.png that is not a tileset image Ledge wrote
// (for any tile size): those may be a designer's own, which a save's one .bak generation would
// not keep. An image already the same is not written again. The result is the map's:
// `unchanged` when neither file was written.
SaveResult exportTiled(const Level& level, const std::string& path);

// Why exportTiled() to `path` would be refused for the files already there (see above), or "":
// known before the level is, as it holds for every level.
std::string exportFilesProblem(const std::string& path);

// Is the file a Tiled JSON map (its top-level "type" is "map")?
bool isTiledJsonMapFile(const std::string& path);

// Where exportTiled() puts the tileset image of `path` ("maps/a.tmj" -> "maps/a.tiles.png").
std::string tilesetImagePath(const std::string& path);

}  // namespace ledge::io
