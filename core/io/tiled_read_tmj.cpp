// Tiled's JSON formats: maps (.tmj, or .json) and tilesets (.tsj).

#include <algorithm>

#include "core/io/file_read.h"
#include "core/io/json_reader.h"
#include "core/io/text_util.h"
#include "core/io/tiled_read.h"

namespace ledge::io::tiled {
namespace {

constexpr int kMaxGroupDepth = 64;

class TmjReader {
 public:
  TmjReader(const std::string& file, std::vector<Problem>& problems) : r_(file, problems), problems_(problems) {}

  std::optional<Json> load() {
    const FileRead read = readWholeFile(r_.file(), kMaxMapFileBytes);
    if (!read.ok()) {
      r_.error("", "cannot read the file: " + read.error);
      return std::nullopt;
    }
    return parseJsonText(read.bytes, r_.file(), problems_);
  }

  std::optional<Map> readMap(const Json& root) {
    if (!r_.object(root, "$")) return std::nullopt;
    const Json* type = JsonReader::optional(root, "type");
    if (type && *type != "map") {
      r_.error("$.type", "expected \"map\", found " + describeJson(*type) + "; is this a Tiled map?");
      return std::nullopt;
    }
    if (const Json* orientation = JsonReader::optional(root, "orientation"); orientation && *orientation != "orthogonal") {
      // A string quoted as the .tmx reader quotes it; another value as JSON names it.
      const std::string shown = orientation->is_string() ? inQuotes(orientation->get<std::string>()) : describeJson(*orientation);
      r_.error("$.orientation", orientationProblem(shown));
      return std::nullopt;
    }
    if (const Json* infinite = JsonReader::optional(root, "infinite"); infinite && *infinite == true) {
      r_.error("$.infinite", "infinite maps are not supported; in Tiled, turn off Map > Map Properties > Infinite");
      return std::nullopt;
    }
    Map map;
    if (!readMapSizes(root, map)) return std::nullopt;
    if (std::string problem = checkMapSize(map); !problem.empty()) {
      r_.error("$", problem);
      return std::nullopt;
    }
    map.properties = readProperties(root, "$");
    if (const Json* tilesets = JsonReader::optional(root, "tilesets"); tilesets && r_.array(*tilesets, "$.tilesets")) {
      for (size_t i = 0; i < tilesets->size(); ++i) readTilesetReference((*tilesets)[i], elementPath("$.tilesets", i), map);
    }
    std::sort(map.tilesets.begin(), map.tilesets.end(),
              [](const Tileset& a, const Tileset& b) { return a.firstGid < b.firstGid; });
    if (const Json* layers = r_.required(root, "layers", "$")) readLayers(*layers, "$.layers", map, 0, Vec2{});
    r_.finish();
    if (r_.failed() || externalFailed_) return std::nullopt;
    return map;
  }

  // A tileset file says so (a map names itself "map"); a tileset inside a map may not.
  bool readTilesetRoot(const Json& root, Tileset& tileset) {
    if (!r_.object(root, "$")) return false;
    if (const Json* type = JsonReader::optional(root, "type"); type && *type != "tileset") {
      r_.error("$.type", "expected \"tileset\", found " + describeJson(*type) + "; is this a Tiled tileset?");
      return false;
    }
    return readTileset(root, "$", tileset);
  }

  bool readTileset(const Json& node, const std::string& path, Tileset& tileset) {
    if (!r_.object(node, path)) return false;
    tileset.name = r_.optionalString(node, "name", path);
    tileset.where = path;
    if (const Json* columns = JsonReader::optional(node, "columns"))
      tileset.imageCollection = r_.integer(*columns, memberPath(path, "columns"), 0, INT32_MAX) == 0;
    bool sized = readInt(node, "tilewidth", path, tileset.tileWidth, leastTileSide(tileset), kMaxCoordinate);
    sized = readInt(node, "tileheight", path, tileset.tileHeight, leastTileSide(tileset), kMaxCoordinate) && sized;
    if (const Json* count = JsonReader::optional(node, "tilecount"))
      tileset.tileCount = static_cast<uint32_t>(r_.integer(*count, memberPath(path, "tilecount"), 0, UINT32_MAX).value_or(0));
    tileset.drawnAtGridSize = r_.optionalString(node, "tilerendersize", path) == "grid";
    if (const std::string problem = setObjectAlignment(r_.optionalString(node, "objectalignment", path), tileset); !problem.empty())
      r_.warning(memberPath(path, "objectalignment"), problem);
    addImage(node, path, tileset);
    if (const Json* tiles = JsonReader::optional(node, "tiles"); tiles && r_.array(*tiles, memberPath(path, "tiles"))) {
      for (size_t i = 0; i < tiles->size(); ++i) readTile((*tiles)[i], elementPath(memberPath(path, "tiles"), i), tileset);
    }
    r_.finish();
    return sized && !r_.failed();
  }

