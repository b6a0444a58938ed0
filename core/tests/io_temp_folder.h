#pragma once
// A fresh folder for one test's files, removed with everything in it when the test ends. Its name
// is unique (mkdtemp), so that two test runs at once never share one.

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <doctest/doctest.h>

namespace ledge::test {

class TempFolder {
 public:
  // `label` goes into the folder's name, to tell whose it is: /tmp/ledge-LABEL-Xa3k9Q.
  explicit TempFolder(const std::string& label = "io") {
    std::string pattern = (std::filesystem::temp_directory_path() / ("ledge-" + label + "-XXXXXX")).string();
    REQUIRE(::mkdtemp(pattern.data()) != nullptr);
    // Readable by everyone: the permission tests save from an unprivileged child process.
    ::chmod(pattern.c_str(), 0755);
    root_ = pattern;
  }
  ~TempFolder() {
    // A test may have made a folder read-only; give the permissions back before removing it.
    std::error_code ignored;
    for (auto it = std::filesystem::recursive_directory_iterator(root_, ignored);
         it != std::filesystem::recursive_directory_iterator(); it.increment(ignored))
      if (it->is_directory(ignored)) ::chmod(it->path().c_str(), 0755);
    std::filesystem::remove_all(root_, ignored);
  }
  TempFolder(const TempFolder&) = delete;
  TempFolder& operator=(const TempFolder&) = delete;

  std::string path(const std::string& name) const { return (root_ / name).string(); }

  // The folder itself, and a file in it, as paths: the app tests join names to the folder.
  const std::filesystem::path& root() const { return root_; }
  operator const std::filesystem::path&() const { return root_; }
  std::filesystem::path operator/(const std::filesystem::path& name) const { return root_ / name; }

  std::string write(const std::string& name, const std::string& bytes) const {
    const std::string file = path(name);
    std::filesystem::create_directories(std::filesystem::path(file).parent_path());
    std::ofstream out(file, std::ios::binary);
    out << bytes;
    REQUIRE(out.good());
    return file;
  }

  static std::string read(const std::string& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
  }

  // Names of the files in a folder of this one, sorted.
  std::string listing(const std::string& folder = "") const {
    std::string names;
    std::vector<std::string> sorted;
    for (const auto& entry : std::filesystem::directory_iterator(path(folder)))
      sorted.push_back(entry.path().filename().string());
    std::sort(sorted.begin(), sorted.end());
    for (const std::string& n : sorted) names += n + " ";
    return names;
  }

 private:
  std::filesystem::path root_;
};

}  // namespace ledge::test
