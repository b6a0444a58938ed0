// The headless commands (sim, check, convert, and the refusals of shot and bench) run as a user
// runs them: the real `ledge` binary on files in a temporary folder, judged by exit code and
// output. No display is needed.

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "app/tests/run_program.h"

using namespace ledge::test;
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

Run runLedge(const std::string& args) { return runCommand(quoted(LEDGE_BINARY) + " " + args); }

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::vector<std::string> linesOf(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// A level of DESIGN.md's format: 16-pixel tiles, the default physics.
std::string levelText(const std::vector<std::string>& rows, const std::string& actors, const std::string& solids = "") {
  std::string tiles;
  for (const std::string& row : rows) tiles += (tiles.empty() ? "\"" : ", \"") + row + "\"";
  return R"({"format": "ledge-level", "version": 1, "tileSize": 16, "width": )" + std::to_string(rows[0].size()) +
         R"(, "height": )" + std::to_string(rows.size()) + R"(, "tiles": [)" + tiles + R"(], "actors": [)" + actors +
         R"(], "solids": [)" + solids + "]}";
}

// A closed room, 10 x 6 tiles, with a player standing on the floor at x = 32.
std::string roomLevel() {
  return levelText({"##########", "#........#", "#........#", "#........#", "#........#", "##########"},
                   R"({"kind": "player", "x": 32, "y": 66, "w": 10, "h": 14, "mover": "pixel"})");
}

// An elevator carries a crate into the ceiling (one squish); another crate drops through a gap
// in the floor (one fall out of the map).
std::string deathsLevel() {
  return levelText({"######", "#....#", "#....#", "#....#", "#....#", "#....#", "#....#", "####.#"},
                   R"({"kind": "crate", "x": 32, "y": 84, "w": 12, "h": 12, "mover": "pixel"},
                      {"kind": "crate", "x": 66, "y": 20, "w": 12, "h": 12, "mover": "pixel"})",
                   R"({"x": 16, "y": 96, "w": 32, "h": 8, "path": [[16, 96], [16, 16]],
                       "speed": 200, "mode": "once"})");
}

// A crate that starts inside the floor.
std::string stuckLevel() {
  return levelText({"....", "....", "####"}, R"({"kind": "crate", "x": 16, "y": 34, "w": 12, "h": 12})");
}

// The folder of one test, with `level.json` holding `level`.
struct Files {
  TempFolder folder;
  std::string level;

  Files(const std::string& name, const std::string& levelJson) : folder("cli-" + name) {
    level = file("level.json");
    writeText(level, levelJson);
  }
  std::string file(const std::string& name) const { return (folder / name).string(); }
  std::string write(const std::string& name, const std::string& text) const {
    writeText(folder / name, text);
    return file(name);
  }
};

json simJson(const std::string& args) {
  const Run run = runLedge("sim " + args + " --json");
  REQUIRE_MESSAGE(run.exitCode == 0, run.output);
  return json::parse(run.output);
}

bool isStateHash(const std::string& text) {
  if (text.size() != 16) return false;
  for (const char c : text)
    if (!std::isxdigit(static_cast<unsigned char>(c)) || std::isupper(static_cast<unsigned char>(c))) return false;
  return true;
}

// An LDtk project with two levels of different widths.
const char* const kTwoLevelLdtk = R"({"jsonVersion": "1.5.3",
 "defs": {"layers": [{"uid": 1, "identifier": "Collisions", "type": "IntGrid", "gridSize": 16,
   "intGridValues": [{"value": 1, "identifier": "walls"}]}]},
 "levels": [
  {"identifier": "First", "pxWid": 32, "pxHei": 32, "layerInstances": [
    {"__identifier": "Collisions", "__type": "IntGrid", "__cWid": 2, "__cHei": 2, "__gridSize": 16, "layerDefUid": 1,
     "intGridCsv": [0,0,1,1]}]},
  {"identifier": "Second", "pxWid": 48, "pxHei": 32, "layerInstances": [
    {"__identifier": "Collisions", "__type": "IntGrid", "__cWid": 3, "__cHei": 2, "__gridSize": 16, "layerDefUid": 1,
     "intGridCsv": [0,0,0,1,1,1]}]}]})";

}  // namespace

TEST_CASE("ledge sim --frames runs that many frames and --json gives DESIGN.md's fields") {
  const Files files("sim-json", roomLevel());
  const Run text = runLedge("sim " + quoted(files.level) + " --frames 7");
  CHECK(text.exitCode == 0);
  CHECK(contains(text.output, files.level + ": 7 frames"));
  CHECK(contains(text.output, "#0 player pixel"));

  const json out = simJson(quoted(files.level) + " --frames 7");
  CHECK(out["frames"] == 7);
  CHECK(out["squished"] == 0);
  CHECK(out["overlaps"].is_null());  // only counted with --check-overlaps
  CHECK(isStateHash(out["hash"].get<std::string>()));
  REQUIRE(out["actors"].size() == 1);
  const json& player = out["actors"][0];
  for (const char* key : {"id", "kind", "mover", "x", "y", "vx", "vy", "grounded", "alive"})
    CHECK_MESSAGE(player.contains(key), key);
  CHECK(player["id"] == 0);
  CHECK(player["kind"] == "player");
  CHECK(player["mover"] == "pixel");
  CHECK(player["x"] == 32.0);
  CHECK(player["y"] == 66.0);
  CHECK(player["grounded"] == true);
  CHECK(player["alive"] == true);
}

TEST_CASE("ledge sim --json names a level whose file name is not UTF-8, its stray byte replaced") {
  const Files files("sim-json-name", roomLevel());
  const std::string level = files.write("caf\xE9.json", roomLevel());  // Latin-1's e acute
  const json out = simJson(quoted(level) + " --frames 1");
  CHECK(out["level"] == files.file("caf\xEF\xBF\xBD.json"));
  CHECK(out["frames"] == 1);
}

TEST_CASE("ledge sim --inputs: a player holding right moves right, and the inputs set the number of frames") {
  const Files files("sim-inputs", roomLevel());
  const std::string inputs = files.write("run.txt", "# right for half a second\n30*R\n");
  const json idle = simJson(quoted(files.level) + " --frames 30");
  const json moved = simJson(quoted(files.level) + " --inputs " + quoted(inputs));
  CHECK(moved["frames"] == 30);
  CHECK(idle["actors"][0]["x"] == 32.0);
  CHECK(moved["actors"][0]["x"].get<double>() > 32.0 + 30.0);
  CHECK(moved["actors"][0]["vx"].get<double>() > 0.0);
}

