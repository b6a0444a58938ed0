// ledge convert IN OUT [--layer NAME] [--level NAME]: converts by extension: a Ledge level
// (.json) from a Tiled map (.tmx, .tmj) or an LDtk project (.ldtk), and a Ledge level to a
// Tiled map (.tmj). Prints what it mapped and what it could not. OUT must not be IN, nor a file IN
// refers to (a Tiled tileset, an LDtk level file), under any name: a conversion never replaces
// its sources.

#include <cstdio>
#include <string>
#include <vector>

#include "app/commands.h"
#include "core/io/level_formats.h"
#include "core/io/tiled_export.h"

namespace ledge::cli {
namespace {

constexpr const char* kUsage = "usage: ledge convert IN OUT [--layer NAME] [--level NAME]\n"
                               "  IN: .json (Ledge), .tmx or .tmj (Tiled), .ldtk (LDtk); OUT: .json or .tmj\n";

struct ConvertArgs {
  std::string in;
  std::string out;
  io::ImportOptions options;
  std::string error;  // a usage error
};

ConvertArgs parse(const Args& args) {
  ConvertArgs parsed;
  std::vector<std::string> files;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (takeImportOption(args, i, parsed.options, parsed.error)) {
      if (!parsed.error.empty()) return parsed;
    } else if (a.rfind("--", 0) == 0) {
      parsed.error = "unknown option " + a;
      return parsed;
    } else {
      files.push_back(a);
    }
  }
  if (files.size() != 2) {
    parsed.error = "expected IN and OUT";
    return parsed;
  }
  parsed.in = files[0];
  parsed.out = files[1];
  parsed.error = importOptionsProblem(parsed.in, parsed.options);
  if (!io::canWrite(io::levelFormatOf(parsed.out)))
    parsed.error = parsed.out + ": Ledge writes .json (Ledge levels) and .tmj (Tiled maps)";
  return parsed;
}

}  // namespace

int runConvert(const Args& args) {
  const ConvertArgs parsed = parse(args);
  if (!parsed.error.empty()) {
    std::fprintf(stderr, "ledge convert: %s\n%s%s", parsed.error.c_str(), kUsage, kImportOptionsHelp);
    return 2;
  }
  // What the conversion writes: OUT, and a Tiled map's tileset image beside it.
  struct Output {
    std::string what;
    std::string path;
  };
  std::vector<Output> outputs = {{"OUT " + parsed.out, parsed.out}};
  if (io::levelFormatOf(parsed.out) == io::LevelFormat::TiledJson) {
    const std::string image = io::tilesetImagePath(parsed.out);
    outputs.push_back({"OUT's tileset image " + image, image});
  }
  constexpr const char* kAdvice = "write the conversion to another file";
  for (const Output& o : outputs)
    if (refuseOutput("convert", o.what, outputProblem(o.path, {{"IN", parsed.in}}), kAdvice)) return 1;
  std::printf("%s: %s\n", parsed.in.c_str(), io::levelFormatName(io::levelFormatOf(parsed.in)));
  const io::LevelLoad load = io::loadAnyLevel(parsed.in, parsed.options);
  for (const Output& o : outputs)
    if (refuseOutput("convert", o.what, outputProblem(o.path, load.files, "a file IN refers to"), kAdvice)) return 1;
  // Known before anything is converted, so that nothing converted is listed for nothing.
  if (refuseOutput("convert", outputs.front().what, levelOutputProblem(parsed.out), kAdvice)) return 1;
  if (io::levelFormatOf(parsed.out) == io::LevelFormat::TiledJson) {
    if (const std::string problem = io::exportFilesProblem(parsed.out); !problem.empty()) {
      std::fprintf(stderr, "%s\n", problem.c_str());
      return 1;
    }
  }
  for (const std::string& note : load.notes) std::printf("  %s\n", note.c_str());
  for (const io::Problem& p : load.problems) std::fprintf(stderr, "%s\n", p.text().c_str());
  if (!load.ok()) {
    std::fprintf(stderr, "%s: not converted\n", parsed.in.c_str());
    return 1;
  }
  const io::SaveResult saved = io::saveAnyLevel(*load.level, parsed.out);
  if (!saved.ok) {
    std::fprintf(stderr, "%s\n", saved.error.c_str());
    return 1;
  }
  if (saved.unchanged) {
    std::printf("%s already held this conversion: unchanged\n", parsed.out.c_str());
    return 0;
  }
  std::printf("wrote %s (%s)", parsed.out.c_str(), io::levelFormatName(io::levelFormatOf(parsed.out)));
  if (io::levelFormatOf(parsed.out) == io::LevelFormat::TiledJson)
    std::printf(" and its tileset image %s", io::tilesetImagePath(parsed.out).c_str());
  std::printf("%s\n", replacedText(parsed.out, saved).c_str());
  return 0;
}

}  // namespace ledge::cli
