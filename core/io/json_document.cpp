#include "core/io/json_document.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <set>

#include "core/io/json_path.h"
#include "core/io/text_util.h"

namespace ledge::io {
namespace {

struct TooDeep {};
// The parser would keep the last of two equal keys: the first is lost without a word.
struct DuplicateKey {
  std::string key;
};

// A character iterator that leaves behind how far the parser has read: a parser callback is
// given no position, and a duplicate key is found there.
class TrackedChar {
 public:
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char*;
  using reference = const char&;

  TrackedChar(const char* at, const char** readUpTo) : at_(at), readUpTo_(readUpTo) {}
  reference operator*() const { return *at_; }
  TrackedChar& operator++() {
    *readUpTo_ = ++at_;
    return *this;
  }
  TrackedChar operator++(int) {
    TrackedChar before = *this;
    ++*this;
    return before;
  }
  bool operator==(const TrackedChar& other) const { return at_ == other.at_; }
  bool operator!=(const TrackedChar& other) const { return at_ != other.at_; }

 private:
  const char* at_;
  const char** readUpTo_;
};

// Follows the parser's events so that an error can name the JSON path it happened at.
class PathTracker {
 public:
  void push(bool isArray) {
    if (frames_.size() >= static_cast<size_t>(kMaxJsonDepth)) throw TooDeep{};
    frames_.push_back({isArray, 0, {}, {}});
  }
  void key(const std::string& name) {
    if (!frames_.back().keys.insert(name).second) throw DuplicateKey{name};
    frames_.back().key = name;
  }
  void pop() {
    frames_.pop_back();
    valueDone();
  }
  // A value of the innermost array or object is complete.
  void valueDone() {
    if (frames_.empty()) return;
    Frame& f = frames_.back();
    if (f.isArray) ++f.index;
    f.key.clear();
  }
  std::string path() const {
    std::string out = "$";
    for (const Frame& f : frames_) {
      if (f.isArray) out = elementPath(out, f.index);
      else if (!f.key.empty()) out = memberPath(out, f.key);
      else break;
    }
    return out;
  }

 private:
  struct Frame {
    bool isArray;
    size_t index;
    std::string key;
    std::set<std::string> keys;  // of an object, so far
  };
  std::vector<Frame> frames_;
};

// Builds the document as nlohmann's own DOM parser does, telling `tracker` each event first. Not
// the parser's callback: at the end of each object or array that one looks through its parent for
// a discarded value, which makes a level of 100,000 actors take seconds to read instead of tenths.
class TrackingDomBuilder {
 public:
  using Builder = nlohmann::detail::json_sax_dom_parser<Json>;

  TrackingDomBuilder(Json& root, PathTracker& tracker) : builder_(root), tracker_(tracker) {}

  bool null() { return value(builder_.null()); }
  bool boolean(bool v) { return value(builder_.boolean(v)); }
  bool number_integer(Json::number_integer_t v) { return value(builder_.number_integer(v)); }
  bool number_unsigned(Json::number_unsigned_t v) { return value(builder_.number_unsigned(v)); }
  bool number_float(Json::number_float_t v, const Json::string_t& text) { return value(builder_.number_float(v, text)); }
  bool string(Json::string_t& v) { return value(builder_.string(v)); }
  bool binary(Json::binary_t& v) { return value(builder_.binary(v)); }
  bool start_object(std::size_t count) {
    tracker_.push(false);
    return builder_.start_object(count);
  }
  bool key(Json::string_t& name) {
    tracker_.key(name);
    return builder_.key(name);
  }
  bool end_object() { return closed(builder_.end_object()); }
  bool start_array(std::size_t count) {
    tracker_.push(true);
    return builder_.start_array(count);
  }
  bool end_array() { return closed(builder_.end_array()); }
  template <typename Exception>
  bool parse_error(std::size_t position, const std::string& token, const Exception& e) {
    return builder_.parse_error(position, token, e);  // throws it
  }

 private:
  bool value(bool ok) {
    tracker_.valueDone();
    return ok;
  }
  bool closed(bool ok) {
    tracker_.pop();
    return ok;
  }

