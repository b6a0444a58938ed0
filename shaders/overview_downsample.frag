#version 330 core
// A level of the tile overview (app/tile_overview.h) from the one above it: each texel is the
// mean of the 2 x 2 it covers. Past the right or bottom edge of an odd-sized level, the edge's
// texels count again.

uniform sampler2D uLarger;  // its base level is the level above the one drawn
uniform ivec2 uLargerSize;

out vec4 fragColor;

void main() {
  ivec2 first = ivec2(gl_FragCoord.xy) * 2;
  vec4 sum = vec4(0.0);
  for (int i = 0; i < 4; ++i) sum += texelFetch(uLarger, min(first + ivec2(i & 1, i >> 1), uLargerSize - 1), 0);
  fragColor = sum * 0.25;
}
