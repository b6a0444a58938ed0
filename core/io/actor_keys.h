#pragma once
// The optional keys of an actor ("vx", "gravity", "weight"...): one row per ActorSpec field, read
// and written alike by level files, Tiled object properties and LDtk entity fields. A key is
// written only when its value differs from ActorSpec's default.

#include <array>
#include <string_view>
#include <variant>
#include <vector>

#include "core/io/json_reader.h"
#include "core/limits.h"
#include "core/level.h"

namespace ledge::io {

struct ActorKey {
  const char* name;
  std::variant<float ActorSpec::*, bool ActorSpec::*> member;
  NumberRange range;  // for numbers (core/limits.h)
};

inline constexpr std::array kActorKeys{
    ActorKey{"vx", &ActorSpec::vx, kVelocityRange},
    ActorKey{"vy", &ActorSpec::vy, kVelocityRange},
    ActorKey{"gravity", &ActorSpec::applyGravity, kAnyNumber},
    ActorKey{"friction", &ActorSpec::applyFriction, kAnyNumber},
    ActorKey{"worldCollision", &ActorSpec::worldCollision, kAnyNumber},
    ActorKey{"collidesWithActors", &ActorSpec::collidesWithActors, kAnyNumber},
    ActorKey{"weight", &ActorSpec::weight, kNonNegative},
};

const ActorKey* findActorKey(std::string_view name);
// Reads one value into `actor`; false after an error.
bool readActorValue(JsonReader& reader, const ActorKey& key, const Json& value, const std::string& path,
                    ActorSpec& actor);
bool hasDefaultValue(const ActorKey& key, const ActorSpec& actor);
// The value's JSON text ("12.5", "false").
std::string actorValueText(const ActorKey& key, const ActorSpec& actor);

// Every key of an actor, and of a solid, that Ledge reads itself: in a level file, any other key is
// kept as unknown; an import's kept keys must not repeat these.
std::vector<std::string_view> actorKeyNames();
std::vector<std::string_view> solidKeyNames();

// The names of the enums as files spell them, for JsonReader::name().
std::vector<std::string_view> actorKindNames();
std::vector<std::string_view> moverNames();
std::vector<std::string_view> pathModeNames();

}  // namespace ledge::io
