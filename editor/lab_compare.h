#pragma once
// Compare: the lab's recorded inputs (and its edits, but for mover switches) run once per mover
// on the same level, each actor boxed frame by frame, so that the canvas draws the other movers
// as ghosts with their trails, and the first frame at which each one's positions differ from
// the session's own run is known.

#include <cstdint>
#include <vector>

#include "core/actor.h"
#include "core/geometry.h"
#include "core/input.h"
#include "core/recording.h"
#include "core/world.h"

namespace ledge::editor {

class Lab;

class LabCompare {
 public:
  // Boxes kept over all runs; a longer recording is compared up to where this is reached.
  static constexpr size_t kMaxBoxes = size_t{4} << 20;

  struct Run {
    MoverKind mover = MoverKind::Pixel;  // every actor's mover in this run
    World world;                         // at frame frames() - 1
    std::vector<IRect> boxes;            // frame-major: [frame * actorCount + id]; w = 0 once dead
    int64_t divergence = -1;             // first frame differing from the session's run; -1 none
  };

  // Brings the runs up to the lab's recording: extends them when it only grew, else runs again.
  void update(const Lab& lab);
  void clear();

  // The runs per mover, in MoverKind order.
  const std::vector<Run>& runs() const { return runs_; }
  // Frames held, 0..frames() - 1.
  int64_t frames() const { return frames_; }
  int actorCount() const { return actorCount_; }
  // The box of `id` at `frame` in `run`; w = 0 when dead or outside what was compared.
  IRect box(const Run& run, int64_t frame, ActorId id) const;
  // The earliest divergence of any mover, -1 when they all agree so far.
  int64_t firstDivergence() const;
  // Stopped at kMaxBoxes before the end of the recording.
  bool truncated() const { return truncated_; }

 private:
  void start(const Lab& lab);
  void stepAll(Input input);
  void applyEdits();
  void record();

  std::vector<Run> runs_;
  Run reference_;  // the session's own movers
  std::vector<Input> inputs_;
  std::vector<TimedEdit> edits_;
  size_t nextEdit_ = 0;
  uint64_t session_ = ~uint64_t{0};
  int64_t frames_ = 0;
  int actorCount_ = 0;
  bool truncated_ = false;
};

}  // namespace ledge::editor
