#pragma once
// Writing JSON text by hand, for files whose layout we choose (the canonical level file).

#include <string>
#include <string_view>

namespace ledge::io {

// Appends `s` as a JSON string literal (quotes, escapes; UTF-8 passes through).
void appendJsonString(std::string& out, std::string_view s);

// The shortest text that reads back to the same float ("0.8", "1800", "1e-05"); -0 is written
// as 0. Non-finite values, which JSON cannot hold, are written as null.
std::string formatFloat(float value);

}  // namespace ledge::io
