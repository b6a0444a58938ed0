#pragma once
// The keys of "physics" in a level file: the fields of core/physics_fields.h, in file order,
// read and written.

#include "core/io/json_reader.h"
#include "core/physics_fields.h"

namespace ledge::io {

// Reads one physics value into `physics`; false (after an error) when the value is not valid.
bool readPhysicsValue(JsonReader& reader, const PhysicsField& key, const Json& value, const std::string& path,
                      PhysicsParams& physics);
// Every key of "physics", in file order.
std::vector<std::string_view> physicsKeyNames();
// The value's text in a level file.
std::string physicsValueText(const PhysicsField& key, const PhysicsParams& physics);

}  // namespace ledge::io
