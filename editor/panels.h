#pragma once
// The editor's ImGui panels, each in its own file. They read and change the Editor's state.

#include <imgui.h>

#include <algorithm>
#include <cstdint>
#include <string>

namespace ledge::editor {

class Editor;

void drawMenuBar(Editor& editor);     // menu_bar.cpp
void drawToolsPanel(Editor& editor);  // tools_panel.cpp: tools, tile and object palette
// Whether the tools' keys fit in a column beside their names, `width` pixels in all: in a
// narrower panel the names keep the room and the keys show in their tooltips only.
bool toolKeysFit(float width);
void drawSidePanel(Editor& editor);   // side_panel.cpp: the sections of Editor::sidePanels
void drawInspector(Editor& editor);   // inspector_panel.cpp: the selected objects
void drawLevelPanel(Editor& editor);  // level_panel.cpp: size, tile size, physics
// The Level panel's buttons: one undo step each; a refusal, or objects left outside the map
// (selected), are said in a message.
void resizeMap(Editor& editor, int width, int height);
void changeTileSize(Editor& editor, int tileSize);
void drawStatusBar(Editor& editor);   // status_bar.cpp
void drawPrompts(Editor& editor);     // prompts.cpp: unsaved changes, recovery, new level...

// A panel docked along the window's left or right edge, between the menu bar and the status
// bar. It may be dragged from its narrowest width to its share of the window; in a window too
// small for its narrowest, the share wins, as the simulation bar between the panels needs its
// room too.
struct EdgePanel {
  const char* name;
  bool right;      // docked along the right edge, else the left
  float minWidth;  // screen pixels
  float maxShare;  // of the window's width

  float widest(float displayWidth) const { return displayWidth * maxShare; }
  float narrowest(float displayWidth) const { return std::min(minWidth, widest(displayWidth)); }
  // Its width this frame: the width it was left at, within those bounds. The canvas is laid out
  // with it before the panels are drawn, so that a level opened in a small window is fitted to
  // the canvas it gets.
  float width(float leftAt, float displayWidth) const {
    return std::clamp(leftAt, narrowest(displayWidth), widest(displayWidth));
  }
};
// The shares keep the canvas and the simulation bar at least half the window (400 px of an
// 800 px one); the narrowest widths hold the tools' names beside their keys, and a field beside
// a 15-letter label.
inline constexpr EdgePanel kToolsPanel{"Tools", false, 160.0f, 0.20f};
inline constexpr EdgePanel kSidePanel{"Properties", true, 224.0f, 0.30f};
// Begins the panel's window (end it with endEdgePanel), as wide as `leftAt` within its bounds.
bool beginEdgePanel(const EdgePanel& panel, float leftAt);
// Ends it. A width the designer dragged it to is the one `leftAt` keeps; a window too small for
// it narrows the panel for now, not for good.
void endEdgePanel(const EdgePanel& panel, float& leftAt);
// The narrowest a field of the Properties panel gets, its labels cut if need be: room for a few
// digits and the - and + buttons of a whole number's field.
inline constexpr float kMinFieldWidth = 80.0f;

// A line of help in the side panel's sections, greyed out and wrapped at the panel's edge
// (side_panel.cpp).
void hintText(const char* text);
// What is wrong with what a form's fields ask for, in the problem colour, wrapped; nothing when
// `problem` is empty (side_panel.cpp).
void problemText(const std::string& problem);
inline const ImVec4 kProblemColour{1.0f, 0.5f, 0.4f, 1.0f};  // ImVec4 is no literal type
// Was the key pressed this frame (held keys do not repeat): a dialog's own keys, read from
// Dear ImGui while the editor's shortcuts wait.
inline bool keyPressed(ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), false); }

// Heights of the bars around the canvas, in screen pixels.
float menuBarHeight();
float statusBarHeight();

// docked_panel.cpp: a panel along the frame's edge (tools, properties, simulation, status). It
// stays behind the floating windows and fills no background: it shows the frame's backdrop,
// which is its colour. Its border stays. End it with ImGui::End(), as any window.
bool beginDockedPanel(const char* name, ImGuiWindowFlags flags);
// The docked panels' colour, opaque (DrawList::backdrop).
uint32_t dockedPanelColour();

}  // namespace ledge::editor
