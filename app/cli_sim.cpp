// ledge sim LEVEL [--frames N] [--inputs FILE|-] [--mover M] [--trace OUT.jsonl]
//                 [--check-overlaps] [--hash] [--json] [--threads T] [--layer NAME] [--level NAME]
// Runs a level headless and prints a summary: what happened to every actor, how many were
// squished, whether any ever overlapped solid geometry, and the final state hash. --threads
// shares the steps out to T threads: the same run, sooner on a big level.

#include <cstdio>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/commands.h"
#include "app/whole_number.h"
#include "core/collide.h"
#include "core/io/inputs_file.h"
#include "core/io/level_formats.h"
#include "core/io/trace_json.h"
#include "core/state_hash.h"
#include "core/thread_pool.h"
#include "core/world.h"

namespace ledge::cli {
namespace {

constexpr int kDefaultFrames = 600;  // ten seconds at 60 Hz, when no inputs say otherwise
constexpr int kMaxFrames = 100'000'000;
constexpr int kExitOverlap = 3;

const char* const kUsage =
    "usage: ledge sim LEVEL [--frames N] [--inputs FILE|-] [--mover pixel|speculative|raycast|mtd]\n"
    "                 [--trace OUT.jsonl] [--check-overlaps] [--hash] [--json] [--threads T]\n"
    "                 [--layer NAME] [--level NAME]\n";

struct SimArgs {
  std::string level;
  io::ImportOptions import;
  std::optional<int> frames;
  std::string inputs;
  std::optional<MoverKind> mover;
  std::string trace;
  bool checkOverlaps = false;
  bool hash = false;
  bool json = false;
  int threads = 1;
  std::string error;
};

SimArgs parse(const Args& args) {
  SimArgs parsed;
  for (size_t i = 0; i < args.size() && parsed.error.empty(); ++i) {
    const std::string& a = args[i];
    if (takeImportOption(args, i, parsed.import, parsed.error)) continue;
    const bool takesValue = a == "--frames" || a == "--inputs" || a == "--mover" || a == "--trace" || a == "--threads";
    if (std::string problem = optionProblem(args, i, takesValue); !problem.empty()) {
      parsed.error = std::move(problem);
    } else if (a == "--frames") {
      int frames = 0;
      app::parseWholeOption(a, args[++i], 0, kMaxFrames, frames, parsed.error);
      parsed.frames = frames;
    } else if (a == "--inputs") {
      parsed.inputs = args[++i];
    } else if (a == "--mover") {
      MoverKind mover{};
      if (!parseMoverKind(args[++i].c_str(), mover)) parsed.error = "unknown mover '" + args[i] + "'";
      parsed.mover = mover;
    } else if (a == "--trace") {
      parsed.trace = args[++i];
    } else if (a == "--threads") {
      app::parseWholeOption(a, args[++i], 1, ThreadPool::kMaxWorkers, parsed.threads, parsed.error);
    } else if (a == "--check-overlaps") {
      parsed.checkOverlaps = true;
    } else if (a == "--hash") {
      parsed.hash = true;
    } else if (a == "--json") {
      parsed.json = true;
    } else if (a.rfind("--", 0) == 0 || !parsed.level.empty()) {
      parsed.error = "unexpected argument '" + a + "'";
    } else {
      parsed.level = a;
    }
  }
  if (parsed.error.empty() && parsed.level.empty()) parsed.error = "no level given";
  if (parsed.error.empty()) parsed.error = importOptionsProblem(parsed.level, parsed.import);
  return parsed;
}

enum class DeathCause : uint8_t { Squished, FellOut };

// When an actor died in the run: the frame its step produced (the lab's "frame it died").
struct Death {
  int64_t frame = -1;  // -1: alive
  DeathCause cause = DeathCause::Squished;
};

// What the run saw, frame by frame.
struct RunTally {
  int squished = 0;
  int fellOut = 0;
  int overlaps = 0;  // (actor, frame) pairs found overlapping solid geometry
  int64_t firstOverlapFrame = -1;
  ActorId firstOverlapActor = kNoId;
  std::vector<Death> deaths;  // by actor
};

int aliveActors(const World& world) {
  int alive = 0;
  for (const Actor& a : world.state.actors) alive += a.alive ? 1 : 0;
  return alive;
}

// The actors that died in the phase just run: only solids squish, and only the movers let an
// actor fall out of the map.
void tallyDeaths(const World& world, DeathCause cause, RunTally& tally) {
  tally.deaths.resize(static_cast<size_t>(world.actorCount()));
  for (ActorId id = 0; id < world.actorCount(); ++id) {
    Death& death = tally.deaths[static_cast<size_t>(id)];
    if (world.actor(id).alive || death.frame >= 0) continue;
    death = {world.state.frame + 1, cause};
    ++(cause == DeathCause::Squished ? tally.squished : tally.fellOut);
  }
}

void stepCounting(World& world, Input input, StepTrace* trace, RunTally& tally) {
  const PlayerInputs inputs{input};
  world.stepIntents(inputs, trace);
  world.stepSolids(trace);
  tallyDeaths(world, DeathCause::Squished, tally);
  world.stepActors(trace);
  tallyDeaths(world, DeathCause::FellOut, tally);
  world.stepPairs(trace);
  world.finishStep(inputs);
}

void tallyOverlaps(const World& world, RunTally& tally) {
  for (ActorId id = 0; id < world.actorCount(); ++id) {
    const Actor& a = world.actor(id);
    if (!a.alive || !overlapsSolidGeometry(world, a)) continue;
    if (tally.overlaps++ == 0) {
      tally.firstOverlapFrame = world.state.frame;
      tally.firstOverlapActor = id;
    }
  }
}

// Where the actor's collision box is: whole pixels for the pixel mover, exact for the others.
Vec2 reportedPosition(const Actor& a) {
  const Box box = a.collisionBox();
  return {box.x, box.y};
}

const char* stateText(const Actor& a) { return a.grounded ? " grounded" : ""; }

// A dead actor's contact flags are those it died with: its death says more. A death the tally
// did not see (a game's hook in another phase) is only "dead".
std::string deathText(const RunTally& tally, ActorId id) {
  const auto index = static_cast<size_t>(id);
  if (index >= tally.deaths.size() || tally.deaths[index].frame < 0) return " dead";
  const Death& death = tally.deaths[index];
  return std::string(death.cause == DeathCause::Squished ? " dead: squished" : " dead: fell out") + " at frame " +
         std::to_string(death.frame);
}

// `traceKeptAs`: where the trace replaced is kept (NAME.bak), if one was.
void printText(const SimArgs& args, const World& world, const RunTally& tally, const std::string& traceKeptAs) {
  std::printf("%s: %lld frames (%.2f s)\n", args.level.c_str(), static_cast<long long>(world.state.frame),
              static_cast<double>(world.state.frame) * static_cast<double>(world.dt()));
  std::printf("actors: %d, %d alive, %d squished, %d fell out\n", world.actorCount(), aliveActors(world),
              tally.squished, tally.fellOut);
  for (ActorId id = 0; id < world.actorCount(); ++id) {
    const Actor& a = world.actor(id);
    const Vec2 p = reportedPosition(a);
    std::printf("  #%d %-6s %-11s at (%g, %g) velocity (%g, %g)%s\n", id, actorKindName(a.kind),
                moverKindName(a.mover), static_cast<double>(p.x), static_cast<double>(p.y), static_cast<double>(a.vx),
                static_cast<double>(a.vy), a.alive ? stateText(a) : deathText(tally, id).c_str());
  }
  if (args.checkOverlaps) {
    if (tally.overlaps == 0)
      std::printf("overlaps: none\n");
    else
      std::printf("overlaps: %d, the first at frame %lld by actor %d\n", tally.overlaps,
                  static_cast<long long>(tally.firstOverlapFrame), tally.firstOverlapActor);
  }
  if (!traceKeptAs.empty()) std::printf("trace: %s; the trace it replaced is kept as %s\n", args.trace.c_str(), traceKeptAs.c_str());
}

void printJson(const SimArgs& args, const World& world, const RunTally& tally) {
  nlohmann::ordered_json out;
  out["level"] = args.level;
  out["frames"] = world.state.frame;
  out["squished"] = tally.squished;
  out["fellOut"] = tally.fellOut;
  out["overlaps"] = args.checkOverlaps ? nlohmann::ordered_json(tally.overlaps) : nlohmann::ordered_json(nullptr);
  out["hash"] = hashText(world.hash());
  out["actors"] = nlohmann::ordered_json::array();
  for (ActorId id = 0; id < world.actorCount(); ++id) {
    const Actor& a = world.actor(id);
    const Vec2 p = reportedPosition(a);
    out["actors"].push_back({{"id", id},
                             {"kind", actorKindName(a.kind)},
                             {"mover", moverKindName(a.mover)},
                             {"x", p.x},
                             {"y", p.y},
                             {"vx", a.vx},
                             {"vy", a.vy},
                             {"grounded", a.grounded},
                             {"alive", a.alive}});
  }
  // A file name need not be UTF-8, which JSON text must be: its stray bytes become U+FFFD.
  std::printf("%s\n", out.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace).c_str());
}

}  // namespace

