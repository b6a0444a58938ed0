#pragma once
// Colours of what the editor draws over the tile map (0xAABBGGRR, as ImGui's IM_COL32).
// The tiles themselves are drawn by shaders/tile_map.frag.

#include <cstdint>

#include "core/actor.h"

namespace ledge::editor::style {

constexpr uint32_t rgba(uint32_t r, uint32_t g, uint32_t b, uint32_t a = 255) {
  return (a << 24) | (b << 16) | (g << 8) | r;
}

inline constexpr uint32_t kPlayer = rgba(90, 210, 120);
inline constexpr uint32_t kWalker = rgba(235, 110, 90);
inline constexpr uint32_t kCrate = rgba(200, 150, 90);
inline constexpr uint32_t kSolidFill = rgba(110, 160, 230, 150);
inline constexpr uint32_t kSolidEdge = rgba(150, 195, 255);
inline constexpr uint32_t kPath = rgba(150, 195, 255, 200);
inline constexpr uint32_t kWaypoint = rgba(255, 255, 255);
inline constexpr uint32_t kSelection = rgba(255, 214, 64);
inline constexpr uint32_t kHover = rgba(255, 255, 255, 60);
inline constexpr uint32_t kHoverEdge = rgba(255, 255, 255, 200);
inline constexpr uint32_t kErase = rgba(255, 90, 90, 200);
inline constexpr uint32_t kLabel = rgba(20, 20, 24);

inline uint32_t actorColor(ActorKind kind) {
  switch (kind) {
    case ActorKind::Player: return kPlayer;
    case ActorKind::Walker: return kWalker;
    case ActorKind::Crate: return kCrate;
  }
  return kCrate;
}

// Screen pixels.
inline constexpr float kHandleHalfSize = 4.0f;
inline constexpr float kWaypointRadius = 5.0f;
inline constexpr float kPickRadius = 7.0f;  // how near a handle the mouse must be

}  // namespace ledge::editor::style
