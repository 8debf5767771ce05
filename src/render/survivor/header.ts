import { challengeOf } from "../../games/survivor/cards.ts";
import { describePrompt, describeRecent } from "../../games/survivor/describe.ts";
import { cardName, colorName, conditionText, statName } from "../../games/survivor/words.ts";
import type { Rect } from "../kit/geometry.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel, drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { drawParagraph } from "../kit/wrap.ts";
import { drawColorDot } from "./castaway.ts";
import { LOG_LINE_H, LOG_LINES, PAD } from "./layout.ts";
import { challengeIsCurrent, type Scene } from "./scene.ts";
import { say } from "./strings.ts";

/** The title and turn on top; below, across the whole width, what the table is waiting for. */
export function paintHeader(ctx: Ctx, scene: Scene, rect: Rect): void {
  const { table, locale } = scene;
  ctx.fillStyle = palette.panel;
  ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
  const stage =
    table.phase === "over" ? say("over", locale) : table.phase === "deck" ? say("setup", locale) : table.showdown ? say("showdown", locale) : say("turn", locale, { n: table.turn });
  drawText(ctx, say("title", locale), rect.x + PAD, rect.y + 30, 300, { size: 30, weight: "bold", color: palette.text });
  drawPill(ctx, stage, rect.x + 230, rect.y + 30, { size: 20, fill: palette.panelEdge, color: palette.text, maxWidth: 400 });
  const prompt = describePrompt(scene.view, locale, scene.names);
  drawParagraph(ctx, prompt, rect.x + PAD, rect.y + 56, rect.w - 2 * PAD, 2, { size: 24, minSize: 19, weight: "bold", color: palette.highlight, lineHeight: 1.15 });
}

/**
 * The challenge in effect: its name, stat(s), numbers, colour and condition, and how many challenges are left. Before
 * it is turned up, only the count.
 */
export function paintChallenge(ctx: Ctx, scene: Scene, rect: Rect): void {
  const { table, locale } = scene;
  drawPanel(ctx, rect, { fill: "#203448", edge: palette.panelEdge });
  const left = rect.x + PAD;
  const right = rect.x + rect.w - PAD;
  drawText(ctx, say("challenges-left", locale, { left: table.challengesLeft }), right, rect.y + 28, 260, { size: 18, color: palette.muted, align: "right" });
  if (!challengeIsCurrent(table) || !table.challenge) {
    drawText(ctx, say("challenge", locale), left, rect.y + 28, 400, { size: 18, color: palette.muted });
    drawParagraph(ctx, say("no-challenge", locale), left, rect.y + 50, rect.w - 2 * PAD, 2, { size: 24, minSize: 18, color: palette.text, lineHeight: 1.2 });
    return;
  }
  const def = challengeOf(table.challenge);
  drawText(ctx, say("challenge", locale), left, rect.y + 28, 400, { size: 18, color: palette.muted });
  drawText(ctx, cardName(table.challenge, locale), left, rect.y + 62, rect.w - 2 * PAD - 80, { size: 34, minSize: 24, weight: "bold", color: palette.text });
  if (def.color) drawColorDot(ctx, def.color, right - 20, rect.y + 62, 36, locale);
  let x = left;
  for (const stat of def.stats) x += drawPill(ctx, statName(stat, locale), x, rect.y + 104, { size: 20, fill: palette.highlight, color: palette.onHighlight, maxWidth: 260 }) + 8;
  const limits = def.min
    ? say("challenge.limits-min", locale, { min: def.min, max: def.max, items: table.itemLimit })
    : say("challenge.limits", locale, { max: def.max, items: table.itemLimit });
  const extra = [def.color ? colorName(def.color, locale) : null, def.condition ? conditionText(def.condition, locale) : null].filter(Boolean).join(" · ");
  drawText(ctx, extra ? `${limits} · ${extra}` : limits, x + 6, rect.y + 104, right - x - 6, { size: 19, minSize: 14, color: palette.text });
}

/** The latest move, its last few lines. */
export function paintLog(ctx: Ctx, scene: Scene, rect: Rect): void {
  drawPanel(ctx, rect, { fill: palette.panel, edge: palette.panelEdge });
  const lines = describeRecent(scene.view, scene.locale, scene.names).slice(-LOG_LINES);
  lines.forEach((line, i) => drawText(ctx, line, rect.x + PAD, rect.y + PAD + LOG_LINE_H / 2 + i * LOG_LINE_H, rect.w - 2 * PAD, { size: 19, minSize: 14, color: palette.text }));
}
