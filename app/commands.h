#pragma once
// The command line of DESIGN.md: `ledge COMMAND ...`. Each command lives in its own file
// (cli_<name>.cpp) and is listed in the table of main.cpp.

#include <cstddef>
#include <initializer_list>
#include <string>
#include <vector>

namespace ledge::io {
struct ImportOptions;
struct SaveResult;
}
namespace ledge::app {
struct EditorOptions;
}

namespace ledge::cli {

using Args = std::vector<std::string>;  // the arguments after the command's name

struct Command {
  const char* name;
  const char* usage;    // one line: "check LEVEL"
  const char* summary;  // what it does, one line
  int (*run)(const Args& args);
};

// A file a command reads, and what it is to the user ("the level", "the inputs file").
struct InputFile {
  const char* role;
  std::string path;
};

// Why a command must not write `output`, found before it runs: `output` is a folder, or it is
// one of the command's `inputs` under any name (a link, another spelling). Empty when it may
// be written. "is the level (a.json)", "is a folder".
std::string outputProblem(const std::string& output, std::initializer_list<InputFile> inputs);
// The same over the files a level's load read (io::LevelLoad::files: the level, Tiled's external
// tilesets, LDtk's level files), known once it has read them; `role` names them to the user.
std::string outputProblem(const std::string& output, const std::vector<std::string>& files, const char* role);
// Why a command must not write a Ledge level to `output` (a .json name): the file there is not
// a Ledge level (a Tiled tileset or map saved as .json, another program's JSON), and the save
// would replace it. Empty for a new file, a Ledge level, or a name of another format.
std::string levelOutputProblem(const std::string& output);
// Says on stderr why a command does not write, "ledge sim: --trace t.json is the level: give the
// trace another file" (`command`, empty for the editor's own options, `what` it was to write,
// `problem`, `advice`), and returns true; returns false, silent, when `problem` is empty.
bool refuseOutput(const char* command, const std::string& what, const std::string& problem, const char* advice);
// What a write did to a file that was there, to follow "wrote OUT": "; the file it replaced is
// kept as OUT.bak", "; OUT already held this, unchanged", or nothing for a new file.
std::string replacedText(const std::string& output, const io::SaveResult& saved);
// The same for the picture the editor writes (`ledge shot --out`, the editor's --screenshot,
// named by `option`): never over the level, a file the level refers to, the inputs file or the
// script. Imports a Tiled or LDtk map to know its files, and refuses (saying why) one that does
// not import; a Ledge level that does not open is reported by the editor (runEditor).
bool refusePicture(const char* command, const char* option, const app::EditorOptions& o);

// Why args[i], an option, cannot be taken: it was given before ("--frames given twice": the
// last would win unseen), or it `takesValue` and has none after it: none left, an empty one, or
// another option (a value forgotten before it: `--trace --hash` would write a trace named
// --hash). Empty when it can be taken, and for an argument that is no option.
std::string optionProblem(const Args& args, size_t i, bool takesValue, const char* what = "a value");

// --layer NAME (the Tiled tile layer) and --level NAME (the LDtk level), for the commands that
// read a level (check, convert, sim, shot). Takes args[i] (and its value, moving i past it) when
// it is one of them and returns true; `error` says when it cannot be taken (optionProblem).
bool takeImportOption(const Args& args, size_t& i, io::ImportOptions& options, std::string& error);
// The import options that do not fit the file `in` (by its extension), or empty.
std::string importOptionsProblem(const std::string& in, const io::ImportOptions& options);
inline constexpr const char* kImportOptionsHelp =
    "  --layer NAME  the Tiled tile layer to take the tiles from (.tmx, .tmj)\n"
    "  --level NAME  the LDtk level to take (.ldtk; default: the first)\n";

}  // namespace ledge::cli
