#include "app/dot_renderer.h"

#include <glad/gl.h>

#include <cmath>

#include "app/gl_program.h"
#include "shaders/embedded_shaders.h"

namespace ledge::app {

DotRenderer::~DotRenderer() {
  if (buffer_) glDeleteBuffers(1, &buffer_);
  if (vertexArray_) glDeleteVertexArrays(1, &vertexArray_);
  if (program_) glDeleteProgram(program_);
}

std::string DotRenderer::init() {
  const GlProgram program = linkProgram("dots", shaders::kDotsVert, shaders::kDotsFrag);
  if (!program.id) return program.error;
  program_ = program.id;
  uniformFramebufferSize_ = glGetUniformLocation(program_, "uFramebufferSize");
  glGenVertexArrays(1, &vertexArray_);
  glGenBuffers(1, &buffer_);
  glBindVertexArray(vertexArray_);
  glBindBuffer(GL_ARRAY_BUFFER, buffer_);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, sizeof(Vertex), nullptr);
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(Vertex),
                        reinterpret_cast<const void*>(offsetof(Vertex, color)));
  glBindVertexArray(0);
  glBindBuffer(GL_ARRAY_BUFFER, 0);
  return {};
}

void DotRenderer::draw(const DrawList& list, float scale, int framebufferWidth, int framebufferHeight) {
  if (list.dots.empty() || !program_) return;
  const CanvasView& view = list.view;
  vertices_.clear();
  for (const DrawDot& dot : list.dots) {
    const Vec2 screen = view.toScreen(dot.at);
    // The centre of the pixel the dot falls in, so that it lights exactly that pixel.
    vertices_.push_back({std::floor(screen.x * scale) + 0.5f, std::floor(screen.y * scale) + 0.5f, dot.color});
  }
  scissorToCanvas(view, scale, framebufferHeight);
  glDisable(GL_BLEND);
  glUseProgram(program_);
  glUniform2f(uniformFramebufferSize_, static_cast<float>(framebufferWidth), static_cast<float>(framebufferHeight));
  glBindVertexArray(vertexArray_);
  glBindBuffer(GL_ARRAY_BUFFER, buffer_);
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(vertices_.size() * sizeof(Vertex)), vertices_.data(),
               GL_STREAM_DRAW);
  glDrawArrays(GL_POINTS, 0, static_cast<GLsizei>(vertices_.size()));
  glBindBuffer(GL_ARRAY_BUFFER, 0);
  glBindVertexArray(0);
  glDisable(GL_SCISSOR_TEST);
}

}  // namespace ledge::app
