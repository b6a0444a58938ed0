#include "app/draw_list_renderer.h"

#include <imgui.h>

#include <cmath>

namespace ledge::app {
namespace {

ImVec2 im(Vec2 v) { return {v.x, v.y}; }

void arrow(ImDrawList& out, ImVec2 tail, ImVec2 head, ImU32 color, float thickness) {
  out.AddLine(tail, head, color, thickness);
  const float dx = head.x - tail.x, dy = head.y - tail.y;
  const float length = std::sqrt(dx * dx + dy * dy);
  if (length < 1e-3f) return;
  const float ux = dx / length, uy = dy / length;
  const float size = 5.0f + thickness * 2.0f;
  const ImVec2 back(head.x - ux * size, head.y - uy * size);
  out.AddTriangleFilled(head, ImVec2(back.x - uy * size * 0.5f, back.y + ux * size * 0.5f),
                        ImVec2(back.x + uy * size * 0.5f, back.y - ux * size * 0.5f), color);
}

}  // namespace

void renderDrawList(const DrawList& list, ImDrawList& out) {
  const CanvasView& view = list.view;
  out.PushClipRect(im(view.screenOrigin), im(view.screenOrigin + view.screenSize), true);
  for (const DrawCommand& c : list.commands) {
    const ImVec2 a = im(view.toScreen(c.a));
    const ImU32 color = c.color;
    switch (c.type) {
      case DrawCommand::Type::Line: out.AddLine(a, im(view.toScreen(c.b)), color, c.thickness); break;
      case DrawCommand::Type::Rect: out.AddRect(a, im(view.toScreen(c.b)), color, 0.0f, 0, c.thickness); break;
      case DrawCommand::Type::FilledRect: out.AddRectFilled(a, im(view.toScreen(c.b)), color); break;
      case DrawCommand::Type::Arrow: arrow(out, a, im(view.toScreen(c.b)), color, c.thickness); break;
      case DrawCommand::Type::Circle: out.AddCircle(a, c.b.x, color, 0, c.thickness); break;
      case DrawCommand::Type::FilledCircle: out.AddCircleFilled(a, c.b.x, color); break;
      case DrawCommand::Type::Marker:
        out.AddRectFilled(ImVec2(a.x - c.b.x, a.y - c.b.x), ImVec2(a.x + c.b.x, a.y + c.b.x), color);
        out.AddRect(ImVec2(a.x - c.b.x, a.y - c.b.x), ImVec2(a.x + c.b.x, a.y + c.b.x), IM_COL32(20, 20, 24, 255));
        break;
      case DrawCommand::Type::Text: {
        const ImVec2 size = ImGui::CalcTextSize(c.text.c_str());
        out.AddText(ImVec2(a.x - size.x * 0.5f, a.y - size.y * 0.5f), color, c.text.c_str());
        break;
      }
    }
  }
  out.PopClipRect();
}

}  // namespace ledge::app
