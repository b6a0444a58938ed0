#include "core/recording.h"

#include <algorithm>

namespace ledge {
namespace {

// What a keyframe of `state` holds. By size, not capacity: the world's vectors may have room to
// spare, their copies do not, and a keyframe must count the same when it is added and dropped.
size_t bytesOf(const WorldState& state) {
  return sizeof(WorldState) + state.actors.size() * sizeof(Actor) + state.solids.size() * sizeof(Solid);
}

}  // namespace

Recording::Recording(const Level& level, RecordingOptions options)
    : origin_(level), options_(options), world_(startingWorld()) {
  options_.keyframeInterval = std::max(options_.keyframeInterval, 1);
  keyframes_.push_back(world_.state);
  keyframeBytes_ = bytesOf(keyframes_.back());
}

World Recording::startingWorld() const {
  World world(origin_);
  world.tasks = options_.tasks;
  world.kinds = options_.kinds;
  world.userData = options_.userData;
  return world;
}

Level Recording::levelAt(int64_t frame) const {
  Level level = origin_;
  for (const TimedEdit& e : edits_) {
    if (e.frame > frame) break;
    applyEdit(level, e.edit);
  }
  return level;
}

size_t Recording::memoryBytes() const {
  return keyframeBytes_ + (keyframes_.capacity() - keyframes_.size()) * sizeof(WorldState) +
         nextKeyframe_.actors.capacity() * sizeof(Actor) + inputs_.capacity() * sizeof(Input) +
         edits_.capacity() * sizeof(TimedEdit);
}

void Recording::record(Input input, StepTrace* trace) {
  cutAfter(frame());
  if (trace) trace->clear();
  world_.step(input, trace);
  inputs_.push_back(input);
  if (frame() % options_.keyframeInterval == 0)
    addKeyframe();
  else
    warmNextKeyframe();
}

void Recording::seek(int64_t target, StepTrace* trace) {
  target = std::clamp<int64_t>(target, 0, length());
  if (trace) trace->clear();
  // A trace needs the last step simulated, so the start must come before the target.
  const int64_t latestStart = trace && target > 0 ? target - 1 : target;
  const WorldState& keyframe = *(std::ranges::upper_bound(keyframes_, latestStart, {}, &WorldState::frame) - 1);
  // Going on from the current frame is cheaper when it lies between that keyframe and the target.
  if (frame() < keyframe.frame || frame() > latestStart) restoreKeyframe(keyframe);
  while (frame() < target) {
    const int64_t f = frame();
    world_.step(inputs_[static_cast<size_t>(f)], f + 1 == target ? trace : nullptr);
    applyEditsAt(f + 1);
  }
}

std::string Recording::edit(const LevelEdit& e) {
  if (std::string problem = checkEdit(world_, e); !problem.empty()) return problem;
  cutAfter(frame());
  applyEdit(world_, e);
  edits_.push_back({frame(), e});
  appliedEdits_ = edits_.size();
  // A keyframe of this frame predates the edit; frames with edits get one, so that seeking
  // there does not replay them.
  if (keyframes_.back().frame == frame()) {
    keyframeBytes_ -= bytesOf(keyframes_.back());
    keyframes_.back() = world_.state;
    keyframeBytes_ += bytesOf(keyframes_.back());
  } else {
    addKeyframe();
  }
  return {};
}

void Recording::restartWithTiles(const TileMap& map) {
  // Timed edits may have changed the world's map, physics or solid paths, and an edit at frame 0
  // keyframe 0 too: then start from the level.
  const bool edited = appliedEdits_ > 0 || (!edits_.empty() && edits_.front().frame == 0);
  const bool repaint = map.width() == origin_.map.width() && map.height() == origin_.map.height();
  if (edited || !repaint) {
    origin_.map.assignTiles(map);
  } else {
    // Unedited, the world's map is the level's: the rows that differ are found once for both.
    const std::vector<int> rows = origin_.map.rowsDifferentFrom(map);
    origin_.map.copyRows(map, rows);
    world_.map.copyRows(map, rows);
  }
  inputs_.clear();
  edits_.clear();
  keyframes_.resize(1);
  if (edited) {
    world_ = startingWorld();
    appliedEdits_ = 0;
    keyframes_.front() = world_.state;
  } else {
    if (!repaint) world_.map = origin_.map;
    world_.restore(keyframes_.front());
  }
  keyframeBytes_ = bytesOf(keyframes_.front());
}

void Recording::cutAfter(int64_t frame) {
  if (frame >= length()) return;
  inputs_.resize(static_cast<size_t>(frame));
  edits_.erase(std::ranges::upper_bound(edits_, frame, {}, &TimedEdit::frame), edits_.end());
  const auto firstCut = std::ranges::upper_bound(keyframes_, frame, {}, &WorldState::frame);
  for (auto k = firstCut; k != keyframes_.end(); ++k) keyframeBytes_ -= bytesOf(*k);
  keyframes_.erase(firstCut, keyframes_.end());
}

void Recording::applyEditsAt(int64_t frame) {
  while (appliedEdits_ < edits_.size() && edits_[appliedEdits_].frame == frame)
    applyEdit(world_, edits_[appliedEdits_++].edit);
}

void Recording::restoreKeyframe(const WorldState& keyframe) {
  // The tile map, physics and solid paths are not in a keyframe: rebuild them when edits lie
  // between the world's frame and the keyframe's.
  const auto needed =
      static_cast<size_t>(std::ranges::upper_bound(edits_, keyframe.frame, {}, &TimedEdit::frame) - edits_.begin());
  if (needed != appliedEdits_) {
    setEnvironment(world_, levelAt(keyframe.frame));
    appliedEdits_ = needed;
  }
  world_.restore(keyframe);
}

void Recording::addKeyframe() {
  const size_t bytes = bytesOf(world_.state);
  while (keyframeBytes_ + bytes > options_.keyframeBudget && dropOneKeyframe()) {
  }
  // When not even one more fits, seeking re-simulates from the previous keyframe.
  if (keyframeBytes_ + bytes > options_.keyframeBudget) return;
  nextKeyframe_ = world_.state;  // into the capacity warmNextKeyframe() got ready
  keyframes_.push_back(std::move(nextKeyframe_));
  nextKeyframe_ = {};
  keyframeBytes_ += bytes;
}

// Memory a program has not touched yet costs a page fault at its first write, and on a virtual
// machine that is ~10 us a page: copying 10,000 actors (800 KB) into fresh memory took 2.3 ms
// instead of 0.02. So the next keyframe's actors are written a slice per step (the world's size,
// spread over the interval) and the step that adds the keyframe copies into warm memory.
void Recording::warmNextKeyframe() {
  const size_t actors = world_.state.actors.size();
  std::vector<Actor>& next = nextKeyframe_.actors;
  if (next.capacity() < actors) {
    next = {};
    next.reserve(actors);
  }
  // Over the interval's steps between keyframes (this one is called on all but the last).
  const auto steps = static_cast<size_t>(std::max(options_.keyframeInterval - 1, 1));
  const size_t slice = (actors + steps - 1) / steps;
  next.resize(std::min(actors, next.size() + slice));
}

bool Recording::dropOneKeyframe() {
  // Never keyframe 0 or the newest. The one dropped is the one whose neighbours are closest
  // together, the oldest among equals: old keyframes thin out first and the rest stay evenly
  // spread, so that no seek has to re-simulate much longer than the budget forces.
  if (keyframes_.size() < 3) return false;
  auto span = [this](size_t i) { return keyframes_[i + 1].frame - keyframes_[i - 1].frame; };
  size_t drop = 1;
  for (size_t i = 2; i + 1 < keyframes_.size(); ++i)
    if (span(i) < span(drop)) drop = i;
  keyframeBytes_ -= bytesOf(keyframes_[drop]);
  keyframes_.erase(keyframes_.begin() + static_cast<std::ptrdiff_t>(drop));
  return true;
}

}  // namespace ledge
