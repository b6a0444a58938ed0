// importObjects (tiled_import_parts.h): a Tiled map's objects as actors and solids, placed and
// sized in whole pixels, their custom properties as fields, and the polylines that are the
// solids' paths.

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

#include "core/io/actor_keys.h"
#include "core/io/object_fields.h"
#include "core/io/text_util.h"
#include "core/io/tiled_import_parts.h"
#include "core/limits.h"

namespace ledge::io::tiled {
namespace {

// Is the object's place a JSON path (.tmj), rather than its label or XPath (.tmx)?
bool placedByJsonPath(const Object& o) { return !o.where.empty() && o.where.front() == '$'; }

// `object id=3 "player"`.
std::string objectIdAndName(const Object& o) {
  std::string label = "object id=" + std::to_string(o.id);
  return o.name.empty() ? label : label + " " + inQuotes(o.name);
}

// How messages name an object: a .tmx object's place is its label already (`object id=3 "player" in
// layer "Entities"`); a .tmj object's is its JSON path, which the label leads with.
std::string objectLabel(const Object& o) {
  return placedByJsonPath(o) ? objectIdAndName(o) + " at " + o.where : o.where;
}

// `object id=3 "crate" in layer "Things" at (32, 84)`: a .tmj object as a message names it, its place
// (a JSON path) does not; a .tmx object's place names it (or is its XPath): this adds where it is.
std::string objectInMessage(const Object& o) {
  const std::string at = "at " + pointText(Vec2{o.box.x, o.box.y});
  return placedByJsonPath(o) ? objectIdAndName(o) + " in layer " + inQuotes(o.layer) + " " + at : "the object " + at;
}

// "object 3": short, as the place before the message already says where it is.
std::string objectNumber(const Object& o) { return "object " + std::to_string(o.id); }

class ObjectImport {
 public:
  ObjectImport(const Map& map, JsonReader& reader, std::vector<std::string>& notes)
      : map_(map), reader_(reader), notes_(notes) {}

  ImportSources mapObjects(Level& level) {
    std::map<std::string, int> made, ignored, unknownFields;
    std::vector<const Object*> polylines;
    std::vector<const Object*> solidObjects;
    for (const Object& o : map_.objects) {
      const std::string type = classOf(o);
      if (o.isPolyline && (type.empty() || type == "path")) {
        polylines.push_back(&o);
        continue;
      }
      const ObjectKind kind = objectKindNamed(type, false);
      std::vector<std::string> unknown;
      if (kind.role == ObjectRole::Actor) {
        ActorSpec actor;
        actor.kind = kind.actor;
        placeBox(o, actor, std::string(actorKindName(kind.actor)));
        warnIfRotated(o, actorKindName(kind.actor));
        unknown = applyActorFields(fieldsOf(o.properties), actor, reader_);
        readExtra(reader_, o.properties, "ledge:extra", actorKeyNames(), actor.extra);
        level.actors.push_back(std::move(actor));
        sources_.actors.push_back(objectLabel(o));
        ++made[actorKindName(kind.actor)];
      } else if (kind.role == ObjectRole::Solid) {
        if (const SizeProblem size = sizeProblem(o); !size.text.empty()) {
          reader_.warning(size.where, "solid " + objectNumber(o) + " " + size.text + "; not imported");
          continue;
        }
        SolidSpec solid;
        placeBox(o, solid, "solid");
        warnIfRotated(o, "solid");
        unknown = applySolidFields(fieldsOf(o.properties), solid, reader_);
        readExtra(reader_, o.properties, "ledge:extra", solidKeyNames(), solid.extra);
        level.solids.push_back(std::move(solid));
        sources_.solids.push_back(objectLabel(o));
        sources_.paths.emplace_back();
        solidObjects.push_back(&o);
        ++made["solid"];
      } else {
        ++ignored[type.empty() ? "without a class" : inQuotes(type)];
        warnIfMeantForLedge(o, type);
      }
      for (const std::string& field : unknown) ++unknownFields[inQuotes(field)];
    }
    if (!made.empty()) note("objects -> " + counted(made));
    if (!ignored.empty()) note("objects not imported (their class is not player, walker, crate or solid): " + counted(ignored));
    if (!unknownFields.empty()) note("object properties not imported: " + counted(unknownFields));
    attachPaths(level, solidObjects, polylines);
    return std::move(sources_);
  }

 private:
  void note(std::string text) { notes_.push_back(std::move(text)); }

  static std::vector<ObjectField> fieldsOf(const Properties& properties) {
    std::vector<ObjectField> fields;
    for (const Property& p : properties)
      if (p.name != "ledge:extra") fields.push_back({p.name, p.value, p.where});
    return fields;
  }

