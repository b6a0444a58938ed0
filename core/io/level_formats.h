#pragma once
// Every level format Ledge reads or writes, chosen by the file's extension: .json (Ledge's own),
// .tmx and .tmj (Tiled), .ldtk (LDtk). Used by `ledge check`, `ledge convert` and the editor's
// Open, Import and Export.

#include <string>

#include "core/io/ldtk_import.h"
#include "core/io/level_load.h"
#include "core/io/safe_write.h"
#include "core/io/tiled_import.h"

namespace ledge::io {

enum class LevelFormat { Ledge, TiledXml, TiledJson, Ldtk, Unknown };

LevelFormat levelFormatOf(const std::string& path);
const char* levelFormatName(LevelFormat format);  // "Ledge level", "Tiled map (.tmx)", ...

struct ImportOptions {
  TiledOptions tiled;
  LdtkOptions ldtk;
};

// Loads or imports by extension; an unknown extension is an error that lists the known ones.
LevelLoad loadAnyLevel(const std::string& path, const ImportOptions& options = {});
bool canWrite(LevelFormat format);
// Saves (.json) or exports (.tmj) by extension.
SaveResult saveAnyLevel(const Level& level, const std::string& path);

}  // namespace ledge::io
