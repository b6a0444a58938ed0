#include "core/physics_fields.h"

#include <cstdio>

namespace ledge {

const PhysicsField* findPhysicsField(std::string_view name) {
  for (const PhysicsField& field : kPhysicsFields)
    if (name == field.name) return &field;
  return nullptr;
}

std::string checkPhysics(const PhysicsParams& physics) {
  for (const PhysicsField& field : kPhysicsFields) {
    double value = 0.0;
    if (const auto real = std::get_if<float PhysicsParams::*>(&field.member))
      value = physics.*(*real);
    else if (const auto whole = std::get_if<int PhysicsParams::*>(&field.member))
      value = physics.*(*whole);
    else
      continue;  // a switch: any value is one
    if (field.range.contains(value)) continue;
    char text[32];
    std::snprintf(text, sizeof text, "%.9g", value);
    return std::string("physics ") + field.name + " is " + text + ": expected a number " + rangeText(field.range);
  }
  return {};
}

}  // namespace ledge
