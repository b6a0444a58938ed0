#include "app/screenshot.h"

#include <glad/gl.h>
#include <stb/stb_image_write.h>

#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "core/io/file_read.h"
#include "core/io/png_read.h"
#include "core/io/png_write.h"
#include "core/io/safe_write.h"

namespace ledge::app {
namespace {

// The framebuffer as RGB rows, top to bottom (GL's rows go bottom-up).
std::vector<unsigned char> readPixels(int width, int height) {
  const size_t row = static_cast<size_t>(width) * 3;
  std::vector<unsigned char> pixels(row * static_cast<size_t>(height));
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_BACK);
  glReadPixels(0, 0, width, height, GL_RGB, GL_UNSIGNED_BYTE, pixels.data());
  std::vector<unsigned char> image(pixels.size());
  for (int y = 0; y < height; ++y)
    std::memcpy(&image[static_cast<size_t>(y) * row], &pixels[static_cast<size_t>(height - 1 - y) * row], row);
  return image;
}

// The mark of Ledge's pictures, a "Software" text chunk.
const io::PngText kMark{"Software", "Ledge"};
constexpr size_t kLargestPicture = size_t{1} << 30;

void appendBytes(void* context, void* data, int size) {
  static_cast<std::string*>(context)->append(static_cast<const char*>(data), static_cast<size_t>(size));
}

}  // namespace

io::SaveResult writeScreenshot(const std::string& path, int width, int height) {
  if (width <= 0 || height <= 0) return io::failedSave("cannot take a screenshot of an empty window");
  if (std::string problem = pictureOutputProblem(path); !problem.empty()) return io::failedSave(path + " " + problem);
  const std::vector<unsigned char> image = readPixels(width, height);
  std::string png;
  stbi_write_png_compression_level = 9;  // screenshots end up in docs: small beats fast
  if (!stbi_write_png_to_func(appendBytes, &png, width, height, 3, image.data(), width * 3))
    return io::failedSave("cannot encode the screenshot " + path);

  // As a level is saved: a picture it replaces is kept as NAME.bak, /dev/stdout is written into.
  return io::writeFileSafely(path, io::withPngText(png, kMark));
}

std::string pictureOutputProblem(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_regular_file(path, ec) || fs::file_size(path, ec) == 0) return {};
  const io::FileRead file = io::readWholeFile(path, kLargestPicture);
  if (!file.ok()) return "exists and cannot be read, so it may not be a picture Ledge took";
  for (const io::PngText& text : io::readPngTexts(file.bytes))
    if (text.keyword == kMark.keyword && text.text == kMark.text) return {};
  return "exists and is not a picture Ledge took";
}

}  // namespace ledge::app
