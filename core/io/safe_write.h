#pragma once
// Writing a file so that no failure loses the file it replaces.
//
// The new bytes go to a temporary file in the same folder, which is flushed and fsynced and then
// renamed over the old file (rename is atomic within a folder), and the folder is fsynced so
// that the rename survives a crash. Before that, the old file's bytes are kept, the same way,
// as NAME.bak. A file that already holds the same bytes is left alone, and so is its .bak: saving
// twice keeps the version before the change. A device or a pipe (/dev/null, /dev/stdout) is
// written into, not replaced, and keeps no .bak. Any failure (disk full, read-only folder, no permission) stops before the rename:
// the old file is untouched and the temporary file is removed.

#include <string>
#include <string_view>
#include <utility>

namespace ledge::io {

struct SaveResult {
  bool ok = false;
  std::string error;  // names the file and the OS error: "cannot save a/b.json: Permission denied (...)"
  // What a success did to a file that was there, for a command to tell its user: where the
  // version it replaced is kept, or that the file already held these bytes.
  std::string keptAs;
  bool unchanged = false;
};

// A save refused or failed, with what went wrong.
inline SaveResult failedSave(std::string error) {
  SaveResult failed;
  failed.error = std::move(error);
  return failed;
}

SaveResult writeFileSafely(const std::string& path, std::string_view bytes);

// Where writeFileSafely() keeps the previous version of `path`.
std::string backupPath(const std::string& path);

// Does `path` name a device or a pipe, which a program writes into rather than replaces?
bool isDeviceOrPipe(const std::string& path);

// Who is told of the temporary files that writes make (writeFileSafely's, TraceFileWriter's),
// so that a program stopped by a signal can remove them: `created` once a file exists, `gone`
// once it is renamed into place or removed. A program, not core, decides what a signal does:
// core installs no handler. Called on the thread that writes; null: not called.
struct TempFileWatch {
  void (*created)(const char* path) = nullptr;
  void (*gone)(const char* path) = nullptr;
};
void watchTempFiles(TempFileWatch watch);
// For the writers: tell the watch, when there is one.
void tempFileCreated(const std::string& path);
void tempFileGone(const std::string& path);

}  // namespace ledge::io
