#pragma once
// splitmix64: a small, fast random generator that gives the same numbers on every platform and
// build, for generated scenes and property tests. Not used by the simulation itself.

#include <cstdint>

namespace ledge {

class Rng {
 public:
  explicit Rng(uint64_t seed) : state_(seed) {}

  uint64_t next() {
    uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  // Uniform in [lo, hi], inclusive.
  int range(int lo, int hi) {
    return lo + static_cast<int>(next() % static_cast<uint64_t>(hi - lo + 1));
  }
  float uniform(float lo, float hi) {
    return lo + (hi - lo) * static_cast<float>(next() >> 40) / static_cast<float>(1ull << 24);
  }
  bool chance(int percent) { return range(0, 99) < percent; }

 private:
  uint64_t state_;
};

}  // namespace ledge
