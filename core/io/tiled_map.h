#pragma once
// A Tiled map as Ledge needs it, read from either of Tiled's formats (.tmx XML, .tmj JSON):
// plain data that the import maps to a Level. Places ("where") are in the format's own terms:
// "$.layers[1]" for JSON, "/map/layer[2]" for XML.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/geometry.h"
#include "core/io/json_document.h"

namespace ledge::io::tiled {

// The four high bits of a gid: horizontal, vertical and diagonal flip, and hexagonal rotation.
inline constexpr uint32_t kFlipHorizontal = 0x80000000u;
inline constexpr uint32_t kFlipVertical = 0x40000000u;
inline constexpr uint32_t kFlipDiagonal = 0x20000000u;
inline constexpr uint32_t kRotateHexagonal = 0x10000000u;
inline constexpr uint32_t kFlipBits = kFlipHorizontal | kFlipVertical | kFlipDiagonal | kRotateHexagonal;

// A custom property; the value as JSON (a TMX property's text is converted by its type).
struct Property {
  std::string name;
  std::string type;  // "string", "int", "float", "bool", "object", ...
  Json value;
  std::string where;
};
using Properties = std::vector<Property>;
const Property* findProperty(const Properties& properties, const std::string& name);

// A collision shape of a tile, in the tile's pixels.
struct Shape {
  enum class Kind { Rectangle, Polygon, Other };
  Kind kind = Kind::Other;
  Box box;                    // Rectangle
  std::vector<Vec2> points;  // Polygon, absolute within the tile
};

struct TileInfo {
  uint32_t id = 0;   // local id within its tileset
  std::string type;  // the tile's class ("type" before Tiled 1.9)
  Properties properties;
  std::vector<Shape> shapes;
  // An image collection's tile: its own image's size, as the file gives it (0 when it gives none).
  int imageWidth = 0;
  int imageHeight = 0;
};

struct Tileset {
  uint32_t firstGid = 1;
  std::string name;
  std::string where;
  int tileWidth = 0;
  int tileHeight = 0;
  uint32_t tileCount = 0;       // the file's tilecount; 0 when it gives none
  bool imageCollection = false;  // columns 0: a tile per listed image, ids not bounded by the count
  // tilerendersize "grid": Tiled draws its tiles scaled to the map's cells, whatever their size.
  bool drawnAtGridSize = false;
  // Which point of a tile object its x and y are, as fractions of its size from its top-left:
  // objectalignment (tileObjectAnchor()); "unspecified" is bottom-left on orthogonal maps.
  Vec2 objectAnchor{0.0f, 1.0f};
  std::vector<TileInfo> tiles;  // only the tiles that have something set (every one of a collection)
  // The images it names (its own, a collection's one per tile), beside the file that names them.
  // Ledge does not read them; it must not write over them either.
  std::vector<std::string> imageFiles;
  const TileInfo* find(uint32_t id) const;
  // Is there a tile `id`: listed in an image collection, else below the count (when it is given).
  bool has(uint32_t id) const {
    return imageCollection ? find(id) != nullptr : tileCount == 0 || id < tileCount;
  }
};

struct TileLayer {
  std::string name;
  std::string where;
  Vec2 offset;                 // its offsetx/offsety plus its groups', pixels
  std::vector<uint32_t> gids;  // width x height of the map, rows top to bottom, flip bits kept
  // The tiles as the file encodes them (CSV or base64 text), decoded only for the layer
  // imported, a row at a time as it is imported (decodeLayerRows), never into `gids`:
  // compressed, a small file's layers could take thousands of times its size. None when the
  // file lists the tiles one by one.
  struct Encoded {
    std::string text;
    std::string encoding;     // "csv" or "base64"
    std::string compression;  // "", "zlib" or "gzip"
    std::string where;        // of the data
  };
  std::optional<Encoded> encoded;
};

// A value as the file wrote it ("\"0.3\"" in XML, 1e+30 in JSON) and its place, so that a message
// quotes the file rather than the float the value became.
struct Written {
  std::string text;  // empty when the file does not have it
  std::string where;
};

struct Object {
  int id = 0;
  std::string name;
  std::string type;   // class ("type" before 1.9 and again since 1.10)
  // `object id=3 "player" in layer "Entities"` (.tmx; its XPath when it has no id), "$.layers[1].objects[0]" (.tmj)
  std::string where;
  std::string layer;  // the name of its object layer
  // Top-left and size in map pixels: the layers' offsets added, a tile object's y moved up.
  Box box;
  Vec2 offset;            // the layers' offsets within box and polyline
  bool isPoint = false;   // a point object, which has no size
  float rotation = 0.0f;  // degrees clockwise around (x, y); Ledge's boxes do not turn
  struct {
    Written x, y, width, height, rotation, polyline, gid;
  } written;
  uint32_t gid = 0;  // a tile object's tile, else 0
  bool isPolyline = false;
  std::vector<Vec2> polyline;  // absolute points
  Properties properties;
};

// Empty when a layer's offsets plus its groups' stay within a float, else what is wrong. `x` and
// `y` quote the layer's offsetx and offsety as the file wrote them.
std::string offsetProblem(Vec2 groups, Vec2 own, const std::string& x, const std::string& y);

// The anchor of a tileset's objectalignment ("topleft" {0, 0} ... "bottomright" {1, 1}; "" and
// "unspecified" bottom-left, as orthogonal maps draw them), or nullopt for a value Tiled does not write.
std::optional<Vec2> tileObjectAnchor(const std::string& alignment);

struct Map;
// Moves an object as read (x, y within its layer) to its top-left in the map, adding the offsets of
// its layer and groups. A tile object's x and y are the point of it that its tileset's
// objectalignment names, and without a size it has its tile's, as Tiled draws it; `map`'s tilesets
// are read before its layers. Gives a warning for the object's gid when its tile is in no tileset
// (the object is then placed by its bottom-left corner, and without a size has the map's tiles'),
// else "".
std::string placeInMap(Object& object, Vec2 layerOffset, const Map& map);

struct Map {
  int width = 0;
  int height = 0;
  int tileWidth = 0;
  int tileHeight = 0;
  Properties properties;
  std::vector<Tileset> tilesets;  // sorted by firstGid
  std::vector<TileLayer> tileLayers;
  std::vector<Object> objects;  // of every object layer, in file order
  std::vector<std::string> tilesetFiles;  // the external tilesets read, as opened
  // Files the map names that Ledge does not read (image layers' images, object templates), beside
  // the map: it must not write over them either.
  std::vector<std::string> otherFiles;

  // The tileset that holds a gid (flip bits cleared), or null.
  const Tileset* tilesetOf(uint32_t gid) const;
};

// Empty when the map's size and tiles can be read (orthogonal, square tiles, within
// TileMap's limits), else what is wrong. Readers check it before allocating layers.
std::string checkMapSize(const Map& map);

}  // namespace ledge::io::tiled
