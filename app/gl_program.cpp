#include "app/gl_program.h"

#include <glad/gl.h>

namespace ledge::app {
namespace {

std::string shaderLog(GLuint shader) {
  GLint length = 0;
  glGetShaderiv(shader, GL_INFO_LOG_LENGTH, &length);
  std::string log(static_cast<size_t>(length > 0 ? length : 1), '\0');
  glGetShaderInfoLog(shader, length, nullptr, log.data());
  return log;
}

GLuint compile(GLenum type, std::string_view source, std::string& error) {
  const GLuint shader = glCreateShader(type);
  const char* text = source.data();
  const auto length = static_cast<GLint>(source.size());
  glShaderSource(shader, 1, &text, &length);
  glCompileShader(shader);
  GLint ok = GL_FALSE;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (ok == GL_TRUE) return shader;
  error = shaderLog(shader);
  glDeleteShader(shader);
  return 0;
}

}  // namespace

GlProgram linkProgram(std::string_view name, std::string_view vertexSource, std::string_view fragmentSource) {
  GlProgram result;
  std::string error;
  const GLuint vertex = compile(GL_VERTEX_SHADER, vertexSource, error);
  if (!vertex) {
    result.error = std::string(name) + ".vert: " + error;
    return result;
  }
  const GLuint fragment = compile(GL_FRAGMENT_SHADER, fragmentSource, error);
  if (!fragment) {
    glDeleteShader(vertex);
    result.error = std::string(name) + ".frag: " + error;
    return result;
  }
  const GLuint program = glCreateProgram();
  glAttachShader(program, vertex);
  glAttachShader(program, fragment);
  glLinkProgram(program);
  glDeleteShader(vertex);
  glDeleteShader(fragment);
  GLint ok = GL_FALSE;
  glGetProgramiv(program, GL_LINK_STATUS, &ok);
  if (ok != GL_TRUE) {
    GLint length = 0;
    glGetProgramiv(program, GL_INFO_LOG_LENGTH, &length);
    std::string log(static_cast<size_t>(length > 0 ? length : 1), '\0');
    glGetProgramInfoLog(program, length, nullptr, log.data());
    glDeleteProgram(program);
    result.error = std::string(name) + ": link: " + log;
    return result;
  }
  result.id = program;
  return result;
}

std::string withDefine(std::string_view source, std::string_view name) {
  const size_t lineEnd = source.find('\n') + 1;
  return std::string(source.substr(0, lineEnd)) + "#define " + std::string(name) + "\n" +
         std::string(source.substr(lineEnd));
}

PixelRect canvasPixels(const CanvasView& view, float scale, int framebufferHeight) {
  const int left = static_cast<int>(view.screenOrigin.x * scale);
  const int bottom =
      static_cast<int>(static_cast<float>(framebufferHeight) - (view.screenOrigin.y + view.screenSize.y) * scale);
  return {left, bottom, left + static_cast<int>(view.screenSize.x * scale),
          bottom + static_cast<int>(view.screenSize.y * scale)};
}

void scissorToCanvas(const CanvasView& view, float scale, int framebufferHeight) {
  const PixelRect canvas = canvasPixels(view, scale, framebufferHeight);
  glEnable(GL_SCISSOR_TEST);
  glScissor(canvas.x0, canvas.y0, canvas.width(), canvas.height());
}

}  // namespace ledge::app
