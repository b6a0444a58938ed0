#include <doctest/doctest.h>
#include <GLFW/glfw3.h>

#include "app/ui_script.h"

using namespace ledge::app;

TEST_CASE("ui script: events are read in frame order") {
  const UiScript s = parseUiScript(
      "# a comment\n"
      "12 press ctrl+s\n"
      "5 mouse 400 300   # trailing comment\n"
      "6 down left\n"
      "7 mouse-tile 3 2\n"
      "9 up left\n"
      "10 wheel -2\n"
      "11 hold space\n"
      "13 type my level.json\n");
  REQUIRE(s.error.empty());
  REQUIRE(s.events.size() == 8);
  CHECK(s.events[0].type == UiEvent::Type::Mouse);
  CHECK(s.events[0].x == 400.0f);
  CHECK(s.events[1].type == UiEvent::Type::Down);
  CHECK(s.events[1].button == 0);
  CHECK(s.events[2].type == UiEvent::Type::MouseTile);
  CHECK(s.events[2].y == 2.0f);
  CHECK(s.events[4].x == -2.0f);
  CHECK(s.events[5].keys == std::vector<int>{GLFW_KEY_SPACE});
  CHECK(s.events[6].keys == std::vector<int>{GLFW_KEY_LEFT_CONTROL, GLFW_KEY_S});
  CHECK(s.events[7].text == "my level.json");
}

TEST_CASE("ui script: the lab's keys and the overlays action") {
  const UiScript s = parseUiScript("1 press left\n2 press right\n3 hold up\n4 release up\n5 press down\n6 press f5\n"
                                   "7 press f12\n8 overlays rays,cells\n");
  REQUIRE(s.error.empty());
  REQUIRE(s.events.size() == 8);
  CHECK(s.events[0].keys == std::vector<int>{GLFW_KEY_LEFT});
  CHECK(s.events[1].keys == std::vector<int>{GLFW_KEY_RIGHT});
  CHECK(s.events[2].keys == std::vector<int>{GLFW_KEY_UP});
  CHECK(s.events[4].keys == std::vector<int>{GLFW_KEY_DOWN});
  CHECK(s.events[5].keys == std::vector<int>{GLFW_KEY_F5});
  CHECK(s.events[6].keys == std::vector<int>{GLFW_KEY_F12});
  CHECK(s.events[7].type == UiEvent::Type::Overlays);
  CHECK(s.events[7].text == "rays,cells");
  CHECK(parseUiScript("3 overlays\n").error == "line 1: overlays needs ids, e.g. rays,contacts or all");
}

TEST_CASE("ui script: a bad line is named") {
  CHECK(parseUiScript("1 mouse 2 3\n2 press ctlr+s\n").error == "line 2: unknown key 'ctlr'");
  CHECK(parseUiScript("x down left\n").error == "line 1: expected FRAME ACTION, frame 0 or more");
  CHECK(parseUiScript("3 down sideways\n").error == "line 1: unknown mouse button 'sideways' (left, right, middle)");
  CHECK(parseUiScript("3 jump\n").error == "line 1: unknown action 'jump'");
}
