#include "app/dot_image.h"

#include <glad/gl.h>

#include <algorithm>
#include <cmath>

namespace ledge::app {

DotImage::~DotImage() {
  if (texture_) glDeleteTextures(1, &texture_);
}

void DotImage::resize(const PixelRect& canvas) {
  canvas_ = canvas;
  pixels_.assign(static_cast<size_t>(canvas.width()) * static_cast<size_t>(canvas.height()), 0);
  painted_ = {};
  if (!texture_) glGenTextures(1, &texture_);
  glBindTexture(GL_TEXTURE_2D, texture_);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, canvas.width(), canvas.height(), 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels_.data());
}

// Clears the previous dots and writes this frame's; returns the rows they are in.
DotImage::Rows DotImage::paint(const DrawList& list, float scale, int framebufferHeight) {
  const auto width = static_cast<size_t>(canvas_.width());
  if (!painted_.empty())
    std::fill(pixels_.begin() + static_cast<std::ptrdiff_t>(static_cast<size_t>(painted_.first) * width),
              pixels_.begin() + static_cast<std::ptrdiff_t>(static_cast<size_t>(painted_.last + 1) * width), 0u);
  Rows rows;
  firstColumn_ = canvas_.width();
  lastColumn_ = -1;
  for (const DrawDot& dot : list.dots) {
    const Vec2 screen = list.view.toScreen(dot.at);
    const float column = std::floor(screen.x * scale) - static_cast<float>(canvas_.x0);
    const float row = static_cast<float>(framebufferHeight - 1 - canvas_.y0) - std::floor(screen.y * scale);
    // Also false for NaN.
    if (!(column >= 0.0f && column < static_cast<float>(canvas_.width()) && row >= 0.0f &&
          row < static_cast<float>(canvas_.height())))
      continue;
    const int x = static_cast<int>(column), y = static_cast<int>(row);
    pixels_[static_cast<size_t>(y) * width + static_cast<size_t>(x)] = dot.color;
    rows = {std::min(rows.first, y), std::max(rows.last, y)};
    firstColumn_ = std::min(firstColumn_, x);
    lastColumn_ = std::max(lastColumn_, x);
  }
  return rows;
}

void DotImage::upload(Rows rows) {
  glBindTexture(GL_TEXTURE_2D, texture_);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
  glTexSubImage2D(GL_TEXTURE_2D, 0, 0, rows.first, canvas_.width(), rows.last - rows.first + 1, GL_RGBA,
                  GL_UNSIGNED_BYTE, pixels_.data() + static_cast<size_t>(rows.first) * static_cast<size_t>(canvas_.width()));
}

void DotImage::update(const DrawList& list, float scale, int framebufferHeight) {
  const PixelRect canvas = canvasPixels(list.view, scale, framebufferHeight);
  if (canvas.empty()) return;  // nothing of the canvas shows
  if (canvas.width() != canvas_.width() || canvas.height() != canvas_.height()) resize(canvas);
  canvas_ = canvas;  // the same size may have moved
  if (list.dots.empty() && painted_.empty()) return;

  const Rows cleared = painted_;
  painted_ = paint(list, scale, framebufferHeight);
  // Upload the rows that changed: where the previous dots were cleared and the new ones written.
  const Rows changed{std::min(cleared.first, painted_.first), std::max(cleared.last, painted_.last)};
  if (!changed.empty()) upload(changed);
}

}  // namespace ledge::app