  Builder builder_;
  PathTracker& tracker_;
};

// Columns count characters, as text editors do: UTF-8's continuation bytes add none.
std::string lineAndColumn(std::string_view text, size_t offset) {
  const std::string_view before = text.substr(0, offset);
  const auto line = 1 + std::count(before.begin(), before.end(), '\n');
  const size_t newline = before.rfind('\n');
  const std::string_view onLine = before.substr(newline == std::string_view::npos ? 0 : newline + 1);
  const size_t column = 1 + characterCount(onLine);
  return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

// nlohmann's message without its "[json.exception...] parse error at line 1, column 2: " prefix.
std::string parserReason(const std::string& what) {
  const size_t column = what.find("column ");
  const size_t colon = what.find(": ", column == std::string::npos ? 0 : column);
  if (colon != std::string::npos) return what.substr(colon + 2);
  const size_t bracket = what.find("] ");
  return bracket == std::string::npos ? what : what.substr(bracket + 2);
}

// Other programs write NaN and Infinity, which JSON does not have: say so plainly.
bool isNonFiniteWord(std::string_view text, size_t failedAt) {
  size_t start = std::min(failedAt, text.size());
  while (start > 0 && (std::isalpha(static_cast<unsigned char>(text[start - 1])) || text[start - 1] == '-' ||
                       text[start - 1] == '+'))
    --start;
  while (start < text.size() && (text[start] == '-' || text[start] == '+')) ++start;
  std::string word;
  for (size_t i = start; i < text.size() && std::isalpha(static_cast<unsigned char>(text[i])) && word.size() < 9; ++i)
    word += static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
  return word == "nan" || word == "inf" || word == "infinity";
}

// Where the string that ends just before `end` (its closing quote read) begins: its opening quote.
size_t stringStart(std::string_view text, size_t end) {
  size_t at = end == 0 ? 0 : end - 1;
  while (at > 0) {
    --at;
    if (text[at] != '"') continue;
    size_t backslashes = 0;
    while (backslashes < at && text[at - 1 - backslashes] == '\\') ++backslashes;
    if (backslashes % 2 == 0) return at;
  }
  return at;
}

bool looksBinary(std::string_view text) {
  return text.substr(0, 4096).find('\0') != std::string_view::npos;
}

}  // namespace

std::optional<Json> parseJsonText(std::string_view text, const std::string& file,
                                  std::vector<Problem>& problems) {
  auto fail = [&](std::string path, std::string message) {
    problems.push_back({Problem::Severity::Error, file, std::move(path), std::move(message)});
    return std::nullopt;
  };
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
    return fail("$", "the file is empty; expected a JSON object");
  if (looksBinary(text)) return fail("$", "this is a binary file, not JSON text");

  PathTracker tracker;
  const char* readUpTo = text.data();
  try {
    Json root;
    TrackingDomBuilder builder(root, tracker);
    Json::sax_parse(TrackedChar(text.data(), &readUpTo), TrackedChar(text.data() + text.size(), &readUpTo), &builder);
    return root;
  } catch (const DuplicateKey& d) {
    const size_t keyStart = stringStart(text, static_cast<size_t>(readUpTo - text.data()));
    return fail(tracker.path(), "duplicate key " + inQuotes(d.key) + " at " + lineAndColumn(text, keyStart) +
                                    "; each key may appear once");
  } catch (const TooDeep&) {
    return fail(tracker.path(), "nesting is deeper than " + std::to_string(kMaxJsonDepth) + " levels");
  } catch (const Json::parse_error& e) {
    std::string message = "not valid JSON at " + lineAndColumn(text, e.byte == 0 ? 0 : e.byte - 1) + ": " +
                          parserReason(e.what());
    if (isNonFiniteWord(text, e.byte == 0 ? 0 : e.byte - 1))
      message += " (NaN and Infinity are not JSON numbers; expected a finite number)";
    return fail(tracker.path(), std::move(message));
  } catch (const Json::exception& e) {
    return fail(tracker.path(), "not valid JSON: " + parserReason(e.what()));
  } catch (const std::bad_alloc&) {
    return fail("$", "not enough memory to read the file");
  }
}

}  // namespace ledge::io
