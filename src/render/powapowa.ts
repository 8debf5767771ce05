import type { Locale, MatchView } from "../engine/index.ts";
import type { PowapowaView } from "../games/powapowa/state.ts";
import { defaultNames } from "../games/powapowa/words.ts";
import { palette } from "./kit/palette.ts";
import { newSurface, toPng } from "./kit/surface.ts";
import { paintFight, paintHeader, paintLog, paintStatus } from "./powapowa/header.ts";
import { FIGHT_H, HEADER_H, LOG_LINE_H, LOG_LINES, PAD, STATUS_H, WIDTH, type Scene } from "./powapowa/scene.ts";
import { paintSeat, seatHeight } from "./powapowa/seat.ts";

export { paintPowapowaHand } from "./powapowa/hand.ts";

/**
 * The public picture of a Powapowa table as a PNG: the prompt, the territory cap and a declared contest, a fight under
 * way (face-down cards as backs), a panel per breeder with their nekomimi, and the last move. It draws only what every
 * breeder may know, whoever the viewer.
 */
export function paintPowapowa(view: MatchView<PowapowaView>, locale: Locale, names?: readonly string[]): Buffer {
  const table = view.table;
  const fallback = defaultNames(locale);
  const scene: Scene = {
    view,
    table,
    locale,
    names: table.seats.map((s) => names?.[s.seat] ?? fallback[s.seat] ?? "?"),
  };
  const heights = table.seats.map(seatHeight);
  const fightH = table.fight || table.lastFight ? FIGHT_H + PAD : 0;
  const logH = 2 * PAD + LOG_LINES * LOG_LINE_H;
  const height = HEADER_H + PAD + STATUS_H + PAD + fightH + heights.reduce((a, b) => a + b + PAD, 0) + logH + PAD;
  const { canvas, ctx } = newSurface(WIDTH, height, palette.table);
  paintHeader(ctx, scene, { x: 0, y: 0, w: WIDTH, h: HEADER_H });
  let y = HEADER_H + PAD;
  paintStatus(ctx, scene, { x: PAD, y, w: WIDTH - 2 * PAD, h: STATUS_H });
  y += STATUS_H + PAD;
  if (table.fight || table.lastFight) {
    paintFight(ctx, scene, { x: PAD, y, w: WIDTH - 2 * PAD, h: FIGHT_H });
    y += FIGHT_H + PAD;
  }
  table.seats.forEach((seat, i) => {
    const h = heights[i] ?? 0;
    paintSeat(ctx, scene, seat, { x: PAD, y, w: WIDTH - 2 * PAD, h });
    y += h + PAD;
  });
  paintLog(ctx, scene, { x: PAD, y, w: WIDTH - 2 * PAD, h: logH });
  return toPng(canvas);
}
