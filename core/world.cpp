#include "core/world.h"

#include <algorithm>
#include <cstring>

#include "core/actor_move.h"
#include "core/controller.h"
#include "core/movers.h"
#include "core/solid_move.h"

namespace ledge {
namespace {

void applyGravity(const PhysicsParams& p, Actor& a, float dt) {
  if (!a.applyGravity || a.climbing || a.vy >= p.maxFall) return;
  a.vy = std::min(a.vy + p.gravity * dt, p.maxFall);
}

void runMover(World& w, ActorId id, StepTrace* trace) {
  Actor& a = w.actor(id);
  if (!a.worldCollision) {
    // Not part of the level's geometry: it just flies.
    shiftExact(a, a.vx * w.dt(), a.vy * w.dt());
    a.grounded = a.onSlope = false;
    return;
  }
  switch (a.mover) {
    case MoverKind::Pixel: stepPixel(w, id, trace); break;
    case MoverKind::Speculative: stepSpeculative(w, id, trace); break;
    case MoverKind::Raycast: stepRaycast(w, id, trace); break;
    case MoverKind::Mtd: stepMtd(w, id, trace); break;
  }
}

void killIfFellOut(World& w, ActorId id, StepTrace* trace) {
  Actor& a = w.actor(id);
  if (a.y < w.map.pixelHeight()) return;
  a.alive = false;
  if (trace) trace->add(traceEventFor(a, id, TraceKind::FellOut, TracePhase::Actors));
}

// FNV-1a over explicit fields (never raw struct bytes: padding is not state).
class Hasher {
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

}  // namespace

std::array<KindBehaviour, kActorKindCount> defaultKindBehaviours() {
  std::array<KindBehaviour, kActorKindCount> kinds{};
  kinds[static_cast<size_t>(ActorKind::Player)] = {playerIntent, defaultIsRiding, defaultSquish};
  kinds[static_cast<size_t>(ActorKind::Walker)] = {walkerIntent, defaultIsRiding, defaultSquish};
  kinds[static_cast<size_t>(ActorKind::Crate)] = {nullptr, defaultIsRiding, defaultSquish};
  return kinds;
}

Actor makeActor(const ActorSpec& spec) {
  Actor a;
  a.kind = spec.kind;
  a.mover = spec.mover;
  a.x = a.prevX = spec.x;
  a.y = a.prevY = spec.y;
  a.w = spec.w;
  a.h = spec.h;
  a.vx = spec.vx;
  a.vy = spec.vy;
  a.applyGravity = spec.applyGravity;
  a.applyFriction = spec.applyFriction;
  a.worldCollision = spec.worldCollision;
  a.collidesWithActors = spec.collidesWithActors;
  a.weight = spec.weight;
  return a;
}

World::World(const Level& level) : map(level.map), physics(level.physics), kinds(defaultKindBehaviours()) {
  for (const ActorSpec& spec : level.actors) state.actors.push_back(makeActor(spec));
  for (const SolidSpec& spec : level.solids) {
    Solid s;
    s.x = spec.x;
    s.y = spec.y;
    s.w = spec.w;
    s.h = spec.h;
    state.solids.push_back(s);
    solidPaths.push_back(spec.path);
  }
}

void World::step(Input input, StepTrace* trace) {
  const float dt = physics.timestep;
  for (Actor& a : state.actors) {
    a.prevX = a.x;
    a.prevY = a.y;
  }

  // 1. Intent: what each actor wants (the player reads the input).
  for (ActorId id = 0; id < actorCount(); ++id) {
    const Actor& a = actor(id);
    if (const IntentFn intent = kinds[static_cast<size_t>(a.kind)].intent; a.alive && intent)
      intent(*this, id, input, trace);
  }

  // 2. Moving solids advance along their paths, carrying, pushing and squishing.
  advanceSolids(*this, trace);

  // 3. Each actor: gravity, then its mover against tiles and solids.
  for (ActorId id = 0; id < actorCount(); ++id) {
    if (!actor(id).alive) continue;
    applyGravity(physics, actor(id), dt);
    runMover(*this, id, trace);
    killIfFellOut(*this, id, trace);
  }

  // 5. Frame counter.
  state.lastInput = input;
  ++state.frame;
}

void World::restore(const WorldState& keyframe) { state = keyframe; }

uint64_t World::hash() const {
  Hasher h;
  h.add(state.frame);
  h.add(state.lastInput.keys);
  for (const Actor& a : state.actors) {
    for (int v : {a.x, a.y, a.w, a.h, a.dropThroughRow}) h.add(v);
    for (float v : {a.rx, a.ry, a.vx, a.vy, a.coyoteTimer, a.jumpBufferTimer, a.weight}) h.add(v);
    for (bool v : {a.alive, a.worldCollision, a.applyGravity, a.applyFriction, a.collidesWithActors,
                   a.grounded, a.onSlope, a.onLadder, a.driving, a.climbing, a.jumpRising, a.hitWall})
      h.add(v);
    h.add(a.riding);
    h.add(a.facing);
    h.add(a.kind);
    h.add(a.mover);
  }
  for (const Solid& s : state.solids) {
    for (int v : {s.x, s.y, s.w, s.h}) h.add(v);
    for (float v : {s.rx, s.ry, s.vx, s.vy, s.pathDistance}) h.add(v);
    h.add(s.pathDirection);
    h.add(s.collidable);
    h.add(s.followsPath);
  }
  return h.value();
}

}  // namespace ledge
