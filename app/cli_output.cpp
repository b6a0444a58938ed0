// Where a command may write: never over a file it reads, never onto a folder. Checked before the
// command runs, so that a refused run neither destroys an input nor wastes its work.

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <system_error>

#include "app/commands.h"
#include "app/editor_options.h"
#include "app/screenshot.h"
#include "core/io/level_file.h"
#include "core/io/level_formats.h"
#include "core/io/safe_write.h"

namespace ledge::cli {

std::string outputProblem(const std::string& output, std::initializer_list<InputFile> inputs) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::exists(output, ec)) return {};  // a new file can be no input
  if (fs::is_directory(output, ec)) return "is a folder";
  for (const InputFile& input : inputs) {
    if (input.path.empty() || !fs::equivalent(output, input.path, ec)) continue;
    std::string problem = std::string("is ") + input.role;
    if (input.path != output) problem += " (" + input.path + ")";
    return problem;
  }
  return {};
}

std::string outputProblem(const std::string& output, const std::vector<std::string>& files, const char* role) {
  for (const std::string& file : files)
    if (std::string problem = outputProblem(output, {{role, file}}); !problem.empty()) return problem;
  return {};
}

std::string levelOutputProblem(const std::string& output) {
  std::error_code ec;
  if (io::levelFormatOf(output) != io::LevelFormat::Ledge || !std::filesystem::is_regular_file(output, ec)) return {};
  if (!std::ifstream(output)) return "exists and cannot be read, so it may not be a Ledge level";
  return io::isLedgeLevelFile(output) ? std::string() : "exists and is not a Ledge level";
}

bool refuseOutput(const char* command, const std::string& what, const std::string& problem, const char* advice) {
  if (problem.empty()) return false;
  std::fprintf(stderr, "ledge%s%s: %s %s: %s\n", *command ? " " : "", command, what.c_str(), problem.c_str(), advice);
  return true;
}

std::string replacedText(const std::string& output, const io::SaveResult& saved) {
  if (saved.unchanged) return "; " + output + " already held this, unchanged";
  return saved.keptAs.empty() ? std::string() : "; the file it replaced is kept as " + saved.keptAs;
}

bool refusePicture(const char* command, const char* option, const app::EditorOptions& o) {
  const std::string what = std::string(option) + " " + o.screenshot;
  constexpr const char* kAdvice = "give the picture another file";
  const std::string problem = outputProblem(
      o.screenshot, {{"the level", o.level}, {"the inputs file", o.lab.inputs}, {"the script", o.script}});
  if (refuseOutput(command, what, problem, kAdvice)) return true;
  // A Ledge level refers to no other file, and the editor says itself when it does not open:
  // loading it here too would double a large level's start.
  if (io::levelFormatOf(o.level) != io::LevelFormat::Ledge) {
    // A map that does not import lists only some of the files it refers to (a failed Tiled map,
    // not its tileset images): the picture is refused then, with what is wrong with the map.
    const io::LevelLoad load = io::loadAnyLevel(o.level, o.import);
    if (refuseOutput(command, what, outputProblem(o.screenshot, load.files, "a file the level refers to"), kAdvice))
      return true;
    for (const io::Problem& p : load.problems)
      if (p.isError()) std::fprintf(stderr, "%s\n", p.text().c_str());
    if (!load.ok()) return true;
  }
  // Last: a file of the user's own is only no picture of Ledge's; being an input says more.
  return refuseOutput(command, what, app::pictureOutputProblem(o.screenshot), kAdvice);
}

}  // namespace ledge::cli
