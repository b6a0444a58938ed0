#pragma once
// Least-significant-digit radix sort of 64-bit keys by their `bits` low bits, 11 bits a pass:
// O(keys) however they are spread. Stable: keys whose low bits are equal keep their order, so
// the high bits may carry what is sorted (an index) and already be in order.

#include <cstdint>
#include <vector>

namespace ledge {

void radixSortLowBits(uint64_t* first, uint64_t* last, int bits, std::vector<uint64_t>& scratch);

}  // namespace ledge
