#pragma once
// Documents and files: open, save, and (through core/io) the problems a file has, worded for
// the user. Saving goes through core/io's safe save, which never loses the previous file.

#include <optional>
#include <string>

#include "core/io/level_formats.h"
#include "editor/document.h"

namespace ledge::editor {

struct OpenResult {
  std::optional<Document> document;
  std::string error;     // the errors and warnings, one a line, each with its place (and its file when another)
};

OpenResult openDocument(const std::string& path);
// Writes the level to `path` and marks the document saved there. Empty, or why it failed
// (the document stays dirty and the file on disk is untouched).
std::string saveDocument(Document& doc, const std::string& path);

// A Tiled (.tmx, .tmj) or LDtk (.ldtk) map (the part `options` names) as a new, untitled level;
// `error` then holds the import's warnings and notes, if any.
OpenResult importDocument(const std::string& path, const io::ImportOptions& options = {});
// A map of another editor's (Tiled's or LDtk's, by extension): opening it imports it.
bool isForeignLevel(const std::string& path);
// Writes the level as a Tiled map (.tmj). Empty, or why it failed.
std::string exportDocument(const Document& doc, const std::string& path);

// `path` as any working folder sees it: absolute and lexically normal ("levels/../a.json" run
// from /home/me gives "/home/me/a.json"). The settings and the recovery file keep paths so.
std::string absolutePath(const std::string& path);

}  // namespace ledge::editor
