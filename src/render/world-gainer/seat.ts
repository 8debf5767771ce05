import type { SeatView } from "../../games/world-gainer/state.ts";
import { BATTLEFIELD } from "../../games/world-gainer/board.ts";
import { WIN_POINTS } from "../../games/world-gainer/outcome.ts";
import { drawCardBack } from "../kit/card-back.ts";
import type { Rect } from "../kit/geometry.ts";
import type { IconName } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel, drawPill, pillWidth } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText, textWidth } from "../kit/text.ts";
import { MIN_TEXT, panelColumns, SEAT_INKS, seatPanel } from "./layout.ts";
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
    return chosen
      ? { text: say("seat.chosen", locale), icon: "check", loud: false }
      : { text: say("seat.choosing", locale), icon: "play", loud: true };
  }
  if (mustAct(scene, seat.seat)) return { text: say("seat.to-play", locale), icon: "play", loud: true };
  return null;
}

/** A row of `total` cells, the first `filled` of them solid in the seat's ink, the others hollow. */
function paintCells(
  ctx: Ctx,
  x: number,
  y: number,
  width: number,
  height: number,
  filled: number,
  total: number,
  ink: string,
): void {
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
const LABEL = { size: 24, minSize: MIN_TEXT, color: palette.muted };
const VALUE = { size: 28, weight: "bold" as const, color: palette.text };

/** The deck, hand and break counts, each a card back, a label and a number, spread over one line. */
function paintCounts(ctx: Ctx, x: number, y: number, width: number, counts: readonly [string, number][]): void {
  const label = { ...LABEL, size: MIN_TEXT };
  const widths = counts.map(
    ([text, n]) =>
      COUNT_ICON.w + 6 + textWidth(ctx, text, label.size) + 6 + textWidth(ctx, String(n), VALUE.size, "bold"),
  );
  const gap = Math.max(0, (width - widths.reduce((a, b) => a + b, 0)) / (counts.length - 1));
  let at = x;
  counts.forEach(([text, n], i) => {
    drawCardBack(ctx, { x: at, y: y - COUNT_ICON.h / 2, ...COUNT_ICON });
    const labelWidth = drawText(ctx, text, at + COUNT_ICON.w + 6, y, width, label);
    drawText(ctx, String(n), at + COUNT_ICON.w + 12 + labelWidth, y, width, VALUE);
    at += (widths[i] ?? 0) + gap;
  });
}

/** The name's line: the seat's mark and name, and what it is doing at the right. */
function paintName(ctx: Ctx, scene: Scene, seat: SeatView, panel: Rect, status: Status | null): void {
  const index = seatIndex(seat.seat);
  const left = panel.x + 22;
  const right = panel.x + panel.w - 20;
  const y = panel.y + 32;
  drawSeatMark(ctx, sideOf(scene, seat.seat), left + 12, y, 24, SEAT_INKS[index]);
  let nameRoom = right - left - 30;
  if (status) {
    const pill = {
      size: 24,
      fill: status.loud ? palette.highlight : palette.panelEdge,
      color: status.loud ? palette.onHighlight : palette.text,
      icon: status.icon,
      maxWidth: 240,
    };
    const pillRoom = pillWidth(ctx, status.text, pill);
    drawPill(ctx, status.text, right - pillRoom, y, pill);
    nameRoom -= pillRoom + 12;
  }
  drawText(ctx, scene.fullNames[index], left + 30, y, nameRoom, {
    size: 32,
    minSize: MIN_TEXT,
    weight: "bold",
    color: palette.text,
  });
}

/** A seat's panel: name and status; points towards 15, battlefield squares held and piles; standby. */
export function paintSeat(ctx: Ctx, scene: Scene, seat: SeatView): void {
  const side = sideOf(scene, seat.seat);
  const panel = seatPanel(side);
  const ink = SEAT_INKS[seatIndex(seat.seat)];
  const status = statusOf(scene, seat);
  drawPanel(ctx, panel, {
    fill: palette.panel,
    edge: status?.loud ? palette.highlight : palette.panelEdge,
    edgeWidth: status?.loud ? 5 : 2,
  });
  ctx.beginPath();
  ctx.roundRect(panel.x, panel.y, 10, panel.h, [14, 0, 0, 14]);
  ctx.fillStyle = ink;
  ctx.fill();
  paintName(ctx, scene, seat, panel, status);

  const { counts, standby } = panelColumns(side);
  const { x: left, w: width } = counts;
  const pointsY = counts.y + 16;
  drawText(ctx, say("points", scene.locale), left, pointsY, width / 2, LABEL);
  const points = say("points.value", scene.locale, { points: seat.points, goal: WIN_POINTS });
  drawText(ctx, points, left + width, pointsY, width / 2, { ...VALUE, align: "right" });
  paintCells(ctx, left, pointsY + 20, width, 20, Math.min(seat.points, WIN_POINTS), WIN_POINTS, ink);

  const fieldY = counts.y + 80;
  const held = say("battlefield.value", scene.locale, { held: seat.battlefield, goal: BATTLEFIELD.length });
  const heldWidth = textWidth(ctx, held, VALUE.size, "bold");
  const cellsW = 100;
  const labelRoom = width - heldWidth - cellsW - 24;
  drawText(ctx, say("battlefield", scene.locale), left, fieldY, labelRoom, LABEL);
  paintCells(
    ctx,
    left + width - heldWidth - 12 - cellsW,
    fieldY - 14,
    cellsW,
    28,
    seat.battlefield,
    BATTLEFIELD.length,
    ink,
  );
  drawText(ctx, held, left + width, fieldY, heldWidth, { ...VALUE, align: "right" });

  paintCounts(ctx, left, counts.y + 122, width, [
    [say("deck", scene.locale), seat.deck],
    [say("hand", scene.locale), seat.hand.count],
    [say("break", scene.locale), seat.breakZone.length],
  ]);

  drawText(ctx, say("standby", scene.locale), standby.x, pointsY, standby.w, LABEL);
  paintStandby(ctx, seat.standby, side);
}