 private:
  void addImage(const Json& node, const std::string& path, Tileset& tileset) {
    if (const std::string image = r_.optionalString(node, "image", path); !image.empty())
      tileset.imageFiles.push_back(besideFile(r_.file(), image));
  }
  // A whole number from `min` to `max`.
  bool readInt(const Json& object, const char* key, const std::string& path, int& out, int min, int max) {
    const Json* v = r_.required(object, key, path);
    const auto value = v ? r_.integer(*v, memberPath(path, key), min, max) : std::nullopt;
    if (value) out = static_cast<int>(*value);
    return value.has_value();
  }

  // As the .tmx reader's: the map's sizes within what a Ledge level may be, refused with those limits.
  bool readMapSizes(const Json& root, Map& map) {
    bool sized = readInt(root, "width", "$", map.width, 1, TileMap::kMaxTiles);
    sized = readInt(root, "height", "$", map.height, 1, TileMap::kMaxTiles) && sized;
    sized = readInt(root, "tilewidth", "$", map.tileWidth, TileMap::kMinTileSize, TileMap::kMaxTileSize) && sized;
    return readInt(root, "tileheight", "$", map.tileHeight, TileMap::kMinTileSize, TileMap::kMaxTileSize) && sized;
  }

  float readFloat(const Json& object, const char* key, const std::string& path) {
    const Json* v = JsonReader::optional(object, key);
    if (!v) return 0.0f;
    const auto value = r_.number(*v, memberPath(path, key));
    return value.value_or(0.0f);
  }

  // A size the file may leave out: 0 then.
  int optionalSize(const Json& object, const char* key, const std::string& path) {
    const Json* v = JsonReader::optional(object, key);
    return v ? static_cast<int>(r_.integer(*v, memberPath(path, key), 0, INT32_MAX).value_or(0)) : 0;
  }

  std::optional<uint32_t> readGid(const Json& v, const std::string& path) {
    const auto gid = r_.integer(v, path, 0, UINT32_MAX);
    return gid ? std::optional<uint32_t>(static_cast<uint32_t>(*gid)) : std::nullopt;
  }

  // Tiled 1.9 wrote "class"; before and since 1.10, "type". Another value than a string is an error,
  // as in any other member: the object would be left out unremarked, as one without a class.
  std::string classOf(const Json& object, const std::string& path) {
    for (const char* key : {"type", "class"})
      if (std::string text = r_.optionalString(object, key, path); !text.empty()) return text;
    return {};
  }

  Properties readProperties(const Json& object, const std::string& path) {
    Properties out;
    const Json* list = JsonReader::optional(object, "properties");
    const std::string listPath = memberPath(path, "properties");
    if (!list || !r_.array(*list, listPath)) return out;
    for (size_t i = 0; i < list->size(); ++i) {
      const Json& p = (*list)[i];
      const std::string propertyPath = elementPath(listPath, i);
      if (!r_.object(p, propertyPath)) continue;
      const Json* name = r_.required(p, "name", propertyPath);
      const std::string* nameText = name ? r_.string(*name, memberPath(propertyPath, "name")) : nullptr;
      if (!nameText) continue;
      const std::string type = r_.optionalString(p, "type", propertyPath);
      const Json* value = JsonReader::optional(p, "value");
      out.push_back({*nameText, type.empty() ? "string" : type, value ? *value : Json(), memberPath(propertyPath, "value")});
    }
    return out;
  }

  Shape readShape(const Json& object, const std::string& path) {
    Shape shape;
    const Vec2 origin{readFloat(object, "x", path), readFloat(object, "y", path)};
    if (const Json* polygon = JsonReader::optional(object, "polygon")) {
      shape.kind = Shape::Kind::Polygon;
      shape.points = readPoints(*polygon, memberPath(path, "polygon"), origin);
    } else if (!JsonReader::optional(object, "ellipse") && !JsonReader::optional(object, "point") &&
               !JsonReader::optional(object, "polyline") && !JsonReader::optional(object, "text")) {
      shape.kind = Shape::Kind::Rectangle;
      shape.box = {origin.x, origin.y, readFloat(object, "width", path), readFloat(object, "height", path)};
    }
    return shape;
  }

  std::vector<Vec2> readPoints(const Json& list, const std::string& path, Vec2 origin) {
    std::vector<Vec2> points;
    if (!r_.array(list, path)) return points;
    for (size_t i = 0; i < list.size(); ++i) {
      const std::string pointPath = elementPath(path, i);
      if (!r_.object(list[i], pointPath)) continue;
      points.push_back(origin + Vec2{readFloat(list[i], "x", pointPath), readFloat(list[i], "y", pointPath)});
    }
    return points;
  }

