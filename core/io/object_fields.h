#pragma once
// Objects of other editors (Tiled objects, LDtk entities) as Ledge's actors and solids: which
// names make which kind, and their custom fields, named like the keys of a level file ("mover",
// "vx", "gravity", "weight"... for actors, "speed" and "mode" for solids; any case).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/io/json_reader.h"
#include "core/level.h"

namespace ledge::io {

struct ObjectField {
  std::string name;
  Json value;
  std::string where;  // for messages
};

enum class ObjectRole { Actor, Solid, Other };

struct ObjectKind {
  ObjectRole role = ObjectRole::Other;
  ActorKind actor = ActorKind::Player;
};

// "player", "walker", "crate" or "solid" in any case; `contained` also accepts names that
// contain one ("PlayerStart", "enemy_walker").
ObjectKind objectKindNamed(std::string_view name, bool contained);

// The kind (an actor kind's name, or "solid") that `name` is one letter from ("playr", "Waker"),
// or "". A letter off, not two, and the first letter right: "plate", "grate" and "layer" are names
// of their own, not typos.
std::string_view kindMisspeltAs(std::string_view name);
// Applies the fields it knows; returns the names of the fields it did not know. Bad values are
// errors of `reader`.
std::vector<std::string> applyActorFields(const std::vector<ObjectField>& fields, ActorSpec& actor, JsonReader& reader);
// Is `name` (in any case) a field that applyActorFields or applySolidFields reads, or a solid's
// "path", or their kept extra keys ("ledge:extra")? Not an object's own class, place and size.
// An object left out that sets one looks meant for Ledge.
bool isFieldLedgeReads(std::string_view name);
// What an object left out sets of those fields, as its warning says it: `it sets "mover", a field
// Ledge reads of actors and solids` (`one` and `many` name a field as its editor does: "a field",
// "fields"); "" when it sets none.
std::string setsFieldsLedgeReads(const std::vector<std::string>& names, std::string_view one, std::string_view many);
// The solid's "path" is the caller's: each editor draws paths its own way.
std::vector<std::string> applySolidFields(const std::vector<ObjectField>& fields, SolidSpec& solid, JsonReader& reader);

}  // namespace ledge::io
