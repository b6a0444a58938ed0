// importTileLayer (tiled_import_parts.h): which Ledge tile each gid of the chosen tile layer is,
// flipped as Tiled draws it and moved by the layer's offsets, and what the import notes of them.

#include <array>
#include <map>
#include <optional>
#include <set>

#include "core/io/layer_shift.h"
#include "core/io/text_util.h"
#include "core/io/tiled_layer_data.h"
#include "core/io/tiled_import_parts.h"
#include "core/io/tiled_tile_flip.h"
#include "core/io/tiled_tile_kind.h"

namespace ledge::io::tiled {
namespace {

class TileLayerImport {
 public:
  TileLayerImport(const Map& map, JsonReader& reader, std::vector<std::string>& notes)
      : map_(map), reader_(reader), notes_(notes) {}

  void mapTiles(const TileLayer& layer, TileMap& tiles) {
    std::array<int, kTileKindCount> counts{};
    if (const std::optional<IVec2> shift = tileShift(layer)) placeTiles(layer, *shift, tiles, counts);
    std::vector<std::string> made;
    for (int t = 1; t < kTileKindCount; ++t)
      if (counts[static_cast<size_t>(t)]) made.push_back(std::to_string(counts[static_cast<size_t>(t)]) + " " + std::string(tileName(static_cast<Tile>(t))));
    note("tile layer " + inQuotes(layer.name) + " -> " + (made.empty() ? "no tiles" : joined(made)));
    for (const auto& [name, bySource] : kindSources_) {
      note("tileset " + inQuotes(name) + ": " + std::to_string(bySource[0]) + " kinds of tile by their ledge property, " +
           std::to_string(bySource[1]) + " by collision shape, " + std::to_string(bySource[2]) +
           " with neither, counted as solid");
    }
  }

 private:
  void note(std::string text) { notes_.push_back(std::move(text)); }

  // The Ledge tile of a gid without flip bits, worked out once per gid: where it is first met in
  // the layer, tile (x, y), is where a problem with it is reported.
  Tile kindOf(uint32_t gid, const TileLayer& layer, int x, int y) {
    if (const auto it = kinds_.find(gid); it != kinds_.end()) return it->second;
    const Tileset* tileset = map_.tilesetOf(gid);
    TileKind kind;
    if (!tileset) {
      reader_.warning(layer.where, "tile number " + std::to_string(gid) + " (first at tile " + pointText(IVec2{x, y}) +
                                       ", as Tiled counts) is in no tileset; counted as solid");
    } else {
      const int tw = tileset->tileWidth > 0 ? tileset->tileWidth : map_.tileWidth;
      const int th = tileset->tileHeight > 0 ? tileset->tileHeight : map_.tileHeight;
      kind = tileKindOf(tileset->find(gid - tileset->firstGid), tw, th);
      warnIfSizeDiffers(*tileset, layer, x, y);
      if (!kind.problem.empty()) reader_.warning(tileset->where, "tileset " + inQuotes(tileset->name) + ": " + kind.problem);
      ++kindSources_[tileset->name][static_cast<size_t>(kind.source)];
    }
    kinds_.emplace(gid, kind.tile);
    return kind.tile;
  }

  // Tiled draws a tile of another size than the map's from its cell's bottom-left corner, up and
  // right (unless the tileset's tilerendersize is "grid"); Ledge has one tile per cell.
  void warnIfSizeDiffers(const Tileset& tileset, const TileLayer& layer, int x, int y) {
    if (tileset.drawnAtGridSize || (tileset.tileWidth == map_.tileWidth && tileset.tileHeight == map_.tileHeight)) return;
    if (!sizeWarned_.insert(tileset.firstGid).second) return;
    reader_.warning(tileset.where, "tileset " + inQuotes(tileset.name) + " has tiles of " +
                                       sizeText(tileset.tileWidth, tileset.tileHeight) + " pixels, the map's cells are " +
                                       sizeText(map_.tileWidth, map_.tileHeight) +
                                       ": Tiled draws each from its cell's bottom-left corner, up and right over " +
                                       sizeText(tileset.tileWidth, tileset.tileHeight) +
                                       " pixels, but Ledge imports each as the one cell it is in (first at tile " +
                                       pointText(IVec2{x, y}) + " of layer " + inQuotes(layer.name) +
                                       "); make the tileset's tiles " + sizeText(map_.tileWidth, map_.tileHeight) +
                                       " pixels, or set its Tile Render Size to Map Grid Size");
  }

