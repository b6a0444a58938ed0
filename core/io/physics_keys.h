#pragma once
// The keys of "physics" in a level file: one row per PhysicsParams field, in file order. A field
// added to PhysicsParams is one row here, and every reader and writer of levels follows.

#include <array>
#include <variant>

#include "core/io/json_reader.h"
#include "core/io/level_limits.h"
#include "core/physics.h"

namespace ledge::io {

struct PhysicsKey {
  const char* name;  // the JSON key, the same as the field's name
  std::variant<float PhysicsParams::*, int PhysicsParams::*, bool PhysicsParams::*> member;
  NumberRange range;  // for numbers (level_limits.h)
};

inline constexpr std::array kPhysicsKeys{
    PhysicsKey{"gravity", &PhysicsParams::gravity, kAccelerationRange},
    PhysicsKey{"groundFriction", &PhysicsParams::groundFriction, kFractionRange},
    PhysicsKey{"airFriction", &PhysicsParams::airFriction, kFractionRange},
    PhysicsKey{"maxFall", &PhysicsParams::maxFall, kSpeedRange},
    PhysicsKey{"runSpeed", &PhysicsParams::runSpeed, kSpeedRange},
    PhysicsKey{"runAccel", &PhysicsParams::runAccel, kAccelerationRange},
    PhysicsKey{"jumpSpeed", &PhysicsParams::jumpSpeed, kSpeedRange},
    PhysicsKey{"coyoteTime", &PhysicsParams::coyoteTime, kNonNegative},
    PhysicsKey{"jumpBuffer", &PhysicsParams::jumpBuffer, kNonNegative},
    PhysicsKey{"timestep", &PhysicsParams::timestep, kTimestepRange},
    PhysicsKey{"airControl", &PhysicsParams::airControl, kFractionRange},
    PhysicsKey{"jumpCut", &PhysicsParams::jumpCut, kFractionRange},
    PhysicsKey{"cornerCorrection", &PhysicsParams::cornerCorrection, kCornerCorrectionRange},
    PhysicsKey{"climbSpeed", &PhysicsParams::climbSpeed, kSpeedRange},
    PhysicsKey{"walkSpeed", &PhysicsParams::walkSpeed, kSpeedRange},
    PhysicsKey{"oneWayTolerance", &PhysicsParams::oneWayTolerance, kNonNegative},
    PhysicsKey{"speculativeSweptNormals", &PhysicsParams::speculativeSweptNormals, kAnyNumber},
};

// Reads one physics value into `physics`; false (after an error) when the value is not valid.
bool readPhysicsValue(JsonReader& reader, const PhysicsKey& key, const Json& value, const std::string& path,
                      PhysicsParams& physics);
// The value's text in a level file.
std::string physicsValueText(const PhysicsKey& key, const PhysicsParams& physics);
const PhysicsKey* findPhysicsKey(std::string_view name);

}  // namespace ledge::io
