import { drawHeadline, type HeadlineStyle } from "../kit/headline.ts";
import { drawIcon } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import { drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { describePrompt } from "../../games/spymaster/describe.ts";
import { say as sayGame } from "../../games/spymaster/words.ts";
import { MIN_TEXT } from "./layout.ts";
import { say, type Scene } from "./scene.ts";

const PROMPT: HeadlineStyle = { size: 30, minSize: 26, twoLineSize: 26 };

/**
 * Two rows: the game, the round and the phase on top; below them, across the whole width, what the table is waiting
 * for (the crown first once the game is over).
 */
export function paintHeader(ctx: Ctx, scene: Scene): void {
  const { table, locale } = scene;
  const { header } = scene.layout;
  ctx.fillStyle = palette.panel;
  ctx.fillRect(header.x, header.y, header.w, header.h);
  const top = header.y + 32;
  let x = header.x + 20;
  x +=
    drawText(ctx, sayGame(`game.${table.variant}`, locale), x, top, 300, {
      size: 32,
      minSize: MIN_TEXT,
      weight: "bold",
      color: palette.text,
    }) + 16;
  const chip = { size: 24, fill: palette.panelEdge, color: palette.text, maxWidth: 200 };
  if (table.round > 0) x += drawPill(ctx, say("round", locale, { n: table.round }), x, top, chip) + 10;
  drawPill(ctx, say(`phase.${table.phase}`, locale), x, top, chip);

  let left = header.x + 20;
  const middle = header.y + 90;
  if (table.phase === "over") {
    drawIcon(ctx, "crown", left + 16, middle, 32, palette.highlight);
    left += 44;
  }
  drawHeadline(
    ctx,
    describePrompt(scene.view, locale, scene.names),
    left,
    middle,
    header.x + header.w - 20 - left,
    PROMPT,
    palette.highlight,
  );
}
