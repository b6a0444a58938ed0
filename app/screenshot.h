#pragma once
// Writes what the window shows to a PNG (glReadPixels of the back buffer, stb_image_write).

#include <string>

#include "core/io/safe_write.h"

namespace ledge::app {

// Reads the current framebuffer (width x height pixels) and writes it to `path`, through a
// temporary file beside it that is renamed over `path` once complete: a failed write never
// leaves a broken PNG (nor touches a file already there). Says why it failed, or where the
// picture it replaced is kept.
// The picture is marked as Ledge's (pictureOutputProblem): a file there that is not one of
// Ledge's pictures (a designer's art named like a screenshot) is left alone, and the write refused.
io::SaveResult writeScreenshot(const std::string& path, int width, int height);

// Why a picture may not be written to `path`: empty when there is no file there, or one of
// Ledge's own pictures (replaced, and kept as NAME.bak), or a device (/dev/stdout).
std::string pictureOutputProblem(const std::string& path);

}  // namespace ledge::app
