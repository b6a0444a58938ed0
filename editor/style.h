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

// The collision lab's overlays. Hits and accepted contacts are warm, misses and inactive
// contacts cool; what was rejected is dimmed.
inline constexpr uint32_t kAabb = rgba(255, 255, 255, 210);
inline constexpr uint32_t kRayHit = rgba(255, 120, 60);
inline constexpr uint32_t kRayMiss = rgba(90, 200, 255, 170);
inline constexpr uint32_t kHitPoint = rgba(255, 60, 40);
inline constexpr uint32_t kNormal = rgba(255, 235, 80);
inline constexpr uint32_t kContactAccepted = rgba(255, 80, 200);
inline constexpr uint32_t kContactInactive = rgba(170, 140, 255, 200);
inline constexpr uint32_t kContactRejected = rgba(200, 200, 200, 90);
inline constexpr uint32_t kSwept = rgba(120, 255, 200, 220);
inline constexpr uint32_t kSweptTile = rgba(120, 255, 200, 50);
inline constexpr uint32_t kStop = rgba(255, 150, 0);
inline constexpr uint32_t kPush = rgba(255, 70, 70);
inline constexpr uint32_t kCarry = rgba(120, 190, 255);
inline constexpr uint32_t kCellEdge = rgba(255, 255, 255, 40);
inline constexpr uint32_t kPair = rgba(255, 255, 0, 220);
inline constexpr uint32_t kVelocity = rgba(80, 255, 255);
inline constexpr uint32_t kTrail = rgba(255, 255, 255);
inline constexpr uint32_t kEvent = rgba(255, 40, 255);
inline constexpr uint32_t kBranch = rgba(255, 150, 50);  // the timeline's branch point
inline constexpr uint32_t kStatsBack = rgba(0, 0, 0, 170);
inline constexpr uint32_t kStatsText = rgba(230, 230, 230);
// Dear ImGui's default font (ProggyClean), which the canvas' texts are drawn in: 7 px a
// character, 13 px high.
inline constexpr float kTextCharPixels = 7.0f;
inline constexpr float kTextHeightPixels = 13.0f;
// Partition cells: this alpha per object, up to kCellMaxAlpha.
inline constexpr uint32_t kCellAlphaPerObject = 18;
inline constexpr uint32_t kCellMaxAlpha = 110;
inline constexpr uint32_t kCellShade = rgba(255, 120, 40, 0);

inline constexpr uint32_t kDeadAlpha = 110;  // a dead actor's outline and cross, behind the living
inline constexpr uint32_t withAlpha(uint32_t color, uint32_t alpha) { return (color & 0x00ffffffu) | (alpha << 24); }

// Compare ghosts, one colour per mover.
inline uint32_t moverColor(MoverKind mover) {
  switch (mover) {
    case MoverKind::Pixel: return rgba(255, 255, 255);
    case MoverKind::Speculative: return rgba(255, 110, 220);
    case MoverKind::Raycast: return rgba(255, 200, 60);
    case MoverKind::Mtd: return rgba(90, 220, 255);
  }
  return kAabb;
}

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
