#pragma once
// The sane bounds of a level's numbers: a level file beyond them is refused on load, and so is
// an edit of a recording. The simulation turns speed x timestep into whole pixels: with speeds
// and accelerations within 10^6 px/s (px/s^2) and a timestep within 1 s, one step moves an
// actor or a solid at most 10^6 px and changes a speed by at most 10^6 px/s, so that from any
// position a level allows (within kWorldReach = 2^24 of the map) a step's whole pixels fit an
// int many times over. Gravity pulls down only (maxFall caps what it adds); fractions are
// fractions.

#include <cfloat>
#include <string>

#include "core/tile_map.h"

namespace ledge {

// The values a number may take, min..max, and their unit as messages name it ("px/s").
struct NumberRange {
  double min = -FLT_MAX;
  double max = FLT_MAX;
  const char* unit = "";
  // Whether a float field may hold `value`. The bounds are compared as floats: a reader checks
  // a file's double and stores it as a float, and 0.0001 stored is 9.99999975e-05. Not NaN.
  constexpr bool holds(float value) const {
    return value >= static_cast<float>(min) && value <= static_cast<float>(max);
  }
};
// "from 0 to 1000000 px/s", "of at least 0".
std::string rangeText(const NumberRange& range);
inline constexpr NumberRange kAnyNumber{};
inline constexpr NumberRange kNonNegative{0.0};

// Positions and sizes of actors, solids and path points: within this, every whole pixel is
// exact in a 32-bit float, which the movers other than `pixel` compute with.
inline constexpr int kMaxCoordinate = 1 << 24;
inline constexpr double kMaxSpeed = 1e6;         // px/s
inline constexpr double kMaxAcceleration = 1e6;  // px/s^2
// The lift boost divides a solid's move by the timestep: 10 kHz keeps that finite too.
inline constexpr double kMinTimestep = 1e-4;  // s
inline constexpr double kMaxTimestep = 1.0;   // s

inline constexpr NumberRange kVelocityRange{-kMaxSpeed, kMaxSpeed, "px/s"};  // actors' vx, vy
inline constexpr NumberRange kSpeedRange{0.0, kMaxSpeed, "px/s"};           // a solid's, run, jump...
inline constexpr NumberRange kAccelerationRange{0.0, kMaxAcceleration, "px/s2"};
inline constexpr NumberRange kTimestepRange{kMinTimestep, kMaxTimestep, "s"};
inline constexpr NumberRange kFractionRange{0.0, 1.0};
// A head bump slides at most a tile of the largest size around a corner: every pixel of the
// slide is tried, so an absurd reach would stall the step.
inline constexpr NumberRange kCornerCorrectionRange{0.0, TileMap::kMaxTileSize, "px"};

}  // namespace ledge
