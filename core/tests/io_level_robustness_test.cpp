// Bad input of every kind gives errors and never a crash: truncated, binary, huge, deeply
// nested, empty, mutated at random.

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <random>
#include <string>

#include <doctest/doctest.h>

#include "core/io/level_file.h"
#include "core/tests/child_process.h"
#include "core/tests/io_temp_folder.h"

using namespace ledge;
using namespace ledge::io;
using ledge::test::ChildRun;
using ledge::test::runInChild;
using ledge::test::TempFolder;

namespace {

std::string sampleLevelText() {
  Level level;
  level.map = TileMap(12, 6, 16);
  const std::string rows[] = {"............", "...--....H..", "..../\\...H..", "ab##cd..###.", "############",
                              "############"};
  for (int y = 0; y < 6; ++y)
    for (int x = 0; x < 12; ++x) level.map.set(x, y, *tileFromChar(rows[y][static_cast<size_t>(x)]));
  ActorSpec player;
  player.x = 16;
  player.y = 10;
  level.actors.push_back(player);
  SolidSpec lift;
  lift.x = 96;
  lift.y = 40;
  lift.path.points = {{96, 40}, {96, 8}};
  lift.path.speed = 30.0f;
  level.solids.push_back(lift);
  level.extra.emplace_back("notes", "\"a level for robustness tests\"");
  return levelToJson(level);
}

// An error, at least one problem, and no level.
void checkRefused(const LevelLoad& load) {
  CHECK_FALSE(load.ok());
  CHECK(hasErrors(load.problems));
}

}  // namespace

TEST_CASE("io: every truncation of a level file is an error, never a crash") {
  const std::string text = sampleLevelText();
  REQUIRE(parseLevel(text, "level.json").ok());
  // Everything before the final "}\n" is a truncated file.
  const size_t end = text.rfind('}');
  for (size_t length = 0; length < end; ++length) {
    CAPTURE(length);
    checkRefused(parseLevel(text.substr(0, length), "level.json"));
  }
}

TEST_CASE("io: an empty, blank or binary file is an error that says so") {
  for (const char* blank : {"", "   \n\t\n"}) {
    const LevelLoad load = parseLevel(blank, "level.json");
    checkRefused(load);
    CHECK(load.problems.front().text() == "level.json: $: the file is empty; expected a JSON object");
  }
  std::string png = "\x89PNG\r\n\x1a\n";
  png += std::string("\0\0\0\rIHDR\0\0\0\x10", 12);
  const LevelLoad binary = parseLevel(png, "level.json");
  checkRefused(binary);
  CHECK(binary.problems.front().text() == "level.json: $: this is a binary file, not JSON text");
  // Binary without zero bytes: still not JSON.
  checkRefused(parseLevel("\xff\xfe\x80\x81{", "level.json"));
  // A string that is not UTF-8.
  checkRefused(parseLevel("{\"format\": \"ledge-level\", \"version\": 1, \"x\": \"\xc3\x28\"}", "level.json"));
}

TEST_CASE("io: a 2 GB width and other huge sizes are refused") {
  const std::string tail = R"(, "height": 2, "tiles": ["..", ".."]})";
  for (const char* width : {"2147483648", "2000000000", "-2147483649", "1e30", "18446744073709551616", "9223372036854775807"}) {
    CAPTURE(width);
    checkRefused(parseLevel(std::string(R"({"format": "ledge-level", "version": 1, "width": )") + width + tail, "level.json"));
  }
}

TEST_CASE("io: nesting a million levels deep is an error, not a stack overflow") {
  for (const std::string open : {"[", "{\"a\":"}) {
    std::string deep;
    deep.reserve(open.size() * 1000000);
    for (int i = 0; i < 1000000; ++i) deep += open;
    const LevelLoad load = parseLevel(deep, "deep.json");
    checkRefused(load);
    REQUIRE(load.problems.size() == 1);
    CHECK(load.problems.front().message == "nesting is deeper than 128 levels");
  }
  // Deep nesting in an unknown key of a valid level: refused the same way.
  std::string text = sampleLevelText();
  text.insert(1, "\"deep\": " + std::string(200, '[') + std::string(200, ']') + ",");
  checkRefused(parseLevel(text, "level.json"));
}

TEST_CASE("io: random damage to a level file is reported or read, never a crash") {
  const std::string text = sampleLevelText();
  std::mt19937 random(20240601);
  auto below = [&](size_t n) { return static_cast<size_t>(random() % n); };
  const std::string alphabet = "{}[]\":,.-#0123456789eE+ \n\\/truefalsnl";
  for (int round = 0; round < 3000; ++round) {
    std::string damaged = text;
    for (size_t edits = 1 + below(4); edits > 0; --edits) {
      const size_t at = below(damaged.size());
      switch (below(3)) {
        case 0: damaged[at] = alphabet[below(alphabet.size())]; break;
        case 1: damaged.erase(at, 1 + below(8)); break;
        default: damaged.insert(at, 1, alphabet[below(alphabet.size())]); break;
      }
    }
    const LevelLoad load = parseLevel(damaged, "level.json");
    CHECK(load.ok() != hasErrors(load.problems));
    // Whatever loads must save to text that loads back to the same text.
    if (load.ok()) {
      const std::string saved = levelToJson(*load.level);
      const LevelLoad again = parseLevel(saved, "level.json");
      REQUIRE(again.ok());
      CHECK(levelToJson(*again.level) == saved);
    }
  }
}

TEST_CASE("io: a missing file, a folder and a file over the size limit are errors naming the file") {
  TempFolder folder;
  const LevelLoad missing = loadLevelFile(folder.path("nowhere.json"));
  checkRefused(missing);
  CHECK(missing.problems.front().text() == folder.path("nowhere.json") + ": cannot read the file: No such file or directory");
  checkRefused(loadLevelFile(folder.path("")));
  // A sparse file over the limit: refused by its size, before a byte is read.
  const std::string big = folder.path("big.json");
  const int fd = ::open(big.c_str(), O_CREAT | O_WRONLY, 0644);
  REQUIRE(fd >= 0);
  REQUIRE(::ftruncate(fd, kMaxLevelFileBytes + 1) == 0);
  ::close(fd);
  const LevelLoad huge = loadLevelFile(big);
  checkRefused(huge);
  CHECK(huge.problems.front().message ==
        "cannot read the file: the file is 536870913 bytes, over the limit of 536870912 bytes (512 MB)");
}

TEST_CASE("io: a FIFO named as a level is refused as no regular file, without waiting for a writer") {
  TempFolder folder;
  const std::string fifo = folder.path("level.json");
  REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
  // In a child: without the fix the read waits for a writer until the child's alarm.
  const ChildRun run = runInChild([&](int out) {
    const LevelLoad load = loadLevelFile(fifo);
    const std::string text = load.ok() ? "loaded" : load.problems.front().text();
    const bool sniffed = isLedgeLevelFile(fifo);
    const std::string said = text + (sniffed ? " (a level)" : "");
    (void)::write(out, said.data(), said.size());
    ::_exit(0);
  });
  CHECK(run.exited);
  CHECK(run.output == fifo + ": cannot read the file: it is not a regular file");
}
