// importIntGrid (ldtk_import_parts.h): the level's IntGrid layer as Ledge's tiles, each value by
// the Ledge tile its identifier names, moved by the layer's offsets.

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <map>

#include "core/io/layer_shift.h"
#include "core/io/ldtk_import_parts.h"
#include "core/io/text_util.h"
#include "core/io/tiled_map.h"

namespace ledge::io::ldtk {
namespace {

bool containsAny(const std::string& s, std::initializer_list<const char*> words) {
  return std::any_of(words.begin(), words.end(), [&](const char* w) { return s.find(w) != std::string::npos; });
}

std::optional<Tile> slopeNamed(const std::string& name) {
  const bool right = containsAny(name, {"right"}), left = containsAny(name, {"left"});
  if (right == left) return std::nullopt;
  const bool low = containsAny(name, {"low"}), high = containsAny(name, {"high"});
  if (low == high) {
    if (containsAny(name, {"22", "gentle", "shallow"})) return std::nullopt;  // which half?
    return right ? Tile::SlopeUpRight : Tile::SlopeUpLeft;
  }
  if (right) return low ? Tile::SlopeUpRightLow : Tile::SlopeUpRightHigh;
  return low ? Tile::SlopeUpLeftLow : Tile::SlopeUpLeftHigh;
}

// The Ledge tile an IntGrid value's identifier names, if any.
std::optional<Tile> tileForIntGridName(const std::string& identifier) {
  std::string name = lowercase(identifier);
  std::replace(name.begin(), name.end(), '_', '-');
  std::replace(name.begin(), name.end(), ' ', '-');
  if (const auto exact = tileFromName(name)) return exact;
  if (containsAny(name, {"slope", "ramp"})) return slopeNamed(name);
  if (containsAny(name, {"ladder"})) return Tile::Ladder;
  if (containsAny(name, {"platform", "oneway", "one-way", "jumpthrough", "jump-through"})) return Tile::OneWay;
  if (containsAny(name, {"solid", "wall", "dirt", "stone", "ground"})) return Tile::Solid;
  return std::nullopt;
}

// An integer that fits the int64_t it is read as: above that, a value would be read as another
// (2^64 - 1 as -1), and no IntGrid value is that large.
bool isIntGridValue(const Json& v) {
  return v.is_number_integer() && !(v.is_number_unsigned() && v.get<uint64_t>() > INT64_MAX);
}

class IntGridImport {
 public:
  IntGridImport(JsonReader& r, std::vector<std::string>& notes) : r_(r), notes_(notes) {}

  std::optional<int> mapIntGrid(const IntGridValueNames& valueNames, const LevelLayers& layers, Level& level) {
    const Json& list = layers.list;
    std::optional<size_t> chosen;
    std::vector<std::string> names;
    for (size_t i = 0; i < list.size(); ++i) {
      if (!list[i].is_object() || identifierOf(list[i], "__type") != "IntGrid") continue;
      names.push_back(inQuotes(identifierOf(list[i], "__identifier")));
      if (!chosen && containsWord(identifierOf(list[i], "__identifier"), "collision")) chosen = i;
    }
    for (size_t i = 0; i < list.size() && !chosen; ++i)
      if (list[i].is_object() && identifierOf(list[i], "__type") == "IntGrid") chosen = i;
    if (!chosen) {
      const NamedPlace named(r_, levelName(layers.levelIdentifier));
      r_.error(layers.path, "the level has no IntGrid layer to take the tiles from");
      return std::nullopt;
    }
    const Json& layer = list[*chosen];
    const std::string path = layers.layerPath(*chosen);
    const std::string layerName = layers.layerName(*chosen);  // as the errors and the notes name it
    const NamedPlace named(r_, layerName);
    // Within what a Ledge level may be, which the messages state (an int's limits, one of them
    // negative, said nothing of the real ones).
    const auto width = requiredWhole(r_, layer, "__cWid", path, 1, TileMap::kMaxTiles);
    const auto height = requiredWhole(r_, layer, "__cHei", path, 1, TileMap::kMaxTiles);
    const auto grid = requiredWhole(r_, layer, "__gridSize", path, TileMap::kMinTileSize, TileMap::kMaxTileSize);
    if (!width || !height || !grid) return std::nullopt;
    const Json* csv = r_.required(layer, "intGridCsv", path);
    const size_t count = static_cast<size_t>(*width * *height);
    if (!csv || !r_.array(*csv, memberPath(path, "intGridCsv"))) return std::nullopt;
    if (csv->size() != count) {
      r_.error(memberPath(path, "intGridCsv"), "holds " + std::to_string(csv->size()) + " cells, expected " + std::to_string(count));
      return std::nullopt;
    }
    const std::optional<std::map<int64_t, std::string>> identifiers = valueNamesOf(layer, path, valueNames);
    if (!identifiers) return std::nullopt;
    level.map = TileMap(static_cast<int>(*width), static_cast<int>(*height), static_cast<int>(*grid));
    const std::optional<Vec2> offset = layerOffset(r_, layer, path);
    if (!offset) return std::nullopt;
    const LayerShift shift = layerShift(*offset, static_cast<int>(*grid), level.map.width(), level.map.height());
    if (!shift.warning.empty()) r_.warning(path, shift.warning);
    if (shift.cells && *shift.cells != IVec2{})
      note("IntGrid " + layerName + " moved by its offsets " + pointText(*offset) + ": tiles " + shiftText(*shift.cells));
    int offTheMap = 0;
    std::map<int64_t, int> used;
    for (size_t i = 0; i < count; ++i) {
      const Json& cell = (*csv)[i];
      if (!isIntGridValue(cell)) {
        r_.error(elementPath(memberPath(path, "intGridCsv"), i), "expected an IntGrid value, found " + describeJson(cell));
        return std::nullopt;
      }
      const int64_t value = cell.get<int64_t>();
      if (value == 0) continue;
      ++used[value];
      const auto name = identifiers->find(value);
      const auto tile = name == identifiers->end() ? std::nullopt : tileForIntGridName(name->second);
      if (!tile || !shift.cells) continue;
      const int x = static_cast<int>(i % static_cast<size_t>(*width)) + shift.cells->x;
      const int y = static_cast<int>(i / static_cast<size_t>(*width)) + shift.cells->y;
      if (level.map.contains(x, y)) level.map.set(x, y, *tile);
      else ++offTheMap;
    }
    if (offTheMap) r_.warning(path, offTheMapWarning(offTheMap, *offset));
    describeValues(layerName, path, used, *identifiers, names);
    return static_cast<int>(*grid);
  }

