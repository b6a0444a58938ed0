// `./dev shots`, which remakes README's pictures, run on a copy of the script in a folder of its
// own: its pictures land there, not in the repository's docs/. Stand-ins for cmake and dpkg-query
// keep it from building or installing anything.

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "app/tests/run_program.h"

using namespace ledge;
using namespace ledge::test;
namespace fs = std::filesystem;

namespace {

// A program named `name` in `folder` that runs the shell lines `body`.
void writeProgram(const fs::path& folder, const std::string& name, const std::string& body) {
  writeText(folder / name, "#!/bin/sh\n" + body + "\n");
  fs::permissions(folder / name, fs::perms::owner_all, fs::perm_options::add);
}

// A copy of the repository's `dev` under folder/tree, with the built `ledge` and the levels where
// it looks for them; folder/bin has a cmake that builds nothing and a dpkg-query that finds every
// package installed; folder/tmp is its TMPDIR.
struct DevCopy {
  TempFolder folder;
  fs::path tree = folder / "tree";
  fs::path bin = folder / "bin";
  fs::path tmp = folder / "tmp";

  explicit DevCopy(const std::string& label) : folder(label) {
    fs::create_directories(tree / "build/release/app");
    fs::create_directories(tree / "docs");
    fs::create_directories(bin);
    fs::create_directories(tmp);
    fs::copy_file("dev", tree / "dev");
    fs::create_symlink(LEDGE_BINARY, tree / "build/release/app/ledge");
    fs::create_directory_symlink(fs::absolute("levels"), tree / "levels");
    fs::copy_file("docs/editor.script", tree / "docs/editor.script");
    writeProgram(bin, "cmake", "exit 0");
    writeProgram(bin, "dpkg-query", "printf 'install ok installed'");
  }

  Run shots() const {
    return runCommand("env PATH=" + quoted(bin.string()) + ":\"$PATH\" TMPDIR=" + quoted(tmp.string()) + " " +
                      quoted((tree / "dev").string()) + " shots");
  }

  // Every file under `under` (a folder of the copy), one a line, sorted.
  std::string files(const fs::path& under) const {
    std::vector<std::string> names;
    for (const fs::directory_entry& entry : fs::recursive_directory_iterator(under))
      names.push_back(fs::relative(entry.path(), under).string());
    std::sort(names.begin(), names.end());
    std::string listing;
    for (const std::string& name : names) listing += name + "\n";
    return listing;
  }
};

}  // namespace

TEST_CASE("./dev shots remakes docs/editor.png and docs/lab/*.png, and leaves no .bak and no temporary folder") {
  const DevCopy dev("dev-shots");
  // A picture of Ledge's there already, which the screenshot writer, written over, would keep as a .bak.
  REQUIRE(runLedgeUnderXvfb("shot levels/demo.json --size 200x150 --out " + quoted((dev.tree / "docs/editor.png").string()),
                            dev.folder / "config")
              .exitCode == 0);
  fs::create_directories(dev.tree / "docs/lab");
  fs::copy_file(dev.tree / "docs/editor.png", dev.tree / "docs/lab/raycast-slopes.png");

  const Run run = dev.shots();
  INFO(run.output);
  REQUIRE(run.exitCode == 0);
  const std::string docs = dev.files(dev.tree / "docs");
  CHECK(docs.find(".bak") == std::string::npos);
  CHECK(docs.find("lab/raycast-slopes.png\n") != std::string::npos);
  CHECK(docs.find("lab/speculative-one-way.png\n") != std::string::npos);
  const Png editor = readPng(dev.tree / "docs/editor.png");
  CHECK(editor.width == 1280);
  CHECK(editor.height == 720);
  CHECK(readPng(dev.tree / "docs/lab/raycast-slopes.png").width == 960);
  CHECK(dev.files(dev.tmp) == "");
}

TEST_CASE("./dev shots removes its temporary folder when a shot fails") {
  const DevCopy dev("dev-shots-failed");
  writeProgram(dev.bin, "xvfb-run", "echo 'xvfb-run: no display for this test' >&2; exit 1");
  const Run run = dev.shots();
  INFO(run.output);
  CHECK(run.exitCode == 1);
  CHECK(run.output.find("no display for this test") != std::string::npos);
  CHECK(dev.files(dev.tmp) == "");
}