int runSim(const Args& rawArgs) {
  const SimArgs args = parse(rawArgs);
  if (!args.error.empty()) {
    std::fprintf(stderr, "ledge sim: %s\n%s%s", args.error.c_str(), kUsage, kImportOptionsHelp);
    return 2;
  }
  const std::string traceOption = "--trace " + args.trace;
  constexpr const char* kAdvice = "give the trace another file";
  if (!args.trace.empty() &&
      refuseOutput("sim", traceOption, outputProblem(args.trace, {{"the level", args.level}, {"the inputs file", args.inputs}}),
                   kAdvice))
    return 1;
  io::LevelLoad load = io::loadAnyLevel(args.level, args.import);
  if (!args.trace.empty() &&
      refuseOutput("sim", traceOption, outputProblem(args.trace, load.files, "a file the level refers to"), kAdvice))
    return 1;
  // Last: a file of the user's own is only no trace; being an input says more.
  if (!args.trace.empty() && refuseOutput("sim", traceOption, io::traceOutputProblem(args.trace), kAdvice)) return 1;
  for (const io::Problem& p : load.problems)
    if (p.isError()) std::fprintf(stderr, "%s\n", p.text().c_str());
  if (!load.ok()) return 1;
  Level& level = *load.level;
  if (args.mover)
    for (ActorSpec& a : level.actors) a.mover = *args.mover;

  std::vector<Input> inputs;
  if (!args.inputs.empty()) {
    // "-": from a pipe, as another program makes them.
    io::InputsFileRead read = args.inputs == "-"
                                  ? io::parseInputsFile("standard input", io::readStandardInput(io::kMaxInputsFileBytes))
                                  : io::readInputsFile(args.inputs);
    if (!read.ok()) {
      std::fprintf(stderr, "%s\n", read.error.c_str());
      return 1;
    }
    inputs = std::move(read.inputs);
  }
  const int frames = args.frames.value_or(args.inputs.empty() ? kDefaultFrames : static_cast<int>(inputs.size()));

  // The trace file is opened before the run, so that a trace that cannot be written stops it.
  std::optional<io::TraceFileWriter> traceFile;
  if (!args.trace.empty()) traceFile.emplace(args.trace);
  if (traceFile && !traceFile->ok()) {
    std::fprintf(stderr, "ledge sim: %s\n", traceFile->error().c_str());
    return 1;
  }
  ThreadPool pool(args.threads);
  World world(level);
  world.tasks = &pool;
  world.reserveWorkingMemory();
  RunTally tally;
  StepTrace trace;
  StepTrace* const tracing = traceFile ? &trace : nullptr;
  for (int f = 0; f < frames; ++f) {
    trace.clear();
    stepCounting(world, static_cast<size_t>(f) < inputs.size() ? inputs[static_cast<size_t>(f)] : Input{}, tracing,
                 tally);
    if (traceFile) traceFile->write(trace, world.state.frame);
    if (args.checkOverlaps) tallyOverlaps(world, tally);
  }
  if (traceFile && !traceFile->commit()) {
    std::fprintf(stderr, "ledge sim: %s\n", traceFile->error().c_str());
    return 1;
  }

  if (args.json)
    printJson(args, world, tally);
  else
    printText(args, world, tally, traceFile ? traceFile->keptAs() : std::string());
  if (args.hash) std::printf("%s\n", hashText(world.hash()).c_str());
  return args.checkOverlaps && tally.overlaps > 0 ? kExitOverlap : 0;
}

}  // namespace ledge::cli