  void readTile(const Json& node, const std::string& path, Tileset& tileset) {
    if (!r_.object(node, path)) return;
    addImage(node, path, tileset);
    TileInfo info;
    const Json* id = r_.required(node, "id", path);
    const auto localId = id ? readGid(*id, memberPath(path, "id")) : std::nullopt;
    if (!localId) return;
    if (const std::string problem = tileIdProblem(tileset, *localId); !problem.empty()) {
      r_.warning(memberPath(path, "id"), problem);
      return;
    }
    info.id = *localId;
    info.type = classOf(node, path);
    info.properties = readProperties(node, path);
    info.imageWidth = optionalSize(node, "imagewidth", path);
    info.imageHeight = optionalSize(node, "imageheight", path);
    if (const Json* group = JsonReader::optional(node, "objectgroup"); group && r_.object(*group, memberPath(path, "objectgroup"))) {
      const std::string objectsPath = memberPath(memberPath(path, "objectgroup"), "objects");
      if (const Json* objects = JsonReader::optional(*group, "objects"); objects && r_.array(*objects, objectsPath))
        for (size_t i = 0; i < objects->size(); ++i)
          if (r_.object((*objects)[i], elementPath(objectsPath, i)))
            info.shapes.push_back(readShape((*objects)[i], elementPath(objectsPath, i)));
    }
    tileset.tiles.push_back(std::move(info));
  }

  void readTilesetReference(const Json& node, const std::string& path, Map& map) {
    if (!r_.object(node, path)) return;
    const Json* firstGid = r_.required(node, "firstgid", path);
    const auto gid = firstGid ? r_.integer(*firstGid, memberPath(path, "firstgid"), 1, kFlipBits - 1) : std::nullopt;
    if (!gid) return;
    Tileset tileset;
    if (const Json* source = JsonReader::optional(node, "source")) {
      const std::string* file = r_.string(*source, memberPath(path, "source"));
      if (file && !readMapsTileset(r_.file(), memberPath(path, "source"), *file, map, tileset, problems_))
        externalFailed_ = true;
    } else {
      readTileset(node, path, tileset);
    }
    tileset.firstGid = static_cast<uint32_t>(*gid);
    map.tilesets.push_back(std::move(tileset));
  }

  // A layer's offsets plus those of its groups, which Tiled adds up; after an error, the groups'.
  Vec2 offsetOf(const Json& layer, const std::string& path, Vec2 groups) {
    const Vec2 own{readFloat(layer, "offsetx", path), readFloat(layer, "offsety", path)};
    const std::string problem =
        offsetProblem(groups, own, written(layer, "offsetx", path).text, written(layer, "offsety", path).text);
    if (problem.empty()) return groups + own;
    r_.error(path, problem);
    return groups;
  }

  // `offset`: the offsets of the groups around `layers`, which Tiled adds to their layers'.
  void readLayers(const Json& layers, const std::string& path, Map& map, int depth, Vec2 offset) {
    if (!r_.array(layers, path)) return;
    if (depth > kMaxGroupDepth) {
      r_.error(path, "groups are nested deeper than " + std::to_string(kMaxGroupDepth) + " levels");
      return;
    }
    for (size_t i = 0; i < layers.size(); ++i) {
      const Json& layer = layers[i];
      const std::string layerPath = elementPath(path, i);
      if (!r_.object(layer, layerPath)) continue;
      const Json* type = r_.required(layer, "type", layerPath);
      if (!type) continue;
      if (*type == "imagelayer") {
        if (const std::string image = r_.optionalString(layer, "image", layerPath); !image.empty())
          map.otherFiles.push_back(besideFile(r_.file(), image));
        continue;
      }
      const Vec2 layerOffset = offsetOf(layer, layerPath, offset);
      if (*type == "tilelayer") readTileLayer(layer, layerPath, map, layerOffset);
      else if (*type == "objectgroup") readObjects(layer, layerPath, map, layerOffset);
      else if (*type == "group") {
        if (const Json* children = r_.required(layer, "layers", layerPath))
          readLayers(*children, memberPath(layerPath, "layers"), map, depth + 1, layerOffset);
      }
    }
  }

  // Is the layer the map's size (a side it does not give is taken to be)? Told and false when its
  // tiles would be misread.
  bool checkLayerSize(const Json& node, const TileLayer& layer, const Map& map) {
    const auto side = [&](const char* key, int mapSide) -> std::optional<int64_t> {
      const Json* v = JsonReader::optional(node, key);
      return v ? r_.integer(*v, memberPath(layer.where, key), 0, INT32_MAX) : mapSide;
    };
    const std::optional<int64_t> width = side("width", map.width), height = side("height", map.height);
    if (!width || !height) return false;
    const LayerSize size = layerSizeProblem(map, layer.name, *width, *height);
    if (size.misread) r_.error(layer.where, size.problem);
    else if (!size.problem.empty()) r_.warning(layer.where, size.problem);
    return !size.misread;
  }

