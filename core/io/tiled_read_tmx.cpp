// Tiled's XML formats: maps (.tmx) and tilesets (.tsx), read with pugixml.

#include <pugixml.hpp>

#include <algorithm>
#include <cfloat>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>

#include "core/io/file_read.h"
#include "core/io/text_util.h"
#include "core/io/tiled_read.h"

namespace ledge::io::tiled {
namespace {

constexpr int kMaxGroupDepth = 64;

// "/map/layer[2]": the element's place, counting same-named siblings from 1.
std::string xmlPath(pugi::xml_node node) {
  std::string path;
  for (; node && node.type() == pugi::node_element; node = node.parent()) {
    int index = 1;
    for (pugi::xml_node s = node.previous_sibling(node.name()); s; s = s.previous_sibling(node.name())) ++index;
    std::string step = "/";
    step += node.name();
    if (index > 1 || node.next_sibling(node.name())) {
      step += '[';
      step += std::to_string(index);
      step += ']';
    }
    path = step + path;
  }
  return path;
}

// How messages name an element and its attributes and properties. An object with an id is named
// as a designer sees it in Tiled: `object id=3 "player" in layer "Entities", x`; any other element,
// and an object of a map older than Tiled 0.11 (no ids), by its XPath: `/map/layer[2]/@offsetx`.
// An element converts to its XPath place, built only when a message needs it: counting siblings
// for every <tile> of a large map would be slow.
struct Place {
  Place(pugi::xml_node element) : node(element) {}
  Place(pugi::xml_node element, std::string text, bool isObjectLabel)
      : node(element), label(std::move(text)), named(isObjectLabel) {}

  std::string element() const { return label.empty() ? xmlPath(node) : label; }
  std::string attribute(const char* name) const { return named ? label + ", " + name : element() + "/@" + name; }
  std::string property(pugi::xml_node p, const std::string& name) const {
    return named ? label + ", property " + inQuotes(name) : xmlPath(p);
  }

  pugi::xml_node node;
  std::string label;   // the object's label, or an XPath worked out once; empty: worked out when needed
  bool named = false;  // `label` is an object's label
};

class TmxReader {
 public:
  TmxReader(std::string file, std::vector<Problem>& problems) : file_(std::move(file)), problems_(problems) {}

  bool load(pugi::xml_document& doc) {
    const FileRead read = readWholeFile(file_, kMaxMapFileBytes);
    if (!read.ok()) return fail("", "cannot read the file: " + read.error);
    const pugi::xml_parse_result parsed = doc.load_buffer(read.bytes.data(), read.bytes.size());
    if (!parsed) {
      const size_t offset = std::min(static_cast<size_t>(std::max<ptrdiff_t>(parsed.offset, 0)), read.bytes.size());
      const std::string_view before(read.bytes.data(), offset);
      const size_t line = 1 + static_cast<size_t>(std::count(before.begin(), before.end(), '\n'));
      const size_t lineStart = before.rfind('\n');
      const size_t column = lineStart == std::string_view::npos ? offset + 1 : offset - lineStart;
      return fail("", "not valid XML at line " + std::to_string(line) + ", column " + std::to_string(column) + ": " +
                          parsed.description());
    }
    return true;
  }

  std::optional<Map> readMap(pugi::xml_node map) {
    if (!map) return failed("", "the root element is not <map>; is this a Tiled map?");
    const std::string where = xmlPath(map);
    if (const char* orientation = map.attribute("orientation").as_string("orthogonal"); std::strcmp(orientation, "orthogonal") != 0)
      return failed(where, orientationProblem(inQuotes(orientation)));
    if (map.attribute("infinite").as_int() != 0)
      return failed(where, "infinite maps are not supported; in Tiled, turn off Map > Map Properties > Infinite");
    Map out;
    if (!readMapSizes(map, out)) return std::nullopt;
    if (std::string problem = checkMapSize(out); !problem.empty()) return failed(where, problem);
    out.properties = readProperties(map);
    for (pugi::xml_node tileset : map.children("tileset")) readTilesetReference(tileset, out);
    std::sort(out.tilesets.begin(), out.tilesets.end(),
              [](const Tileset& a, const Tileset& b) { return a.firstGid < b.firstGid; });
    readLayers(map, out, 0, Vec2{});
    if (failed_) return std::nullopt;
    return out;
  }

