#pragma once
// The command line of DESIGN.md: `ledge COMMAND ...`. Each command lives in its own file
// (cli_<name>.cpp) and is listed in the table of main.cpp.

#include <string>
#include <vector>

namespace ledge::cli {

using Args = std::vector<std::string>;  // the arguments after the command's name

struct Command {
  const char* name;
  const char* usage;    // one line: "check LEVEL"
  const char* summary;  // what it does, one line
  int (*run)(const Args& args);
};

}  // namespace ledge::cli
