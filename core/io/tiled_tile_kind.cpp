#include "core/io/tiled_tile_kind.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ledge::io::tiled {
namespace {

// Shapes drawn in Tiled snap to pixels; allow half a pixel, or 1/32 of a big tile.
float tolerance(int tileWidth, int tileHeight) {
  return std::max(0.5f, static_cast<float>(std::max(tileWidth, tileHeight)) / 32.0f);
}

bool near(float a, float b, float tol) { return std::fabs(a - b) <= tol; }

std::optional<Tile> tileOfRectangle(const Box& b, float tw, float th, float tol) {
  if (!near(b.x, 0.0f, tol) || !near(b.y, 0.0f, tol) || !near(b.w, tw, tol)) return std::nullopt;
  if (near(b.h, th, tol)) return Tile::Solid;
  if (b.h > 0.0f && b.h <= th / 4.0f + tol) return Tile::OneWay;
  return std::nullopt;
}

// A polygon that is solid below a straight line: its corners lie on the left, right and bottom
// edges of the tile and it covers both bottom corners. The line's heights at the left and right
// edges, in eighths of the tile, name the slope (or solid, for a full box).
std::optional<Tile> tileOfPolygon(const std::vector<Vec2>& points, float tw, float th, float tol) {
  if (points.size() < 3) return std::nullopt;
  bool bottomLeft = false, bottomRight = false;
  float leftTop = std::numeric_limits<float>::max(), rightTop = std::numeric_limits<float>::max();
  for (const Vec2 p : points) {
    const bool onLeft = near(p.x, 0.0f, tol), onRight = near(p.x, tw, tol), onBottom = near(p.y, th, tol);
    if (!onLeft && !onRight && !onBottom) return std::nullopt;
    if (p.y < -tol || p.y > th + tol) return std::nullopt;
    bottomLeft = bottomLeft || (onLeft && onBottom);
    bottomRight = bottomRight || (onRight && onBottom);
    if (onLeft) leftTop = std::min(leftTop, p.y);
    if (onRight) rightTop = std::min(rightTop, p.y);
  }
  if (!bottomLeft || !bottomRight) return std::nullopt;
  auto eighths = [&](float top) -> std::optional<int> {
    const float e = (th - top) * 8.0f / th;
    const float rounded = std::round(e);
    if (!near(e, rounded, tol * 8.0f / th)) return std::nullopt;
    return static_cast<int>(rounded);
  };
  const auto left = eighths(leftTop), right = eighths(rightTop);
  if (!left || !right) return std::nullopt;
  if (*left == 8 && *right == 8) return Tile::Solid;
  for (int t = 0; t < kTileKindCount; ++t) {
    const Tile tile = static_cast<Tile>(t);
    if (!isSlope(tile)) continue;
    const SlopeProfile profile = slopeProfile(tile);
    if (profile.leftEighths == *left && profile.rightEighths == *right) return tile;
  }
  return std::nullopt;
}

std::string kindList() {
  std::string list;
  for (int t = 0; t < kTileKindCount; ++t) {
    if (t) list += ", ";
    list += tileName(static_cast<Tile>(t));
  }
  return list;
}

}  // namespace

std::optional<Tile> tileOfShapes(const std::vector<Shape>& shapes, int tileWidth, int tileHeight) {
  if (shapes.size() != 1) return std::nullopt;
  const float tw = static_cast<float>(tileWidth), th = static_cast<float>(tileHeight);
  const float tol = tolerance(tileWidth, tileHeight);
  switch (shapes.front().kind) {
    case Shape::Kind::Rectangle: return tileOfRectangle(shapes.front().box, tw, th, tol);
    case Shape::Kind::Polygon: return tileOfPolygon(shapes.front().points, tw, th, tol);
    case Shape::Kind::Other: return std::nullopt;
  }
  return std::nullopt;
}

TileKind tileKindOf(const TileInfo* info, int tileWidth, int tileHeight) {
  TileKind kind;
  if (!info) return kind;
  if (const Property* ledge = findProperty(info->properties, "ledge")) {
    const std::optional<Tile> named =
        ledge->value.is_string() ? tileFromName(ledge->value.get<std::string>()) : std::nullopt;
    if (named) return {*named, TileKind::Source::Property, {}};
    kind.problem = "tile " + std::to_string(info->id) + ": property ledge = " + ledge->value.dump() +
                   " is not a Ledge tile (expected one of " + kindList() + ")";
  }
  if (!info->shapes.empty()) {
    if (const std::optional<Tile> shaped = tileOfShapes(info->shapes, tileWidth, tileHeight))
      return {*shaped, TileKind::Source::Shape, kind.problem};
    if (kind.problem.empty())
      kind.problem = "tile " + std::to_string(info->id) +
                     ": its collision shapes are not one full box, top strip or slope; counted as solid";
  }
  return kind;
}

}  // namespace ledge::io::tiled
