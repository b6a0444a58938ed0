#version 330 core
// The dot image (app/dot_image.h) over the map's picture (app/tile_map_renderer.h), a texel per
// framebuffer pixel each, in one pass. Without a picture, only the dots: over the map the tile
// pass has just drawn into the frame.

uniform bool uMapShown;
uniform sampler2D uMap;
uniform sampler2D uDots;    // covers the canvas, alpha 0 where no dot
uniform ivec2 uDotsOrigin;  // the framebuffer pixel of its bottom-left texel

out vec4 fragColor;

void main() {
  ivec2 pixel = ivec2(gl_FragCoord.xy);
  vec4 dot = texelFetch(uDots, pixel - uDotsOrigin, 0);
  if (dot.a > 0.0) {
    fragColor = dot;
    return;
  }
  if (!uMapShown) discard;
  fragColor = texelFetch(uMap, pixel, 0);
}
