// Names of the enums as they appear in level files, traces and the command line.

#include <cstring>

#include "core/actor.h"
#include "core/solid.h"

namespace ledge {
namespace {

template <typename Enum, size_t N>
bool parseName(const char* name, const char* const (&names)[N], Enum& out) {
  for (size_t i = 0; i < N; ++i) {
    if (std::strcmp(name, names[i]) == 0) {
      out = static_cast<Enum>(i);
      return true;
    }
  }
  return false;
}

constexpr const char* kActorKinds[] = {"player", "walker", "crate"};
constexpr const char* kMovers[] = {"pixel", "speculative", "raycast", "mtd"};
constexpr const char* kPathModes[] = {"pingpong", "loop", "once"};

}  // namespace

const char* actorKindName(ActorKind kind) { return kActorKinds[static_cast<size_t>(kind)]; }
const char* moverKindName(MoverKind mover) { return kMovers[static_cast<size_t>(mover)]; }
const char* pathModeName(PathMode mode) { return kPathModes[static_cast<size_t>(mode)]; }
bool parseActorKind(const char* name, ActorKind& out) { return parseName(name, kActorKinds, out); }
bool parseMoverKind(const char* name, MoverKind& out) { return parseName(name, kMovers, out); }
bool parsePathMode(const char* name, PathMode& out) { return parseName(name, kPathModes, out); }

}  // namespace ledge
