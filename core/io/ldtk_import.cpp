#include "core/io/ldtk_import.h"

#include <algorithm>
#include <cstdint>
#include <map>

#include "core/io/file_read.h"
#include "core/io/ldtk_import_parts.h"
#include "core/io/physics_keys.h"
#include "core/io/text_util.h"
#include "core/limits.h"

namespace ledge::io {
namespace ldtk {

std::string identifierOf(const Json& object, const char* key) {
  const Json* id = JsonReader::optional(object, key);
  return id && id->is_string() ? id->get<std::string>() : std::string();
}

std::vector<ObjectField> fieldsOf(JsonReader& r, const Json& owner, const std::string& path) {
  std::vector<ObjectField> fields;
  const std::string listPath = memberPath(path, "fieldInstances");
  const Json* list = JsonReader::optional(owner, "fieldInstances");
  if (!list || !r.array(*list, listPath)) return fields;
  for (size_t i = 0; i < list->size(); ++i) {
    const std::string fieldPath = elementPath(listPath, i);
    if (!r.object((*list)[i], fieldPath)) continue;
    const Json& f = (*list)[i];
    const std::string name = r.optionalString(f, "__identifier", fieldPath);
    const Json* value = JsonReader::optional(f, "__value");
    if (!value || value->is_null()) continue;
    fields.push_back({name, *value, memberPath(fieldPath, "__value")});
  }
  return fields;
}

std::optional<Vec2> layerOffset(JsonReader& r, const Json& layer, const std::string& path) {
  Vec2 offset;
  for (const auto& [key, out] : {std::pair{"__pxTotalOffsetX", &offset.x}, std::pair{"__pxTotalOffsetY", &offset.y}}) {
    const Json* v = JsonReader::optional(layer, key);
    if (!v) continue;
    const auto pixels = r.integer(*v, memberPath(path, key), -kMaxCoordinate, kMaxCoordinate);
    if (!pixels) return std::nullopt;
    *out = static_cast<float>(*pixels);
  }
  return offset;
}

std::optional<int64_t> requiredWhole(JsonReader& r, const Json& object, const char* key, const std::string& path,
                                     int64_t min, int64_t max) {
  const Json* v = r.required(object, key, path);
  return v ? r.integer(*v, memberPath(path, key), min, max) : std::nullopt;
}

std::string levelName(const std::string& identifier) { return "level " + inQuotes(identifier); }

std::string LevelLayers::layerName(size_t index) const {
  return "layer " + inQuotes(identifierOf(list[index], "__identifier")) + " of " + levelName(levelIdentifier);
}

}  // namespace ldtk

namespace {

using namespace ldtk;

class LdtkImport {
 public:
  LdtkImport(const std::string& file, LevelLoad& load) : file_(file), load_(load), r_(file, load.problems) {}

  void run(const Json& root, const LdtkOptions& options) {
    if (!r_.object(root, "$")) return;
    addNamedFiles(root);
    const Json* levels = r_.required(root, "levels", "$");
    if (!levels || !r_.array(*levels, "$.levels")) return;
    if (const Json* worlds = JsonReader::optional(root, "worlds"); levels->empty() && worlds && worlds->is_array() && !worlds->empty()) {
      r_.error("$.worlds", "the project keeps its levels in worlds (LDtk's multi-world projects), which Ledge does not read");
      return;
    }
    const std::optional<size_t> index = chooseLevel(*levels, options);
    if (!index) return;
    const std::string levelPath = elementPath("$.levels", *index);
    const Json& levelNode = (*levels)[*index];
    if (!r_.object(levelNode, levelPath)) return;
    const std::optional<LevelLayers> layers = levelLayers(levelNode, levelPath);
    if (!layers) return;
    // The file that holds the layers is the one their problems name.
    JsonReader& r = levelReader_ ? *levelReader_ : r_;
    const std::optional<IntGridValueNames> valueNames = intGridValueNames(root);
    const std::optional<std::vector<std::string>> leftOut = leftOutLayers(*layers, r);
    if (!valueNames || !leftOut) return;
    Level level;
    const std::optional<int> gridSize = importIntGrid(*valueNames, *layers, level, r, load_.notes);
    if (!gridSize) return;
    const ImportSources sources = importEntities(*layers, *gridSize, level, r, load_.notes);
    if (!leftOut->empty())
      note("layers of " + levelName(layers->levelIdentifier) + " not imported (Ledge takes its tiles from one IntGrid layer): " +
           joined(*leftOut));
    tellLevelFields(levelNode, levelPath, layers->levelIdentifier);
    r_.finish();
    if (levelReader_) levelReader_->finish();
    if (!r_.failed() && !r.failed()) finishImport(std::move(level), sources, r.file(), load_);
  }

