#include "core/io/file_read.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace ledge::io {

std::string describeSize(int64_t bytes) {
  if (bytes < (int64_t{1} << 10)) return std::to_string(bytes) + " bytes";
  if (bytes < (int64_t{1} << 20)) return std::to_string(bytes >> 10) + " KB";
  return std::to_string(bytes >> 20) + " MB";
}

std::string besideFile(const std::string& file, const std::string& reference) {
  const std::filesystem::path relative(reference);
  if (relative.is_absolute()) return reference;
  return (std::filesystem::path(file).parent_path() / relative).lexically_normal().string();
}

FileRead readWholeFile(const std::string& path, int64_t maxBytes) {
  FileRead out;
  // Not blocking: opening a FIFO to read waits for a writer, before fstat could refuse it.
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) {
    out.error = std::strerror(errno);
    return out;
  }
  struct stat info {};
  if (::fstat(fd, &info) != 0) {
    out.error = std::strerror(errno);
  } else if (S_ISDIR(info.st_mode)) {
    out.error = "it is a folder, not a file";
  } else if (!S_ISREG(info.st_mode)) {
    out.error = "it is not a regular file";
  } else if (info.st_size > maxBytes) {
    // In bytes: a rounded size can equal the limit it is over.
    out.error = "the file is " + std::to_string(info.st_size) + " bytes, over the limit of " +
                std::to_string(maxBytes) + " bytes (" + describeSize(maxBytes) + ")";
  } else {
    out.bytes.resize(static_cast<size_t>(info.st_size));
    size_t done = 0;
    while (done < out.bytes.size()) {
      const ssize_t n = ::read(fd, out.bytes.data() + done, out.bytes.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) {
        out.error = std::strerror(errno);
        break;
      }
      if (n == 0) break;  // the file shrank while we read it: keep what is there
      done += static_cast<size_t>(n);
    }
    out.bytes.resize(done);
  }
  ::close(fd);
  if (!out.ok()) out.bytes.clear();
  return out;
}

FileRead readStandardInput(int64_t maxBytes) {
  FileRead out;
  char chunk[1 << 16];
  for (;;) {
    const ssize_t n = ::read(STDIN_FILENO, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) out.error = std::strerror(errno);
    if (n <= 0) break;
    if (static_cast<int64_t>(out.bytes.size()) + n > maxBytes) {
      out.error = "it holds more than the limit of " + std::to_string(maxBytes) + " bytes (" + describeSize(maxBytes) + ")";
      break;
    }
    out.bytes.append(chunk, static_cast<size_t>(n));
  }
  if (!out.ok()) out.bytes.clear();
  return out;
}

}  // namespace ledge::io
