// The status bar's fields never overlap: a long tile text pushes the zoom and the hint to the
// right, the last message keeps the right end and the hint gets what is left.

#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_internal.h>  // the status bar's window, to count what it draws

#include "editor/elided_text.h"
#include "editor/status_bar.h"
#include "editor/tests/headless.h"

using namespace ledge::editor;
using namespace ledge::editor::test;

namespace {

// Text is measured inside a frame, with its font.
struct InFrame : Headless {
  InFrame() { ImGui::NewFrame(); }
  ~InFrame() { ImGui::EndFrame(); }
};

float widthOf(const char* text) { return ImGui::CalcTextSize(text).x; }

// Each field ends, with the gap, before the next one starts; a message with the hint beside it
// ends inside the bar.
void checkNoOverlap(float barWidth, const StatusBarTexts& texts, const StatusBarLayout& at) {
  CHECK(kStatusBarPadding + texts.tile + kStatusBarGap <= at.zoomLeft);
  CHECK(at.zoomLeft + texts.zoom + kStatusBarGap <= at.hintLeft);
  CHECK(at.hintWidth >= 0.0f);
  if (texts.message > 0.0f && at.hintWidth > 0.0f) {
    CHECK(at.hintLeft + at.hintWidth + kStatusBarGap <= at.messageLeft);
    CHECK(at.messageLeft + texts.message <= barWidth - kStatusBarPadding);
  }
  if (texts.message > 0.0f) CHECK(at.messageLeft >= at.zoomLeft + texts.zoom + kStatusBarGap);  // in the hint's place
}

}  // namespace

TEST_CASE("status bar: short fields keep their columns") {
  InFrame gui;
  const StatusBarTexts texts{widthOf("tile 3, 4  (56, 72 px)  solid"), widthOf("250%"), widthOf("Saved demo.json")};
  const StatusBarLayout at = layoutStatusBar(1280.0f, texts);
  checkNoOverlap(1280.0f, texts, at);
  const StatusBarLayout other = layoutStatusBar(1280.0f, {widthOf("tile 30, 40  (480, 640 px)  ladder"), texts.zoom, texts.message});
  CHECK(other.zoomLeft == at.zoomLeft);  // the zoom does not jump as the mouse moves
  CHECK(other.hintLeft == at.hintLeft);
  CHECK(at.messageLeft == 1280.0f - kStatusBarPadding - texts.message);
}

TEST_CASE("status bar: a long tile name with large coordinates pushes the zoom and the hint along") {
  InFrame gui;
  const StatusBarTexts texts{widthOf("tile 1234, 2345  (19744, 37520 px)  slope-22-right"), widthOf("6400%"),
                             widthOf("Opened levels/demo.json")};
  const StatusBarLayout at = layoutStatusBar(960.0f, texts);
  checkNoOverlap(960.0f, texts, at);
  CHECK(at.hintWidth > 0.0f);
}

TEST_CASE("status bar: a message wider than the room left takes the hint's place") {
  InFrame gui;
  const std::string message(200, 'x');
  const StatusBarTexts texts{widthOf("tile 1234, 2345  (19744, 37520 px)  slope-22-right"), widthOf("100%"),
                             widthOf(message.c_str())};
  const StatusBarLayout at = layoutStatusBar(960.0f, texts);
  checkNoOverlap(960.0f, texts, at);
  CHECK(at.hintWidth == 0.0f);
  CHECK(at.messageLeft == at.zoomLeft + texts.zoom + kStatusBarGap);
}

TEST_CASE("status bar: in a narrow window the message takes the hint's room and fits whole") {
  InFrame gui;
  // `ledge shot --size 640x360` of a level opened by its path.
  const StatusBarTexts texts{widthOf("16 x 14 tiles of 16 px"), widthOf("73%"), widthOf("Opened levels/pixel-elevator-squish.json")};
  const StatusBarLayout at = layoutStatusBar(640.0f, texts);
  checkNoOverlap(640.0f, texts, at);
  CHECK(at.messageLeft + texts.message <= 640.0f - kStatusBarPadding);
}

TEST_CASE("status bar: a message about a file too long for the bar keeps its first word and the file's name") {
  InFrame gui;
  const std::string message = "Opened " + std::string(60, 'f') + "/levels/demo.json";
  const float width = widthOf("Opened .../levels/demo.json") + 1.0f;
  const std::string shown = elided(message, width, Cut::AfterFirstWord);
  CHECK(shown == "Opened .../levels/demo.json");
  CHECK(elided(message, width).rfind("Opened fff", 0) == 0);  // cut at its end, the name lost
  CHECK(elided("Opened demo.json", width, Cut::AfterFirstWord) == "Opened demo.json");  // fits whole
  // A path alone keeps its end: a prompt's file name, longer than the prompt's line.
  CHECK(elided(std::string(60, 'f') + "/levels/demo.json", widthOf(".../levels/demo.json") + 1.0f, Cut::Start) ==
        ".../levels/demo.json");
}

TEST_CASE("status bar: the tool's hint shows with the Tools panel only (not in a ledge shot picture)") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  const auto statusVertices = [&] {
    for (int i = 0; i < 3; ++i) frame(e, idle(0.1 * i));
    const ImGuiWindow* bar = ImGui::FindWindowByName("##status");
    REQUIRE(bar != nullptr);
    return bar->DrawList->VtxBuffer.Size;
  };
  const int withHint = statusVertices();
  e.settings.showToolsPanel = false;
  const int without = statusVertices();
  // Four vertices a glyph: the hint ("Brush: click or drag to paint, ...") is tens of glyphs.
  CHECK(withHint - without >= 4 * 30);
}

TEST_CASE("status bar: short of room beside a long message, the tool's hint keeps the tool's name and loses its end") {
  Headless gui;
  Editor e(Settings{}, "", "test");
  e.start("levels/demo.json");
  e.statusText = "Exported levels/demo.json to " + std::string(40, 'x') + ".tmj";
  for (int i = 0; i < 3; ++i) frame(e, idle(0.1 * i));
  const std::string shown = drawnGlyphs("##status");
  CHECK(shown.find(withoutSpaces("Brush: click or drag to paint")) != std::string::npos);
  CHECK(shown.find(withoutSpaces("Alt+click picks")) == std::string::npos);  // the end, cut
}

TEST_CASE("status bar: in the running lab, Select and Place say what they do there") {
  InFrame gui;
  CHECK(toolHintText(Tool::Select, true).find("drag a moving solid") != std::string::npos);
  CHECK(toolHintText(Tool::Select, false).find("Del deletes") != std::string::npos);
  CHECK(toolHintText(Tool::Place, true).find("replays") != std::string::npos);
}
