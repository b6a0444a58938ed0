#include "app/window.h"

#include <glad/gl.h>
#include <GLFW/glfw3.h>

#include <cstdlib>

namespace ledge::app {
namespace {

// GLFW reports errors through this callback only: keep the last one for our own message.
std::string lastGlfwError;

void recordGlfwError(int, const char* description) { lastGlfwError = description ? description : "unknown error"; }

bool hasDisplay() {
  const char* x11 = std::getenv("DISPLAY");
  const char* wayland = std::getenv("WAYLAND_DISPLAY");
  return (x11 && *x11) || (wayland && *wayland);
}

}  // namespace

Window::~Window() {
  if (window_) glfwDestroyWindow(window_);
  if (glfwStarted_) glfwTerminate();
}

std::string Window::open(int width, int height, const std::string& title) {
  glfwSetErrorCallback(recordGlfwError);
  if (!hasDisplay()) return kNoDisplayMessage;
  if (!glfwInit()) {
    // A DISPLAY that names no running X server is no display either.
    return std::string(kNoDisplayMessage) + "\n(" + lastGlfwError + ")";
  }
  glfwStarted_ = true;
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  window_ = glfwCreateWindow(width, height, title.c_str(), nullptr, nullptr);
  if (!window_) return "ledge: cannot open an OpenGL 3.3 core window: " + lastGlfwError;
  title_ = title;
  glfwMakeContextCurrent(window_);
  glfwSwapInterval(1);
  if (!gladLoadGL(glfwGetProcAddress)) return "ledge: cannot load the OpenGL 3.3 functions";
  return {};
}

void Window::setTitle(const std::string& title) {
  if (title == title_) return;
  title_ = title;
  glfwSetWindowTitle(window_, title.c_str());
}

bool Window::takeCloseRequest() {
  if (!glfwWindowShouldClose(window_)) return false;
  glfwSetWindowShouldClose(window_, GLFW_FALSE);
  return true;
}

int Window::width() const {
  int w = 0, h = 0;
  glfwGetWindowSize(window_, &w, &h);
  return w;
}

int Window::height() const {
  int w = 0, h = 0;
  glfwGetWindowSize(window_, &w, &h);
  return h;
}

}  // namespace ledge::app
