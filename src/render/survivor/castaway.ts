import type { Locale } from "../../engine/index.ts";
import { STATS, castawayOf, type Stat } from "../../games/survivor/cards.ts";
import type { CastawayView } from "../../games/survivor/state.ts";
import { cardName, joinWords } from "../../games/survivor/words.ts";
import { drawFaceDown } from "../kit/card-back.ts";
import type { Rect } from "../kit/geometry.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel, drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { COLOR_LOOK } from "./scene.ts";
import { say } from "./strings.ts";

const STAT_LETTERS = { en: ["Ac", "Ba", "En", "Po", "Sp", "St", "Sw", "Wi"], ja: ["命", "バ", "持", "政", "速", "筋", "泳", "知"] } as const;

/** A round colour mark with its letter. */
export function drawColorDot(ctx: Ctx, color: keyof typeof COLOR_LOOK, x: number, y: number, size: number, locale: Locale): void {
  const look = COLOR_LOOK[color];
  ctx.beginPath();
  ctx.arc(x, y, size / 2, 0, Math.PI * 2);
  ctx.fillStyle = look.fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = palette.text;
  ctx.stroke();
  drawText(ctx, look.letter[locale], x, y + 1, size, { size: Math.round(size * 0.55), weight: "bold", color: look.ink, align: "center" });
}

/**
 * One castaway in play: name and colours, the printed stat line, its value in the current challenge, the cards on it
 * (face-down items as card backs), framed bright when it takes part and red when it is named for the vote.
 */
export function paintCastaway(ctx: Ctx, c: CastawayView, rect: Rect, locale: Locale, highlighted: readonly Stat[]): void {
  const challengeValue = highlighted.length > 0;
  const edge = c.targeted ? palette.danger : c.entered ? palette.highlight : palette.panelEdge;
  drawPanel(ctx, rect, { fill: "#243244", edge, edgeWidth: c.entered || c.targeted ? 5 : 2, radius: 12 });
  const left = rect.x + 12;
  const dots = c.colors.length * 28;
  drawText(ctx, cardName(c.id, locale), left, rect.y + 22, rect.w - 24 - dots - (challengeValue ? 44 : 0), {
    size: 22,
    minSize: 16,
    weight: "bold",
    color: palette.text,
  });
  c.colors.forEach((color, i) => drawColorDot(ctx, color, rect.x + rect.w - 20 - i * 28 - (challengeValue ? 44 : 0), rect.y + 22, 24, locale));
  if (challengeValue) {
    drawText(ctx, String(c.value), rect.x + rect.w - 12, rect.y + 26, 44, { size: 32, weight: "bold", color: c.entered ? palette.highlight : palette.muted, align: "right" });
  }
  // The printed stats in two rows of four, the challenge's own stats bright.
  const cell = (rect.w - 24) / 4;
  castawayOf(c.id).stats.forEach((v, i) => {
    const lit = highlighted.includes(STATS[i] ?? "accuracy");
    drawText(ctx, `${STAT_LETTERS[locale][i] ?? ""}${v}`, left + (i % 4) * cell, rect.y + 50 + Math.floor(i / 4) * 21, cell - 2, {
      size: 17,
      minSize: 13,
      weight: lit ? "bold" : "normal",
      color: lit ? palette.highlight : palette.muted,
    });
  });
  const backs = Math.min(c.facedown, 3);
  for (let i = 0; i < backs; i++) drawFaceDown(ctx, { x: rect.x + rect.w - 12 - 22 - i * 16, y: rect.y + 80, w: 22, h: 32 });
  const attached = c.attached.map((a) => cardName(a, locale));
  const room = rect.w - 24 - (backs > 0 ? 22 + 16 * (backs - 1) + 8 : 0);
  if (attached.length > 0) drawText(ctx, `+ ${joinWords(attached, locale)}`, left, rect.y + 98, room, { size: 17, minSize: 13, color: palette.text });
  else if (c.facedown > 0) drawText(ctx, say("face-down", locale, { n: c.facedown }), left, rect.y + 98, room, { size: 17, color: palette.muted });
  if (c.targeted) drawPill(ctx, say("named", locale), rect.x + 10, rect.y + rect.h - 2, { size: 15, fill: palette.danger, color: palette.text, icon: "cross", maxWidth: rect.w - 20 });
}

/** A voted-off castaway: face down, its name kept so the table remembers who left. */
export function paintVotedOff(ctx: Ctx, id: string, rect: Rect, locale: Locale): void {
  drawPanel(ctx, rect, { fill: palette.table, edge: palette.faint, edgeWidth: 2, radius: 12 });
  drawFaceDown(ctx, { x: rect.x + 12, y: rect.y + 14, w: 40, h: rect.h - 28 });
  drawText(ctx, cardName(id, locale), rect.x + 64, rect.y + rect.h / 2 - 12, rect.w - 76, { size: 20, minSize: 14, color: palette.faint });
  drawText(ctx, say("voted", locale), rect.x + 64, rect.y + rect.h / 2 + 16, rect.w - 76, { size: 17, color: palette.faint });
}
