#pragma once
// What reading a level gives back: the level when it could be read, and every problem found on
// the way, each naming the file and the place in it.

#include <optional>
#include <string>
#include <vector>

#include "core/level.h"

namespace ledge::io {

struct Problem {
  enum class Severity { Error, Warning };
  Severity severity = Severity::Error;
  std::string file;     // as given by the caller
  std::string path;     // JSON path: "$.tiles[3]", "$.actors[0].w" (or a place in a Tiled map)
  std::string message;  // "row has 62 characters, expected 64"

  bool isError() const { return severity == Severity::Error; }
  // "level.json: $.tiles[3]: row has 62 characters, expected 64"; warnings say "warning: " first.
  std::string text() const;
};

bool hasErrors(const std::vector<Problem>& problems);

struct LevelLoad {
  std::optional<Level> level;     // set when there is no error
  std::vector<Problem> problems;  // every problem found, errors and warnings, in file order
  // What an import mapped and to what ("layer 'ground': 120 solid, 8 one-way"); empty for
  // Ledge's own files. `ledge convert` prints these.
  std::vector<std::string> notes;
  // Every file the load read: the one given first, then those it refers to (Tiled's external
  // tilesets, LDtk's separate level files), and the images the level names without Ledge reading
  // them (Tiled's tileset images). A command that writes must write over none of them.
  std::vector<std::string> files;

  bool ok() const { return level.has_value(); }
};

}  // namespace ledge::io
