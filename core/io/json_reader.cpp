#include "core/io/json_reader.h"

#include "core/io/text_util.h"

#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>

namespace ledge::io {

std::string describeJson(const Json& v) {
  switch (v.type()) {
    case Json::value_t::null: return "null";
    case Json::value_t::boolean: return v.get<bool>() ? "true" : "false";
    case Json::value_t::string: {
      const std::string& s = v.get_ref<const std::string&>();
      Json shown = s.size() > 24 ? s.substr(0, 24) + "..." : s;
      return "a string (" + shown.dump(-1, ' ', false, Json::error_handler_t::replace) + ")";
    }
    case Json::value_t::array: return "an array";
    case Json::value_t::object: return "an object";
    case Json::value_t::binary:
    case Json::value_t::discarded: return "nothing";
    default: return v.dump();
  }
}

void JsonReader::add(Problem::Severity severity, const std::string& path, std::string message) {
  const bool isError = severity == Problem::Severity::Error;
  if (isError) ++errors_;
  if (listed_ >= kMaxListedProblems) {
    ++(isError ? unlistedErrors_ : unlistedWarnings_);
    return;
  }
  ++listed_;
  const std::string place = placeName_.empty() ? path : path.empty() ? placeName_ : placeName_ + " at " + path;
  problems_.push_back({severity, file_, place, std::move(message)});
}

void JsonReader::error(const std::string& path, std::string message) {
  add(Problem::Severity::Error, path, std::move(message));
}

void JsonReader::warning(const std::string& path, std::string message) {
  add(Problem::Severity::Warning, path, std::move(message));
}

void JsonReader::finish() {
  const size_t unlisted = unlistedErrors_ + unlistedWarnings_;
  if (unlisted == 0) return;
  problems_.push_back({unlistedErrors_ ? Problem::Severity::Error : Problem::Severity::Warning, file_, "",
                       "and " + std::to_string(unlisted) + " more problems (" + std::to_string(unlistedErrors_) +
                           " errors) not listed"});
  unlistedErrors_ = unlistedWarnings_ = 0;
}

const Json* JsonReader::object(const Json& v, const std::string& path) {
  if (v.is_object()) return &v;
  error(path, "expected an object, found " + describeJson(v));
  return nullptr;
}

const Json* JsonReader::array(const Json& v, const std::string& path) {
  if (v.is_array()) return &v;
  error(path, "expected an array, found " + describeJson(v));
  return nullptr;
}

const std::string* JsonReader::string(const Json& v, const std::string& path) {
  if (v.is_string()) return &v.get_ref<const std::string&>();
  error(path, "expected a string, found " + describeJson(v));
  return nullptr;
}

std::optional<bool> JsonReader::boolean(const Json& v, const std::string& path) {
  if (v.is_boolean()) return v.get<bool>();
  error(path, "expected true or false, found " + describeJson(v));
  return std::nullopt;
}

std::optional<int64_t> JsonReader::integer(const Json& v, const std::string& path) {
  if (v.is_number_integer() && (!v.is_number_unsigned() || v.get<uint64_t>() <= uint64_t{INT64_MAX}))
    return v.get<int64_t>();
  if (v.is_number_float()) {
    const double d = v.get<double>();
    if (d == std::floor(d) && std::fabs(d) < 9.0e18) return static_cast<int64_t>(d);
  }
  error(path, "expected a whole number, found " + describeJson(v));
  return std::nullopt;
}

std::optional<int64_t> JsonReader::integer(const Json& v, const std::string& path, int64_t min, int64_t max) {
  const std::string expected =
      "expected a whole number from " + std::to_string(min) + " to " + std::to_string(max) + ", found ";
  if (!v.is_number()) {
    error(path, expected + describeJson(v));
    return std::nullopt;
  }
  const bool whole = v.is_number_integer() || std::floor(v.get<double>()) == v.get<double>();
  const double d = v.get<double>();
  if (!whole || d < static_cast<double>(min) || d > static_cast<double>(max)) {
    error(path, expected + v.dump());
    return std::nullopt;
  }
  return v.is_number_unsigned() ? static_cast<int64_t>(v.get<uint64_t>())
                                : v.is_number_integer() ? v.get<int64_t>() : static_cast<int64_t>(d);
}

std::optional<float> JsonReader::number(const Json& v, const std::string& path, const NumberRange& range) {
  if (!v.is_number()) {
    error(path, "expected a number, found " + describeJson(v));
    return std::nullopt;
  }
  const double d = v.get<double>();
  // Not from JSON text, which has neither, but from a Tiled .tmx float property ("nan", "inf"),
  // which JSON would write as null.
  if (!std::isfinite(d)) {
    error(path, std::string(std::isnan(d) ? "NaN" : d > 0 ? "infinity" : "minus infinity") + " is not a finite number");
    return std::nullopt;
  }
  if (std::fabs(d) > FLT_MAX) {
    error(path, v.dump() + " is too large for a 32-bit float; expected a finite number");
    return std::nullopt;
  }
  if (d < range.min || d > range.max) {
    error(path, "expected a number " + rangeText(range) + ", found " + v.dump());
    return std::nullopt;
  }
  return static_cast<float>(d);
}

std::optional<size_t> JsonReader::name(const Json& v, const std::string& path,
                                      const std::vector<std::string_view>& names) {
  const std::string list = joined(std::vector<std::string>(names.begin(), names.end()));
  if (v.is_string()) {
    const std::string given = lowercase(v.get_ref<const std::string&>());
    for (size_t i = 0; i < names.size(); ++i)
      if (given == names[i]) return i;
  }
  error(path, "expected one of " + list + ", found " + describeJson(v));
  return std::nullopt;
}

const Json* JsonReader::required(const Json& object, std::string_view key, const std::string& objectPath) {
  if (const Json* v = optional(object, key)) return v;
  error(objectPath, "missing key \"" + std::string(key) + "\"");
  return nullptr;
}

const Json* JsonReader::optional(const Json& object, std::string_view key) {
  const auto it = object.find(key);
  return it == object.end() ? nullptr : &*it;
}

std::string JsonReader::optionalString(const Json& object, std::string_view key, const std::string& objectPath) {
  const Json* v = optional(object, key);
  const std::string* text = v ? string(*v, memberPath(objectPath, key)) : nullptr;
  return text ? *text : std::string();
}

void JsonReader::warnIfMisspelt(const std::string& objectPath, std::string_view key,
                                const std::vector<std::string_view>& known) {
  for (std::string_view k : known) {
    if (nearlySpelt(key, k)) {
      warning(memberPath(objectPath, key),
              "unknown key, kept as it is; did you mean \"" + std::string(k) + "\"?");
      return;
    }
  }
}

}  // namespace ledge::io
