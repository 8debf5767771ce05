import type { Locale } from "../../engine/index.ts";
import { STATS, castawayOf, challengeOf } from "../../games/survivor/cards.ts";
import { castawayCards } from "../../games/survivor/effects.ts";
import type { CastawayView } from "../../games/survivor/state.ts";
import { cardName, joinWords } from "../../games/survivor/words.ts";
import { drawFaceDown } from "../kit/card-back.ts";
import type { Rect } from "../kit/geometry.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel, drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { STAT_SIZE } from "./layout.ts";
import { COLOR_LOOK, type Scene } from "./scene.ts";
import { say } from "./strings.ts";

/** The stats' short names in card order, as the seed glosses them in Japanese (正確さ, バランス感覚, 耐久力, ...). */
const STAT_LETTERS = {
  en: ["Ac", "Ba", "En", "Po", "Sp", "St", "Sw", "Wi"],
  ja: ["正", "バ", "耐", "交", "速", "強", "泳", "機"],
} as const;

/** A round colour mark with its letter. */
export function drawColorDot(
  ctx: Ctx,
  color: keyof typeof COLOR_LOOK,
  x: number,
  y: number,
  size: number,
  locale: Locale,
): void {
  const look = COLOR_LOOK[color];
  ctx.beginPath();
  ctx.arc(x, y, size / 2, 0, Math.PI * 2);
  ctx.fillStyle = look.fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = palette.text;
  ctx.stroke();
  drawText(ctx, look.letter[locale], x, y + 1, size, {
    size: Math.round(size * 0.55),
    weight: "bold",
    color: look.ink,
    align: "center",
  });
}

/**
 * One castaway in play: its whole name and colours, its value in this turn's challenge, the printed stats in one row
 * (the challenge's own bright), the cards on it with the fortunes played on it (face-down items as card backs), framed
 * bright when it takes part and red when it is named for the vote.
 */
export function paintCastaway(ctx: Ctx, scene: Scene, c: CastawayView, rect: Rect): void {
  const { table, locale } = scene;
  const highlighted = table.challenge ? challengeOf(table.challenge).stats : [];
  const edge = c.targeted ? palette.danger : c.entered ? palette.highlight : palette.panelEdge;
  drawPanel(ctx, rect, { fill: "#243244", edge, edgeWidth: c.entered || c.targeted ? 5 : 2, radius: 12 });
  const left = rect.x + 12;
  const valueW = table.challenge ? 56 : 0;
  const dots = c.colors.length * 34;
  drawText(ctx, cardName(c.id, locale), left, rect.y + 26, rect.w - 24 - dots - valueW, {
    size: 26,
    minSize: 18,
    weight: "bold",
    color: palette.text,
  });
  c.colors.forEach((color, i) =>
    drawColorDot(ctx, color, rect.x + rect.w - 12 - valueW - 15 - i * 34, rect.y + 26, 30, locale),
  );
  if (table.challenge) {
    drawText(ctx, String(c.value), rect.x + rect.w - 12, rect.y + 28, valueW, {
      size: 34,
      weight: "bold",
      color: c.entered ? palette.highlight : palette.muted,
      align: "right",
    });
  }
  const cell = (rect.w - 24) / STATS.length;
  castawayOf(c.id).stats.forEach((v, i) => {
    const lit = highlighted.includes(STATS[i] ?? "accuracy");
    drawText(ctx, `${STAT_LETTERS[locale][i] ?? ""}${v}`, left + i * cell, rect.y + 64, cell - 3, {
      size: STAT_SIZE,
      minSize: 20,
      weight: lit ? "bold" : "normal",
      color: lit ? palette.highlight : palette.muted,
    });
  });
  const backs = Math.min(c.facedown, 3);
  for (let i = 0; i < backs; i++)
    drawFaceDown(ctx, { x: rect.x + rect.w - 12 - 24 - i * 18, y: rect.y + 82, w: 24, h: 36 });
  const cards = castawayCards(table, c, locale);
  const room = rect.w - 24 - (backs > 0 ? 24 + 18 * (backs - 1) + 8 : 0);
  if (cards.length > 0)
    drawText(ctx, `+ ${joinWords(cards, locale)}`, left, rect.y + 101, room, {
      size: 20,
      minSize: 17,
      color: palette.text,
    });
  else if (c.facedown > 0)
    drawText(ctx, say("face-down", locale, { n: c.facedown }), left, rect.y + 101, room, {
      size: 20,
      color: palette.muted,
    });
  if (c.targeted)
    drawPill(ctx, say("named", locale), rect.x + 10, rect.y + rect.h - 2, {
      size: 18,
      fill: palette.danger,
      color: palette.text,
      icon: "cross",
      maxWidth: rect.w - 20,
    });
}

/** A voted-off castaway: face down, its name kept so the table remembers who left. */
export function paintVotedOff(ctx: Ctx, id: string, rect: Rect, locale: Locale): void {
  drawPanel(ctx, rect, { fill: palette.table, edge: palette.faint, edgeWidth: 2, radius: 12 });
  drawFaceDown(ctx, { x: rect.x + 12, y: rect.y + 14, w: 40, h: rect.h - 28 });
  drawText(ctx, cardName(id, locale), rect.x + 64, rect.y + rect.h / 2 - 14, rect.w - 76, {
    size: 24,
    minSize: 18,
    color: palette.faint,
  });
  drawText(ctx, say("voted", locale), rect.x + 64, rect.y + rect.h / 2 + 18, rect.w - 76, {
    size: 20,
    color: palette.faint,
  });
}
