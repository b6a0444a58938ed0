#pragma once
// The level being edited: its file path, an undo/redo history and the dirty flag.
//
// Every change goes through the Document inside an edit: begin(label), any number of
// changes (each applied at once, so the canvas shows it), commit(). One edit is one undo
// step: a whole brush stroke, a whole drag. Changes outside begin/commit are refused.

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "core/level.h"
#include "editor/edit.h"

namespace ledge::editor {

class Document {
 public:
  static constexpr size_t kUndoDepth = 1000;

  // A new, untitled level: `width` x `height` empty tiles, the default physics.
  explicit Document(int width = 64, int height = 36, int tileSize = 16);
  // A level read from `path` (or recovered): not dirty unless `dirty` says so.
  Document(Level level, std::string path, bool dirty = false);

  const Level& level() const { return level_; }
  const TileMap& map() const { return level_.map; }
  const std::string& path() const { return path_; }
  // The file name shown to the user: "demo.json", or "untitled".
  std::string displayName() const;

  // --- editing ------------------------------------------------------------------------------
  void begin(std::string label);
  bool editing() const { return open_.has_value(); }
  // Pushes the open edit onto the history (dropped when it changed nothing).
  void commit();
  // Reverts and drops the open edit (Escape during a drag).
  void cancel();

  // Each returns false when it changed nothing (same value, or outside the map).
  bool setTile(int tx, int ty, Tile tile);
  void insertActor(int index, ActorSpec spec);
  bool updateActor(int index, const ActorSpec& spec);
  void eraseActor(int index);
  void insertSolid(int index, SolidSpec spec);
  bool updateSolid(int index, const SolidSpec& spec);
  void eraseSolid(int index);
  void replaceMap(TileMap map);
  bool setProperties(const LevelProperties& properties);
  LevelProperties properties() const { return {level_.physics, level_.cellSize}; }

  // --- history ------------------------------------------------------------------------------
  bool canUndo() const { return !done_.empty(); }
  bool canRedo() const { return !undone_.empty(); }
  // Labels of the steps that undo / redo would take ("" when none).
  std::string undoLabel() const { return done_.empty() ? std::string() : done_.back().label; }
  std::string redoLabel() const { return undone_.empty() ? std::string() : undone_.back().label; }
  size_t undoDepth() const { return done_.size(); }
  bool undo();
  bool redo();
  // Names the step the level is at: a commit makes a new one, above every other, and undo and
  // redo go back to earlier ones.
  uint64_t historyId() const { return stateId(); }
  // The steps above `historyId` (the commits since the level was at it).
  size_t stepsAbove(uint64_t historyId) const;

  // --- saving -------------------------------------------------------------------------------
  bool dirty() const { return stateId() != savedId_; }
  // The level now matches the file at `path`.
  void markSaved(std::string path);

  // --- change tracking, for whoever mirrors the level (the renderer, a simulation) ----------
  // Bumped by every change.
  uint64_t revision() const { return revision_; }
  // Bumped when the map is replaced as a whole (new size or tile size).
  uint64_t mapGeneration() const { return mapGeneration_; }
  // Tiles changed since the last call, as one bounding range (empty when none).
  TileRange takeChangedTiles();

 private:
  uint64_t stateId() const { return done_.empty() ? baseId_ : done_.back().id; }
  void apply(const Edit& edit);
  void revert(const Edit& edit);
  void writeTile(uint32_t index, Tile tile);
  void writeActor(int index, const std::optional<ActorSpec>& from, const std::optional<ActorSpec>& to);
  void writeSolid(int index, const std::optional<SolidSpec>& from, const std::optional<SolidSpec>& to);
  void writeMap(const TileMap& map);
  Edit& openEdit();

  Level level_;
  std::string path_;
  std::optional<Edit> open_;
  std::deque<Edit> done_;
  std::vector<Edit> undone_;
  uint64_t nextId_ = 1;
  uint64_t baseId_ = 0;   // the state before the oldest step kept in done_
  uint64_t savedId_ = 0;  // the state last saved (or loaded); dirty when it is not the current one
  uint64_t revision_ = 0;
  uint64_t mapGeneration_ = 0;
  TileRange changed_;
};

// The level's map in world pixels: what the canvas fits and zooms about.
inline Vec2 levelSize(const Document& doc) {
  return {static_cast<float>(doc.map().pixelWidth()), static_cast<float>(doc.map().pixelHeight())};
}

}  // namespace ledge::editor