  bool readTileset(pugi::xml_node node, Tileset& tileset) {
    if (!node) return fail("", "the root element is not <tileset>; is this a Tiled tileset?");
    tileset.name = node.attribute("name").as_string();
    tileset.where = xmlPath(node);
    if (int64_t columns = 0; node.attribute("columns") && readInt64(node, "columns", columns, 0, INT32_MAX))
      tileset.imageCollection = columns == 0;
    const bool sized = readInt(node, "tilewidth", tileset.tileWidth, leastTileSide(tileset), kMaxCoordinate);
    if (!readInt(node, "tileheight", tileset.tileHeight, leastTileSide(tileset), kMaxCoordinate) || !sized) return false;
    if (int64_t count = 0; node.attribute("tilecount") && readInt64(node, "tilecount", count, 0, UINT32_MAX))
      tileset.tileCount = static_cast<uint32_t>(count);
    tileset.drawnAtGridSize = std::strcmp(node.attribute("tilerendersize").as_string(), "grid") == 0;
    readObjectAlignment(Place(node), node.attribute("objectalignment").as_string(), tileset);
    addImage(node, tileset);
    for (pugi::xml_node tile : node.children("tile")) {
      addImage(tile, tileset);
      TileInfo info;
      int64_t id = 0;
      if (!readInt64(tile, "id", id, 0, UINT32_MAX)) continue;
      if (const std::string problem = tileIdProblem(tileset, static_cast<uint32_t>(id)); !problem.empty()) {
        warn(Place(tile).attribute("id"), problem);
        continue;
      }
      info.id = static_cast<uint32_t>(id);
      info.type = classOf(tile);
      info.properties = readProperties(tile);
      info.imageWidth = tile.child("image").attribute("width").as_int();
      info.imageHeight = tile.child("image").attribute("height").as_int();
      for (pugi::xml_node shape : tile.child("objectgroup").children("object")) info.shapes.push_back(readShape(shape));
      tileset.tiles.push_back(std::move(info));
    }
    return !failed_;
  }

 private:
  void addImage(pugi::xml_node node, Tileset& tileset) const {
    if (const char* source = node.child("image").attribute("source").as_string(); *source)
      tileset.imageFiles.push_back(besideFile(file_, source));
  }
  bool fail(const std::string& where, std::string message) {
    problems_.push_back({Problem::Severity::Error, file_, where, std::move(message)});
    failed_ = true;
    return false;
  }
  std::nullopt_t failed(const std::string& where, std::string message) {
    fail(where, std::move(message));
    return std::nullopt;
  }
  void warn(const std::string& where, std::string message) {
    problems_.push_back({Problem::Severity::Warning, file_, where, std::move(message)});
  }
  void readObjectAlignment(const Place& at, const std::string& alignment, Tileset& tileset) {
    if (const std::string problem = setObjectAlignment(alignment, tileset); !problem.empty())
      warn(at.attribute("objectalignment"), problem);
  }

  bool readInt64(const Place& at, const char* name, int64_t& out, int64_t min, int64_t max) {
    const pugi::xml_attribute a = at.node.attribute(name);
    if (!a) return fail(at.element(), "missing attribute " + inQuotes(name));
    const std::string_view text = a.value();
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    if (ec != std::errc() || end != text.data() + text.size() || out < min || out > max)
      return fail(at.attribute(name), "expected a whole number from " + std::to_string(min) + " to " + std::to_string(max) +
                                          ", found " + inQuotes(text));
    return true;
  }

  // A whole number from `min` to `max`.
  bool readInt(pugi::xml_node node, const char* name, int& out, int min, int max) {
    int64_t value = 0;
    if (!readInt64(node, name, value, min, max)) return false;
    out = static_cast<int>(value);
    return true;
  }