TEST_CASE("ledge sim --inputs - reads the inputs from a pipe, as from a file, and names it in an error") {
  const Files files("sim-inputs-pipe", roomLevel());
  const std::string inputs = files.write("run.txt", "30*R\n5*RJ\n");
  const std::string sim = quoted(LEDGE_BINARY) + " sim " + quoted(files.level) + " --hash --inputs ";
  const Run fromFile = runCommand(sim + quoted(inputs));
  const Run fromPipe = runCommand("cat " + quoted(inputs) + " | " + sim + "-");
  CHECK(fromFile.exitCode == 0);
  CHECK(fromPipe.exitCode == 0);
  CHECK(contains(fromPipe.output, "35 frames"));
  CHECK(fromPipe.output == fromFile.output);
  const Run typo = runCommand("printf '3*Q\\n' | " + sim + "-");
  CHECK(typo.exitCode == 1);
  CHECK(contains(typo.output, "standard input: line 1: unknown key 'Q'"));
}

TEST_CASE("ledge sim --hash prints the state hash last: the same on every run, another with other inputs") {
  const Files files("sim-hash", roomLevel());
  const std::string right = files.write("right.txt", "20*R\n");
  const std::string left = files.write("left.txt", "20*L\n");
  const Run first = runLedge("sim " + quoted(files.level) + " --inputs " + quoted(right) + " --hash");
  const Run again = runLedge("sim " + quoted(files.level) + " --inputs " + quoted(right) + " --hash");
  const Run other = runLedge("sim " + quoted(files.level) + " --inputs " + quoted(left) + " --hash");
  REQUIRE(first.exitCode == 0);
  REQUIRE(other.exitCode == 0);
  const std::string hash = linesOf(first.output).back();
  CHECK(isStateHash(hash));
  CHECK(linesOf(again.output).back() == hash);
  CHECK(linesOf(other.output).back() != hash);
  // With --json the hash line follows the JSON object, and says the same.
  const Run both = runLedge("sim " + quoted(files.level) + " --inputs " + quoted(right) + " --json --hash");
  const std::vector<std::string> lines = linesOf(both.output);
  REQUIRE(lines.size() == 2);
  CHECK(lines[1] == hash);
  CHECK(json::parse(lines[0])["hash"] == hash);
}

TEST_CASE("ledge sim --threads runs the same frames as one thread, and a bad count is refused") {
  const Files files("sim-threads", roomLevel());
  // Rain of 3,000 crates: enough actors for the world to share its steps out.
  const std::string rain = files.file("rain.json");
  REQUIRE(runLedge("bench --scene rain --actors 3000 --save-level " + quoted(rain)).exitCode == 0);
  const Run one = runLedge("sim " + quoted(rain) + " --frames 120 --hash");
  const Run two = runLedge("sim " + quoted(rain) + " --frames 120 --hash --threads 2");
  REQUIRE(one.exitCode == 0);
  REQUIRE(two.exitCode == 0);
  CHECK(isStateHash(linesOf(one.output).back()));
  CHECK(two.output == one.output);
  // Traced, the steps share their work out too, and trace every event in the same order.
  const std::string traceOne = files.file("one.jsonl");
  const std::string traceTwo = files.file("two.jsonl");
  REQUIRE(runLedge("sim " + quoted(rain) + " --frames 30 --trace " + quoted(traceOne)).exitCode == 0);
  REQUIRE(runLedge("sim " + quoted(rain) + " --frames 30 --threads 2 --trace " + quoted(traceTwo)).exitCode == 0);
  const std::string traced = readText(traceOne);
  CHECK(traced.size() > 100000);
  CHECK(readText(traceTwo) == traced);
  const Run none = runLedge("sim " + quoted(files.level) + " --threads 0");
  CHECK(none.exitCode == 2);
  CHECK(none.output.find("--threads takes a whole number from 1 to 64, not '0'") != std::string::npos);
}

TEST_CASE("ledge sim --check-overlaps exits 3 when an actor starts inside tiles, 0 when none overlaps") {
  const Files stuck("sim-overlaps", stuckLevel());
  const Run bad = runLedge("sim " + quoted(stuck.level) + " --frames 5 --check-overlaps");
  CHECK(bad.exitCode == 3);
  CHECK(contains(bad.output, "overlaps: 5, the first at frame 1 by actor 0"));
  CHECK(runLedge("sim " + quoted(stuck.level) + " --frames 5").exitCode == 0);  // not asked: not judged

  const Files room("sim-no-overlaps", roomLevel());
  const Run good = runLedge("sim " + quoted(room.level) + " --frames 30 --check-overlaps");
  CHECK(good.exitCode == 0);
  CHECK(contains(good.output, "overlaps: none"));
  CHECK(simJson(quoted(room.level) + " --frames 30 --check-overlaps")["overlaps"] == 0);
}

TEST_CASE("ledge sim --mover overrides the mover of every actor") {
  const Files files("sim-mover", deathsLevel());
  for (const char* mover : {"pixel", "speculative", "raycast", "mtd"}) {
    const json out = simJson(quoted(files.level) + " --frames 1 --mover " + mover);
    for (const json& actor : out["actors"]) CHECK(actor["mover"] == mover);
  }
  const Run unknown = runLedge("sim " + quoted(files.level) + " --mover teleport");
  CHECK(unknown.exitCode == 2);
  CHECK(contains(unknown.output, "ledge sim: unknown mover 'teleport'"));
}

TEST_CASE("ledge sim names how and at which frame each dead actor died, as its trace does") {
  // The elevator at half speed: the squish comes 21 frames after the fall, each at its own frame.
  std::string level = deathsLevel();
  level.replace(level.find("\"speed\": 200"), 12, "\"speed\": 100");
  const Files files("sim-deaths", level);
  const Run run = runLedge("sim " + quoted(files.level) + " --frames 60 --trace " + quoted(files.file("t.jsonl")));
  REQUIRE(run.exitCode == 0);
  CHECK(contains(run.output, "actors: 2, 0 alive, 1 squished, 1 fell out\n"));
  // Squished, the crate stands on the elevator: not "grounded", which is what it died with.
  CHECK(contains(run.output, "#0 crate  pixel       at (32, 16) velocity (0, 0) dead: squished at frame 42\n"));
  CHECK(contains(run.output, "#1 crate  pixel       at (66, 135) velocity (0, 600) dead: fell out at frame 21\n"));
  const std::string trace = readText(files.file("t.jsonl"));
  CHECK(contains(trace, "{\"frame\":42,\"phase\":\"solids\",\"kind\":\"squish\""));
  CHECK(contains(trace, "{\"frame\":21,\"phase\":\"actors\",\"kind\":\"fell-out\""));
}

