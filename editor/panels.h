#pragma once
// The editor's ImGui panels, each in its own file. They read and change the Editor's state.

#include <cstdint>
#include <imgui.h>

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
void drawStatusBar(Editor& editor);   // status_bar.cpp
void drawPrompts(Editor& editor);     // prompts.cpp: unsaved changes, recovery, new level...

// The widest the side panels may be dragged, as shares of the window's width: the canvas and
// the simulation bar between them keep at least half of it (400 px of an 800 px window).
inline constexpr float kToolsPanelMaxShare = 0.20f;
inline constexpr float kSidePanelMaxShare = 0.30f;
// And the narrowest they may be dragged, in screen pixels: the tools' names beside their keys,
// and a field beside a 15-letter label. A small window's shares make them narrower still.
inline constexpr float kToolsPanelMinWidth = 160.0f;
inline constexpr float kSidePanelMinWidth = 224.0f;
// The narrowest a field of the Properties panel gets, its labels cut if need be: room for a few
// digits and the - and + buttons of a whole number's field.
inline constexpr float kMinFieldWidth = 80.0f;
// The widths a panel may have in a window `displayWidth` wide: from its narrowest to its share of
// the window, or only that share in a window too small for its narrowest (the simulation bar
// between the panels needs its room too).
struct PanelBounds {
  float min = 0.0f;
  float max = 0.0f;
};
PanelBounds toolsPanelBounds(float displayWidth);
PanelBounds sidePanelBounds(float displayWidth);
// A panel's width this frame: the width it was left at, within its bounds for the window's
// width. The canvas is laid out with it before the panels are drawn, so that a level opened in
// a small window is fitted to the canvas it gets.
float toolsPanelWidth(float leftAt, float displayWidth);
float sidePanelWidth(float leftAt, float displayWidth);
// Called in a panel's window, which was given `width`: a width the designer dragged it to is
// the one `leftAt` keeps. A window too small for it narrows the panel for now, not for good.
void keepDraggedWidth(float width, float& leftAt);

// A line of help in the side panel's sections, greyed out and wrapped at the panel's edge
// (side_panel.cpp).
void hintText(const char* text);

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
