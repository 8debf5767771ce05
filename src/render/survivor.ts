import type { Locale, MatchView } from "../engine/index.ts";
import type { SurvivorView } from "../games/survivor/state.ts";
import { defaultNames } from "../games/survivor/words.ts";
import { palette } from "./kit/palette.ts";
import { newSurface, toPng } from "./kit/surface.ts";
import { paintChallenge, paintHeader, paintLog } from "./survivor/header.ts";
import { CHALLENGE_H, HEADER_H, LOG_LINE_H, LOG_LINES, PAD, seatHeight, WIDTH } from "./survivor/layout.ts";
import { playedLine, type Scene } from "./survivor/scene.ts";
import { paintSeat } from "./survivor/seat.ts";

export { paintSurvivorHand } from "./survivor/hand.ts";

/**
 * The public picture of a Survivor table as a PNG: the prompt, the challenge with the used ones and the effects in
 * play, a panel per player in the play order (castaways with their cards, face-down items as backs, the cards played
 * this turn) and the latest moves. It draws only what every seat may know, whoever the viewer.
 */
export function paintSurvivor(view: MatchView<SurvivorView>, locale: Locale, names?: readonly string[]): Buffer {
  const table = view.table;
  const fallback = defaultNames(locale);
  const scene: Scene = {
    view,
    table,
    locale,
    names: table.seats.map((s) => names?.[s.seat] ?? fallback[s.seat] ?? "?"),
  };
  const order = table.order.length === table.seats.length ? table.order : table.seats.map((s) => s.seat);
  const seats = order.flatMap((seat) => table.seats.filter((s) => s.seat === seat));
  const heights = seats.map((s) => seatHeight(s.cast.length + s.votedOff.length, playedLine(scene, s.seat) !== null));
  const logH = 2 * PAD + LOG_LINES * LOG_LINE_H;
  const height = HEADER_H + PAD + CHALLENGE_H + PAD + heights.reduce((a, b) => a + b + PAD, 0) + logH + PAD;
  const { canvas, ctx } = newSurface(WIDTH, height, palette.table);
  paintHeader(ctx, scene, { x: 0, y: 0, w: WIDTH, h: HEADER_H });
  let y = HEADER_H + PAD;
  paintChallenge(ctx, scene, { x: PAD, y, w: WIDTH - 2 * PAD, h: CHALLENGE_H });
  y += CHALLENGE_H + PAD;
  seats.forEach((seat, i) => {
    const h = heights[i] ?? 0;
    paintSeat(ctx, scene, seat, { x: PAD, y, w: WIDTH - 2 * PAD, h });
    y += h + PAD;
  });
  paintLog(ctx, scene, { x: PAD, y, w: WIDTH - 2 * PAD, h: logH });
  return toPng(canvas);
}