  // The map's sides in tiles and its tiles' size in pixels, within what a Ledge level may be: one
  // beyond is refused at its attribute with those limits (an int's, one of them negative, said
  // nothing of the real one).
  bool readMapSizes(pugi::xml_node map, Map& out) {
    bool sized = readInt(map, "width", out.width, 1, TileMap::kMaxTiles);
    sized = readInt(map, "height", out.height, 1, TileMap::kMaxTiles) && sized;
    sized = readInt(map, "tilewidth", out.tileWidth, TileMap::kMinTileSize, TileMap::kMaxTileSize) && sized;
    return readInt(map, "tileheight", out.tileHeight, TileMap::kMinTileSize, TileMap::kMaxTileSize) && sized;
  }

  float readFloat(const Place& at, const char* name) {
    const pugi::xml_attribute a = at.node.attribute(name);
    if (!a) return 0.0f;
    const std::string_view text = a.value();
    double value = 0.0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    // Beyond a float's range the value would become infinity.
    if (ec != std::errc() || end != text.data() + text.size() || !(std::fabs(value) <= FLT_MAX)) {
      fail(at.attribute(name), "expected a finite number, found " + inQuotes(text));
      return 0.0f;
    }
    return static_cast<float>(value);
  }

  // "0,0 16,0 16,16" relative to (x, y).
  std::vector<Vec2> readPoints(const Place& at, Vec2 origin) {
    std::vector<Vec2> points;
    const std::string text = at.node.attribute("points").as_string();
    const char* p = text.data();
    const char* end = p + text.size();
    while (p < end) {
      while (p < end && *p == ' ') ++p;
      if (p == end) break;
      double x = 0.0, y = 0.0;
      auto rx = std::from_chars(p, end, x);
      if (rx.ec != std::errc() || rx.ptr == end || *rx.ptr != ',') {
        fail(at.attribute("points"), "expected points \"x,y x,y ...\", found " + inQuotes(text));
        return {};
      }
      auto ry = std::from_chars(rx.ptr + 1, end, y);
      if (ry.ec != std::errc() || !std::isfinite(x) || !std::isfinite(y)) {
        fail(at.attribute("points"), "expected points \"x,y x,y ...\", found " + inQuotes(text));
        return {};
      }
      points.push_back(origin + Vec2{static_cast<float>(x), static_cast<float>(y)});
      p = ry.ptr;
    }
    return points;
  }

  // Tiled 1.9 wrote "class"; before and since 1.10, "type".
  static std::string classOf(pugi::xml_node node) {
    const char* type = node.attribute("type").as_string();
    return *type ? type : node.attribute("class").as_string();
  }

  Properties readProperties(const Place& owner) {
    Properties out;
    for (pugi::xml_node p : owner.node.child("properties").children("property")) {
      const std::string name = p.attribute("name").as_string();
      Property property{name, p.attribute("type").as_string("string"), {}, owner.property(p, name)};
      // Multi-line strings are the element's text instead of the value attribute.
      const std::string text = p.attribute("value") ? p.attribute("value").as_string() : p.text().as_string();
      property.value = propertyValue(property.type, text);
      // Tiled writes every value in its type: this file was edited by hand. Failed here, where the
      // text is at hand, rather than as a value missing from the object later.
      if (property.value.is_null()) {
        const char* article = property.type.find_first_of("aeiou") == 0 ? "an " : "a ";
        fail(property.where, std::string("expected ") + article + property.type + " (the property's type), found " + inQuotes(text));
        continue;
      }
      out.push_back(std::move(property));
    }
    return out;
  }

  static Json propertyValue(const std::string& type, const std::string& text) {
    if (type == "bool") return text == "true" ? Json(true) : text == "false" ? Json(false) : Json();
    if (type == "int" || type == "object") {
      int64_t v = 0;
      const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
      return ec == std::errc() && end == text.data() + text.size() ? Json(v) : Json();
    }
    if (type == "float") {
      double v = 0.0;
      const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
      return ec == std::errc() && end == text.data() + text.size() ? Json(v) : Json();
    }
    return Json(text);
  }

