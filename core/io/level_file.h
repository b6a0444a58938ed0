#pragma once
// Ledge's level file: JSON of format "ledge-level", version 1 (DESIGN.md). Loading validates
// everything and reports every problem; saving writes the canonical text through a safe save.
//
// Canonical text: keys in DESIGN.md's order, one tile row per line, one actor or solid per line,
// one physics key per line, floats in the shortest form that reads back to the same float,
// unknown keys after the known ones in the order they were read. The same level always gives
// the same bytes, so level files diff well in version control.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/io/level_load.h"
#include "core/io/safe_write.h"
#include "core/level.h"
#include "core/limits.h"

namespace ledge::io {

inline constexpr int kLevelFormatVersion = 1;
// Files larger than this are refused before they are read (a 16384 x 16384 level is ~270 MB).
inline constexpr int64_t kMaxLevelFileBytes = int64_t{512} << 20;
using ledge::kMaxCoordinate;  // core/limits.h: the bound of every position, size and path point

LevelLoad loadLevelFile(const std::string& path);
// The top-level keys Ledge reads itself; any other key is kept as unknown.
std::vector<std::string_view> levelKeyNames();
// `fileName` only names the text in messages.
LevelLoad parseLevel(std::string_view text, const std::string& fileName);
// The same with the actors' starts and the solids' places checked against `startTiles`, not the
// text's own tiles; when it is null, the starts not at all and the solids only above the map:
// levelProblems() and levelErrors() parse a level whose tiles they left out.
LevelLoad parseLevel(std::string_view text, const std::string& fileName, const TileMap* startTiles);

// Is the file a Ledge level (JSON whose top-level "format" is "ledge-level")? Whether it is a
// valid one is loadLevelFile's to say. Commands check this before writing a level over a file.
bool isLedgeLevelFile(const std::string& path);

// The canonical, stable text of a level.
std::string levelToJson(const Level& level);

// Writes the canonical text with writeFileSafely() (the previous file is kept as NAME.json.bak).
// Refuses, writing nothing, a level whose text would not load back (a NaN speed, a size of 0...).
SaveResult saveLevelFile(const Level& level, const std::string& path);

// The problems `level`'s file would load back with, as the loader reports them: an import
// reports them for the level it made.
std::vector<Problem> levelProblems(const Level& level, const std::string& fileName);
// Only the errors, which would keep the file from loading back; empty when the level can be
// saved. Savers of every format check this.
std::vector<Problem> levelErrors(const Level& level, const std::string& fileName);
// "WHAT: the level would not load back, so nothing was written:" and the errors, one per line.
SaveResult refusedSave(const std::string& what, const std::vector<Problem>& errors);

}  // namespace ledge::io
