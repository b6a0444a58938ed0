// Text wrapped at spaces only: a number keeps its decimal point and digits on one line.

#include <doctest/doctest.h>

#include <sstream>
#include <string>

#include "editor/tests/headless.h"
#include "editor/wrapped_text.h"

using namespace ledge::editor;
using namespace ledge::editor::test;

TEST_CASE("wrapped text: lines break at spaces only, within the width, words whole") {
  Headless gui;
  ImGui::NewFrame();  // the font, to measure with
  const std::string text = "ray down from 12.50, 40.25 hit solid tile at 0.25 of 0.58 px, 3 px out";
  for (float width = 40.0f; width <= 400.0f; width += 7.0f) {
    CAPTURE(width);
    const std::string wrapped = wrappedAtSpaces(text, width);
    std::string joined = wrapped;
    for (char& c : joined)
      if (c == '\n') c = ' ';
    CHECK(joined == text);  // only spaces became breaks
    std::istringstream lines(wrapped);
    for (std::string line; std::getline(lines, line);) {
      CAPTURE(line);
      // A line is over the width only when it is one word.
      if (line.find(' ') != std::string::npos) CHECK(ImGui::CalcTextSize(line.c_str()).x <= width);
    }
  }
  CHECK(wrappedAtSpaces(text, 10000.0f) == text);
  CHECK(wrappedAtSpaces("", 50.0f).empty());
  ImGui::EndFrame();
}
