#include "editor/file_browser.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <filesystem>

#include "editor/panels.h"

namespace ledge::editor {
namespace fs = std::filesystem;
namespace {

constexpr const char* kPopup = "##file-browser";

bool endsWith(const std::string& s, const std::string& end) {
  return s.size() >= end.size() && std::equal(end.rbegin(), end.rend(), s.rbegin(),
                                              [](char a, char b) { return std::tolower(a) == std::tolower(b); });
}

std::string extensionList(const std::vector<std::string>& extensions) {
  std::string list;
  for (const std::string& e : extensions) list += (list.empty() ? "" : ", ") + e;
  return list;
}

}  // namespace

void FileBrowser::show(Mode mode, std::string title, const std::string& folder, std::vector<std::string> extensions,
                       std::string fileName) {
  mode_ = mode;
  title_ = std::move(title);
  extensions_ = std::move(extensions);
  fileName_ = std::move(fileName);
  replacing_.clear();
  chosen_.reset();
  refusal_ = nullptr;
  std::error_code ec;
  enter(!folder.empty() && fs::is_directory(folder, ec) ? folder : fs::current_path(ec).string());
  visible_ = true;
  focusName_ = true;
}

bool FileBrowser::wanted(const std::string& name) const {
  return std::any_of(extensions_.begin(), extensions_.end(), [&name](const std::string& e) { return endsWith(name, e); });
}

fs::path FileBrowser::typedPath() const {
  return (fs::path(fileName_).is_absolute() ? fs::path(fileName_) : fs::path(folder_) / fileName_).lexically_normal();
}

bool FileBrowser::addsExtension(const fs::path& path) const {
  return mode_ == Mode::Save && !extensions_.empty() && !wanted(path.filename().string());
}

std::string FileBrowser::savesAs() const {
  if (fileName_.empty()) return {};
  const fs::path path = typedPath();
  std::error_code ec;
  if (!addsExtension(path) || fs::is_directory(path, ec)) return {};  // a folder's name enters it
  // The path confirm() writes, named from the folder shown where it is inside it.
  fs::path saved = path;
  saved += extensions_[0];
  const fs::path inFolder = saved.lexically_relative(folder_);
  return inFolder.empty() || *inFolder.begin() == ".." ? saved.string() : inFolder.string();
}

void FileBrowser::enter(const std::string& folder) {
  std::error_code ec;
  const fs::path canonical = fs::weakly_canonical(fs::absolute(folder, ec), ec);
  folder_ = ec ? folder : canonical.string();
  entries_.clear();
  error_.clear();
  fs::directory_iterator it(folder_, fs::directory_options::skip_permission_denied, ec);
  if (ec) {
    error_ = "cannot list " + folder_ + ": " + ec.message();
    return;
  }
  for (; it != fs::directory_iterator(); it.increment(ec)) {
    if (ec) break;
    const std::string name = it->path().filename().string();
    if (name.empty() || name[0] == '.') continue;
    std::error_code typeError;
    const bool isFolder = it->is_directory(typeError);
    if (isFolder || wanted(name)) entries_.push_back({name, isFolder});
  }
  std::sort(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) {
    return a.isFolder != b.isFolder ? a.isFolder : a.name < b.name;
  });
}

void FileBrowser::up() { enter(fs::path(folder_).parent_path().string()); }

void FileBrowser::setFileName(std::string name) {
  fileName_ = std::move(name);
  replacing_.clear();
}

void FileBrowser::confirm() {
  if (fileName_.empty()) return;
  focusName_ = true;  // unless a file is chosen, the user answers in the name field
  fs::path path = typedPath();
  std::error_code ec;
  if (fs::is_directory(path, ec)) {
    enter(path.string());
    fileName_.clear();
    return;
  }
  if (addsExtension(path)) path += extensions_[0];
  if (mode_ == Mode::Open && !fs::exists(path, ec) && !openWithExtension(path)) return;
  if (mode_ == Mode::Save && refusal_) {
    error_ = refusal_(path.string());
    if (!error_.empty()) return;
  }
  if (mode_ == Mode::Save && fs::exists(path, ec) && replacing_ != path.string()) {
    replacing_ = path.string();
    return;
  }
  folder_ = path.parent_path().string();
  visible_ = false;
  chosen_ = path.string();
}

