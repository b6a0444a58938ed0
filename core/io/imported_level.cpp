#include "core/io/imported_level.h"

#include <charconv>
#include <string_view>

#include "core/io/level_file.h"

namespace ledge::io {
namespace {

// The index `i` in "$.actors[i]..." when `path` starts with `list` ("$.actors["), and the rest.
std::optional<size_t> indexIn(std::string_view path, std::string_view list, std::string_view& rest) {
  if (path.substr(0, list.size()) != list) return std::nullopt;
  size_t index = 0;
  const char* begin = path.data() + list.size();
  const char* end = path.data() + path.size();
  const auto [stop, ec] = std::from_chars(begin, end, index);
  if (ec != std::errc() || stop == end || *stop != ']') return std::nullopt;
  rest = std::string_view(stop + 1, static_cast<size_t>(end - stop - 1));
  return index;
}

std::string sourceOf(const std::string& path, const ImportSources& sources) {
  const auto at = [](const std::vector<std::string>& places, size_t i) { return i < places.size() ? places[i] : std::string(); };
  std::string_view rest;
  std::string source;
  if (const auto actor = indexIn(path, "$.actors[", rest)) {
    source = at(sources.actors, *actor);
  } else if (const auto solid = indexIn(path, "$.solids[", rest)) {
    source = rest.substr(0, 5) == ".path" && !at(sources.paths, *solid).empty() ? at(sources.paths, *solid)
                                                                                 : at(sources.solids, *solid);
  }
  return source.empty() ? "converted " + path : source + " (converted " + path + ")";
}

}  // namespace

void finishImport(Level level, const ImportSources& sources, const std::string& file, LevelLoad& load) {
  for (Problem p : levelProblems(level, file)) {
    p.path = sourceOf(p.path, sources);
    load.problems.push_back(std::move(p));
  }
  if (!hasErrors(load.problems)) load.level = std::move(level);
}

}  // namespace ledge::io
