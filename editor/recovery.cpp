#include "editor/recovery.h"

#include <cstdio>
#include <filesystem>

#include "core/io/file_read.h"
#include "core/io/level_file.h"
#include "core/io/safe_write.h"
#include "editor/document_files.h"

namespace ledge::editor {

RecoveryFiles recoveryFiles(const std::string& folder) {
  const std::filesystem::path dir(folder);
  return {(dir / "recovery.json").string(), (dir / "recovery.origin").string()};
}

std::string writeRecovery(const RecoveryFiles& files, const Document& doc) {
  std::error_code ignored;
  std::filesystem::create_directories(std::filesystem::path(files.level).parent_path(), ignored);
  // The next session may start in another working folder.
  const std::string origin = doc.path().empty() ? std::string() : absolutePath(doc.path());
  if (io::SaveResult r = io::writeFileSafely(files.origin, origin); !r.ok) return r.error;
  if (io::SaveResult r = io::writeFileSafely(files.level, io::levelToJson(doc.level())); !r.ok) return r.error;
  return {};
}

Recovered readRecovery(const RecoveryFiles& files) {
  Recovered recovered;
  if (!std::filesystem::exists(files.level)) return recovered;
  OpenResult opened = openDocument(files.level);
  if (!opened.document) {
    recovered.error = files.level + ":\n" + opened.error;
    return recovered;
  }
  const io::FileRead origin = io::readWholeFile(files.origin, 64 * 1024);
  recovered.document.emplace(opened.document->level(), origin.ok() ? origin.bytes : std::string(), true);
  return recovered;
}

void removeRecovery(const RecoveryFiles& files) {
  for (const std::string& file : {files.level, files.origin}) {
    std::remove(file.c_str());
    std::remove(io::backupPath(file).c_str());
  }
}

bool AutosaveClock::due(double now, const Document& doc) {
  if (!doc.dirty()) {
    dirtySince_ = -1.0;
    return false;
  }
  if (dirtySince_ < 0.0) dirtySince_ = now;
  if (hasWritten_ && writtenRevision_ == doc.revision()) return false;
  return now - dirtySince_ >= kAutosaveSeconds;
}

void AutosaveClock::written(double now, const Document& doc) {
  dirtySince_ = now;
  writtenRevision_ = doc.revision();
  hasWritten_ = true;
}

}  // namespace ledge::editor
