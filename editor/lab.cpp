#include "editor/lab.h"

#include <algorithm>
#include <chrono>
#include <initializer_list>
#include <utility>

#include "core/io/inputs_file.h"
#include "core/io/text_util.h"
#include "editor/object_matching.h"

namespace ledge::editor {

// Adds the time of a scope to Lab::simulationMs_ (the outermost scope only, so that nested
// calls count once): a measurement for the stats overlay, never an input of the simulation.
class SimulationTimer {
 public:
  explicit SimulationTimer(Lab& lab) : lab_(lab), start_(std::chrono::steady_clock::now()) { ++lab_.timerDepth_; }
  ~SimulationTimer() {
    if (--lab_.timerDepth_ == 0)
      lab_.simulationMs_ +=
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_).count();
  }
  SimulationTimer(const SimulationTimer&) = delete;
  SimulationTimer& operator=(const SimulationTimer&) = delete;

 private:
  Lab& lab_;
  std::chrono::steady_clock::time_point start_;
};

namespace {

// The frames up to the last one with a key held.
size_t keyedLength(const std::vector<Input>& inputs) {
  const auto lastKey = std::find_if(inputs.rbegin(), inputs.rend(), [](Input input) { return input != Input{}; });
  return static_cast<size_t>(lastKey.base() - inputs.begin());
}

std::vector<Input> withoutKeylessEnd(const std::vector<Input>& inputs) {
  return {inputs.begin(), inputs.begin() + static_cast<std::ptrdiff_t>(keyedLength(inputs))};
}

// Edits after which a frame's trace no longer shows where things are: held solids stay where
// they were, physics change the next step.
bool movesThings(EditKind kind) {
  return kind == EditKind::MoveSolid || kind == EditKind::SetMover || kind == EditKind::PaintTile;
}

const char* stepLabel(EditKind kind) {
  switch (kind) {
    case EditKind::MoveSolid:
    case EditKind::HoldSolid: return "Solid Drag (Lab)";
    case EditKind::SetPhysics: return "Physics (Lab)";
    case EditKind::SetMover: return "Mover (Lab)";
    case EditKind::PaintTile: return "Tile (Lab)";
  }
  return "Lab Edit";
}

}  // namespace

Lab::Lab(const Level& level) : recording_(newRecording(level)) { beginSession(); }

Recording Lab::newRecording(const Level& level) {
  RecordingOptions options;
  options.tasks = threads_.get();
  return Recording(level, options);
}

void Lab::reset(const Level& level) {
  recording_ = newRecording(level);
  keptKeys_.clear();
  beginSession();
}

void Lab::beginSession() {
  step_.reset();
  playing_ = false;
  owed_ = 0.0;
  branchFrame_ = -1;
  lastSimulationMs_ = 0.0;  // the stats tell of this session's level, not the last one's
  trace_.clear();
  history_.clear();
  history_.add(world());
  ++session_;
  changed();
}

void Lab::rebuild(const Level& level) {
  const bool tilesOnly = differsOnlyInTiles(recording_.origin(), level);
  restart(level, tilesOnly ? recording_.edits() : editsFollowingObjects(recording_.edits(), recording_.origin(), level),
          tilesOnly);
}

void Lab::rebuild(const Level& level, std::vector<TimedEdit> edits) {
  restart(level, std::move(edits), differsOnlyInTiles(recording_.origin(), level));
}

void Lab::restart(const Level& level, std::vector<TimedEdit> edits, bool tilesOnly) {
  const std::vector<Input> inputs = recording_.inputs();
  const int64_t at = frame();
  // Painting changes the tiles alone: a big map is then patched, not copied twice per frame, and
  // every object is where it was.
  if (tilesOnly)
    recording_.restartWithTiles(level.map);
  else
    recording_ = newRecording(level);
  replay(inputs, edits, at);
}

void Lab::replay(const std::vector<Input>& inputs, const std::vector<TimedEdit>& edits, int64_t at) {
  const SimulationTimer timer(*this);
  ++session_;
  auto next = edits.begin();
  auto editsAt = [&](int64_t f) {
    // An edit the changed level no longer allows (a tile beyond a smaller map) is left out.
    for (; next != edits.end() && next->frame == f; ++next) (void)recording_.edit(next->edit);
  };
  for (const Input input : inputs) {
    editsAt(frame());
    recording_.record(input);
  }
  editsAt(frame());
  history_.clear();
  trace_.clear();
  recording_.seek(0);
  history_.add(world());
  moveTo(at);
}

void Lab::play() {
  playing_ = true;
  owed_ = 0.0;
}

void Lab::pause() { playing_ = false; }

void Lab::togglePlay() {
  if (playing_)
    pause();
  else
    play();
}

