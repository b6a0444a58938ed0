#include "core/io/trace_json.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "core/io/json_text.h"
#include "core/io/safe_write.h"

namespace ledge::io {
namespace {

// Appends the members of one JSON object.
class ObjectWriter {
 public:
  explicit ObjectWriter(std::string& out) : out_(out) { out_ += '{'; }
  void end() { out_ += '}'; }

  void integer(const char* key, int64_t v) {
    name(key);
    out_ += std::to_string(v);
  }
  void number(const char* key, float v) {
    name(key);
    out_ += formatFloat(v);
  }
  void boolean(const char* key, bool v) {
    name(key);
    out_ += v ? "true" : "false";
  }
  void text(const char* key, std::string_view v) {
    name(key);
    appendJsonString(out_, v);
  }
  void vec(const char* key, Vec2 v) { floats(key, {v.x, v.y}); }
  void cell(const char* key, IVec2 v) {
    name(key);
    out_ += '[' + std::to_string(v.x) + ',' + std::to_string(v.y) + ']';
  }
  void box(const char* key, const Box& b) { floats(key, {b.x, b.y, b.w, b.h}); }

 private:
  void name(const char* key) {
    if (!first_) out_ += ',';
    first_ = false;
    appendJsonString(out_, key);
    out_ += ':';
  }
  void floats(const char* key, std::initializer_list<float> values) {
    name(key);
    out_ += '[';
    for (const float* v = values.begin(); v != values.end(); ++v) {
      if (v != values.begin()) out_ += ',';
      out_ += formatFloat(*v);
    }
    out_ += ']';
  }

  std::string& out_;
  bool first_ = true;
};

void writeBlocker(ObjectWriter& o, const TraceEvent& e) {
  if (e.blocker == BlockerKind::None) return;
  o.text("blocker", blockerKindName(e.blocker));
  if (e.blocker == BlockerKind::Tile || e.blocker == BlockerKind::Wall) {
    o.text("tile", tileName(e.tile));
    o.cell("cell", e.cell);
  }
}

void writeKindFields(ObjectWriter& o, const TraceEvent& e) {
  switch (e.kind) {
    case TraceKind::Ray:
      o.vec("origin", e.point);
      o.vec("direction", e.direction);
      o.number("length", e.distance);
      o.boolean("hit", e.hit);
      if (e.hit) {
        o.vec("hitPoint", e.hitPoint);
        o.vec("normal", e.normal);
        writeBlocker(o, e);
      }
      break;
    case TraceKind::Contact:
      o.vec("point", e.point);
      o.vec("normal", e.normal);
      o.number("distance", e.distance);
      o.text("verdict", contactVerdictName(e.verdict));
      writeBlocker(o, e);
      break;
    case TraceKind::PixelStop:
      o.vec("direction", e.direction);
      writeBlocker(o, e);
      break;
    case TraceKind::StepUp:
    case TraceKind::SnapDown:
    case TraceKind::CornerSlide:
    case TraceKind::FellOut: o.vec("direction", e.direction); break;
    case TraceKind::Push:
    case TraceKind::Carry:
      o.vec("direction", e.direction);
      o.number("distance", e.distance);
      break;
    case TraceKind::Jump: o.vec("velocity", e.point); break;
    case TraceKind::Resolve:
      o.vec("translation", e.direction);
      writeBlocker(o, e);
      break;
    case TraceKind::Cell:
      o.cell("cell", e.cell);
      o.integer("count", e.count);
      break;
    case TraceKind::Pair:
      o.vec("overlap", e.point);
      o.vec("otherCenter", e.hitPoint);
      break;
    case TraceKind::SweptBox:
    case TraceKind::Squish:
    case TraceKind::Landing: break;
  }
}

void appendEvent(std::string& out, const TraceEvent& e, int64_t frame) {
  ObjectWriter o(out);
  o.integer("frame", frame);
  o.text("phase", tracePhaseName(e.phase));
  o.text("kind", traceKindName(e.kind));
  if (e.actor != kNoId) o.integer("actor", e.actor);
  if (e.solid != kNoId) o.integer("solid", e.solid);
  if (e.other != kNoId) o.integer("other", e.other);
  o.box("box", e.box);
  writeKindFields(o, e);
  o.end();
}

}  // namespace

std::string traceEventJson(const TraceEvent& event, int64_t frame) {
  std::string line;
  appendEvent(line, event, frame);
  return line;
}

std::string traceOutputProblem(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) return {};
  std::ifstream in(path, std::ios::binary);
  if (!in) return "exists and cannot be read, so it may not be a trace";
  std::string start(32, '\0');
  in.read(start.data(), static_cast<std::streamsize>(start.size()));
  start.resize(static_cast<size_t>(in.gcount()));
  // appendEvent writes the frame first.
  if (start.empty() || start.starts_with("{\"frame\":")) return {};
  return "exists and is not a trace";
}