TEST_CASE("ledge sim --trace writes one JSON object per line with frame, phase and kind") {
  const Files files("sim-trace", deathsLevel());
  const std::string trace = files.file("steps.jsonl");
  const json out = simJson(quoted(files.level) + " --frames 60 --trace " + quoted(trace));
  const std::vector<std::string> lines = linesOf(readText(trace));
  REQUIRE(lines.size() > 2);
  int squishes = 0, falls = 0;
  for (const std::string& line : lines) {
    const json event = json::parse(line);
    REQUIRE(event.is_object());
    CHECK(event["frame"].get<int>() >= 1);
    CHECK(event["frame"].get<int>() <= 60);
    CHECK(event["phase"].is_string());
    CHECK(event["kind"].is_string());
    squishes += event["kind"] == "squish" ? 1 : 0;
    falls += event["kind"] == "fell-out" ? 1 : 0;
  }
  // The summary counts deaths without a trace; the trace's events must agree with it.
  CHECK(out["squished"] == 1);
  CHECK(out["fellOut"] == 1);
  CHECK(squishes == 1);
  CHECK(falls == 1);
  CHECK(simJson(quoted(files.level) + " --frames 60")["squished"] == 1);
  for (const fs::directory_entry& entry : fs::directory_iterator(files.folder))
    CHECK_MESSAGE(!contains(entry.path().filename().string(), ".tmp"), "left behind: " << entry.path());

  // A second trace keeps the first as .bak; /dev/stdout (a pipe here) is written into.
  const std::string first = readText(trace);
  simJson(quoted(files.level) + " --frames 2 --trace " + quoted(trace));
  CHECK(readText(trace + ".bak") == first);
  CHECK(readText(trace) != first);
  const Run toStdout = runLedge("sim " + quoted(files.level) + " --frames 60 --trace /dev/stdout");
  CHECK(toStdout.exitCode == 0);
  CHECK(contains(toStdout.output, "\"kind\":\"squish\""));
}

TEST_CASE("ledge sim --trace stopped by Ctrl+C leaves no temporary file, and ends by the signal") {
  const Files files("sim-trace-interrupted", roomLevel());
  const std::string trace = files.file("steps.jsonl");
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    ::freopen("/dev/null", "w", stdout);
    ::execl(LEDGE_BINARY, "ledge", "sim", files.level.c_str(), "--frames", "100000000", "--trace", trace.c_str(), nullptr);
    ::_exit(127);
  }
  // Until the run has written some of its trace (the temporary file has bytes), or has ended.
  const auto writing = [&] {
    for (const fs::directory_entry& entry : fs::directory_iterator(files.folder))
      if (contains(entry.path().filename().string(), ".tmp-") && entry.file_size() > 0) return true;
    return false;
  };
  int status = 0;
  while (!writing() && ::waitpid(pid, &status, WNOHANG) == 0) ::usleep(10'000);
  REQUIRE_MESSAGE(writing(), "the run ended before it wrote its trace");
  ::kill(pid, SIGINT);
  REQUIRE(::waitpid(pid, &status, 0) == pid);
  CHECK(WIFSIGNALED(status));
  CHECK(WTERMSIG(status) == SIGINT);
  for (const fs::directory_entry& entry : fs::directory_iterator(files.folder))
    CHECK_MESSAGE(entry.path().filename() == "level.json", "left behind: " << entry.path());
}

TEST_CASE("ledge sim: mistakes on the command line exit 2, files that cannot be read exit 1") {
  const Files files("sim-errors", roomLevel());
  const std::string level = quoted(files.level);
  struct Case {
    std::string args;
    int exitCode;
    std::string message;
  };
  const std::vector<Case> cases = {
      {level + " --frames ten", 2, "--frames takes a whole number from 0 to 100000000, not 'ten'"},
      {level + " --frames -1", 2, "--frames takes a whole number from 0 to 100000000, not '-1'"},
      {level + " --frames 5x", 2, "not '5x'"},
      {level + " --frames", 2, "--frames needs a value"},
      // A value forgotten: the next option is not taken for it (a trace file named --hash).
      {level + " --trace --hash", 2, "ledge sim: --trace needs a value before --hash\n"},
      {level + " --inputs \"\" --hash", 2, "ledge sim: --inputs needs a value, not an empty one\n"},
      {level + " --fast", 2, "unexpected argument '--fast'"},
      {level + " " + level, 2, "unexpected argument"},
      {"", 2, "no level given"},
      {quoted(files.file("nowhere.json")), 1, files.file("nowhere.json") + ": cannot read the file: No such file"},
      {level + " --inputs " + quoted(files.file("nowhere.txt")), 1, files.file("nowhere.txt") + ": "},
  };
  for (const Case& c : cases) {
    CAPTURE(c.args);
    const Run run = runLedge("sim " + c.args);
    CHECK(run.exitCode == c.exitCode);
    CHECK_MESSAGE(contains(run.output, c.message), run.output);
  }
}

TEST_CASE("ledge sim --trace refuses to write over the level or the inputs file, under any name") {
  const Files files("sim-trace-input", roomLevel());
  const std::string inputs = files.write("run.txt", "10*R\n");
  const std::string notes = files.write("notes.jsonl", "my own notes\n");
  const std::string levelBytes = readText(files.level);
  fs::create_symlink("level.json", files.folder / "link.json");
  fs::create_hard_link(files.level, files.folder / "hard.json");
  struct Case {
    std::string trace;
    std::string message;
  };
  const std::vector<Case> cases = {
      {files.level, "--trace " + files.level + " is the level: "},
      {files.file("link.json"), "is the level (" + files.level + ")"},
      {files.file("hard.json"), "is the level (" + files.level + ")"},
      {files.folder.root().string() + "/./level.json", "is the level"},
      {inputs, "--trace " + inputs + " is the inputs file: "},
      // Not a trace: a file of the user's own, which a second run would push out of its .bak.
      {notes, "ledge sim: --trace " + notes + " exists and is not a trace: give the trace another file"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.trace);
    const Run run =
        runLedge("sim " + quoted(files.level) + " --inputs " + quoted(inputs) + " --trace " + quoted(c.trace));
    CHECK(run.exitCode == 1);
    CHECK_MESSAGE(contains(run.output, c.message), run.output);
    CHECK_FALSE(contains(run.output, "frames"));  // refused before the run
  }
  CHECK(readText(files.level) == levelBytes);
  CHECK(readText(inputs) == "10*R\n");
  CHECK(readText(notes) == "my own notes\n");

  // A trace over an earlier trace: replaced, and the run says where the earlier one is kept.
  const std::string trace = files.file("run.jsonl");
  REQUIRE(runLedge("sim " + quoted(files.level) + " --frames 3 --trace " + quoted(trace)).exitCode == 0);
  const std::string first = readText(trace);
  const Run again = runLedge("sim " + quoted(files.level) + " --frames 4 --trace " + quoted(trace));
  CHECK(again.exitCode == 0);
  CHECK(contains(again.output, "trace: " + trace + "; the trace it replaced is kept as " + trace + ".bak\n"));
  CHECK(readText(trace + ".bak") == first);
}

