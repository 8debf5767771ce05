import type { Locale, MatchView } from "../engine/index.ts";
import type { SurvivorView } from "../games/survivor/state.ts";
import { defaultNames } from "../games/survivor/words.ts";
import { palette } from "./kit/palette.ts";
import { newSurface, toPng } from "./kit/surface.ts";
import { paintChallenge, paintHeader, paintLog } from "./survivor/header.ts";
import { CHALLENGE_H, chipsPerRow, HEADER_H, LOG_LINE_H, LOG_LINES, PAD, seatColumns, seatHeight, WIDTH } from "./survivor/layout.ts";
import type { Scene } from "./survivor/scene.ts";
import { paintSeat } from "./survivor/seat.ts";

export { paintSurvivorHand } from "./survivor/hand.ts";

/**
 * The public picture of a Survivor table as a PNG: the prompt, the challenge, a panel per player (castaways with
 * their cards, face-down items as backs) and the last move. It draws only what every seat may know, whoever the viewer.
 */
export function paintSurvivor(view: MatchView<SurvivorView>, locale: Locale, names?: readonly string[]): Buffer {
  const table = view.table;
  const fallback = defaultNames(locale);
  const scene: Scene = { view, table, locale, names: table.seats.map((s) => names?.[s.seat] ?? fallback[s.seat] ?? "?") };
  const counts = table.seats.map((s) => s.cast.length + s.votedOff.length);
  const columns = seatColumns(counts);
  const perRow = chipsPerRow(columns);
  const seatW = (WIDTH - (columns + 1) * PAD) / columns;
  // Panels side by side share a row's height: the taller of the two.
  const rows = Array.from({ length: Math.ceil(counts.length / columns) }, (_, r) =>
    Math.max(...counts.slice(r * columns, (r + 1) * columns).map((n) => seatHeight(n, perRow))),
  );
  const logH = 2 * PAD + LOG_LINES * LOG_LINE_H;
  const height = HEADER_H + PAD + CHALLENGE_H + PAD + rows.reduce((a, b) => a + b + PAD, 0) + logH + PAD;
  const { canvas, ctx } = newSurface(WIDTH, height);
  ctx.fillStyle = palette.table;
  ctx.fillRect(0, 0, WIDTH, height);
  paintHeader(ctx, scene, { x: 0, y: 0, w: WIDTH, h: HEADER_H });
  let y = HEADER_H + PAD;
  paintChallenge(ctx, scene, { x: PAD, y, w: WIDTH - 2 * PAD, h: CHALLENGE_H });
  y += CHALLENGE_H + PAD;
  rows.forEach((h, r) => {
    table.seats.slice(r * columns, (r + 1) * columns).forEach((seat, c) => {
      paintSeat(ctx, scene, seat, { x: PAD + c * (seatW + PAD), y, w: seatW, h }, perRow);
    });
    y += h + PAD;
  });
  paintLog(ctx, scene, { x: PAD, y, w: WIDTH - 2 * PAD, h: logH });
  return toPng(canvas);
}
