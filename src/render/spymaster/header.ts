import { drawIcon } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import { drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { describePrompt } from "../../games/spymaster/describe.ts";
import { say as sayGame } from "../../games/spymaster/words.ts";
import { header } from "./layout.ts";
import { say, type Scene } from "./scene.ts";

export function paintHeader(ctx: Ctx, scene: Scene): void {
  const { table, locale } = scene;
  ctx.fillStyle = palette.panel;
  ctx.fillRect(header.x, header.y, header.w, header.h);
  const y = header.y + header.h / 2;
  let x = header.x + 20;
  x += drawText(ctx, sayGame(`game.${table.variant}`, locale), x, y, 260, { size: 30, weight: "bold", color: palette.text }) + 16;
  const chip = { size: 22, fill: palette.panelEdge, color: palette.text, maxWidth: 200 };
  if (table.round > 0) x += drawPill(ctx, say("round", locale, { n: table.round }), x, y, chip) + 10;
  x += drawPill(ctx, say(`phase.${table.phase}`, locale), x, y, chip) + 24;

  const right = header.x + header.w - 20;
  const over = table.phase === "over";
  const iconRoom = over ? 44 : 0;
  const width = drawText(ctx, describePrompt(scene.view, locale, scene.names), right, y, right - x - iconRoom, {
    size: 30,
    minSize: 22,
    weight: "bold",
    color: palette.highlight,
    align: "right",
  });
  if (over) drawIcon(ctx, "crown", right - width - 24, y, 32, palette.highlight);
}