  Shape readShape(pugi::xml_node object) {
    Shape shape;
    const Vec2 origin{readFloat(object, "x"), readFloat(object, "y")};
    if (pugi::xml_node polygon = object.child("polygon")) {
      shape.kind = Shape::Kind::Polygon;
      shape.points = readPoints(polygon, origin);
    } else if (!object.child("ellipse") && !object.child("point") && !object.child("polyline") && !object.child("text")) {
      shape.kind = Shape::Kind::Rectangle;
      shape.box = {origin.x, origin.y, readFloat(object, "width"), readFloat(object, "height")};
    }
    return shape;
  }

  void readTilesetReference(pugi::xml_node node, Map& map) {
    Tileset tileset;
    int64_t firstGid = 0;
    if (!readInt64(node, "firstgid", firstGid, 1, kFlipBits - 1)) return;
    if (const char* source = node.attribute("source").as_string(); *source) {
      if (!readMapsTileset(file_, Place(node).attribute("source"), source, map, tileset, problems_)) failed_ = true;
    } else {
      readTileset(node, tileset);
    }
    tileset.firstGid = static_cast<uint32_t>(firstGid);
    map.tilesets.push_back(std::move(tileset));
  }

  // A layer's offsets plus those of its groups, which Tiled adds up; after an error, the groups'.
  Vec2 offsetOf(pugi::xml_node layer, Vec2 groups) {
    const Vec2 own{readFloat(layer, "offsetx"), readFloat(layer, "offsety")};
    const std::string problem = offsetProblem(groups, own, writtenText(layer, "offsetx"), writtenText(layer, "offsety"));
    if (problem.empty()) return groups + own;
    fail(xmlPath(layer), problem);
    return groups;
  }

  // `offset`: the offsets of the groups around `parent`, which Tiled adds to their layers'.
  void readLayers(pugi::xml_node parent, Map& map, int depth, Vec2 offset) {
    if (depth > kMaxGroupDepth) {
      fail(xmlPath(parent), "groups are nested deeper than " + std::to_string(kMaxGroupDepth) + " levels");
      return;
    }
    for (pugi::xml_node node : parent.children()) {
      const std::string_view name = node.name();
      if (name == "imagelayer") {
        if (const char* source = node.child("image").attribute("source").as_string(); *source)
          map.otherFiles.push_back(besideFile(file_, source));
        continue;
      }
      if (name != "layer" && name != "objectgroup" && name != "group") continue;
      const Vec2 layerOffset = offsetOf(node, offset);
      if (name == "layer") readTileLayer(node, map, layerOffset);
      else if (name == "objectgroup") readObjects(node, map, layerOffset);
      else readLayers(node, map, depth + 1, layerOffset);
    }
  }

  // Is the layer the map's size (a side it does not give is taken to be)? Told and false when its
  // tiles would be misread.
  bool checkLayerSize(pugi::xml_node node, const TileLayer& layer, const Map& map) {
    int64_t width = map.width, height = map.height;
    if (node.attribute("width") && !readInt64(node, "width", width, 0, INT32_MAX)) return false;
    if (node.attribute("height") && !readInt64(node, "height", height, 0, INT32_MAX)) return false;
    const LayerSize size = layerSizeProblem(map, layer.name, width, height);
    if (size.misread) return fail(layer.where, size.problem);
    if (!size.problem.empty()) warn(layer.where, size.problem);
    return true;
  }

  void readTileLayer(pugi::xml_node node, Map& map, Vec2 offset) {
    TileLayer layer;
    layer.name = node.attribute("name").as_string();
    layer.where = xmlPath(node);
    layer.offset = offset;
    if (!checkLayerSize(node, layer, map)) return;
    const pugi::xml_node data = node.child("data");
    const size_t count = static_cast<size_t>(map.width) * static_cast<size_t>(map.height);
    if (!data || data.child("chunk")) {
      fail(layer.where, "the layer has no <data> of the map's size (chunks of infinite maps are not supported)");
      return;
    }
    const std::string encoding = data.attribute("encoding").as_string();
    if (encoding.empty()) {
      // The oldest encoding: one <tile gid="..."/> element per tile.
      for (pugi::xml_node tile : data.children("tile")) {
        int64_t gid = 0;
        if (tile.attribute("gid") && !readInt64(tile, "gid", gid, 0, UINT32_MAX)) return;
        layer.gids.push_back(static_cast<uint32_t>(gid));
        if (layer.gids.size() > count) break;
      }
      if (layer.gids.size() != count) {
        fail(xmlPath(data), "holds " + std::to_string(layer.gids.size()) + " <tile> elements, expected " + std::to_string(count));
        return;
      }
    } else {
      layer.encoded = {data.text().as_string(), encoding, data.attribute("compression").as_string(), xmlPath(data)};
    }
    map.tileLayers.push_back(std::move(layer));
  }

