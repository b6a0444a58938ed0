#include "app/tile_map_renderer.h"

#include <glad/gl.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "app/gl_program.h"
#include "shaders/embedded_shaders.h"

namespace ledge::app {
namespace {

// Grid lines are faint: they guide the eye without competing with the tiles.
constexpr float kGridOpacity = 0.10f;
// The canvas beside and below the map.
constexpr float kOutside[3] = {0.055f, 0.060f, 0.075f};

PixelRect intersection(PixelRect a, PixelRect b) {
  return {std::max(a.x0, b.x0), std::max(a.y0, b.y0), std::min(a.x1, b.x1), std::min(a.y1, b.y1)};
}

PixelRect hull(PixelRect a, PixelRect b) {
  if (a.empty()) return b;
  if (b.empty()) return a;
  return {std::min(a.x0, b.x0), std::min(a.y0, b.y0), std::max(a.x1, b.x1), std::max(a.y1, b.y1)};
}

// Clamped into an int's range well before it overflows; a pixel of slack each side (the pixels
// the pass then draws outside the map show the same colour as the clear).
int pixelBelow(float v) { return static_cast<int>(std::clamp(std::floor(v), -1e8f, 1e8f)) - 1; }
int pixelAbove(float v) { return static_cast<int>(std::clamp(std::ceil(v), -1e8f, 1e8f)) + 1; }

int area(const PixelRect& r) { return r.empty() ? 0 : r.width() * r.height(); }

TileRange hull(const TileRange& a, const TileRange& b) {
  if (a.empty()) return b;
  if (b.empty()) return a;
  return {std::min(a.x0, b.x0), std::min(a.y0, b.y0), std::max(a.x1, b.x1), std::max(a.y1, b.y1)};
}

// The overview level whose texels (2^(level + 1) tiles across) come nearest a pixel that spans
// `tilesPerPixel`, among the `levels` there are; -1 under about a tile and a half, where the
// tiles themselves come nearer (and a pixel shows its tile's average colour).
int overviewLevel(float tilesPerPixel, int levels) {
  return std::min(levels - 1, std::max(-1, static_cast<int>(std::lround(std::log2(tilesPerPixel))) - 1));
}

}  // namespace

PixelRect TileMapRenderer::pixelsOver(const Pass& pass, float left, float top, float right, float bottom) {
  const float wpp = pass.worldPerPixel;
  return {pixelBelow((left - pass.worldBase.x) / wpp), pixelBelow((pass.worldBase.y - bottom) / wpp),
          pixelAbove((right - pass.worldBase.x) / wpp), pixelAbove((pass.worldBase.y - top) / wpp)};
}

int TileMapRenderer::levelOf(const Pass& pass) {
  return overviewLevel(pass.worldPerPixel / static_cast<float>(pass.tileSize),
                       pass.overview ? pass.overview->levels() : 0);
}

bool TileMapRenderer::sameView(PictureKey a, const PictureKey& b) {
  a.revision = b.revision;
  return a == b;
}

TileMapRenderer::~TileMapRenderer() {
  for (const unsigned texture : {map_.id, swatchColor_, picture_.texture})
    if (texture) glDeleteTextures(1, &texture);
  if (picture_.framebuffer) glDeleteFramebuffers(1, &picture_.framebuffer);
  if (vertexArray_) glDeleteVertexArrays(1, &vertexArray_);
  for (const unsigned program : {detailed_.id, farZoom_.id, composite_.id})
    if (program) glDeleteProgram(program);
}

std::string TileMapRenderer::link(TileProgram& program, const char* name, bool farZoom) {
  const std::string fragment =
      farZoom ? withDefine(shaders::kTileMapFrag, "FAR_ZOOM") : std::string(shaders::kTileMapFrag);
  const GlProgram linked = linkProgram(name, shaders::kFullViewportVert, fragment);
  if (!linked.id) return linked.error;
  program.id = linked.id;
  program.tiles = glGetUniformLocation(program.id, "uTiles");
  program.mapSize = glGetUniformLocation(program.id, "uMapSize");
  program.tileSize = glGetUniformLocation(program.id, "uTileSize");
  program.worldBase = glGetUniformLocation(program.id, "uWorldBase");
  program.worldPerPixel = glGetUniformLocation(program.id, "uWorldPerPixel");
  program.grid = glGetUniformLocation(program.id, "uGrid");
  program.outside = glGetUniformLocation(program.id, "uOutside");
  program.overview = glGetUniformLocation(program.id, "uOverview");
  program.overviewLevel = glGetUniformLocation(program.id, "uOverviewLevel");
  return {};
}

std::string TileMapRenderer::linkComposite() {
  const GlProgram linked = linkProgram("map_composite", shaders::kFullViewportVert, shaders::kMapCompositeFrag);
  if (!linked.id) return linked.error;
  composite_.id = linked.id;
  composite_.mapShown = glGetUniformLocation(linked.id, "uMapShown");
  composite_.map = glGetUniformLocation(linked.id, "uMap");
  composite_.dots = glGetUniformLocation(linked.id, "uDots");
  composite_.dotsOrigin = glGetUniformLocation(linked.id, "uDotsOrigin");
  return {};
}

std::string TileMapRenderer::init() {
  if (std::string error = link(detailed_, "tile_map", false); !error.empty()) return error;
  if (std::string error = link(farZoom_, "tile_map (far zoom)", true); !error.empty()) return error;
  if (std::string error = linkComposite(); !error.empty()) return error;
  if (std::string error = overview_.init(); !error.empty()) return error;
  // Core profile draws need a vertex array even when the vertices come from gl_VertexID.
  glGenVertexArrays(1, &vertexArray_);
  GLint sampleBuffers = 0;
  glGetIntegerv(GL_SAMPLE_BUFFERS, &sampleBuffers);
  picture_.usable = sampleBuffers == 0;
  return renderSwatches();
}

void TileMapRenderer::upload(TileTexture& texture, const TileMap& map, const TileRange& range) const {
  const auto* bytes = reinterpret_cast<const uint8_t*>(map.tiles().data());
  glActiveTexture(GL_TEXTURE0);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  if (texture.width != map.width() || texture.height != map.height()) {
    if (!texture.id) glGenTextures(1, &texture.id);
    glBindTexture(GL_TEXTURE_2D, texture.id);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_R8UI, map.width(), map.height(), 0, GL_RED_INTEGER, GL_UNSIGNED_BYTE, bytes);
    texture.width = map.width();
    texture.height = map.height();
    return;
  }
  const int x0 = std::max(range.x0, 0), y0 = std::max(range.y0, 0);
  const int x1 = std::min(range.x1, map.width() - 1), y1 = std::min(range.y1, map.height() - 1);
  if (x0 > x1 || y0 > y1) return;
  glBindTexture(GL_TEXTURE_2D, texture.id);
  glPixelStorei(GL_UNPACK_ROW_LENGTH, map.width());
  glPixelStorei(GL_UNPACK_SKIP_PIXELS, x0);
  glPixelStorei(GL_UNPACK_SKIP_ROWS, y0);
  glTexSubImage2D(GL_TEXTURE_2D, 0, x0, y0, x1 - x0 + 1, y1 - y0 + 1, GL_RED_INTEGER, GL_UNSIGNED_BYTE, bytes);
  glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
  glPixelStorei(GL_UNPACK_SKIP_PIXELS, 0);
  glPixelStorei(GL_UNPACK_SKIP_ROWS, 0);
}

