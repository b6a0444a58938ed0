// The Inspector's and the physics panels' number fields: a unit that would not fit is dropped, tooltips
// show over the field and its label.

#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include "editor/number_fields.h"
#include "editor/tests/headless.h"

using namespace ledge::editor;
using namespace ledge::editor::test;

namespace {

float shownWidth(const std::string& format, float value) {
  char text[64];
  ImGui::DataTypeFormatString(text, sizeof text, ImGuiDataType_Float, &value, format.c_str());
  return ImGui::CalcTextSize(text).x;
}

}  // namespace

TEST_CASE("number fields: a value too wide for its field with the unit is shown without it") {
  Headless gui;
  ImGui::NewFrame();
  // One of the Inspector's two velocity fields in a 300 px Properties panel.
  const float width = 70.0f;
  const float room = width - 2.0f * ImGui::GetStyle().FramePadding.x;
  const float velocity[] = {1000000.0f, 0.0f};
  REQUIRE(shownWidth("%.0f px/s", velocity[0]) > room);  // the clipped "1000000 px," of before
  CHECK(formatThatFits("%.0f px/s", velocity, width) == "%.0f");
  CHECK(shownWidth("%.0f", velocity[0]) <= room);

  const float slow[] = {160.0f, -40.0f};
  CHECK(formatThatFits("%.0f px/s", slow, width) == "%.0f px/s");
  // Either value decides, and a format without a unit stays as it is.
  const float second[] = {0.0f, -1000000.0f};
  CHECK(formatThatFits("%.0f px/s", second, width) == "%.0f");
  CHECK(formatThatFits("%.2f", velocity, 10.0f) == "%.2f");
  ImGui::EndFrame();
}

TEST_CASE("number fields: the tooltip shows over the field and its label, with the whole label when it is cut") {
  const char* tip = "How far a head bump slides around a corner";
  CHECK(fieldHint("corner correction", false, tip, true, false) == tip);
  CHECK(fieldHint("corner correction", false, tip, false, true) == tip);
  CHECK(fieldHint("corner correction", true, tip, false, true) == std::string("corner correction\n") + tip);
  CHECK(fieldHint("corner correction", true, tip, true, false) == tip);
  CHECK(fieldHint("corner correction", true, nullptr, false, true) == "corner correction");
  CHECK(fieldHint("corner correction", false, nullptr, true, true).empty());
  CHECK(fieldHint("corner correction", true, tip, false, false).empty());
}

TEST_CASE("number fields: hovering a field with a tooltip opens it, for one field and for two") {
  Headless gui;
  const auto tooltipOpen = [] {
    const ImGuiWindow* tooltip = ImGui::FindWindowByName("##Tooltip_00");
    return tooltip != nullptr && tooltip->Active;
  };
  float one = 1.0f;
  float two[2] = {1.0f, 2.0f};
  ImVec2 oneAt;
  ImVec2 twoAt;
  const auto draw = [&](ImVec2 mouse) {
    ImGui::GetIO().MousePos = mouse;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0.0f, 0.0f));
    ImGui::SetNextWindowSize(ImVec2(300.0f, 200.0f));
    ImGui::Begin("fields");
    const ImVec2 lineStart = ImGui::GetCursorScreenPos();
    dragNumber("corner correction", one, 0.1f, 0.0f, 10.0f, "%.1f px", "one field's tip");
    oneAt = ImVec2(lineStart.x + 5.0f, lineStart.y + 5.0f);
    const ImVec2 nextLine = ImGui::GetCursorScreenPos();
    dragNumbers("velocity", two, 1.0f, -10.0f, 10.0f, "%.0f", "two fields' tip");
    twoAt = ImVec2(nextLine.x + 5.0f, nextLine.y + 5.0f);
    ImGui::End();
    const bool open = tooltipOpen();
    ImGui::Render();
    return open;
  };
  draw(ImVec2(-1.0f, -1.0f));
  CHECK_FALSE(draw(ImVec2(-1.0f, -1.0f)));
  CHECK(draw(oneAt));
  CHECK(draw(twoAt));
  CHECK_FALSE(draw(ImVec2(290.0f, 190.0f)));
}
