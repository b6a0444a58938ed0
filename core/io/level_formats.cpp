#include "core/io/level_formats.h"

#include "core/io/level_file.h"
#include "core/io/text_util.h"
#include "core/io/tiled_export.h"

namespace ledge::io {
namespace {

constexpr const char* kKnownExtensions = ".json (Ledge), .tmx or .tmj (Tiled), .ldtk (LDtk)";

}  // namespace

LevelFormat levelFormatOf(const std::string& path) {
  const std::string ext = extensionOf(path);
  if (ext == ".json") return LevelFormat::Ledge;
  if (ext == ".tmx") return LevelFormat::TiledXml;
  if (ext == ".tmj") return LevelFormat::TiledJson;
  if (ext == ".ldtk") return LevelFormat::Ldtk;
  return LevelFormat::Unknown;
}

const char* levelFormatName(LevelFormat format) {
  switch (format) {
    case LevelFormat::Ledge: return "Ledge level (.json)";
    case LevelFormat::TiledXml: return "Tiled map (.tmx)";
    case LevelFormat::TiledJson: return "Tiled map (.tmj)";
    case LevelFormat::Ldtk: return "LDtk project (.ldtk)";
    case LevelFormat::Unknown: break;
  }
  return "unknown format";
}

LevelLoad loadAnyLevel(const std::string& path, const ImportOptions& options) {
  switch (levelFormatOf(path)) {
    case LevelFormat::Ledge: return loadLevelFile(path);
    case LevelFormat::TiledXml:
    case LevelFormat::TiledJson: return importTiled(path, options.tiled);
    case LevelFormat::Ldtk: return importLdtk(path, options.ldtk);
    case LevelFormat::Unknown: break;
  }
  LevelLoad load;
  load.problems.push_back({Problem::Severity::Error, path, "",
                           std::string("unknown kind of file; Ledge reads ") + kKnownExtensions});
  return load;
}

bool canWrite(LevelFormat format) { return format == LevelFormat::Ledge || format == LevelFormat::TiledJson; }

SaveResult saveAnyLevel(const Level& level, const std::string& path) {
  switch (levelFormatOf(path)) {
    case LevelFormat::Ledge: return saveLevelFile(level, path);
    case LevelFormat::TiledJson: return exportTiled(level, path);
    default: break;
  }
  return failedSave("cannot write " + path + ": Ledge writes .json (Ledge) and .tmj (Tiled) files");
}

}  // namespace ledge::io
