#pragma once
// The world: a level's tile map and physics plus the dynamic state that a step changes.
// One fixed step: player intent, moving solids, each actor's gravity and mover, actor pairs,
// frame counter. Deterministic: same level and inputs give the same state on every run.

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <cstdint>
#include <vector>

#include "core/actor.h"
#include "core/input.h"
#include "core/level.h"
#include "core/limits.h"
#include "core/pair_groups.h"
#include "core/partition.h"
#include "core/physics.h"
#include "core/solid.h"
#include "core/solid_index.h"
#include "core/speculative_contacts.h"
#include "core/task_system.h"
#include "core/tile_map.h"
#include "core/trace.h"

namespace ledge {

class World;

// Behaviour is data: an actor's kind selects these functions. A game can replace any entry
// (World::kinds) to change how a kind thinks, what it rides, what a squish or a fall out of
// the map does to it.
using IntentFn = void (*)(World& world, ActorId id, Input input, StepTrace* trace);
// Asked only of the actors within kRiderReach tiles of the solid (found through the partition).
using RidingFn = bool (*)(const World& world, const Actor& actor, const Solid& solid);
inline constexpr int kRiderReach = 1;
using SquishFn = void (*)(World& world, ActorId id, SolidId by, StepTrace* trace);
// `way` is the side the actor left by: (0, 1) below the map, or beside or above it out of
// kWorldReach. Called from the actor phase, which may run on several threads: it may change
// this actor only (put it back at a checkpoint, say). An actor it leaves out of the world is
// removed by defaultFellOut all the same (it would fall until its position overflows).
using FellOutFn = void (*)(World& world, ActorId id, Vec2 way, StepTrace* trace);

struct KindBehaviour {
  IntentFn intent = nullptr;  // null: the actor does not steer itself
  RidingFn isRiding = nullptr;
  SquishFn squish = nullptr;    // null: nothing happens, the actor stays in the solid
  FellOutFn fellOut = nullptr;  // null: defaultFellOut
};

// Everything a step changes; a keyframe is a copy of this.
struct WorldState {
  std::vector<Actor> actors;
  std::vector<Solid> solids;
  int64_t frame = 0;
  PlayerInputs lastInputs{};  // the previous frame's inputs, to see a jump press
};

class World {
 public:
  // An empty world with the default behaviours. A level made in code is best given to
  // World(level), which also sizes the partition to its map. Neither checks the level: one made
  // in code is checked by io::levelErrors() (core/io/level_file.h, in ledge_io), the rules a
  // level file is held to; beyond them (a timestep of 0, NaN gravity) a step's results mean nothing.
  World();
  explicit World(const Level& level);

  // One player's input (player 0; the others hold no key).
  void step(Input input, StepTrace* trace = nullptr);
  // Each actor's intent is given the input of its Actor::player.
  void stepPlayers(const PlayerInputs& inputs, StepTrace* trace = nullptr);
  // The phases of a step, in its order; calling them one after another is exactly
  // stepPlayers(). Public so that a profiler can time each phase (the core never reads a clock).
  void stepIntents(const PlayerInputs& inputs, StepTrace* trace);  // 1. player intent (and every kind's)
  void stepSolids(StepTrace* trace);                               // 2. moving solids: carry, push, squish
  void stepActors(StepTrace* trace);                               // 3. gravity and each actor's mover
  void stepPairs(StepTrace* trace);                                // 4. partition, pairs, actor-vs-actor MTD
  void finishStep(const PlayerInputs& inputs);                     // 5. frame counter
  // 64-bit hash of every actor's and solid's position, remainder, velocity and flags.
  uint64_t hash() const;
  // Puts a keyframe back.
  void restore(const WorldState& keyframe);

  // Calls visit(id, solid), in id order, for the collidable solids that may overlap the columns
  // [left, right]: the few the solid index finds during the actor phases, every one otherwise.
  template <typename Visit>
  void forEachSolidAcross(int left, int right, Visit&& visit) const {
    if (state.solids.empty()) return;  // most levels: nothing to look up
    solidIndex.forEachAcross(state.solids, left, right, visit);
  }
  // The same for real columns: the whole pixels they touch.
  template <typename Visit>
  void forEachSolidAcross(float left, float right, Visit&& visit) const {
    if (state.solids.empty()) return;
    // Outside an int's range, or NaN: every solid (the callers' own tests decide).
    constexpr float kLimit = 1e9f;
    if (!(left >= -kLimit && right <= kLimit))
      solidIndex.forEachAcross(state.solids, std::numeric_limits<int>::min() / 2, std::numeric_limits<int>::max() / 2, visit);
    else
      solidIndex.forEachAcross(state.solids, static_cast<int>(std::floor(left)), static_cast<int>(std::ceil(right)), visit);
  }
  // The first of those solids, in id order, that `accepts`, or kNoId.
  template <typename Column, typename Accepts>
  SolidId firstSolidAcross(Column left, Column right, Accepts&& accepts) const {
    SolidId first = kNoId;
    forEachSolidAcross(left, right, [&](SolidId id, const Solid& s) {
      if (first == kNoId && accepts(s)) first = id;
    });
    return first;
  }

