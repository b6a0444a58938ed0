#include "app/settings_store.h"

#include <cstdlib>
#include <filesystem>

#include "core/io/file_read.h"
#include "core/io/safe_write.h"

namespace ledge::app {
namespace {

constexpr const char* kFileName = "settings.ini";
constexpr int64_t kMaxSettingsBytes = 1 << 20;

}  // namespace

std::string settingsFolder() {
  const char* xdg = std::getenv("XDG_CONFIG_HOME");
  if (xdg && *xdg) return (std::filesystem::path(xdg) / "ledge").string();
  const char* home = std::getenv("HOME");
  if (home && *home) return (std::filesystem::path(home) / ".config" / "ledge").string();
  return (std::filesystem::temp_directory_path() / "ledge").string();
}

editor::Settings loadSettings(const std::string& folder) {
  const io::FileRead file = io::readWholeFile((std::filesystem::path(folder) / kFileName).string(), kMaxSettingsBytes);
  return file.ok() ? editor::parseSettings(file.bytes) : editor::Settings{};
}

std::string saveSettings(const std::string& folder, const editor::Settings& settings) {
  std::error_code ec;
  std::filesystem::create_directories(folder, ec);
  if (ec) return "cannot create " + folder + ": " + ec.message();
  const io::SaveResult saved = io::writeFileSafely((std::filesystem::path(folder) / kFileName).string(),
                                                   editor::formatSettings(settings));
  return saved.ok ? std::string() : saved.error;
}

}  // namespace ledge::app