void TileMapRenderer::sync(const TileMapView& view) {
  if (!view.map) return;
  const TileMap& map = *view.map;
  if (view.generation != generation_) {
    ++revision_;
    GLint largest = 0;
    glGetIntegerv(GL_MAX_TEXTURE_SIZE, &largest);
    generation_ = view.generation;
    mapTileSize_ = map.tileSize();
    if (map.width() > largest || map.height() > largest) {
      problem_ = "this GPU's textures are at most " + std::to_string(largest) + " texels wide: the " +
                 std::to_string(map.width()) + " x " + std::to_string(map.height()) + " map cannot be drawn";
      return;
    }
    problem_.clear();
    map_.width = map_.height = 0;  // a full upload
    upload(map_, map, {0, 0, map.width() - 1, map.height() - 1});
    picture_.allStale = true;
    overview_.rebuild(map_.id, map.width(), map.height());
    return;
  }
  if (!problem_.empty()) return;
  const TileRange& changed = view.changed;
  if (changed.empty()) return;
  ++revision_;
  upload(map_, map, changed);
  overview_.refresh(changed);
  picture_.stale = hull(picture_.stale, changed);
}

void TileMapRenderer::drawPass(const Pass& pass) const {
  // Where a pixel spans a tile and a half or more, the far program shows the overview's mean
  // colours (the detailed shader's shapes would be under a pixel).
  const int level = levelOf(pass);
  const TileProgram& program = level >= 0 ? farZoom_ : detailed_;
  glUseProgram(program.id);
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, pass.tiles ? pass.tiles->id : 0);
  glUniform1i(program.tiles, 0);
  glUniform2i(program.mapSize, pass.tiles ? pass.tiles->width : 0, pass.tiles ? pass.tiles->height : 0);
  glUniform1f(program.tileSize, static_cast<float>(pass.tileSize));
  glUniform2f(program.worldBase, pass.worldBase.x, pass.worldBase.y);
  glUniform1f(program.worldPerPixel, pass.worldPerPixel);
  glUniform1f(program.grid, pass.grid);
  glUniform3f(program.outside, kOutside[0], kOutside[1], kOutside[2]);
  if (&program == &farZoom_) {
    glUniform1i(program.overview, 2);
    glUniform1i(program.overviewLevel, level);
    glActiveTexture(GL_TEXTURE2);
    glBindTexture(GL_TEXTURE_2D, pass.overview->texture());
  }
  glActiveTexture(GL_TEXTURE0);
  glBindVertexArray(vertexArray_);
  glDrawArrays(GL_TRIANGLES, 0, 3);
  glBindVertexArray(0);
}

