#pragma once
// The scenario levels of levels/ (tests run from the repository root), loaded for a test and
// played with scripted input.

#include <string_view>

#include <doctest/doctest.h>

#include "core/input_script.h"
#include "core/io/level_file.h"
#include "core/world.h"

namespace ledge::test {

// The level at `path`; the test stops, listing the problems, if it does not load.
inline Level shippedLevel(const char* path) {
  const io::LevelLoad load = io::loadLevelFile(path);
  for (const io::Problem& p : load.problems) INFO(p.text());
  REQUIRE(load.ok());
  return *load.level;
}

// Steps the world through `script`, in the inputs format of DESIGN.md.
inline void play(World& w, std::string_view script, StepTrace* trace = nullptr) {
  const InputScript parsed = parseInputScript(script);
  REQUIRE_MESSAGE(parsed.ok(), parsed.errorText());
  for (const Input in : parsed.inputs) w.step(in, trace);
}

inline int bottomOf(const Actor& a) { return a.y + a.h; }

// Plays `script`, after which actor `id` stands with its feet at y = `bottom`.
inline void playOnto(World& w, ActorId id, std::string_view script, int bottom) {
  play(w, script);
  const Actor& a = w.actor(id);
  INFO("after \"", script, "\" expected on y ", bottom, ", actor at (", a.x, ", ", a.y, ")");
  CHECK(a.grounded);
  CHECK(bottomOf(a) == bottom);
}

}  // namespace ledge::test
