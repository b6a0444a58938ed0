#pragma once
// The keys of "physics" in a level file: one row per PhysicsParams field, in file order. A field
// added to PhysicsParams is one row here, and every reader and writer of levels follows.

#include <array>
#include <variant>

#include "core/io/json_reader.h"
#include "core/physics.h"

namespace ledge::io {

struct PhysicsKey {
  const char* name;  // the JSON key, the same as the field's name
  std::variant<float PhysicsParams::*, int PhysicsParams::*, bool PhysicsParams::*> member;
  NumberRange range;  // for numbers
};

inline constexpr std::array kPhysicsKeys{
    PhysicsKey{"gravity", &PhysicsParams::gravity, NumberRange::Any},
    PhysicsKey{"groundFriction", &PhysicsParams::groundFriction, NumberRange::NonNegative},
    PhysicsKey{"airFriction", &PhysicsParams::airFriction, NumberRange::NonNegative},
    PhysicsKey{"maxFall", &PhysicsParams::maxFall, NumberRange::NonNegative},
    PhysicsKey{"runSpeed", &PhysicsParams::runSpeed, NumberRange::NonNegative},
    PhysicsKey{"runAccel", &PhysicsParams::runAccel, NumberRange::NonNegative},
    PhysicsKey{"jumpSpeed", &PhysicsParams::jumpSpeed, NumberRange::NonNegative},
    PhysicsKey{"coyoteTime", &PhysicsParams::coyoteTime, NumberRange::NonNegative},
    PhysicsKey{"jumpBuffer", &PhysicsParams::jumpBuffer, NumberRange::NonNegative},
    PhysicsKey{"timestep", &PhysicsParams::timestep, NumberRange::Positive},
    PhysicsKey{"airControl", &PhysicsParams::airControl, NumberRange::NonNegative},
    PhysicsKey{"jumpCut", &PhysicsParams::jumpCut, NumberRange::NonNegative},
    PhysicsKey{"cornerCorrection", &PhysicsParams::cornerCorrection, NumberRange::NonNegative},
    PhysicsKey{"climbSpeed", &PhysicsParams::climbSpeed, NumberRange::NonNegative},
    PhysicsKey{"walkSpeed", &PhysicsParams::walkSpeed, NumberRange::NonNegative},
    PhysicsKey{"oneWayTolerance", &PhysicsParams::oneWayTolerance, NumberRange::NonNegative},
    PhysicsKey{"speculativeSweptNormals", &PhysicsParams::speculativeSweptNormals, NumberRange::Any},
};

// Reads one physics value into `physics`; false (after an error) when the value is not valid.
bool readPhysicsValue(JsonReader& reader, const PhysicsKey& key, const Json& value, const std::string& path,
                      PhysicsParams& physics);
// The value's text in a level file.
std::string physicsValueText(const PhysicsKey& key, const PhysicsParams& physics);
const PhysicsKey* findPhysicsKey(std::string_view name);

}  // namespace ledge::io
