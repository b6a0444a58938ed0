// Saving never loses data: a temporary file, fsync, rename, a .bak of the previous version; a
// failed save leaves the old file as it was and says why.

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "core/io/level_file.h"
#include "core/io/safe_write.h"
#include "core/tests/child_process.h"
#include "core/tests/io_temp_folder.h"

using namespace ledge;
using namespace ledge::io;
using ledge::test::ChildRun;
using ledge::test::runInChild;
using ledge::test::TempFolder;

namespace {

Level levelOfWidth(int width) {
  Level level;
  level.map = TileMap(width, 3, 16);
  for (int x = 0; x < width; ++x) level.map.set(x, 2, Tile::Solid);
  return level;
}

// Writes all of `bytes` to `fd`; false when a write fails.
bool writeAllTo(int fd, const std::string& bytes) {
  return ::write(fd, bytes.data(), bytes.size()) == static_cast<ssize_t>(bytes.size());
}

struct ChildSave {
  bool exited = false;  // the child ran to its end (no signal)
  bool ok = false;
  std::string error;
};

// Saves in a child process after `prepare` (which may drop privileges or limit file sizes for
// that process only). The child reports SaveResult back through a pipe.
ChildSave saveInChild(const Level& level, const std::string& path, const std::function<void()>& prepare) {
  const ChildRun run = runInChild([&](int out) {
    prepare();
    const SaveResult result = saveLevelFile(level, path);
    ::_exit(writeAllTo(out, (result.ok ? "1" : "0") + result.error) ? 0 : 1);
  });
  ChildSave child;
  child.exited = run.exited && !run.output.empty();
  child.ok = child.exited && run.output[0] == '1';
  child.error = run.output.empty() ? "" : run.output.substr(1);
  return child;
}

// Root may write into read-only folders: the child gives up root for `nobody` first.
void dropRootPrivileges() {
  if (::geteuid() != 0) return;
  if (::setgid(65534) != 0 || ::setuid(65534) != 0) ::_exit(3);
}

}  // namespace

TEST_CASE("io: saving over a level keeps the previous version as NAME.json.bak, and saving it again unchanged keeps that") {
  TempFolder folder;
  const std::string path = folder.path("level.json");
  const SaveResult created = saveLevelFile(levelOfWidth(4), path);
  REQUIRE(created.ok);
  CHECK(created.keptAs.empty());
  CHECK_FALSE(created.unchanged);
  CHECK(folder.listing() == "level.json ");
  const std::string first = TempFolder::read(path);
  CHECK(first == levelToJson(levelOfWidth(4)));

  const SaveResult replaced = saveLevelFile(levelOfWidth(6), path);
  REQUIRE(replaced.ok);
  CHECK(replaced.keptAs == path + ".bak");
  CHECK_FALSE(replaced.unchanged);
  CHECK(folder.listing() == "level.json level.json.bak ");
  CHECK(TempFolder::read(path) == levelToJson(levelOfWidth(6)));
  CHECK(TempFolder::read(path + ".bak") == first);

  // Saved again unchanged (Ctrl+S out of habit): nothing is written, the .bak keeps the first.
  const SaveResult again = saveLevelFile(levelOfWidth(6), path);
  REQUIRE(again.ok);
  CHECK(again.unchanged);
  CHECK(again.keptAs.empty());
  CHECK(TempFolder::read(path + ".bak") == first);
}

TEST_CASE("io: a save into a pipe writes into it, leaves it a pipe and keeps no .bak") {
  TempFolder folder;
  const std::string pipePath = folder.path("out.json");
  REQUIRE(::mkfifo(pipePath.c_str(), 0600) == 0);
  CHECK(isDeviceOrPipe(pipePath));
  CHECK_FALSE(isDeviceOrPipe(folder.path("")));
  // A reader at the other end, as a program reading a named pipe is.
  SaveResult saved;
  const ChildRun reader = runInChild(
      [&](int out) {
        const int in = ::open(pipePath.c_str(), O_RDONLY);
        char buffer[4096];
        for (ssize_t n; in >= 0 && (n = ::read(in, buffer, sizeof buffer)) > 0;)
          if (!writeAllTo(out, std::string(buffer, static_cast<size_t>(n)))) ::_exit(1);
        ::_exit(in >= 0 ? 0 : 1);
      },
      [&] { saved = saveLevelFile(levelOfWidth(4), pipePath); });
  const std::string& received = reader.output;
  CHECK(reader.exited);
  INFO(saved.error);
  CHECK(saved.ok);
  CHECK(received == levelToJson(levelOfWidth(4)));
  struct stat info {};
  REQUIRE(::stat(pipePath.c_str(), &info) == 0);
  CHECK(S_ISFIFO(info.st_mode));
  CHECK(folder.listing() == "out.json ");
}

TEST_CASE("io: a save keeps the file's permissions and writes through a symbolic link") {
  TempFolder folder;
  const std::string path = folder.path("level.json");
  REQUIRE(saveLevelFile(levelOfWidth(4), path).ok);
  REQUIRE(::chmod(path.c_str(), 0640) == 0);
  REQUIRE(::symlink("level.json", folder.path("link.json").c_str()) == 0);
  REQUIRE(saveLevelFile(levelOfWidth(5), folder.path("link.json")).ok);
  struct stat info {};
  REQUIRE(::lstat(folder.path("link.json").c_str(), &info) == 0);
  CHECK(S_ISLNK(info.st_mode));
  REQUIRE(::stat(path.c_str(), &info) == 0);
  CHECK((info.st_mode & 0777) == 0640);
  CHECK(TempFolder::read(path) == levelToJson(levelOfWidth(5)));
}