TileMapRenderer::TilePass TileMapRenderer::draw(const CanvasView& view, float scale, IVec2 framebuffer, bool grid,
                                                const DotImage& dots) {
  Pass pass;
  pass.tiles = map_.id && problem_.empty() ? &map_ : nullptr;
  pass.overview = &overview_;
  pass.tileSize = mapTileSize_;
  pass.worldPerPixel = 1.0f / (view.zoom * scale);
  pass.worldBase = {view.worldOffset.x - view.screenOrigin.x / view.zoom,
                    view.worldOffset.y - view.screenOrigin.y / view.zoom +
                        static_cast<float>(framebuffer.y) * pass.worldPerPixel};
  pass.grid = grid ? kGridOpacity : 0.0f;

  // The canvas is cleared to the colour outside the map, and the passes run where there is more
  // to draw: over the map and the dots. Zoomed out, that spares a software renderer the
  // fragments of the empty canvas around the map (a third of them in a square map's overview).
  const PixelRect canvas = canvasPixels(view, scale, framebuffer.y);
  PixelRect map;
  if (pass.tiles) {
    const auto mapWidth = static_cast<float>(pass.tiles->width * pass.tileSize);
    const auto mapHeight = static_cast<float>(pass.tiles->height * pass.tileSize);
    map = intersection(pixelsOver(pass, 0.0f, 0.0f, mapWidth, mapHeight), canvas);
  }
  glEnable(GL_SCISSOR_TEST);
  clearCanvas(canvas);
  const PictureKey key{revision_, pass.tileSize, pass.worldBase, pass.worldPerPixel, pass.grid, framebuffer, canvas, map};
  const bool held = picture_.drawn && picture_.key == key;
  const bool patched = !map.empty() && !held && patchPicture(pass, key);
  const bool pictured = !map.empty() && (held || patched || paintPicture(pass, key));
  if (!map.empty() && !pictured) drawMap(pass, map);
  // Dots and picture in one pass: a blit and a pass for the dots after it cost llvmpipe more.
  if (pictured && !dots.shown()) {
    copyPicture(map);
  } else if (dots.shown()) {
    const PixelRect area = intersection(pictured ? hull(dots.bounds(), map) : dots.bounds(), canvas);
    if (!area.empty()) {
      glScissor(area.x0, area.y0, area.width(), area.height());
      composite(pictured, dots);
    }
  }
  glDisable(GL_SCISSOR_TEST);
  if (map.empty() || held) return TilePass::None;
  return patched ? TilePass::ChangedTiles : TilePass::WholeMap;
}

bool TileMapRenderer::patchPicture(const Pass& pass, const PictureKey& key) {
  // The far zoom's pixels show overview texels, each the mean of many tiles: left to a full pass.
  if (!picture_.drawn || picture_.allStale || !sameView(picture_.key, key) || levelOf(pass) >= 0) return false;
  // A solid tile's rim and top show whether its four neighbours block: a change shows on them
  // too, so the patch takes a tile more on every side.
  const TileRange& stale = picture_.stale;
  const auto ts = static_cast<float>(pass.tileSize);
  const auto edge = [ts](int tile) { return static_cast<float>(tile) * ts; };
  const PixelRect patch =
      stale.empty()
          ? PixelRect{}
          : intersection(pixelsOver(pass, edge(stale.x0 - 1), edge(stale.y0 - 1), edge(stale.x1 + 2), edge(stale.y1 + 2)),
                         key.map);
  // Past half the map, the frame is better drawn straight: patch and copy would cost more.
  if (2 * area(patch) > area(key.map)) return false;
  picture_.lastFrame = key;
  if (!patch.empty()) {
    GLint frame = 0;
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &frame);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, picture_.framebuffer);
    drawMap(pass, patch);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, static_cast<GLuint>(frame));
  }
  picture_.key = key;
  picture_.stale = {};
  return true;
}

