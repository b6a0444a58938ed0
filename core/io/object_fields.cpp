#include "core/io/object_fields.h"

#include <algorithm>
#include <cctype>

#include "core/io/actor_keys.h"
#include "core/limits.h"
#include "core/io/text_util.h"

namespace ledge::io {

ObjectKind objectKindNamed(std::string_view name, bool contained) {
  const std::string lower = lowercase(name);
  auto matches = [&](std::string_view word) {
    return contained ? lower.find(word) != std::string::npos : lower == word;
  };
  for (int k = 0; k < kActorKindCount; ++k) {
    const auto kind = static_cast<ActorKind>(k);
    if (matches(actorKindName(kind))) return {ObjectRole::Actor, kind};
  }
  if (matches("solid")) return {ObjectRole::Solid, ActorKind::Player};
  return {};
}

std::string_view kindMisspeltAs(std::string_view name) {
  std::vector<std::string_view> kinds{"solid"};
  for (int k = 0; k < kActorKindCount; ++k) kinds.push_back(actorKindName(static_cast<ActorKind>(k)));
  for (const std::string_view kind : kinds)
    if (!name.empty() && std::tolower(static_cast<unsigned char>(name[0])) == kind[0] && editDistance(name, kind) == 1)
      return kind;
  return {};
}

std::vector<std::string> applyActorFields(const std::vector<ObjectField>& fields, ActorSpec& actor, JsonReader& reader) {
  std::vector<std::string> unknown;
  for (const ObjectField& field : fields) {
    if (sameName(field.name, "mover")) {
      if (const auto m = reader.name(field.value, field.where, moverNames())) actor.mover = static_cast<MoverKind>(*m);
      continue;
    }
    const auto key = std::find_if(kActorKeys.begin(), kActorKeys.end(),
                                  [&](const ActorKey& k) { return sameName(field.name, k.name); });
    if (key != kActorKeys.end()) readActorValue(reader, *key, field.value, field.where, actor);
    else unknown.push_back(field.name);
  }
  return unknown;
}

std::vector<std::string> applySolidFields(const std::vector<ObjectField>& fields, SolidSpec& solid, JsonReader& reader) {
  std::vector<std::string> unknown;
  for (const ObjectField& field : fields) {
    if (sameName(field.name, "speed")) {
      if (const auto speed = reader.number(field.value, field.where, kSpeedRange)) solid.path.speed = *speed;
    } else if (sameName(field.name, "mode")) {
      if (const auto m = reader.name(field.value, field.where, pathModeNames())) solid.path.mode = static_cast<PathMode>(*m);
    } else if (!sameName(field.name, "path")) {
      unknown.push_back(field.name);
    }
  }
  return unknown;
}

std::string setsFieldsLedgeReads(const std::vector<std::string>& names, std::string_view one, std::string_view many) {
  std::vector<std::string> read;
  for (const std::string& name : names)
    if (isFieldLedgeReads(name)) read.push_back(inQuotes(name));
  if (read.empty()) return {};
  return "it sets " + joined(read) + ", " + std::string(read.size() == 1 ? one : many) + " Ledge reads of actors and solids";
}

bool isFieldLedgeReads(std::string_view name) {
  // A Tiled object and an LDtk entity have their class, place and size as their own members.
  static constexpr std::string_view kObjectsOwn[] = {"kind", "x", "y", "w", "h"};
  const auto named = [&](std::string_view key) { return sameName(name, key); };
  if (named("ledge:extra")) return true;
  if (std::ranges::any_of(kObjectsOwn, named)) return false;
  return std::ranges::any_of(actorKeyNames(), named) || std::ranges::any_of(solidKeyNames(), named);
}

}  // namespace ledge::io
