#include "app/editor_options.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "app/whole_number.h"

namespace ledge::app {

bool parseWindowSize(const std::string& text, int& width, int& height) {
  const size_t x = text.find('x');
  return x != std::string::npos && parseWholeNumber(std::string_view(text).substr(0, x), 200, 16384, width) &&
         parseWholeNumber(std::string_view(text).substr(x + 1), 150, 16384, height);
}

std::string pictureNameProblem(const std::string& option, const std::string& path) {
  std::string extension = std::filesystem::path(path).extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(), [](unsigned char c) { return std::tolower(c); });
  if (extension == ".png") return {};
  return option + " writes a PNG: give a file name ending in .png, not '" + path + "'";
}

EditorOptions parseEditorOptions(const std::vector<std::string>& args, std::string& error) {
  EditorOptions o;
  int benchFrames = 0;
  error.clear();
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool hasValue = i + 1 < args.size();
    if (a == "--frames") {
      if (!hasValue || !parseWholeNumber(args[++i], 1, 1000000, o.frames)) error = "--frames needs a number of frames, 1 or more";
    } else if (a == "--screenshot") {
      if (hasValue) error = pictureNameProblem(a, o.screenshot = args[++i]);
      else error = "--screenshot needs a PNG file name";
    } else if (a == "--script") {
      if (hasValue) o.script = args[++i];
      else error = "--script needs a file";
    } else if (a == "--size") {
      if (!hasValue || !parseWindowSize(args[++i], o.width, o.height)) error = "--size needs WIDTHxHEIGHT, e.g. 1280x720";
    } else if (a == "--frame-stats") {
      o.frameStats = true;
    } else if (a == "--bench-frames") {
      if (!hasValue || !parseWholeNumber(args[++i], 1, 1000000, benchFrames))
        error = "--bench-frames needs a number of frames, 1 or more";
    } else if (a.starts_with("-")) {
      error = "unknown option " + a;
    } else if (o.level.empty()) {
      o.level = a;
    } else {
      error = "more than one level given: " + o.level + " and " + a;
    }
    if (!error.empty()) return o;
  }
  if (benchFrames > 0) {
    if (o.frames > 0) {
      error = "--bench-frames and --frames both set the number of frames: give one";
      return o;
    }
    // The first frame starts the lab's session; the warm-up frames play, and the N after them are measured.
    o.frames = 1 + kBenchWarmupFrames + benchFrames;
    o.warmupFrames = kBenchWarmupFrames;
    o.frameStats = true;
    o.lab.play = true;
  }
  if (!o.screenshot.empty() && o.frames == 0) error = "--screenshot needs --frames N (the frame to capture)";
  return o;
}

}  // namespace ledge::app
