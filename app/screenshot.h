#pragma once
// Writes what the window shows to a PNG (glReadPixels of the back buffer, stb_image_write).

#include <string>

namespace ledge::app {

// Reads the current framebuffer (width x height pixels) and writes it to `path`, through a
// temporary file beside it that is renamed over `path` once complete: a failed write never
// leaves a broken PNG (nor touches a file already there). Empty, or why it failed.
std::string writeScreenshot(const std::string& path, int width, int height);

}  // namespace ledge::app