void Lab::stepForward() {
  pause();
  if (frame() < length())
    moveTo(frame() + 1);
  else
    recordFrame(held_);
}

void Lab::stepBack() {
  pause();
  moveTo(frame() - 1);
}

void Lab::seek(int64_t target) {
  target = std::max<int64_t>(target, 0);
  if (target <= length()) {
    moveTo(target);
    return;
  }
  moveTo(length());
  while (frame() < target) recordFrame(Input{});
}

void Lab::restart() { moveTo(0); }

void Lab::seekDeath(ActorId id) {
  const int64_t now = frame();
  const auto self = static_cast<size_t>(id);
  if (id < 0 || id >= world().actorCount() || world().actor(id).alive) return;
  pause();
  // From the last keyframe before now that has it alive, one frame at a time: a keyframe is a
  // few tens of frames from the next.
  int64_t from = 0;
  for (const WorldState& keyframe : recording_.keyframes())
    if (keyframe.frame < now && self < keyframe.actors.size() && keyframe.actors[self].alive)
      from = std::max(from, keyframe.frame);
  const SimulationTimer timer(*this);
  recording_.seek(from);
  while (frame() < now && world().actor(id).alive) recording_.seek(frame() + 1);
  moveTo(frame());
}

bool Lab::diedHere(ActorId id) const {
  const std::vector<ActorSample> samples = history_.samples(id);
  return frame() > 0 && samples.size() >= 2 && !samples.back().alive && samples[samples.size() - 2].alive;
}

double Lab::simulatedSeconds() const {
  double seconds = 0.0;
  int64_t from = 0;
  double dt = recording_.origin().physics.timestep;
  for (const TimedEdit& e : recording_.edits()) {
    if (e.frame > frame()) break;
    if (e.edit.kind != EditKind::SetPhysics || !(e.edit.physicsFields & physicsFieldOf("timestep"))) continue;
    seconds += static_cast<double>(e.frame - from) * dt;
    dt = e.edit.physics.timestep;
    from = e.frame;
  }
  return seconds + static_cast<double>(frame() - from) * dt;
}

int Lab::advance(double seconds) {
  if (!playing_) return 0;
  owed_ += seconds;
  const double dt = world().dt();
  int steps = 0;
  for (; owed_ >= dt && steps < kMaxStepsPerFrame; ++steps) {
    owed_ -= dt;
    // Inside the recording play replays it, until the player presses a key: then the player
    // takes over and the frames after this one are cut (a new branch).
    if (frame() < length() && held_ == Input{})
      moveTo(frame() + 1);
    else
      recordFrame(held_);
  }
  owed_ = std::min(owed_, dt);  // a slow frame slows the run down rather than piling up steps
  return steps;
}

std::string Lab::edit(const LevelEdit& e) {
  const SimulationTimer timer(*this);
  // Opened before the edit cuts the inputs, and dropped again if the edit is refused.
  const bool opens = !step_;
  openStep(stepLabel(e.kind), frame());
  if (std::string problem = recording_.edit(e); !problem.empty()) {
    if (opens) step_.reset();
    return problem;
  }
  branchFrame_ = frame();
  if (!playing_ && movesThings(e.kind)) trace_.clear();
  history_.truncate(frame() - 1);
  history_.add(world());
  changed();
  return {};
}

bool Lab::editMovedThingsHere() const {
  const std::vector<TimedEdit>& edits = recording_.edits();
  return std::any_of(edits.begin(), edits.end(),
                     [this](const TimedEdit& e) { return e.frame == frame() && movesThings(e.edit.kind); });
}

std::string Lab::loadInputs(const std::string& path) {
  io::InputsFileRead read = io::readInputsFile(path);
  if (!read.ok()) return read.error;
  openStep("Load Inputs", 0);
  playing_ = false;
  keptKeys_ = withoutKeylessEnd(read.inputs);
  restore({0, std::move(read.inputs), {}, 0, -1});
  return {};
}

std::string Lab::saveInputs(const std::string& path) {
  const io::SaveResult saved = io::writeInputsFile(path, recording_.inputs(), "recorded in the Ledge editor");
  if (!saved.ok) return saved.error;
  keptKeys_ = withoutKeylessEnd(recording_.inputs());
  return {};
}

bool Lab::hasUnsavedKeys() const {
  const std::vector<Input>& inputs = recording_.inputs();
  return !std::equal(inputs.begin(), inputs.begin() + static_cast<std::ptrdiff_t>(keyedLength(inputs)),
                     keptKeys_.begin(), keptKeys_.end());
}

std::optional<LabStep> Lab::takeStep() { return std::exchange(step_, std::nullopt); }

void Lab::openStep(const char* label, int64_t cut) {
  if (!step_)
    step_ = LabStep{label, snapshot(cut)};
  else
    widenStep(cut);
}

