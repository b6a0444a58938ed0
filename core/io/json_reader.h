#pragma once
// Typed reading of a parsed JSON document. Every accessor checks the kind of value it is given
// and reports what it expected and what it found at the value's JSON path, so that a reader of
// a format is a list of "read this key as that" and every problem in a file is reported.

#include <cfloat>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/io/json_document.h"
#include "core/io/json_path.h"
#include "core/io/level_load.h"
#include "core/limits.h"

namespace ledge::io {

class JsonReader {
 public:
  // More problems than this in one file are counted, not listed.
  static constexpr size_t kMaxListedProblems = 100;

  JsonReader(std::string file, std::vector<Problem>& problems) : file_(std::move(file)), problems_(problems) {}

  const std::string& file() const { return file_; }
  // Names the part of the file that the problems reported next are in, where a JSON path alone
  // would not tell a designer (LDtk's levels and layers, known by their names): they are placed
  // `layer "Walls" of level "Intro" at $.levels[0].layerInstances[2]`. Empty: at the path alone.
  void setPlaceName(std::string name) { placeName_ = std::move(name); }
  void error(const std::string& path, std::string message);
  void warning(const std::string& path, std::string message);
  bool failed() const { return errors_ > 0; }
  // Adds the count of problems that were not listed, if any. Call once at the end.
  void finish();

  // Checks of a value's kind: null / nullopt (after an error) when it is not of that kind.
  const Json* object(const Json& v, const std::string& path);
  const Json* array(const Json& v, const std::string& path);
  const std::string* string(const Json& v, const std::string& path);
  std::optional<bool> boolean(const Json& v, const std::string& path);
  // A whole number (16.0 counts as whole), optionally within [min, max].
  std::optional<int64_t> integer(const Json& v, const std::string& path);
  std::optional<int64_t> integer(const Json& v, const std::string& path, int64_t min, int64_t max);
  // A number that fits a finite 32-bit float, within `range`.
  std::optional<float> number(const Json& v, const std::string& path, const NumberRange& range = kAnyNumber);

  // One of `names`, in any case: its index, or nullopt after an error that lists them.
  std::optional<size_t> name(const Json& v, const std::string& path, const std::vector<std::string_view>& names);

  // The member `key` of `object`; a missing required key is an error.
  const Json* required(const Json& object, std::string_view key, const std::string& objectPath);
  static const Json* optional(const Json& object, std::string_view key);
  // The string member `key` of `object`, empty when it has none; another kind is an error at its
  // path (read as empty, a name would be wrong or a file unlisted without a word).
  std::string optionalString(const Json& object, std::string_view key, const std::string& objectPath);

  // An unknown key one or two letters away from a known one is probably a typo: warn.
  void warnIfMisspelt(const std::string& objectPath, std::string_view key,
                      const std::vector<std::string_view>& known);

 private:
  void add(Problem::Severity severity, const std::string& path, std::string message);

  std::string file_;
  std::string placeName_;
  std::vector<Problem>& problems_;
  size_t listed_ = 0;
  size_t errors_ = 0;
  size_t unlistedErrors_ = 0;
  size_t unlistedWarnings_ = 0;
};

// While it lives, the problems `reader` reports are placed in the part of the file `name` names
// (JsonReader::setPlaceName); then at their paths alone again.
class NamedPlace {
 public:
  NamedPlace(JsonReader& reader, std::string name) : reader_(reader) { reader_.setPlaceName(std::move(name)); }
  ~NamedPlace() { reader_.setPlaceName({}); }
  NamedPlace(const NamedPlace&) = delete;
  NamedPlace& operator=(const NamedPlace&) = delete;

 private:
  JsonReader& reader_;
};

// "a string (\"16\")", "null", "an array", "-3": a value as messages name it.
std::string describeJson(const Json& v);

}  // namespace ledge::io
