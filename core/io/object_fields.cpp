#include "core/io/object_fields.h"

#include <algorithm>

#include "core/io/actor_keys.h"
#include "core/limits.h"
#include "core/io/text_util.h"

namespace ledge::io {
namespace {

bool sameName(std::string_view a, std::string_view b) { return lowercase(a) == lowercase(b); }

}  // namespace

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

bool isFieldLedgeReads(std::string_view name) {
  static constexpr std::string_view kSolidFields[] = {"speed", "mode", "path"};
  const auto named = [&](std::string_view key) { return sameName(name, key); };
  return named("mover") || std::ranges::any_of(kActorKeys, [&](const ActorKey& k) { return named(k.name); }) ||
         std::ranges::any_of(kSolidFields, named);
}

}  // namespace ledge::io