TEST_CASE("ledge sim --trace into a folder, or where no file can be made, fails before the run") {
  const Files files("sim-trace-folder", roomLevel());
  const Run folder = runLedge("sim " + quoted(files.level) + " --trace " + quoted(files.folder.root().string()));
  CHECK(folder.exitCode == 1);
  CHECK(folder.output == "ledge sim: --trace " + files.folder.root().string() + " is a folder: give the trace another file\n");
  // The longest run there is: the test would time out if the run came before the trace's check.
  const std::string nowhere = files.file("no-folder/steps.jsonl");
  const Run missing = runLedge("sim " + quoted(files.level) + " --frames 100000000 --trace " + quoted(nowhere));
  CHECK(missing.exitCode == 1);
  CHECK(contains(missing.output, "ledge sim: cannot write the trace " + nowhere + ": No such file or directory"));
}

TEST_CASE("ledge check: 0 on a good level, 1 with every error named by file and place, 0 on warnings only") {
  const Files good("check-ok", roomLevel());
  const Run ok = runLedge("check " + quoted(good.level));
  CHECK(ok.exitCode == 0);
  CHECK(ok.output == good.level + ": ok: 10 x 6 tiles of 16 px, 1 actor, 0 solids, 0 warnings\n");

  const Files bad("check-errors",
                  levelText({"....", "...", "##?#"}, R"({"kind": "ghost", "x": 0, "y": 0, "w": 0, "h": 8})"));
  const Run errors = runLedge("check " + quoted(bad.level));
  CHECK(errors.exitCode == 1);
  const std::string& f = bad.level;
  CHECK(errors.output ==
        f + ": $.tiles[1]: row has 3 characters, expected 4\n" +  //
            f + ": $.tiles[2]: unknown tile character '?' at column 2; expected one of . # - H / \\ a b c d\n" +
            f + ": $.actors[0].kind: expected one of player, walker, crate, found a string (\"ghost\")\n" +
            f + ": $.actors[0].w: expected a whole number from 1 to 16777216, found 0\n");

  const Files warned("check-warnings", stuckLevel());
  const Run warnings = runLedge("check " + quoted(warned.level));
  CHECK(warnings.exitCode == 0);
  CHECK(contains(warnings.output, warned.level + ": $.actors[0]: warning: the crate at (16, 34), 12 x 12 pixels, "
                                                 "starts inside solid tiles\n"));
  CHECK(contains(warnings.output, "1 warning\n"));

  CHECK(runLedge("check").exitCode == 2);
  CHECK(runLedge("check " + quoted(good.level) + " " + quoted(good.level)).exitCode == 2);
  CHECK(runLedge("check " + quoted(good.level) + " --strict").exitCode == 2);
}

TEST_CASE("ledge check warns of a moving solid whose path leaves the map beside it, and exits 0") {
  // A typo: 1600 for 160, in a room 160 pixels wide.
  const Files typo("check-solid-beside",
                   levelText({"##########", "#........#", "#........#", "#........#", "#........#", "##########"},
                             R"({"kind": "player", "x": 32, "y": 66, "w": 10, "h": 14, "mover": "pixel"})",
                             R"({"x": 32, "y": 40, "w": 32, "h": 8, "path": [[32, 40], [1600, 40]], "speed": 40})"));
  const Run run = runLedge("check " + quoted(typo.level));
  CHECK(run.exitCode == 0);
  CHECK(run.output == typo.level + ": $.solids[0].path[1]: warning: its path takes the solid at (32, 40), 32 x 8 pixels, "
                                   "to (1600, 40), entirely inside the wall right of the map (x = 160)\n" +
                          typo.level + ": ok: 10 x 6 tiles of 16 px, 1 actor, 1 solid, 1 warning\n");
}

TEST_CASE("ledge check --layer and --level pick the Tiled tile layer and the LDtk level") {
  const Files files("check-import", roomLevel());
  const std::string map = files.write("map.tmx", kTwoLayerTmx);
  const std::string project = files.write("world.ldtk", kTwoLevelLdtk);
  const Run walls = runLedge("check " + quoted(map) + " --layer walls");
  CHECK(walls.exitCode == 0);
  // What the import made and left out, the notes convert prints, each indented under the ok line.
  const Run converted = runLedge("convert " + quoted(map) + " " + quoted(files.file("walls.json")) + " --layer walls");
  const std::string ok = ": ok: ";
  const std::string notes = walls.output.substr(walls.output.find('\n', walls.output.find(ok)) + 1);
  CHECK(contains(notes, "  tile layer \"walls\" -> "));
  CHECK(contains(converted.output, notes));
  const Run layer = runLedge("check " + quoted(map) + " --layer roof");
  CHECK(layer.exitCode == 1);
  CHECK(contains(layer.output, map + ": no tile layer is named \"roof\"; the tile layers are: \"decor\", \"walls\""));

  const Run second = runLedge("check " + quoted(project) + " --level Second");
  CHECK(second.exitCode == 0);
  CHECK(contains(second.output, ": ok: 3 x 2 tiles"));
  CHECK(contains(runLedge("check " + quoted(project)).output, ": ok: 2 x 2 tiles"));
  const Run third = runLedge("check " + quoted(project) + " --level Third");
  CHECK(third.exitCode == 1);
  CHECK(contains(third.output, "no level is named \"Third\"; the levels are: \"First\", \"Second\""));

  const Run wrongKind = runLedge("check " + quoted(files.level) + " --layer walls");
  CHECK(wrongKind.exitCode == 2);
  CHECK(contains(wrongKind.output, "ledge check: --layer is for Tiled maps (.tmx, .tmj)"));
  CHECK(runLedge("check " + quoted(map) + " --level Second").exitCode == 2);
  CHECK(runLedge("check " + quoted(map) + " --layer").exitCode == 2);
}