 private:
  void note(std::string text) { notes_.push_back(std::move(text)); }

  // The names of the values of the layer's definition (its layerDefUid): none without one.
  std::optional<std::map<int64_t, std::string>> valueNamesOf(const Json& layer, const std::string& path,
                                                             const IntGridValueNames& valueNames) {
    const Json* uid = JsonReader::optional(layer, "layerDefUid");
    if (!uid) return std::map<int64_t, std::string>{};
    const std::optional<int64_t> number = r_.integer(*uid, memberPath(path, "layerDefUid"));
    if (!number) return std::nullopt;
    const auto def = valueNames.find(*number);
    return def == valueNames.end() ? std::map<int64_t, std::string>{} : def->second;
  }

  // Notes what each value of the layer `layerLabel` (at `path`) became; warns of those that became nothing.
  void describeValues(const std::string& layerLabel, const std::string& path, const std::map<int64_t, int>& used,
                      const std::map<int64_t, std::string>& identifiers, const std::vector<std::string>& layerNames) {
    std::vector<std::string> mapped, unmapped;
    for (const auto& [value, count] : used) {
      const auto name = identifiers.find(value);
      // Appended: GCC 12 warns falsely (-Wrestrict) about " " + std::string here.
      std::string label = std::to_string(value) + " ";
      label += name == identifiers.end() || name->second.empty() ? std::string("(no identifier)") : inQuotes(name->second);
      const auto tile = name == identifiers.end() ? std::nullopt : tileForIntGridName(name->second);
      (tile ? mapped : unmapped)
          .push_back(label + (tile ? " -> " + std::string(tileName(*tile)) : std::string()) + " (" +
                     std::to_string(count) + " cells)");
    }
    std::string text = "IntGrid " + layerLabel;
    if (layerNames.size() > 1) text += " (the level's IntGrid layers: " + joined(layerNames) + ")";
    note(text + ": " + (mapped.empty() ? "no values mapped" : joined(mapped)));
    if (!unmapped.empty())
      r_.warning(path, "IntGrid values with no Ledge tile, left empty: " + joined(unmapped) +
                           " (name them like solid, ladder, platform or slope-45-right)");
  }

  JsonReader& r_;
  std::vector<std::string>& notes_;
};

}  // namespace

std::optional<int> importIntGrid(const IntGridValueNames& valueNames, const LevelLayers& layers, Level& level, JsonReader& r,
                                 std::vector<std::string>& notes) {
  return IntGridImport(r, notes).mapIntGrid(valueNames, layers, level);
}

}  // namespace ledge::io::ldtk
