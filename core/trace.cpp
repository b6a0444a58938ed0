#include "core/trace.h"

#include <cmath>
#include <cstdarg>
#include <cstdio>

namespace ledge {
namespace {

constexpr const char* kKinds[] = {"ray",   "contact", "swept-box", "pixel-stop", "step-up",
                                  "snap-down", "corner-slide", "push", "carry", "squish",
                                  "landing", "jump", "fell-out", "resolve", "cell", "pair"};
static_assert(sizeof(kKinds) / sizeof(kKinds[0]) == kTraceKindCount);

constexpr const char* kPhases[] = {"intent", "solids", "actors", "pairs"};
constexpr const char* kVerdicts[] = {"accepted",       "inactive",       "internal-edge",
                                     "one-way-not-up", "one-way-below-tolerance", "ignored"};
// What describe() says about a rejected contact, by verdict (the first two are not rejections).
constexpr const char* kRejections[] = {"accepted", "inactive", "internal edge", "one-way: normal not up",
                                       "one-way: below tolerance", "ignored (dropping or climbing)"};
constexpr const char* kBlockers[] = {"none", "tile", "wall", "solid", "actor"};

template <typename Enum, size_t N>
const char* nameIn(const char* const (&names)[N], Enum value) {
  const auto i = static_cast<size_t>(value);
  return i < N ? names[i] : "?";
}

// "left", "right", "up", "down" for an axis-aligned direction, "" otherwise.
const char* directionWord(Vec2 d) {
  if (d.y == 0.0f && d.x != 0.0f) return d.x > 0.0f ? "right" : "left";
  if (d.x == 0.0f && d.y != 0.0f) return d.y > 0.0f ? "down" : "up";
  return "";
}

__attribute__((format(printf, 1, 2))) std::string format(const char* fmt, ...) {
  char buffer[256];
  va_list args;
  va_start(args, fmt);
  std::vsnprintf(buffer, sizeof buffer, fmt, args);
  va_end(args);
  return buffer;
}

std::string blockerText(const TraceEvent& e) {
  switch (e.blocker) {
    case BlockerKind::Tile:
      return format("%s tile (%d, %d)", std::string(tileName(e.tile)).c_str(), e.cell.x, e.cell.y);
    case BlockerKind::Wall: return "the map's edge wall";
    case BlockerKind::Solid: return format("solid %d", e.solid);
    case BlockerKind::Actor: return format("actor %d", e.other);
    case BlockerKind::None: break;
  }
  return "nothing";
}

}  // namespace

const char* traceKindName(TraceKind kind) { return nameIn(kKinds, kind); }
const char* tracePhaseName(TracePhase phase) { return nameIn(kPhases, phase); }
const char* contactVerdictName(ContactVerdict v) { return nameIn(kVerdicts, v); }
const char* blockerKindName(BlockerKind b) { return nameIn(kBlockers, b); }

std::string describe(const TraceEvent& e) {
  switch (e.kind) {
    case TraceKind::Ray:
      if (!e.hit) return format("ray %s missed (%.1f px)", directionWord(e.direction), e.distance);
      // distance is the length cast; how far along it the hit is comes from the hit point.
      return format("ray %s hit %s at %.2f of %.2f px", directionWord(e.direction), blockerText(e).c_str(),
                    std::sqrt(dot(e.hitPoint - e.point, e.hitPoint - e.point)), e.distance);
    case TraceKind::Contact:
      if (e.verdict == ContactVerdict::Accepted)
        return format("contact accepted: normal (%.2f, %.2f), distance %.2f px", e.normal.x, e.normal.y, e.distance);
      if (e.verdict == ContactVerdict::Inactive)
        return format("contact inactive: %.2f px away, not reached this step", e.distance);
      return format("contact rejected: %s", nameIn(kRejections, e.verdict));
    case TraceKind::SweptBox:
      return format("searched tiles under the swept box %.0f x %.0f px", e.box.w, e.box.h);
    case TraceKind::PixelStop:
      return format("stopped moving %s by %s", directionWord(e.direction), blockerText(e).c_str());
    case TraceKind::StepUp: return "stepped up 1 px onto a slope";
    case TraceKind::SnapDown: return "followed the slope down 1 px";
    case TraceKind::CornerSlide:
      return format("slid %d px %s around a corner", static_cast<int>(std::fabs(e.direction.x)),
                    e.direction.x > 0.0f ? "right" : "left");
    case TraceKind::Push:
      return format("pushed %.0f px %s by solid %d", e.distance, directionWord(e.direction), e.solid);
    case TraceKind::Carry:
      return format("carried %.0f px %s by solid %d", e.distance, directionWord(e.direction), e.solid);
    case TraceKind::Squish:
      return e.solid != kNoId ? format("squished by solid %d", e.solid) : std::string("squished");
    case TraceKind::Landing: return "landed";
    case TraceKind::Jump: return format("jumped (velocity %.0f, %.0f)", e.point.x, e.point.y);
    case TraceKind::FellOut:
      if (e.direction.y > 0.0f) return "fell out of the map";
      return format("left the world %s (over %d px from the map)", directionWord(e.direction), kWorldReach);
    case TraceKind::Resolve:
      if (e.other != kNoId)
        return format("separated from actor %d by (%.2f, %.2f)", e.other, e.direction.x, e.direction.y);
      return format("pushed out by (%.2f, %.2f) from %s", e.direction.x, e.direction.y, blockerText(e).c_str());
    case TraceKind::Cell: return format("cell (%d, %d) holds %d", e.cell.x, e.cell.y, e.count);
    case TraceKind::Pair:
      return format("overlaps actor %d by (%.1f, %.1f)", e.other, e.point.x, e.point.y);
  }
  return traceKindName(e.kind);
}

}  // namespace ledge
