import { palette } from "../kit/palette.ts";
import { drawPanel } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawLines } from "../kit/text.ts";
import { wrapLines } from "../kit/wrap.ts";
import { MIN_TEXT, rowLabel, SEAT_INKS, squareRect } from "./layout.ts";
import { drawSeatMark } from "./seat-mark.ts";
import { say, type Scene, type SeatIndex } from "./scene.ts";
import { paintSquare } from "./square.ts";

const LABEL = { size: 24, minSize: MIN_TEXT, weight: "bold" as const, color: palette.text, align: "center" as const };

/** The row's name: "Battlefield" in the middle, "Field" and its owner's name (in the owner's colour) above and below. */
function paintRowLabel(ctx: Ctx, scene: Scene, row: number): void {
  const rect = rowLabel(row);
  drawPanel(ctx, rect, { fill: palette.panel, radius: 12 });
  const cx = rect.x + rect.w / 2;
  const cy = rect.y + rect.h / 2;
  if (row === 1) {
    drawLines(ctx, say("row.battle", scene.locale).split("\n"), cx, cy, rect.w - 12, LABEL, 1.2);
    return;
  }
  const seat: SeatIndex = row === 2 ? scene.bottom : scene.bottom === 0 ? 1 : 0;
  ctx.fillStyle = SEAT_INKS[seat];
  ctx.beginPath();
  ctx.roundRect(rect.x, rect.y, 10, rect.h, [12, 0, 0, 12]);
  ctx.fill();
  const mid = cx + 5;
  const room = rect.w - 24;
  drawSeatMark(ctx, row === 2 ? "bottom" : "top", mid, rect.y + 34, 30, SEAT_INKS[seat]);
  drawLines(
    ctx,
    say("row.field", scene.locale).split("\n"),
    mid,
    cy - 14,
    room,
    { ...LABEL, weight: "normal", color: palette.muted },
    1.2,
  );
  const [first = "", second, ...rest] = wrapLines(ctx, scene.fullNames[seat], room, LABEL.minSize, LABEL.weight);
  const name = second === undefined ? [first] : [first, rest.length > 0 ? `${second}…` : second];
  drawLines(ctx, name, mid, rect.y + rect.h - 50, room, { ...LABEL, size: LABEL.minSize }, 1.2);
}

/** The 3 x 3 grid as the view lists it (the viewer's field at the bottom), and the latest placement ringed. */
export function paintGrid(ctx: Ctx, scene: Scene): void {
  for (const row of [0, 1, 2]) paintRowLabel(ctx, scene, row);
  scene.table.grid.forEach((square, position) => paintSquare(ctx, scene, square, squareRect(position)));
  const last = scene.table.lastPlacement;
  if (last === null) return;
  const position = scene.table.grid.findIndex((square) => square.square === last.square);
  const rect = squareRect(position);
  ctx.beginPath();
  ctx.roundRect(rect.x - 4, rect.y - 4, rect.w + 8, rect.h + 8, 14);
  ctx.strokeStyle = palette.highlight;
  ctx.lineWidth = 6;
  ctx.stroke();
}
