#pragma once
// Number fields that keep to a range, typed (Ctrl+click) as well as dragged: the Inspector's and
// the physics panels'. A label too long for the room after the fields is cut with an ellipsis
// and shown whole on hover; a field's tooltip shows over the field and its label alike. Dear ImGui 1.86 lets a typed operation through its clamp as NaN ("*1e39"
// on a 0): the field then keeps the value it had, so a level the panels edited always saves.

#include <span>
#include <string>

namespace ledge::editor {

// `format` ("%.0f px/s") without the unit after the number ("%.0f") when one of the values,
// shown with it, would be wider than a field `width` pixels wide: "1000000" reads better than
// the clipped "1000000 px,". Needs a Dear ImGui context (its font measures the text).
std::string formatThatFits(const char* format, std::span<const float> values, float width);

// What hovering a field or its label shows: the label whole when it is cut and hovered, the
// field's `tooltip` (may be null) over either, both when both apply; empty for nothing.
std::string fieldHint(const std::string& label, bool labelCut, const char* tooltip, bool fieldsHovered,
                      bool labelHovered);

// Returns whether `value` changed this frame. `tooltip` (may be null) shows over the fields and
// the label.
bool dragNumber(const char* label, float& value, float speed, float min, float max, const char* format,
                const char* tooltip = nullptr);
bool dragNumbers(const char* label, float (&values)[2], float speed, float min, float max, const char* format,
                 const char* tooltip = nullptr);
bool dragWholeNumber(const char* label, int& value, float speed, int min, int max, const char* format,
                     const char* tooltip = nullptr);

}  // namespace ledge::editor
