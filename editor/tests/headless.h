#pragma once
// The whole editor frame by frame without a window: a Dear ImGui context with a font atlas, and
// hand-made input.

#include <doctest/doctest.h>
#include <imgui.h>

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

}  // namespace ledge::editor::test