TEST_CASE("io: a save into a read-only folder fails, keeps the old file and names the OS error") {
  TempFolder folder;
  const std::string path = folder.path("locked/level.json");
  folder.write("locked/level.json", levelToJson(levelOfWidth(4)));
  REQUIRE(::chmod(folder.path("locked").c_str(), 0555) == 0);

  const ChildSave child = saveInChild(levelOfWidth(9), path, dropRootPrivileges);
  REQUIRE(child.exited);
  CHECK_FALSE(child.ok);
  CHECK(child.error.find("cannot save " + path + ": ") == 0);
  CHECK(child.error.find("Permission denied (while creating a file in " + folder.path("locked") + ")") != std::string::npos);
  CHECK(child.error.find(path + " is unchanged") != std::string::npos);
  CHECK(TempFolder::read(path) == levelToJson(levelOfWidth(4)));
  CHECK(folder.listing("locked") == "level.json ");
}

TEST_CASE("io: a write that fails half way (as on a full disk) keeps the old file") {
  TempFolder folder;
  const std::string path = folder.path("level.json");
  REQUIRE(saveLevelFile(levelOfWidth(4), path).ok);
  const std::string old = TempFolder::read(path);
  const Level bigger = levelOfWidth(2000);
  REQUIRE(levelToJson(bigger).size() > 4000);
  REQUIRE(old.size() < 4000);
  // Files may grow to 4000 bytes in the child: the backup fits, the new level does not.
  const ChildSave child = saveInChild(bigger, path, [] {
    ::signal(SIGXFSZ, SIG_IGN);
    const rlimit limit{4000, 4000};
    ::setrlimit(RLIMIT_FSIZE, &limit);
  });
  REQUIRE(child.exited);
  CHECK_FALSE(child.ok);
  CHECK(child.error.find("File too large (while writing " + path + ".tmp-") != std::string::npos);
  CHECK(TempFolder::read(path) == old);
  CHECK(TempFolder::read(path + ".bak") == old);
  CHECK(folder.listing() == "level.json level.json.bak ");
}

TEST_CASE("io: a level that would not load back is refused and nothing is written") {
  TempFolder folder;
  const std::string path = folder.path("level.json");
  REQUIRE(saveLevelFile(levelOfWidth(4), path).ok);
  Level broken = levelOfWidth(4);
  broken.physics.gravity = std::nanf("");
  broken.solids.push_back({});
  broken.solids.back().path.points = {{0, 0}};
  const SaveResult refused = saveLevelFile(broken, path);
  CHECK_FALSE(refused.ok);
  CHECK(refused.error == "cannot save " + path + ": the level would not load back, so nothing was written:"
                         "\n  $.physics.gravity: expected a number, found null"
                         "\n  $.solids[0].path: a path needs at least 2 points, found 1");
  CHECK(TempFolder::read(path) == levelToJson(levelOfWidth(4)));
  CHECK(folder.listing() == "level.json ");
  // Unknown keys whose text is not JSON cannot be written either, nor a level without tiles.
  Level badExtra = levelOfWidth(4);
  badExtra.extra.emplace_back("note", "{not json");
  CHECK_FALSE(saveLevelFile(badExtra, path).ok);
  const SaveResult empty = saveLevelFile(Level{}, path);
  CHECK(empty.error == "cannot save " + path + ": the level would not load back, so nothing was written:"
                       "\n  $.width: map size 0 x 0 tiles: both sides must be at least 1");
  CHECK(TempFolder::read(path) == levelToJson(levelOfWidth(4)));
}

TEST_CASE("io: saving onto a folder or into a missing folder fails with a message") {
  TempFolder folder;
  folder.write("sub/keep.txt", "x");
  const SaveResult ontoFolder = saveLevelFile(levelOfWidth(4), folder.path("sub"));
  CHECK_FALSE(ontoFolder.ok);
  CHECK(ontoFolder.error == "cannot save " + folder.path("sub") + ": it is a folder");
  const SaveResult missing = saveLevelFile(levelOfWidth(4), folder.path("none/level.json"));
  CHECK_FALSE(missing.ok);
  CHECK(missing.error.find("the folder " + folder.path("none") + " does not exist") != std::string::npos);
  CHECK(missing.error.find(".tmp-") == std::string::npos);  // the program's own file is not the user's business
  CHECK(missing.error.find("nothing was written") != std::string::npos);
}

namespace {
std::vector<std::string> watchedEvents;  // "created NAME", "gone NAME", in order
}  // namespace

TEST_CASE("io: a save tells the temp-file watch of each temporary file it makes, and when it is gone") {
  TempFolder folder;
  const std::string path = folder.path("level.json");
  REQUIRE(saveLevelFile(levelOfWidth(4), path).ok);
  watchedEvents.clear();
  watchTempFiles({[](const char* p) { watchedEvents.push_back(std::string("created ") + p); },
                  [](const char* p) { watchedEvents.push_back(std::string("gone ") + p); }});
  const SaveResult saved = saveLevelFile(levelOfWidth(6), path);
  watchTempFiles({});
  REQUIRE(saved.ok);
  // The previous version's copy, then the new file: each is watched from its creation to its rename.
  const std::string pid = std::to_string(::getpid());
  CHECK(watchedEvents == std::vector<std::string>{"created " + path + ".bak.tmp-" + pid, "gone " + path + ".bak.tmp-" + pid,
                                                  "created " + path + ".tmp-" + pid, "gone " + path + ".tmp-" + pid});
  CHECK(folder.listing() == "level.json level.json.bak ");
}
