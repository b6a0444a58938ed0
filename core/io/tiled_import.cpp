#include "core/io/tiled_import.h"

#include <algorithm>

#include "core/io/level_file.h"
#include "core/io/physics_keys.h"
#include "core/io/text_util.h"
#include "core/io/tiled_import_parts.h"
#include "core/io/tiled_layer_data.h"
#include "core/io/tiled_read.h"

namespace ledge::io {
namespace tiled {

void readExtra(JsonReader& reader, const Properties& properties, const char* name,
               const std::vector<std::string_view>& own, ExtraKeys& extra) {
  const Property* p = findProperty(properties, name);
  if (!p) return;
  std::vector<Problem> ignored;
  const std::optional<Json> object =
      p->value.is_string() ? parseJsonText(p->value.get<std::string>(), reader.file(), ignored) : std::nullopt;
  if (!object || !object->is_object()) {
    reader.warning(p->where, std::string(name) + " is not a JSON object as text; not imported");
    return;
  }
  for (const auto& [key, value] : object->items()) {
    if (std::find(own.begin(), own.end(), key) != own.end())
      reader.warning(p->where, "key " + inQuotes(key) + " is one Ledge reads itself; skipped");
    else
      extra.emplace_back(key, value.dump());
  }
}

}  // namespace tiled

namespace {

using namespace tiled;

class TiledImport {
 public:
  TiledImport(Map& map, const TiledOptions& options, const std::string& file, LevelLoad& load)
      : map_(map), options_(options), file_(file), load_(load), reader_(file, load.problems) {}

  void run() {
    TileLayer* layer = chooseLayer();
    if (!layer || !decodes(*layer)) return;
    Level level;
    level.map = TileMap(map_.width, map_.height, map_.tileWidth);
    importTileLayer(map_, *layer, level.map, reader_, load_.notes);
    std::vector<uint32_t>().swap(layer->gids);  // 4 bytes a tile, not needed by the checks below
    const ImportSources sources = importObjects(map_, level, reader_, load_.notes);
    mapProperties(level);
    reader_.finish();
    if (!reader_.failed()) finishImport(std::move(level), sources, file_, load_);
  }

 private:
  void note(std::string text) { load_.notes.push_back(std::move(text)); }

  TileLayer* chooseLayer() {
    std::vector<std::string> names;
    for (const TileLayer& l : map_.tileLayers) names.push_back(inQuotes(l.name));
    TileLayer* chosen = nullptr;
    if (!options_.layer.empty()) {
      // The first of that name, as without --layer; layers of one name in several groups are
      // common in Tiled, and the others are named so that the user knows which was taken.
      std::vector<std::string> places;
      for (TileLayer& l : map_.tileLayers) {
        if (l.name != options_.layer) continue;
        if (!chosen) chosen = &l;
        places.push_back(l.where);
      }
      if (!chosen)
        reader_.error("", "no tile layer is named " + inQuotes(options_.layer) + "; the tile layers are: " + joined(names));
      else if (places.size() > 1)
        reader_.warning(chosen->where, std::to_string(places.size()) + " tile layers are named " + inQuotes(options_.layer) +
                                           " (" + joined(places) + "); the tiles are this one's, the first");
    } else {
      for (TileLayer& l : map_.tileLayers)
        if (!chosen && containsWord(l.name, "collision")) chosen = &l;
      if (!chosen && !map_.tileLayers.empty()) chosen = &map_.tileLayers.front();
      if (!chosen) reader_.error("", "the map has no tile layer to take the tiles from");
    }
    if (chosen && names.size() > 1)
      note("tiles from tile layer " + inQuotes(chosen->name) + " (--layer picks another of " + joined(names) + ")");
    return chosen;
  }

  // Do the chosen layer's tiles, which the reader left as the file encodes them, decode? A pass
  // that keeps none of them: the import decodes them again a row at a time, and a problem found
  // halfway (zlib finds a damaged stream at its end) would follow warnings about its garbage.
  bool decodes(const TileLayer& layer) {
    if (!layer.encoded) return true;
    const TileLayer::Encoded& data = *layer.encoded;
    const std::string problem = decodeLayerRows(data.text, data.encoding, data.compression, map_.width, map_.height,
                                                [](size_t, std::span<const uint32_t>) {});
    if (!problem.empty()) reader_.error(data.where, problem);
    return problem.empty();
  }

  void mapProperties(Level& level) {
    std::vector<std::string> physics, ignored;
    for (const Property& p : map_.properties) {
      if (const PhysicsField* key = findPhysicsField(p.name)) {
        if (readPhysicsValue(reader_, *key, p.value, p.where, level.physics)) physics.push_back(p.name);
      } else if (p.name == "cellSize") {
        if (const auto cells = reader_.integer(p.value, p.where, 1, TileMap::kMaxTiles)) level.cellSize = static_cast<int>(*cells);
      } else if (p.name != "ledge:extra" && p.name != "ledge:physicsExtra") {
        ignored.push_back(inQuotes(p.name));
      }
    }
    readExtra(reader_, map_.properties, "ledge:extra", levelKeyNames(), level.extra);
    readExtra(reader_, map_.properties, "ledge:physicsExtra", physicsKeyNames(), level.physicsExtra);
    if (!physics.empty()) note("map properties -> physics: " + joined(physics));
    if (!ignored.empty()) note("map properties not imported: " + joined(ignored));
  }

  Map& map_;
  const TiledOptions& options_;
  const std::string& file_;
  LevelLoad& load_;
  JsonReader reader_;
};

}  // namespace

LevelLoad importTiled(const std::string& path, const TiledOptions& options) {
  LevelLoad load;
  load.files = {path};
  try {
    std::optional<Map> map = readTiledMap(path, load.problems);
    if (!map) return load;
    load.files.insert(load.files.end(), map->tilesetFiles.begin(), map->tilesetFiles.end());
    load.files.insert(load.files.end(), map->otherFiles.begin(), map->otherFiles.end());
    for (const Tileset& tileset : map->tilesets)
      load.files.insert(load.files.end(), tileset.imageFiles.begin(), tileset.imageFiles.end());
    TiledImport(*map, options, path, load).run();
  } catch (const std::exception& e) {
    load.level.reset();
    load.problems.push_back({Problem::Severity::Error, path, "", std::string("cannot import the map: ") + e.what()});
  }
  return load;
}

}  // namespace ledge::io
