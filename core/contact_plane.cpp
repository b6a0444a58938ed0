#include "core/contact_plane.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/collide.h"

namespace ledge {
namespace {

// px: distances this close are a tie (float positions differ in their last bits).
constexpr float kTieTolerance = 1e-3f;

void add(ContactPlanes& planes, const ContactPlane& plane) { planes.planes[planes.count++] = plane; }

}  // namespace

ContactPlanes boxPlanes(const Box& box, const Box& obstacle) {
  // The box shrinks to its centre p; the obstacle grows by the box's half extents.
  const Vec2 p = box.center();
  const Vec2 d = p - obstacle.center();
  const Vec2 extent{(box.w + obstacle.w) * 0.5f, (box.h + obstacle.h) * 0.5f};
  // The face on the side of the centre; level centres take the upper and the left face.
  const float sx = d.x > 0.0f ? 1.0f : -1.0f;
  const float sy = d.y > 0.0f ? 1.0f : -1.0f;
  // The contact point: on the face, across from the box's centre.
  const Vec2 across{std::clamp(p.x, obstacle.left(), obstacle.right()),
                    std::clamp(p.y, obstacle.top(), obstacle.bottom())};
  const Vec2 onVertical{across.x, sy > 0.0f ? obstacle.bottom() : obstacle.top()};
  const Vec2 onHorizontal{sx > 0.0f ? obstacle.right() : obstacle.left(), across.y};
  ContactPlanes planes;
  add(planes, {{0.0f, sy}, std::fabs(d.y) - extent.y, onVertical});
  add(planes, {{sx, 0.0f}, std::fabs(d.x) - extent.x, onHorizontal});
  return planes;
}

ContactPlanes slopePlanes(const Box& box, Tile slope, const Box& tile) {
  const SlopeProfile profile = slopeProfile(slope);
  const float left = static_cast<float>(profile.leftEighths) * tile.h / 8.0f;
  const float right = static_cast<float>(profile.rightEighths) * tile.h / 8.0f;
  const float bottom = tile.bottom();

  // The sloped plane, through the surface's left end, measured from the box corner nearest it.
  const float length = std::sqrt((left - right) * (left - right) + tile.w * tile.w);
  const Vec2 normal{(left - right) / length, -tile.w / length};
  const Vec2 corner{normal.x < 0.0f ? box.right() : box.left(), box.bottom()};
  const float distance = dot(normal, corner - Vec2{tile.left(), bottom - left});
  ContactPlanes planes;
  add(planes, {normal, distance, corner - normal * distance});

  // The other faces are those of the slope's bounding box.
  const float height = std::max(left, right);
  const ContactPlanes sides = boxPlanes(box, {tile.x, bottom - height, tile.w, height});
  const ContactPlane& vertical = sides.planes[0];
  const ContactPlane& horizontal = sides.planes[1];
  add(planes, vertical);
  const float sideHeight = horizontal.normal.x < 0.0f ? left : right;
  const bool sideIsCorner = sideHeight == 0.0f && box.bottom() <= bottom + kContactTolerance;
  if (!sideIsCorner) add(planes, horizontal);
  return planes;
}

ContactPlane majorAxis(const ContactPlanes& candidates) {
  int best = 0;
  for (int i = 1; i < candidates.count; ++i)
    if (candidates.planes[i].distance > candidates.planes[best].distance + kTieTolerance) best = i;
  return candidates.planes[best];
}

ContactPlane sweptAxis(const ContactPlanes& candidates, Vec2 velocity) {
  constexpr float kNever = std::numeric_limits<float>::infinity();
  int best = -1;
  float bestEntry = 0.0f;
  for (int i = 0; i < candidates.count; ++i) {
    const ContactPlane& plane = candidates.planes[i];
    if (plane.distance < 0.0f) continue;
    const float closing = -dot(velocity, plane.normal);
    const float entry = closing > 0.0f ? plane.distance / closing : kNever;
    if (best < 0 || entry > bestEntry ||
        (entry == bestEntry && plane.distance > candidates.planes[best].distance)) {
      best = i;
      bestEntry = entry;
    }
  }
  return best < 0 ? majorAxis(candidates) : candidates.planes[best];
}

}  // namespace ledge
