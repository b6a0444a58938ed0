#include "core/pair_groups.h"

#include <algorithm>
#include <numeric>

namespace ledge {

void PairGroups::startForest(ActorId actorCount) {
  parent_.resize(static_cast<size_t>(actorCount));
  std::iota(parent_.begin(), parent_.end(), 0);
}

int32_t PairGroups::root(int32_t actor) {
  // Path halving: every other step now points to its grandparent.
  while (parent_[static_cast<size_t>(actor)] != actor) {
    int32_t& up = parent_[static_cast<size_t>(actor)];
    up = parent_[static_cast<size_t>(up)];
    actor = up;
  }
  return actor;
}

void PairGroups::join(ActorId a, ActorId b) {
  const int32_t rootA = root(a);
  const int32_t rootB = root(b);
  // The smaller id becomes the root: the forest depends on nothing but the pairs, and every
  // parent's id is below its child's.
  if (rootA != rootB) parent_[static_cast<size_t>(std::max(rootA, rootB))] = std::min(rootA, rootB);
}

void PairGroups::countPieces() {
  // Every actor's root in one pass in id order: its parent, a smaller id, already has its own.
  for (int32_t& parent : parent_) parent = parent_[static_cast<size_t>(parent)];
  ofRoot_.assign(parent_.size(), 0);
  for (int32_t& piece : pieceOf_) {
    piece = parent_[static_cast<size_t>(piece)];
    ++ofRoot_[static_cast<size_t>(piece)];
  }
}

void PairGroups::closeGroups(int pairsPerGroup) {
  // Pieces in order of their roots. Actors that are no root count 0 pairs and take the open
  // group's number, which no pair asks for: nothing asks whether an actor is a root.
  starts_.assign(1, 0);
  int32_t filled = 0;
  int32_t largest = 0;
  for (int32_t& ofRoot : ofRoot_) {
    largest = std::max(largest, ofRoot);
    filled += ofRoot;
    ofRoot = count();
    if (filled - starts_.back() >= pairsPerGroup) starts_.push_back(filled);
  }
  if (filled > starts_.back()) starts_.push_back(filled);
  if (static_cast<size_t>(largest) * 2 > pieceOf_.size()) restSteps_ = kRestSteps;
}

void PairGroups::fillGroups() {
  cursor_.assign(starts_.begin(), starts_.end() - 1);
  members_.resize(pieceOf_.size());
  for (size_t i = 0; i < pieceOf_.size(); ++i) {
    int32_t& next = cursor_[static_cast<size_t>(ofRoot_[static_cast<size_t>(pieceOf_[i])])];
    members_[static_cast<size_t>(next++)] = chosen_[i];
  }
}

}  // namespace ledge
