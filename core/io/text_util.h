#pragma once
// Small text helpers for names and messages.

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/geometry.h"

namespace ledge::io {

std::string lowercase(std::string_view s);
// The same name in any case: "Gravity" is "gravity".
bool sameName(std::string_view a, std::string_view b);
bool containsWord(std::string_view text, std::string_view word);  // any case
// The name in double quotes, its quotes, backslashes and line breaks escaped: a"b -> "a\"b".
std::string inQuotes(std::string_view s);
// A character of a file as a message shows it: 'x' when it is printable ASCII, else "byte 0x00"
// (a NUL would end the message where it is printed).
std::string quoteCharacter(char c);
// A byte that continues a UTF-8 character, rather than starting one.
inline bool isContinuationByte(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }
// The characters (UTF-8 code points) of `text`, as a designer counts them: "é" is one, of 2 bytes.
size_t characterCount(std::string_view text);
// The character of UTF-8 `text` that starts at byte `at`, as a message shows it: as
// quoteCharacter() an ASCII one, "'é' (U+00E9)" another, "U+0085" one that shows nothing (a
// control), "byte 0xC3" a byte that starts no character.
std::string quoteCharacterAt(std::string_view text, size_t at);
std::string joined(const std::vector<std::string>& items, const char* separator = ", ");  // "a, b, c"
std::string joinedWithAnd(const std::vector<std::string>& items);                         // "a, b and c"
// "3 \"coin\", 1 \"door\"": counts by name, in name order.
std::string counted(const std::map<std::string, int>& counts);
// Levenshtein distance, ignoring case: "Playr" is 1 from "player".
size_t editDistance(std::string_view a, std::string_view b);
// Is `word` a misspelling of `known` (or `known` itself)? A letter off in a word of 3 to 5, two in a
// longer one.
bool nearlySpelt(std::string_view word, std::string_view known);
// A file's extension in lower case, with its dot: ".tmx".
std::string extensionOf(const std::string& path);
// "32", "0.5", "1e+30": a number of a file, a float once read, in the shortest text that reads
// back to the same float (its double shows digits the file never had); "infinity" for a sum beyond
// a float.
std::string numberText(float v);
// A point or an offset as messages show it: "(32, -16)", its floats as numberText() writes them.
std::string pointText(IVec2 p);
std::string pointText(Vec2 p);
// A size as messages give it: "16 x 32".
std::string sizeText(int w, int h);
// A box as messages place it: "(64, 32), 32 x 8 pixels".
std::string boxText(const IRect& box);

}  // namespace ledge::io
