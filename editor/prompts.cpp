// The modal prompts: unsaved inputs and changes, crash recovery, a new level, messages, shortcuts, about.

#include <imgui.h>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "core/io/text_util.h"
#include "editor/editor.h"
#include "editor/elided_text.h"
#include "editor/panels.h"

namespace ledge::editor {
namespace {

// Opens the popup of the current prompt, and reports whether it is the one to draw now.
bool beginPrompt(Editor& e, Prompt which, const char* title) {
  if (e.prompt != which) return false;
  if (!ImGui::IsPopupOpen(title)) ImGui::OpenPopup(title);
  const ImVec2 centre(ImGui::GetIO().DisplaySize.x * 0.5f, ImGui::GetIO().DisplaySize.y * 0.5f);
  ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  return ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize);
}

// Closes the popup when `done`; the prompt is cleared unless the answer raised another one
// (a save that failed shows its message).
void endPrompt(Editor& e, Prompt which, bool done) {
  if (done) {
    ImGui::CloseCurrentPopup();
    if (e.prompt == which) e.prompt = Prompt::None;
  }
  ImGui::EndPopup();
}

// Where a prompt's text wraps: at about 50 characters, or at the window's edge when it is narrower
// (a long file name would otherwise push the prompt and its question out of a small window).
float promptTextWidth() {
  const float margins = 4.0f * ImGui::GetStyle().WindowPadding.x;
  return std::max(ImGui::GetFontSize() * 10.0f, std::min(ImGui::GetFontSize() * 50.0f, ImGui::GetIO().DisplaySize.x - margins));
}

void wrappedText(const std::string& text, bool disabled = false) {
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + promptTextWidth());
  if (disabled) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  ImGui::TextUnformatted(text.c_str());
  if (disabled) ImGui::PopStyleColor();
  ImGui::PopTextWrapPos();
}

// The button of a prompt that only tells something: Enter and Esc press it too.
bool dismissButton(const char* label) {
  const bool clicked = ImGui::Button(label, ImVec2(110.0f, 0.0f));
  return clicked || keyPressed(ImGuiKey_Enter) || keyPressed(ImGuiKey_KeyPadEnter) || keyPressed(ImGuiKey_Escape);
}

// The answers to a question about work not saved before a change.
enum class Answer : uint8_t { None, Save, DontSave, Cancel };

// Save, Don't Save or Cancel: a cancel drops the change the question was about.
Answer askToSave(Editor& e, const char* saveLabel) {
  const ImVec2 size(110.0f, 0.0f);
  if (ImGui::Button(saveLabel, size)) return Answer::Save;
  ImGui::SameLine();
  if (ImGui::Button("Don't Save", size)) return Answer::DontSave;
  ImGui::SameLine();
  if (!ImGui::Button("Cancel", size) && !keyPressed(ImGuiKey_Escape)) return Answer::None;
  e.pending = {};
  return Answer::Cancel;
}

const char* whatNext(DocumentChange::Kind kind) {
  switch (kind) {
    case DocumentChange::Kind::Quit: return "before closing";
    case DocumentChange::Kind::NewLevel: return "before starting a new level";
    default: return "before opening another level";
  }
}

void unsavedChanges(Editor& e) {
  if (!beginPrompt(e, Prompt::UnsavedChanges, "Unsaved Changes")) return;
  const std::vector<std::string> tuned = e.tunedPhysics();
  // A name too long for one line keeps its end: a word longer than the line would not wrap.
  const std::string name = elided(e.doc.displayName(), promptTextWidth(), Cut::Start);
  if (e.doc.dirty())
    wrappedText("Save the changes to " + name + " " + whatNext(e.pending.kind) + "?");
  else
    wrappedText("Save " + name + " with the simulation's physics " + whatNext(e.pending.kind) + "?");
  if (!tuned.empty())
    wrappedText("The simulation's " + io::joinedWithAnd(tuned) + " differ" + (tuned.size() == 1 ? "s" : "") +
                " from the level's defaults: Save writes the simulation's physics to the level first.");
  wrappedText("Without saving, they are lost.", true);
  const Answer answer = askToSave(e, "Save");
  if (answer == Answer::Save) e.saveThenChange();
  if (answer == Answer::DontSave) e.discardChanges();
  endPrompt(e, Prompt::UnsavedChanges, answer != Answer::None);
}

// The keys the lab recorded are not the level's: they go to an inputs file of their own.
void unsavedInputs(Editor& e) {
  if (!beginPrompt(e, Prompt::UnsavedInputs, "Unsaved Inputs")) return;
  wrappedText("The lab's recording (" + std::to_string(e.lab.length()) +
              " frames) holds keys that no inputs file has. Save them " + whatNext(e.pending.kind) + "?");
  wrappedText("Without saving, the run they play is lost.", true);
  const Answer answer = askToSave(e, "Save Inputs...");
  if (answer == Answer::Save) e.saveInputsThenChange();
  if (answer == Answer::DontSave) e.dropInputsThenChange();
  endPrompt(e, Prompt::UnsavedInputs, answer != Answer::None);
}

void recovery(Editor& e) {
  if (!beginPrompt(e, Prompt::Recovery, "Recover Unsaved Changes")) return;
  const std::string origin = e.recovered() && !e.recovered()->path().empty()
                                 ? elided(e.recovered()->path(), promptTextWidth(), Cut::Start)
                                 : "an untitled level";
  wrappedText("The last session ended without saving its changes to " + origin + ".");
  wrappedText("Ledge kept them in a recovery file. Recover them?");
  bool done = false;
  if (ImGui::Button("Recover", ImVec2(120.0f, 0.0f))) {
    e.acceptRecovery();
    done = true;
  }
  ImGui::SameLine();
  if (ImGui::Button("Discard", ImVec2(120.0f, 0.0f))) {
    e.declineRecovery();
    done = true;
  }
  endPrompt(e, Prompt::Recovery, done);
}