 private:
  void note(std::string text) { load_.notes.push_back(std::move(text)); }

  // Every file the project names, beside it: each level's own file and background image, each
  // tileset's image, in the worlds too. The import reads one level's file at most, but no
  // command may write over any of them.
  void addNamedFiles(const Json& root) {
    const auto add = [&](const Json& object, const char* key) {
      if (const Json* name = JsonReader::optional(object, key); name && name->is_string() && !name->get_ref<const std::string&>().empty())
        load_.files.push_back(besideFile(file_, name->get<std::string>()));
    };
    const auto eachObject = [](const Json& parent, const char* key, auto&& visit) {
      if (const Json* list = JsonReader::optional(parent, key); list && list->is_array())
        for (const Json& item : *list)
          if (item.is_object()) visit(item);
    };
    const auto levelFiles = [&](const Json& level) {
      add(level, "externalRelPath");
      add(level, "bgRelPath");
    };
    eachObject(root, "levels", levelFiles);
    eachObject(root, "worlds", [&](const Json& world) { eachObject(world, "levels", levelFiles); });
    if (const Json* defs = JsonReader::optional(root, "defs"); defs && defs->is_object())
      eachObject(*defs, "tilesets", [&](const Json& tileset) { add(tileset, "relPath"); });
  }

  // The names of the IntGrid values of each layer definition ($.defs.layers). An identifier is a
  // string, or null for none; a uid or value of another kind is an error, as the cells of that
  // value would be read as of no name. LDtk's uids and values are 32-bit.
  std::optional<IntGridValueNames> intGridValueNames(const Json& root) {
    IntGridValueNames names;
    const Json* defs = JsonReader::optional(root, "defs");
    const Json* layerDefs = defs && defs->is_object() ? JsonReader::optional(*defs, "layers") : nullptr;
    if (!layerDefs || !layerDefs->is_array()) return names;
    for (size_t i = 0; i < layerDefs->size(); ++i) {
      const std::string path = elementPath("$.defs.layers", i);
      const Json& def = (*layerDefs)[i];
      const Json* values = def.is_object() ? JsonReader::optional(def, "intGridValues") : nullptr;
      if (!values) continue;
      const std::string valuesPath = memberPath(path, "intGridValues");
      const auto uid = requiredWhole(r_, def, "uid", path, INT32_MIN, INT32_MAX);
      if (!uid || !r_.array(*values, valuesPath)) continue;
      for (size_t k = 0; k < values->size(); ++k) {
        const std::string valuePath = elementPath(valuesPath, k);
        if (!r_.object((*values)[k], valuePath)) continue;
        const auto value = requiredWhole(r_, (*values)[k], "value", valuePath, INT32_MIN, INT32_MAX);
        const Json* id = JsonReader::optional((*values)[k], "identifier");
        const std::string name = id && !id->is_null() ? r_.optionalString((*values)[k], "identifier", valuePath) : "";
        if (value) names[*uid][*value] = name;
      }
    }
    if (r_.failed()) return std::nullopt;
    return names;
  }

  // Checks that each layer is an object of a type LDtk writes, and gives those Ledge leaves out:
  // Tiles and AutoLayer layers, the level's art (`Tiles "Background"`). Nullopt after an error:
  // a layer of no readable type would be skipped unremarked.
  static std::optional<std::vector<std::string>> leftOutLayers(const LevelLayers& layers, JsonReader& r) {
    std::vector<std::string> leftOut;
    for (size_t i = 0; i < layers.list.size(); ++i) {
      const std::string path = layers.layerPath(i);
      const Json& layer = layers.list[i];
      // A layer is named by its __identifier; one that is not an object, by its level.
      const NamedPlace named(r, layer.is_object() ? layers.layerName(i) : levelName(layers.levelIdentifier));
      if (!r.object(layer, path)) continue;
      r.optionalString(layer, "__identifier", path);
      const std::string type = r.required(layer, "__type", path) ? r.optionalString(layer, "__type", path) : "";
      if (type == "Tiles" || type == "AutoLayer")
        leftOut.push_back(type + " " + inQuotes(identifierOf(layer, "__identifier")));
      else if (!type.empty() && type != "IntGrid" && type != "Entities")
        r.warning(memberPath(path, "__type"),
                  "layer type " + inQuotes(type) + " is not one of LDtk's (IntGrid, Entities, Tiles, AutoLayer); not imported");
    }
    if (r.failed()) return std::nullopt;
    return leftOut;
  }

