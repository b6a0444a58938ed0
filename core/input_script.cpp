#include "core/input_script.h"

#include <array>

namespace ledge {
namespace {

struct KeyLetter {
  char letter;
  Input::Key key;
};
// The order in which a token lists its keys.
constexpr std::array<KeyLetter, 5> kKeyLetters{{
    {'L', Input::Left}, {'R', Input::Right}, {'U', Input::Up}, {'D', Input::Down}, {'J', Input::Jump}}};

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
  while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
  return s;
}

// In quotes, a byte that is no printable ASCII as \xHH: a NUL would end the message where it is
// printed, and a stray byte of a binary file is no character to show.
std::string quoted(std::string_view s) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string q(1, '\'');
  for (const char c : s) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7f) {
      q += c;
    } else {
      q += "\\x";
      q += kHex[byte >> 4];
      q += kHex[byte & 0xf];
    }
  }
  q += '\'';
  return q;
}

// Why the text is no inputs file at all, or empty: the lines of one are ASCII text.
std::string notText(std::string_view text) {
  if (text.starts_with("\xFF\xFE") || text.starts_with("\xFE\xFF"))
    return "this is a UTF-16 file; save it as UTF-8 (or ASCII) text";
  if (text.find('\0') != std::string_view::npos) return "this is a binary file, not text (it holds a NUL byte)";
  return {};
}

// The count before '*': a whole number from 1 to kMaxScriptFrames. Empty string when valid.
std::string parseCount(std::string_view text, std::string_view token, int64_t& count) {
  if (text.empty()) return "missing count before '*' in " + quoted(token);
  count = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return "count " + quoted(text) + " in " + quoted(token) + " is not a whole number";
    count = count * 10 + (c - '0');
    if (count > kMaxScriptFrames)
      return "count " + std::string(text) + " is over the limit of " + std::to_string(kMaxScriptFrames) + " frames";
  }
  if (count == 0) return "count 0 in " + quoted(token) + ": it must be at least 1";
  return {};
}

// KEYS: "." or letters of kKeyLetters, each at most once. Empty string when valid.
std::string parseKeys(std::string_view keys, std::string_view token, Input& input) {
  if (keys.empty()) return "no keys after the count in " + quoted(token) + " (use '.' for no keys)";
  input = {};
  if (keys == ".") return {};
  for (char c : keys) {
    if (c == '.') return "'.' means no keys and cannot be combined with keys in " + quoted(token);
    const KeyLetter* found = nullptr;
    for (const KeyLetter& k : kKeyLetters)
      if (k.letter == c) found = &k;
    if (!found)
      return "unknown key " + quoted(std::string_view(&c, 1)) + " in " + quoted(token) +
             " (keys are L R U D J, or '.' for none)";
    if (input.held(found->key)) return "key " + quoted(std::string_view(&c, 1)) + " appears twice in " + quoted(token);
    input.keys = static_cast<uint8_t>(input.keys | found->key);
  }
  return {};
}

// One line without its comment; appends its frames. Empty string when valid.
std::string parseLine(std::string_view line, std::vector<Input>& inputs) {
  const std::string_view token = trimmed(line.substr(0, line.find('#')));
  if (token.empty()) return {};
  for (char c : token)
    if (isSpace(c)) return "more than one token in " + quoted(token) + ": write one per line";

  int64_t count = 1;
  std::string_view keys = token;
  if (const size_t star = token.find('*'); star != std::string_view::npos) {
    if (std::string problem = parseCount(token.substr(0, star), token, count); !problem.empty()) return problem;
    keys = token.substr(star + 1);
  }
  Input input;
  if (std::string problem = parseKeys(keys, token, input); !problem.empty()) return problem;
  if (static_cast<int64_t>(inputs.size()) + count > kMaxScriptFrames)
    return "the script is longer than the limit of " + std::to_string(kMaxScriptFrames) + " frames";
  inputs.insert(inputs.end(), static_cast<size_t>(count), input);
  return {};
}

}  // namespace

std::string InputScript::errorText() const {
  if (ok()) return {};
  return "line " + std::to_string(errorLine) + ": " + error;
}

InputScript parseInputScript(std::string_view text) {
  InputScript script;
  constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
  if (text.substr(0, kByteOrderMark.size()) == kByteOrderMark) text.remove_prefix(kByteOrderMark.size());
  if (std::string problem = notText(text); !problem.empty()) {
    script.errorLine = 1;
    script.error = std::move(problem);
    return script;
  }
  int lineNumber = 0;
  while (!text.empty()) {
    const size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    ++lineNumber;
    if (std::string problem = parseLine(line, script.inputs); !problem.empty()) {
      script.errorLine = lineNumber;
      script.error = std::move(problem);
      return script;
    }
  }
  return script;
}

std::string inputKeysText(Input input) {
  std::string keys;
  for (const KeyLetter& k : kKeyLetters)
    if (input.held(k.key)) keys += k.letter;
  return keys.empty() ? "." : keys;
}

std::string writeInputScript(const std::vector<Input>& inputs, std::string_view comment) {
  std::string text;
  while (!comment.empty()) {
    const size_t end = comment.find('\n');
    text += "# ";
    text += comment.substr(0, end);
    text += '\n';
    comment.remove_prefix(end == std::string_view::npos ? comment.size() : end + 1);
  }
  for (size_t i = 0; i < inputs.size();) {
    size_t run = 1;
    while (i + run < inputs.size() && inputs[i + run] == inputs[i]) ++run;
    text += std::to_string(run) + "*" + inputKeysText(inputs[i]) + "\n";
    i += run;
  }
  return text;
}

}  // namespace ledge
