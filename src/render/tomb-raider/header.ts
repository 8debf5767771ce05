import type { Phase } from "../../games/tomb-raider/state.ts";
import { levelName } from "../../games/tomb-raider/cards.ts";
import { describePrompt } from "../../games/tomb-raider/describe.ts";
import { drawHeadline, type HeadlineStyle } from "../kit/headline.ts";
import { drawIcon } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import { drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { header } from "./layout.ts";
import type { Scene } from "./scene.ts";
import { say, type TombRaiderRenderKey } from "./strings.ts";

const ROUND_OF: Record<Phase, TombRaiderRenderKey> = {
  level: "round.setup",
  deck: "round.setup",
  hand: "round.setup",
  ready: "round.ready",
  first: "round.ready",
  move: "round.action",
  place: "round.action",
  fight: "round.action",
  tackle: "round.action",
  search: "round.search",
  discover: "round.search",
  discard: "round.draw",
  "wrap-up": "round.draw",
  over: "round.over",
};

const PROMPT: HeadlineStyle = { size: 28, minSize: 24, twoLineSize: 23 };

/**
 * Two rows: the title, the turn and the round on top; below them, across the whole width, what the table is
 * waiting for (the crown first once the game is over).
 */
export function paintHeader(ctx: Ctx, scene: Scene): void {
  const { table, locale } = scene;
  ctx.fillStyle = palette.panel;
  ctx.fillRect(header.x, header.y, header.w, header.h);
  const top = header.y + 28;
  let x = header.x + 16;
  const title =
    table.level === null ? say("title", locale) : say("title.level", locale, { level: levelName(table.level)[locale] });
  x += drawText(ctx, title, x, top, 560, { size: 30, minSize: 24, weight: "bold", color: palette.text }) + 14;
  const chip = { size: 22, fill: palette.panelEdge, color: palette.text, maxWidth: 180 };
  if (table.turn > 0) x += drawPill(ctx, say("turn", locale, { n: table.turn }), x, top, chip) + 8;
  drawPill(ctx, say(ROUND_OF[table.phase], locale), x, top, chip);

  const over = table.phase === "over";
  let left = header.x + 16;
  const middle = header.y + 78;
  if (over) {
    drawIcon(ctx, "crown", left + 15, middle, 30, palette.highlight);
    left += 40;
  }
  const room = header.x + header.w - 16 - left;
  drawHeadline(ctx, describePrompt(scene.view, locale, scene.names), left, middle, room, PROMPT, palette.highlight);
}
