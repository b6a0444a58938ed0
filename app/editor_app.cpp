#include "app/editor_app.h"

#include <glad/gl.h>
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include <cfloat>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <optional>

#include "app/dot_image.h"
#include "app/draw_list_renderer.h"
#include "app/editor_input.h"
#include "app/frame_stats.h"
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

std::optional<UiScriptPlayer> loadScript(const std::string& program, const std::string& path, std::string& error) {
  if (path.empty()) return std::nullopt;
  const io::FileRead file = io::readWholeFile(path, 16 << 20);
  if (!file.ok()) {
    error = program + ": cannot read " + path + ": " + file.error;
    return std::nullopt;
  }
  UiScript script = parseUiScript(file.bytes);
  if (!script.error.empty()) {
    error = program + ": " + path + ": " + script.error;
    return std::nullopt;
  }
  return UiScriptPlayer(std::move(script));
}

std::string defaultLevel() {
  const std::filesystem::path demo(LEDGE_DEMO_LEVEL);
  std::error_code ec;
  return std::filesystem::exists(demo, ec) ? demo.string() : std::string();
}

class Gui {
 public:
  explicit Gui(GLFWwindow* window) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;  // the editor keeps its own layout settings
    // Lines anti-aliased by geometry rather than by sampling baked texels: see matchFontFilterTo.
    ImGui::GetIO().Fonts->Flags |= ImFontAtlasFlags_NoBakedLines;
    ImGui::StyleColorsDark();
    ImGui::GetStyle().WindowRounding = 0.0f;
    // The level is drawn under Dear ImGui: a dialog's see-through background would show it.
    ImGui::GetStyle().Colors[ImGuiCol_PopupBg].w = 1.0f;
    // Behind a prompt the window darkens: Dear ImGui's themes, the dark one too, dim in light
    // grey, which washes the level out where an import summary is read against it.
    ImGui::GetStyle().Colors[ImGuiCol_ModalWindowDimBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.35f);
    ImGui_ImplGlfw_InitForOpenGL(window, true);
    ImGui_ImplOpenGL3_Init("#version 330 core");
    ImGui_ImplOpenGL3_CreateDeviceObjects();  // the font texture, whose filter follows the scale
  }
  ~Gui() {
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext();
  }
  Gui(const Gui&) = delete;
  Gui& operator=(const Gui&) = delete;

  // At one framebuffer pixel per screen pixel, Dear ImGui samples its font texture at whole
  // texels only (glyphs sit on whole pixels, fills read the white texel, and without baked lines
  // no line reads a texel's edge), so nearest sampling draws the same picture as linear (the
  // lab's screenshots are identical) and a software renderer fills it faster (llvmpipe at
  // 1280x720: ~1 ms a frame). Scaled (HiDPI), the texture is stretched: linear keeps text smooth.
  void matchFontFilterTo(float framebufferScale) {
    const GLint filter = framebufferScale == 1.0f ? GL_NEAREST : GL_LINEAR;
    if (filter == fontFilter_) return;
    glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(reinterpret_cast<intptr_t>(ImGui::GetIO().Fonts->TexID)));
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, filter);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, filter);
    fontFilter_ = filter;
  }

 private:
  GLint fontFilter_ = GL_LINEAR;  // as the backend creates it
};

// A change of every actor's mover, made in the document as a designer would (the lab then
// replays its inputs with it).
void setEveryMover(editor::Document& doc, MoverKind mover) {
  doc.begin("Change Movers");
  for (size_t i = 0; i < doc.level().actors.size(); ++i) {
    ActorSpec actor = doc.level().actors[i];
    actor.mover = mover;
    doc.updateActor(static_cast<int>(i), actor);
  }
  doc.commit();
}

// Once the level is open (the editor's first frame starts the lab's session over it). Empty, or
// what could not be done.
std::string applyLabSetup(const LabSetup& setup, editor::Editor& editor) {
  if (setup.mover) setEveryMover(editor.doc, *setup.mover);
  if (!setup.inputs.empty())
    if (std::string error = editor.lab.loadInputs(setup.inputs); !error.empty()) return error;
  if (setup.frame > 0) editor.lab.seek(setup.frame);
  if (setup.play) editor.lab.play();
  return {};
}

// The time told to the editor. With the lab set to play, the clock is the simulation's own:
// each frame owes exactly one fixed step (half a step ahead, so that rounding never skips one),
// and frames are measured as the same work on every run.
double editorTime(const EditorOptions& options, const editor::Editor& editor, int frame) {
  if (!options.lab.play) return glfwGetTime();
  return frame == 0 ? 0.0 : (frame + 0.5) * static_cast<double>(editor.lab.world().dt());
}

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

}  // namespace

