#include "core/io/actor_keys.h"

#include "core/io/json_text.h"

namespace ledge::io {
namespace {

constexpr int kPathModeCount = static_cast<int>(PathMode::Once) + 1;

template <typename Enum>
std::vector<std::string_view> namesOf(int count, const char* (*nameOf)(Enum)) {
  std::vector<std::string_view> names;
  for (int i = 0; i < count; ++i) names.emplace_back(nameOf(static_cast<Enum>(i)));
  return names;
}

}  // namespace

const ActorKey* findActorKey(std::string_view name) {
  for (const ActorKey& key : kActorKeys)
    if (name == key.name) return &key;
  return nullptr;
}

bool readActorValue(JsonReader& reader, const ActorKey& key, const Json& value, const std::string& path,
                    ActorSpec& actor) {
  if (const auto real = std::get_if<float ActorSpec::*>(&key.member)) {
    const auto v = reader.number(value, path, key.range);
    if (v) actor.*(*real) = *v;
    return v.has_value();
  }
  const auto v = reader.boolean(value, path);
  if (v) actor.*std::get<bool ActorSpec::*>(key.member) = *v;
  return v.has_value();
}

bool hasDefaultValue(const ActorKey& key, const ActorSpec& actor) {
  static const ActorSpec defaults;
  return std::visit([&](auto member) { return actor.*member == defaults.*member; }, key.member);
}

std::string actorValueText(const ActorKey& key, const ActorSpec& actor) {
  if (const auto real = std::get_if<float ActorSpec::*>(&key.member)) return formatFloat(actor.*(*real));
  return actor.*std::get<bool ActorSpec::*>(key.member) ? "true" : "false";
}

std::vector<std::string_view> actorKeyNames() {
  std::vector<std::string_view> names = {"kind", "x", "y", "w", "h", "mover"};
  for (const ActorKey& key : kActorKeys) names.emplace_back(key.name);
  return names;
}

std::vector<std::string_view> solidKeyNames() { return {"x", "y", "w", "h", "path", "speed", "mode"}; }

std::vector<std::string_view> actorKindNames() { return namesOf(kActorKindCount, actorKindName); }
std::vector<std::string_view> moverNames() { return namesOf(kMoverKindCount, moverKindName); }
std::vector<std::string_view> pathModeNames() { return namesOf(kPathModeCount, pathModeName); }

}  // namespace ledge::io
