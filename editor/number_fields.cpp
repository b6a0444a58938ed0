#include "editor/number_fields.h"

#include <imgui.h>
#include <imgui_internal.h>  // DataTypeFormatString: the text a drag field shows

#include <algorithm>
#include <cmath>
#include <iterator>

#include "editor/elided_text.h"

namespace ledge::editor {
namespace {

// The width of each of `count` fields side by side in the next item, as ImGui lays them out.
float fieldWidth(int count) {
  const float spacing = ImGui::GetStyle().ItemInnerSpacing.x;
  return (ImGui::CalcItemWidth() - spacing * static_cast<float>(count - 1)) / static_cast<float>(count);
}

// Draws the fields with `drawFields(id)` under an id that shows no label, then the label Dear
// ImGui would draw after them, elided to the room left: a narrow panel shows "ground fr..." and
// the whole label on hover, not a word clipped by the window's edge. Returns what drawFields did.
template <typename DrawFields>
bool labelledFields(const char* label, const char* tooltip, DrawFields&& drawFields) {
  const std::string unlabelled = std::string("##") + label;
  const bool changed = drawFields(unlabelled.c_str());
  const bool fieldsHovered = ImGui::IsItemHovered();
  bool labelHovered = false;
  bool labelCut = false;
  std::string name;
  if (const char* end = ImGui::FindRenderedTextEnd(label); end != label) {
    name.assign(label, end);
    ImGui::SameLine(0.0f, ImGui::GetStyle().ItemInnerSpacing.x);
    const std::string shown = elided(name, ImGui::GetContentRegionAvail().x);
    labelCut = shown != name;
    if (!shown.empty()) {
      ImGui::TextUnformatted(shown.c_str());
      labelHovered = ImGui::IsItemHovered();
    }
  }
  if (const std::string hint = fieldHint(name, labelCut, tooltip, fieldsHovered, labelHovered); !hint.empty())
    ImGui::SetTooltip("%s", hint.c_str());
  return changed;
}

template <size_t N>
bool dragFinite(const char* label, float (&values)[N], float speed, float min, float max, const char* format,
                const char* tooltip) {
  float edited[N];
  std::copy(std::begin(values), std::end(values), edited);
  const std::string shown = formatThatFits(format, values, fieldWidth(static_cast<int>(N)));
  const bool dragged = labelledFields(label, tooltip, [&](const char* id) {
    return ImGui::DragScalarN(id, ImGuiDataType_Float, edited, static_cast<int>(N), speed, &min, &max, shown.c_str(),
                              ImGuiSliderFlags_AlwaysClamp);
  });
  if (!dragged) return false;
  if (!std::all_of(std::begin(edited), std::end(edited), [](float v) { return std::isfinite(v); })) return false;
  std::copy(std::begin(edited), std::end(edited), values);
  return true;
}

}  // namespace

std::string formatThatFits(const char* format, std::span<const float> values, float width) {
  const std::string full = format;
  const size_t unit = full.find(' ', full.find('%'));
  if (unit == std::string::npos) return full;
  const float room = width - 2.0f * ImGui::GetStyle().FramePadding.x;
  char text[64];
  for (const float value : values) {
    ImGui::DataTypeFormatString(text, sizeof text, ImGuiDataType_Float, &value, format);  // as the field shows it
    if (ImGui::CalcTextSize(text).x > room) return full.substr(0, unit);
  }
  return full;
}

std::string fieldHint(const std::string& label, bool labelCut, const char* tooltip, bool fieldsHovered,
                      bool labelHovered) {
  const bool whole = labelCut && labelHovered;
  const bool told = tooltip != nullptr && (fieldsHovered || labelHovered);
  if (whole && told) return label + "\n" + tooltip;
  if (whole) return label;
  return told ? tooltip : "";
}

bool dragNumber(const char* label, float& value, float speed, float min, float max, const char* format,
                const char* tooltip) {
  float values[1] = {value};
  if (!dragFinite(label, values, speed, min, max, format, tooltip)) return false;
  value = values[0];
  return true;
}

bool dragNumbers(const char* label, float (&values)[2], float speed, float min, float max, const char* format,
                 const char* tooltip) {
  return dragFinite(label, values, speed, min, max, format, tooltip);
}

bool dragWholeNumber(const char* label, int& value, float speed, int min, int max, const char* format,
                     const char* tooltip) {
  return labelledFields(label, tooltip, [&](const char* id) {
    return ImGui::DragInt(id, &value, speed, min, max, format, ImGuiSliderFlags_AlwaysClamp);
  });
}

}  // namespace ledge::editor
