#include "app/ui_script.h"

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <sstream>

#include "editor/editor.h"

namespace ledge::app {
namespace {

struct KeyName {
  const char* name;
  int code;
};

constexpr KeyName kKeyNames[] = {
    {"ctrl", GLFW_KEY_LEFT_CONTROL}, {"shift", GLFW_KEY_LEFT_SHIFT}, {"alt", GLFW_KEY_LEFT_ALT},
    {"space", GLFW_KEY_SPACE},       {"delete", GLFW_KEY_DELETE},    {"backspace", GLFW_KEY_BACKSPACE},
    {"escape", GLFW_KEY_ESCAPE},     {"enter", GLFW_KEY_ENTER},      {"home", GLFW_KEY_HOME},
    {"equal", GLFW_KEY_EQUAL},       {"minus", GLFW_KEY_MINUS},      {"left", GLFW_KEY_LEFT},
    {"right", GLFW_KEY_RIGHT},       {"up", GLFW_KEY_UP},            {"down", GLFW_KEY_DOWN},
    {"f5", GLFW_KEY_F5},             {"f12", GLFW_KEY_F12},          {"keypad-plus", GLFW_KEY_KP_ADD},
    {"keypad-minus", GLFW_KEY_KP_SUBTRACT},
};

int keyCode(const std::string& name) {
  if (name.size() == 1 && name[0] >= 'a' && name[0] <= 'z') return GLFW_KEY_A + (name[0] - 'a');
  if (name.size() == 1 && name[0] >= '0' && name[0] <= '9') return GLFW_KEY_0 + (name[0] - '0');
  for (const KeyName& k : kKeyNames)
    if (name == k.name) return k.code;
  return GLFW_KEY_UNKNOWN;
}

// "ctrl+shift+z" -> its key codes; an empty list when a name is unknown (named in `error`).
std::vector<int> parseChord(const std::string& chord, std::string& error) {
  std::vector<int> keys;
  std::stringstream parts(chord);
  for (std::string name; std::getline(parts, name, '+');) {
    const int code = keyCode(name);
    if (code == GLFW_KEY_UNKNOWN) {
      error = "unknown key '" + name + "'";
      return {};
    }
    keys.push_back(code);
  }
  if (keys.empty()) error = "no key given";
  return keys;
}

int buttonOf(const std::string& name) {
  if (name == "left") return 0;
  if (name == "right") return 1;
  if (name == "middle") return 2;
  return -1;
}

bool parseEvent(std::istringstream& in, UiEvent& e, std::string& error) {
  std::string action;
  if (!(in >> e.frame >> action) || e.frame < 0) {
    error = "expected FRAME ACTION, frame 0 or more";
    return false;
  }
  if (action == "mouse" || action == "mouse-tile") {
    e.type = action == "mouse" ? UiEvent::Type::Mouse : UiEvent::Type::MouseTile;
    if (!(in >> e.x >> e.y)) error = action + " needs X Y";
  } else if (action == "down" || action == "up") {
    e.type = action == "down" ? UiEvent::Type::Down : UiEvent::Type::Up;
    std::string name;
    in >> name;
    e.button = buttonOf(name);
    if (e.button < 0) error = "unknown mouse button '" + name + "' (left, right, middle)";
  } else if (action == "wheel") {
    e.type = UiEvent::Type::Wheel;
    if (!(in >> e.x)) error = "wheel needs a number of notches";
  } else if (action == "press" || action == "hold" || action == "release") {
    e.type = action == "press" ? UiEvent::Type::Press : action == "hold" ? UiEvent::Type::Hold : UiEvent::Type::Release;
    std::string chord;
    in >> chord;
    e.keys = parseChord(chord, error);
  } else if (action == "type") {
    e.type = UiEvent::Type::Type;
    std::getline(in >> std::ws, e.text);
    if (e.text.empty()) error = "type needs text";
  } else if (action == "overlays") {
    e.type = UiEvent::Type::Overlays;
    in >> e.text;
    if (e.text.empty()) error = "overlays needs ids, e.g. rays,contacts or all";
  } else {
    error = "unknown action '" + action + "'";
  }
  return error.empty();
}

void setKey(ImGuiIO& io, int code, bool down) {
  if (code >= 0 && code < IM_ARRAYSIZE(io.KeysDown)) io.KeysDown[code] = down;
}

}  // namespace

UiScript parseUiScript(const std::string& text) {
  UiScript script;
  std::istringstream lines(text);
  int lineNumber = 0;
  for (std::string line; std::getline(lines, line);) {
    ++lineNumber;
    if (const size_t hash = line.find('#'); hash != std::string::npos) line.resize(hash);
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    std::istringstream in(line);
    UiEvent event;
    std::string error;
    if (!parseEvent(in, event, error)) {
      script.error = "line " + std::to_string(lineNumber) + ": " + error;
      return script;
    }
    script.events.push_back(std::move(event));
  }
  std::stable_sort(script.events.begin(), script.events.end(),
                   [](const UiEvent& a, const UiEvent& b) { return a.frame < b.frame; });
  return script;
}

std::string UiScriptPlayer::apply(int frame, ImGuiIO& io, editor::Editor& editor) {
  std::string error;
  for (int code : releaseNext_) setKey(io, code, false);
  releaseNext_.clear();
  for (; next_ < script_.events.size() && script_.events[next_].frame <= frame; ++next_) {
    const UiEvent& e = script_.events[next_];
    switch (e.type) {
      case UiEvent::Type::Mouse:
        ownsMouse_ = true;
        mouseX_ = e.x;
        mouseY_ = e.y;
        break;
      case UiEvent::Type::MouseTile: {
        ownsMouse_ = true;
        const float ts = static_cast<float>(editor.doc.map().tileSize());
        const Vec2 at = editor.canvas.view.toScreen({(e.x + 0.5f) * ts, (e.y + 0.5f) * ts});
        mouseX_ = std::round(at.x);
        mouseY_ = std::round(at.y);
        break;
      }
      case UiEvent::Type::Down: ownsMouse_ = true; buttons_[e.button] = true; break;
      case UiEvent::Type::Up: buttons_[e.button] = false; break;
      case UiEvent::Type::Wheel: io.MouseWheel += e.x; break;
      case UiEvent::Type::Press:
        for (int code : e.keys) {
          setKey(io, code, true);
          releaseNext_.push_back(code);
        }
        break;
      case UiEvent::Type::Hold:
        for (int code : e.keys) setKey(io, code, true);
        break;
      case UiEvent::Type::Release:
        for (int code : e.keys) setKey(io, code, false);
        break;
      case UiEvent::Type::Type: io.AddInputCharactersUTF8(e.text.c_str()); break;
      case UiEvent::Type::Overlays:
        if (std::string problem = editor.showOverlays(e.text); !problem.empty() && error.empty())
          error = "frame " + std::to_string(e.frame) + ": " + problem;
        break;
    }
  }
  if (ownsMouse_) {
    io.MousePos = ImVec2(mouseX_, mouseY_);
    for (int b = 0; b < 3; ++b) io.MouseDown[b] = buttons_[b];
  }
  io.KeyCtrl = io.KeysDown[GLFW_KEY_LEFT_CONTROL] || io.KeysDown[GLFW_KEY_RIGHT_CONTROL];
  io.KeyShift = io.KeysDown[GLFW_KEY_LEFT_SHIFT] || io.KeysDown[GLFW_KEY_RIGHT_SHIFT];
  io.KeyAlt = io.KeysDown[GLFW_KEY_LEFT_ALT] || io.KeysDown[GLFW_KEY_RIGHT_ALT];
  return error;
}

}  // namespace ledge::app
