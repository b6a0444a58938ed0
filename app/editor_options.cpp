#include "app/editor_options.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "app/commands.h"
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

namespace {

// What the editor's options that take a value need, as a message says it when it is missing or
// wrong; null for the options that take none.
const char* valueNeeded(const std::string& option) {
  if (option == "--frames" || option == "--bench-frames") return "a number of frames, 1 or more";
  if (option == "--screenshot") return "a PNG file name";
  if (option == "--script") return "a file";
  if (option == "--size") return "WIDTHxHEIGHT, e.g. 1280x720";
  return nullptr;
}

}  // namespace

EditorOptions parseEditorOptions(const std::vector<std::string>& args, std::string& error) {
  EditorOptions o;
  int benchFrames = 0;
  error.clear();
  for (size_t i = 0; i < args.size() && error.empty(); ++i) {
    const std::string& a = args[i];
    const char* needs = valueNeeded(a);
    const std::string badValue = needs ? a + " needs " + needs : std::string();
    // As `ledge sim` and the other commands: an option given twice is refused, not the last taken.
    if (std::string problem = cli::optionProblem(args, i, needs != nullptr, needs ? needs : ""); !problem.empty()) {
      error = std::move(problem);
    } else if (a == "--frames") {
      if (!parseWholeNumber(args[++i], 1, 1000000, o.frames)) error = badValue;
    } else if (a == "--screenshot") {
      error = pictureNameProblem(a, o.screenshot = args[++i]);
    } else if (a == "--script") {
      o.script = args[++i];
    } else if (a == "--size") {
      if (!parseWindowSize(args[++i], o.width, o.height)) error = badValue;
    } else if (a == "--frame-stats") {
      o.frameStats = true;
    } else if (a == "--bench-frames") {
      if (!parseWholeNumber(args[++i], 1, 1000000, benchFrames)) error = badValue;
    } else if (a.starts_with("-")) {
      error = "unknown option " + a;
    } else if (o.level.empty()) {
      o.level = a;
    } else {
      error = "more than one level given: " + o.level + " and " + a;
    }
  }
  if (!error.empty()) return o;
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
