// ledge bench [--actors N] [--frames F] [--mover M] [--scene S] [--repeats R] [--threads T]
//             [--json] [--map-tiles T] [--save-level OUT.json]
// Runs the generated stress scenes (rain, crowd, elevators, field) with each mover and prints,
// per scene and mover, medians over the repeats: the time per actor-step of the whole step and
// of its parts (intents, solids and movers; the pairs phase of the partition, and that phase's
// own parts: partition update, pair search, grouping, response), the slowest step of a run (a
// game's hitch, which an average hides), the actor pairs per frame and the heap the
// world holds at its peak. Wall-clock time is measured here, never in the core. With --threads T
// the world shares its work out to T threads (the results, and the state hashes, are the same as
// with one).
//
// With --save-level it runs nothing: it writes the scene as a level file (to open in the editor,
// e.g. for `ledge --bench-frames`) and times saving it and loading it back.

#include <malloc.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/commands.h"
#include "app/whole_number.h"
#include "core/actor_pairs.h"
#include "core/io/level_file.h"
#include "core/io/level_formats.h"
#include "core/stress_scenes.h"
#include "core/thread_pool.h"
#include "core/world.h"

namespace ledge::cli {
namespace {

const char* const kUsage =
    "usage: ledge bench [--actors N] [--frames F] [--mover pixel|speculative|raycast|mtd]\n"
    "                   [--scene rain|crowd|elevators|field] [--repeats R] [--threads T] [--json]\n"
    "                   [--map-tiles T] (field: a T x T-tile map, default 1024)\n"
    "       ledge bench --scene S [--actors N] [--mover M] [--map-tiles T] --save-level OUT.json\n";

struct BenchArgs {
  int actors = 10000;
  int frames = 120;
  int repeats = 3;
  int threads = 1;
  std::optional<MoverKind> mover;
  std::optional<StressScene> scene;
  int mapTiles = kFieldMapTiles;
  std::string saveLevel;
  bool json = false;
  std::string runOption;  // the first option given that only a run reads (--save-level runs nothing)
  std::string error;
};

BenchArgs parse(const Args& args) {
  BenchArgs parsed;
  std::string& error = parsed.error;
  for (size_t i = 0; i < args.size() && error.empty(); ++i) {
    const std::string& a = args[i];
    const bool takesValue = a == "--actors" || a == "--frames" || a == "--repeats" || a == "--threads" ||
                            a == "--mover" || a == "--scene" || a == "--map-tiles" || a == "--save-level";
    const bool onlyForRuns = a == "--json" || a == "--frames" || a == "--repeats" || a == "--threads";
    if (onlyForRuns && parsed.runOption.empty()) parsed.runOption = a;
    if (std::string problem = optionProblem(args, i, takesValue); !problem.empty()) {
      error = std::move(problem);
    } else if (a == "--json") {
      parsed.json = true;
    } else if (a == "--actors") {
      app::parseWholeOption(a, args[++i], 1, 10'000'000, parsed.actors, error);
    } else if (a == "--frames") {
      app::parseWholeOption(a, args[++i], 1, 1'000'000, parsed.frames, error);
    } else if (a == "--repeats") {
      app::parseWholeOption(a, args[++i], 1, 100, parsed.repeats, error);
    } else if (a == "--threads") {
      app::parseWholeOption(a, args[++i], 1, ThreadPool::kMaxWorkers, parsed.threads, error);
    } else if (a == "--mover") {
      MoverKind m{};
      if (!parseMoverKind(args[++i].c_str(), m)) error = "unknown mover '" + args[i] + "'";
      parsed.mover = m;
    } else if (a == "--scene") {
      StressScene s{};
      if (!parseStressScene(args[++i].c_str(), s)) error = "unknown scene '" + args[i] + "'";
      parsed.scene = s;
    } else if (a == "--map-tiles") {
      app::parseWholeOption(a, args[++i], 64, TileMap::kMaxTiles, parsed.mapTiles, error);
    } else if (a == "--save-level") {
      parsed.saveLevel = args[++i];
      if (io::levelFormatOf(parsed.saveLevel) != io::LevelFormat::Ledge)
        error = "--save-level writes a Ledge level: give a file name ending in .json, not '" + parsed.saveLevel + "'";
    } else {
      error = "unexpected argument '" + a + "'";
    }
  }
  if (!parsed.error.empty()) return parsed;
  if (parsed.mapTiles != kFieldMapTiles && parsed.scene != StressScene::Field)
    parsed.error = "--map-tiles sizes the field scene only: add --scene field";
  else if (!parsed.saveLevel.empty() && !parsed.scene)
    parsed.error = "--save-level writes one scene: add --scene S";
  else if (!parsed.saveLevel.empty() && !parsed.runOption.empty())
    parsed.error = "--save-level writes the scene and runs nothing: " + parsed.runOption + " is for a run";
  return parsed;
}

Level makeScene(const BenchArgs& args, StressScene scene, MoverKind mover) {
  return scene == StressScene::Field ? makeField(args.mapTiles, args.actors, mover)
                                     : makeStressScene(scene, args.actors, mover);
}

// Bytes the allocator has handed out and not had back (small and large blocks).
size_t heapInUse() {
  const struct mallinfo2 m = mallinfo2();
  return m.uordblks + m.hblkhd;
}

// Phase 4's parts (actor_pairs.h) in nanoseconds per actor-step, the frame counter with the
// response: together they make the pairs column.
struct PairsParts {
  double update = 0.0;    // the partition follows the actors
  double search = 0.0;    // the pairs found, sorted, and each actor's snapshot taken
  double grouping = 0.0;  // the pairs to resolve put in bands, for the threads
  double response = 0.0;  // the pairs resolved
  double total() const { return update + search + grouping + response; }
};

struct Measurement {
  StressScene scene;
  MoverKind mover;
  // Medians over the repeats, in nanoseconds per actor-step.
  double nsPerActorStep = 0.0;  // the whole step
  double moveNs = 0.0;          // phases 1-3: intents, solids, movers
  double pairsNs = 0.0;         // phase 4: partition update, pairs, actor-vs-actor MTD
  PairsParts pairsParts = {};   // the parts of the run whose phase 4 is the median
  double slowestStepMs = 0.0;   // the longest step of a run, in milliseconds
  double pairsPerFrame = 0.0;
  size_t worldBytes = 0;        // heap held by the world after the run (its buffers only grow)
  int alive = 0;
};

// The middle one of `values` ordered by `key` (the upper middle of an even count): one of them,
// so that the run picked by its pairs phase brings that phase's parts along.
template <typename T, typename Key = std::identity>
T median(std::vector<T> values, Key key = {}) {
  std::ranges::sort(values, {}, key);
  return values[values.size() / 2];
}

using Clock = std::chrono::steady_clock;

double nanoseconds(Clock::time_point from, Clock::time_point to) {
  return std::chrono::duration<double, std::nano>(to - from).count();
}

// One step as World::step takes it, each phase and each part of phase 4 timed apart: adds the
// part's nanoseconds to `move` and `parts`, and returns the step's.
double timedStep(World& world, double& move, PairsParts& parts) {
  const Clock::time_point start = Clock::now();
  world.stepIntents({}, nullptr);
  world.stepSolids(nullptr);
  world.stepActors(nullptr);
  const Clock::time_point moved = Clock::now();
  updateActorPartition(world);
  const Clock::time_point updated = Clock::now();
  findActorPairs(world, nullptr);
  const Clock::time_point found = Clock::now();
  groupActorPairs(world, nullptr);
  const Clock::time_point grouped = Clock::now();
  resolveActorPairs(world, nullptr);
  world.finishStep({});
  const Clock::time_point done = Clock::now();
  move += nanoseconds(start, moved);
  parts.update += nanoseconds(moved, updated);
  parts.search += nanoseconds(updated, found);
  parts.grouping += nanoseconds(found, grouped);
  parts.response += nanoseconds(grouped, done);
  return nanoseconds(start, done);
}

PairsParts perActorStep(const PairsParts& parts, double actorSteps) {
  return {parts.update / actorSteps, parts.search / actorSteps, parts.grouping / actorSteps,
          parts.response / actorSteps};
}

Measurement measure(const BenchArgs& args, StressScene scene, MoverKind mover, TaskSystem* tasks) {
  Measurement m{scene, mover};
  std::vector<double> moves, slowestSteps;
  std::vector<PairsParts> runParts;
  const double actorSteps = static_cast<double>(args.actors) * static_cast<double>(args.frames);
  for (int r = 0; r < args.repeats; ++r) {
    const Level level = makeScene(args, scene, mover);
    const size_t before = heapInUse();
    World world(level);
    world.tasks = tasks;
    world.reserveWorkingMemory();
    size_t pairs = 0;
    double moveNs = 0.0, slowestNs = 0.0;
    PairsParts parts;
    for (int f = 0; f < args.frames; ++f) {
      slowestNs = std::max(slowestNs, timedStep(world, moveNs, parts));
      pairs += world.partition.pairs().size();
    }
    moves.push_back(moveNs / actorSteps);
    runParts.push_back(perActorStep(parts, actorSteps));
    slowestSteps.push_back(slowestNs / 1e6);
    m.pairsPerFrame = static_cast<double>(pairs) / static_cast<double>(args.frames);
    m.worldBytes = heapInUse() - before;
    m.alive = 0;
    for (const Actor& a : world.state.actors) m.alive += a.alive ? 1 : 0;
  }
  m.moveNs = median(moves);
  m.pairsParts = median(runParts, &PairsParts::total);
  m.pairsNs = m.pairsParts.total();
  m.slowestStepMs = median(slowestSteps);
  m.nsPerActorStep = m.moveNs + m.pairsNs;
  return m;
}

// Writes the scene as a level file, timing the save and a load of what was written.
int saveScene(const BenchArgs& args) {
  if (refuseOutput("bench", "--save-level " + args.saveLevel, levelOutputProblem(args.saveLevel), "give the level another file"))
    return 1;
  const Level level = makeScene(args, *args.scene, args.mover.value_or(MoverKind::Pixel));
  const Clock::time_point start = Clock::now();
  const io::SaveResult saved = io::saveLevelFile(level, args.saveLevel);
  const Clock::time_point written = Clock::now();
  if (!saved.ok) {
    std::fprintf(stderr, "ledge bench: %s\n", saved.error.c_str());
    return 1;
  }
  const io::LevelLoad loaded = io::loadLevelFile(args.saveLevel);
  const Clock::time_point read = Clock::now();
  for (const io::Problem& p : loaded.problems) std::fprintf(stderr, "%s\n", p.text().c_str());
  if (!loaded.ok()) return 1;
  std::printf("%s: %s, %d x %d tiles, %zu actors, %zu moving solids; saved in %.0f ms, loaded back in %.0f ms%s\n",
              args.saveLevel.c_str(), stressSceneName(*args.scene), level.map.width(), level.map.height(),
              level.actors.size(), level.solids.size(), nanoseconds(start, written) / 1e6,
              nanoseconds(written, read) / 1e6, replacedText(args.saveLevel, saved).c_str());
  return 0;
}

}  // namespace

int runBench(const Args& rawArgs) {
  const BenchArgs args = parse(rawArgs);
  if (!args.error.empty()) {
    std::fprintf(stderr, "ledge bench: %s\n%s", args.error.c_str(), kUsage);
    return 2;
  }
  if (!args.saveLevel.empty()) return saveScene(args);
  if (!args.json)
    std::printf("%d actors, %d frames, median of %d runs, %d thread%s; trace off\n", args.actors, args.frames,
                args.repeats, args.threads, args.threads == 1 ? "" : "s");
  ThreadPool pool(args.threads);
  std::vector<Measurement> results;
  for (int s = 0; s < kStressSceneCount; ++s) {
    const auto scene = static_cast<StressScene>(s);
    if (args.scene && *args.scene != scene) continue;
    for (int mv = 0; mv < kMoverKindCount; ++mv) {
      const auto mover = static_cast<MoverKind>(mv);
      if (args.mover && *args.mover != mover) continue;
      results.push_back(measure(args, scene, mover, &pool));
      const Measurement& m = results.back();
      if (!args.json)
        std::printf("%-9s %-11s %8.1f ns/actor-step (move %7.1f, pairs %7.1f) slowest step %6.1f ms"
                    " %9.1f pairs/frame %6.1f MB world (%d of %d alive)\n",
                    stressSceneName(scene), moverKindName(mover), m.nsPerActorStep, m.moveNs, m.pairsNs,
                    m.slowestStepMs, m.pairsPerFrame, static_cast<double>(m.worldBytes) / (1024.0 * 1024.0), m.alive,
                    args.actors);
      if (!args.json)
        std::printf("%-21s pairs phase: update %.1f, search %.1f, grouping %.1f, response %.1f ns/actor-step\n", "",
                    m.pairsParts.update, m.pairsParts.search, m.pairsParts.grouping, m.pairsParts.response);
    }
  }
  if (args.json) {
    nlohmann::ordered_json out;
    out["actors"] = args.actors;
    out["frames"] = args.frames;
    out["repeats"] = args.repeats;
    out["threads"] = args.threads;
    out["results"] = nlohmann::ordered_json::array();
    for (const Measurement& m : results)
      out["results"].push_back({{"scene", stressSceneName(m.scene)},
                                {"mover", moverKindName(m.mover)},
                                {"nsPerActorStep", m.nsPerActorStep},
                                {"moveNsPerActorStep", m.moveNs},
                                {"pairsNsPerActorStep", m.pairsNs},
                                {"pairsPartsNsPerActorStep",
                                 {{"update", m.pairsParts.update},
                                  {"search", m.pairsParts.search},
                                  {"grouping", m.pairsParts.grouping},
                                  {"response", m.pairsParts.response}}},
                                {"slowestStepMs", m.slowestStepMs},
                                {"pairsPerFrame", m.pairsPerFrame},
                                {"worldBytes", m.worldBytes},
                                {"alive", m.alive}});
    std::printf("%s\n", out.dump(2).c_str());
  }
  return 0;
}

}  // namespace ledge::cli
