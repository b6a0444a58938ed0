#include "editor/lab_history.h"

#include "core/world.h"

namespace ledge::editor {

void LabHistory::add(const World& world) {
  if (!frames_.empty() && world.state.frame != lastFrame() + 1) frames_.clear();
  if (frames_.empty()) first_ = world.state.frame;
  // A full window hands its oldest frame's memory to the new one: with thousands of actors a
  // fresh allocation every frame is a page-faulting mmap and munmap.
  std::vector<ActorSample> frame;
  if (frames_.size() == static_cast<size_t>(kFrames)) {
    frame = std::move(frames_.front());
    frames_.pop_front();
    ++first_;
  }
  frame.clear();
  frame.reserve(world.state.actors.size());
  for (const Actor& a : world.state.actors) {
    const Box box = a.exactBox();
    frame.push_back({{box.x + box.w * 0.5f, box.y + box.h * 0.5f}, {a.vx, a.vy}, a.alive});
  }
  frames_.push_back(std::move(frame));
}

void LabHistory::truncate(int64_t frame) {
  if (frame < first_) {
    frames_.clear();
    return;
  }
  while (!frames_.empty() && lastFrame() > frame) frames_.pop_back();
}

std::vector<ActorSample> LabHistory::samples(ActorId id) const {
  std::vector<ActorSample> out;
  out.reserve(frames_.size());
  for (const std::vector<ActorSample>& frame : frames_)
    if (id >= 0 && static_cast<size_t>(id) < frame.size()) out.push_back(frame[static_cast<size_t>(id)]);
  return out;
}

}  // namespace ledge::editor
