// The Inspector's and the physics panels' number fields: a unit that would not fit is dropped.

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