  // The layer's offsets as whole tiles (layer_shift.h); nullopt when they move it off the map.
  std::optional<IVec2> tileShift(const TileLayer& layer) {
    const LayerShift shift = layerShift(layer.offset, map_.tileWidth, map_.width, map_.height);
    if (!shift.warning.empty()) reader_.warning(layer.where, shift.warning);
    if (shift.cells && *shift.cells != IVec2{})
      note("tile layer " + inQuotes(layer.name) + " moved by its offsets " + pointText(layer.offset) + ": tiles " +
           shiftText(*shift.cells));
    return shift.cells;
  }

  // The layer's tiles moved by `shift` tiles into `tiles`, counted by kind in `counts`.
  void placeTiles(const TileLayer& layer, IVec2 shift, TileMap& tiles, std::array<int, kTileKindCount>& counts) {
    int offTheMap = 0;
    std::map<std::pair<Tile, uint32_t>, Unmatched> unmatched;  // by the tile's kind and flips
    forEachGidRow(layer, [&](size_t row, std::span<const uint32_t> gids) {
      const auto ty = static_cast<int>(row);
      for (int tx = 0; tx < tiles.width(); ++tx) {
        const uint32_t raw = gids[static_cast<size_t>(tx)];
        const uint32_t gid = raw & ~kFlipBits;
        if (gid == 0) continue;
        if (!tiles.contains(tx + shift.x, ty + shift.y)) {
          ++offTheMap;
          continue;
        }
        const Tile kind = kindOf(gid, layer, tx, ty);
        const uint32_t flips = raw & (kFlipHorizontal | kFlipVertical | kFlipDiagonal);
        const FlippedTile flipped = flippedTile(kind, flips);
        const Tile tile = flipped.tile;
        if (!flipped.exact) {
          Unmatched& u = unmatched[{kind, flips}];
          if (u.count++ == 0) u = {1, tx, ty, tile};
        }
        tiles.set(tx + shift.x, ty + shift.y, tile);
        ++counts[static_cast<size_t>(tile)];
      }
    });
    if (offTheMap) reader_.warning(layer.where, offTheMapWarning(offTheMap, layer.offset));
    if (!unmatched.empty()) warnUnmatched(layer, unmatched);
  }

  // The layer's gids a row at a time: decoded as they are needed when the reader left them
  // encoded (TiledImport checked that they decode).
  void forEachGidRow(const TileLayer& layer, const GidRow& onRow) {
    const auto width = static_cast<size_t>(map_.width);
    const auto height = static_cast<size_t>(map_.height);
    if (layer.encoded) {
      decodeLayerRows(layer.encoded->text, layer.encoded->encoding, layer.encoded->compression, width, height, onRow);
      return;
    }
    for (size_t y = 0; y < height && (y + 1) * width <= layer.gids.size(); ++y)
      onRow(y, std::span<const uint32_t>(layer.gids).subspan(y * width, width));
  }

  // Flipped tiles of one kind and flips whose turned shape is no Ledge tile: how many, the first
  // (as Tiled counts), and what they were read as.
  struct Unmatched {
    int count = 0;
    int x = 0, y = 0;
    Tile readAs = Tile::Solid;
  };

  void warnUnmatched(const TileLayer& layer, const std::map<std::pair<Tile, uint32_t>, Unmatched>& unmatched) {
    int total = 0;
    std::vector<std::string> parts;
    for (const auto& [key, u] : unmatched) {
      const auto& [kind, flips] = key;
      total += u.count;
      parts.push_back(std::to_string(u.count) + " " + std::string(tileName(kind)) + " " + flipText(flips) +
                      (u.count == 1 ? ", at tile " : ", first at tile ") + pointText(IVec2{u.x, u.y}) + ", read " +
                      (u.readAs == kind ? "unflipped, as " : "as ") + std::string(tileName(u.readAs)));
    }
    reader_.warning(layer.where, std::to_string(total) + (total == 1 ? " flipped tile has" : " flipped tiles have") +
                                     " a shape no Ledge tile has: " + joined(parts, "; "));
  }

  const Map& map_;
  JsonReader& reader_;
  std::vector<std::string>& notes_;
  std::map<uint32_t, Tile> kinds_;
  std::set<uint32_t> sizeWarned_;  // the tilesets (by first gid) already warned about for their tiles' size
  std::map<std::string, std::array<int, 3>> kindSources_;  // by tileset name: tiles by property, shape, default
};

}  // namespace

void importTileLayer(const Map& map, const TileLayer& layer, TileMap& tiles, JsonReader& reader,
                     std::vector<std::string>& notes) {
  TileLayerImport(map, reader, notes).mapTiles(layer, tiles);
}

}  // namespace ledge::io::tiled