void Lab::widenStep(int64_t cut) {
  // A step that goes on to cut before where it began (a drag while stepping back) keeps the
  // inputs from there too: they are the same now as when it began, as it cut nothing earlier.
  LabSnapshot& before = step_->before;
  const std::vector<Input>& inputs = recording_.inputs();
  cut = std::clamp<int64_t>(cut, 0, static_cast<int64_t>(inputs.size()));
  if (cut >= before.cut) return;
  before.inputsFromCut.insert(before.inputsFromCut.begin(), inputs.begin() + cut, inputs.begin() + before.cut);
  before.cut = cut;
}

LabSnapshot Lab::snapshot(int64_t cut) const {
  const std::vector<Input>& inputs = recording_.inputs();
  cut = std::clamp<int64_t>(cut, 0, static_cast<int64_t>(inputs.size()));
  return {cut, {inputs.begin() + cut, inputs.end()}, recording_.edits(), frame(), branchFrame_};
}

void Lab::restore(const LabSnapshot& snapshot) {
  const std::vector<Input>& now = recording_.inputs();
  std::vector<Input> inputs(now.begin(), now.begin() + std::min(snapshot.cut, static_cast<int64_t>(now.size())));
  inputs.insert(inputs.end(), snapshot.inputsFromCut.begin(), snapshot.inputsFromCut.end());
  recording_ = newRecording(recording_.origin());  // the new recording copies it before taking its place
  replay(inputs, snapshot.edits, snapshot.frame);
  branchFrame_ = snapshot.branchFrame;
}

void Lab::setEventCursor(int index) { eventCursor_ = std::clamp(index, -1, static_cast<int>(trace_.size()) - 1); }

const TraceEvent* Lab::cursorEvent() const {
  if (eventCursor_ < 0 || static_cast<size_t>(eventCursor_) >= trace_.size()) return nullptr;
  return &trace_.events()[static_cast<size_t>(eventCursor_)];
}

void Lab::recordFrame(Input input) {
  const SimulationTimer timer(*this);
  if (frame() < length()) {
    openStep("Recording over the Replay", frame());
    branchFrame_ = frame();
  }
  recording_.record(input, &trace_);
  history_.add(world());
  changed();
}

// Keeps the history window ending at the current frame: one frame on extends it, a step back
// within it shortens it, anything else re-simulates the window's frames before the target.
void Lab::moveTo(int64_t target) {
  const SimulationTimer timer(*this);
  target = std::clamp<int64_t>(target, 0, length());
  if (target == frame() + 1) {
    recording_.seek(target, &trace_);
    history_.add(world());
  } else if (!history_.empty() && target >= history_.firstFrame() && target <= history_.lastFrame()) {
    recording_.seek(target, &trace_);
    history_.truncate(target);
  } else {
    const int64_t start = std::max<int64_t>(0, target - LabHistory::kFrames + 1);
    recording_.seek(start);
    history_.clear();
    history_.add(world());
    for (int64_t f = start + 1; f <= target; ++f) {
      recording_.seek(f, f == target ? &trace_ : nullptr);
      history_.add(world());
    }
  }
  if (target == 0 || editMovedThingsHere()) trace_.clear();
  changed();
}

double Lab::takeSimulationMs() {
  if (simulationMs_ > 0.0) lastSimulationMs_ = simulationMs_;
  return std::exchange(simulationMs_, 0.0);
}

void Lab::changed() {
  eventCursor_ = -1;
  ++revision_;
}

std::string eventSliderText(const Lab& lab) {
  const size_t count = lab.trace().size();
  const TraceEvent* e = lab.cursorEvent();
  if (!e) return std::to_string(count) + " events in this frame: drag to walk them";
  std::string who = e->actor != kNoId ? "actor " + std::to_string(e->actor) : std::string("world");
  return std::to_string(lab.eventCursor() + 1) + "/" + std::to_string(count) + "  " + tracePhaseName(e->phase) + "  " +
         who + ": " + describe(*e);
}

std::string editsNotInInputs(const std::vector<TimedEdit>& edits) {
  const auto has = [&edits](std::initializer_list<EditKind> kinds) {
    return std::any_of(edits.begin(), edits.end(), [kinds](const TimedEdit& e) {
      return std::find(kinds.begin(), kinds.end(), e.edit.kind) != kinds.end();
    });
  };
  std::vector<std::string> names;
  if (has({EditKind::PaintTile})) names.emplace_back("tile paints");
  if (has({EditKind::MoveSolid, EditKind::HoldSolid})) names.emplace_back("solid drags");
  if (has({EditKind::SetPhysics})) names.emplace_back("physics changes");
  if (has({EditKind::SetMover})) names.emplace_back("mover changes");
  return io::joinedWithAnd(names);
}

}  // namespace ledge::editor
