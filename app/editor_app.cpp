#include "app/editor_app.h"

#include <glad/gl.h>
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <vector>

#include "app/draw_list_renderer.h"
#include "app/editor_input.h"
#include "app/screenshot.h"
#include "app/settings_store.h"
#include "app/tile_map_renderer.h"
#include "app/ui_script.h"
#include "app/version.h"
#include "app/window.h"
#include "core/io/file_read.h"
#include "editor/editor.h"

namespace ledge::app {
namespace {

// After the last input, keep drawing this many frames (hover and animations settle), then
// sleep until the next event so that an idle editor costs nothing.
constexpr int kBusyFrames = 30;
constexpr double kIdleWaitSeconds = 0.5;

// Set by the input callbacks, which GLFW calls before Dear ImGui's (they chain).
int gFramesSinceInput = 0;
void markInput() { gFramesSinceInput = 0; }
void onCursor(GLFWwindow*, double, double) { markInput(); }
void onButton(GLFWwindow*, int, int, int) { markInput(); }
void onScroll(GLFWwindow*, double, double) { markInput(); }
void onKey(GLFWwindow*, int, int, int, int) { markInput(); }
void onChar(GLFWwindow*, unsigned) { markInput(); }
void onSize(GLFWwindow*, int, int) { markInput(); }

std::optional<UiScriptPlayer> loadScript(const std::string& path, std::string& error) {
  if (path.empty()) return std::nullopt;
  const io::FileRead file = io::readWholeFile(path, 16 << 20);
  if (!file.ok()) {
    error = "ledge: cannot read " + path + ": " + file.error;
    return std::nullopt;
  }
  UiScript script = parseUiScript(file.bytes);
  if (!script.error.empty()) {
    error = "ledge: " + path + ": " + script.error;
    return std::nullopt;
  }
  return UiScriptPlayer(std::move(script));
}

std::string defaultLevel() {
  const std::filesystem::path demo(LEDGE_DEMO_LEVEL);
  std::error_code ec;
  return std::filesystem::exists(demo, ec) ? demo.string() : std::string();
}

void printFrameStats(std::vector<double> ms) {
  if (ms.empty()) return;
  std::sort(ms.begin(), ms.end());
  const auto at = [&ms](double q) { return ms[std::min(ms.size() - 1, static_cast<size_t>(q * static_cast<double>(ms.size())))]; };
  std::printf("frame time over %zu frames: median %.2f ms, p99 %.2f ms, max %.2f ms\n", ms.size(), at(0.5), at(0.99),
              ms.back());
}

class Gui {
 public:
  explicit Gui(GLFWwindow* window) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;  // the editor keeps its own layout settings
    ImGui::StyleColorsDark();
    ImGui::GetStyle().WindowRounding = 0.0f;
    ImGui_ImplGlfw_InitForOpenGL(window, true);
    ImGui_ImplOpenGL3_Init("#version 330 core");
  }
  ~Gui() {
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext();
  }
  Gui(const Gui&) = delete;
  Gui& operator=(const Gui&) = delete;
};

}  // namespace

int runEditor(const EditorOptions& options) {
  std::string error;
  std::optional<UiScriptPlayer> script = loadScript(options.script, error);
  if (!error.empty()) {
    std::fprintf(stderr, "%s\n", error.c_str());
    return 2;
  }
  const std::string folder = settingsFolder();
  editor::Settings settings = loadSettings(folder);
  const int width = options.width ? options.width : settings.windowWidth;
  const int height = options.height ? options.height : settings.windowHeight;

  Window window;
  if (std::string problem = window.open(width, height, "Ledge"); !problem.empty()) {
    std::fprintf(stderr, "%s\n", problem.c_str());
    return 2;
  }
  // Installed before Dear ImGui's backend, which calls them on.
  glfwSetCursorPosCallback(window.handle(), onCursor);
  glfwSetMouseButtonCallback(window.handle(), onButton);
  glfwSetScrollCallback(window.handle(), onScroll);
  glfwSetKeyCallback(window.handle(), onKey);
  glfwSetCharCallback(window.handle(), onChar);
  glfwSetWindowSizeCallback(window.handle(), onSize);
  Gui gui(window.handle());

  TileMapRenderer renderer;
  if (std::string problem = renderer.init(); !problem.empty()) {
    std::fprintf(stderr, "ledge: cannot set up the tile renderer: %s\n", problem.c_str());
    return 2;
  }
  editor::Editor editor(std::move(settings), folder, cli::kVersion);
  editor.swatches = {reinterpret_cast<void*>(static_cast<intptr_t>(renderer.swatchTexture())), TileMapRenderer::kSwatchPixels};
  editor.start(options.level.empty() ? defaultLevel() : options.level);

  std::vector<double> frameMs;
  std::string reportedProblem;  // the renderer's, shown once
  int exitCode = 0;
  for (int frame = 0;; ++frame) {
    const auto frameStart = std::chrono::steady_clock::now();
    const bool busy = options.frames > 0 || gFramesSinceInput++ < kBusyFrames;
    if (busy)
      glfwPollEvents();
    else
      glfwWaitEventsTimeout(kIdleWaitSeconds);
    const bool closeRequested = window.takeCloseRequest();

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    if (script) script->apply(frame, ImGui::GetIO(), editor.canvas.view, editor.doc.map().tileSize());
    ImGui::NewFrame();
    editor.frame(readEditorInput(glfwGetTime(), closeRequested));
    const DrawList& drawList = editor.drawList();
    renderDrawList(drawList, *ImGui::GetBackgroundDrawList());
    ImGui::Render();

    int fbWidth = 0, fbHeight = 0;
    glfwGetFramebufferSize(window.handle(), &fbWidth, &fbHeight);
    glViewport(0, 0, fbWidth, fbHeight);
    glClearColor(0.08f, 0.08f, 0.10f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    renderer.sync(drawList.tileMap);
    if (renderer.problem() != reportedProblem) {
      reportedProblem = renderer.problem();
      if (!reportedProblem.empty()) editor.showMessage(reportedProblem);
    }
    const float scale = ImGui::GetIO().DisplayFramebufferScale.x;
    renderer.draw(drawList.view, scale, fbHeight, drawList.tileMap.grid);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());

    const bool last = options.frames > 0 && frame + 1 >= options.frames;
    if (last && !options.screenshot.empty()) {
      if (std::string problem = writeScreenshot(options.screenshot, fbWidth, fbHeight); !problem.empty()) {
        std::fprintf(stderr, "ledge: %s\n", problem.c_str());
        exitCode = 1;
      }
    }
    glfwSwapBuffers(window.handle());
    window.setTitle(editor.windowTitle());
    if (options.frameStats) {
      glFinish();
      frameMs.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - frameStart).count());
    }
    if (last || editor.quitting()) break;
  }

  editor.finish();
  editor.settings.windowWidth = window.width();
  editor.settings.windowHeight = window.height();
  if (std::string problem = saveSettings(folder, editor.settings); !problem.empty())
    std::fprintf(stderr, "ledge: cannot save the settings: %s\n", problem.c_str());
  if (options.frameStats) printFrameStats(std::move(frameMs));
  return exitCode;
}

}  // namespace ledge::app
