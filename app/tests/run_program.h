#pragma once
// Running the `ledge` binary from tests, with its output and exit code, and looking at the
// PNGs it writes.

#include <stb/stb_image.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/tests/io_temp_folder.h"  // TempFolder: each test's files, in a folder of its own

namespace ledge::test {

struct Run {
  int exitCode = -1;
  std::string output;  // stdout and stderr together
};

// Runs a shell command line (already quoted), with a time limit so that a hung window
// fails the test instead of the suite.
inline Run runCommand(const std::string& command) {
  Run run;
  FILE* pipe = ::popen(("timeout 120 " + command + " 2>&1").c_str(), "r");
  if (!pipe) return run;
  char buffer[4096];
  while (size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) run.output.append(buffer, n);
  const int status = ::pclose(pipe);
  run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

inline std::string quoted(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// `ledge ARGS` under a virtual X server 1280 x 720, with its settings in `configHome`. Tests
// that run at the same time start their search for a free display number at different places,
// picked by their folders' names, which no other test or run shares (xvfb-run -a alone can hand
// two of them the same one).
inline Run runLedgeUnderXvfb(const std::string& args, const std::filesystem::path& configHome) {
  const size_t firstDisplay = 100 + std::hash<std::string>{}(configHome.string()) % 800;
  return runCommand("xvfb-run -a -n " + std::to_string(firstDisplay) + " -s '-screen 0 1280x720x24' env XDG_CONFIG_HOME=" +
                    quoted(configHome.string()) + " " + quoted(LEDGE_BINARY) + " " + args);
}

// A 12 x 8 level with a floor, as its file says it.
inline constexpr const char* kSmallLevel = R"({
  "format": "ledge-level", "version": 1,
  "tileSize": 16, "width": 12, "height": 8,
  "tiles": [
    "............",
    "............",
    "............",
    "............",
    "............",
    "............",
    "............",
    "############"
  ]
})";

// A Tiled map with two tile layers: "decor" fills the map, "walls" only its bottom row.
inline constexpr const char* kTwoLayerTmx = R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="4" height="3" tilewidth="16" tileheight="16" infinite="0">
 <tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="1" columns="1"/>
 <layer id="1" name="decor" width="4" height="3"><data encoding="csv">1,1,1,1,1,1,1,1,1,1,1,1</data></layer>
 <layer id="2" name="walls" width="4" height="3"><data encoding="csv">0,0,0,0,0,0,0,0,1,1,1,1</data></layer>
</map>)";

inline void writeText(const std::filesystem::path& path, const std::string& text) { std::ofstream(path) << text; }

// The file's bytes; empty when it cannot be read.
inline std::string readText(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

struct Png {
  int width = 0;
  int height = 0;
  int distinctColors = 0;  // counted up to 64
  bool loaded = false;
  std::vector<unsigned char> rgb;

  std::array<int, 3> at(int x, int y) const {
    const unsigned char* p = &rgb[(static_cast<size_t>(y) * static_cast<size_t>(width) + static_cast<size_t>(x)) * 3];
    return {p[0], p[1], p[2]};
  }
  // Pixels in columns [x0, x1) whose colour is within `tolerance` of (r, g, b) on each channel.
  int count(int x0, int x1, int r, int g, int b, int tolerance = 2) const {
    int n = 0;
    for (int y = 0; y < height; ++y)
      for (int x = x0; x < x1; ++x) n += near(at(x, y), {r, g, b}, tolerance);
    return n;
  }
  // Within `tolerance` of each other on each channel.
  static bool near(const std::array<int, 3>& a, const std::array<int, 3>& b, int tolerance = 2) {
    return std::abs(a[0] - b[0]) <= tolerance && std::abs(a[1] - b[1]) <= tolerance && std::abs(a[2] - b[2]) <= tolerance;
  }
};

inline Png readPng(const std::filesystem::path& path) {
  Png png;
  int channels = 0;
  unsigned char* pixels = stbi_load(path.string().c_str(), &png.width, &png.height, &channels, 3);
  if (!pixels) return png;
  png.loaded = true;
  std::set<uint32_t> colors;
  const size_t count = static_cast<size_t>(png.width) * static_cast<size_t>(png.height);
  for (size_t i = 0; i < count && colors.size() < 64; ++i)
    colors.insert(static_cast<uint32_t>(pixels[3 * i] << 16 | pixels[3 * i + 1] << 8 | pixels[3 * i + 2]));
  png.distinctColors = static_cast<int>(colors.size());
  png.rgb.assign(pixels, pixels + count * 3);
  stbi_image_free(pixels);
  return png;
}

}  // namespace ledge::test
