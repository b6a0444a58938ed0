#version 330 core
// The tile map, drawn procedurally from a tile-index texture (one texel per tile, the Tile
// enum of core/tile.h): each fragment finds its tile and draws that tile's shape, so the cost
// follows the screen, not the map, and edges stay crisp at every zoom (anti-aliased over one
// screen pixel). Far out, where a tile covers less than a pixel or two, shapes fade into the
// tile's average colour instead of shimmering. Compiled a second time with FAR_ZOOM defined,
// for zooms where a pixel spans a tile and a half or more: each pixel then shows the mean colour
// of the tiles under it, read from the overview (app/tile_overview.h), and works out nothing
// else (a software renderer runs every branch of shade() for every pixel, whichever one the
// pixel takes). A third compilation, with OVERVIEW defined, fills the overview.

uniform usampler2D uTiles;
uniform ivec2 uMapSize;        // tiles
uniform float uTileSize;       // world pixels per tile
uniform vec2 uWorldBase;       // world pixel at framebuffer pixel (0, 0)
uniform float uWorldPerPixel;  // world pixels per framebuffer pixel
uniform float uGrid;           // grid line opacity, 0 for none
uniform vec3 uOutside;         // beside and below the map (the canvas around it is cleared to it)
uniform sampler2D uOverview;   // mean colours: level L has a texel per 2^(L+1) tiles across
uniform int uOverviewLevel;    // the level whose texels come nearest a pixel's size

out vec4 fragColor;

// Tile kinds, as in core/tile.h.
const uint kEmpty = 0u;
const uint kSolid = 1u;
const uint kOneWay = 2u;
const uint kLadder = 3u;

const vec3 kBackground = vec3(0.105, 0.115, 0.150);
const vec3 kRock = vec3(0.330, 0.380, 0.470);
const vec3 kRockEdge = vec3(0.260, 0.300, 0.380);
const vec3 kTop = vec3(0.480, 0.760, 0.420);
const vec3 kPlank = vec3(0.860, 0.640, 0.300);
const vec3 kPlankShade = vec3(0.600, 0.420, 0.200);
const vec3 kLadderWood = vec3(0.760, 0.480, 0.250);

uint tileAt(ivec2 t) {
  if (t.x < 0 || t.y < 0 || t.x >= uMapSize.x || t.y >= uMapSize.y) return kEmpty;
  return texelFetch(uTiles, t, 0).r;
}

// Heights of a slope's surface above the tile's bottom at its left and right edges, in
// eighths of the tile (core/tile.cpp's SlopeProfile).
vec2 slopeProfile(uint kind) {
  if (kind == 4u) return vec2(0.0, 8.0);
  if (kind == 5u) return vec2(8.0, 0.0);
  if (kind == 6u) return vec2(0.0, 4.0);
  if (kind == 7u) return vec2(4.0, 8.0);
  if (kind == 8u) return vec2(8.0, 4.0);
  return vec2(4.0, 0.0);
}

// Solid ground or a slope: what hides the tile edge beside it.
bool blocks(ivec2 t) {
  uint kind = tileAt(t);
  return kind == kSolid || kind > kLadder;
}

// Coverage of the inside of an edge at signed distance d (world px, negative inside).
float inside(float d, float aa) { return clamp(0.5 - d / aa, 0.0, 1.0); }
// Coverage of the band lo..hi along one axis.
float band(float x, float lo, float hi, float aa) { return inside(max(lo - x, x - hi), aa); }

// The tile's colour when it covers a pixel or less.
vec3 averageColour(uint kind) {
  if (kind == kSolid) return kRock;
  if (kind == kOneWay) return mix(kBackground, kPlank, 0.3);
  if (kind == kLadder) return mix(kBackground, kLadderWood, 0.35);
  if (kind != kEmpty) {
    vec2 h = slopeProfile(kind);
    return mix(kBackground, kRock, (h.x + h.y) / 16.0);
  }
  return kBackground;
}

// Signed distance from a slope's surface at local position p, measured across the surface so
// that edges are one pixel wide whatever the angle: positive above it, negative inside.
float slopeDistance(uint kind, vec2 p, float ts) {
  vec2 h = slopeProfile(kind) * ts / 8.0;
  float k = (h.y - h.x) / ts;
  float surface = h.x + k * p.x;  // height above the tile's bottom at p.x
  return ((ts - p.y) - surface) / sqrt(1.0 + k * k);
}

// The green top: a band this deep below a surface.
float topBand(float d, float ts, float aa) { return inside(-d - ts * 0.18, aa); }

