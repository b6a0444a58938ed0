// A game loop on Ledge's collision core, to copy from: load a level, step it at a fixed
// timestep with the player's keys, hear what each step did, spawn an actor, and rewind to a
// keyframe. Usage: game_loop LEVEL. Exits 1 when the level does not load, or when the rewound
// run does not replay the same: ctest runs it on a shipped level, so that it cannot rot.
#include <cstdint>
#include <cstdio>

#include "core/io/level_formats.h"
#include "core/world.h"

using namespace ledge;

namespace {

// A game reads its keys from the window once per step; a script stands in for them here,
// chosen by frame, so that a rewound run is given the same keys again.
Input keysAt(int64_t frame) {
  Input input;
  if (frame >= 30 && frame < 150) input.keys |= Input::Right;
  if (frame == 30 || frame == 100) input.keys |= Input::Jump;
  return input;
}

// The events a game plays a sound or an animation for. The others (rays, contacts, pixel
// stops) are there for debug drawing.
void tellNews(const World& world, const StepTrace& trace) {
  for (const TraceEvent& event : trace.events())
    if (event.kind == TraceKind::Jump || event.kind == TraceKind::Landing || event.kind == TraceKind::Squish ||
        event.kind == TraceKind::FellOut)
      std::printf("frame %lld: actor %d %s\n", static_cast<long long>(world.state.frame), event.actor,
                  describe(event).c_str());
}

// Input steers every actor of kind player; the game follows the first.
ActorId firstPlayer(const World& world) {
  for (ActorId id = 0; id < world.actorCount(); ++id)
    if (world.actor(id).kind == ActorKind::Player) return id;
  return kNoId;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: game_loop LEVEL\n");
    return 2;
  }
  // By extension: Ledge's .json, Tiled's .tmx and .tmj, LDtk's .ldtk. Every problem names the
  // file and the place in it; a level comes back only when none of them is an error.
  const io::LevelLoad load = io::loadAnyLevel(argv[1]);
  for (const io::Problem& problem : load.problems) std::fprintf(stderr, "%s\n", problem.text().c_str());
  if (!load.ok()) return 1;
  World world(*load.level);
  const ActorId player = firstPlayer(world);
  if (player == kNoId) {
    std::fprintf(stderr, "%s: no player to steer\n", argv[1]);
    return 1;
  }

  StepTrace trace;  // one for the run: clear() keeps its memory, so that a step allocates nothing
  WorldState keyframe;
  double unsimulated = 0.0;  // display time that no step has simulated yet
  for (int displayFrame = 0; displayFrame < 150; ++displayFrame) {
    // The display's time decides how many steps run, never how long one is: the fixed step makes
    // a run replay the same. A game adds what its clock says since the last display frame; this
    // display pretends to draw 50 frames a second.
    for (unsimulated += 1.0 / 50; unsimulated >= world.dt(); unsimulated -= world.dt()) {
      trace.clear();
      world.step(keysAt(world.state.frame), &trace);
      tellNews(world, trace);
    }
    const Actor& hero = world.actor(player);
    if (displayFrame == 50) {
      // Appended, it joins the partition at the next step; its id is its index.
      const ActorSpec crate{.kind = ActorKind::Crate, .mover = hero.mover, .x = hero.x, .y = hero.y - 32, .w = 12, .h = 12};
      world.state.actors.push_back(makeActor(crate));  // `hero` dangles now: the vector may have moved
    } else if (displayFrame == 75) {
      keyframe = world.state;  // a copy of the state: a checkpoint, a rewind, a rollback
    } else if (displayFrame % 25 == 24) {
      // A game draws here, from the state the steps left: it needs no trace to see what happened.
      std::printf("frame %lld: player at (%d, %d), grounded %d, hitWall %d, riding solid %d\n",
                  static_cast<long long>(world.state.frame), hero.x, hero.y, hero.grounded, hero.hitWall, hero.riding);
    }
  }

  // Rewound to the keyframe and given the same keys, the world reaches the same state, bit for
  // bit: replays, rollback and the editor's timeline rest on it.
  const int64_t endFrame = world.state.frame;
  const uint64_t endHash = world.hash();
  world.restore(keyframe);
  while (world.state.frame < endFrame) world.step(keysAt(world.state.frame));
  const bool replayedTheSame = world.hash() == endHash;
  std::printf("rewound to frame %lld and stepped again to %lld: %s\n", static_cast<long long>(keyframe.frame),
              static_cast<long long>(endFrame), replayedTheSame ? "the same state" : "A DIFFERENT STATE");
  return replayedTheSame ? 0 : 1;
}
