// The inputs format: `[COUNT*]KEYS` per line, `#` comments, clear errors naming the line.

#include <doctest/doctest.h>

#include "core/input_script.h"

using namespace ledge;

namespace {

constexpr uint8_t L = Input::Left, R = Input::Right, U = Input::Up, D = Input::Down, J = Input::Jump;

std::vector<Input> repeated(size_t count, uint8_t keys) { return std::vector<Input>(count, Input{keys}); }

}  // namespace

TEST_CASE("input script: counts, keys, no keys and comments") {
  const InputScript script = parseInputScript(
      "# a run to the right, then a jump\n"
      "30*R\n"
      "  1*RJ   # jump while running\n"
      "\n"
      "10*.\n"
      "LUDJ\n"
      "2*DRL\r\n");
  REQUIRE_MESSAGE(script.ok(), script.errorText());
  std::vector<Input> expected = repeated(30, R);
  expected.push_back(Input{R | J});
  for (Input in : repeated(10, 0)) expected.push_back(in);
  expected.push_back(Input{L | U | D | J});
  for (Input in : repeated(2, L | R | D)) expected.push_back(in);
  CHECK(script.inputs == expected);
}

TEST_CASE("input script: an empty script or one of comments only has no frames") {
  CHECK(parseInputScript("").inputs.empty());
  const InputScript comments = parseInputScript("# nothing\n   \n# at all");
  CHECK(comments.ok());
  CHECK(comments.inputs.empty());
}

TEST_CASE("input script: each malformed line is named with what is wrong") {
  struct Case {
    std::string text;
    int line;
    const char* message;
  };
  const Case cases[] = {
      {"30*R\n30*X\n", 2, "unknown key 'X' in '30*X' (keys are L R U D J, or '.' for none)"},
      {"30*r", 1, "unknown key 'r' in '30*r' (keys are L R U D J, or '.' for none)"},
      {"# c\n\n*R", 3, "missing count before '*' in '*R'"},
      {"x*R", 1, "count 'x' in 'x*R' is not a whole number"},
      {"-3*R", 1, "count '-3' in '-3*R' is not a whole number"},
      {"0*R", 1, "count 0 in '0*R': it must be at least 1"},
      {"30*", 1, "no keys after the count in '30*' (use '.' for no keys)"},
      {"30*.R", 1, "'.' means no keys and cannot be combined with keys in '30*.R'"},
      {"2*RR", 1, "key 'R' appears twice in '2*RR'"},
      {"30*R 10*L", 1, "more than one token in '30*R 10*L': write one per line"},
      {"30*R*2", 1, "unknown key '*' in '30*R*2' (keys are L R U D J, or '.' for none)"},
      {"99999999999999999999*R", 1, "count 99999999999999999999 is over the limit of 10000000 frames"},
      {"9000000*R\n2000000*L", 2, "the script is longer than the limit of 10000000 frames"},
      // A byte that is no printable ASCII is shown by its value; a file of another kind is named.
      {"3*R\xC3\xA9", 1, "unknown key '\\xC3' in '3*R\\xC3\\xA9' (keys are L R U D J, or '.' for none)"},
      {std::string("\xFF\xFE" "5\0*\0R\0", 8), 1, "this is a UTF-16 file; save it as UTF-8 (or ASCII) text"},
      {std::string("5*R\n5*\0", 7), 1, "this is a binary file, not text (it holds a NUL byte)"},
  };
  for (const Case& c : cases) {
    const InputScript script = parseInputScript(c.text);
    INFO("script: ", c.text);
    CHECK_FALSE(script.ok());
    CHECK(script.errorLine == c.line);
    CHECK(script.error == c.message);
    CHECK(script.errorText() == "line " + std::to_string(c.line) + ": " + c.message);
  }
}

TEST_CASE("input script: written runs read back the same inputs") {
  std::vector<Input> inputs = repeated(30, R);
  inputs.push_back(Input{R | J});
  for (Input in : repeated(12, 0)) inputs.push_back(in);
  for (Input in : repeated(3, L | U | D | J)) inputs.push_back(in);
  const std::string text = writeInputScript(inputs, "recorded in the editor\nlevel demo.json");
  CHECK(text ==
        "# recorded in the editor\n"
        "# level demo.json\n"
        "30*R\n"
        "1*RJ\n"
        "12*.\n"
        "3*LUDJ\n");
  const InputScript back = parseInputScript(text);
  REQUIRE(back.ok());
  CHECK(back.inputs == inputs);
}

TEST_CASE("input script: keys are written in the order L R U D J") {
  CHECK(inputKeysText(Input{}) == ".");
  CHECK(inputKeysText(Input{J | R}) == "RJ");
  CHECK(inputKeysText(Input{J | D | U | R | L}) == "LRUDJ");
}
