import type { Phase } from "../../games/tomb-raider/state.ts";
import { levelName } from "../../games/tomb-raider/cards.ts";
import { describePrompt } from "../../games/tomb-raider/describe.ts";
import { drawIcon } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import { drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText, textWidth } from "../kit/text.ts";
import { wrapLines } from "../kit/wrap.ts";
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

/** A long prompt (names, a square, a limit) in two lines of about the same width, rather than losing its end. */
function twoLines(ctx: Ctx, text: string, room: number, size: number): string[] {
  let lines = wrapLines(ctx, text, room, size, "bold");
  for (let width = room - 10; width > room / 3; width -= 10) {
    const narrower = wrapLines(ctx, text, width, size, "bold");
    if (narrower.length > 2) break;
    lines = narrower;
  }
  return lines.slice(0, 2);
}

export function paintHeader(ctx: Ctx, scene: Scene): void {
  const { table, locale } = scene;
  ctx.fillStyle = palette.panel;
  ctx.fillRect(header.x, header.y, header.w, header.h);
  const y = header.y + header.h / 2;
  let x = header.x + 16;
  const title = table.level === null ? say("title", locale) : say("title.level", locale, { level: levelName(table.level)[locale] });
  x += drawText(ctx, title, x, y, 330, { size: 28, minSize: 22, weight: "bold", color: palette.text }) + 14;
  const chip = { size: 22, fill: palette.panelEdge, color: palette.text, maxWidth: 210 };
  if (table.turn > 0) x += drawPill(ctx, say("turn", locale, { n: table.turn }), x, y, chip) + 8;
  x += drawPill(ctx, say(ROUND_OF[table.phase], locale), x, y, chip) + 20;

  const right = header.x + header.w - 16;
  const over = table.phase === "over";
  const room = right - x - (over ? 42 : 0);
  const prompt = describePrompt(scene.view, locale, scene.names);
  const style = { size: 26, minSize: 22, weight: "bold" as const, color: palette.highlight, align: "right" as const };
  const lines = textWidth(ctx, prompt, style.minSize, "bold") <= room ? [prompt] : twoLines(ctx, prompt, room, style.minSize);
  const widths = lines.map((line, i) =>
    drawText(ctx, line, right, y + (i - (lines.length - 1) / 2) * 26, room, lines.length === 1 ? style : { ...style, size: style.minSize }),
  );
  if (over) drawIcon(ctx, "crown", right - Math.max(...widths) - 22, y, 30, palette.highlight);
}
