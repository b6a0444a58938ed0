#pragma once
// Where the editor keeps its settings and recovery file: $XDG_CONFIG_HOME/ledge, else
// ~/.config/ledge. Tests point XDG_CONFIG_HOME at a temporary folder.

#include <string>

#include "editor/settings.h"

namespace ledge::app {

std::string settingsFolder();
// The saved settings, or the defaults when there are none or they cannot be read.
editor::Settings loadSettings(const std::string& folder);
// Empty, or why they could not be written.
std::string saveSettings(const std::string& folder, const editor::Settings& settings);

}  // namespace ledge::app
