#include "app/screenshot.h"

#include <glad/gl.h>
#include <stb/stb_image_write.h>

#include <cerrno>
#include <cstring>
#include <vector>

namespace ledge::app {

std::string writeScreenshot(const std::string& path, int width, int height) {
  if (width <= 0 || height <= 0) return "cannot take a screenshot of an empty window";
  const size_t row = static_cast<size_t>(width) * 4;
  std::vector<unsigned char> pixels(row * static_cast<size_t>(height));
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_BACK);
  glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  // GL's rows go bottom-up, PNG's top-down; the window is opaque whatever alpha GL kept.
  std::vector<unsigned char> image(pixels.size());
  for (int y = 0; y < height; ++y)
    std::memcpy(&image[static_cast<size_t>(y) * row], &pixels[static_cast<size_t>(height - 1 - y) * row], row);
  for (size_t i = 3; i < image.size(); i += 4) image[i] = 255;
  errno = 0;
  if (!stbi_write_png(path.c_str(), width, height, 4, image.data(), static_cast<int>(row)))
    return "cannot write " + path + (errno ? std::string(": ") + std::strerror(errno) : std::string());
  return {};
}

}  // namespace ledge::app