  // The level's own fields: Ledge reads none. One named like a physics setting looks meant for
  // Ledge's ("gravity"): a warning; others (music, a title) are counted in a note.
  void tellLevelFields(const Json& level, const std::string& path, const std::string& identifier) {
    std::map<std::string, int> leftOut;
    const NamedPlace named(r_, levelName(identifier));
    const std::vector<std::string_view> physics = physicsKeyNames();
    for (const ObjectField& field : fieldsOf(r_, level, path)) {
      if (std::ranges::any_of(physics, [&](std::string_view key) { return sameName(key, field.name); }))
        r_.warning(field.where, "level field " + inQuotes(field.name) + " is named like a physics setting of Ledge's, which " +
                                    "an LDtk import does not read; not imported (set it in the converted level's \"physics\")");
      else
        ++leftOut[inQuotes(field.name)];
    }
    if (!leftOut.empty()) note("level fields of " + levelName(identifier) + " not imported: " + counted(leftOut));
  }

  std::optional<size_t> chooseLevel(const Json& levels, const LdtkOptions& options) {
    std::vector<std::string> names;
    std::optional<size_t> chosen;
    for (size_t i = 0; i < levels.size(); ++i) {
      const std::string path = elementPath("$.levels", i);
      if (!r_.object(levels[i], path)) continue;
      names.push_back(r_.optionalString(levels[i], "identifier", path));
      if (!chosen && (options.level.empty() || names.back() == options.level)) chosen = i;
    }
    if (r_.failed()) return std::nullopt;
    std::vector<std::string> quotedNames;
    for (const std::string& n : names) quotedNames.push_back(inQuotes(n));
    const std::string list = joined(quotedNames);
    if (!chosen) {
      r_.error("$.levels", options.level.empty() ? "the project has no level"
                                                 : "no level is named " + inQuotes(options.level) + "; the levels are: " + list);
      return std::nullopt;
    }
    if (names.size() > 1) note("level " + inQuotes(identifierOf(levels[*chosen], "identifier")) + " (--level picks another of " + list + ")");
    return chosen;
  }

  // A level's layers: in the project, or in the level's own file when levels are saved apart, which
  // levelReader_ reads then.
  std::optional<LevelLayers> levelLayers(const Json& level, const std::string& path) {
    const std::string name = identifierOf(level, "identifier");
    if (const Json* layers = JsonReader::optional(level, "layerInstances"); layers && !layers->is_null()) {
      const std::string layersPath = memberPath(path, "layerInstances");
      if (!r_.array(*layers, layersPath)) return std::nullopt;
      return LevelLayers{*layers, layersPath, name};
    }
    const Json* external = JsonReader::optional(level, "externalRelPath");
    if (!external || external->is_null()) {
      r_.error(path, "the level has no layerInstances and no externalRelPath");
      return std::nullopt;
    }
    const std::string* relPath = r_.string(*external, memberPath(path, "externalRelPath"));
    if (!relPath) return std::nullopt;
    const std::string levelFile = besideFile(file_, *relPath);  // in files already
    const FileRead read = readWholeFile(levelFile, kMaxMapFileBytes);
    if (read.ok())
      externalLevel_ = parseJsonText(read.bytes, levelFile, load_.problems);
    else
      load_.problems.push_back({Problem::Severity::Error, levelFile, "", "cannot read the level file: " + read.error});
    if (!externalLevel_) {
      // Said of the project too, at the place that names the file.
      r_.error(memberPath(path, "externalRelPath"), "the level file cannot be read");
      return std::nullopt;
    }
    JsonReader& r = levelReader_.emplace(levelFile, load_.problems);
    const NamedPlace named(r, levelName(name));
    const Json* layers = r.object(*externalLevel_, "$") ? r.required(*externalLevel_, "layerInstances", "$") : nullptr;
    if (!layers || !r.array(*layers, "$.layerInstances")) return std::nullopt;
    return LevelLayers{*layers, "$.layerInstances", name};
  }

  const std::string& file_;
  LevelLoad& load_;
  JsonReader r_;
  std::optional<Json> externalLevel_;
  std::optional<JsonReader> levelReader_;  // of the level's own file, when it has one
};

}  // namespace

LevelLoad importLdtk(const std::string& path, const LdtkOptions& options) {
  LevelLoad load;
  load.files = {path};
  try {
    const FileRead read = readWholeFile(path, kMaxMapFileBytes);
    if (!read.ok()) {
      load.problems.push_back({Problem::Severity::Error, path, "", "cannot read the file: " + read.error});
      return load;
    }
    if (const std::optional<Json> root = parseJsonText(read.bytes, path, load.problems))
      LdtkImport(path, load).run(*root, options);
  } catch (const std::exception& e) {
    load.level.reset();
    load.problems.push_back({Problem::Severity::Error, path, "", std::string("cannot import the project: ") + e.what()});
  }
  return load;
}

}  // namespace ledge::io