TEST_CASE("ledge sim --layer and --level run the Tiled tile layer and the LDtk level they name") {
  const Files files("sim-layer", roomLevel());
  // kTwoLayerTmx with a crate over the bottom row: on "walls" it lands there, in "decor" it is stuck.
  std::string withCrate = kTwoLayerTmx;
  withCrate.insert(withCrate.find("</map>"), R"(<objectgroup id="3" name="things">
  <object id="1" type="crate" x="16" y="0" width="12" height="12"/></objectgroup>
)");
  const std::string map = quoted(files.write("map.tmx", withCrate));
  const json onWalls = simJson(map + " --layer walls --frames 60 --check-overlaps");
  CHECK(onWalls["overlaps"] == 0);
  CHECK(onWalls["actors"][0]["y"] == 20);
  CHECK(runLedge("sim " + map + " --layer decor --frames 60 --check-overlaps").exitCode == 3);
  const Run unknownLayer = runLedge("sim " + map + " --layer nowhere");
  CHECK(unknownLayer.exitCode == 1);
  CHECK(contains(unknownLayer.output, "no tile layer is named \"nowhere\"; the tile layers are: \"decor\", \"walls\""));

  const std::string project = quoted(files.write("world.ldtk", kTwoLevelLdtk));
  CHECK(runLedge("sim " + project + " --level Second --frames 1").exitCode == 0);
  const Run unknownLevel = runLedge("sim " + project + " --level Third");
  CHECK(unknownLevel.exitCode == 1);
  CHECK(contains(unknownLevel.output, "no level is named \"Third\"; the levels are: \"First\", \"Second\""));
  // As for check and convert: each is for its kind of file.
  const Run levelOfLedge = runLedge("sim " + quoted(files.level) + " --level First");
  CHECK(levelOfLedge.exitCode == 2);
  CHECK(levelOfLedge.output.starts_with("ledge sim: --level is for LDtk projects (.ldtk)\n"));
  CHECK(runLedge("sim " + project + " --layer walls").exitCode == 2);
}

TEST_CASE("ledge shot --layer and --level are refused as sim refuses them, before a window opens") {
  const Files files("shot-layer", roomLevel());
  const std::string map = quoted(files.write("map.tmx", kTwoLayerTmx));
  const std::string out = " --out " + quoted(files.file("shot.png"));
  const Run unknownLayer = runLedge("shot " + map + " --layer nowhere" + out);
  CHECK(unknownLayer.exitCode == 1);
  CHECK(contains(unknownLayer.output, "no tile layer is named \"nowhere\""));
  const Run levelOfMap = runLedge("shot " + map + " --level First" + out);
  CHECK(levelOfMap.exitCode == 2);
  CHECK(levelOfMap.output.starts_with("ledge shot: --level is for LDtk projects (.ldtk)\n"));
  CHECK_FALSE(fs::exists(files.file("shot.png")));
}

TEST_CASE("ledge convert: a level to a Tiled map and back gives the same bytes") {
  const Files files("convert-round-trip", deathsLevel());
  const std::string canonical = files.file("canonical.json");
  const std::string map = files.file("map.tmj");
  const std::string back = files.file("back.json");
  REQUIRE(runLedge("convert " + quoted(files.level) + " " + quoted(canonical)).exitCode == 0);
  const Run exported = runLedge("convert " + quoted(canonical) + " " + quoted(map));
  CHECK(exported.exitCode == 0);
  CHECK(contains(exported.output,
                 "wrote " + map + " (Tiled map (.tmj)) and its tileset image " + files.file("map.tiles.png")));
  CHECK(fs::exists(files.file("map.tiles.png")));
  CHECK(runLedge("convert " + quoted(map) + " " + quoted(back)).exitCode == 0);
  CHECK(readText(back) == readText(canonical));
}

TEST_CASE("ledge convert says when OUT was there: where the file it replaced is kept, or that it already held this") {
  const Files files("convert-replaces", deathsLevel());
  const std::string out = files.file("out.json");
  const Run created = runLedge("convert " + quoted(files.level) + " " + quoted(out));
  CHECK(created.output == files.level + ": Ledge level (.json)\nwrote " + out + " (Ledge level (.json))\n");
  const Run again = runLedge("convert " + quoted(files.level) + " " + quoted(out));
  CHECK(again.exitCode == 0);
  CHECK(again.output == files.level + ": Ledge level (.json)\n" + out + " already held this conversion: unchanged\n");
  CHECK_FALSE(fs::exists(out + ".bak"));

  const std::string mine = readText(out) + " ";  // the user's own edit, the same level
  writeText(out, mine);
  const Run replaced = runLedge("convert " + quoted(files.level) + " " + quoted(out));
  CHECK(replaced.exitCode == 0);
  CHECK(contains(replaced.output, "wrote " + out + " (Ledge level (.json)); the file it replaced is kept as " + out + ".bak\n"));
  CHECK(readText(out + ".bak") == mine);
}

TEST_CASE("ledge convert --layer takes a Tiled map's tiles from that layer, and an unknown one lists them") {
  const Files files("convert-layer", roomLevel());
  const std::string map = files.write("map.tmx", kTwoLayerTmx);
  const std::string out = files.file("out.json");
  const Run walls = runLedge("convert " + quoted(map) + " " + quoted(out) + " --layer walls");
  CHECK(walls.exitCode == 0);
  CHECK(contains(walls.output, "tiles from tile layer \"walls\""));
  CHECK(json::parse(readText(out))["tiles"] == json{"....", "....", "####"});
  REQUIRE(runLedge("convert --layer decor " + quoted(map) + " " + quoted(out)).exitCode == 0);
  CHECK(json::parse(readText(out))["tiles"] == json{"####", "####", "####"});

  const std::string before = readText(out);
  const Run unknown = runLedge("convert " + quoted(map) + " " + quoted(out) + " --layer roof");
  CHECK(unknown.exitCode == 1);
  // In the order written, stdout's line first, though the output goes to a pipe.
  CHECK(unknown.output == map + ": Tiled map (.tmx)\n" + map +
                              ": no tile layer is named \"roof\"; the tile layers are: \"decor\", \"walls\"\n" + map +
                              ": not converted\n");
  CHECK(readText(out) == before);
}

TEST_CASE("ledge convert --level takes that level of an LDtk project") {
  const Files files("convert-level", roomLevel());
  const std::string project = files.write("world.ldtk", kTwoLevelLdtk);
  const std::string out = files.file("out.json");
  const Run second = runLedge("convert " + quoted(project) + " " + quoted(out) + " --level Second");
  CHECK(second.exitCode == 0);
  const json level = json::parse(readText(out));
  CHECK(level["width"] == 3);
  CHECK(level["tiles"] == json{"...", "###"});
  CHECK(runLedge("convert " + quoted(project) + " " + quoted(out) + " --level Third").exitCode == 1);
}

TEST_CASE("ledge convert: wrong extensions and arguments are named, and usage errors exit 2") {
  const Files files("convert-errors", roomLevel());
  const std::string level = quoted(files.level);
  const std::string map = quoted(files.write("map.tmx", kTwoLayerTmx));
  const std::string text = quoted(files.write("notes.txt", "not a level"));
  struct Case {
    std::string args;
    int exitCode;
    std::string message;
  };
  const std::vector<Case> cases = {
      {level + " " + quoted(files.file("out.png")), 2,
       "ledge convert: " + files.file("out.png") + ": Ledge writes .json (Ledge levels) and .tmj (Tiled maps)"},
      {text + " " + quoted(files.file("out.json")), 1,
       files.file("notes.txt") +
           ": unknown kind of file; Ledge reads .json (Ledge), .tmx or .tmj (Tiled), .ldtk (LDtk)"},
      {level, 2, "ledge convert: expected IN and OUT"},
      {level + " a.json b.json", 2, "ledge convert: expected IN and OUT"},
      {level + " out.json --fast", 2, "ledge convert: unknown option --fast"},
      {level + " out.json --layer walls", 2, "ledge convert: --layer is for Tiled maps (.tmx, .tmj)"},
      {map + " out.json --level Second", 2, "ledge convert: --level is for LDtk projects (.ldtk)"},
      {map + " out.json --layer", 2, "ledge convert: --layer needs a NAME"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.args);
    const Run run = runLedge("convert " + c.args);
    CHECK(run.exitCode == c.exitCode);
    CHECK_MESSAGE(contains(run.output, c.message), run.output);
  }
  CHECK_FALSE(fs::exists(files.file("out.png")));
  CHECK_FALSE(fs::exists(files.file("out.json")));
}