bool FileBrowser::openWithExtension(fs::path& path) {
  // Typed as the list shows it, without its extension ("demo" for demo.json).
  if (!wanted(path.filename().string())) {
    for (const std::string& extension : extensions_) {
      std::error_code ec;
      if (fs::path withExtension = fs::path(path) += extension; fs::exists(withExtension, ec)) {
        path = std::move(withExtension);
        return true;
      }
    }
  }
  error_ = path.string() + " does not exist";
  return false;
}

void FileBrowser::draw() {
  if (!visible_) return;
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowSize(ImVec2(std::min(640.0f, display.x - 40.0f), std::min(460.0f, display.y - 40.0f)), ImGuiCond_Appearing);
  ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, display.y * 0.5f), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  bool open = true;
  const std::string id = title_ + kPopup;
  if (!ImGui::IsPopupOpen(id.c_str())) ImGui::OpenPopup(id.c_str());
  if (!ImGui::BeginPopupModal(id.c_str(), &open)) {
    visible_ = false;
    return;
  }
  if (ImGui::Button("Up")) up();
  ImGui::SameLine();
  ImGui::TextUnformatted(folder_.c_str());

  // The question about replacing a file wraps in a narrow window: the list leaves it room.
  const std::string question =
      replacing_.empty() ? std::string()
                         : fs::path(replacing_).filename().string() +
                               " exists. Save again (or press Enter) to replace it; its old version is kept as .bak.";
  const float questionHeight =
      question.empty() ? 0.0f
                       : ImGui::CalcTextSize(question.c_str(), nullptr, false, ImGui::GetContentRegionAvail().x).y +
                             ImGui::GetStyle().ItemSpacing.y;
  const float footer = ImGui::GetFrameHeightWithSpacing() * 2.0f + questionHeight + 6.0f;
  if (ImGui::BeginChild("##entries", ImVec2(0.0f, -footer), true)) {
    std::string enterFolder;
    for (const Entry& entry : entries_) {
      const std::string label = entry.isFolder ? "[" + entry.name + "]" : entry.name;
      if (ImGui::Selectable(label.c_str(), !entry.isFolder && entry.name == fileName_, ImGuiSelectableFlags_AllowDoubleClick)) {
        if (entry.isFolder) {
          enterFolder = (fs::path(folder_) / entry.name).string();
        } else {
          setFileName(entry.name);
          if (ImGui::IsMouseDoubleClicked(0)) confirm();
        }
      }
    }
    if (entries_.empty()) ImGui::TextDisabled("No folders or matching files here.");
    if (!enterFolder.empty()) enter(enterFolder);
  }
  ImGui::EndChild();

  ImGui::SetNextItemWidth(-220.0f);
  if (focusName_) {
    ImGui::SetKeyboardFocusHere();
    focusName_ = false;
  }
  if (ImGui::InputText("##name", &fileName_, ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll))
    confirm();
  if (ImGui::IsItemEdited()) replacing_.clear();
  ImGui::SameLine();
  if (ImGui::Button(mode_ == Mode::Open ? "Open" : "Save", ImVec2(100.0f, 0.0f))) confirm();
  ImGui::SameLine();
  if (ImGui::Button("Cancel", ImVec2(100.0f, 0.0f)) || keyPressed(ImGuiKey_Escape)) open = false;
  if (!question.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.8f, 0.3f, 1.0f));
    ImGui::TextWrapped("%s", question.c_str());
    ImGui::PopStyleColor();
  }
  if (!error_.empty())
    ImGui::TextColored(kProblemColour, "%s", error_.c_str());
  else if (const std::string name = savesAs(); !name.empty())
    ImGui::TextDisabled("Saves as %s", name.c_str());
  else
    ImGui::TextDisabled("Files: %s", extensionList(extensions_).c_str());

  if (!open) visible_ = false;
  if (!visible_) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

std::string unusedFileName(const std::string& folder, const std::string& stem, const std::string& extension) {
  std::string name = stem + extension;
  std::error_code ec;
  for (int n = 2; fs::exists(fs::path(folder) / name, ec); ++n) name = stem + "-" + std::to_string(n) + extension;
  return name;
}

}  // namespace ledge::editor
