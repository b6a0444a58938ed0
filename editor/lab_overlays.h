#pragma once
// The collision lab's canvas overlays: the running world's objects, and what the core did in
// the current frame (its trace) drawn into the draw list. Each function is one row of
// Editor::overlays. With the event slider on an event, the trace overlays draw the events up to
// it, so that scrubbing shows what the core had seen so far.

#include <cstdint>
#include <vector>

#include "core/trace.h"
#include "core/world.h"
#include "editor/draw_list.h"
#include "editor/lab.h"
#include "editor/lab_compare.h"
#include "editor/selection.h"

namespace ledge::editor {

// The running world's objects, drawn as the level's are; a dead actor as a faint cross where it
// was last.
void drawSimulatedSolids(const World& world, DrawList& out);
void drawSimulatedActors(const World& world, float zoom, DrawList& out);
void drawSimulatedSelection(const World& world, const Selection& selection, DrawList& out);
// The running world's solids as specs: where they are now, and their paths as edits left them.
std::vector<SolidSpec> simulatedSolidSpecs(const World& world);

void drawAabbs(const World& world, DrawList& out);
// Hits in one colour with the hit point and normal, misses in another.
void drawRays(const Lab& lab, DrawList& out);
// Normals as arrows at their points with the distance; rejected contacts dimmed, their reason
// written when the mouse (`hover`, world pixels) is on them.
void drawContacts(const Lab& lab, Vec2 hover, float zoom, DrawList& out);
// The swept boxes and the tiles under them: the speculative mover's broad phase and each MTD sub-step.
void drawSwept(const Lab& lab, DrawList& out);
// Pixel steps refused (where the actor stopped, and the step it could not make), corner slides.
void drawStops(const Lab& lab, DrawList& out);
// Partition cells shaded by how many actors they hold.
void drawCells(const World& world, DrawList& out);
// Actor pairs of this frame as lines between the two.
void drawPairs(const Lab& lab, DrawList& out);
void drawVelocities(const World& world, DrawList& out);
// The last LabHistory::kFrames positions of every actor.
void drawTrails(const Lab& lab, DrawList& out);
// The other movers' runs as ghost outlines with their trails.
void drawCompare(const LabCompare& compare, const Lab& lab, DrawList& out);
// The event slider's event, whatever the other overlays show: the box the event saw, and the
// event itself.
void drawCursorEvent(const Lab& lab, DrawList& out);

struct LabStats {
  // The core's time in the last frame that ran it: paused, what the last step, seek or edit's
  // replay cost, not 0.
  double simulationMs = 0;
  double frameMs = 0;
  int actors = 0;  // alive
  int pairs = 0;
  int contacts = 0;  // in the current frame's trace
  size_t events = 0;
};
LabStats statsOf(const Lab& lab, double frameMs);
// A small box of text in a corner of the canvas: the one where it covers the least of the map
// (`mapPixels` its size), the top-left when each covers as much.
void drawStats(const LabStats& stats, Vec2 mapPixels, DrawList& out);

// One event as the overlays draw it; `emphasis` draws it thicker (the event slider's).
void drawEvent(const TraceEvent& e, const World& world, bool emphasis, DrawList& out);

}  // namespace ledge::editor
