// describe(): the one line the editor's event slider shows for a trace event.

#include <doctest/doctest.h>

#include "core/trace.h"

using namespace ledge;

TEST_CASE("trace describe: stops, pushes and contacts say what happened") {
  TraceEvent stop;
  stop.kind = TraceKind::PixelStop;
  stop.direction = {0.0f, 1.0f};
  stop.blocker = BlockerKind::Tile;
  stop.tile = Tile::Solid;
  stop.cell = {1, 3};
  CHECK(describe(stop) == "stopped moving down by solid tile (1, 3)");

  TraceEvent push;
  push.kind = TraceKind::Push;
  push.direction = {1.0f, 0.0f};
  push.distance = 2.0f;
  push.solid = 0;
  CHECK(describe(push) == "pushed 2 px right by solid 0");

  TraceEvent contact;
  contact.kind = TraceKind::Contact;
  contact.normal = {0.0f, -1.0f};
  contact.distance = 4.0f;
  CHECK(describe(contact) == "contact accepted: normal (0.00, -1.00), distance 4.00 px");
  contact.verdict = ContactVerdict::Inactive;
  CHECK(describe(contact) == "contact inactive: 4.00 px away, not reached this step");
  contact.verdict = ContactVerdict::InternalEdge;
  CHECK(describe(contact) == "contact rejected: internal edge");
}

TEST_CASE("trace describe: names in files are stable identifiers") {
  CHECK(std::string(traceKindName(TraceKind::PixelStop)) == "pixel-stop");
  CHECK(std::string(tracePhaseName(TracePhase::Pairs)) == "pairs");
  CHECK(std::string(contactVerdictName(ContactVerdict::OneWayNotUp)) == "one-way-not-up");
  CHECK(std::string(blockerKindName(BlockerKind::None)) == "none");
}
