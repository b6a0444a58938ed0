#pragma once
// Where the editor's frame time goes (`--frame-stats`, `--bench-frames`): the collision core,
// the UI (the editor's frame and Dear ImGui's draw lists) and the GL work (measured up to
// glFinish), with the median, p99 and max of each over the frames of a run.

#include <cstdio>
#include <vector>

namespace ledge::app {

struct FrameSample {
  double simulationMs = 0.0;  // Editor::lastFrameTimes().simulationMs
  double uiMs = 0.0;          // the rest of the CPU side: events, editor, ImGui
  double renderingMs = 0.0;   // tile map, draw lists, swap, up to glFinish
  bool tilePassRan = false;   // else the map's picture was copied (TileMapRenderer::draw)
  bool overChangedTiles = false;  // the pass ran over the tiles just changed only
  double totalMs() const { return simulationMs + uiMs + renderingMs; }
};

class FrameStats {
 public:
  void add(const FrameSample& sample) { samples_.push_back(sample); }
  // A frame that ran before the counted ones: only its number and the slowest are printed.
  void addWarmup(const FrameSample& sample);
  // "frame time over N frames (ms): median p99 max", then a line per part and the total.
  // Each line has its own percentiles: the parts' p99s need not add up to the total's. Then in
  // how many frames the tile pass ran (and over the tiles just changed only), and the warm-up,
  // when there was one.
  void print(std::FILE* out) const;

 private:
  std::vector<FrameSample> samples_;
  int warmupFrames_ = 0;
  double slowestWarmupMs_ = 0.0;
};

}  // namespace ledge::app
