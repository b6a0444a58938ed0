#version 330 core
// A level of the tile overview (app/tile_overview.h) from the one above it: each texel is the
// mean of the tiles under the texels it covers, 2 x 2 of them. A level is half the one above,
// rounded down, so where the one above has an odd size, the last texel of a row or column
// covers three. A last texel covers the rest of the map, more or fewer tiles than the others:
// each texel weighs as many tiles as it covers.

uniform sampler2D uLarger;  // its base level is the level above the one drawn
uniform ivec2 uLargerSize;
uniform ivec2 uMapSize;     // tiles
uniform int uSpan;          // tiles across a texel of the level above (but its last)

out vec4 fragColor;

int tilesAcross(int texel, int lastTexel, int mapTiles) {
  return texel == lastTexel ? mapTiles - texel * uSpan : uSpan;
}

void main() {
  ivec2 first = ivec2(gl_FragCoord.xy) * 2;
  ivec2 last = min(first + 1 + ivec2(equal(first + 3, uLargerSize)), uLargerSize - 1);
  vec4 sum = vec4(0.0);
  float tiles = 0.0;
  for (int y = first.y; y <= last.y; ++y) {
    for (int x = first.x; x <= last.x; ++x) {
      float weight = float(tilesAcross(x, uLargerSize.x - 1, uMapSize.x) * tilesAcross(y, uLargerSize.y - 1, uMapSize.y));
      sum += weight * texelFetch(uLarger, ivec2(x, y), 0);
      tiles += weight;
    }
  }
  fragColor = sum / tiles;
}
