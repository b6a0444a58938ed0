#include "core/state_hash.h"

#include <cstdio>
#include <cstring>

#include "core/world.h"

namespace ledge {
namespace {

class Fnv1a {
 public:
  template <typename T>
  void add(T value) {
    unsigned char bytes[sizeof(T)];
    std::memcpy(bytes, &value, sizeof(T));
    for (unsigned char b : bytes) {
      hash_ ^= b;
      hash_ *= 1099511628211ull;
    }
  }
  uint64_t value() const { return hash_; }

 private:
  uint64_t hash_ = 14695981039346656037ull;
};

void addActor(Fnv1a& h, const Actor& a) {
  for (int v : {a.x, a.y, a.w, a.h, a.dropThroughRow}) h.add(v);
  for (float v : {a.rx, a.ry, a.vx, a.vy, a.coyoteTimer, a.jumpBufferTimer, a.weight}) h.add(v);
  for (bool v : {a.alive, a.worldCollision, a.applyGravity, a.applyFriction, a.collidesWithActors, a.grounded,
                 a.onSlope, a.onLadder, a.driving, a.climbing, a.jumpRising, a.hitWall})
    h.add(v);
  h.add(a.riding);
  h.add(a.facing);
  h.add(a.kind);
  h.add(a.mover);
  h.add(a.player);
}

void addSolid(Fnv1a& h, const Solid& s) {
  for (int v : {s.x, s.y, s.w, s.h}) h.add(v);
  for (float v : {s.rx, s.ry, s.vx, s.vy, s.pathDistance}) h.add(v);
  h.add(s.pathDirection);
  h.add(s.collidable);
  h.add(s.followsPath);
}

}  // namespace

uint64_t stateHash(const WorldState& state) {
  Fnv1a h;
  h.add(state.frame);
  for (const Input input : state.lastInputs) h.add(input.keys);
  for (const Actor& a : state.actors) addActor(h, a);
  for (const Solid& s : state.solids) addSolid(h, s);
  return h.value();
}

std::string hashText(uint64_t hash) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
  return text;
}

std::optional<uint64_t> parseHashText(std::string_view text) {
  if (text.empty() || text.size() > 16) return std::nullopt;
  uint64_t value = 0;
  for (char c : text) {
    int digit = 0;
    if (c >= '0' && c <= '9')
      digit = c - '0';
    else if (c >= 'a' && c <= 'f')
      digit = c - 'a' + 10;
    else if (c >= 'A' && c <= 'F')
      digit = c - 'A' + 10;
    else
      return std::nullopt;
    value = value << 4 | static_cast<uint64_t>(digit);
  }
  return value;
}

}  // namespace ledge
