#pragma once
// The last step of every import: the level an import built is checked like a level file, so
// that a converted level is never one Ledge could not load back.

#include <string>
#include <vector>

#include "core/io/level_load.h"

namespace ledge::io {

// Where the imported file holds each actor and solid, by their index in the level: `object id=3
// in layer "Entities"`, `entity "Player" (iid ...) at layer "Entities".entityInstances[0]`. A
// problem the check finds in an actor or solid is reported there, where the designer can fix it.
struct ImportSources {
  std::vector<std::string> actors;
  std::vector<std::string> solids;
  std::vector<std::string> paths;  // where a solid's path comes from, when that is elsewhere (a polyline); else ""
};

// Checks `level` and sets load.level when there is no error in `load`. Problems of the converted
// level are reported in `file` at the place `sources` gives, followed by their level-file path
// ("object id=4 in layer \"Objects\" (converted $.solids[0].path)"); a problem of no actor or
// solid at its level-file path alone ("converted $.physics.gravity").
void finishImport(Level level, const ImportSources& sources, const std::string& file, LevelLoad& load);

}  // namespace ledge::io
