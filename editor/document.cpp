#include "editor/document.h"

#include <algorithm>
#include <filesystem>
#include <limits>
#include <stdexcept>
#include <utility>

namespace ledge::editor {
namespace {

constexpr uint64_t kNeverSaved = std::numeric_limits<uint64_t>::max();

void grow(TileRange& range, int tx, int ty) {
  if (range.empty()) {
    range = {tx, ty, tx, ty};
    return;
  }
  range.x0 = std::min(range.x0, tx);
  range.y0 = std::min(range.y0, ty);
  range.x1 = std::max(range.x1, tx);
  range.y1 = std::max(range.y1, ty);
}

template <typename Spec>
void writeObject(std::vector<Spec>& objects, int index, const std::optional<Spec>& from,
                 const std::optional<Spec>& to) {
  const auto at = objects.begin() + index;
  if (!from)
    objects.insert(at, *to);
  else if (!to)
    objects.erase(at);
  else
    *at = *to;
}

// An update of the object that the edit's last change already touched extends that change,
// so that a drag over many frames stays one small step.
template <typename Change, typename Spec>
void recordUpdate(std::vector<Change>& changes, int index, const Spec& before, const Spec& after) {
  if (!changes.empty() && changes.back().index == index && changes.back().after) {
    changes.back().after = after;
    return;
  }
  changes.push_back({index, before, after});
}

// Updates that end where they began (a number typed and cancelled with Escape writes it, then
// the old one back: one change, merged) write nothing either way.
template <typename Change>
void dropUnchanged(std::vector<Change>& changes) {
  std::erase_if(changes, [](const Change& c) { return c.before && c.after && *c.before == *c.after; });
}

}  // namespace

Document::Document(int width, int height, int tileSize) { level_.map = TileMap(width, height, tileSize); }

Document::Document(Level level, std::string path, bool dirty)
    : level_(std::move(level)), path_(std::move(path)), savedId_(dirty ? kNeverSaved : 0) {}

std::string Document::displayName() const {
  return path_.empty() ? std::string("untitled") : std::filesystem::path(path_).filename().string();
}

void Document::begin(std::string label) {
  if (open_) commit();
  open_.emplace();
  open_->label = std::move(label);
}

void Document::commit() {
  if (!open_) return;
  Edit edit = std::move(*open_);
  open_.reset();
  // An edit that came back to where it began is no step to undo, and leaves the level unchanged.
  dropUnchanged(edit.actors);
  dropUnchanged(edit.solids);
  if (edit.properties && edit.properties->before == edit.properties->after) edit.properties.reset();
  if (edit.empty()) return;
  edit.id = nextId_++;
  done_.push_back(std::move(edit));
  undone_.clear();
  while (done_.size() > kUndoDepth) {
    baseId_ = done_.front().id;
    done_.pop_front();
  }
}

void Document::cancel() {
  if (!open_) return;
  revert(*open_);
  open_.reset();
}

Edit& Document::openEdit() {
  if (!open_) throw std::logic_error("Document changed outside begin()/commit()");
  return *open_;
}

bool Document::setTile(int tx, int ty, Tile tile) {
  if (!level_.map.contains(tx, ty) || level_.map.at(tx, ty) == tile) return false;
  const auto index = static_cast<uint32_t>(ty * level_.map.width() + tx);
  openEdit().tiles.push_back({index, level_.map.at(tx, ty), tile});
  writeTile(index, tile);
  return true;
}

void Document::insertActor(int index, ActorSpec spec) {
  openEdit().actors.push_back({index, std::nullopt, spec});
  writeActor(index, std::nullopt, spec);
}

bool Document::updateActor(int index, const ActorSpec& spec) {
  const ActorSpec before = level_.actors[static_cast<size_t>(index)];
  if (before == spec) return false;
  recordUpdate(openEdit().actors, index, before, spec);
  writeActor(index, before, spec);
  return true;
}

void Document::eraseActor(int index) {
  const ActorSpec before = level_.actors[static_cast<size_t>(index)];
  openEdit().actors.push_back({index, before, std::nullopt});
  writeActor(index, before, std::nullopt);
}

void Document::insertSolid(int index, SolidSpec spec) {
  openEdit().solids.push_back({index, std::nullopt, spec});
  writeSolid(index, std::nullopt, spec);
}

bool Document::updateSolid(int index, const SolidSpec& spec) {
  const SolidSpec before = level_.solids[static_cast<size_t>(index)];
  if (before == spec) return false;
  recordUpdate(openEdit().solids, index, before, spec);
  writeSolid(index, before, spec);
  return true;
}

void Document::eraseSolid(int index) {
  const SolidSpec before = level_.solids[static_cast<size_t>(index)];
  openEdit().solids.push_back({index, before, std::nullopt});
  writeSolid(index, before, std::nullopt);
}

void Document::replaceMap(TileMap map) {
  Edit& edit = openEdit();
  if (!edit.tiles.empty()) throw std::logic_error("replaceMap() after setTile() in one edit");
  if (!edit.map) edit.map = MapChange{level_.map, {}};
  edit.map->after = map;
  writeMap(map);
}

bool Document::setProperties(const LevelProperties& properties) {
  if (properties == this->properties()) return false;
  Edit& edit = openEdit();
  if (!edit.properties) edit.properties = PropertiesChange{this->properties(), {}};
  edit.properties->after = properties;
  level_.physics = properties.physics;
  level_.cellSize = properties.cellSize;
  ++revision_;
  return true;
}

bool Document::undo() {
  if (open_) commit();
  if (done_.empty()) return false;
  revert(done_.back());
  undone_.push_back(std::move(done_.back()));
  done_.pop_back();
  return true;
}

size_t Document::stepsAbove(uint64_t historyId) const {
  return static_cast<size_t>(
      std::count_if(done_.begin(), done_.end(), [historyId](const Edit& edit) { return edit.id > historyId; }));
}

bool Document::redo() {
  if (open_) commit();
  if (undone_.empty()) return false;
  apply(undone_.back());
  done_.push_back(std::move(undone_.back()));
  undone_.pop_back();
  return true;
}

void Document::markSaved(std::string path) {
  if (open_) commit();
  path_ = std::move(path);
  savedId_ = stateId();
}

TileRange Document::takeChangedTiles() { return std::exchange(changed_, TileRange{}); }

void Document::apply(const Edit& edit) {
  if (edit.map) writeMap(edit.map->after);
  for (const TileChange& c : edit.tiles) writeTile(c.index, c.after);
  for (const ActorChange& c : edit.actors) writeActor(c.index, c.before, c.after);
  for (const SolidChange& c : edit.solids) writeSolid(c.index, c.before, c.after);
  if (edit.properties) {
    level_.physics = edit.properties->after.physics;
    level_.cellSize = edit.properties->after.cellSize;
  }
  ++revision_;
}

void Document::revert(const Edit& edit) {
  for (auto c = edit.tiles.rbegin(); c != edit.tiles.rend(); ++c) writeTile(c->index, c->before);
  for (auto c = edit.actors.rbegin(); c != edit.actors.rend(); ++c) writeActor(c->index, c->after, c->before);
  for (auto c = edit.solids.rbegin(); c != edit.solids.rend(); ++c) writeSolid(c->index, c->after, c->before);
  if (edit.map) writeMap(edit.map->before);
  if (edit.properties) {
    level_.physics = edit.properties->before.physics;
    level_.cellSize = edit.properties->before.cellSize;
  }
  ++revision_;
}

void Document::writeTile(uint32_t index, Tile tile) {
  const int width = level_.map.width();
  const int tx = static_cast<int>(index % static_cast<uint32_t>(width));
  const int ty = static_cast<int>(index / static_cast<uint32_t>(width));
  level_.map.set(tx, ty, tile);
  grow(changed_, tx, ty);
  ++revision_;
}

void Document::writeActor(int index, const std::optional<ActorSpec>& from, const std::optional<ActorSpec>& to) {
  writeObject(level_.actors, index, from, to);
  ++revision_;
}

void Document::writeSolid(int index, const std::optional<SolidSpec>& from, const std::optional<SolidSpec>& to) {
  writeObject(level_.solids, index, from, to);
  ++revision_;
}

void Document::writeMap(const TileMap& map) {
  level_.map = map;
  changed_ = {};
  ++mapGeneration_;
  ++revision_;
}

}  // namespace ledge::editor
