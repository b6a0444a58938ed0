#include "core/io/physics_keys.h"

#include <algorithm>
#include <cstring>

#include "core/io/json_text.h"

namespace ledge::io {

bool readPhysicsValue(JsonReader& reader, const PhysicsField& key, const Json& value, const std::string& path,
                      PhysicsParams& physics) {
  if (const auto real = std::get_if<float PhysicsParams::*>(&key.member)) {
    const auto v = reader.number(value, path, key.range);
    if (v) physics.*(*real) = *v;
    return v.has_value();
  }
  if (const auto flag = std::get_if<bool PhysicsParams::*>(&key.member)) {
    const auto v = reader.boolean(value, path);
    if (v) physics.*(*flag) = *v;
    return v.has_value();
  }
  // Whole numbers of an open range stop at +-2^30, well inside an int.
  auto whole = [](double bound) { return static_cast<int64_t>(std::clamp(bound, -1073741824.0, 1073741824.0)); };
  const auto v = reader.integer(value, path, whole(key.range.min), whole(key.range.max));
  if (v) physics.*std::get<int PhysicsParams::*>(key.member) = static_cast<int>(*v);
  return v.has_value();
}

std::vector<std::string_view> physicsKeyNames() {
  std::vector<std::string_view> names;
  for (const PhysicsField& key : kPhysicsFields) names.emplace_back(key.name);
  return names;
}

std::string physicsValueText(const PhysicsField& key, const PhysicsParams& physics) {
  if (const auto real = std::get_if<float PhysicsParams::*>(&key.member)) return formatFloat(physics.*(*real));
  if (const auto flag = std::get_if<bool PhysicsParams::*>(&key.member)) return physics.*(*flag) ? "true" : "false";
  return std::to_string(physics.*std::get<int PhysicsParams::*>(key.member));
}

}  // namespace ledge::io
