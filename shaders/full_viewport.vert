#version 330 core
// One triangle that covers the whole viewport; the scissor keeps it to the canvas and the
// fragment shader works out each pixel (the tile map's tile, the dot image's texel).

void main() {
  vec2 corner = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
  gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
