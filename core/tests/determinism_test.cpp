// Same level and inputs give the same state hash in every build: the debug, release and
// sanitizer builds all run this test against the hashes checked in beside it.
//
// After a mover changes on purpose, regenerate them from the repository root with
//   LEDGE_UPDATE_HASHES=1 build/release/core/tests/core_tests -tc="determinism*"
// and commit core/tests/data/expected_hashes.txt with the change.

#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>

#include <doctest/doctest.h>

#include "core/state_hash.h"
#include "core/tests/recording_scene.h"
#include "core/world.h"

using namespace ledge;
using namespace ledge::test;

namespace {

constexpr const char* kHashFile = "core/tests/data/expected_hashes.txt";
constexpr int64_t kFrames = 2000;

// The same level and inputs with every actor on one mover: the float movers are where a build
// could compute differently.
struct Scenario {
  const char* name;
  MoverKind mover;
};
constexpr Scenario kScenarios[] = {{"pixel", MoverKind::Pixel},
                                   {"speculative", MoverKind::Speculative},
                                   {"raycast", MoverKind::Raycast},
                                   {"mtd", MoverKind::Mtd}};

struct Hashes {
  uint64_t final = 0;  // what `ledge sim --hash` prints after the run
  uint64_t trail = 0;  // every frame's hash folded together: a difference that heals still shows
};

Hashes runScenario(const Scenario& scenario) {
  World world(timelineLevel(scenario.mover));
  uint64_t trail = 14695981039346656037ull;
  for (Input in : timelineInputs(kFrames)) {
    world.step(in);
    trail = (trail ^ world.hash()) * 1099511628211ull;
  }
  return {world.hash(), trail};
}

// "pixel <final> <trail>" lines; '#' starts a comment.
std::map<std::string, Hashes> readExpected(std::ifstream& in) {
  std::map<std::string, Hashes> expected;
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line.substr(0, line.find('#')));
    std::string name, final, trail;
    if (!(words >> name >> final >> trail)) continue;
    const auto f = parseHashText(final);
    const auto t = parseHashText(trail);
    if (f && t) expected[name] = {*f, *t};
  }
  return expected;
}

void writeExpected() {
  std::ofstream out(kHashFile);
  out << "# Final and per-frame-trail state hashes of " << kFrames
      << " frames of core/tests/recording_scene.h, one line per mover.\n"
         "# Every build must produce them. Regenerate after an intended change (see determinism_test.cpp):\n"
         "#   LEDGE_UPDATE_HASHES=1 build/release/core/tests/core_tests -tc=\"determinism*\"\n";
  for (const Scenario& s : kScenarios) {
    const Hashes h = runScenario(s);
    out << s.name << ' ' << hashText(h.final) << ' ' << hashText(h.trail) << '\n';
  }
  REQUIRE_MESSAGE(out.good(), "cannot write ", kHashFile);
}

}  // namespace

TEST_CASE("determinism: the scripted runs end on the checked-in hashes in every build") {
  if (std::getenv("LEDGE_UPDATE_HASHES")) {
    writeExpected();
    MESSAGE("wrote ", kHashFile);
  }
  std::ifstream in(kHashFile);
  REQUIRE_MESSAGE(in.good(), "cannot read ", kHashFile, ": run the tests from the repository root");
  const std::map<std::string, Hashes> expected = readExpected(in);
  for (const Scenario& s : kScenarios) {
    CAPTURE(std::string(s.name));
    const auto found = expected.find(s.name);
    REQUIRE_MESSAGE(found != expected.end(), "no expected hash in ", kHashFile, ": regenerate it (see the file)");
    const Hashes h = runScenario(s);
    CHECK_MESSAGE(hashText(h.final) == hashText(found->second.final),
                  "the final state differs: a mover changed, or this build computes differently");
    CHECK_MESSAGE(hashText(h.trail) == hashText(found->second.trail), "some frame's state differs");
  }
}

TEST_CASE("determinism: the hash is written as 16 hex digits and read back") {
  CHECK(hashText(0x00ab'cdef'0123'4567ull) == "00abcdef01234567");
  CHECK(parseHashText("00abcdef01234567") == 0x00ab'cdef'0123'4567ull);
  CHECK(parseHashText("FFFFFFFFFFFFFFFF") == ~0ull);
  CHECK_FALSE(parseHashText(""));
  CHECK_FALSE(parseHashText("12345678901234567"));
  CHECK_FALSE(parseHashText("12g4"));
}

TEST_CASE("determinism: the hash changes with each kind of field it covers") {
  World world(timelineLevel());
  const uint64_t original = world.hash();
  auto changed = [&](auto edit) {
    World copy = world;
    edit(copy.state);
    return copy.hash() != original;
  };
  CHECK(changed([](WorldState& s) { s.actors[1].x += 1; }));
  CHECK(changed([](WorldState& s) { s.actors[1].ry = 0.25f; }));
  CHECK(changed([](WorldState& s) { s.actors[1].vx = -1.0f; }));
  CHECK(changed([](WorldState& s) { s.actors[1].grounded = !s.actors[1].grounded; }));
  CHECK(changed([](WorldState& s) { s.actors[3].jumpBufferTimer = 0.05f; }));
  CHECK(changed([](WorldState& s) { s.solids[0].rx = 0.5f; }));
  CHECK(changed([](WorldState& s) { s.solids[1].pathDistance = 3.0f; }));
  CHECK(changed([](WorldState& s) { s.solids[1].pathDirection = -1; }));
  CHECK(changed([](WorldState& s) { s.frame = 5; }));
  CHECK_FALSE(changed([](WorldState& s) { s.actors[0].prevX += 3; }));  // rewritten before it is read
}