  // The threads a step uses: none when the world is too small for them to pay for handing
  // out work.
  TaskSystem* stepTasks() const { return actorCount() < kMinActorsForThreads ? nullptr : tasks; }
  static constexpr int kMinActorsForThreads = 2048;
  // The pairs a world's working memory has room for, per actor: a forming pile of crates makes
  // about one (the rain of 100,000 reaches 0.9 in 120 steps; of 20,000, settling sooner, two in
  // 112), a crowd of walkers pressing on each other about two (1.8 over its first 120 steps, 3.3
  // in the last ones). More pairs grow it in a step.
  static constexpr size_t kPairsReservedPerActor = 2;
  // Touches the working memory the steps are expected to need, on stepTasks()' workers, rather
  // than in the first steps that need it (working_memory.h): a game calls it after setting
  // `tasks`, when it loads a large level. Changes no step's outcome.
  void reserveWorkingMemory();

  // The step's seconds: the timestep within a level file's bounds (limits.h). A game's 0 (a
  // pause, say) or NaN would divide by zero in the solids' velocities and poison every actor
  // that rides one; a paused game does not step.
  float dt() const {
    constexpr auto kMin = static_cast<float>(kMinTimestep);
    constexpr auto kMax = static_cast<float>(kMaxTimestep);
    return std::isnan(physics.timestep) ? kMin : std::clamp(physics.timestep, kMin, kMax);
  }
  // Ids index the state's vectors and are not checked, as a vector's [] is not: an id must be
  // below actorCount() (solidCount()). The asan preset's bounds checks catch one that is not.
  // An actor is added by appending makeActor(spec) to state.actors: the next step places it in
  // the partition. It is removed by setting `alive` false: it leaves the partition at the next
  // step and its id stays taken (ids index the vectors). A game may set any field of an actor;
  // a velocity beyond kVelocityRange (limits.h) is clamped to it as the next step starts, NaN is 0.
  // A moving solid is added by appending a Solid to state.solids, and its path to solidPaths
  // at the same id; a solid with no path there (one of a keyframe restored, say) follows none
  // and stays where the game moves it (moveSolid, solid_move.h).
  Actor& actor(ActorId id) { return state.actors[static_cast<size_t>(id)]; }
  const Actor& actor(ActorId id) const { return state.actors[static_cast<size_t>(id)]; }
  Solid& solid(SolidId id) { return state.solids[static_cast<size_t>(id)]; }
  const Solid& solid(SolidId id) const { return state.solids[static_cast<size_t>(id)]; }
  ActorId actorCount() const { return static_cast<ActorId>(state.actors.size()); }
  SolidId solidCount() const { return static_cast<SolidId>(state.solids.size()); }
  // The solid's path, or null for one that has none in solidPaths (see above).
  const SolidPath* pathOf(SolidId id) const {
    return static_cast<size_t>(id) < solidPaths.size() ? &solidPaths[static_cast<size_t>(id)] : nullptr;
  }
  SolidPath* pathOf(SolidId id) {
    return static_cast<size_t>(id) < solidPaths.size() ? &solidPaths[static_cast<size_t>(id)] : nullptr;
  }

  TileMap map;
  PhysicsParams physics;
  std::vector<SolidPath> solidPaths;  // by solid id; may be shorter than state.solids (see above)
  WorldState state;
  std::array<KindBehaviour, kActorKindCount> kinds{};
  // The game's own, for its behaviours: they are plain functions given the World, and reach the
  // game through this (its score, its sound queue). Ledge never reads it; not in the state.
  void* userData = nullptr;

  // Threads for the work of a step that is independent per actor, cell or band of the map
  // (task_system.h). Not owned; null runs it all on the calling thread, and so does a
  // small world (stepTasks). Neither the state nor the trace depends on it.
  TaskSystem* tasks = nullptr;

  // Derived from the actors, not part of WorldState: built here and in restore(). Its boxes are
  // the actors' as the pairs phase found them, before the response pushed them apart: a game
  // that asks it after a step (objectsTouching) calls partition.update(state.actors) first,
  // which changes nothing that a later step does.
  Partition partition;
  // The solids by position while they stand still: from phase 3 to the end of the step.
  SolidIndex solidIndex;

  // Working memory reused between steps so that a step does not allocate.
  PairGroups pairGroups;  // the actor-vs-actor response's pairs by band
  std::vector<uint8_t> scratchPushed;  // ... and by actor, whether the response moved it this step
  std::vector<ActorId> scratchRiders;
  std::vector<ActorId> scratchNearby;  // actors the partition finds near a moving solid
  std::vector<Padded<std::vector<SpeculativeContact>>> scratchContacts;  // the speculative mover's, per worker
  std::vector<Padded<StepTrace>> scratchTraces;  // a traced movers' phase on threads: per range
};

// The behaviour every kind gets by default (player, walker, crate).
std::array<KindBehaviour, kActorKindCount> defaultKindBehaviours();

// Actor as a level places it, with the switches of its kind.
Actor makeActor(const ActorSpec& spec);

}  // namespace ledge
