// --layer and --level: which part of a Tiled map or LDtk project a command imports;
// and what every command asks of an option and its value.

#include <algorithm>

#include "app/commands.h"
#include "core/io/level_formats.h"

namespace ledge::cli {

namespace {

std::string missingValue(const Args& args, size_t i, const char* what) {
  const std::string needs = args[i] + " needs " + what;
  if (i + 1 == args.size()) return needs;
  const std::string& value = args[i + 1];
  if (value.empty()) return needs + ", not an empty one";
  if (value.starts_with("--")) return needs + " before " + value;
  return {};
}

}  // namespace

std::string optionProblem(const Args& args, size_t i, bool takesValue, const char* what) {
  const std::string& option = args[i];
  if (!option.starts_with("--")) return {};
  // No value before it starts with "--" (missingValue refuses one), so an earlier equal argument
  // is this option given before.
  const auto before = args.begin() + static_cast<std::ptrdiff_t>(i);
  if (std::find(args.begin(), before, option) != before) return option + " given twice";
  return takesValue ? missingValue(args, i, what) : std::string();
}

bool takeImportOption(const Args& args, size_t& i, io::ImportOptions& options, std::string& error) {
  const std::string& a = args[i];
  if (a != "--layer" && a != "--level") return false;
  if (std::string problem = optionProblem(args, i, true, "a NAME"); !problem.empty()) {
    error = std::move(problem);
    return true;
  }
  (a == "--layer" ? options.tiled.layer : options.ldtk.level) = args[++i];
  return true;
}

std::string importOptionsProblem(const std::string& in, const io::ImportOptions& options) {
  const io::LevelFormat format = io::levelFormatOf(in);
  const bool tiled = format == io::LevelFormat::TiledXml || format == io::LevelFormat::TiledJson;
  if (!options.tiled.layer.empty() && !tiled) return "--layer is for Tiled maps (.tmx, .tmj)";
  if (!options.ldtk.level.empty() && format != io::LevelFormat::Ldtk) return "--level is for LDtk projects (.ldtk)";
  return {};
}

}  // namespace ledge::cli
