#pragma once
// Recording: a play session that can be sought to any frame exactly. It keeps the level at
// frame 0, one input per frame, the edits made while paused (each at its frame) and, every K
// frames, a keyframe: a copy of the world's dynamic state. seek(F) restores the last keyframe
// at or before F and re-simulates; stepping back one frame is seek(frame() - 1).
//
// Frames: frame F is the world after F steps and the edits made at F. inputs()[F] drives the
// step from F to F + 1, so the frames 0..length() can be reached. A trace given to record()
// or seek() receives the step that produced the new frame (nothing for frame 0).
//
// How the editor drives it: play appends (record), pause stops calling it, step forward is
// seek(frame() + 1), step back seek(frame() - 1), scrubbing seek(anywhere); an edit while
// paused cuts the frames after the current one off (a new branch), applies, and play goes on
// from there. Replaying from frame 0 reproduces every branch exactly.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/input.h"
#include "core/level.h"
#include "core/level_edit.h"
#include "core/task_system.h"
#include "core/trace.h"
#include "core/world.h"

namespace ledge {

struct RecordingOptions {
  int keyframeInterval = 60;  // K, frames between keyframes (at least 1)
  // Bytes the keyframes may use. Before a new keyframe would go over it, old keyframes are
  // dropped (thinning them out evenly: seeking gets slower, never wrong). Inputs and edits are
  // never dropped; keyframe 0 and the newest are always kept.
  size_t keyframeBudget = size_t{64} << 20;
  // The world's threads (World::tasks): not owned, may be null. The frames are the same.
  TaskSystem* tasks = nullptr;
  // What each kind of actor does (World::kinds): a game's own intents, riding and squish are
  // recorded and sought like the defaults. Plain function pointers, so that every frame
  // re-simulated calls the same code.
  std::array<KindBehaviour, kActorKindCount> kinds = defaultKindBehaviours();
  void* userData = nullptr;  // the world's (World::userData), for those behaviours
};

struct TimedEdit {
  int64_t frame = 0;
  LevelEdit edit;
  friend bool operator==(const TimedEdit&, const TimedEdit&) = default;
};

class Recording {
 public:
  explicit Recording(const Level& level, RecordingOptions options = {});

  // Play: steps the current frame with `input` and appends it. Recording from a frame before
  // the end first cuts the frames after it off (a new branch).
  void record(Input input, StepTrace* trace = nullptr);
  // Moves to `frame` (clamped to 0..length()): the world is then exactly what the recorded
  // run had there.
  void seek(int64_t frame, StepTrace* trace = nullptr);
  // The level's tiles become `map`'s (a map of the same size and tile size) and the recording
  // starts over at frame 0 without inputs or edits: what a new Recording of the repainted level
  // would be, without copying the map (only the rows that differ are written).
  void restartWithTiles(const TileMap& map);
  // An edit while paused, at the current frame: cuts the frames after it off, applies the edit
  // and keeps it. Returns why the edit was refused (and changes nothing), or an empty string.
  std::string edit(const LevelEdit& edit);

  const World& world() const { return world_; }
  int64_t frame() const { return world_.state.frame; }
  int64_t length() const { return static_cast<int64_t>(inputs_.size()); }
  const std::vector<Input>& inputs() const { return inputs_; }
  const std::vector<TimedEdit>& edits() const { return edits_; }
  // The level at frame 0 before any edit, and as edited up to and including `frame`.
  const Level& origin() const { return origin_; }
  Level levelAt(int64_t frame) const;

  const RecordingOptions& options() const { return options_; }
  // Sorted by frame; the editor marks them on its timeline.
  const std::vector<WorldState>& keyframes() const { return keyframes_; }
  size_t keyframeBytes() const { return keyframeBytes_; }
  // Bytes of what the recording adds to the world: keyframes, inputs and edits.
  size_t memoryBytes() const;

 private:
  // The world at frame 0 of the level, on the recording's threads.
  World startingWorld() const;
  void cutAfter(int64_t frame);
  void applyEditsAt(int64_t frame);
  void restoreKeyframe(const WorldState& keyframe);
  void addKeyframe();
  bool dropOneKeyframe();
  void warmNextKeyframe();

  Level origin_;
  RecordingOptions options_;
  World world_;
  std::vector<Input> inputs_;
  std::vector<TimedEdit> edits_;  // sorted by frame
  // How many of edits_ the world has applied: those at or before the current frame.
  size_t appliedEdits_ = 0;
  std::vector<WorldState> keyframes_;  // sorted by frame; keyframes_[0] is frame 0
  size_t keyframeBytes_ = 0;
  WorldState nextKeyframe_;  // the memory the next keyframe is copied into, made ready step by step
};

}  // namespace ledge
