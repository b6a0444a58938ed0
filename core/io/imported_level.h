#pragma once
// The last step of every import: the level an import built is checked like a level file, so
// that a converted level is never one Ledge could not load back.

#include <string>

#include "core/io/level_load.h"

namespace ledge::io {

// Checks `level` and sets load.level when there is no error in `load`. Problems of the converted
// level are reported at their level-file path ("converted $.actors[0]") in `file`.
void finishImport(Level level, const std::string& file, LevelLoad& load);

}  // namespace ledge::io