bool TileMapRenderer::paintPicture(const Pass& pass, const PictureKey& key) {
  // The very first picture is drawn at once: drawing into it and copying it compile shaders
  // (tens of milliseconds under llvmpipe), best done in the first frame, which compiles the rest.
  const bool repeated = key == picture_.lastFrame || !picture_.framebuffer;
  picture_.lastFrame = key;
  if (!repeated || !picture_.usable) return false;
  picture_.drawn = false;
  GLint frame = 0;
  glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &frame);
  if (!picture_.framebuffer) {
    glGenTextures(1, &picture_.texture);
    glGenFramebuffers(1, &picture_.framebuffer);
  }
  glBindFramebuffer(GL_DRAW_FRAMEBUFFER, picture_.framebuffer);
  if (picture_.size != key.framebuffer) {
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, picture_.texture);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, key.framebuffer.x, key.framebuffer.y, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    glFramebufferTexture2D(GL_DRAW_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, picture_.texture, 0);
    picture_.size = key.framebuffer;
  }
  // Pixel for pixel as the frame would be: the same viewport, scissors and clear.
  if (glCheckFramebufferStatus(GL_DRAW_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE) {
    clearCanvas(key.canvas);
    drawMap(pass, key.map);
    picture_.key = key;
    picture_.drawn = true;
    picture_.stale = {};
    picture_.allStale = false;
  }
  glBindFramebuffer(GL_DRAW_FRAMEBUFFER, static_cast<GLuint>(frame));
  return picture_.drawn;
}

void TileMapRenderer::clearCanvas(const PixelRect& canvas) const {
  glScissor(canvas.x0, canvas.y0, canvas.width(), canvas.height());
  glClearColor(kOutside[0], kOutside[1], kOutside[2], 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
}

void TileMapRenderer::drawMap(const Pass& pass, const PixelRect& map) const {
  glScissor(map.x0, map.y0, map.width(), map.height());
  drawPass(pass);
}

void TileMapRenderer::copyPicture(const PixelRect& area) const {
  GLint read = 0;
  glGetIntegerv(GL_READ_FRAMEBUFFER_BINDING, &read);
  glBindFramebuffer(GL_READ_FRAMEBUFFER, picture_.framebuffer);
  glScissor(area.x0, area.y0, area.width(), area.height());
  glBlitFramebuffer(area.x0, area.y0, area.x1, area.y1, area.x0, area.y0, area.x1, area.y1, GL_COLOR_BUFFER_BIT, GL_NEAREST);
  glBindFramebuffer(GL_READ_FRAMEBUFFER, static_cast<GLuint>(read));
}

void TileMapRenderer::composite(bool mapShown, const DotImage& dots) const {
  glUseProgram(composite_.id);
  glUniform1i(composite_.mapShown, mapShown ? 1 : 0);
  glUniform1i(composite_.map, 0);
  glUniform1i(composite_.dots, 1);
  glUniform2i(composite_.dotsOrigin, dots.origin().x, dots.origin().y);
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, mapShown ? picture_.texture : 0);
  glActiveTexture(GL_TEXTURE1);
  glBindTexture(GL_TEXTURE_2D, dots.texture());
  glActiveTexture(GL_TEXTURE0);
  glBindVertexArray(vertexArray_);
  glDrawArrays(GL_TRIANGLES, 0, 3);
  glBindVertexArray(0);
}

std::string TileMapRenderer::renderSwatches() {
  // A one-row map with every kind, drawn once into a texture.
  TileMap strip(kTileKindCount, 1, 16);
  for (int i = 0; i < kTileKindCount; ++i) strip.set(i, 0, static_cast<Tile>(i));
  TileTexture tiles;
  upload(tiles, strip, {});
  const int width = kTileKindCount * kSwatchPixels, height = kSwatchPixels;

  glGenTextures(1, &swatchColor_);
  glBindTexture(GL_TEXTURE_2D, swatchColor_);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
  GLuint framebuffer = 0;
  glGenFramebuffers(1, &framebuffer);
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
  glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, swatchColor_, 0);
  std::string error;
  if (glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE) {
    glViewport(0, 0, width, height);
    Pass pass;
    pass.tiles = &tiles;
    pass.worldPerPixel = 16.0f / static_cast<float>(kSwatchPixels);
    pass.worldBase = {0.0f, static_cast<float>(height) * pass.worldPerPixel};
    drawPass(pass);
  } else {
    error = "cannot render the tile swatches: the framebuffer is incomplete";
  }
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  glDeleteFramebuffers(1, &framebuffer);
  glDeleteTextures(1, &tiles.id);
  return error;
}

}  // namespace ledge::app
