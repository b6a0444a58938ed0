#include "editor/document_files.h"

#include <filesystem>

#include "core/io/level_file.h"
#include "core/io/level_formats.h"
#include "core/io/tiled_export.h"

namespace ledge::editor {
namespace {

// The problems of reading `file`, one a line, under a heading that names it: a problem in the
// file itself is placed without naming the file again, one in a file it refers to (a tileset)
// names that one. A long list ends after the first few: `ledge check` lists them all.
std::string problemsText(const std::vector<io::Problem>& problems, const std::string& file) {
  constexpr size_t kListed = 12;
  std::string text;
  for (size_t i = 0; i < problems.size() && i < kListed; ++i) {
    const io::Problem& p = problems[i];
    if (p.file != file) {
      text += p.text() + "\n";
      continue;
    }
    if (!p.path.empty()) text += p.path + ": ";
    text += (p.isError() ? "" : "warning: ") + p.message + "\n";
  }
  if (problems.size() > kListed)
    text += "... and more: ledge check " + file + " lists every problem\n";
  return text;
}

}  // namespace

OpenResult openDocument(const std::string& path) {
  io::LevelLoad load = io::loadLevelFile(path);
  OpenResult result;
  if (!load.ok()) {
    result.error = problemsText(load.problems, path);
    return result;
  }
  result.document.emplace(std::move(*load.level), path);
  return result;
}

std::string saveDocument(Document& doc, const std::string& path) {
  const io::SaveResult saved = io::saveLevelFile(doc.level(), path);
  if (!saved.ok) return saved.error;
  doc.markSaved(path);
  return {};
}

OpenResult importDocument(const std::string& path, const io::ImportOptions& options) {
  io::LevelLoad load = io::loadAnyLevel(path, options);
  OpenResult result;
  result.error = problemsText(load.problems, path);
  if (!load.ok()) return result;
  for (const std::string& note : load.notes) result.error += note + "\n";
  // Not a Ledge level yet: untitled, and unsaved until the user saves it as one.
  result.document.emplace(std::move(*load.level), std::string(), true);
  return result;
}

bool isForeignLevel(const std::string& path) {
  const io::LevelFormat format = io::levelFormatOf(path);
  return format != io::LevelFormat::Ledge && format != io::LevelFormat::Unknown;
}

std::string exportDocument(const Document& doc, const std::string& path) {
  const io::SaveResult saved = io::exportTiled(doc.level(), path);
  return saved.ok ? std::string() : saved.error;
}

std::string absolutePath(const std::string& path) {
  std::error_code ec;
  const std::filesystem::path absolute = std::filesystem::absolute(path, ec);
  return (ec ? std::filesystem::path(path) : absolute).lexically_normal().string();
}

}  // namespace ledge::editor
