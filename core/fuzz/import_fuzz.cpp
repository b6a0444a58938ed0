// libFuzzer target for the importers of other editors' files, one per extension
// (LEDGE_FUZZ_EXTENSION: ".tmx", ".tmj" or ".ldtk", set by CMakeLists.txt). The importers read
// from a path, so each input is written to one file of this process's temp folder first. Any
// bytes give a level or errors that name a file, never a crash, a hang or a leak (the sanitizers
// watch), and a level that imports saves to Ledge's text that loads back to the same text.

#include <stdlib.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "core/io/level_file.h"
#include "core/io/level_formats.h"

#ifndef LEDGE_FUZZ_EXTENSION
#error "LEDGE_FUZZ_EXTENSION names the importer to fuzz: \".tmx\", \".tmj\" or \".ldtk\""
#endif

namespace {

// The file every input of this process is written to, in a folder of its own that goes when the
// process ends.
class InputFile {
 public:
  InputFile() {
    folder_ = (std::filesystem::temp_directory_path() / "ledge-fuzz-XXXXXX").string();
    if (::mkdtemp(folder_.data()) == nullptr) __builtin_trap();
    path_ = folder_ + "/input" LEDGE_FUZZ_EXTENSION;
  }
  ~InputFile() {
    std::error_code ignored;
    std::filesystem::remove_all(folder_, ignored);
  }
  InputFile(const InputFile&) = delete;
  InputFile& operator=(const InputFile&) = delete;

  const std::string& write(const uint8_t* data, size_t size) const {
    std::ofstream out(path_, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    if (!out) __builtin_trap();
    return path_;
  }

 private:
  std::string folder_;
  std::string path_;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace ledge::io;
  static const InputFile input;
  const LevelLoad load = loadAnyLevel(input.write(data, size));
  // A level exactly when there is no error, and every problem names its file.
  if (load.ok() == hasErrors(load.problems)) __builtin_trap();
  for (const Problem& problem : load.problems)
    if (problem.file.empty()) __builtin_trap();
  if (load.ok()) {
    const std::string saved = levelToJson(*load.level);
    const LevelLoad again = parseLevel(saved, "saved.json");
    if (!again.ok() || levelToJson(*again.level) != saved) __builtin_trap();
  }
  return 0;
}
