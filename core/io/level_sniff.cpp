// isLedgeLevelFile (level_file.h) and isTiledJsonMapFile (tiled_export.h): each parses the file
// as it reads it, only up to the top-level key that tells, which a saved level writes first
// ("format"): a large level is neither read nor parsed, and a file of any size gets an answer.

#include <cstddef>
#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "core/io/level_file.h"
#include "core/io/tiled_export.h"

namespace ledge::io {
namespace {

// Is the top-level `key` the string `wanted`? Stops the parse (returns false) as soon as the
// answer is known.
class TopLevelStringFinder : public nlohmann::json::json_sax_t {
 public:
  TopLevelStringFinder(const char* key, const char* wanted) : key_(key), wanted_(wanted) {}
  bool found() const { return found_; }

  bool null() override { return value(); }
  bool boolean(bool) override { return value(); }
  bool number_integer(number_integer_t) override { return value(); }
  bool number_unsigned(number_unsigned_t) override { return value(); }
  bool number_float(number_float_t, const string_t&) override { return value(); }
  bool binary(binary_t&) override { return value(); }
  bool string(string_t& text) override {
    if (depth_ == 1 && atKey_) found_ = text == wanted_;
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
    if (depth_ == 1) atKey_ = name == key_;
    return true;
  }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override { return false; }

 private:
  // A value at the top level's key ends the search, whatever it is.
  bool value() { return !(depth_ == 1 && atKey_); }

  const char* key_;
  const char* wanted_;
  int depth_ = 0;
  bool atKey_ = false;
  bool found_ = false;
};

bool topLevelStringIs(const std::string& path, const char* key, const char* wanted) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) return false;  // a FIFO would wait for a writer
  std::ifstream file(path, std::ios::binary);
  if (!file) return false;
  TopLevelStringFinder finder(key, wanted);
  (void)nlohmann::json::sax_parse(file, &finder, nlohmann::json::input_format_t::json, false);
  return finder.found();
}

}  // namespace

bool isLedgeLevelFile(const std::string& path) { return topLevelStringIs(path, "format", "ledge-level"); }

// Ledge's exports write "type" first and answer at once; Tiled writes its keys in alphabetical
// order, "type" after the layers, so its maps are parsed to the end (events only, no document).
bool isTiledJsonMapFile(const std::string& path) { return topLevelStringIs(path, "type", "map"); }

}  // namespace ledge::io
