#include "editor/number_fields.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace ledge::editor {
namespace {

template <size_t N>
bool dragFinite(const char* label, float (&values)[N], float speed, float min, float max, const char* format) {
  float edited[N];
  std::copy(std::begin(values), std::end(values), edited);
  if (!ImGui::DragScalarN(label, ImGuiDataType_Float, edited, static_cast<int>(N), speed, &min, &max, format,
                          ImGuiSliderFlags_AlwaysClamp))
    return false;
  if (!std::all_of(std::begin(edited), std::end(edited), [](float v) { return std::isfinite(v); })) return false;
  std::copy(std::begin(edited), std::end(edited), values);
  return true;
}

}  // namespace

bool dragNumber(const char* label, float& value, float speed, float min, float max, const char* format) {
  float values[1] = {value};
  if (!dragFinite(label, values, speed, min, max, format)) return false;
  value = values[0];
  return true;
}

bool dragNumbers(const char* label, float (&values)[2], float speed, float min, float max, const char* format) {
  return dragFinite(label, values, speed, min, max, format);
}

}  // namespace ledge::editor