  // A number of an object in whole map pixels within [min, max], or nullopt after an error that
  // quotes the file. `offset`: what the object's layers added to the file's number, if it has one
  // (`name`: when it has not, the offsets are all there is to quote).
  std::optional<int> pixels(float value, float offset, const Written& written, const char* name, int min, int max) {
    const double rounded = std::round(static_cast<double>(value));
    if (rounded >= min && rounded <= max) return static_cast<int>(rounded);
    std::string message =
        "expected a whole number of pixels from " + std::to_string(min) + " to " + std::to_string(max) + ", found ";
    if (written.text.empty()) message += numberText(value) + " from the offsets of its layers (the object has no " + name + ")";
    else if (offset != 0.0f) message += written.text + " (" + numberText(value) + " with the offsets of its layers)";
    else if (rounded != value) message += written.text + " (rounds to " + numberText(static_cast<float>(rounded)) + ")";
    else message += written.text;
    reader_.error(written.where, message);
    return std::nullopt;
  }

  // What is wrong with the object's size, if it has no width and height above 0, and where: a point
  // object (in a .tmx, also one that writes neither) "has no size", as it should; one that writes a
  // width or height of 0 or less (by hand, or a rectangle never dragged out) has a broken size.
  struct SizeProblem {
    std::string text;  // empty: the object has a size
    std::string where;
    bool isPoint = false;  // a point, or an object that writes no size: it takes Ledge's default unremarked
  };
  static SizeProblem sizeProblem(const Object& o) {
    if (o.box.w > 0.0f && o.box.h > 0.0f) return {};
    // Width and height 0 are what Tiled saves for a rectangle never dragged out (a .tmx writes
    // neither): the designer marked a place, as with a point.
    if (o.isPoint || (o.box.w == 0.0f && o.box.h == 0.0f)) return {"has no size", o.where, true};
    const auto quoted = [](const Written& w, float v) { return w.text.empty() ? numberText(v) : w.text; };
    const Written& bad = o.box.w > 0.0f ? o.written.height : o.written.width;
    return {"has width " + quoted(o.written.width, o.box.w) + " and height " + quoted(o.written.height, o.box.h) +
                ", which is no size",
            bad.where.empty() ? o.where : bad.where, false};
  }

  // The object's top-left and size in whole pixels, into an ActorSpec or SolidSpec, which keeps
  // its size when the object has none (a point). Left as it was after an error.
  template <typename Spec>
  void placeBox(const Object& o, Spec& spec, const std::string& what) {
    const auto x = pixels(o.box.x, o.offset.x, o.written.x, "x", -kMaxCoordinate, kMaxCoordinate);
    const auto y = pixels(o.box.y, o.offset.y, o.written.y, "y", -kMaxCoordinate, kMaxCoordinate);
    std::optional<int> w = spec.w, h = spec.h;
    const SizeProblem size = sizeProblem(o);
    if (!size.text.empty() && !size.isPoint)
      reader_.warning(size.where, objectNumber(o) + " " + size.text + "; the " + what + " gets Ledge's default size, " +
                                      sizeText(spec.w, spec.h));
    if (size.text.empty()) {
      w = pixels(o.box.w, 0.0f, o.written.width, "width", 1, kMaxCoordinate);
      h = pixels(o.box.h, 0.0f, o.written.height, "height", 1, kMaxCoordinate);
    }
    if (!x || !y || !w || !h) return;
    spec.x = *x;
    spec.y = *y;
    spec.w = *w;
    spec.h = *h;
  }

  // An object left out for its class, which looks meant to be an actor or a solid: its class (or,
  // without one, its name) contains one of Ledge's ("PlayerStart", "crate_big"), or it sets a
  // property Ledge reads of them ("mover", "speed"). Others (decoration, text, another game's
  // objects: common in a Tiled map) are only counted in the notes; a warning each would be noise.
  void warnIfMeantForLedge(const Object& o, const std::string& type) {
    const std::string hint = ledgeHint(o, type);
    if (hint.empty()) return;
    const std::string classText =
        type.empty() ? "has no class" : "has the class " + inQuotes(type) + ", which is not one of Ledge's";
    reader_.warning(o.where, objectInMessage(o) + " " + classText + " (player, walker, crate, solid), but " + hint +
                                 "; not imported");
  }

  // What makes the object look meant for Ledge, or "".
  static std::string ledgeHint(const Object& o, const std::string& type) {
    const std::string& named = type.empty() ? o.name : type;
    if (const std::string_view kind = kindName(objectKindNamed(named, true)); !kind.empty())
      return (type.empty() ? "its name " : "it ") + std::string("contains ") + inQuotes(std::string(kind));
    if (const std::string_view kind = kindMisspeltAs(type); !kind.empty())
      return "it is a letter from " + inQuotes(std::string(kind));
    std::vector<std::string> names;
    for (const Property& p : o.properties) names.push_back(p.name);
    return setsFieldsLedgeReads(names, "a property", "properties");
  }