TraceFileWriter::TraceFileWriter(std::string path) : path_(std::move(path)) {
  if (isDeviceOrPipe(path_)) {  // /dev/stdout, a pipe: written into as the run goes
    file_ = std::fopen(path_.c_str(), "w");
    if (!file_) fail("opening", path_, errno);
    return;
  }
  // The pid keeps two runs apart; the attempt number skips a file a crashed run left behind.
  for (int attempt = 0; !file_; ++attempt) {
    temp_ = path_ + ".tmp-" + std::to_string(::getpid());
    if (attempt > 0) temp_ += '-' + std::to_string(attempt);
    file_ = std::fopen(temp_.c_str(), "wx");  // "x": never opens a file that exists
    if (!file_ && (errno != EEXIST || attempt == 100)) {
      fail("creating", temp_, errno);
      temp_.clear();
      return;
    }
  }
  tempFileCreated(temp_);
}

TraceFileWriter::~TraceFileWriter() {
  if (file_) std::fclose(file_);
  if (temp_.empty()) return;
  std::remove(temp_.c_str());
  tempFileGone(temp_);
}

void TraceFileWriter::fail(const char* doing, const std::string& file, int err) {
  if (error_.empty())
    error_ = "cannot write the trace " + path_ + ": " + std::strerror(err) + " (while " + doing + " " + file + ")";
}

void TraceFileWriter::write(const StepTrace& trace, int64_t frame) {
  if (!file_ || !ok()) return;
  for (const TraceEvent& e : trace.events()) {
    line_.clear();
    appendEvent(line_, e, frame);
    line_ += '\n';
    if (std::fwrite(line_.data(), 1, line_.size(), file_) != line_.size()) {
      fail("writing", writtenFile(), errno);
      return;
    }
  }
}

bool TraceFileWriter::commit() {
  if (!file_) return false;
  const bool flushed = std::fflush(file_) == 0 && !std::ferror(file_);
  const int flushError = errno;
  const bool closed = std::fclose(file_) == 0;
  const int closeError = errno;
  file_ = nullptr;
  if (!flushed) fail("writing", writtenFile(), flushError);
  if (!closed) fail("closing", writtenFile(), closeError);
  if (temp_.empty()) return ok();  // written into a device or a pipe
  // The trace it replaces is kept, as a saved level's previous version is.
  const std::string backup = backupPath(path_);
  const bool keptOld = ok() && std::rename(path_.c_str(), backup.c_str()) == 0;
  if (ok() && !keptOld && errno != ENOENT) fail("keeping the previous version as", backup, errno);
  if (ok() && std::rename(temp_.c_str(), path_.c_str()) != 0) {
    fail("renaming", temp_, errno);
    if (keptOld) std::rename(backup.c_str(), path_.c_str());
  }
  if (!ok()) return false;
  tempFileGone(temp_);
  temp_.clear();  // it is the trace file now
  if (keptOld) keptAs_ = backup;
  return true;
}

}  // namespace ledge::io
