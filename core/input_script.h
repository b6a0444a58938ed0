#pragma once
// The inputs format of DESIGN.md, as text: one token per line, `[COUNT*]KEYS`, KEYS from
// L R U D J or `.` for none (`30*R`, `1*RJ`, `10*.`), `#` starts a comment. `ledge sim
// --inputs` reads it and the editor writes it when it saves a recording. No file access here:
// core/io/inputs_file.h reads and writes files.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/input.h"

namespace ledge {

// More frames than this in one script is refused (46 hours at 60 Hz, 10 MB of inputs): a
// typo such as `3000000000*R` must not exhaust memory.
inline constexpr int64_t kMaxScriptFrames = 10'000'000;

struct InputScript {
  std::vector<Input> inputs;  // one per frame
  int errorLine = 0;          // 1-based line of the first problem, 0 when none
  std::string error;          // what is wrong on that line; empty when the text is valid

  bool ok() const { return error.empty(); }
  // "line 4: unknown key 'X' in '30*RX' ..."; empty when valid.
  std::string errorText() const;
};

// Parses a whole script. Stops at the first malformed line.
InputScript parseInputScript(std::string_view text);

// One token per run of equal inputs, `COUNT*KEYS`, after an optional `# comment` line (which
// may hold several lines). parseInputScript(writeInputScript(x)).inputs == x.
std::string writeInputScript(const std::vector<Input>& inputs, std::string_view comment = {});

// The KEYS of a token: the held keys in the order L R U D J, or "." for none.
std::string inputKeysText(Input input);

}  // namespace ledge