TEST_CASE("ledge convert refuses OUT when it is IN under any name, or a folder, and leaves IN alone") {
  const Files files("convert-same", roomLevel());
  const std::string levelBytes = readText(files.level);
  fs::create_symlink("level.json", files.folder / "link.json");
  fs::create_directory(files.folder / "folder.json");
  const Run same = runLedge("convert " + quoted(files.level) + " " + quoted(files.level));
  CHECK(same.exitCode == 1);
  CHECK(same.output == "ledge convert: OUT " + files.level + " is IN: write the conversion to another file\n");
  const Run link = runLedge("convert " + quoted(files.level) + " " + quoted(files.file("link.json")));
  CHECK(link.exitCode == 1);
  CHECK(contains(link.output, "OUT " + files.file("link.json") + " is IN (" + files.level + ")"));
  const Run folder = runLedge("convert " + quoted(files.level) + " " + quoted(files.file("folder.json")));
  CHECK(folder.exitCode == 1);
  CHECK(contains(folder.output, "OUT " + files.file("folder.json") + " is a folder"));
  CHECK(readText(files.level) == levelBytes);
  CHECK_FALSE(fs::exists(files.file("level.json.bak")));
}

TEST_CASE("ledge convert to a Tiled map refuses a tileset image that is IN, or a file IN refers to") {
  const Files files("convert-image", roomLevel());
  const std::string levelBytes = readText(files.level);
  // x.tmj would write x.tiles.png, a link to the level.
  fs::create_symlink("level.json", files.folder / "x.tiles.png");
  const Run linked = runLedge("convert " + quoted(files.level) + " " + quoted(files.file("x.tmj")));
  CHECK(linked.exitCode == 1);
  CHECK_MESSAGE(contains(linked.output, "ledge convert: OUT's tileset image " + files.file("x.tiles.png") + " is IN (" +
                                            files.level + "): write the conversion to another file"),
                linked.output);
  CHECK(readText(files.level) == levelBytes);
  CHECK_FALSE(fs::exists(files.file("x.tmj")));

  // A map whose image layer shows art.tiles.png: converting it to art.tmj would replace the art.
  const std::string art = files.write("art.tiles.png", "a designer's picture");
  const std::string map = files.write("map.tmx", R"(<map width="2" height="1" tilewidth="16" tileheight="16">
    <imagelayer name="sky"><image source="art.tiles.png"/></imagelayer>
    <layer name="l" width="2" height="1"><data encoding="csv">0,0</data></layer></map>)");
  const Run layered = runLedge("convert " + quoted(map) + " " + quoted(files.file("art.tmj")));
  CHECK(layered.exitCode == 1);
  CHECK_MESSAGE(contains(layered.output, "OUT's tileset image " + art + " is a file IN refers to"), layered.output);
  CHECK(readText(art) == "a designer's picture");
  CHECK(runLedge("convert " + quoted(map) + " " + quoted(files.file("other.tmj"))).exitCode == 0);

  // art.tmj would write art.tiles.png, a designer's picture: refused before anything is converted.
  const std::string plain = files.write("plain.tmx", R"(<map width="2" height="1" tilewidth="16" tileheight="16">
    <layer name="l" width="2" height="1"><data encoding="csv">0,0</data></layer></map>)");
  const Run foreign = runLedge("convert " + quoted(plain) + " " + quoted(files.file("art.tmj")));
  CHECK(foreign.exitCode == 1);
  CHECK(foreign.output == plain + ": Tiled map (.tmx)\ncannot export " + files.file("art.tmj") + ": " + art +
                                ", where the export writes the map's tileset image, is not a tileset image Ledge writes; "
                                "move or delete it if it may go, or export the map under another name\n");
  CHECK(readText(art) == "a designer's picture");
  CHECK_FALSE(fs::exists(files.file("art.tmj")));

  // notes.tmj is no Tiled map: refused the same way, and kept.
  const std::string notes = files.write("notes.tmj", "my notes");
  const Run overNotes = runLedge("convert " + quoted(plain) + " " + quoted(notes));
  CHECK(overNotes.exitCode == 1);
  CHECK(contains(overNotes.output, "cannot export " + notes + ": it exists and is not a Tiled map"));
  CHECK(readText(notes) == "my notes");
}

// A Tiled map, map.tmj, whose tileset is the file tiles.json beside it (Tiled's older name for
// a JSON tileset): a file the map refers to, which no command may write over.
struct MapWithTileset {
  std::string map;
  std::string tileset;
};
MapWithTileset mapWithTileset(const Files& files) {
  return {files.write("map.tmj", R"({"type": "map", "width": 2, "height": 1, "tilewidth": 16, "tileheight": 16,
    "tilesets": [{"firstgid": 1, "source": "tiles.json"}], "layers": [{"type": "tilelayer", "name": "l", "data": [1, 0]}]})"),
          files.write("tiles.json", R"({"type": "tileset", "name": "t", "tilewidth": 16, "tileheight": 16, "image": "tiles.png"})")};
}

TEST_CASE("ledge convert refuses OUT when it is a file IN refers to: a Tiled map's external tileset") {
  const Files files("convert-tileset", roomLevel());
  const auto [map, tileset] = mapWithTileset(files);
  const std::string tilesetBytes = readText(tileset);
  // Another spelling of the same file: the check compares files, not names.
  const std::string spelt = (files.folder / "." / "tiles.json").string();
  const Run run = runLedge("convert " + quoted(map) + " " + quoted(spelt));
  CHECK(run.exitCode == 1);
  CHECK_MESSAGE(contains(run.output, "ledge convert: OUT " + spelt + " is a file IN refers to (" + tileset +
                                         "): write the conversion to another file\n"),
                run.output);
  CHECK(readText(tileset) == tilesetBytes);
  CHECK_FALSE(fs::exists(tileset + ".bak"));
  CHECK(runLedge("convert " + quoted(map) + " " + quoted(files.file("out.json"))).exitCode == 0);
}

