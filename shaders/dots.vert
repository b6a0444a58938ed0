#version 330 core
// One point per dot, placed in framebuffer pixels (y down, as on screen).

layout(location = 0) in vec2 aPixel;
layout(location = 1) in vec4 aColor;
uniform vec2 uFramebufferSize;
out vec4 vColor;

void main() {
  vec2 clip = aPixel / uFramebufferSize * 2.0 - 1.0;
  gl_Position = vec4(clip.x, -clip.y, 0.0, 1.0);
  vColor = aColor;
}
