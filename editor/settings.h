#pragma once
// What the editor remembers between runs: window size, last folder, recent files, panel
// layout. Stored as "key = value" lines; unknown keys and bad values are skipped, so an old
// or hand-edited file never stops the editor from starting.

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace ledge::editor {

struct Settings {
  static constexpr size_t kMaxRecentFiles = 10;

  int windowWidth = 1280;
  int windowHeight = 720;
  std::string lastFolder;
  std::vector<std::string> recentFiles;  // most recent first
  // Panel layout.
  bool showToolsPanel = true;
  bool showSidePanel = true;
  float toolsPanelWidth = 200.0f;
  float sidePanelWidth = 300.0f;
  bool showGrid = true;
  // Canvas overlays shown or hidden, by Overlay::id ("overlay.rays = true"); an overlay not
  // listed has its default.
  std::map<std::string, bool> overlays;

  friend bool operator==(const Settings&, const Settings&) = default;
};

std::string formatSettings(const Settings& settings);
Settings parseSettings(std::string_view text);

// Puts `path` first in the recent files (once), keeping at most kMaxRecentFiles.
void addRecentFile(Settings& settings, const std::string& path);
// Takes a file that is gone off Open Recent.
void forgetRecentFile(Settings& settings, const std::string& path);

}  // namespace ledge::editor
