import { challengeOf } from "../../games/survivor/cards.ts";
import { describeLog, describePrompt } from "../../games/survivor/describe.ts";
import { tableEffects } from "../../games/survivor/effects.ts";
import { cardList, cardName, colorName, conditionText, statName } from "../../games/survivor/words.ts";
import type { Rect } from "../kit/geometry.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel, drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { drawParagraph } from "../kit/wrap.ts";
import { drawColorDot } from "./castaway.ts";
import { LOG_LINE_H, LOG_LINES, PAD } from "./layout.ts";
import type { Scene } from "./scene.ts";
import { say } from "./strings.ts";

/** The title and turn on top (with the showdown's hand limit); below, across the whole width, what the table waits for. */
export function paintHeader(ctx: Ctx, scene: Scene, rect: Rect): void {
  const { table, locale } = scene;
  ctx.fillStyle = palette.panel;
  ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
  const stage =
    table.phase === "over"
      ? say("over", locale)
      : table.phase === "deck"
        ? say("setup", locale)
        : table.showdown
          ? `${say("showdown", locale)} · ${say("hand-limit", locale, { n: table.handLimit })}`
          : say("turn", locale, { n: table.turn });
  drawText(ctx, say("title", locale), rect.x + PAD, rect.y + 30, 300, {
    size: 30,
    weight: "bold",
    color: palette.text,
  });
  drawPill(ctx, stage, rect.x + 230, rect.y + 30, {
    size: 20,
    fill: palette.panelEdge,
    color: palette.text,
    maxWidth: rect.w - 230 - PAD,
  });
  const prompt = describePrompt(scene.view, locale, scene.names);
  drawParagraph(ctx, prompt, rect.x + PAD, rect.y + 56, rect.w - 2 * PAD, 2, {
    size: 24,
    minSize: 19,
    weight: "bold",
    color: palette.highlight,
    lineHeight: 1.15,
  });
}

/**
 * The challenge in effect: its name, stat(s), numbers, colour and condition, and how many challenges are left; below,
 * the challenges already used and the effects that hold for everyone this turn. Before it is turned up, only that.
 */
export function paintChallenge(ctx: Ctx, scene: Scene, rect: Rect): void {
  const { table, locale } = scene;
  drawPanel(ctx, rect, { fill: "#203448", edge: palette.panelEdge });
  const left = rect.x + PAD;
  const right = rect.x + rect.w - PAD;
  drawText(ctx, say("challenges-left", locale, { left: table.challengesLeft }), right, rect.y + 24, 260, {
    size: 20,
    color: palette.muted,
    align: "right",
  });
  drawText(ctx, say("challenge", locale), left, rect.y + 24, 400, { size: 20, color: palette.muted });
  const used = table.challenge ? table.usedChallenges.slice(0, -1) : table.usedChallenges;
  const effects = tableEffects(table, locale);
  const notes = [
    ...(effects.length > 0 ? [say("in-effect", locale, { effects: effects.join(" · ") })] : []),
    ...(used.length > 0 ? [say("used", locale, { challenges: cardList(used, locale) })] : []),
  ];
  notes.forEach((note, i) =>
    drawText(ctx, note, left, rect.y + rect.h - 20 - (notes.length - 1 - i) * 29, rect.w - 2 * PAD, {
      size: 20,
      minSize: 16,
      color: i === 0 && effects.length > 0 ? palette.highlight : palette.muted,
    }),
  );
  if (!table.challenge) {
    drawParagraph(ctx, say("no-challenge", locale), left, rect.y + 44, rect.w - 2 * PAD, 2, {
      size: 24,
      minSize: 20,
      color: palette.text,
      lineHeight: 1.2,
    });
    return;
  }
  const def = challengeOf(table.challenge);
  drawText(ctx, cardName(table.challenge, locale), left, rect.y + 58, rect.w - 2 * PAD - 80, {
    size: 34,
    minSize: 24,
    weight: "bold",
    color: palette.text,
  });
  if (def.color) drawColorDot(ctx, def.color, right - 20, rect.y + 58, 36, locale);
  let x = left;
  for (const stat of def.stats)
    x +=
      drawPill(ctx, statName(stat, locale), x, rect.y + 98, {
        size: 21,
        fill: palette.highlight,
        color: palette.onHighlight,
        maxWidth: 260,
      }) + 8;
  const limits = def.min
    ? say("challenge.limits-min", locale, { min: def.min, max: def.max, items: table.itemLimit })
    : say("challenge.limits", locale, { max: def.max, items: table.itemLimit });
  const extra = [
    def.color ? colorName(def.color, locale) : null,
    def.condition ? conditionText(def.condition, locale) : null,
  ]
    .filter(Boolean)
    .join(" · ");
  drawText(ctx, extra ? `${limits} · ${extra}` : limits, x + 6, rect.y + 98, right - x - 6, {
    size: 21,
    minSize: 17,
    color: palette.text,
  });
}

/** The latest public actions, over the last few moves. */
export function paintLog(ctx: Ctx, scene: Scene, rect: Rect): void {
  drawPanel(ctx, rect, { fill: palette.panel, edge: palette.panelEdge });
  const lines = describeLog(scene.view, scene.locale, scene.names).slice(-LOG_LINES);
  lines.forEach((line, i) =>
    drawText(ctx, line, rect.x + PAD, rect.y + PAD + LOG_LINE_H / 2 + i * LOG_LINE_H, rect.w - 2 * PAD, {
      size: 20,
      minSize: 16,
      color: palette.text,
    }),
  );
}