int runEditor(const EditorOptions& options) {
  std::string error;
  std::optional<UiScriptPlayer> script = loadScript(options.program, options.script, error);
  if (!error.empty()) {
    std::fprintf(stderr, "%s\n", error.c_str());
    return 2;
  }
  const std::string folder = options.userSettings ? settingsFolder() : std::string();
  editor::Settings settings = options.userSettings ? loadSettings(folder) : editor::Settings{};
  const int width = options.width ? options.width : settings.windowWidth;
  const int height = options.height ? options.height : settings.windowHeight;
  editor::Editor editor(std::move(settings), folder, cli::kVersion);
  if (!options.panels) editor.settings.showToolsPanel = editor.settings.showSidePanel = false;
  if (!options.lab.overlays.empty()) {
    if (std::string problem = editor.showOverlays(options.lab.overlays); !problem.empty()) {
      std::fprintf(stderr, "%s: --overlays: %s\n", options.program.c_str(), problem.c_str());
      return 2;
    }
  }

  // Before the window: a run that ends by itself (a script, a picture, a measurement) would go
  // on over a message box and report success; it stops and says why instead, display or not.
  const std::string openFailure = editor.start(options.level.empty() ? defaultLevel() : options.level, options.import);
  if (!openFailure.empty() && options.frames > 0) {
    std::fprintf(stderr, "%s: %s\n", options.program.c_str(), openFailure.c_str());
    return 1;
  }

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
    std::fprintf(stderr, "%s: cannot set up the tile renderer: %s\n", options.program.c_str(), problem.c_str());
    return 2;
  }
  DotImage dots;
  editor.swatches = {reinterpret_cast<void*>(static_cast<intptr_t>(renderer.swatchTexture())), TileMapRenderer::kSwatchPixels};
  // The canvas alone (`ledge shot`) shows no message box over it: an imported map's notes, say.
  if (!options.panels) editor.prompt = editor::Prompt::None;

  FrameStats stats;
  std::string reportedProblem;  // the renderer's, shown once
  int exitCode = 0;
  for (int frame = 0;; ++frame) {
    // The first frame starts the lab's session and uploads the map and the fonts: never measured.
    const bool measured = options.frameStats && frame > 0;
    const bool counted = frame > options.warmupFrames;
    if (measured) glFinish();  // the previous frame's GL work is not this frame's
    const Clock::time_point frameStart = Clock::now();
    const bool busy = options.frames > 0 || editor.animating() || gFramesSinceInput++ < kBusyFrames;
    if (busy)
      glfwPollEvents();
    else
      glfwWaitEventsTimeout(kIdleWaitSeconds);
    const bool closeRequested = window.takeCloseRequest();

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    if (!options.pointer) ImGui::GetIO().MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    if (script) {
      if (std::string problem = script->apply(frame, ImGui::GetIO(), editor); !problem.empty()) {
        std::fprintf(stderr, "%s: %s: %s\n", options.program.c_str(), options.script.c_str(), problem.c_str());
        exitCode = 2;
      }
    }
    ImGui::NewFrame();
    editor.frame(readEditorInput(editorTime(options, editor, frame), closeRequested));
    const DrawList& drawList = editor.drawList();
    renderDrawList(drawList, *ImGui::GetBackgroundDrawList());
    ImGui::Render();
    const double cpuMs = millisecondsSince(frameStart);

    int fbWidth = 0, fbHeight = 0;
    glfwGetFramebufferSize(window.handle(), &fbWidth, &fbHeight);
    // Textures first, before the frame's first draw: changing one after the clear is queued
    // made llvmpipe run the clear as a pass of its own (0.4 ms a frame at 1280x720).
    renderer.sync(drawList.tileMap);
    if (renderer.problem() != reportedProblem) {
      reportedProblem = renderer.problem();
      if (!reportedProblem.empty()) editor.showMessage(reportedProblem);
    }
    const float scale = ImGui::GetIO().DisplayFramebufferScale.x;
    gui.matchFontFilterTo(scale);
    dots.update(drawList, scale, fbHeight);
    glViewport(0, 0, fbWidth, fbHeight);
    const ImVec4 backdrop = ImGui::ColorConvertU32ToFloat4(drawList.backdrop);
    glClearColor(backdrop.x, backdrop.y, backdrop.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    const TileMapRenderer::TilePass tilePass =
        renderer.draw(drawList.view, scale, {fbWidth, fbHeight}, drawList.tileMap.grid, dots);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());

    // F12 / Save Screenshot: the frame just rendered.
    if (const std::optional<std::string> path = editor.takeScreenshotRequest())
      editor.screenshotDone(*path, writeScreenshot(*path, fbWidth, fbHeight).error);
    const bool last = options.frames > 0 && frame + 1 >= options.frames;
    if (last && !options.screenshot.empty()) {
      const io::SaveResult written = writeScreenshot(options.screenshot, fbWidth, fbHeight);
      if (!written.ok) {
        std::fprintf(stderr, "%s: %s\n", options.program.c_str(), written.error.c_str());
        exitCode = 1;
      } else if (!written.keptAs.empty()) {
        std::fprintf(stderr, "%s: the picture it replaced is kept as %s\n", options.program.c_str(), written.keptAs.c_str());
      }
    }
    glfwSwapBuffers(window.handle());
    if (measured) {
      glFinish();
      const double simulationMs = editor.lastFrameTimes().simulationMs;
      const FrameSample sample{simulationMs, cpuMs - simulationMs, millisecondsSince(frameStart) - cpuMs,
                               tilePass != TileMapRenderer::TilePass::None,
                               tilePass == TileMapRenderer::TilePass::ChangedTiles};
      if (counted)
        stats.add(sample);
      else
        stats.addWarmup(sample);
    }
    window.setTitle(editor.windowTitle());
    if (frame == 0) {
      if (std::string problem = applyLabSetup(options.lab, editor); !problem.empty()) {
        std::fprintf(stderr, "%s: %s\n", options.program.c_str(), problem.c_str());
        exitCode = 1;
        break;
      }
    }
    if (last || editor.quitting()) break;
  }

  editor.finish();
  if (options.userSettings) {
    editor.settings.windowWidth = window.width();
    editor.settings.windowHeight = window.height();
    if (std::string problem = saveSettings(folder, editor.settings); !problem.empty())
      std::fprintf(stderr, "%s: cannot save the settings: %s\n", options.program.c_str(), problem.c_str());
  }
  if (options.frameStats) stats.print(stdout);
  return exitCode;
}

}  // namespace ledge::app
