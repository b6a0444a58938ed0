// The radix sort the pair search and the pair groups share: by the low bits only, stably.

#include <algorithm>
#include <cstdint>
#include <vector>

#include <doctest/doctest.h>

#include "core/radix_sort.h"
#include "core/rng.h"

using namespace ledge;

TEST_CASE("radix sort: keys are ordered by their low bits alone, ties in the order they came, for any width") {
  // An index in the high 32 bits, as the pair groups carry one: a last digit that read past
  // `bits` took the index's lowest bit for part of the key (every even index first).
  for (const int bits : {0, 1, 11, 12, 22, 23, 31, 32}) {
    CAPTURE(bits);
    Rng rng(static_cast<uint64_t>(bits) + 1);
    const uint64_t lowMask = bits == 0 ? 0 : (uint64_t{1} << bits) - 1;
    std::vector<uint64_t> keys(600);
    for (size_t i = 0; i < keys.size(); ++i) {
      const auto low = static_cast<uint64_t>(rng.range(0, 7)) * (lowMask / 7);  // a few values, so ties
      keys[i] = static_cast<uint64_t>(i) << 32 | low;
    }
    std::vector<uint64_t> expected = keys;
    std::stable_sort(expected.begin(), expected.end(),
                     [&](uint64_t x, uint64_t y) { return (x & lowMask) < (y & lowMask); });
    std::vector<uint64_t> scratch;
    radixSortLowBits(keys.data(), keys.data() + keys.size(), bits, scratch);
    CHECK(keys == expected);
  }
}
