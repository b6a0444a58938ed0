#include "editor/settings.h"

#include <algorithm>
#include <charconv>

namespace ledge::editor {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

template <typename Number>
void readNumber(std::string_view value, Number& out, Number low, Number high) {
  Number v{};
  const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), v);
  if (error == std::errc() && end == value.data() + value.size() && v >= low && v <= high) out = v;
}

void readBool(std::string_view value, bool& out) {
  if (value == "true") out = true;
  if (value == "false") out = false;
}

std::string number(float v) { return std::to_string(static_cast<int>(v)); }

}  // namespace

std::string formatSettings(const Settings& s) {
  std::string text = "# Ledge editor settings\n";
  auto line = [&text](const char* key, const std::string& value) { text += std::string(key) + " = " + value + "\n"; };
  auto flag = [](bool b) { return std::string(b ? "true" : "false"); };
  line("windowWidth", std::to_string(s.windowWidth));
  line("windowHeight", std::to_string(s.windowHeight));
  line("lastFolder", s.lastFolder);
  for (const std::string& file : s.recentFiles) line("recent", file);
  line("showToolsPanel", flag(s.showToolsPanel));
  line("showSidePanel", flag(s.showSidePanel));
  line("toolsPanelWidth", number(s.toolsPanelWidth));
  line("sidePanelWidth", number(s.sidePanelWidth));
  line("showGrid", flag(s.showGrid));
  for (const auto& [id, visible] : s.overlays) line(("overlay." + id).c_str(), flag(visible));
  return text;
}

Settings parseSettings(std::string_view text) {
  Settings s;
  while (!text.empty()) {
    const size_t end = std::min(text.find('\n'), text.size());
    const std::string_view row = trim(text.substr(0, end));
    text.remove_prefix(std::min(end + 1, text.size()));
    const size_t eq = row.find('=');
    if (row.empty() || row.front() == '#' || eq == std::string_view::npos) continue;
    const std::string_view key = trim(row.substr(0, eq));
    const std::string_view value = trim(row.substr(eq + 1));
    if (key == "windowWidth") readNumber(value, s.windowWidth, 200, 16384);
    else if (key == "windowHeight") readNumber(value, s.windowHeight, 150, 16384);
    else if (key == "lastFolder") s.lastFolder = value;
    else if (key == "recent" && !value.empty() && s.recentFiles.size() < Settings::kMaxRecentFiles)
      s.recentFiles.emplace_back(value);
    else if (key == "showToolsPanel") readBool(value, s.showToolsPanel);
    else if (key == "showSidePanel") readBool(value, s.showSidePanel);
    else if (key == "toolsPanelWidth") readNumber(value, s.toolsPanelWidth, 120.0f, 1000.0f);
    else if (key == "sidePanelWidth") readNumber(value, s.sidePanelWidth, 160.0f, 1000.0f);
    else if (key == "showGrid") readBool(value, s.showGrid);
    else if (key.starts_with("overlay.") && key.size() > 8 && (value == "true" || value == "false"))
      s.overlays[std::string(key.substr(8))] = value == "true";
  }
  return s;
}

void addRecentFile(Settings& settings, const std::string& path) {
  forgetRecentFile(settings, path);
  auto& files = settings.recentFiles;
  files.insert(files.begin(), path);
  if (files.size() > Settings::kMaxRecentFiles) files.resize(Settings::kMaxRecentFiles);
}

void forgetRecentFile(Settings& settings, const std::string& path) { std::erase(settings.recentFiles, path); }

}  // namespace ledge::editor
