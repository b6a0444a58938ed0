// isLedgeLevelFile (level_file.h): parses only up to the top-level "format" key's value, which
// a saved level writes first, so that a large level is read but not parsed.

#include <cstddef>
#include <string>

#include <nlohmann/json.hpp>

#include "core/io/file_read.h"
#include "core/io/level_file.h"

namespace ledge::io {
namespace {

// Stops the parse (returns false) as soon as the answer is known.
class FormatKeyFinder : public nlohmann::json::json_sax_t {
 public:
  bool found() const { return found_; }

  bool null() override { return value(); }
  bool boolean(bool) override { return value(); }
  bool number_integer(number_integer_t) override { return value(); }
  bool number_unsigned(number_unsigned_t) override { return value(); }
  bool number_float(number_float_t, const string_t&) override { return value(); }
  bool binary(binary_t&) override { return value(); }
  bool string(string_t& text) override {
    if (depth_ == 1 && atFormat_) found_ = text == "ledge-level";
    return value();
  }
  bool start_object(std::size_t) override {
    if (!value()) return false;
    return ++depth_ > 0;
  }
  bool start_array(std::size_t) override {
    if (depth_ == 0 || !value()) return false;  // a document that is an array is no level
    return ++depth_ > 0;
  }
  bool end_object() override { return --depth_ > 0; }
  bool end_array() override { return --depth_ > 0; }
  bool key(string_t& name) override {
    if (depth_ == 1) atFormat_ = name == "format";
    return true;
  }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override { return false; }

 private:
  // A value at the top level's "format" key ends the search, whatever it is.
  bool value() { return !(depth_ == 1 && atFormat_); }

  int depth_ = 0;
  bool atFormat_ = false;
  bool found_ = false;
};

}  // namespace

bool isLedgeLevelFile(const std::string& path) {
  const FileRead file = readWholeFile(path, kMaxLevelFileBytes);
  if (!file.ok()) return false;
  FormatKeyFinder finder;
  (void)nlohmann::json::sax_parse(file.bytes, &finder, nlohmann::json::input_format_t::json, false);
  return finder.found();
}

}  // namespace ledge::io
