#version 330 core
// A level of the tile overview (app/tile_overview.h) from the one above it: each texel is the
// mean of the 2 x 2 it covers. A level is half the one above, rounded down, so where the one
// above has an odd size, the last texel of a row or column covers three.

uniform sampler2D uLarger;  // its base level is the level above the one drawn
uniform ivec2 uLargerSize;

out vec4 fragColor;

void main() {
  ivec2 first = ivec2(gl_FragCoord.xy) * 2;
  ivec2 last = min(first + 1 + ivec2(equal(first + 3, uLargerSize)), uLargerSize - 1);
  vec4 sum = vec4(0.0);
  for (int y = first.y; y <= last.y; ++y)
    for (int x = first.x; x <= last.x; ++x) sum += texelFetch(uLarger, ivec2(x, y), 0);
  fragColor = sum / float((last.x - first.x + 1) * (last.y - first.y + 1));
}
