#pragma once
// Crash recovery: while the document has unsaved changes, the editor writes it to a recovery
// file every 30 seconds; a save, a discard, or the end of a session with nothing unsaved removes
// the file, so a recovery file found at start-up means a session ended with changes nobody
// answered about (a crash, a kill, `ledge --frames N`), and the editor offers it back until
// the user recovers or discards it.

#include <optional>
#include <string>

#include "editor/document.h"

namespace ledge::editor {

inline constexpr double kAutosaveSeconds = 30.0;

// The recovery files of a settings folder: the level, and which file it was (its path).
struct RecoveryFiles {
  std::string level;
  std::string origin;
};
RecoveryFiles recoveryFiles(const std::string& folder);

// Empty, or why the recovery file could not be written.
std::string writeRecovery(const RecoveryFiles& files, const Document& doc);
// The recovered document (dirty, with the path of the file it came from), or nothing when
// there is no recovery file. A recovery file that cannot be read gives its error.
struct Recovered {
  std::optional<Document> document;
  std::string error;
};
Recovered readRecovery(const RecoveryFiles& files);
void removeRecovery(const RecoveryFiles& files);

// When to write the recovery file: `kAutosaveSeconds` after the first unsaved change, then
// every `kAutosaveSeconds` while there are changes not yet in the recovery file.
class AutosaveClock {
 public:
  // True when a recovery file is due now; the caller writes it and calls written().
  bool due(double now, const Document& doc);
  void written(double now, const Document& doc);

 private:
  double dirtySince_ = -1.0;       // when the document became dirty, or last written
  uint64_t writtenRevision_ = 0;   // the revision in the recovery file
  bool hasWritten_ = false;
};

}  // namespace ledge::editor
