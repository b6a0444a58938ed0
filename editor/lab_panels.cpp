#include "editor/lab_panels.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "editor/editor.h"
#include "editor/elided_text.h"
#include "editor/panels.h"
#include "editor/physics_fields.h"
#include "editor/style.h"
#include "editor/wrapped_text.h"

namespace ledge::editor {
namespace {

// Controls, timeline, event slider; and the inputs' file buttons on a row of their own where
// the controls' row has no room for them.
constexpr int kBarRows = 3;
// The widest the controls' texts get: six-digit frames and a branch point.
constexpr const char* kWidestFrameText = "frame 000000 / 000000   0000.00 s  branch at 000000";

float buttonWidth(const char* label) {
  const ImGuiStyle& style = ImGui::GetStyle();
  return ImGui::CalcTextSize(label).x + 2.0f * style.FramePadding.x + style.ItemSpacing.x;
}

float barWidth(float left, float right) { return std::max(right - left, 100.0f); }

float fileButtonsWidth() { return buttonWidth("Load inputs") + buttonWidth("Save inputs"); }

bool fileButtonsFit(float barWidth) {
  const float controls = buttonWidth("|<") + buttonWidth("<") + buttonWidth("Pause") + buttonWidth(">") +
                         ImGui::CalcTextSize(kWidestFrameText).x;
  return controls + fileButtonsWidth() + 2.0f * ImGui::GetStyle().WindowPadding.x <= barWidth;
}

float barHeight(bool fileButtonsOnControlsRow) {
  const int rows = kBarRows + (fileButtonsOnControlsRow ? 0 : 1);
  return ImGui::GetFrameHeightWithSpacing() * static_cast<float>(rows) + ImGui::GetStyle().WindowPadding.y * 2.0f;
}

void actionButton(Editor& e, Action action, const char* label) {
  if (ImGui::Button(label)) e.runAction(action);
  if (ImGui::IsItemHovered()) {
    const std::string keys = shortcutText(action);
    ImGui::SetTooltip("%s%s%s", actionLabel(action), keys.empty() ? "" : "  ", keys.c_str());
  }
  ImGui::SameLine();
}

void fileButtons(Editor& e) {
  actionButton(e, Action::LoadInputs, "Load inputs");
  ImGui::BeginDisabled(e.lab.length() == 0);  // as in the Simulation menu: no frame recorded yet
  if (ImGui::Button("Save inputs")) e.runAction(Action::SaveInputs);
  ImGui::EndDisabled();
}

// Whether `text`, put on the line of the last item, would end before `end` (window pixels).
bool fitsBeside(float end, const char* text) {
  const float beside = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x + ImGui::GetStyle().ItemSpacing.x;
  return beside + ImGui::CalcTextSize(text).x <= end;
}

void controls(Editor& e, bool withFileButtons) {
  Lab& lab = e.lab;
  actionButton(e, Action::Restart, "|<");
  actionButton(e, Action::StepBack, "<");
  actionButton(e, Action::PlayPause, lab.playing() ? "Pause" : "Play ");
  actionButton(e, Action::StepForward, ">");
  // The texts show as far as they fit before the file buttons, which keep the right end.
  constexpr float kGapBeforeButtons = 10.0f;
  const float rowEnd = ImGui::GetWindowWidth() - ImGui::GetStyle().WindowPadding.x;
  const float buttonsLeft = rowEnd - fileButtonsWidth();
  const float textsEnd = withFileButtons ? buttonsLeft - kGapBeforeButtons : rowEnd;
  char frameText[80];
  std::snprintf(frameText, sizeof frameText, "frame %lld / %lld   %.2f s", static_cast<long long>(lab.frame()),
                static_cast<long long>(lab.length()), lab.simulatedSeconds());
  ImGui::TextUnformatted(elided(frameText, textsEnd - ImGui::GetCursorPosX()).c_str());
  char branchText[40] = "";
  if (lab.branchFrame() >= 0)
    std::snprintf(branchText, sizeof branchText, "branch at %lld", static_cast<long long>(lab.branchFrame()));
  if (branchText[0] != '\0' && fitsBeside(textsEnd, branchText)) {
    ImGui::SameLine();
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(style::kBranch), "%s", branchText);
  }
  const char* hint = lab.playing() ? "arrows/WASD move, Space/Z jump" : "P play  O step  R restart";
  if (fitsBeside(textsEnd, hint)) {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", hint);
  }
  if (!withFileButtons) return;
  ImGui::SameLine();
  ImGui::SetCursorPosX(buttonsLeft);
  fileButtons(e);
}

// The timeline: scrubs while dragged, marks the branch point.
void timeline(Editor& e) {
  Lab& lab = e.lab;
  int64_t frame = lab.frame();
  const int64_t zero = 0, end = std::max<int64_t>(lab.length(), 1);
  ImGui::SetNextItemWidth(-1.0f);
  if (ImGui::SliderScalar("##timeline", ImGuiDataType_S64, &frame, &zero, &end, "frame %lld"))
    lab.seek(std::min(frame, lab.length()));
  // Held, the timeline is the designer's: playing on from it would show another frame than the
  // slider, and move away from the one being looked for.
  if (ImGui::IsItemActive()) lab.pause();
  if (lab.branchFrame() < 0) return;
  // Where the slider's grab centre would be at the branch frame (Dear ImGui's slider geometry:
  // 2 px of padding, a grab of one value's width but at least GrabMinSize).
  const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
  const float track = hi.x - lo.x - 4.0f;
  const float grab = std::max(track / static_cast<float>(end + 1), ImGui::GetStyle().GrabMinSize);
  const float x =
      lo.x + 2.0f + grab * 0.5f + (track - grab) * static_cast<float>(lab.branchFrame()) / static_cast<float>(end);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddTriangleFilled(ImVec2(x - 5.0f, lo.y), ImVec2(x + 5.0f, lo.y), ImVec2(x, lo.y + 7.0f), style::kBranch);
  draw->AddLine(ImVec2(x, lo.y), ImVec2(x, hi.y), style::kBranch, 2.0f);
}

// The event slider: walks the current frame's trace event by event.
void eventSlider(Editor& e) {
  Lab& lab = e.lab;
  const int count = static_cast<int>(lab.trace().size());
  // 0 is the whole frame, k the k-th event: the numbers the line beside it shows.
  int position = lab.eventCursor() + 1;
  // At most half the bar, so that the line beside it shows in a narrow window too.
  ImGui::SetNextItemWidth(std::min(260.0f, std::floor(ImGui::GetContentRegionAvail().x * 0.5f)));
  if (ImGui::SliderInt("##event", &position, 0, count, position == 0 ? "whole frame" : "event %d"))
    lab.setEventCursor(position - 1);
  ImGui::SameLine();
  elidedText(eventSliderText(lab), ImGui::GetContentRegionAvail().x, lab.cursorEvent() == nullptr);
}

// A velocity over the history window, scaled symmetrically about 0 so that rest is the middle.
void plot(const char* label, const std::vector<ActorSample>& samples, bool vertical) {
  std::vector<float> values;
  values.reserve(samples.size());
  float largest = 1.0f;
  for (const ActorSample& s : samples) {
    values.push_back(vertical ? s.velocity.y : s.velocity.x);
    largest = std::max(largest, std::fabs(values.back()));
  }
  char now[32];
  std::snprintf(now, sizeof now, "%.0f px/s", values.empty() ? 0.0 : static_cast<double>(values.back()));
  ImGui::PlotLines(label, values.data(), static_cast<int>(values.size()), 0, now, -largest, largest,
                   ImVec2(0.0f, 50.0f));
}

std::string velocityText(float vx, float vy) {
  char text[96];
  std::snprintf(text, sizeof text, "velocity   %.1f, %.1f px/s", static_cast<double>(vx), static_cast<double>(vy));
  return text;
}

// A Selectable whose text wraps at the panel's edge: an event's reason comes last, and a
// narrow panel must not cut it off.
bool wrappedSelectable(const std::string& text, bool selected) {
  const float width = ImGui::GetContentRegionAvail().x;
  const std::string wrapped = wrappedAtSpaces(text, width);
  const ImVec2 size = ImGui::CalcTextSize(wrapped.c_str());
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const bool clicked = ImGui::Selectable("##wrapped", selected, 0, ImVec2(width, size.y));
  ImGui::GetWindowDrawList()->AddText(at, ImGui::GetColorU32(ImGuiCol_Text), wrapped.c_str());
  return clicked;
}

// Why a dead actor is dead is in the trace of the frame it died in: there, a hint points to the
// events; later, a button goes back to it.
void deathLine(Lab& lab, ActorId id) {
  if (lab.diedHere(id)) {
    hintText("It died in this frame: its events below say why.");
    return;
  }
  if (ImGui::SmallButton("Go to the frame it died")) lab.seekDeath(id);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Pauses there: its events in that frame say why it died");
}

void actorInspector(Editor& e, ActorId id) {
  Lab& lab = e.lab;
  const Actor& a = lab.world().actor(id);
  ImGui::Text("Actor %d  %s%s", id, actorKindName(a.kind), a.alive ? "" : "  (dead)");
  if (!a.alive) deathLine(lab, id);
  if (ImGui::BeginCombo("mover", moverKindName(a.mover))) {
    for (int m = 0; m < kMoverKindCount; ++m) {
      const auto mover = static_cast<MoverKind>(m);
      if (ImGui::Selectable(moverKindName(mover), mover == a.mover))
        if (std::string problem = lab.edit(setMoverEdit(id, mover)); !problem.empty()) e.statusText = problem;
    }
    ImGui::EndCombo();
  }
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Switches the mover from this frame on, in this run only; the level keeps its own (frame 0)");
  ImGui::Text("position   %d, %d", a.x, a.y);
  ImGui::Text("remainder  %.3f, %.3f", a.rx, a.ry);
  textWrappedAtSpaces(velocityText(a.vx, a.vy));
  // A dead actor's contact flags are those of its last step alive, which no longer stands
  // anywhere: the body stays where it died, touching nothing.
  if (a.alive)
    ImGui::TextWrapped("%s%s%s%s", a.grounded ? "grounded " : "in the air ", a.onSlope ? "on slope " : "",
                       a.onLadder ? "on ladder " : "",
                       a.riding != kNoId ? ("riding solid " + std::to_string(a.riding)).c_str() : "");
  else
    hintText("Its position and velocity as it died; it touches nothing since.");
  const std::vector<ActorSample> samples = lab.history().samples(id);
  plot("vx", samples, false);
  plot("vy", samples, true);
  // Cleared by the edit (paused): say why. While playing it stays until the next step, shown.
  if (lab.trace().empty() && lab.editMovedThingsHere()) {
    hintText("Changed by a lab edit at this frame: step on to see its contacts and rays.");
    return;
  }
  // Every mover's own events: the pixel mover traces its stops and slope steps, not contacts.
  // A pair is traced once, as its first actor sees it: the other is named in `other`.
  const std::vector<TraceEvent>& events = lab.trace().events();
  const auto concerns = [id](const TraceEvent& ev) { return ev.actor == id || ev.other == id; };
  hintText(std::any_of(events.begin(), events.end(), concerns)
               ? "What the core traced for it in this frame (click to walk to one):"
               : "Nothing traced for it in this frame: no contact, ray, stop, push or pair.");
  for (size_t i = 0; i < events.size(); ++i) {
    if (!concerns(events[i])) continue;
    const std::string text = events[i].actor == id ? describe(events[i])
                                                   : "actor " + std::to_string(events[i].actor) + ": " + describe(events[i]);
    ImGui::PushID(static_cast<int>(i));
    if (wrappedSelectable(text, lab.eventCursor() == static_cast<int>(i))) lab.setEventCursor(static_cast<int>(i));
    ImGui::PopID();
  }
}

void solidInspector(Editor& e, SolidId id) {
  const Solid& s = e.lab.world().solid(id);
  ImGui::Text("Moving solid %d%s", id, s.followsPath ? "" : "  (held)");
  ImGui::Text("position   %d, %d", s.x, s.y);
  textWrappedAtSpaces(velocityText(s.vx, s.vy));
  hintText("Drag it in the level: riders are carried, actors pushed.");
}

// A mover's line of the compare list: its name, how its run compares, and a button to the frame
// where it parts. A narrow panel gets the name on a line of its own and the rest wrapped below,
// so that the frame and its button stay in reach.
void compareLine(Editor& e, const LabCompare::Run& run) {
  char name[16];
  std::snprintf(name, sizeof name, "%-12s", moverKindName(run.mover));
  const std::string verdict = run.divergence < 0 ? "same positions as the run"
                                                 : "differs from frame " + std::to_string(run.divergence);
  const float end = ImGui::GetWindowContentRegionMax().x;
  const float lineWidth = ImGui::CalcTextSize((name + verdict).c_str()).x;
  const bool oneLine = ImGui::GetCursorPosX() + lineWidth <= end;
  ImGui::PushStyleColor(ImGuiCol_Text, style::moverColor(run.mover));
  if (oneLine) {
    ImGui::TextUnformatted((name + verdict).c_str());
  } else {
    ImGui::TextUnformatted(moverKindName(run.mover));
    ImGui::Indent();
    textWrappedAtSpaces(verdict);
  }
  ImGui::PopStyleColor();
  if (run.divergence >= 0) {
    const float buttonPadding = 2.0f * ImGui::GetStyle().FramePadding.x;
    if (fitsBeside(end - buttonPadding, "go")) ImGui::SameLine();
    ImGui::PushID(static_cast<int>(run.mover));
    if (ImGui::SmallButton("go")) e.lab.seek(run.divergence);
    ImGui::PopID();
  }
  if (!oneLine) ImGui::Unindent();
}

void compareSection(Editor& e) {
  bool shown = false;
  for (Overlay& overlay : e.overlays)
    if (std::string_view(overlay.id) == "compare") {
      // The View menu's longer name would run past a narrow panel's edge.
      ImGui::Checkbox("Compare movers", &overlay.visible);
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("The same inputs run once per mover, drawn as ghosts");
      shown = overlay.visible;
    }
  if (!shown) return;
  const LabCompare& compare = e.compare;
  // Each mover in its ghosts' colour: the list is the canvas' legend.
  for (const LabCompare::Run& run : compare.runs()) compareLine(e, run);
  if (compare.truncated())
    hintText(("(compared up to frame " + std::to_string(compare.frames() - 1) + ": too long to keep)").c_str());
}

}  // namespace

