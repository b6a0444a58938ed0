#include "core/radix_sort.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <utility>

#include "core/working_memory.h"

namespace ledge {

void radixSortLowBits(uint64_t* first, uint64_t* last, int bits, std::vector<uint64_t>& scratch) {
  constexpr int kDigitBits = 11;
  constexpr size_t kDigits = size_t{1} << kDigitBits;
  const auto count = static_cast<size_t>(last - first);
  resizeGrowing(scratch, count);
  uint64_t* from = first;
  uint64_t* to = scratch.data();
  std::array<uint32_t, kDigits> offsets{};
  for (int shift = 0; shift < bits; shift += kDigitBits) {
    // The last digit may be narrower: the bits above `bits` are not the key's.
    const uint64_t digit = (uint64_t{1} << std::min(kDigitBits, bits - shift)) - 1;
    offsets.fill(0);
    for (size_t i = 0; i < count; ++i) ++offsets[(from[i] >> shift) & digit];
    uint32_t start = 0;
    for (uint32_t& offset : offsets) {
      const uint32_t keys = offset;
      offset = start;
      start += keys;
    }
    for (size_t i = 0; i < count; ++i) to[offsets[(from[i] >> shift) & digit]++] = from[i];
    std::swap(from, to);
  }
  if (from != first) std::copy_n(from, count, first);
}

}  // namespace ledge
