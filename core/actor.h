#pragma once
// An actor: anything that moves and collides with the level (player, walker, crate).
// Plain data; the world's vector index is its id.

#include <cstdint>
#include <limits>

#include "core/geometry.h"

namespace ledge {

using ActorId = int32_t;
using SolidId = int32_t;
inline constexpr int32_t kNoId = -1;
inline constexpr int kNoRow = std::numeric_limits<int>::min();

// How far past the map's sides and above its top an actor may go, px. Further out it has left
// the world and dies (as it does falling below the map): floats hold whole pixels exactly only
// up to 2^24, and an int position flying on at the top speed would overflow in half an hour.
inline constexpr int kWorldReach = 1 << 24;

// The size an actor gets when nothing says otherwise: a level file's actor without "w" or "h",
// an imported point, an Actor made in code.
inline constexpr int kDefaultActorWidth = 10;
inline constexpr int kDefaultActorHeight = 14;

enum class ActorKind : uint8_t { Player, Walker, Crate };
inline constexpr int kActorKindCount = 3;

// How an actor moves against the level: one of the four methods of DESIGN.md.
enum class MoverKind : uint8_t { Pixel, Speculative, Raycast, Mtd };
inline constexpr int kMoverKindCount = 4;

const char* actorKindName(ActorKind kind);
const char* moverKindName(MoverKind mover);
bool parseActorKind(const char* name, ActorKind& out);
bool parseMoverKind(const char* name, MoverKind& out);

struct Actor {
  // Body. The position is the whole pixel (x, y) plus a remainder in [-0.5, 0.5]. For the pixel
  // mover the integer box is what collides and the remainder is movement not yet made; the
  // other movers collide with the exact box at (x + rx, y + ry).
  int x = 0;
  int y = 0;
  // 1 or more, as a level file requires: a box of no width or height covers no tile, so the
  // pixel and MTD movers let it fall through floors, and it pairs with no actor.
  int w = kDefaultActorWidth;
  int h = kDefaultActorHeight;
  float rx = 0.0f;
  float ry = 0.0f;
  float vx = 0.0f;  // px/s
  float vy = 0.0f;
  int prevX = 0;  // position at the start of the current step
  int prevY = 0;

  ActorKind kind = ActorKind::Crate;
  MoverKind mover = MoverKind::Pixel;
  // Which of a step's PlayerInputs its intent is given (World::stepPlayers); set by the game,
  // not in level files. World::step(input) drives player 0.
  uint8_t player = 0;

  // Switches (the first article's m_HasWorldCollision, m_ApplyGravity, m_ApplyFriction).
  bool alive = true;
  bool worldCollision = true;
  bool applyGravity = true;
  bool applyFriction = true;
  bool collidesWithActors = true;
  float weight = 1.0f;  // mass in actor-vs-actor separation (the heavier moves less); 0 or infinity never moves

  // Contact state, written by the mover at the end of the actor's step.
  bool grounded = false;
  bool onSlope = false;
  bool onLadder = false;  // overlapping a ladder tile
  SolidId riding = kNoId; // the solid stood on that carries it (its kind's isRiding accepts it)

  // Controller state, written by the kind's intent.
  bool driving = false;   // accelerating itself this step: ground friction does not apply
  bool climbing = false;  // on a ladder: no gravity, ladder tops do not block
  bool jumpRising = false;// rising from a jump with the key held: releasing cuts the rise
  bool hitWall = false;   // blocked horizontally in the last step
  int8_t facing = 1;
  float coyoteTimer = 0.0f;
  float jumpBufferTimer = 0.0f;
  int dropThroughRow = kNoRow;  // pixel y of the one-way top being dropped through

  // The box on whole pixels. For the exact-model movers it is also the exact box rounded to the
  // nearest pixels, since their remainder stays within [-0.5, 0.5].
  IRect rect() const { return {x, y, w, h}; }
  Box exactBox() const {
    return {static_cast<float>(x) + rx, static_cast<float>(y) + ry, static_cast<float>(w),
            static_cast<float>(h)};
  }
  bool usesPixelBox() const { return mover == MoverKind::Pixel; }
  // The box that collides: the integer box for the pixel mover, the exact one for the others.
  Box collisionBox() const { return usesPixelBox() ? toBox(rect()) : exactBox(); }
};

}  // namespace ledge
