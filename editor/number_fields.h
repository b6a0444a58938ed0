#pragma once
// Number fields that keep to a range, typed (Ctrl+click) as well as dragged: the Inspector's and
// the physics panels'. Dear ImGui 1.86 lets a typed operation through its clamp as NaN ("*1e39"
// on a 0): the field then keeps the value it had, so a level the panels edited always saves.

namespace ledge::editor {

// Returns whether `value` changed this frame.
bool dragNumber(const char* label, float& value, float speed, float min, float max, const char* format);
bool dragNumbers(const char* label, float (&values)[2], float speed, float min, float max, const char* format);

}  // namespace ledge::editor
