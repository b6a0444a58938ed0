#include "core/level.h"

namespace ledge {

std::string fillTiles(TileMap& map, const std::vector<std::string>& rows) {
  if (static_cast<int>(rows.size()) != map.height())
    return std::to_string(rows.size()) + " rows, expected " + std::to_string(map.height());
  for (int ty = 0; ty < map.height(); ++ty) {
    const std::string& row = rows[static_cast<size_t>(ty)];
    if (static_cast<int>(row.size()) != map.width())
      return "row " + std::to_string(ty) + " has " + std::to_string(row.size()) +
             " characters, expected " + std::to_string(map.width());
    for (int tx = 0; tx < map.width(); ++tx) {
      const auto tile = tileFromChar(row[static_cast<size_t>(tx)]);
      if (!tile)
        return "unknown tile '" + std::string(1, row[static_cast<size_t>(tx)]) + "' at row " +
               std::to_string(ty) + ", column " + std::to_string(tx);
      map.set(tx, ty, *tile);
    }
  }
  return {};
}

std::vector<std::string> tileRows(const TileMap& map) {
  std::vector<std::string> rows(static_cast<size_t>(map.height()),
                                std::string(static_cast<size_t>(map.width()), '.'));
  for (int ty = 0; ty < map.height(); ++ty)
    for (int tx = 0; tx < map.width(); ++tx)
      rows[static_cast<size_t>(ty)][static_cast<size_t>(tx)] = tileChar(map.at(tx, ty));
  return rows;
}

bool differsOnlyInTiles(const Level& a, const Level& b) {
  return a.map.width() == b.map.width() && a.map.height() == b.map.height() &&
         a.map.tileSize() == b.map.tileSize() && a.physics == b.physics && a.cellSize == b.cellSize &&
         a.actors == b.actors && a.solids == b.solids;
}

}  // namespace ledge
