#pragma once
// The tool in hand and what it paints or places: the state the tools panel shows and the
// canvas acts on.

#include "core/tile.h"
#include "editor/objects.h"

namespace ledge::editor {

enum class Tool : uint8_t { Brush, Eraser, Bucket, Rectangle, Picker, Select, Place };
inline constexpr int kToolCount = 7;

const char* toolName(Tool tool);
// What the status bar says the tool does with the mouse, in the editor or in the running lab
// (past frame 0 or playing), where Select works on the simulated objects.
const char* toolHint(Tool tool, bool inLab = false);

struct ToolState {
  Tool tool = Tool::Brush;
  Tile tile = Tile::Solid;             // painted by the brush, bucket and rectangle
  PlaceKind place = PlaceKind::Player; // put down by the Place tool
};

// The tiles in palette order: number key 1 picks the first, 9 the ninth (empty is the eraser).
inline constexpr Tile kPaletteTiles[] = {Tile::Solid,          Tile::OneWay,          Tile::Ladder,
                                         Tile::SlopeUpRight,   Tile::SlopeUpLeft,     Tile::SlopeUpRightLow,
                                         Tile::SlopeUpRightHigh, Tile::SlopeUpLeftHigh, Tile::SlopeUpLeftLow};

}  // namespace ledge::editor