// The tile's look at local position p (world px from its top-left, y down).
vec3 shade(uint kind, ivec2 t, vec2 p, float ts, float aa) {
  vec3 c = kBackground;
  if (kind == kSolid) {
    c = kRock;
    // A darker rim on the open sides and a green top where nothing stands on it: ground
    // reads as one mass, and its surfaces at a glance.
    float open = 1e9;
    if (!blocks(t - ivec2(1, 0))) open = min(open, p.x);
    if (!blocks(t + ivec2(1, 0))) open = min(open, ts - p.x);
    if (!blocks(t + ivec2(0, 1))) open = min(open, ts - p.y);
    c = mix(c, kRockEdge, inside(open - ts * 0.08, aa));
    uint above = tileAt(t - ivec2(0, 1));
    if (!blocks(t - ivec2(0, 1))) c = mix(c, kTop, inside(p.y - ts * 0.18, aa));
    // Under a slope that comes down to its bottom edge, the slope's green band goes on into
    // this tile, or the band would break at every row a hill climbs.
    else if (above > kLadder) c = mix(c, kTop, topBand(slopeDistance(above, p + vec2(0.0, ts), ts), ts, aa));
  } else if (kind == kOneWay) {
    // A plank on the top edge, with short posts below.
    float plank = band(p.y, 0.0, ts * 0.22, aa);
    float posts = band(p.y, ts * 0.22, ts * 0.55, aa) *
                  max(band(p.x, ts * 0.16, ts * 0.26, aa), band(p.x, ts * 0.74, ts * 0.84, aa));
    c = mix(c, kPlankShade, posts);
    c = mix(c, kPlank, plank);
  } else if (kind == kLadder) {
    float rails = max(band(p.x, ts * 0.18, ts * 0.28, aa), band(p.x, ts * 0.72, ts * 0.82, aa));
    float y = mod(p.y, ts * 0.5);
    float rungs = band(p.x, ts * 0.18, ts * 0.82, aa) * band(y, ts * 0.18, ts * 0.28, aa);
    c = mix(c, kLadderWood, max(rails, rungs));
  } else if (kind != kEmpty) {
    // Slopes: solid below a straight surface.
    float d = slopeDistance(kind, p, ts);
    float solid = inside(d, aa);
    c = mix(c, kRock, solid);
    c = mix(c, kTop, solid * topBand(d, ts, aa));
  }
  return c;
}

#ifdef OVERVIEW
// An overview texel: the mean of the 2 x 2 tiles under it. Past the right or bottom edge of a
// map of odd size, the edge's tile counts twice (what the texel shows of the map is that tile).
void main() {
  ivec2 first = ivec2(gl_FragCoord.xy) * 2;
  vec3 sum = vec3(0.0);
  for (int i = 0; i < 4; ++i) sum += averageColour(tileAt(min(first + ivec2(i & 1, i >> 1), uMapSize - 1)));
  fragColor = vec4(sum * 0.25, 1.0);
}
#else
void main() {
  vec2 world = vec2(uWorldBase.x + gl_FragCoord.x * uWorldPerPixel, uWorldBase.y - gl_FragCoord.y * uWorldPerPixel);
  float ts = uTileSize;
  vec2 mapSize = vec2(uMapSize) * ts;
  if (world.x < 0.0 || world.y < 0.0 || world.x >= mapSize.x || world.y >= mapSize.y) {
    fragColor = vec4(uOutside, 1.0);
    return;
  }
  ivec2 t = ivec2(floor(world / ts));
#ifdef FAR_ZOOM
  // The mean of the tiles under the pixel, so that no one tile stands out as a speck. One texel
  // fetch: a software renderer pays dearly for filtering.
  ivec2 texel = min(t >> (uOverviewLevel + 1), textureSize(uOverview, uOverviewLevel) - 1);
  fragColor = vec4(texelFetch(uOverview, texel, uOverviewLevel).rgb, 1.0);
#else
  uint kind = tileAt(t);
  vec2 p = world - vec2(t) * ts;
  float aa = uWorldPerPixel;
  // Between 1 and 4 pixels per tile, blend from the average to the shape.
  float detail = smoothstep(1.0, 4.0, ts / aa);
  vec3 c = mix(averageColour(kind), shade(kind, t, p, ts, aa), detail);

  if (uGrid > 0.0) {
    // One-pixel lines on tile edges, fading out as tiles get small on screen.
    vec2 toEdge = min(p, ts - p) / aa;
    float line = 1.0 - clamp(min(toEdge.x, toEdge.y) - 0.5, 0.0, 1.0);
    c = mix(c, vec3(1.0), line * uGrid * smoothstep(6.0, 16.0, ts / aa));
  }
  fragColor = vec4(c, 1.0);
#endif
}
#endif