  void readTileLayer(const Json& node, const std::string& path, Map& map, Vec2 offset) {
    TileLayer layer;
    layer.name = r_.optionalString(node, "name", path);
    layer.where = path;
    layer.offset = offset;
    if (!checkLayerSize(node, layer, map)) return;
    const size_t count = static_cast<size_t>(map.width) * static_cast<size_t>(map.height);
    if (JsonReader::optional(node, "chunks")) {
      r_.error(path, "chunks of infinite maps are not supported");
      return;
    }
    const Json* data = r_.required(node, "data", path);
    if (!data) return;
    const std::string dataPath = memberPath(path, "data");
    if (data->is_array()) {
      if (data->size() != count) {
        r_.error(dataPath, "holds " + std::to_string(data->size()) + " tiles, expected " + std::to_string(count));
        return;
      }
      layer.gids.reserve(count);
      for (size_t i = 0; i < count; ++i) {
        const auto gid = readGid((*data)[i], elementPath(dataPath, i));
        if (!gid) return;
        layer.gids.push_back(*gid);
      }
    } else if (const std::string* text = r_.string(*data, dataPath)) {
      const std::string encoding = r_.optionalString(node, "encoding", path);
      layer.encoded = {*text, encoding.empty() ? "csv" : encoding, r_.optionalString(node, "compression", path), dataPath};
    } else {
      return;
    }
    map.tileLayers.push_back(std::move(layer));
  }

  static Written written(const Json& object, const char* key, const std::string& objectPath) {
    const Json* v = JsonReader::optional(object, key);
    return {v ? v->dump() : std::string(), memberPath(objectPath, key)};
  }

  void readObjects(const Json& layer, const std::string& path, Map& map, Vec2 offset) {
    const Json* objects = r_.required(layer, "objects", path);
    const std::string objectsPath = memberPath(path, "objects");
    if (!objects || !r_.array(*objects, objectsPath)) return;
    const std::string layerName = r_.optionalString(layer, "name", path);
    for (size_t i = 0; i < objects->size(); ++i) {
      const Json& node = (*objects)[i];
      const std::string objectPath = elementPath(objectsPath, i);
      if (!r_.object(node, objectPath)) continue;
      Object object;
      if (const Json* id = JsonReader::optional(node, "id"))
        if (const auto v = r_.integer(*id, memberPath(objectPath, "id"), 0, INT32_MAX)) object.id = static_cast<int>(*v);
      object.name = r_.optionalString(node, "name", objectPath);
      object.type = classOf(node, objectPath);
      object.where = objectPath;
      object.layer = layerName;
      object.written = {written(node, "x", objectPath),        written(node, "y", objectPath),
                        written(node, "width", objectPath),    written(node, "height", objectPath),
                        written(node, "rotation", objectPath), written(node, "polyline", objectPath),
                        written(node, "gid", objectPath)};
      object.box = {readFloat(node, "x", objectPath), readFloat(node, "y", objectPath),
                    readFloat(node, "width", objectPath), readFloat(node, "height", objectPath)};
      object.rotation = readFloat(node, "rotation", objectPath);
      if (const Json* gid = JsonReader::optional(node, "gid")) {
        object.gid = readGid(*gid, memberPath(objectPath, "gid")).value_or(0);
      }
      if (const Json* point = JsonReader::optional(node, "point")) object.isPoint = *point == true;
      if (const std::string warning = placeInMap(object, offset, map); !warning.empty())
        r_.warning(object.written.gid.where, warning);
      if (const Json* polyline = JsonReader::optional(node, "polyline")) {
        object.isPolyline = true;
        object.polyline = readPoints(*polyline, memberPath(objectPath, "polyline"), {object.box.x, object.box.y});
      }
      object.properties = readProperties(node, objectPath);
      if (const std::string source = r_.optionalString(node, "template", objectPath); !source.empty()) {
        map.otherFiles.push_back(besideFile(r_.file(), source));
        r_.warning(objectPath, templateWarning(source));
      }
      map.objects.push_back(std::move(object));
    }
  }

  JsonReader r_;
  std::vector<Problem>& problems_;
  bool externalFailed_ = false;
};

}  // namespace

std::optional<Map> readTmj(const std::string& path, std::vector<Problem>& problems) {
  TmjReader reader(path, problems);
  const std::optional<Json> root = reader.load();
  if (!root) return std::nullopt;
  return reader.readMap(*root);
}

bool readTsj(const std::string& path, Tileset& tileset, std::vector<Problem>& problems) {
  TmjReader reader(path, problems);
  const std::optional<Json> root = reader.load();
  return root && reader.readTilesetRoot(*root, tileset);
}

}  // namespace ledge::io::tiled