TEST_CASE("ledge sim --trace and the pictures refuse a file the level refers to: a Tiled map's tileset and its image") {
  const Files files("output-tileset", roomLevel());
  const auto [map, tileset] = mapWithTileset(files);
  const std::string tilesetBytes = readText(tileset);
  const Run sim = runLedge("sim " + quoted(map) + " --frames 2 --trace " + quoted(tileset));
  CHECK(sim.exitCode == 1);
  CHECK_MESSAGE(contains(sim.output, "ledge sim: --trace " + tileset + " is a file the level refers to"), sim.output);
  CHECK(readText(tileset) == tilesetBytes);
  CHECK_FALSE(fs::exists(tileset + ".bak"));
  // The tileset's picture, which Ledge does not read: a designer's art all the same.
  const std::string image = files.write("tiles.png", "art");
  const Run shot = runLedge("shot " + quoted(map) + " --out " + quoted(image));
  CHECK(shot.exitCode == 1);
  CHECK_MESSAGE(contains(shot.output, "ledge shot: --out " + image + " is a file the level refers to"), shot.output);
  const Run editor = runLedge(quoted(map) + " --frames 2 --screenshot " + quoted(image));
  CHECK(editor.exitCode == 1);
  CHECK_MESSAGE(contains(editor.output, "ledge: --screenshot " + image + " is a file the level refers to"), editor.output);
  CHECK(readText(image) == "art");
}

// Files named as pictures, so that the refusals below are for what the files are, not for
// their names: a picture that is not a .png is refused first, on the command line.
TEST_CASE("ledge shot --out and the editor's --screenshot refuse the level, the inputs, the script and a folder before opening a window") {
  const Files files("shot-out", roomLevel());
  const std::string level = files.file("level.png");
  fs::copy_file(files.level, level);
  const std::string inputs = files.write("run.png", "10*R\n");
  const std::string script = files.write("script.png", "2 press p\n");
  const std::string folder = files.file("pictures.png");
  fs::create_directory(folder);
  const std::string art = files.write("art.png", "a designer's picture, not one Ledge took");
  const std::string levelBytes = readText(level);
  const std::string shot = "shot " + quoted(level) + " --inputs " + quoted(inputs) + " --out ";
  const std::string editor = quoted(level) + " --frames 3 --script " + quoted(script) + " --screenshot ";
  const std::vector<std::pair<std::string, std::string>> refused = {
      {shot + quoted(level), "ledge shot: --out " + level + " is the level: give the picture another file\n"},
      {shot + quoted(inputs), "ledge shot: --out " + inputs + " is the inputs file"},
      {shot + quoted(folder), "ledge shot: --out " + folder + " is a folder"},
      {editor + quoted(level), "ledge: --screenshot " + level + " is the level: give the picture another file\n"},
      {editor + quoted(script), "ledge: --screenshot " + script + " is the script"},
      {"shot " + quoted(files.level) + " --out " + quoted(art),
       "ledge shot: --out " + art + " exists and is not a picture Ledge took: give the picture another file\n"},
      {quoted(files.level) + " --frames 3 --screenshot " + quoted(art),
       "ledge: --screenshot " + art + " exists and is not a picture Ledge took"},
  };
  for (const auto& [args, message] : refused) {
    CAPTURE(args);
    const Run run = runLedge(args);
    CHECK(run.exitCode == 1);
    CHECK_MESSAGE(run.output.rfind(message, 0) == 0, run.output);
  }
  CHECK(readText(level) == levelBytes);
  CHECK(readText(inputs) == "10*R\n");
  CHECK(readText(script) == "2 press p\n");
  CHECK(readText(art) == "a designer's picture, not one Ledge took");

  const Run jpeg = runLedge("shot " + quoted(files.level) + " --out " + quoted(files.file("shot.jpg")));
  CHECK(jpeg.exitCode == 2);
  CHECK(contains(jpeg.output, "ledge shot: --out writes a PNG: give a file name ending in .png, not '"));
  CHECK_FALSE(fs::exists(files.file("shot.jpg")));
}

TEST_CASE("ledge bench --save-level keeps the file it replaces and refuses a folder") {
  const Files files("bench-save", roomLevel());
  const std::string levelBytes = readText(files.level);
  const std::string save = "bench --scene crowd --actors 4 --save-level ";
  const Run saved = runLedge(save + quoted(files.level));
  CHECK(saved.exitCode == 0);
  CHECK(readText(files.level + ".bak") == levelBytes);
  CHECK(runLedge("check " + quoted(files.level)).exitCode == 0);
  const std::string levels = files.file("levels.json");
  fs::create_directory(levels);
  const Run folder = runLedge(save + quoted(levels));
  CHECK(folder.exitCode == 1);
  CHECK(contains(folder.output, "ledge bench: cannot save " + levels + ": it is a folder"));
}

TEST_CASE("ledge bench --save-level and ledge convert refuse to replace a .json that is not a Ledge level") {
  const Files files("not-a-level", roomLevel());
  // A Tiled tileset saved as JSON, a Ledge level with its keys reordered by hand, a broken one.
  const std::string tileset = files.file("tiles.json");
  const std::string tilesetText = R"({"type": "tileset", "format": "tiled", "tilewidth": 16})";
  writeText(tileset, tilesetText);
  const Run bench = runLedge("bench --scene crowd --actors 4 --save-level " + quoted(tileset));
  CHECK(bench.exitCode == 1);
  CHECK(bench.output == "ledge bench: --save-level " + tileset + " exists and is not a Ledge level: give the level another file\n");
  const Run convert = runLedge("convert " + quoted(files.level) + " " + quoted(tileset));
  CHECK(convert.exitCode == 1);
  CHECK(convert.output == files.level + ": Ledge level (.json)\nledge convert: OUT " + tileset + " exists and is not a Ledge level: write the conversion to another file\n");
  CHECK(readText(tileset) == tilesetText);
  CHECK_FALSE(fs::exists(tileset + ".bak"));

  const std::string reordered = files.file("reordered.json");
  std::string levelText = readText(files.level);
  writeText(reordered, R"({"notes": {"format": "mine"}, )" + levelText.substr(levelText.find('{') + 1));
  REQUIRE(runLedge("check " + quoted(reordered)).exitCode == 0);
  CHECK(runLedge("convert " + quoted(files.level) + " " + quoted(reordered)).exitCode == 0);
  const std::string broken = files.file("broken.json");
  writeText(broken, R"({"format": "ledge-level", "version": 1, "map": )");
  CHECK(runLedge("bench --scene crowd --actors 4 --save-level " + quoted(broken)).exitCode == 0);
}

