#include "core/io/inputs_file.h"

#include "core/input_script.h"
#include "core/io/file_read.h"

namespace ledge::io {

InputsFileRead readInputsFile(const std::string& path) {
  return parseInputsFile(path, readWholeFile(path, kMaxInputsFileBytes));
}

InputsFileRead parseInputsFile(const std::string& path, const FileRead& file) {
  InputsFileRead result;
  if (!file.ok()) {
    result.error = path + ": cannot read the file: " + file.error;
    return result;
  }
  InputScript script = parseInputScript(file.bytes);
  if (!script.ok()) {
    result.error = path + ": " + script.errorText();
    return result;
  }
  result.inputs = std::move(script.inputs);
  return result;
}

SaveResult writeInputsFile(const std::string& path, const std::vector<Input>& inputs, std::string_view comment) {
  return writeFileSafely(path, writeInputScript(inputs, comment));
}

}  // namespace ledge::io
