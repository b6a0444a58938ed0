#include "editor/lab_compare.h"

#include <algorithm>

#include "editor/lab.h"

namespace ledge::editor {
namespace {

IRect boxOf(const Actor& a) { return a.alive ? a.rect() : IRect{a.x, a.y, 0, 0}; }

bool samePositions(const World& a, const World& b) {
  for (size_t i = 0; i < a.state.actors.size(); ++i) {
    const Actor& x = a.state.actors[i];
    const Actor& y = b.state.actors[i];
    if (x.x != y.x || x.y != y.y || x.alive != y.alive) return false;
  }
  return true;
}

}  // namespace

void LabCompare::clear() {
  runs_.clear();
  reference_ = Run{};
  inputs_.clear();
  edits_.clear();
  nextEdit_ = 0;
  session_ = ~uint64_t{0};
  frames_ = 0;
  actorCount_ = 0;
  truncated_ = false;
}

void LabCompare::update(const Lab& lab) {
  const Recording& recording = lab.recording();
  const std::vector<Input>& inputs = recording.inputs();
  const bool grew = lab.session() == session_ && recording.edits() == edits_ && inputs.size() >= inputs_.size() &&
                    std::equal(inputs_.begin(), inputs_.end(), inputs.begin());
  if (!grew) start(lab);
  while (!truncated_ && static_cast<size_t>(frames_ - 1) < inputs.size()) {
    const Input input = inputs[static_cast<size_t>(frames_ - 1)];
    inputs_.push_back(input);
    stepAll(input);
    record();
  }
}

void LabCompare::start(const Lab& lab) {
  clear();
  const Recording& recording = lab.recording();
  session_ = lab.session();
  edits_ = recording.edits();
  const Level& level = recording.origin();
  actorCount_ = static_cast<int>(level.actors.size());
  reference_.world = World(level);
  for (int m = 0; m < kMoverKindCount; ++m) {
    Level same = level;
    for (ActorSpec& a : same.actors) a.mover = static_cast<MoverKind>(m);
    runs_.push_back({static_cast<MoverKind>(m), World(same), {}, -1});
  }
  applyEdits();
  record();
}

void LabCompare::stepAll(Input input) {
  reference_.world.step(input);
  for (Run& run : runs_) run.world.step(input);
  applyEdits();
}

// The recording's edits at the worlds' frame. Mover switches are left out of the mover runs:
// the mover is what they compare.
void LabCompare::applyEdits() {
  const int64_t frame = reference_.world.state.frame;
  for (; nextEdit_ < edits_.size() && edits_[nextEdit_].frame == frame; ++nextEdit_) {
    const LevelEdit& e = edits_[nextEdit_].edit;
    if (!checkEdit(reference_.world, e).empty()) continue;
    applyEdit(reference_.world, e);
    if (e.kind == EditKind::SetMover) continue;
    for (Run& run : runs_) applyEdit(run.world, e);
  }
}

void LabCompare::record() {
  const size_t needed = runs_.size() * static_cast<size_t>(actorCount_);
  size_t held = 0;
  for (const Run& run : runs_) held += run.boxes.size();
  if (held + needed > kMaxBoxes) {
    truncated_ = true;
    return;
  }
  for (Run& run : runs_) {
    for (const Actor& a : run.world.state.actors) run.boxes.push_back(boxOf(a));
    if (run.divergence < 0 && !samePositions(run.world, reference_.world)) run.divergence = frames_;
  }
  ++frames_;
}

IRect LabCompare::box(const Run& run, int64_t frame, ActorId id) const {
  if (frame < 0 || frame >= frames_ || id < 0 || id >= actorCount_) return {};
  return run.boxes[static_cast<size_t>(frame) * static_cast<size_t>(actorCount_) + static_cast<size_t>(id)];
}

int64_t LabCompare::firstDivergence() const {
  int64_t first = -1;
  for (const Run& run : runs_)
    if (run.divergence >= 0 && (first < 0 || run.divergence < first)) first = run.divergence;
  return first;
}

}  // namespace ledge::editor
