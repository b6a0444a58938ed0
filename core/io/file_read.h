#pragma once
// Reading a whole file into memory, refusing a file too large for its purpose before reading it.

#include <cstdint>
#include <string>

namespace ledge::io {

struct FileRead {
  std::string bytes;
  std::string error;  // the reason only ("No such file or directory"); the caller names the file
  bool ok() const { return error.empty(); }
};

FileRead readWholeFile(const std::string& path, int64_t maxBytes);
// Standard input to its end (a pipe: `ledge sim --inputs -`), refused once it passes maxBytes.
FileRead readStandardInput(int64_t maxBytes);

// Other editors' files (Tiled maps and tilesets, LDtk projects) above this size are refused.
inline constexpr int64_t kMaxMapFileBytes = int64_t{512} << 20;

// A file that `file` refers to by `reference`, relative to `file`'s folder (Tiled's tileset
// sources, LDtk's separate level files).
std::string besideFile(const std::string& file, const std::string& reference);

// "12 KB", "600 MB": sizes in messages.
std::string describeSize(int64_t bytes);

}  // namespace ledge::io