float labBarHeight(float left, float right) { return barHeight(fileButtonsFit(barWidth(left, right))); }

void drawLabBar(Editor& e, float left, float right) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float width = barWidth(left, right);
  const bool fit = fileButtonsFit(width);
  const float height = barHeight(fit);
  ImGui::SetNextWindowPos(ImVec2(left, display.y - statusBarHeight() - height));
  ImGui::SetNextWindowSize(ImVec2(width, height));
  const ImGuiWindowFlags flags =
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing;
  if (beginDockedPanel("##simulation", flags)) {
    controls(e, fit);
    if (!fit) fileButtons(e);
    timeline(e);
    eventSlider(e);
  }
  ImGui::End();
}

void drawSimulationPanel(Editor& e) {
  Lab& lab = e.lab;
  ImGui::PushID("simulation");  // the Level panel beside it has fields of the same names
  hintText("Physics of the running simulation");
  PhysicsParams physics = lab.world().physics;
  if (physicsFields(physics)) setSimulationPhysics(e, physics);
  const bool differs = !(lab.world().physics == e.doc.level().physics);
  ImGui::BeginDisabled(!differs);
  // Its name shortened where the panel is too narrow for it, and said whole on hover.
  const float buttonPadding = 2.0f * ImGui::GetStyle().FramePadding.x;
  const char* write = "Write to level defaults";
  const bool writeFits = ImGui::CalcTextSize(write).x + buttonPadding <= ImGui::GetContentRegionAvail().x;
  if (ImGui::Button(writeFits ? write : "To level defaults")) writePhysicsToLevel(e);
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("Write the physics of the running simulation to the level's defaults (the Level panel)");
  // Beside it where the panel has the room, under it in a narrow one.
  if (fitsBeside(ImGui::GetWindowContentRegionMax().x - buttonPadding, "Reset")) ImGui::SameLine();
  if (ImGui::Button("Reset")) resetSimulationPhysics(e);
  ImGui::EndDisabled();
  ImGui::Separator();
  compareSection(e);
  ImGui::PopID();
}

