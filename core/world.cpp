#include "core/world.h"

#include <algorithm>
#include <cmath>

#include "core/actor_move.h"
#include "core/actor_pairs.h"
#include "core/controller.h"
#include "core/limits.h"
#include "core/movers.h"
#include "core/solid_move.h"
#include "core/state_hash.h"
#include "core/working_memory.h"

namespace ledge {
namespace {

// A game sets velocities as it likes. Beyond the level file's bounds (limits.h), one step could
// carry an actor further than a position holds, and NaN passes every test a mover makes: the
// step keeps them within the bounds, NaN as no speed, and drops a remainder that is no number.
float withinSpeedBounds(float v) {
  constexpr auto kMax = static_cast<float>(kMaxSpeed);
  return std::isnan(v) ? 0.0f : std::clamp(v, -kMax, kMax);
}

void keepMotionInBounds(Actor& a) {
  a.vx = withinSpeedBounds(a.vx);
  a.vy = withinSpeedBounds(a.vy);
  if (!std::isfinite(a.rx)) a.rx = 0.0f;
  if (!std::isfinite(a.ry)) a.ry = 0.0f;
}

void applyGravity(const PhysicsParams& p, Actor& a, float dt) {
  if (!a.applyGravity || a.climbing || a.vy >= p.maxFall) return;
  a.vy = std::min(a.vy + p.gravity * dt, p.maxFall);
}

// Actors per range of the movers' phase: some microseconds of work, so that handing a range
// to a thread costs little beside it.
constexpr int kActorsPerRange = 256;

void runMover(World& w, ActorId id, StepTrace* trace, std::vector<SpeculativeContact>& contacts) {
  Actor& a = w.actor(id);
  if (!a.worldCollision) {
    // Not part of the level's geometry: it just flies.
    shiftExact(a, a.vx * w.dt(), a.vy * w.dt());
    a.grounded = a.onSlope = false;
    return;
  }
  switch (a.mover) {
    case MoverKind::Pixel: stepPixel(w, id, trace); break;
    case MoverKind::Speculative: stepSpeculative(w, id, trace, contacts); break;
    case MoverKind::Raycast: stepRaycast(w, id, trace); break;
    case MoverKind::Mtd: stepMtd(w, id, trace); break;
  }
}

// Below the map, or out of reach beside or above it: the way out, or none. Asked of every actor
// twice a step, so it takes the map's size worked out once.
Vec2 wayOutOfWorld(const Actor& a, int mapWidth, int mapHeight) {
  // Far right and below are asked first: there x + w and y + h could overflow.
  if (a.y >= mapHeight) return {0.0f, 1.0f};
  if (a.x > mapWidth + kWorldReach) return {1.0f, 0.0f};
  if (a.x + a.w < -kWorldReach) return {-1.0f, 0.0f};
  if (a.y + a.h < -kWorldReach) return {0.0f, -1.0f};
  return {};
}

// An actor that left the world by `way` (wayOutOfWorld).
void leaveWorld(World& w, ActorId id, Vec2 way, StepTrace* trace) {
  if (const FellOutFn fellOut = w.kinds[static_cast<size_t>(w.actor(id).kind)].fellOut) fellOut(w, id, way, trace);
  // Left out there, an actor would fall until its position overflows: what the game did not
  // bring back is removed.
  if (w.actor(id).alive && wayOutOfWorld(w.actor(id), w.map.pixelWidth(), w.map.pixelHeight()) != Vec2{})
    defaultFellOut(w, id, way, trace);
}

}  // namespace

std::array<KindBehaviour, kActorKindCount> defaultKindBehaviours() {
  std::array<KindBehaviour, kActorKindCount> kinds{};
  kinds[static_cast<size_t>(ActorKind::Player)] = {playerIntent, defaultIsRiding, defaultSquish, defaultFellOut};
  kinds[static_cast<size_t>(ActorKind::Walker)] = {walkerIntent, defaultIsRiding, defaultSquish, defaultFellOut};
  kinds[static_cast<size_t>(ActorKind::Crate)] = {nullptr, defaultIsRiding, defaultSquish, defaultFellOut};
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

World::World() : kinds(defaultKindBehaviours()) {}

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
  // The top of the map is open: the grid reaches up to the highest actor the level starts with.
  int highest = 0;
  for (const Actor& a : state.actors) highest = std::min(highest, a.y);
  partition.reset(map.pixelWidth(), map.pixelHeight(), level.cellSize * map.tileSize(), -highest);
  partition.rebuild(state.actors);
}

void World::reserveWorkingMemory() {
  const size_t pairs = kPairsReservedPerActor * state.actors.size();
  const int workers = workerCount(stepTasks());
  partition.reserveWorkingMemory(pairs, workers);
  pairGroups.reserve(pairs, partition, workers);
  reserveTouched(scratchPushed, state.actors.size());
}

void World::step(Input input, StepTrace* trace) { stepPlayers(PlayerInputs{input}, trace); }

void World::stepPlayers(const PlayerInputs& inputs, StepTrace* trace) {
  stepIntents(inputs, trace);
  stepSolids(trace);
  stepActors(trace);
  stepPairs(trace);
  finishStep(inputs);
}

void World::stepIntents(const PlayerInputs& inputs, StepTrace* trace) {
  // Apart, as the movers' phase shares the actors out: each thread keeps its actors in cache.
  forEachRange(stepTasks(), actorCount(), kActorsPerRange, [this](int begin, int end, int) {
    for (ActorId id = begin; id < end; ++id) {
      Actor& a = actor(id);
      a.prevX = a.x;
      a.prevY = a.y;
      // Before anything reads them: the intents, the solids' pushes and carries, the movers.
      if (a.alive) keepMotionInBounds(a);
    }
  });
  for (ActorId id = 0; id < actorCount(); ++id) {
    const Actor& a = actor(id);
    if (const IntentFn intent = kinds[static_cast<size_t>(a.kind)].intent; a.alive && intent)
      intent(*this, id, inputOf(inputs, a.player), trace);
  }
}

void World::stepSolids(StepTrace* trace) {
  solidIndex.clear();
  advanceSolids(*this, trace);
}

void World::stepActors(StepTrace* trace) {
  solidIndex.build(state.solids);  // the solids have moved for this step
  // A mover writes its own actor only and reads the map and the solids: actors move apart.
  // Traced, each range of actors traces into a list of its own, and the lists follow each
  // other in the trace in actor order, as they would from one thread.
  TaskSystem* pool = stepTasks();
  const auto workers = static_cast<size_t>(workerCount(pool));
  const bool rangesTraced = trace && workers > 1;
  const auto ranges = static_cast<size_t>((actorCount() + kActorsPerRange - 1) / kActorsPerRange);
  // Only grown: memory kept for the next step.
  if (scratchContacts.size() < workers) scratchContacts.resize(workers);
  if (rangesTraced && scratchTraces.size() < ranges) scratchTraces.resize(ranges);
  const int mapWidth = map.pixelWidth();
  const int mapHeight = map.pixelHeight();
  forEachRange(pool, actorCount(), kActorsPerRange, [&](int begin, int end, int worker) {
    std::vector<SpeculativeContact>& contacts = scratchContacts[static_cast<size_t>(worker)].value;
    StepTrace* rangeTrace = trace;
    if (rangesTraced) {
      rangeTrace = &scratchTraces[static_cast<size_t>(begin / kActorsPerRange)].value;
      rangeTrace->clear();
    }
    for (ActorId id = begin; id < end; ++id) {
      if (!actor(id).alive) continue;
      // Also before its mover: a game may have set the actor out of the world since the last
      // step, and a mover that pushes out of what it overlaps (speculative, MTD) would take it
      // back from beside the map, across the whole reach, in one step.
      if (const Vec2 way = wayOutOfWorld(actor(id), mapWidth, mapHeight); way != Vec2{}) {
        leaveWorld(*this, id, way, rangeTrace);
        if (!actor(id).alive) continue;
      }
      applyGravity(physics, actor(id), dt());
      runMover(*this, id, rangeTrace, contacts);
      if (const Vec2 way = wayOutOfWorld(actor(id), mapWidth, mapHeight); way != Vec2{})
        leaveWorld(*this, id, way, rangeTrace);
    }
  });
  if (rangesTraced)
    for (size_t r = 0; r < ranges; ++r) trace->append(scratchTraces[r].value);
}

void World::stepPairs(StepTrace* trace) { stepActorPairs(*this, trace); }

void World::finishStep(const PlayerInputs& inputs) {
  solidIndex.clear();  // a game may move solids before the next step
  state.lastInputs = inputs;
  ++state.frame;
}

void World::restore(const WorldState& keyframe) {
  state = keyframe;
  solidIndex.clear();
  partition.rebuild(state.actors);
}

uint64_t World::hash() const { return stateHash(state); }

}  // namespace ledge
