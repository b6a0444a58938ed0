#include "core/io/safe_write.h"

#include <fcntl.h>
#include <libgen.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <limits>

#include "core/io/file_read.h"

namespace ledge::io {
namespace {

std::string failure(const char* doing, const std::string& file, int err) {
  return std::string(std::strerror(err)) + " (while " + doing + " " + file + ")";
}

std::string folderOf(const std::string& path) {
  std::string copy = path;
  return ::dirname(copy.data());
}

// The temporary file is the program's own business: a failure to make it is said of the
// folder the user chose ("the folder levels/new does not exist").
std::string creationFailure(const std::string& target, int err) {
  if (err == ENOENT) return "the folder " + folderOf(target) + " does not exist";
  return failure("creating a file in", folderOf(target), err);
}

// A symbolic link is followed, so that saving through it replaces the file it points to and
// keeps the link.
std::string resolveLink(const std::string& path) {
  struct stat info {};
  if (::lstat(path.c_str(), &info) != 0 || !S_ISLNK(info.st_mode)) return path;
  char resolved[PATH_MAX];
  return ::realpath(path.c_str(), resolved) ? std::string(resolved) : path;
}

bool writeAll(int fd, std::string_view bytes) {
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

constexpr int kNewFile = -1;

TempFileWatch tempFileWatch;

// A device or a pipe (/dev/null, /dev/stdout) is written into, as a shell's `>` would: a file
// renamed over it would take its place (as root, even /dev/null's), and it has no previous
// version to keep (reading /dev/zero's would never end).
SaveResult writeInto(const std::string& path, const std::string& target, std::string_view bytes) {
  SaveResult result;
  const int fd = ::open(target.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) {
    result.error = "cannot save " + path + ": " + failure("opening", target, errno);
    return result;
  }
  const bool written = writeAll(fd, bytes);
  const int err = errno;
  if (::close(fd) != 0 || !written) {
    result.error = "cannot save " + path + ": " + failure("writing", target, written ? errno : err);
    return result;
  }
  result.ok = true;
  return result;
}

// Makes `target` hold `bytes` through a temporary file and a rename. `mode` is the old file's
// permissions to keep; kNewFile gives the usual 0666 minus the umask. Empty on success, else
// the OS error and what was being done; the temporary file never stays behind.
std::string replaceAtomically(const std::string& target, std::string_view bytes,
                              int mode) {
  std::string temp;
  int fd = -1;
  for (int attempt = 0; fd < 0; ++attempt) {
    // The pid keeps two programs saving the same file apart; the attempt number skips a
    // temporary file that a crashed run left behind.
    temp = target + ".tmp-" + std::to_string(::getpid());
    if (attempt) {
      temp += '-';
      temp += std::to_string(attempt);
    }
    fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0 && (errno != EEXIST || attempt == 100)) return creationFailure(target, errno);
  }
  tempFileCreated(temp);
  const char* doing = "writing";
  bool ok = writeAll(fd, bytes);
  if (ok && mode != kNewFile) {
    doing = "setting the permissions of";
    ok = ::fchmod(fd, static_cast<mode_t>(mode)) == 0;
  }
  if (ok) {
    doing = "flushing";
    ok = ::fsync(fd) == 0;
  }
  int err = errno;
  if (::close(fd) != 0 && ok) {
    ok = false;
    doing = "closing";
    err = errno;
  }
  if (ok && ::rename(temp.c_str(), target.c_str()) != 0) {
    ok = false;
    doing = "renaming";
    err = errno;
  }
  if (!ok) ::unlink(temp.c_str());
  tempFileGone(temp);
  if (!ok) return failure(doing, temp, err);
  // Make the rename itself durable. Some file systems cannot sync a folder; the file is already
  // complete and in place, so that is not a failure.
  if (const int folder = ::open(folderOf(target).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); folder >= 0) {
    ::fsync(folder);
    ::close(folder);
  }
  return {};
}

}  // namespace

std::string backupPath(const std::string& path) { return path + ".bak"; }

void watchTempFiles(TempFileWatch watch) { tempFileWatch = watch; }

void tempFileCreated(const std::string& path) {
  if (tempFileWatch.created) tempFileWatch.created(path.c_str());
}

void tempFileGone(const std::string& path) {
  if (tempFileWatch.gone) tempFileWatch.gone(path.c_str());
}

bool isDeviceOrPipe(const std::string& path) {
  struct stat info {};
  return ::stat(path.c_str(), &info) == 0 && !S_ISREG(info.st_mode) && !S_ISDIR(info.st_mode);
}

SaveResult writeFileSafely(const std::string& path, std::string_view bytes) {
  const std::string target = resolveLink(path);
  SaveResult result;
  struct stat old {};
  const bool exists = ::stat(target.c_str(), &old) == 0;
  if (exists && S_ISDIR(old.st_mode)) {
    result.error = "cannot save " + path + ": it is a folder";
    return result;
  }
  if (exists && !S_ISREG(old.st_mode)) return writeInto(path, target, bytes);
  const std::string unchanged = exists ? "; " + path + " is unchanged" : "; nothing was written";
  if (exists) {
    const FileRead previous = readWholeFile(target, std::numeric_limits<int64_t>::max());
    if (!previous.ok()) {
      result.error = "cannot save " + path + ": cannot read the previous version to keep it: " +
                     previous.error + unchanged;
      return result;
    }
    // Saved again as it is (Ctrl+S out of habit), the file would replace its own backup, the one
    // copy of the version before the last change.
    if (previous.bytes == bytes) {
      result.ok = result.unchanged = true;
      return result;
    }
    const std::string backup = backupPath(target);
    if (std::string error = replaceAtomically(backup, previous.bytes, static_cast<int>(old.st_mode & 07777)); !error.empty()) {
      result.error = "cannot save " + path + ": cannot keep the previous version as " + backup + ": " +
                     error + unchanged;
      return result;
    }
  }
  const int mode = exists ? static_cast<int>(old.st_mode & 07777) : kNewFile;
  if (std::string error = replaceAtomically(target, bytes, mode); !error.empty()) {
    result.error = "cannot save " + path + ": " + error + unchanged;
    return result;
  }
  result.ok = true;
  if (exists) result.keptAs = backupPath(target);
  return result;
}

}  // namespace ledge::io
