#pragma once
// The whole editor frame by frame without a window: a Dear ImGui context with a font atlas, and
// hand-made input.

#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_internal.h>  // a window's content size, to see that nothing runs past its edge

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "editor/editor.h"

namespace ledge::editor::test {

struct Headless {
  Headless() {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(1280.0f, 720.0f);
    io.DeltaTime = 1.0f / 60.0f;
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  }
  ~Headless() { ImGui::DestroyContext(); }
  Headless(const Headless&) = delete;
  Headless& operator=(const Headless&) = delete;
};

inline EditorInput idle(double time = 0.0) {
  EditorInput in;
  in.displaySize = {1280.0f, 720.0f};
  in.mouse = {-1.0f, -1.0f};
  in.time = time;
  return in;
}

inline EditorInput keys(std::vector<Key> pressed, Modifiers mods = {}) {
  EditorInput in = idle();
  in.keysPressed = std::move(pressed);
  in.mods = mods;
  return in;
}

inline void frame(Editor& e, const EditorInput& in) {
  ImGui::NewFrame();
  e.frame(in);
  ImGui::Render();
}

// The glyphs drawn in the named window and its child windows, in the order drawn, without the
// spaces (which draw none): each glyph's quad starts at its top-left corner in the font atlas.
// What the user sees, to look for a sentence; a glyph cut by a clip rectangle is left out. With
// `colour`, only the glyphs drawn in it.
inline std::string drawnGlyphs(const char* window, std::optional<ImU32> colour = std::nullopt) {
  const ImGuiWindow* root = ImGui::FindWindowByName(window);
  REQUIRE(root != nullptr);
  std::map<std::pair<float, float>, char> glyphs;
  for (const ImFontGlyph& glyph : ImGui::GetIO().Fonts->Fonts[0]->Glyphs)
    if (glyph.Codepoint > ' ' && glyph.Codepoint < 127) glyphs[{glyph.U0, glyph.V0}] = static_cast<char>(glyph.Codepoint);
  std::string text;
  for (const ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
    if (w->RootWindow != root || !w->WasActive) continue;
    for (const ImDrawVert& v : w->DrawList->VtxBuffer) {
      if (colour && v.col != *colour) continue;
      if (const auto found = glyphs.find({v.uv.x, v.uv.y}); found != glyphs.end()) text += found->second;
    }
  }
  return text;
}

inline std::string withoutSpaces(std::string text) {
  std::erase(text, ' ');
  return text;
}

// Whether nothing in the named window runs past its edge: its content is no wider than the room
// inside its padding and beside its scroll bar.
inline bool contentFitsWidth(const char* window) {
  const ImGuiWindow* w = ImGui::FindWindowByName(window);
  REQUIRE(w != nullptr);
  return w->ContentSize.x <= w->Size.x - 2.0f * ImGui::GetStyle().WindowPadding.x - w->ScrollbarSizes.x;
}

}  // namespace ledge::editor::test
