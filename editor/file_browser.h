#pragma once
// A file dialog drawn with Dear ImGui (there is no native one): a folder listing, a path
// field, the files of the wanted kinds, and, when saving over a file, a confirmation.

#include <optional>
#include <string>
#include <vector>

namespace ledge::editor {

class FileBrowser {
 public:
  enum class Mode : uint8_t { Open, Save };

  // Shows the browser in `folder` (the current folder when empty or missing), listing the
  // files whose names end in one of `extensions` (".json"); Save starts with `fileName`.
  void show(Mode mode, std::string title, const std::string& folder, std::vector<std::string> extensions,
            std::string fileName = {});
  bool visible() const { return visible_; }
  // Draws the browser while it is visible; returns the chosen file once, when the user
  // confirms. Closing it returns nothing.
  std::optional<std::string> draw();
  const std::string& folder() const { return folder_; }

 private:
  struct Entry {
    std::string name;
    bool isFolder = false;
  };
  void enter(const std::string& folder);
  bool wanted(const std::string& name) const;
  std::optional<std::string> confirm();

  Mode mode_ = Mode::Open;
  std::string title_;
  std::string folder_;
  std::string fileName_;
  std::vector<std::string> extensions_;
  std::vector<Entry> entries_;
  std::string error_;
  std::string replacing_;  // Save: the existing file the user is asked to replace
  bool visible_ = false;
};

}  // namespace ledge::editor