  // `object id=3 "player" in layer "Entities"`: what a designer sees of it in Tiled; sets `id`.
  // Objects of maps older than Tiled 0.11 have no id: their XPath names them (worked out once: every
  // attribute's Written holds its place).
  Place objectPlace(pugi::xml_node node, pugi::xml_node group, int& id) {
    int64_t value = 0;
    if (!node.attribute("id") || !readInt64(node, "id", value, 0, INT32_MAX)) return Place(node, xmlPath(node), false);
    id = static_cast<int>(value);
    std::string label = "object id=" + std::to_string(id);
    if (const std::string name = node.attribute("name").as_string(); !name.empty()) label += " " + inQuotes(name);
    return Place(node, label + " in layer " + inQuotes(group.attribute("name").as_string()), true);
  }

  // An attribute as the file wrote it, in quotes; empty when the element has none.
  static std::string writtenText(pugi::xml_node node, const char* attribute) {
    const pugi::xml_attribute a = node.attribute(attribute);
    return a ? inQuotes(a.value()) : std::string();
  }

  static Written written(const Place& at, const char* attribute) {
    return {writtenText(at.node, attribute), at.attribute(attribute)};
  }

  void readObjects(pugi::xml_node group, Map& map, Vec2 offset) {
    for (pugi::xml_node node : group.children("object")) {
      Object object;
      const Place place = objectPlace(node, group, object.id);
      const Place polylinePlace = place.named ? Place(node.child("polyline"), place.label, true) : Place(node.child("polyline"));
      object.name = node.attribute("name").as_string();
      object.type = classOf(node);
      object.where = place.element();
      object.layer = group.attribute("name").as_string();
      object.written = {written(place, "x"),        written(place, "y"),        written(place, "width"),
                        written(place, "height"),   written(place, "rotation"), written(polylinePlace, "points"),
                        written(place, "gid")};
      object.box = {readFloat(place, "x"), readFloat(place, "y"), readFloat(place, "width"), readFloat(place, "height")};
      object.rotation = readFloat(place, "rotation");
      int64_t gid = 0;
      if (node.attribute("gid") && readInt64(place, "gid", gid, 0, UINT32_MAX)) {
        object.gid = static_cast<uint32_t>(gid);
      }
      object.isPoint = static_cast<bool>(node.child("point"));
      if (const std::string warning = placeInMap(object, offset, map); !warning.empty())
        warn(object.written.gid.where, warning);
      if (polylinePlace.node) {
        object.isPolyline = true;
        object.polyline = readPoints(polylinePlace, {object.box.x, object.box.y});
      }
      object.properties = readProperties(place);
      if (const char* source = node.attribute("template").as_string(); *source) {
        map.otherFiles.push_back(besideFile(file_, source));
        warn(place.element(), templateWarning(source));
      }
      map.objects.push_back(std::move(object));
    }
  }

  std::string file_;
  std::vector<Problem>& problems_;
  bool failed_ = false;
};

}  // namespace

std::optional<Map> readTmx(const std::string& path, std::vector<Problem>& problems) {
  TmxReader reader(path, problems);
  pugi::xml_document doc;
  if (!reader.load(doc)) return std::nullopt;
  return reader.readMap(doc.child("map"));
}

bool readTsx(const std::string& path, Tileset& tileset, std::vector<Problem>& problems) {
  TmxReader reader(path, problems);
  pugi::xml_document doc;
  return reader.load(doc) && reader.readTileset(doc.child("tileset"), tileset);
}

}  // namespace ledge::io::tiled
