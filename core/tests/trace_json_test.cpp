// Trace JSON lines: every kind is one valid object with its fields; a trace file appears only
// when it is complete.

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "core/io/trace_json.h"

using namespace ledge;
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

TraceEvent event(TraceKind kind, TracePhase phase = TracePhase::Actors) {
  TraceEvent e;
  e.kind = kind;
  e.phase = phase;
  e.actor = 2;
  e.box = {10.5f, 20.0f, 8.0f, 12.0f};
  return e;
}

json parsed(const TraceEvent& e, int64_t frame = 7) {
  const std::string line = io::traceEventJson(e, frame);
  CHECK(line.find('\n') == std::string::npos);
  return json::parse(line);
}

std::string readText(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("trace json: a ray that hit a tile, and one that missed") {
  TraceEvent ray = event(TraceKind::Ray);
  ray.point = {15.0f, 31.0f};
  ray.direction = {0.0f, 1.0f};
  ray.distance = 4.25f;
  ray.hit = true;
  ray.hitPoint = {15.0f, 32.0f};
  ray.normal = {0.0f, -1.0f};
  ray.blocker = BlockerKind::Tile;
  ray.tile = Tile::OneWay;
  ray.cell = {0, 2};
  CHECK(io::traceEventJson(ray, 7) ==
        R"({"frame":7,"phase":"actors","kind":"ray","actor":2,"box":[10.5,20,8,12],"origin":[15,31],"direction":[0,1],"length":4.25,"hit":true,"hitPoint":[15,32],"normal":[0,-1],"blocker":"tile","tile":"one-way","cell":[0,2]})");

  ray.hit = false;
  const json missed = parsed(ray);
  CHECK(missed["hit"] == false);
  CHECK_FALSE(missed.contains("hitPoint"));
  CHECK_FALSE(missed.contains("blocker"));
}

TEST_CASE("trace json: contacts carry their verdict, accepted or the rejection reason") {
  TraceEvent contact = event(TraceKind::Contact);
  contact.point = {12.0f, 32.0f};
  contact.normal = {0.0f, -1.0f};
  contact.distance = -0.1f;
  contact.blocker = BlockerKind::Tile;
  contact.tile = Tile::Solid;
  contact.cell = {1, 2};
  CHECK(parsed(contact)["verdict"] == "accepted");
  contact.verdict = ContactVerdict::InternalEdge;
  const json rejected = parsed(contact);
  CHECK(rejected["verdict"] == "internal-edge");
  CHECK(rejected["distance"] == -0.1);  // written as the float's shortest text
  CHECK(rejected["normal"] == json::array({0, -1}));
  contact.verdict = ContactVerdict::OneWayBelowTolerance;
  CHECK(parsed(contact)["verdict"] == "one-way-below-tolerance");
}

TEST_CASE("trace json: every kind is one object with frame, phase, kind and its own fields") {
  struct Expect {
    TraceKind kind;
    std::vector<const char*> keys;
  };
  const Expect expectations[] = {
      {TraceKind::SweptBox, {"box"}},
      {TraceKind::PixelStop, {"box", "direction"}},
      {TraceKind::StepUp, {"box", "direction"}},
      {TraceKind::SnapDown, {"box", "direction"}},
      {TraceKind::CornerSlide, {"box", "direction"}},
      {TraceKind::Push, {"box", "direction", "distance"}},
      {TraceKind::Carry, {"box", "direction", "distance"}},
      {TraceKind::Squish, {"box"}},
      {TraceKind::Landing, {"box"}},
      {TraceKind::Jump, {"box", "velocity"}},
      {TraceKind::FellOut, {"box", "direction"}},
      {TraceKind::Resolve, {"box", "translation"}},
      {TraceKind::Cell, {"box", "cell", "count"}},
      {TraceKind::Pair, {"box", "overlap", "otherCenter"}},
  };
  for (const Expect& e : expectations) {
    CAPTURE(traceKindName(e.kind));
    const json object = parsed(event(e.kind, TracePhase::Pairs), 123);
    CHECK(object["frame"] == 123);
    CHECK(object["phase"] == "pairs");
    CHECK(object["kind"] == traceKindName(e.kind));
    CHECK(object["actor"] == 2);
    size_t expectedKeys = 4 + e.keys.size();  // frame, phase, kind, actor
    for (const char* key : e.keys) CHECK(object.contains(key));
    CHECK(object.size() == expectedKeys);
  }
}

TEST_CASE("trace json: ids appear only when the event has them") {
  TraceEvent pair = event(TraceKind::Pair, TracePhase::Pairs);
  pair.other = 3;
  pair.point = {-2.5f, 0.0f};
  const json object = parsed(pair);
  CHECK(object["other"] == 3);
  CHECK_FALSE(object.contains("solid"));
  CHECK(object["overlap"] == json::array({-2.5, 0}));

  TraceEvent squish = event(TraceKind::Squish, TracePhase::Solids);
  squish.solid = 1;
  CHECK(parsed(squish)["solid"] == 1);
}

TEST_CASE("trace json: the file appears complete on commit, and only then replaces the old one") {
  const fs::path folder = fs::temp_directory_path() / ("ledge-trace-test-" + std::to_string(std::random_device{}()));
  fs::create_directories(folder);
  const fs::path path = folder / "out.jsonl";
  std::ofstream(path) << "old trace\n";

  StepTrace trace;
  trace.add(event(TraceKind::Landing));
  trace.add(event(TraceKind::Jump, TracePhase::Intent));
  {
    io::TraceFileWriter abandoned(path.string());
    REQUIRE(abandoned.ok());
    abandoned.write(trace, 1);
  }
  CHECK(readText(path) == "old trace\n");
  CHECK(std::distance(fs::directory_iterator(folder), fs::directory_iterator()) == 1);  // no temporary left

  {
    io::TraceFileWriter writer(path.string());
    writer.write(trace, 1);
    CHECK(readText(path) == "old trace\n");
    writer.write(StepTrace{}, 2);
    writer.write(trace, 3);
    REQUIRE(writer.commit());
  }
  std::istringstream lines(readText(path));
  std::vector<json> objects;
  for (std::string line; std::getline(lines, line);) objects.push_back(json::parse(line));
  REQUIRE(objects.size() == 4);
  CHECK(objects[0]["frame"] == 1);
  CHECK(objects[1]["kind"] == "jump");
  CHECK(objects[3]["frame"] == 3);

  const std::string nowhere = (folder / "missing" / "out.jsonl").string();
  io::TraceFileWriter failed(nowhere);
  CHECK_FALSE(failed.ok());
  CHECK(failed.error().rfind("cannot write the trace " + nowhere + ": No such file or directory", 0) == 0);
  CHECK_FALSE(failed.commit());
  fs::remove_all(folder);
}
