#pragma once
// Text wrapped at spaces only. Dear ImGui's own wrapping also breaks after '.' and ',', which
// cuts a number in two ("0." on one line, "25 px" on the next).

#include <string>

namespace ledge::editor {

// `text` with a line break in place of each space where the line would run wider than `width`
// pixels; a word wider than that stays whole on its own line.
std::string wrappedAtSpaces(const std::string& text, float width);

// TextWrapped's replacement: `text` wrapped at spaces to the room left in the window.
void textWrappedAtSpaces(const std::string& text);

}  // namespace ledge::editor
