#pragma once
// `ledge [LEVEL]`: the editor in a window, until the user quits (or for --frames frames).

#include "app/editor_options.h"

namespace ledge::app {

// The process exit code: 0 after a clean exit, 2 when no window can be opened.
int runEditor(const EditorOptions& options);

}  // namespace ledge::app
