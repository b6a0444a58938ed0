#pragma once
// StepTrace: what the collision core did during one step, in order. The core writes to it when
// it is given one (World::step(input, &trace)) and never reads it back; with no trace the cost
// is a null-pointer check. The editor draws it and walks it event by event.

#include <cstdint>
#include <string>
#include <vector>

#include "core/actor.h"
#include "core/geometry.h"
#include "core/tile.h"

namespace ledge {

enum class TracePhase : uint8_t { Intent, Solids, Actors, Pairs };

enum class TraceKind : uint8_t {
  Ray,        // origin, direction (unit), distance = length cast; hit, hitPoint, normal, tile
  Contact,    // point, normal, distance (signed), verdict, tile or solid
  SweptBox,   // box = the region a speculative mover searched, grown by its margin, or the
              // region one MTD sub-step swept (where it began, stretched by its move)
  PixelStop,  // a pixel step refused: box = where the actor stopped, direction = the step,
              // blocker and tile/solid say what refused it
  StepUp,     // pixel mover climbed one pixel onto a slope; box = after
  SnapDown,   // pixel mover followed a slope down one pixel; box = after
  CornerSlide,// pixel mover slid a head bump around a corner; direction = the slide
  Push,       // solid pushed actor: direction = axis and sign, distance = pixels asked for
  Carry,      // solid carried a rider: direction, distance
  Squish,     // actor squished (default: removed); solid = who pushed
  Landing,    // air -> ground transition
  Jump,       // the intent started a jump; point = velocity after the jump
  FellOut,    // actor fell below the bottom of the map, or went out of reach beside or above
              // it (kWorldReach), and died; direction = the way it left
  Resolve,    // MTD push-out: direction = translation applied; other = the other actor if any
  Cell,       // partition cell used: cell, count = objects in it
  Pair,       // actor-vs-actor pair: actor, other, point = signed overlap (from actor's side),
              // hitPoint = the other's centre
};
inline constexpr int kTraceKindCount = 16;

enum class ContactVerdict : uint8_t {
  Accepted,             // acted on the velocity or position
  Inactive,             // speculative: dot(v, n) + separation / dt >= 0, cannot touch this step
  InternalEdge,         // normal points into a neighbouring solid tile
  OneWayNotUp,          // jump-through: only an upward normal counts
  OneWayBelowTolerance, // jump-through: actor too far below the top plane
  Ignored,              // dropping through, or climbing past a ladder top
};

enum class BlockerKind : uint8_t { None, Tile, Wall, Solid, Actor };

struct TraceEvent {
  TraceKind kind = TraceKind::Contact;
  TracePhase phase = TracePhase::Actors;
  ContactVerdict verdict = ContactVerdict::Accepted;
  BlockerKind blocker = BlockerKind::None;
  Tile tile = Tile::Empty;
  bool hit = false;
  ActorId actor = kNoId;
  SolidId solid = kNoId;
  ActorId other = kNoId;
  IVec2 cell{};       // tile (tx, ty) for tile events, partition cell for Cell
  int count = 0;
  Box box{};          // the actor's collision box when the event happened
  Vec2 point{};       // ray origin, contact point, overlap...
  Vec2 direction{};   // ray direction, step or push direction
  Vec2 normal{};      // contact or hit normal
  Vec2 hitPoint{};
  float distance = 0.0f;
  friend bool operator==(const TraceEvent&, const TraceEvent&) = default;
};

class StepTrace {
 public:
  void clear() { events_.clear(); }
  void add(const TraceEvent& e) { events_.push_back(e); }
  void append(const StepTrace& other) { events_.insert(events_.end(), other.events_.begin(), other.events_.end()); }
  const std::vector<TraceEvent>& events() const { return events_; }
  bool empty() const { return events_.empty(); }
  size_t size() const { return events_.size(); }

 private:
  std::vector<TraceEvent> events_;
};

// Stable identifiers ("pixel-stop", "internal-edge", ...) for traces written to files.
const char* traceKindName(TraceKind kind);
const char* tracePhaseName(TracePhase phase);
const char* contactVerdictName(ContactVerdict verdict);
const char* blockerKindName(BlockerKind blocker);

// One line that says what happened: "contact rejected: internal edge", "pushed 3 px left by
// solid 2". Used by the editor's event slider and by `ledge sim --trace`.
std::string describe(const TraceEvent& e);

}  // namespace ledge
