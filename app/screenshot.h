#pragma once
// Writes what the window shows to a PNG (glReadPixels of the back buffer, stb_image_write).

#include <string>

namespace ledge::app {

// Reads the current framebuffer (width x height pixels) and writes it to `path`. Empty, or why
// it failed.
std::string writeScreenshot(const std::string& path, int width, int height);

}  // namespace ledge::app
