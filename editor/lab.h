#pragma once
// The collision lab's session: a core Recording of the designer's level that plays, pauses,
// steps, steps back, seeks and restarts, as physics sandboxes do. It keeps the trace of the
// current frame (the step that produced it), a cursor that walks that trace event by event, and
// a short history of every actor for trails and velocity plots.
//
// The session never changes the Document: it runs a copy of the level. When the designer edits
// the level, rebuild() restarts the session from the edited level, replays the recorded inputs
// and the lab's edits, and returns to the same frame. Edits made in the lab (physics sliders, a
// mover switched, a solid dragged) go through Recording::edit at the current frame and cut the
// frames after it off: the branch point.
//
// What cuts frames off can be taken back: each lab action (a drag however many frames it lasts,
// a slider, a replay taken over by the keys, inputs loaded) is a LabStep holding the session as
// it was, which the editor's undo order (undo_order.h) puts back with restore().

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/input.h"
#include "core/level.h"
#include "core/level_edit.h"
#include "core/recording.h"
#include "core/thread_pool.h"
#include "core/trace.h"
#include "core/world.h"
#include "editor/lab_history.h"

namespace ledge::editor {

// The session as it was, to put back: the recorded inputs from frame `cut` on (the ones before
// it are the same before and after a step, which cuts at `cut` or later), the lab's edits, the
// frame shown and the branch mark.
struct LabSnapshot {
  int64_t cut = 0;
  std::vector<Input> inputsFromCut;
  std::vector<TimedEdit> edits;
  int64_t frame = 0;
  int64_t branchFrame = -1;
};

// A lab action the designer may take back, and the session before it.
struct LabStep {
  std::string label;  // "Solid Drag (Lab)"
  LabSnapshot before;
};

class Lab {
 public:
  // Playing never runs more steps than this in one editor frame (a slow frame slows the
  // simulation down instead of freezing the editor).
  static constexpr int kMaxStepsPerFrame = 4;

  explicit Lab(const Level& level);

  // A new session over `level`: paused at frame 0, nothing recorded.
  void reset(const Level& level);
  // The designer changed the level: the session restarts from `level`, replays its inputs and
  // the lab edits that still apply, and returns to the frame it was at (paused or playing).
  void rebuild(const Level& level);
  // The same with these lab edits instead of the ones that follow the objects: undoing a level
  // change puts back the edits of an object it deleted.
  void rebuild(const Level& level, std::vector<TimedEdit> edits);

  // --- controls ---------------------------------------------------------------------------
  void play();
  void pause();
  void togglePlay();
  bool playing() const { return playing_; }
  // Paused: one frame on. Within the recording it replays the recorded input; at its end it
  // records a new frame with the held input.
  void stepForward();
  // Paused: one frame back (frame 0 stays).
  void stepBack();
  // Moves to `frame`, paused or not. Past the end of the recording, the frames in between are
  // recorded with no key held (so that a shot of frame N works without an inputs file).
  void seek(int64_t frame);
  // Back to frame 0 keeping the recording (replay it with play or the timeline).
  void restart();
  // Paused, to the frame at which actor `id`, dead now, died: its trace says why. Nothing for an
  // actor alive now.
  void seekDeath(ActorId id);
  // Did actor `id` die in the step that produced the current frame?
  bool diedHere(ActorId id) const;
  int64_t frame() const { return recording_.frame(); }
  int64_t length() const { return recording_.length(); }
  // Seconds simulated up to the current frame (the timestep may change at an edit).
  double simulatedSeconds() const;
  // The frame at which the last branch was cut (an edit, or recording over old frames);
  // -1 when the recording never branched.
  int64_t branchFrame() const { return branchFrame_; }

  // The player's keys this editor frame: what play and stepping at the end record.
  void setHeldInput(Input input) { held_ = input; }
  Input heldInput() const { return held_; }
  // Playing: runs the fixed steps that `seconds` of wall-clock time owe (at most
  // kMaxStepsPerFrame); returns how many ran. The clock only paces; it never enters the state.
  int advance(double seconds);

  // --- edits and files --------------------------------------------------------------------
  // An edit at the current frame (cuts the frames after it). Empty, or why it was refused.
  std::string edit(const LevelEdit& edit);
  // Replaces the inputs from frame 0 with the file's (DESIGN.md's inputs format) and goes to
  // frame 0, paused; seek(N) then replays them. Lab edits are dropped. Returns an error naming
  // the file and the line, or an empty string.
  std::string loadInputs(const std::string& path);
  // Writes the recorded inputs; an existing file is kept as NAME.bak. Empty, or the error.
  std::string saveInputs(const std::string& path);
  // Does the recording hold keys that no inputs file saved or loaded in this session holds?
  // Leaving the level drops them: the editor asks first. Frames with no key held replay by
  // themselves (seek records them), so a recording of them alone has nothing to lose.
  bool hasUnsavedKeys() const;

