#pragma once
// Inputs files (`ledge sim --inputs FILE`, recordings the editor saves): the text format of
// core/input_script.h in a file.

#include <string>
#include <string_view>
#include <vector>

#include "core/input.h"
#include "core/io/file_read.h"
#include "core/io/safe_write.h"

namespace ledge::io {

// Larger files are refused before they are read.
inline constexpr int64_t kMaxInputsFileBytes = int64_t{64} << 20;

struct InputsFileRead {
  std::vector<Input> inputs;  // one per frame
  // "run.txt: line 4: unknown key 'X' in '30*RX' (...)", "run.txt: No such file or directory"
  std::string error;
  bool ok() const { return error.empty(); }
};

InputsFileRead readInputsFile(const std::string& path);
// Inputs read already (standard input), `name` naming them in messages.
InputsFileRead parseInputsFile(const std::string& name, const FileRead& file);

// Writes through writeFileSafely(): an existing file is replaced only once the new one is
// complete, and kept as NAME.bak.
SaveResult writeInputsFile(const std::string& path, const std::vector<Input>& inputs, std::string_view comment = {});

}  // namespace ledge::io
