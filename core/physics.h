#pragma once
// Movement constants of a level, grouped like Celeste's Player: every number a designer tunes
// lives here, with the defaults of DESIGN.md. Units: pixels, seconds.

namespace ledge {

struct PhysicsParams {
  // World
  float gravity = 1800.0f;  // px/s^2, downwards
  float maxFall = 600.0f;   // px/s
  float timestep = 1.0f / 60.0f;

  // Surfaces: the fraction of the speed along the surface removed each step while friction
  // applies (on the ground when the actor is not driving itself; in the air always).
  float groundFriction = 0.8f;
  float airFriction = 0.0f;

  // Running
  float runSpeed = 160.0f;   // px/s
  float runAccel = 1200.0f;  // px/s^2 towards runSpeed while a direction is held
  float airControl = 0.65f;  // fraction of runAccel available in the air

  // Jumping
  float jumpSpeed = 420.0f;      // px/s, upwards
  float jumpCut = 0.5f;          // rising speed is multiplied by this when jump is released
  float coyoteTime = 0.1f;       // s after leaving the ground in which a jump still works
  float jumpBuffer = 0.1f;       // s before landing in which a jump press is remembered
  int cornerCorrection = 4;      // px a head bump may slide around a corner (pixel mover)

  // Other kinds
  float climbSpeed = 90.0f;  // px/s on ladders
  float walkSpeed = 40.0f;   // px/s, walkers

  // Speculative contacts
  float oneWayTolerance = 2.0f;  // px an actor may be below a jump-through top and still land on it
  bool speculativeSweptNormals = false;  // ghost-collision fix: contact on the face met first

  friend bool operator==(const PhysicsParams&, const PhysicsParams&) = default;
};

}  // namespace ledge
