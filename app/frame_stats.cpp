#include "app/frame_stats.h"

#include <algorithm>

namespace ledge::app {
namespace {

struct Spread {
  double median = 0.0;
  double p99 = 0.0;
  double max = 0.0;
};

Spread spreadOf(std::vector<double> ms) {
  std::sort(ms.begin(), ms.end());
  const auto at = [&ms](double q) {
    return ms[std::min(ms.size() - 1, static_cast<size_t>(q * static_cast<double>(ms.size())))];
  };
  return {at(0.5), at(0.99), ms.back()};
}

}  // namespace

void FrameStats::addWarmup(const FrameSample& sample) {
  ++warmupFrames_;
  slowestWarmupMs_ = std::max(slowestWarmupMs_, sample.totalMs());
}

void FrameStats::print(std::FILE* out) const {
  if (samples_.empty()) return;
  struct Part {
    const char* name;
    double (*of)(const FrameSample&);
  };
  constexpr Part kParts[] = {
      {"simulation", [](const FrameSample& s) { return s.simulationMs; }},
      {"ui", [](const FrameSample& s) { return s.uiMs; }},
      {"rendering", [](const FrameSample& s) { return s.renderingMs; }},
      {"total", [](const FrameSample& s) { return s.totalMs(); }},
  };
  std::fprintf(out, "frame time over %zu frames (ms):   median      p99      max\n", samples_.size());
  for (const Part& part : kParts) {
    std::vector<double> ms;
    ms.reserve(samples_.size());
    for (const FrameSample& s : samples_) ms.push_back(part.of(s));
    const Spread spread = spreadOf(std::move(ms));
    std::fprintf(out, "  %-10s %21.2f %8.2f %8.2f\n", part.name, spread.median, spread.p99, spread.max);
  }
  const auto passes = std::count_if(samples_.begin(), samples_.end(), [](const FrameSample& s) { return s.tilePassRan; });
  const auto patches = std::count_if(samples_.begin(), samples_.end(), [](const FrameSample& s) { return s.overChangedTiles; });
  std::fprintf(out, "the tile pass ran in %td of them", passes);
  if (patches > 0) std::fprintf(out, " (over the tiles just changed only in %td)", patches);
  std::fprintf(out, "; the others copied the map's picture\n");
  if (warmupFrames_ > 0)
    std::fprintf(out, "not counted: %d warm-up frames before them (the slowest took %.2f ms)\n", warmupFrames_,
                 slowestWarmupMs_);
}

}  // namespace ledge::app