  static std::string_view kindName(ObjectKind kind) {
    if (kind.role == ObjectRole::Actor) return actorKindName(kind.actor);
    return kind.role == ObjectRole::Solid ? "solid" : "";
  }

  void warnIfRotated(const Object& o, const std::string& what) {
    if (o.rotation != 0.0f)
      reader_.warning(o.written.rotation.where,
                      "rotation " + numberText(o.rotation) + " is not supported; the " + what + " is imported unrotated");
  }

  std::string classOf(const Object& o) const {
    if (!o.type.empty() || o.gid == 0) return o.type;
    const uint32_t gid = o.gid & ~kFlipBits;
    const Tileset* tileset = map_.tilesetOf(gid);
    const TileInfo* tile = tileset ? tileset->find(gid - tileset->firstGid) : nullptr;
    return tile ? tile->type : std::string();
  }

  // A solid's path: the polyline its "path" property names, else the first one starting on it.
  void attachPaths(Level& level, const std::vector<const Object*>& solids, const std::vector<const Object*>& polylines) {
    std::vector<bool> used(polylines.size(), false);
    int withPath = 0;
    for (size_t i = 0; i < solids.size(); ++i) {
      const Object& o = *solids[i];
      SolidSpec& solid = level.solids[i];
      std::optional<size_t> chosen;
      if (const Property* named = findProperty(o.properties, "path")) {
        for (size_t k = 0; k < polylines.size(); ++k)
          if (named->value.is_number_integer() && polylines[k]->id == named->value.get<int64_t>()) chosen = k;
        if (!chosen) reader_.warning(named->where, "names object " + named->value.dump() + ", which is not a polyline");
      } else {
        for (size_t k = 0; k < polylines.size() && !chosen; ++k) {
          if (used[k] || polylines[k]->polyline.empty()) continue;
          const Vec2 start = polylines[k]->polyline.front();
          const Box& b = o.box;
          if (start.x >= b.x && start.x <= b.right() && start.y >= b.y && start.y <= b.bottom()) chosen = k;
        }
      }
      if (!chosen) continue;
      used[*chosen] = true;
      ++withPath;
      sources_.paths[i] = objectLabel(*polylines[*chosen]);
      readPath(*polylines[*chosen], o, solid);
    }
    if (withPath) note("solids with a polyline path: " + std::to_string(withPath));
    for (size_t k = 0; k < polylines.size(); ++k) {
      if (used[k]) continue;
      const Object& line = *polylines[k];
      reader_.warning(line.where,
                      "polyline " + std::to_string(line.id) +
                          (line.polyline.empty()
                               ? " has no points; not imported"
                               : " starts on no solid; not imported (draw a path from a solid's top-left corner)"));
    }
  }

  void readPath(const Object& line, const Object& solidObject, SolidSpec& solid) {
    warnIfRotated(line, "path");
    // Chosen as the solid's path (by its "path" property, or by where it starts): without two points
    // it is no path, and the solid would silently stand still.
    if (line.polyline.size() < 2) {
      reader_.error(line.written.polyline.where,
                    "polyline " + std::to_string(line.id) + ", the path of solid object " + std::to_string(solidObject.id) +
                        ", has " + std::to_string(line.polyline.size()) + (line.polyline.size() == 1 ? " point" : " points") +
                        " (found " + (line.written.polyline.text.empty() ? "none" : line.written.polyline.text) +
                        "); a path needs at least 2");
      return;
    }
    auto within = [](float v) { return std::fabs(std::round(v)) <= kMaxCoordinate; };
    for (const Vec2 p : line.polyline) {
      if (!within(p.x) || !within(p.y)) {
        reader_.error(line.written.polyline.where, "expected points within " + std::to_string(-kMaxCoordinate) + " to " +
                                                       std::to_string(kMaxCoordinate) + " pixels for the path of solid object " +
                                                       std::to_string(solidObject.id) + ", found " + line.written.polyline.text);
        return;
      }
      solid.path.points.push_back({static_cast<int>(std::round(p.x)), static_cast<int>(std::round(p.y))});
    }
  }

  const Map& map_;
  JsonReader& reader_;
  std::vector<std::string>& notes_;
  ImportSources sources_;
};

}  // namespace

ImportSources importObjects(const Map& map, Level& level, JsonReader& reader, std::vector<std::string>& notes) {
  return ObjectImport(map, reader, notes).mapObjects(level);
}

}  // namespace ledge::io::tiled