void writePhysicsToLevel(Editor& e) {
  LevelProperties properties = e.doc.properties();
  properties.physics = e.lab.world().physics;
  e.doc.begin("Physics from the Simulation");
  e.doc.setProperties(properties);
  e.doc.commit();
}

void setSimulationPhysics(Editor& e, const PhysicsParams& physics) {
  const PhysicsFieldSet changed = differingPhysicsFields(physics, e.lab.world().physics);
  if (changed == 0) return;
  if (std::string problem = e.lab.edit(setPhysicsEdit(physics, changed)); !problem.empty()) e.statusText = problem;
}

void resetSimulationPhysics(Editor& e) { setSimulationPhysics(e, e.doc.level().physics); }

void drawLabInspector(Editor& e) {
  const Selection& selection = e.selection;
  // Its fields look like the level's: say that what is changed here is the run's alone.
  hintText("The running simulation: what changes here changes this run only. The level's own fields are back at "
           "frame 0 (R restarts).");
  if (selection.objects.size() != 1) {
    // The tile tools paint the level while it runs too: say which tool inspects.
    if (e.tools.tool == Tool::Select)
      ImGui::TextWrapped("Click an actor in the level to inspect it, or drag a moving solid.");
    else
      ImGui::TextWrapped("With the Select tool (S), click an actor in the level to inspect it, or drag a moving solid.");
    return;
  }
  const ObjectRef ref = selection.objects[0];
  const World& world = e.lab.world();
  if (ref.type == ObjectRef::Type::Actor && ref.index < world.actorCount())
    actorInspector(e, ref.index);
  else if (ref.type == ObjectRef::Type::Solid && ref.index < world.solidCount())
    solidInspector(e, ref.index);
}

}  // namespace ledge::editor
