// The event slider over the scenario levels: every kind of event the core traces gets a line
// that names the phase and the actor and says what happened.

#include <doctest/doctest.h>

#include <filesystem>
#include <map>

#include "editor/lab.h"
#include "editor/tests/helpers.h"

using namespace ledge;
using namespace ledge::editor;
using namespace ledge::editor::test;

namespace {

// Runs right, jumps now and then, drops through once.
Input scenarioInput(int64_t f) {
  Input in;
  if (f % 120 < 80) in.keys |= Input::Right;
  if (f % 60 == 20) in.keys |= Input::Jump;
  if (f > 200 && f < 215) in.keys |= Input::Down | Input::Jump;
  return in;
}

}  // namespace

TEST_CASE("lab events: the slider's line for each event kind the scenario levels produce") {
  std::map<TraceKind, std::string> seen;  // the first line of each kind
  for (const auto& entry : std::filesystem::directory_iterator("levels")) {
    Lab lab(levelFromFile(entry.path().string()));
    for (int64_t f = 0; f < 300; ++f) {
      lab.setHeldInput(scenarioInput(f));
      lab.stepForward();
      const std::vector<TraceEvent>& events = lab.trace().events();
      for (size_t i = 0; i < events.size(); ++i) {
        const TraceEvent& e = events[i];
        if (seen.count(e.kind)) continue;
        lab.setEventCursor(static_cast<int>(i));
        const std::string text = eventSliderText(lab);
        const std::string who = e.actor != kNoId ? "actor " + std::to_string(e.actor) : std::string("world");
        CHECK(text == std::to_string(i + 1) + "/" + std::to_string(events.size()) + "  " + tracePhaseName(e.phase) +
                          "  " + who + ": " + describe(e));
        seen[e.kind] = text;
      }
    }
  }
  for (TraceKind kind :
       {TraceKind::Ray, TraceKind::Contact, TraceKind::PixelStop, TraceKind::Push, TraceKind::Carry, TraceKind::Squish,
        TraceKind::Pair, TraceKind::SweptBox, TraceKind::Landing, TraceKind::Resolve}) {
    const std::string name = traceKindName(kind);
    CAPTURE(name);
    CHECK(seen.count(kind) == 1);
  }
  CHECK(seen[TraceKind::Squish].find("squished by solid") != std::string::npos);
  CHECK(seen[TraceKind::Push].find("pushed ") != std::string::npos);
  CHECK(seen[TraceKind::Carry].find("carried ") != std::string::npos);
  CHECK(seen[TraceKind::Ray].find(": ray ") != std::string::npos);
  CHECK(seen[TraceKind::Pair].find("overlaps actor") != std::string::npos);
}

TEST_CASE("lab events: a rejected internal edge says so") {
  Lab lab(levelFromFile("levels/speculative-internal-edges.json"));
  lab.setHeldInput(Input{Input::Right});
  for (int f = 0; f < 120; ++f) {
    lab.stepForward();
    const std::vector<TraceEvent>& events = lab.trace().events();
    for (size_t i = 0; i < events.size(); ++i) {
      if (events[i].kind != TraceKind::Contact || events[i].verdict != ContactVerdict::InternalEdge) continue;
      lab.setEventCursor(static_cast<int>(i));
      const std::string text = eventSliderText(lab);
      CHECK(text.ends_with("contact rejected: internal edge"));
      return;
    }
  }
  FAIL("no internal edge was rejected in 120 frames");
}
