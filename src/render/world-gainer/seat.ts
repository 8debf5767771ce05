import type { SeatView } from "../../games/world-gainer/state.ts";
import { BATTLEFIELD } from "../../games/world-gainer/board.ts";
import { WIN_POINTS } from "../../games/world-gainer/outcome.ts";
import { drawCardBack } from "../kit/card-back.ts";
import type { IconName } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel, drawPill, pillWidth } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText, textWidth } from "../kit/text.ts";
import { SEAT_INKS, seatPanel } from "./layout.ts";
import { drawSeatMark } from "./seat-mark.ts";
import { mustAct, say, seatIndex, sideOf, type Scene } from "./scene.ts";
import { paintStandby } from "./standby.ts";

interface Status {
  text: string;
  icon: IconName;
  loud: boolean;
}

function statusOf(scene: Scene, seat: SeatView): Status | null {
  const { table, locale, view } = scene;
  if (table.winner === seat.seat) return { text: say("seat.winner", locale), icon: "crown", loud: true };
  if (table.phase === "deck") {
    const chosen = view.prompt?.answered.includes(seat.seat) ?? false;
    return chosen ? { text: say("seat.chosen", locale), icon: "check", loud: false } : { text: say("seat.choosing", locale), icon: "play", loud: true };
  }
  if (mustAct(scene, seat.seat)) return { text: say("seat.to-play", locale), icon: "play", loud: true };
  return null;
}

/** A row of `total` cells, the first `filled` of them solid in the seat's ink, the others hollow. */
function paintCells(ctx: Ctx, x: number, y: number, width: number, height: number, filled: number, total: number, ink: string): void {
  const gap = 4;
  const w = (width - (total - 1) * gap) / total;
  for (let i = 0; i < total; i++) {
    const cell = { x: x + i * (w + gap), y, w, h: height };
    ctx.beginPath();
    ctx.roundRect(cell.x + 1, cell.y + 1, cell.w - 2, cell.h - 2, 3);
    if (i < filled) {
      ctx.fillStyle = ink;
      ctx.fill();
    } else {
      ctx.strokeStyle = palette.faint;
      ctx.lineWidth = 2;
      ctx.stroke();
    }
  }
}

const COUNT_ICON = { w: 20, h: 28 };

/** The deck, hand and break counts, each a card back, a label and a number, spread over one line. */
function paintCounts(ctx: Ctx, x: number, y: number, width: number, counts: readonly [string, number][]): void {
  const label = { size: 22, color: palette.muted };
  const number = { size: 28, weight: "bold" as const, color: palette.text };
  const widths = counts.map(([text, n]) => COUNT_ICON.w + 6 + textWidth(ctx, text, label.size) + 6 + textWidth(ctx, String(n), number.size, "bold"));
  const gap = Math.max(0, (width - widths.reduce((a, b) => a + b, 0)) / (counts.length - 1));
  let at = x;
  counts.forEach(([text, n], i) => {
    drawCardBack(ctx, { x: at, y: y - COUNT_ICON.h / 2, ...COUNT_ICON });
    const labelWidth = drawText(ctx, text, at + COUNT_ICON.w + 6, y, width, label);
    drawText(ctx, String(n), at + COUNT_ICON.w + 12 + labelWidth, y, width, number);
    at += (widths[i] ?? 0) + gap;
  });
}

/** A seat's panel: name and status, points towards 15, battlefield squares held, piles, standby. */
export function paintSeat(ctx: Ctx, scene: Scene, seat: SeatView): void {
  const index = seatIndex(seat.seat);
  const side = sideOf(scene, seat.seat);
  const panel = seatPanel(side);
  const ink = SEAT_INKS[index];
  const status = statusOf(scene, seat);
  drawPanel(ctx, panel, { fill: palette.panel, edge: status?.loud ? palette.highlight : palette.panelEdge, edgeWidth: status?.loud ? 5 : 2 });
  ctx.beginPath();
  ctx.roundRect(panel.x, panel.y, 10, panel.h, [14, 0, 0, 14]);
  ctx.fillStyle = ink;
  ctx.fill();

  const left = panel.x + 22;
  const width = panel.w - 42;
  drawSeatMark(ctx, side, left + 12, panel.y + 32, 24, ink);
  let nameRoom = width - 30;
  if (status) {
    const pill = {
      size: 22,
      fill: status.loud ? palette.highlight : palette.panelEdge,
      color: status.loud ? palette.onHighlight : palette.text,
      icon: status.icon,
      maxWidth: 190,
    };
    const pillRoom = pillWidth(ctx, status.text, pill);
    drawPill(ctx, status.text, left + width - pillRoom, panel.y + 32, pill);
    nameRoom -= pillRoom + 10;
  }
  drawText(ctx, scene.fullNames[index], left + 30, panel.y + 32, nameRoom, { size: 30, minSize: 22, weight: "bold", color: palette.text });

  drawText(ctx, say("points", scene.locale), left, panel.y + 74, width / 2, { size: 22, color: palette.muted });
  const points = say("points.value", scene.locale, { points: seat.points, goal: WIN_POINTS });
  drawText(ctx, points, left + width, panel.y + 74, width / 2, { size: 28, weight: "bold", color: palette.text, align: "right" });
  paintCells(ctx, left, panel.y + 94, width, 18, Math.min(seat.points, WIN_POINTS), WIN_POINTS, ink);

  drawText(ctx, say("battlefield", scene.locale), left, panel.y + 140, width * 0.5, { size: 22, color: palette.muted });
  paintCells(ctx, left + width * 0.52, panel.y + 126, width * 0.3, 28, seat.battlefield, BATTLEFIELD.length, ink);
  drawText(ctx, say("battlefield.value", scene.locale, { held: seat.battlefield, goal: BATTLEFIELD.length }), left + width, panel.y + 140, width * 0.16, {
    size: 28,
    weight: "bold",
    color: palette.text,
    align: "right",
  });

  paintCounts(ctx, left, panel.y + 186, width, [
    [say("deck", scene.locale), seat.deck],
    [say("hand", scene.locale), seat.hand.count],
    [say("break", scene.locale), seat.breakZone.length],
  ]);

  drawText(ctx, say("standby", scene.locale), left, panel.y + 220, width, { size: 22, color: palette.muted });
  paintStandby(ctx, seat.standby, side);
}
