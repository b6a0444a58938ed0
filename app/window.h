#pragma once
// The program's one window: GLFW with an OpenGL 3.3 core context, its functions loaded by glad.
// Without a display it says so plainly instead of letting GLFW print its own errors.

#include <string>

struct GLFWwindow;

namespace ledge::app {

// What `ledge` prints and exits 2 with when there is no display to open a window on.
inline constexpr const char* kNoDisplayMessage =
    "ledge: no display: run under xvfb-run, or use the headless commands: ledge sim/check/convert/bench";

class Window {
 public:
  Window() = default;
  Window(const Window&) = delete;
  Window& operator=(const Window&) = delete;
  ~Window();

  // Empty on success, else the message to print (kNoDisplayMessage when there is no display).
  std::string open(int width, int height, const std::string& title);
  GLFWwindow* handle() const { return window_; }

  void setTitle(const std::string& title);
  // The close button was pressed since the last call; the window stays open until the
  // program decides (unsaved changes are asked about first).
  bool takeCloseRequest();
  int width() const;
  int height() const;

 private:
  GLFWwindow* window_ = nullptr;
  bool glfwStarted_ = false;
  std::string title_;
};

}  // namespace ledge::app
