// libFuzzer target for the level loader: any bytes give a level or errors, never a crash, a
// hang or a leak (the sanitizers watch), and a level that loads saves to text that loads back
// to the same text.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/io/level_file.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace ledge::io;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const LevelLoad load = parseLevel(text, "fuzz.json");
  // A level exactly when there is no error.
  if (load.ok() == hasErrors(load.problems)) __builtin_trap();
  if (load.ok()) {
    const std::string saved = levelToJson(*load.level);
    const LevelLoad again = parseLevel(saved, "saved.json");
    if (!again.ok() || levelToJson(*again.level) != saved) __builtin_trap();
  }
  return 0;
}
