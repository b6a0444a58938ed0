// The in-app file browser's model: what it lists, moving between folders, typing a name, and
// saving over a file only when asked twice. draw() shows it and calls the same functions.

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "editor/file_browser.h"
#include "editor/tests/helpers.h"

using namespace ledge::editor;
using namespace ledge::editor::test;
using Entries = std::vector<FileBrowser::Entry>;

namespace {

// `folder` made a levels/ with two levels, a note, a hidden file and a folder of older levels;
// its canonical path, as the browser names it.
std::filesystem::path levelsFolder(const TempFolder& folder) {
  std::filesystem::create_directories(folder / "old");
  std::filesystem::create_directories(folder / ".cache");
  for (const char* file : {"b.json", "A.JSON", "notes.txt", ".hidden.json", "old/first.json"})
    std::ofstream(folder / file) << "{}";
  return std::filesystem::canonical(folder);
}

}  // namespace

TEST_CASE("file browser: lists folders first, then the wanted files, by name, and no hidden ones") {
  const TempFolder levels("editor-browser-list");
  const auto folder = levelsFolder(levels);
  FileBrowser b;
  b.show(FileBrowser::Mode::Open, "Open Level", folder.string(), {".json"});
  CHECK(b.visible());
  CHECK(b.folder() == folder.string());
  CHECK(b.entries() == Entries{{"old", true}, {"A.JSON", false}, {"b.json", false}});
  CHECK(b.error() == "");
}

TEST_CASE("file browser: a missing folder shows the working folder") {
  FileBrowser b;
  b.show(FileBrowser::Mode::Open, "Open Level", "/no/such/folder", {".json"});
  CHECK(b.folder() == std::filesystem::current_path().string());
}

TEST_CASE("file browser: into a folder, up again, and into a folder by typing its name") {
  const TempFolder levels("editor-browser-navigate");
  const auto folder = levelsFolder(levels);
  FileBrowser b;
  b.show(FileBrowser::Mode::Open, "Open Level", folder.string(), {".json"});
  b.enter((folder / "old").string());
  CHECK(b.folder() == (folder / "old").string());
  CHECK(b.entries() == Entries{{"first.json", false}});
  b.up();
  CHECK(b.folder() == folder.string());
  b.setFileName("old");
  b.confirm();
  CHECK(b.folder() == (folder / "old").string());
  CHECK(b.fileName() == "");
  CHECK_FALSE(b.takeChosen().has_value());
  CHECK(b.visible());
}

TEST_CASE("file browser: Open takes a typed name that exists, with or without its extension, and says when it does not") {
  const TempFolder levels("editor-browser-open");
  const auto folder = levelsFolder(levels);
  FileBrowser b;
  b.show(FileBrowser::Mode::Open, "Open Level", folder.string(), {".json"});
  b.setFileName("c.json");
  b.confirm();
  CHECK(b.error() == (folder / "c.json").string() + " does not exist");
  CHECK_FALSE(b.takeChosen().has_value());
  CHECK(b.visible());
  b.setFileName("c");  // no c.json either: named as typed
  b.confirm();
  CHECK(b.error() == (folder / "c").string() + " does not exist");
  // Typed as listed, without the extension: the wanted file of that name.
  b.setFileName("b");
  b.confirm();
  CHECK(b.takeChosen() == (folder / "b.json").string());
  b.show(FileBrowser::Mode::Open, "Open Level", folder.string(), {".json"});
  b.setFileName("old/../b.json");
  b.confirm();
  CHECK(b.takeChosen() == (folder / "b.json").string());
  CHECK_FALSE(b.takeChosen().has_value());  // handed out once
  CHECK_FALSE(b.visible());
}

TEST_CASE("file browser: Save adds the extension, asks before replacing a file, replaces when asked again") {
  const TempFolder levels("editor-browser-save");
  const auto folder = levelsFolder(levels);
  FileBrowser b;
  b.show(FileBrowser::Mode::Save, "Save Level As", folder.string(), {".json"}, "level.json");
  CHECK(b.fileName() == "level.json");
  b.setFileName("new");
  b.confirm();
  CHECK(b.takeChosen() == (folder / "new.json").string());

  b.show(FileBrowser::Mode::Save, "Save Level As", folder.string(), {".json"}, "b");
  b.confirm();
  CHECK(b.replacing() == (folder / "b.json").string());
  CHECK_FALSE(b.takeChosen().has_value());
  CHECK(b.visible());
  b.setFileName("b.json");  // another name (even for the same file) asks again
  CHECK(b.replacing() == "");
  b.confirm();
  CHECK_FALSE(b.takeChosen().has_value());
  b.confirm();
  CHECK(b.takeChosen() == (folder / "b.json").string());
  CHECK_FALSE(b.visible());
  CHECK(b.folder() == folder.string());
}

TEST_CASE("file browser: Save refuses up front what its refusal names, before asking to replace a file") {
  const TempFolder levels("editor-browser-refuse");
  const auto folder = levelsFolder(levels);
  FileBrowser b;
  b.show(FileBrowser::Mode::Save, "Export to Tiled", folder.string(), {".json"}, "b");
  b.refuseWith([](const std::string& path) {
    return path.ends_with("b.json") ? "cannot export " + path + ": it is someone else's" : std::string();
  });
  b.confirm();
  CHECK(b.error() == "cannot export " + (folder / "b.json").string() + ": it is someone else's");
  CHECK(b.replacing() == "");
  b.confirm();  // asked again, refused again: never replaced
  CHECK_FALSE(b.takeChosen().has_value());
  CHECK(b.visible());
  b.setFileName("fresh");
  b.confirm();
  CHECK(b.error() == "");
  CHECK(b.takeChosen() == (folder / "fresh.json").string());

  // show() forgets the refusal: the next Save As asks and replaces as ever.
  b.show(FileBrowser::Mode::Save, "Save Level As", folder.string(), {".json"}, "b");
  b.confirm();
  CHECK(b.replacing() == (folder / "b.json").string());
}

TEST_CASE("file browser: Save names the file a typed name is saved as when it adds the extension, before saving") {
  const TempFolder levels("editor-browser-saves-as");
  const auto folder = levelsFolder(levels);
  FileBrowser b;
  b.show(FileBrowser::Mode::Save, "Save Inputs", folder.string(), {".txt", ".inputs"}, "other.json");
  CHECK(b.savesAs() == "other.json.txt");
  b.setFileName("a/../other.json");  // as confirm() writes it
  CHECK(b.savesAs() == "other.json.txt");
  b.setFileName("other.inputs");
  CHECK(b.savesAs() == "");
  b.setFileName("notes.TXT");
  CHECK(b.savesAs() == "");
  b.setFileName("old");  // a folder: confirming enters it
  CHECK(b.savesAs() == "");
  b.setFileName("");
  CHECK(b.savesAs() == "");
  b.setFileName("other.json");
  b.confirm();
  CHECK(b.takeChosen() == (folder / "other.json.txt").string());

  b.show(FileBrowser::Mode::Open, "Load Inputs", folder.string(), {".txt"}, "notes");
  CHECK(b.savesAs() == "");
}