  // --- undo --------------------------------------------------------------------------------
  // The step made since the last call, if any. Every edit, a replay taken over and inputs loaded
  // since then belong to it: the editor asks once the designer has let go of what they changed.
  std::optional<LabStep> takeStep();
  // The session as it is now, with its inputs from `cut` on.
  LabSnapshot snapshot(int64_t cut) const;
  // Puts the session back as it was at `snapshot`, over the same level (paused or playing as it
  // is now).
  void restore(const LabSnapshot& snapshot);

  // --- what the panels and overlays read --------------------------------------------------
  const Recording& recording() const { return recording_; }
  const World& world() const { return recording_.world(); }
  // The events of the step that produced the current frame: empty at frame 0, and at a frame
  // where a lab edit then moved something (a solid dragged, a mover switched, a tile painted):
  // the events would show contacts and rays where nothing stands any more. While the lab plays,
  // the trace of the step before an edit stays until the next step replaces it.
  const StepTrace& trace() const { return trace_; }
  // Did a lab edit move something at the current frame, after its step?
  bool editMovedThingsHere() const;
  // The event slider: -1 shows the whole frame, else the index of one event of trace().
  int eventCursor() const { return eventCursor_; }
  void setEventCursor(int index);
  const TraceEvent* cursorEvent() const;
  const LabHistory& history() const { return history_; }
  // Bumped whenever the current frame's world changes (a step, a seek, an edit, a rebuild):
  // whoever caches something of it (the compare runs) compares this.
  uint64_t revision() const { return revision_; }
  // Bumped when the session starts over from a level (reset, rebuild, inputs loaded): the
  // recording's frames are then not the ones before.
  uint64_t session() const { return session_; }
  // Milliseconds spent in the core (steps, seeks, replays) since the last call.
  double takeSimulationMs();
  // What the last call that found any time in the core returned: a paused lab still tells
  // what its last step, seek or edit's replay cost.
  double lastSimulationMs() const { return lastSimulationMs_; }

 private:
  void recordFrame(Input input);
  // Opens a step with the session as it is, unless one is open (its first change names it);
  // either way the step keeps the inputs from `cut` on, which the change may cut.
  void openStep(const char* label, int64_t cut);
  void widenStep(int64_t cut);
  void moveTo(int64_t frame);
  // The session over `level` with these edits, replaying the inputs back to the same frame.
  // `tilesOnly`: the level differs from the session's in its tiles alone.
  void restart(const Level& level, std::vector<TimedEdit> edits, bool tilesOnly);
  void replay(const std::vector<Input>& inputs, const std::vector<TimedEdit>& edits, int64_t frame);
  void changed();
  Recording newRecording(const Level& level);
  // Paused at the recording's frame 0, nothing traced, the history started over.
  void beginSession();
  friend class SimulationTimer;

  // The steps share their work out to the machine's cores, up to kMaxThreads: with the parts
  // of a step that stay on one thread, more gain little, and a waiting thread spins a while on
  // a core the renderer may want. On the heap, so that a Lab can move.
  static constexpr int kMaxThreads = 4;
  std::unique_ptr<ThreadPool> threads_ =
      std::make_unique<ThreadPool>(std::min(ThreadPool::hardwareWorkers(), kMaxThreads));
  Recording recording_;
  StepTrace trace_;
  LabHistory history_;
  Input held_;
  bool playing_ = false;
  double owed_ = 0.0;  // seconds of play not yet stepped
  int64_t branchFrame_ = -1;
  std::optional<LabStep> step_;  // open since the last takeStep()
  int eventCursor_ = -1;
  uint64_t revision_ = 0;
  uint64_t session_ = 0;
  double simulationMs_ = 0.0;
  double lastSimulationMs_ = 0.0;
  int timerDepth_ = 0;  // SimulationTimer scopes open
  std::vector<Input> keptKeys_;  // the last inputs saved or loaded, without their keyless end
};

// The event slider's line: "4/12  actors  actor 0: contact rejected: internal edge", or for the
// whole frame how many events it holds.
std::string eventSliderText(const Lab& lab);

// What an inputs file cannot replay of a session: its edits, by kind ("solid drags and physics
// changes"); empty when the session has none, and its inputs replay it exactly.
std::string editsNotInInputs(const std::vector<TimedEdit>& edits);

}  // namespace ledge::editor
