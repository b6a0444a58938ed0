#pragma once
// One line of text in the room there is: cut with an ellipsis when too wide, the whole of it in
// a tooltip then, so that a narrow window hides nothing for good.

#include <cstdint>
#include <string>

namespace ledge::editor {

// Where a text too wide loses characters: at its end, or after its first word, so that a message
// about a file keeps the file's name ("Opened .../levels/demo.json"), or at its start, so that a
// file's path keeps its name (".../levels/demo.json").
enum class Cut : uint8_t { End, AfterFirstWord, Start };

// `text`, cut with an ellipsis where it would be wider than `width` pixels; empty when not even
// the ellipsis fits.
std::string elided(const std::string& text, float width, Cut cut = Cut::End);

// Draws `text` elided to `width` (greyed when `disabled`); hovered while cut, it shows whole.
// Nothing is drawn when not even the ellipsis fits.
void elidedText(const std::string& text, float width, bool disabled = false, Cut cut = Cut::End);

}  // namespace ledge::editor
