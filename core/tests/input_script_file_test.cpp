// Inputs files: errors name the file and the line; writing never loses the file it replaces.

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include <doctest/doctest.h>

#include "core/io/inputs_file.h"

using namespace ledge;
namespace fs = std::filesystem;

namespace {

// A fresh folder under the system's temporary folder, removed at the end of the test.
struct TempFolder {
  fs::path path;
  TempFolder() {
    path = fs::temp_directory_path() / ("ledge-inputs-test-" + std::to_string(std::random_device{}()));
    fs::create_directories(path);
  }
  ~TempFolder() { fs::remove_all(path); }
  std::string file(const char* name) const { return (path / name).string(); }
};

void writeText(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

std::string readText(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("inputs file: a valid file gives one input per frame") {
  TempFolder folder;
  const std::string path = folder.file("run.txt");
  writeText(path, "# warm up\n3*R\n1*RJ\n2*.\n");
  const io::InputsFileRead read = io::readInputsFile(path);
  REQUIRE_MESSAGE(read.ok(), read.error);
  REQUIRE(read.inputs.size() == 6);
  CHECK(read.inputs[3] == Input{Input::Right | Input::Jump});
  CHECK(read.inputs[5] == Input{});
}

TEST_CASE("inputs file: errors name the file and the line") {
  TempFolder folder;
  const std::string path = folder.file("broken.txt");
  writeText(path, "30*R\n# fine so far\n5*Q\n");
  const io::InputsFileRead read = io::readInputsFile(path);
  CHECK_FALSE(read.ok());
  CHECK(read.error == path + ": line 3: unknown key 'Q' in '5*Q' (keys are L R U D J, or '.' for none)");
  CHECK(read.inputs.empty());

  const io::InputsFileRead missing = io::readInputsFile(folder.file("absent.txt"));
  CHECK(missing.error == folder.file("absent.txt") + ": cannot read the file: No such file or directory");

  const io::InputsFileRead folderRead = io::readInputsFile(folder.path.string());
  CHECK(folderRead.error == folder.path.string() + ": cannot read the file: it is a folder, not a file");
}

TEST_CASE("inputs file: writing replaces a file only once the new one is complete") {
  TempFolder folder;
  const std::string path = folder.file("saved.txt");
  writeText(path, "1*L\n");
  const std::vector<Input> inputs = {Input{Input::Right}, Input{Input::Right}, Input{Input::Jump}};
  const io::SaveResult saved = io::writeInputsFile(path, inputs, "saved by a test");
  REQUIRE_MESSAGE(saved.ok, saved.error);
  CHECK(readText(path) == "# saved by a test\n2*R\n1*J\n");
  CHECK(readText(io::backupPath(path)) == "1*L\n");
  CHECK(io::readInputsFile(path).inputs == inputs);

  const std::string nowhere = folder.file("no-such-folder/saved.txt");
  const io::SaveResult failed = io::writeInputsFile(nowhere, inputs);
  CHECK_FALSE(failed.ok);
  CHECK(failed.error.find(nowhere) != std::string::npos);
  CHECK_FALSE(fs::exists(nowhere));
}
