#pragma once
// The last few seconds of every actor, frame by frame, for the lab's trails and velocity plots.
// Frames come in order; a frame that does not follow the last one starts the window over
// (the lab refills it by re-simulating the frames before a seek).

#include <cstdint>
#include <deque>
#include <vector>

#include "core/actor.h"
#include "core/geometry.h"

namespace ledge {
class World;
}

namespace ledge::editor {

struct ActorSample {
  Vec2 centre;    // of the exact box, world pixels
  Vec2 velocity;  // px/s
  bool alive = true;
};

class LabHistory {
 public:
  static constexpr int kFrames = 180;  // three seconds at 60 Hz

  void clear() { frames_.clear(); }
  // The world as it is at its frame.
  void add(const World& world);
  // Drops the frames after `frame`.
  void truncate(int64_t frame);
  bool empty() const { return frames_.empty(); }
  int64_t firstFrame() const { return first_; }
  int64_t lastFrame() const { return first_ + static_cast<int64_t>(frames_.size()) - 1; }
  // The samples of actor `id` over the window, oldest first (fewer when it came later).
  std::vector<ActorSample> samples(ActorId id) const;

 private:
  std::deque<std::vector<ActorSample>> frames_;
  int64_t first_ = 0;
};

}  // namespace ledge::editor
