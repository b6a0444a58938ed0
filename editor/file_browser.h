#pragma once
// A file dialog drawn with Dear ImGui (there is no native one): a folder listing, a path
// field, the files of the wanted kinds, and, when saving over a file, a confirmation.
//
// The browser is a small model (folder, entries, typed name, the file to replace) that draw()
// shows and changes through the same calls tests make.

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ledge::editor {

class FileBrowser {
 public:
  enum class Mode : uint8_t { Open, Save };
  struct Entry {
    std::string name;
    bool isFolder = false;
    friend bool operator==(const Entry&, const Entry&) = default;
  };

  // Shows the browser in `folder` (the current folder when empty or missing), listing the
  // files whose names end in one of `extensions` (".json"); Save starts with `fileName`.
  void show(Mode mode, std::string title, const std::string& folder, std::vector<std::string> extensions,
            std::string fileName = {});
  bool visible() const { return visible_; }
  // Draws the browser while it is visible.
  void draw();
  // The file the user confirmed, handed out once.
  std::optional<std::string> takeChosen() { return std::exchange(chosen_, std::nullopt); }

  // --- the model ------------------------------------------------------------------------
  // The folder shown, absolute; its folders first, then its wanted files, by name.
  const std::string& folder() const { return folder_; }
  const std::vector<Entry>& entries() const { return entries_; }
  void enter(const std::string& folder);
  void up();
  // The name typed or clicked; a new name drops the question about replacing a file.
  const std::string& fileName() const { return fileName_; }
  void setFileName(std::string name);
  // Open or Save with the typed name: a folder's name enters it; Save adds the first
  // extension when the name has none of them and asks once before replacing a file (confirm
  // again to replace it); Open takes a name without an extension as the first wanted file of
  // that name, and refuses a missing file. A chosen file closes the browser.
  void confirm();
  // Save: the name the typed name is saved as when that differs from it ("other.json.txt" for
  // "other.json" where .txt is wanted), shown before saving; empty when it saves as typed.
  std::string savesAs() const;
  // Save: asked of the file a confirmed name would be written to, before it is chosen or the
  // question about replacing it asked. An answer is shown as the error and nothing is chosen:
  // the browser then refuses up front what the save would refuse after a "replace it?". Reset by show().
  using Refusal = std::string (*)(const std::string& path);
  void refuseWith(Refusal refusal) { refusal_ = refusal; }
  // Save: the existing file that confirming again replaces; empty when not asked.
  const std::string& replacing() const { return replacing_; }
  // Why the folder cannot be listed or the file cannot be opened; empty when fine.
  const std::string& error() const { return error_; }

 private:
  bool wanted(const std::string& name) const;
  // The typed name as a path: in the folder shown unless absolute.
  std::filesystem::path typedPath() const;
  // Save of `path` adds the first extension: it has none of the wanted ones.
  bool addsExtension(const std::filesystem::path& path) const;
  // Open of a `path` that does not exist: true with `path` made the wanted file it names without
  // its extension, else false with the error said.
  bool openWithExtension(std::filesystem::path& path);

  Mode mode_ = Mode::Open;
  std::string title_;
  std::string folder_;
  std::string fileName_;
  std::vector<std::string> extensions_;
  std::vector<Entry> entries_;
  std::string error_;
  std::string replacing_;
  std::optional<std::string> chosen_;
  Refusal refusal_ = nullptr;
  bool visible_ = false;
  bool focusName_ = false;  // the name field takes the keyboard: type a name, press Enter
};

// `stem` + `extension`, or else the first of stem-2, stem-3, ... with it, that names nothing
// in `folder`.
std::string unusedFileName(const std::string& folder, const std::string& stem, const std::string& extension);

}  // namespace ledge::editor
