#include "core/physics_fields.h"

#include <cstdio>

namespace ledge {

const PhysicsField* findPhysicsField(std::string_view name) {
  for (const PhysicsField& field : kPhysicsFields)
    if (name == field.name) return &field;
  return nullptr;
}

PhysicsFieldSet physicsFieldOf(std::string_view name) {
  const PhysicsField* field = findPhysicsField(name);
  return field ? PhysicsFieldSet{1} << (field - kPhysicsFields.data()) : 0;
}

PhysicsFieldSet differingPhysicsFields(const PhysicsParams& a, const PhysicsParams& b) {
  PhysicsFieldSet fields = 0;
  for (size_t i = 0; i < kPhysicsFields.size(); ++i) {
    const bool same = std::visit([&](auto member) { return a.*member == b.*member; }, kPhysicsFields[i].member);
    if (!same) fields |= PhysicsFieldSet{1} << i;
  }
  return fields;
}

void copyPhysicsFields(PhysicsParams& to, const PhysicsParams& from, PhysicsFieldSet fields) {
  for (size_t i = 0; i < kPhysicsFields.size(); ++i)
    if (fields & (PhysicsFieldSet{1} << i)) std::visit([&](auto member) { to.*member = from.*member; }, kPhysicsFields[i].member);
}

std::string checkPhysics(const PhysicsParams& physics) {
  for (const PhysicsField& field : kPhysicsFields) {
    float value = 0.0f;
    if (const auto real = std::get_if<float PhysicsParams::*>(&field.member))
      value = physics.*(*real);
    else if (const auto whole = std::get_if<int PhysicsParams::*>(&field.member))
      value = static_cast<float>(physics.*(*whole));
    else
      continue;  // a switch: any value is one
    if (field.range.holds(value)) continue;
    char text[32];
    std::snprintf(text, sizeof text, "%.9g", value);
    return std::string("physics ") + field.name + " is " + text + ": expected a number " + rangeText(field.range);
  }
  return {};
}

}  // namespace ledge
