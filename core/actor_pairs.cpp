#include "core/actor_pairs.h"

#include <algorithm>
#include <cmath>
#include <span>

#include "core/actor_move.h"
#include "core/collide.h"
#include "core/mtd.h"
#include "core/pair_groups.h"
#include "core/world.h"

namespace ledge {
namespace {

constexpr TracePhase kPhase = TracePhase::Pairs;
// How many pairs ahead the response asks for the actors it will read: the actors of a pile lie
// anywhere among all the actors (8 MB of them for 100,000), and each pair's first read would
// otherwise wait for memory. Measured on the rain of 100,000: 10% less response time.
constexpr size_t kPrefetchAhead = 8;

// Infinitely heavy is static as weight 0 is (and NaN): inf / (inf + inf) would be NaN.
bool staticWeight(float weight) { return !(weight > 0.0f) || std::isinf(weight); }
bool isStatic(const Actor& a) { return staticWeight(a.weight); }

// Every occupied cell with its object count: bounded by the number of cells, not of actors.
void traceCells(const Partition& partition, StepTrace& trace) {
  const int cellCount = partition.columns() * partition.rows();
  for (int cell = 0; cell < cellCount; ++cell) {
    const size_t count = partition.objectsIn(cell).size();
    if (count == 0) continue;
    TraceEvent e;
    e.kind = TraceKind::Cell;
    e.phase = kPhase;
    e.cell = partition.cellCoords(cell);
    e.count = static_cast<int>(count);
    e.box = partition.cellBox(cell);
    trace.add(e);
  }
}

// One event per pair, from a's side, before anything moves; hitPoint is b's centre (the
// overlay's line runs from a's centre to it).
void tracePairs(const World& w, StepTrace& trace) {
  for (const FoundPair& pair : w.partition.pairs()) {
    TraceEvent e = traceEventFor(w.actor(pair.a), pair.a, TraceKind::Pair, kPhase);
    e.other = pair.b;
    e.blocker = BlockerKind::Actor;
    e.point = w.partition.pairData(pair).overlap;
    e.hitPoint = w.actor(pair.b).collisionBox().center();
    trace.add(e);
  }
}

// Moves one actor along one axis through the collision-aware moves and returns how far it
// went. Pixel actors move whole pixels, rounded up so that a fraction still separates.
float displace(World& w, ActorId id, int axis, float amount, ActorId other, StepTrace* trace) {
  if (std::fabs(amount) <= kContactTolerance) return 0.0f;
  const Box before = w.actor(id).collisionBox();
  MoveOptions options;
  options.phase = kPhase;
  // Pushed sideways down a slope, an actor not rising stays on the ground as its own run would,
  // rather than stepping off into the air and landing again a step later. It does not climb one:
  // it stops there as at a wall, as rising would push it into an actor resting on it whose pair
  // may be settled already.
  options.followSlopesDown = axis == 0 && w.actor(id).vy >= 0.0f;
  if (w.actor(id).usesPixelBox()) {
    const int whole = static_cast<int>(std::ceil(std::fabs(amount) - kContactTolerance));
    const int pixels = amount > 0.0f ? whole : -whole;
    if (axis == 0)
      moveXExact(w, id, pixels, nullptr, trace, options);
    else
      moveYExact(w, id, pixels, nullptr, trace, options);
  } else if (axis == 0) {
    moveX(w, id, amount, nullptr, trace, options);
  } else {
    moveY(w, id, amount, nullptr, trace, options);
  }
  const Box after = w.actor(id).collisionBox();
  if (after != before) w.scratchPushed[static_cast<size_t>(id)] = 1;
  const float moved = axis == 0 ? after.x - before.x : after.y - before.y;
  if (trace && moved != 0.0f) {
    TraceEvent e = traceEventFor(w.actor(id), id, TraceKind::Resolve, kPhase);
    e.direction = axis == 0 ? Vec2{moved, 0.0f} : Vec2{0.0f, moved};
    e.distance = std::fabs(moved);
    e.other = other;
    e.blocker = BlockerKind::Actor;
    trace->add(e);
  }
  return moved;
}

// Is `left`, what a still has to travel out of b, still an overlap? Only a remainder with the
// sign of the whole translation is: an overshoot from a pixel rounded up is a gap.
bool stillOverlapping(float left, float whole) { return left * whole > 0.0f && std::fabs(left) > kContactTolerance; }

// Pushes a and b apart by the minimum translation: a makes its share, b what is left, and a
// the rest when b was stopped. Returns the axis (0 x, 1 y) and a's way out, or no push.
struct Separation {
  int axis = 0;
  float outOfB = 0.0f;  // the direction a leaves b in, along the axis (0: no push)
};

// The weight `self` separates from `other` with. Pushed down by an actor above it that can move,
// an actor that stands on something (the map or a solid since its mover, or an actor whose pair
// came before: the pairs go from the bottom up) does not give way, as if static: the upper one
// takes the whole separation, and a pile stands at its full height. Giving way, it sank into
// what held it, whose pair was settled already.
float weightAgainst(const Actor& self, const Actor& other, bool selfBelow) {
  return selfBelow && self.grounded && !isStatic(other) ? 0.0f : self.weight;
}

// How far an exact mover stays in what it rests on. Separated to exactly touching, an actor lay
// a float error above the one below it (52.000004 instead of 52): the boxes no longer touched,
// the next step found no pair, and the actor fell for a step or two before it was found again,
// dipping up to 1.5 pixels in a stack. Half the contact tolerance: about a thousand times the
// error, too little to see, and below what displace() moves, so it is never undone.
constexpr float kRestingOverlap = kContactTolerance / 2.0f;

float lessBy(float amount, float less) {
  return amount > 0.0f ? std::max(amount - less, 0.0f) : std::min(amount + less, 0.0f);
}

Separation separate(World& w, ActorId a, ActorId b, StepTrace* trace) {
  const Vec2 t = minimumTranslation(w.actor(a).collisionBox(), w.actor(b).collisionBox());
  if (t == Vec2{}) return {};
  Separation s{t.x != 0.0f ? 0 : 1, t.x != 0.0f ? t.x : t.y};
  // Two pixel movers' boxes are whole pixels, which hold their places exactly.
  if (s.axis == 1 && !(w.actor(a).usesPixelBox() && w.actor(b).usesPixelBox()))
    s.outOfB = lessBy(s.outOfB, kRestingOverlap);
  // a leaves b downwards (+y) when it is the lower of the two.
  const float weightA = weightAgainst(w.actor(a), w.actor(b), s.axis == 1 && s.outOfB > 0.0f);
  const float weightB = weightAgainst(w.actor(b), w.actor(a), s.axis == 1 && s.outOfB < 0.0f);
  const bool aMoves = !staticWeight(weightA);
  const bool bMoves = !staticWeight(weightB);
  float left = s.outOfB;
  if (aMoves) {
    float part = s.outOfB * separationShare(weightA, weightB);
    if (w.actor(a).usesPixelBox()) part = static_cast<float>(roundPixels(part));
    left -= displace(w, a, s.axis, part, b, trace);
  }
  if (bMoves && stillOverlapping(left, s.outOfB)) left += displace(w, b, s.axis, -left, a, trace);
  if (aMoves && stillOverlapping(left, s.outOfB)) displace(w, a, s.axis, left, b, trace);
  return s;
}

// Pushed back against its own run, an actor has hit a wall.
void bumpSideways(Actor& actor, float outward) {
  if (actor.vx * outward < 0.0f) actor.hitWall = true;
}

// The upper of two actors that overlap or touch more across than down rests on the lower one.
void support(World& w, ActorId a, ActorId b) {
  const Box boxA = w.actor(a).collisionBox();
  const Box boxB = w.actor(b).collisionBox();
  const float across = std::min(boxA.right(), boxB.right()) - std::max(boxA.left(), boxB.left());
  const float down = std::min(boxA.bottom(), boxB.bottom()) - std::max(boxA.top(), boxB.top());
  if (!(across > 0.0f && down >= -kContactTolerance && down <= across)) return;
  const bool aOnTop = boxA.center().y <= boxB.center().y;
  Actor& upper = w.actor(aOnTop ? a : b);
  const Actor& lower = w.actor(aOnTop ? b : a);
  if (upper.vy < lower.vy) return;  // rising away from it (a jump past its top edge)
  upper.grounded = true;
  // A static actor is moved by no other: on a player's head, it took the jump's speed and flew.
  if (!isStatic(upper)) upper.vy = lower.vy;
}

// Separates one pair and settles what the separation tells: a wall hit, a support.
void resolve(World& w, const FoundPair& pair, StepTrace* trace) {
  const Separation s = separate(w, pair.a, pair.b, trace);
  if (s.axis == 0 && s.outOfB != 0.0f) {
    bumpSideways(w.actor(pair.a), s.outOfB);
    bumpSideways(w.actor(pair.b), -s.outOfB);
  }
  support(w, pair.a, pair.b);
}

// Both actors collide with actors: the others are found all the same, and left alone. Nothing
// else to ask: every pair is of living actors (the dead have left the grid), and no separation
// kills.
bool resolves(const FoundPair& pair) { return pair.bothCollideWithActors; }

bool pushed(const World& w, ActorId id) { return w.scratchPushed[static_cast<size_t>(id)] != 0; }

// The pairs of one group, in its order. A pair found side by side whose actors no pair has
// pushed since is skipped without reading them: its boxes are still the ones found, which share
// no column, so its way out along x is 0 (or a vertical one shorter than minimumTranslation's
// tie tolerance, a thousandth of a pixel, far below the contact tolerance under which nothing
// moves) and neither actor rests on the other. Resolving it would change nothing; half of the
// rain's pairs are such, and reading their actors from all over memory was a fifth of the
// response. An actor pushed sideways by an earlier pair into its neighbour is still separated
// from it in this step.
void resolveGroup(World& w, std::span<const GroupedPair> group, StepTrace* trace) {
  for (size_t k = 0; k < group.size(); ++k) {
    if (k + kPrefetchAhead < group.size()) {
      const FoundPair& ahead = group[k + kPrefetchAhead].pair;
      if (!ahead.sideBySide) {
        __builtin_prefetch(&w.actor(ahead.a));
        __builtin_prefetch(&w.actor(ahead.b));
      }
    }
    const FoundPair& pair = group[k].pair;
    if (pair.sideBySide && !pushed(w, pair.a) && !pushed(w, pair.b)) continue;
    resolve(w, pair, trace);
  }
}

}  // namespace

float separationShare(float selfWeight, float otherWeight) {
  if (staticWeight(selfWeight)) return 0.0f;
  if (staticWeight(otherWeight)) return 1.0f;
  const float sum = selfWeight + otherWeight;
  if (std::isinf(sum)) return (otherWeight * 0.5f) / (selfWeight * 0.5f + otherWeight * 0.5f);  // two near FLT_MAX
  return otherWeight / sum;
}

void stepActorPairs(World& w, StepTrace* trace) {
  updateActorPartition(w);
  findActorPairs(w, trace);
  groupActorPairs(w, trace);
  resolveActorPairs(w, trace);
}

void updateActorPartition(World& w) { w.partition.update(w.state.actors, w.stepTasks()); }

void findActorPairs(World& w, StepTrace* trace) {
  w.partition.findPairs(w.state.actors, w.stepTasks());
  if (trace) {
    traceCells(w.partition, *trace);
    tracePairs(w, *trace);
  }
}

void groupActorPairs(World& w, StepTrace* trace) {
  // Traced, the pairs resolve in order on this thread, so that their events keep one order.
  TaskSystem* pool = w.stepTasks();
  if (trace || workerCount(pool) == 1)
    w.pairGroups.buildInOrder(w.partition.pairs(), w.partition, resolves);
  else
    w.pairGroups.build(w.partition.pairs(), w.partition, resolves, pool);
}

void resolveActorPairs(World& w, StepTrace* trace) {
  w.scratchPushed.assign(w.state.actors.size(), 0);
  const PairGroups& groups = w.pairGroups;
  forEachRange(trace ? nullptr : w.stepTasks(), groups.groupCount(), 1, [&](int begin, int end, int) {
    for (int g = begin; g < end; ++g) resolveGroup(w, groups.group(g), trace);
  });
  resolveGroup(w, groups.crossing(), trace);
}

}  // namespace ledge
