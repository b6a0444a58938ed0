#include "app/tile_overview.h"

#include <glad/gl.h>

#include <algorithm>
#include <array>

#include "app/gl_program.h"
#include "shaders/embedded_shaders.h"

namespace ledge::app {
namespace {

// Restores the framebuffer, viewport and scissor that the filling passes change.
class SavedTarget {
 public:
  SavedTarget() {
    glGetIntegerv(GL_FRAMEBUFFER_BINDING, &framebuffer_);
    glGetIntegerv(GL_VIEWPORT, viewport_.data());
    glGetIntegerv(GL_SCISSOR_BOX, scissorBox_.data());
    scissor_ = glIsEnabled(GL_SCISSOR_TEST);
  }
  ~SavedTarget() {
    glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(framebuffer_));
    glViewport(viewport_[0], viewport_[1], viewport_[2], viewport_[3]);
    glScissor(scissorBox_[0], scissorBox_[1], scissorBox_[2], scissorBox_[3]);
    if (scissor_) glEnable(GL_SCISSOR_TEST);
    else glDisable(GL_SCISSOR_TEST);
  }
  SavedTarget(const SavedTarget&) = delete;
  SavedTarget& operator=(const SavedTarget&) = delete;

 private:
  GLint framebuffer_ = 0;
  std::array<GLint, 4> viewport_{};
  std::array<GLint, 4> scissorBox_{};
  GLboolean scissor_ = GL_FALSE;
};

}  // namespace

TileOverview::~TileOverview() {
  if (texture_) glDeleteTextures(1, &texture_);
  if (framebuffer_) glDeleteFramebuffers(1, &framebuffer_);
  if (vertexArray_) glDeleteVertexArrays(1, &vertexArray_);
  if (fromTiles_) glDeleteProgram(fromTiles_);
  if (downsample_) glDeleteProgram(downsample_);
}

std::string TileOverview::init() {
  const GlProgram fromTiles = linkProgram("tile_map (overview)", shaders::kFullViewportVert,
                                          withDefine(shaders::kTileMapFrag, "OVERVIEW"));
  if (!fromTiles.id) return fromTiles.error;
  fromTiles_ = fromTiles.id;
  const GlProgram downsample =
      linkProgram("overview_downsample", shaders::kFullViewportVert, shaders::kOverviewDownsampleFrag);
  if (!downsample.id) return downsample.error;
  downsample_ = downsample.id;
  fromTilesMapSize_ = glGetUniformLocation(fromTiles_, "uMapSize");
  downsampleSize_ = glGetUniformLocation(downsample_, "uLargerSize");
  downsampleMapSize_ = glGetUniformLocation(downsample_, "uMapSize");
  downsampleSpan_ = glGetUniformLocation(downsample_, "uSpan");
  glUseProgram(fromTiles_);
  glUniform1i(glGetUniformLocation(fromTiles_, "uTiles"), 0);
  glUseProgram(downsample_);
  glUniform1i(glGetUniformLocation(downsample_, "uLarger"), 0);
  glUseProgram(0);
  glGenFramebuffers(1, &framebuffer_);
  glGenVertexArrays(1, &vertexArray_);
  return {};
}

void TileOverview::rebuild(unsigned tiles, int mapWidth, int mapHeight) {
  tiles_ = tiles;
  mapWidth_ = mapWidth;
  mapHeight_ = mapHeight;
  levels_ = 0;
  if (mapWidth <= 0 || mapHeight <= 0) return;
  // Each level half the one before, rounded down, as GL's mipmaps are.
  Size size{(mapWidth + 1) / 2, (mapHeight + 1) / 2};
  int levels = 0;
  for (;;) {
    sizes_[levels++] = size;
    if (size.width == 1 && size.height == 1) break;
    size = {std::max(1, size.width / 2), std::max(1, size.height / 2)};
  }
  if (!texture_) glGenTextures(1, &texture_);
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, texture_);
  // The filter first: told that the texture has levels, Mesa allocates the whole chain with
  // level 0 (measured under llvmpipe, 4096 x 4096 tiles: 65 ms instead of 112). The tile pass
  // reads texels with texelFetch, which no filter affects.
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST_MIPMAP_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  for (int level = 0; level < levels; ++level)
    glTexImage2D(GL_TEXTURE_2D, level, GL_RGBA8, sizes_[level].width, sizes_[level].height, 0, GL_RGBA,
                 GL_UNSIGNED_BYTE, nullptr);
  levels_ = levels;
  if (!fill({0, 0, sizes_[0].width - 1, sizes_[0].height - 1})) levels_ = 0;
}

void TileOverview::refresh(const TileRange& changed) {
  if (levels_ == 0) return;
  // The texels over the changed tiles, clamped into the map.
  const int x0 = std::max(changed.x0, 0), y0 = std::max(changed.y0, 0);
  const int x1 = std::min(changed.x1, mapWidth_ - 1), y1 = std::min(changed.y1, mapHeight_ - 1);
  if (x0 > x1 || y0 > y1) return;
  fill({x0 / 2, y0 / 2, x1 / 2, y1 / 2});
}

bool TileOverview::fill(const Texels& firstLevel) {
  const SavedTarget saved;
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
  glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture_, 0);
  if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) return false;
  glEnable(GL_SCISSOR_TEST);
  glBindVertexArray(vertexArray_);
  glActiveTexture(GL_TEXTURE0);

  glUseProgram(fromTiles_);
  glUniform2i(fromTilesMapSize_, mapWidth_, mapHeight_);
  glBindTexture(GL_TEXTURE_2D, tiles_);
  draw(0, firstLevel);

  // Each level reads the one before it alone: its range of levels then excludes the level drawn.
  glUseProgram(downsample_);
  glUniform2i(downsampleMapSize_, mapWidth_, mapHeight_);
  glBindTexture(GL_TEXTURE_2D, texture_);
  Texels texels = firstLevel;
  for (int level = 1; level < levels_; ++level) {
    // A level's last texel also covers the odd texel left over at the end of the one before.
    const Size size = sizes_[level];
    texels = {std::min(texels.x0 / 2, size.width - 1), std::min(texels.y0 / 2, size.height - 1),
              std::min(texels.x1 / 2, size.width - 1), std::min(texels.y1 / 2, size.height - 1)};
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_BASE_LEVEL, level - 1);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, level - 1);
    glUniform2i(downsampleSize_, sizes_[level - 1].width, sizes_[level - 1].height);
    glUniform1i(downsampleSpan_, 1 << level);  // a texel of level L - 1 spans 2^L tiles
    draw(level, texels);
  }
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_BASE_LEVEL, 0);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, levels_ - 1);

  glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, 0, 0);
  glBindVertexArray(0);
  glUseProgram(0);
  return true;
}

void TileOverview::draw(int level, const Texels& texels) {
  glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture_, level);
  glViewport(0, 0, sizes_[level].width, sizes_[level].height);
  glScissor(texels.x0, texels.y0, texels.x1 - texels.x0 + 1, texels.y1 - texels.y0 + 1);
  glDrawArrays(GL_TRIANGLES, 0, 3);
}

}  // namespace ledge::app
