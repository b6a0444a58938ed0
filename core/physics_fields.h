#pragma once
// The fields of PhysicsParams as data: one row per field, with its name (the level file's key)
// and the values it may take. A field added to PhysicsParams is one row here, and the level
// readers and writers and the recording's checks all follow.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

#include "core/limits.h"
#include "core/physics.h"

namespace ledge {

struct PhysicsField {
  const char* name;
  std::variant<float PhysicsParams::*, int PhysicsParams::*, bool PhysicsParams::*> member;
  NumberRange range;  // for numbers
};

inline constexpr std::array kPhysicsFields{
    PhysicsField{"gravity", &PhysicsParams::gravity, kAccelerationRange},
    PhysicsField{"groundFriction", &PhysicsParams::groundFriction, kFractionRange},
    PhysicsField{"airFriction", &PhysicsParams::airFriction, kFractionRange},
    PhysicsField{"maxFall", &PhysicsParams::maxFall, kSpeedRange},
    PhysicsField{"runSpeed", &PhysicsParams::runSpeed, kSpeedRange},
    PhysicsField{"runAccel", &PhysicsParams::runAccel, kAccelerationRange},
    PhysicsField{"jumpSpeed", &PhysicsParams::jumpSpeed, kSpeedRange},
    PhysicsField{"coyoteTime", &PhysicsParams::coyoteTime, kNonNegative},
    PhysicsField{"jumpBuffer", &PhysicsParams::jumpBuffer, kNonNegative},
    PhysicsField{"timestep", &PhysicsParams::timestep, kTimestepRange},
    PhysicsField{"airControl", &PhysicsParams::airControl, kFractionRange},
    PhysicsField{"jumpCut", &PhysicsParams::jumpCut, kFractionRange},
    PhysicsField{"cornerCorrection", &PhysicsParams::cornerCorrection, kCornerCorrectionRange},
    PhysicsField{"climbSpeed", &PhysicsParams::climbSpeed, kSpeedRange},
    PhysicsField{"walkSpeed", &PhysicsParams::walkSpeed, kSpeedRange},
    PhysicsField{"oneWayTolerance", &PhysicsParams::oneWayTolerance, kNonNegative},
    PhysicsField{"speculativeSweptNormals", &PhysicsParams::speculativeSweptNormals, kAnyNumber},
};

const PhysicsField* findPhysicsField(std::string_view name);

// Sets of fields, bit i for kPhysicsFields[i]: what an edit of the physics changes.
using PhysicsFieldSet = uint32_t;
static_assert(kPhysicsFields.size() <= 32);
inline constexpr PhysicsFieldSet kEveryPhysicsField = (PhysicsFieldSet{1} << kPhysicsFields.size()) - 1;
PhysicsFieldSet physicsFieldOf(std::string_view name);  // its bit; none for an unknown name
// The fields in which `a` and `b` differ.
PhysicsFieldSet differingPhysicsFields(const PhysicsParams& a, const PhysicsParams& b);
// `from`'s values of the fields in `fields` into `to`; the others stay.
void copyPhysicsFields(PhysicsParams& to, const PhysicsParams& from, PhysicsFieldSet fields);

// Empty when every number of `physics` lies within its field's range, else the first that does
// not: "physics timestep is 2, over 1 s".
std::string checkPhysics(const PhysicsParams& physics);

}  // namespace ledge
