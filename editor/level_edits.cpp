#include "editor/level_edits.h"

#include <algorithm>

#include "core/io/solid_outside_map.h"

namespace ledge::editor {
namespace {

int scaled(int v, int from, int to) { return floorDiv(v * to, from); }

}  // namespace

IVec2 resizeOffset(int oldWidth, int oldHeight, int width, int height, Anchor anchor) {
  auto along = [](int oldSize, int size, int side) {
    if (side < 0) return 0;
    if (side > 0) return size - oldSize;
    return floorDiv(size - oldSize, 2);
  };
  return {along(oldWidth, width, anchor.x), along(oldHeight, height, anchor.y)};
}

std::string resizeLevel(Document& doc, int width, int height, Anchor anchor) {
  const TileMap& old = doc.map();
  if (std::string problem = TileMap::checkSize(width, height, old.tileSize()); !problem.empty()) return problem;
  if (width == old.width() && height == old.height()) return {};
  const IVec2 offset = resizeOffset(old.width(), old.height(), width, height, anchor);
  TileMap map(width, height, old.tileSize());
  for (int y = 0; y < old.height(); ++y)
    for (int x = 0; x < old.width(); ++x) map.set(x + offset.x, y + offset.y, old.at(x, y));
  doc.replaceMap(std::move(map));

  const IVec2 shift{offset.x * doc.map().tileSize(), offset.y * doc.map().tileSize()};
  if (shift == IVec2{}) return {};
  for (int i = 0; i < static_cast<int>(doc.level().actors.size()); ++i) moveObject(doc, {ObjectRef::Type::Actor, i}, shift);
  for (int i = 0; i < static_cast<int>(doc.level().solids.size()); ++i) moveObject(doc, {ObjectRef::Type::Solid, i}, shift);
  return {};
}

std::vector<ObjectRef> objectsOutsideMap(const Level& level) {
  const int width = level.map.pixelWidth();
  const int height = level.map.pixelHeight();
  const auto outside = [&](const IRect& r) { return r.x < 0 || r.right() > width || r.y >= height; };
  std::vector<ObjectRef> found;
  for (size_t i = 0; i < level.actors.size(); ++i) {
    const ActorSpec& a = level.actors[i];
    if (outside({a.x, a.y, a.w, a.h})) found.push_back({ObjectRef::Type::Actor, static_cast<int>(i)});
  }
  for (size_t i = 0; i < level.solids.size(); ++i) {
    const SolidSpec& s = level.solids[i];
    const bool pathOutside = std::any_of(s.path.points.begin(), s.path.points.end(),
                                         [&](IVec2 p) { return outside({p.x, p.y, s.w, s.h}); });
    if (pathOutside || outside({s.x, s.y, s.w, s.h})) found.push_back({ObjectRef::Type::Solid, static_cast<int>(i)});
  }
  return found;
}

std::vector<ObjectRef> solidsInSky(const Level& level) {
  std::vector<ObjectRef> found;
  for (size_t i = 0; i < level.solids.size(); ++i)
    if (const auto place = io::solidOutsideEveryMap(level.solids[i]); place && place->side == io::MapSide::Above)
      found.push_back({ObjectRef::Type::Solid, static_cast<int>(i)});
  return found;
}

std::string setTileSize(Document& doc, int tileSize) {
  const TileMap& old = doc.map();
  if (std::string problem = TileMap::checkSize(old.width(), old.height(), tileSize); !problem.empty()) return problem;
  const int from = old.tileSize();
  if (tileSize == from) return {};
  TileMap map(old.width(), old.height(), tileSize);
  for (int y = 0; y < old.height(); ++y)
    for (int x = 0; x < old.width(); ++x) map.set(x, y, old.at(x, y));
  doc.replaceMap(std::move(map));

  for (int i = 0; i < static_cast<int>(doc.level().actors.size()); ++i) {
    ActorSpec a = doc.level().actors[static_cast<size_t>(i)];
    // Keep the actor's feet on the same spot of the same tile.
    a.x = scaled(a.x + a.w / 2, from, tileSize) - a.w / 2;
    a.y = scaled(a.y + a.h, from, tileSize) - a.h;
    doc.updateActor(i, a);
  }
  for (int i = 0; i < static_cast<int>(doc.level().solids.size()); ++i) {
    SolidSpec s = doc.level().solids[static_cast<size_t>(i)];
    s.x = scaled(s.x, from, tileSize);
    s.y = scaled(s.y, from, tileSize);
    s.w = std::max(scaled(s.w, from, tileSize), 1);
    s.h = std::max(scaled(s.h, from, tileSize), 1);
    for (IVec2& p : s.path.points) p = {scaled(p.x, from, tileSize), scaled(p.y, from, tileSize)};
    doc.updateSolid(i, s);
  }
  return {};
}

}  // namespace ledge::editor
