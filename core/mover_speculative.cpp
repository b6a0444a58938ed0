// The speculative-contacts mover (wildbunny, "How to make a 2d platform game - part 2"). Each
// step: gather every contact the actor could reach (core/speculative_contacts.h), remove from
// the velocity the normal part that would carry it through any of them, apply friction along
// the ground's tangent, correct penetration by position only (so it adds no energy), then move.
// Two checks keep the actor out of every tile: an internal edge whose tile it would end up in
// is taken back, and when the response turns it out of the region searched (a slope deflects
// it), the region grows to where it goes and the step is planned again.
//
// Moving solids have already moved this step (World::step, phase 2), carrying their riders and
// pushing what they met, so while the actor moves they stand still: the velocity relative to a
// solid during this move is the actor's own. Counting Solid::vx/vy again would move a rider
// twice (a rider of a rising lift would rise at twice its speed and leave its floor).

#include <algorithm>
#include <vector>

#include "core/actor_move.h"
#include "core/movers.h"
#include "core/speculative_contacts.h"
#include "core/world.h"

namespace ledge {
namespace {

// Passes over the contacts. One pass meets every contact when the normals are axis-aligned;
// a slope meeting a wall or a ceiling at an angle needs a few more.
constexpr int kSolverPasses = 8;
// px: a contact the velocity would overshoot by less than this is met (ends the passes).
constexpr float kSolverSlack = 1e-4f;
// A slope can turn the actor out of the region searched: search again, up to this many times,
// then stop it for this step.
constexpr int kBroadPhaseRounds = 3;

// The article's test: dot(v, n) + separation / dt < 0 means the actor reaches the plane during
// this step; that sum is the normal velocity to remove. With dt = 1 it measures a displacement.
float normalMotionToRemove(const SpeculativeContact& c, Vec2 motion, float dt) {
  return dot(motion, c.plane.normal) + std::max(c.plane.distance, 0.0f) / dt;
}

// Removes, contact after contact, the normal part of `motion` (a velocity over dt, or a
// displacement with dt = 1) that would carry the actor through it, until no contact acts.
// False when they still conflict after every pass.
bool meetContacts(std::vector<SpeculativeContact>& contacts, Vec2& motion, float dt) {
  for (int pass = 0; pass < kSolverPasses; ++pass) {
    bool acted = false;
    for (SpeculativeContact& c : contacts) {
      if (c.rejected()) continue;
      const float remove = normalMotionToRemove(c, motion, dt);
      if (remove * dt >= -kSolverSlack) continue;
      motion = motion - c.plane.normal * remove;
      c.verdict = ContactVerdict::Accepted;
      acted = true;
    }
    if (!acted) return true;
  }
  return false;
}

// When the passes do not settle (a wedge of planes at a narrow angle), the velocity is scaled
// back towards zero, which meets every contact, until it meets them all.
Vec2 scaledToMeet(const std::vector<SpeculativeContact>& contacts, Vec2 v, float dt) {
  float scale = 1.0f;
  for (const SpeculativeContact& c : contacts) {
    if (c.rejected()) continue;
    const float approach = -dot(v, c.plane.normal);
    const float allowed = std::max(c.plane.distance, 0.0f) / dt;
    if (approach > allowed) scale = std::min(scale, allowed / approach);
  }
  return v * scale;
}

// The ground under the actor: of the contacts that stopped it with an upward normal, the
// flattest. Null in the air.
const SpeculativeContact* groundContact(const std::vector<SpeculativeContact>& contacts) {
  const SpeculativeContact* ground = nullptr;
  for (const SpeculativeContact& c : contacts)
    if (c.verdict == ContactVerdict::Accepted && c.plane.normal.y < 0.0f &&
        (!ground || c.plane.normal.y < ground->plane.normal.y))
      ground = &c;
  return ground;
}

// The article's friction: the velocity along the ground's tangent loses the level's coefficient.
// Once per step, so a seam under the actor does not count twice.
Vec2 groundFriction(Vec2 v, Vec2 normal, float coefficient) {
  const Vec2 tangent{-normal.y, normal.x};
  return v - tangent * (dot(v, tangent) * coefficient);
}

bool penetrates(const SpeculativeContact& c) { return !c.rejected() && c.plane.distance < 0.0f; }

// Of the penetrating contacts with the same normal as contacts[i], is it the deepest (the first
// of equals)?
bool deepestAlongItsNormal(const std::vector<SpeculativeContact>& contacts, size_t i) {
  const ContactPlane& plane = contacts[i].plane;
  for (size_t j = 0; j < contacts.size(); ++j) {
    const SpeculativeContact& other = contacts[j];
    if (j == i || !penetrates(other) || !(other.plane.normal == plane.normal)) continue;
    if (other.plane.distance < plane.distance || (other.plane.distance == plane.distance && j < i)) return false;
  }
  return true;
}

// The article's position correction: each contact the actor penetrates pushes it out along its
// normal by the depth. Position only, so it adds no energy. The article sums the pushes, which
// counts one surface once per tile the actor is sunk into (3 px deep across a seam, it rose 6):
// here the contacts with the same normal push once, by the deepest.
Vec2 penetrationCorrection(std::vector<SpeculativeContact>& contacts) {
  Vec2 correction{};
  for (size_t i = 0; i < contacts.size(); ++i) {
    SpeculativeContact& c = contacts[i];
    if (!penetrates(c)) continue;
    c.verdict = ContactVerdict::Accepted;
    if (deepestAlongItsNormal(contacts, i)) correction = correction - c.plane.normal * c.plane.distance;
  }
  return correction;
}

struct Plan {
  Vec2 velocity{};
  Vec2 displacement{};
  Vec2 groundNormal{};  // zero in the air
};

// The response to the contacts that were not rejected: the new velocity and the move.
Plan respond(const World& w, const Actor& a, Vec2 v0, std::vector<SpeculativeContact>& contacts) {
  for (SpeculativeContact& c : contacts)
    if (c.verdict == ContactVerdict::Accepted) c.verdict = ContactVerdict::Inactive;
  const float dt = w.dt();
  Plan plan;
  Vec2 v = v0;
  bool solved = meetContacts(contacts, v, dt);
  if (const SpeculativeContact* ground = groundContact(contacts)) {
    plan.groundNormal = ground->plane.normal;
    if (a.applyFriction && !a.driving) v = groundFriction(v, plan.groundNormal, w.physics.groundFriction);
  } else if (a.applyFriction) {
    v.x *= 1.0f - w.physics.airFriction;
  }
  // Friction turns the velocity: the contacts must hold for what is left of it too.
  solved = meetContacts(contacts, v, dt) && solved;
  plan.velocity = solved ? v : scaledToMeet(contacts, v, dt);
  // Nor may the correction push the actor through another contact (out of a platform into the
  // ceiling): it is held back by the same rule, or dropped.
  plan.displacement = plan.velocity * dt + penetrationCorrection(contacts);
  if (!meetContacts(contacts, plan.displacement, 1.0f)) plan.displacement = plan.velocity * dt;
  return plan;
}

// The contract: the actor keeps no velocity into a contact that stopped it and that it now
// touches; a wall it was running into sets hitWall.
void settleVelocity(Actor& a, const Plan& plan, Vec2 v0, const std::vector<SpeculativeContact>& contacts) {
  Vec2 v = plan.velocity;
  a.hitWall = false;
  for (const SpeculativeContact& c : contacts) {
    if (c.verdict != ContactVerdict::Accepted) continue;
    const float into = dot(v, c.plane.normal);
    const bool touches = c.plane.distance + dot(plan.displacement, c.plane.normal) <= kContactTolerance;
    if (touches && into < 0.0f) v = v - c.plane.normal * into;
    if (c.plane.normal.y == 0.0f && dot(v0, c.plane.normal) < 0.0f) a.hitWall = true;
  }
  a.vx = v.x;
  a.vy = v.y;
}

// Takes back the internal edges whose tiles the actor would end up in (their neighbours did not
// keep it out: an edge is internal only while the surface it belongs to holds). True if any.
bool takeBackEnteredEdges(const Box& end, std::vector<SpeculativeContact>& contacts) {
  bool any = false;
  for (SpeculativeContact& c : contacts) {
    if (c.verdict != ContactVerdict::InternalEdge || !(separationFrom(c, end) < -kContactTolerance)) continue;
    c.verdict = ContactVerdict::Inactive;
    any = true;
  }
  return any;
}

bool encloses(const Box& outer, const Box& inner) {
  return inner.left() >= outer.left() && inner.right() <= outer.right() && inner.top() >= outer.top() &&
         inner.bottom() <= outer.bottom();
}

Box enclosing(const Box& a, const Box& b) {
  const float left = std::min(a.left(), b.left());
  const float top = std::min(a.top(), b.top());
  return {left, top, std::max(a.right(), b.right()) - left, std::max(a.bottom(), b.bottom()) - top};
}

void traceRegion(StepTrace* trace, const Actor& a, ActorId id, const Box& region) {
  if (!trace) return;
  TraceEvent e = traceEventFor(a, id, TraceKind::SweptBox, TracePhase::Actors);
  e.box = region;
  trace->add(e);
}

void traceContacts(StepTrace* trace, const Actor& a, ActorId id,
                   const std::vector<SpeculativeContact>& contacts) {
  if (!trace) return;
  for (const SpeculativeContact& c : contacts) {
    TraceEvent e = traceEventFor(a, id, TraceKind::Contact, TracePhase::Actors);
    e.point = c.plane.point;
    e.normal = c.plane.normal;
    e.distance = c.plane.distance;
    e.verdict = c.verdict;
    recordBlocker(e, c.by);
    trace->add(e);
  }
}

}  // namespace

void stepSpeculative(World& w, ActorId id, StepTrace* trace, std::vector<SpeculativeContact>& contacts) {
  const bool wasGrounded = w.actor(id).grounded;
  const Actor& a = w.actor(id);
  const Box box = a.exactBox();
  const Vec2 v0{a.vx, a.vy};

  // Search where the actor could go; when the response turns it out of that region (a slope
  // deflects it), search again around where it would end up.
  Box region = broadPhaseRegion(box, v0 * w.dt());
  Plan plan;
  for (int round = 1;; ++round) {
    traceRegion(trace, a, id, region);
    gatherContacts(w, a, box, v0, region, contacts);
    plan = respond(w, a, v0, contacts);
    while (takeBackEnteredEdges(box.shifted(plan.displacement.x, plan.displacement.y), contacts))
      plan = respond(w, a, v0, contacts);
    const Box end = box.shifted(plan.displacement.x, plan.displacement.y);
    if (encloses(region, end)) break;
    if (round == kBroadPhaseRounds) {
      plan.displacement = plan.velocity = {};  // stay where it is, which was clear
      break;
    }
    region = enclosing(region, broadPhaseRegion(end, {}));
  }
  traceContacts(trace, a, id, contacts);

  Actor& moving = w.actor(id);
  shiftExact(moving, plan.displacement.x, plan.displacement.y);
  settleVelocity(moving, plan, v0, contacts);
  moving.grounded = plan.groundNormal.y < 0.0f;
  moving.onSlope = moving.grounded && plan.groundNormal.x != 0.0f;
  settleContacts(w, id, wasGrounded, trace);
}

}  // namespace ledge
