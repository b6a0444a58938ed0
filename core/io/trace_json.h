#pragma once
// A step trace as JSON lines (`ledge sim --trace OUT.jsonl`): one object per event, one event
// per line, in the order the core traced them. Every object has "frame" (the frame the step
// produced: 1 for the first step), "phase" and "kind", the ids it concerns ("actor", "solid",
// "other") and the fields of its kind:
//   ray          box, origin, direction, length, hit; when hit: hitPoint, normal, blocker
//   contact      box, point, normal, distance, verdict ("accepted" or the rejection), blocker
//   swept-box    box (the region searched)
//   pixel-stop   box (where the actor stopped), direction (the refused step), blocker
//   step-up, snap-down, corner-slide   box (after), direction
//   push, carry  box (before), direction, distance
//   jump         box, velocity
//   resolve      box, translation, blocker (when not another actor)
//   cell         box (the cell in pixels), cell, count
//   pair         box, overlap (from the actor's side), otherCenter
//   squish, landing   box
//   fell-out     box, direction (the way out: [0, 1] below the map, else left, right or up)
// "blocker" is "tile", "wall", "solid" or "actor"; a tile or wall adds "tile" (its name) and
// "cell" [tx, ty]. Boxes are [x, y, w, h], vectors [x, y], in pixels.

#include <cstdint>
#include <cstdio>
#include <string>

#include "core/trace.h"

namespace ledge::io {

// One event as one line of JSON, without the newline.
std::string traceEventJson(const TraceEvent& event, int64_t frame);

// Why a trace may not be written to `path`: empty when there is no file there, an empty one, a
// trace (its first line an event of a frame), or a device or pipe; else the file is someone's
// own (a level named by mistake) and is left alone.
std::string traceOutputProblem(const std::string& path);

// A trace file written frame by frame. The lines go to a temporary file beside `path`, which
// replaces `path` only when commit() succeeds: a run that fails half-way leaves an existing
// file as it was, and a file replaced is kept as NAME.bak. A device or a pipe (/dev/stdout) is
// written into as the run goes.
class TraceFileWriter {
 public:
  explicit TraceFileWriter(std::string path);
  ~TraceFileWriter();
  TraceFileWriter(const TraceFileWriter&) = delete;
  TraceFileWriter& operator=(const TraceFileWriter&) = delete;

  bool ok() const { return error_.empty(); }
  // Names the file and the OS error.
  const std::string& error() const { return error_; }

  // Appends one line per event of the step that produced `frame`.
  void write(const StepTrace& trace, int64_t frame);
  // Puts the file in place. False (and error() says why) when any write failed.
  bool commit();
  // After commit(): where the trace it replaced is kept (NAME.bak), or empty when there was none.
  const std::string& keptAs() const { return keptAs_; }

 private:
  void fail(const char* doing, const std::string& file, int err);
  // The temporary file, or the device or pipe written into.
  const std::string& writtenFile() const { return temp_.empty() ? path_ : temp_; }

  std::string path_;
  std::string temp_;
  std::FILE* file_ = nullptr;
  std::string line_;  // reused between events
  std::string error_;
  std::string keptAs_;
};

}  // namespace ledge::io