TEST_CASE("ledge bench --json gives each run's time per actor-step, its slowest step and its pairs") {
  constexpr int kActors = 300;
  constexpr int kFrames = 12;
  const Run run = runLedge("bench --scene crowd --mover pixel --actors " + std::to_string(kActors) + " --frames " +
                           std::to_string(kFrames) + " --repeats 1 --json");
  REQUIRE(run.exitCode == 0);
  const json out = json::parse(run.output);
  REQUIRE(out["results"].size() == 1);
  const json& result = out["results"][0];
  CHECK(result["scene"] == "crowd");
  CHECK(result["mover"] == "pixel");
  CHECK(result["alive"] == kActors);
  CHECK(result["pairsPerFrame"].get<double>() > 0.0);
  const double perStep = result["nsPerActorStep"].get<double>();
  CHECK(perStep == doctest::Approx(result["moveNsPerActorStep"].get<double>() +
                                   result["pairsNsPerActorStep"].get<double>()));
  // The pairs phase's parts, of the same run, make up its column.
  const json& parts = result["pairsPartsNsPerActorStep"];
  double partsTotal = 0.0;
  for (const char* part : {"update", "search", "grouping", "response"}) {
    INFO(part);
    REQUIRE(parts.contains(part));
    CHECK(parts[part].get<double>() >= 0.0);
    partsTotal += parts[part].get<double>();
  }
  CHECK(partsTotal == doctest::Approx(result["pairsNsPerActorStep"].get<double>()));
  // One run: its slowest step is at least the average step and at most the whole run. Where it
  // lies between them the clock decides, which tests do not assert on.
  const double averageStepMs = perStep * kActors / 1e6;
  const double slowest = result["slowestStepMs"].get<double>();
  CHECK(slowest >= averageStepMs * 0.999);
  CHECK(slowest <= averageStepMs * kFrames * 1.001);
}

TEST_CASE("ledge bench prints a line per scene and mover, and the pairs phase's parts under it") {
  const Run run = runLedge("bench --scene crowd --mover raycast --actors 300 --frames 6 --repeats 1");
  REQUIRE(run.exitCode == 0);
  const size_t line = run.output.find("crowd     raycast");
  REQUIRE(line != std::string::npos);
  const size_t parts = run.output.find("pairs phase: update ", line);
  REQUIRE(parts != std::string::npos);
  CHECK(run.output.find(", search ", parts) != std::string::npos);
  CHECK(run.output.find(", grouping ", parts) != std::string::npos);
  CHECK(run.output.find(", response ", parts) != std::string::npos);
}

TEST_CASE("ledge bench: mistakes on the command line name the option and echo what it was given") {
  struct Case {
    std::string args;
    std::string message;
  };
  const std::vector<Case> cases = {
      {"--help", "unexpected argument '--help'"},
      {"--actors 10 --fast", "unexpected argument '--fast'"},
      {"--actors", "--actors needs a value"},
      {"--actors 0", "--actors takes a whole number from 1 to 10000000, not '0'"},
      {"--frames many", "--frames takes a whole number from 1 to 1000000, not 'many'"},
      {"--repeats 101", "--repeats takes a whole number from 1 to 100, not '101'"},
      {"--threads 99", "--threads takes a whole number from 1 to 64, not '99'"},
      {"--scene field --map-tiles 8", "--map-tiles takes a whole number from 64 to 16384, not '8'"},
      {"--mover teleport", "unknown mover 'teleport'"},
      {"--scene rain --frames 5 --save-level never.json", "--save-level writes the scene and runs nothing: --frames is for a run"},
      {"--scene rain --save-level never.json --json", "--json is for a run"},
      {"--threads 2 --scene rain --save-level never.json", "--threads is for a run"},
      {"--scene rain --save-level map.tmx", "--save-level writes a Ledge level: give a file name ending in .json, not 'map.tmx'"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.args);
    const Run run = runLedge("bench " + c.args);
    CHECK(run.exitCode == 2);
    CHECK_MESSAGE(contains(run.output, c.message), run.output);
  }
}

TEST_CASE("every command and the editor refuse an option given twice, naming it, where the last one was taken") {
  const Files files("option-twice", roomLevel());
  const std::string level = quoted(files.level);
  const std::string map = quoted(files.write("map.tmx", kTwoLayerTmx));
  const std::string project = quoted(files.write("world.ldtk", kTwoLevelLdtk));
  const std::string out = quoted(files.file("out.json"));
  const std::string trace = quoted(files.file("steps.jsonl"));
  const std::string picture = quoted(files.file("shot.png"));
  struct Case {
    std::string args;
    std::string message;
  };
  const std::vector<Case> cases = {
      {"sim " + level + " --frames 10 --frames 20", "ledge sim: --frames given twice\n"},
      {"sim " + level + " --hash --trace " + trace + " --hash", "ledge sim: --hash given twice\n"},
      {"shot " + level + " --out " + picture + " --frame 2 --out " + picture, "ledge shot: --out given twice\n"},
      {"bench --actors 10 --actors 20", "ledge bench: --actors given twice\n"},
      {"check " + map + " --layer walls --layer decor", "ledge check: --layer given twice\n"},
      {"check " + project + " --level First --level Second", "ledge check: --level given twice\n"},
      {"convert " + map + " " + out + " --layer walls --layer decor", "ledge convert: --layer given twice\n"},
      {"convert " + project + " " + out + " --level First --level Second", "ledge convert: --level given twice\n"},
      {level + " --frames 5 --screenshot " + picture + " --frames 6", "ledge: --frames given twice"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.args);
    const Run run = runLedge(c.args);
    CHECK(run.exitCode == 2);
    CHECK_MESSAGE(run.output.starts_with(c.message), run.output);
  }
  // Nothing was written: the folder holds the level, the map and the project alone.
  CHECK(std::distance(fs::directory_iterator(files.folder), fs::directory_iterator()) == 3);
}

TEST_CASE("ledge --help shows the --layer and --level options of check, convert, sim and shot") {
  const Run help = runLedge("--help");
  CHECK(help.exitCode == 0);
  for (const std::string& line : linesOf(help.output)) {
    if (line.starts_with("  ledge check ") || line.starts_with("  ledge convert ") || line.starts_with("  ledge sim ") ||
        line.starts_with("  ledge shot ")) {
      CAPTURE(line);
      CHECK(contains(line, "--layer NAME"));
      CHECK(contains(line, "--level NAME"));
    }
  }
  CHECK(contains(help.output, "  ledge check LEVEL [options]"));
  CHECK(contains(help.output, "  ledge convert IN OUT [options]"));
}

TEST_CASE("ledge with a misspelt command names the commands, rather than taking the word for a level") {
  const Files files("misspelt", roomLevel());
  const Run run = runLedge("chek " + quoted(files.level));
  CHECK(run.exitCode == 2);
  CHECK(run.output == "ledge: unknown command 'chek': the commands are check, convert, sim, bench, shot (see ledge --help)\n");
}