void newLevel(Editor& e) {
  if (!beginPrompt(e, Prompt::NewLevel, "New Level")) return;
  DocumentChange& fields = e.newLevelFields;
  ImGui::InputInt("width (tiles)", &fields.width);
  ImGui::InputInt("height (tiles)", &fields.height);
  ImGui::InputInt("tile size (px)", &fields.tileSize);
  const std::string problem = TileMap::checkSize(fields.width, fields.height, fields.tileSize);
  problemText(problem);
  bool done = false;
  ImGui::BeginDisabled(!problem.empty());
  const bool enter = problem.empty() && (keyPressed(ImGuiKey_Enter) || keyPressed(ImGuiKey_KeyPadEnter));
  if (ImGui::Button("Create", ImVec2(110.0f, 0.0f)) || enter) {
    done = true;
    fields.kind = DocumentChange::Kind::NewLevel;
    e.prompt = Prompt::None;  // requestChange() may ask about unsaved changes next
    e.requestChange(fields);
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Cancel", ImVec2(110.0f, 0.0f)) || keyPressed(ImGuiKey_Escape)) done = true;
  endPrompt(e, Prompt::NewLevel, done);
}

void message(Editor& e) {
  if (!beginPrompt(e, Prompt::Message, "Ledge")) return;
  // A long list of problems scrolls in a box that leaves the OK button on screen.
  const float room = ImGui::GetIO().DisplaySize.y - 5.0f * ImGui::GetFrameHeightWithSpacing();
  const float width = promptTextWidth();
  const float height = ImGui::CalcTextSize(e.message.c_str(), nullptr, false, width).y + ImGui::GetStyle().ItemSpacing.y;
  ImGui::BeginChild("text", ImVec2(width + ImGui::GetStyle().ScrollbarSize, std::min(height, std::max(room, ImGui::GetFrameHeight()))));
  wrappedText(e.message);
  ImGui::EndChild();
  endPrompt(e, Prompt::Message, dismissButton("OK"));
}

// Every shortcut: the actions' keys, then what the mouse and the held keys do.
std::vector<std::array<std::string, 2>> shortcutRows() {
  std::vector<std::array<std::string, 2>> rows;
  for (int i = 0; i < static_cast<int>(Action::Count); ++i) {
    const Action action = static_cast<Action>(i);
    std::string keys = allShortcutsText(action);
    if (!keys.empty()) rows.push_back({actionLabel(action), std::move(keys)});
  }
  constexpr const char* kMouse[][2] = {
      {"Pick a tile", "1..9, or Alt+click"},       {"Zoom about the cursor", "Mouse wheel"},
      {"Pan (playing, Space also jumps)", "Middle drag, or Space+drag"},
      {"Erase with any tool (Rectangle, Bucket: an area)", "Right drag"},
      {"Draw a line (Brush)", "Shift+click"},      {"Move without snapping", "Hold Ctrl"},
      {"Add to the selection", "Shift+click"},     {"Cancel a drag, deselect", "Esc"},
      {"Playing: run, climb, drop", "Arrows or WASD"},
      {"Playing: jump", "Space or Z"},             {"Paused: step back / forward", "Left / Right"},
      {"Drag a moving solid (simulation)", "Select tool, drag it"}};
  for (const auto& row : kMouse) rows.push_back({row[0], row[1]});
  return rows;
}

void shortcuts(Editor& e) {
  if (!beginPrompt(e, Prompt::Shortcuts, "Keyboard Shortcuts")) return;
  const std::vector<std::array<std::string, 2>> rows = shortcutRows();
  // The table scrolls in a short window, so that the Close button stays on screen.
  const ImGuiStyle& style = ImGui::GetStyle();
  float width = 2.0f * style.CellPadding.x * 2.0f + style.ScrollbarSize;
  for (size_t column = 0; column < 2; ++column) {
    float widest = 0.0f;
    for (const auto& row : rows) widest = std::max(widest, ImGui::CalcTextSize(row[column].c_str()).x);
    width += widest;
  }
  const float rowHeight = ImGui::GetTextLineHeight() + 2.0f * style.CellPadding.y;
  const float room = ImGui::GetIO().DisplaySize.y - 4.0f * ImGui::GetFrameHeightWithSpacing();
  const float height = std::min(rowHeight * static_cast<float>(rows.size()) + 2.0f, std::max(room, 4.0f * rowHeight));
  if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollY,
                        ImVec2(width, height))) {
    for (const auto& row : rows) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(row[0].c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(row[1].c_str());
    }
    ImGui::EndTable();
  }
  endPrompt(e, Prompt::Shortcuts, dismissButton("Close"));
}

void about(Editor& e) {
  if (!beginPrompt(e, Prompt::About, "About Ledge")) return;
  ImGui::Text("Ledge %s", e.version.c_str());
  ImGui::TextUnformatted("A level editor and collision lab for tile-based 2D platformers.");
  endPrompt(e, Prompt::About, dismissButton("Close"));
}

}  // namespace

void drawPrompts(Editor& e) {
  unsavedInputs(e);
  unsavedChanges(e);
  recovery(e);
  newLevel(e);
  message(e);
  shortcuts(e);
  about(e);
}

}  // namespace ledge::editor
