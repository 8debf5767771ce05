import type { Locale, Seat } from "../../engine/index.ts";
import type { SquareKey, SquareView } from "../../games/tomb-raider/state.ts";
import { drawExitArrow, type Direction } from "../kit/arrows.ts";
import type { Rect } from "../kit/geometry.ts";
import { drawGlyph } from "../kit/glyphs.ts";
import { drawIcon } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { drawToken } from "../kit/tokens.ts";
import { DEPTHS, depthLabel, squareRect } from "./layout.ts";
import { mapColors, raiderOfSeat, tokenOf, type Scene } from "./scene.ts";
import { drawGround, MIDDLE, paintSquare } from "./square.ts";
import { say } from "./strings.ts";

export const TOKEN_SIZE = 52;
const TOKEN_STEP = 56;
/** The last move's exit arrow, drawn large from the edge of the square it left. */
export const TRAIL = { length: 26, width: 44 } as const;

function rectOf(square: Pick<SquareView, "col" | "depth">): Rect {
  return squareRect(square.col, square.depth);
}

/**
 * Where the `index`-th raider on a square stands: the right of its middle row, filled right to left, clear of the
 * side arrows and of the last move's exit arrow.
 */
export function tokenCentre(square: Pick<SquareView, "col" | "depth">, index: number): { x: number; y: number } {
  const rect = rectOf(square);
  return {
    x: rect.x + rect.w - TRAIL.length - 4 - TOKEN_SIZE / 2 - index * TOKEN_STEP,
    y: rect.y + MIDDLE.top + MIDDLE.h / 2,
  };
}

/** The depths' labels down the map's left edge (alike on every board in a language: drawn once, see tomb-raider.ts). */
export function paintDepthLabels(ctx: Ctx, locale: Locale): void {
  for (let depth = 1; depth <= DEPTHS; depth++) {
    const label = depthLabel(depth);
    const cx = label.x + label.w / 2;
    const cy = label.y + label.h / 2;
    drawText(ctx, say("depth", locale), cx, cy - 24, label.w, {
      size: 22,
      minSize: 18,
      weight: "bold",
      color: palette.muted,
      align: "center",
    });
    drawText(ctx, String(depth), cx, cy + 16, label.w, {
      size: 44,
      weight: "bold",
      color: palette.text,
      align: "center",
    });
  }
}

function squareByKey(scene: Scene, key: SquareKey): SquareView | undefined {
  return scene.table.map.find((square) => square.key === key);
}

function stepDirection(from: SquareView, to: SquareView): Direction | null {
  if (from.col === to.col) return to.depth === from.depth + 1 ? "up" : to.depth === from.depth - 1 ? "down" : null;
  if (from.depth !== to.depth) return null;
  return to.col === from.col + 1 ? "right" : to.col === from.col - 1 ? "left" : null;
}

/**
 * The way the last move took: each step's exit, on the square it left, redrawn large in the mover's colour (a
 * step off the arrows gets one too), so the path reads square by square.
 */
function paintTrail(ctx: Ctx, scene: Scene): void {
  for (const entry of scene.table.recent) {
    if (entry.type !== "move") continue;
    const from = squareByKey(scene, entry.from);
    const to = squareByKey(scene, entry.to);
    const direction = from && to ? stepDirection(from, to) : null;
    if (!from || !direction) continue;
    drawExitArrow(ctx, rectOf(from), direction, 0, {
      ...TRAIL,
      fill: tokenOf(scene, entry.seat).fill,
      outline: mapColors.ink,
    });
  }
}

function paintTokens(ctx: Ctx, scene: Scene, square: SquareView): void {
  square.raiders.forEach((seat: Seat, index) => {
    const { x, y } = tokenCentre(square, index);
    drawToken(ctx, x, y, TOKEN_SIZE, tokenOf(scene, seat), mapColors.ink);
    if (!raiderOfSeat(scene, seat)?.dead) return;
    // A dead raider's token keeps its letter; a red badge with a cross sits on its corner until the reload.
    const bx = x + TOKEN_SIZE * 0.36;
    const by = y - TOKEN_SIZE * 0.36;
    ctx.beginPath();
    ctx.arc(bx, by, 14, 0, Math.PI * 2);
    ctx.fillStyle = mapColors.ink;
    ctx.fill();
    ctx.beginPath();
    ctx.arc(bx, by, 12, 0, Math.PI * 2);
    ctx.fillStyle = palette.danger;
    ctx.fill();
    drawIcon(ctx, "cross", bx, by, 16, mapColors.ink);
  });
}

/** A thick highlight around the square an obstacle may be placed on now. */
function paintPlacement(ctx: Ctx, scene: Scene): void {
  const key = scene.table.placement?.square;
  const square = key === undefined ? undefined : squareByKey(scene, key);
  if (!square) return;
  const rect = rectOf(square);
  ctx.beginPath();
  ctx.roundRect(rect.x - 3, rect.y - 3, rect.w + 6, rect.h + 6, 12);
  ctx.strokeStyle = palette.highlight;
  ctx.lineWidth = 5;
  ctx.stroke();
}

/**
 * A raider that saved away from its entrance reloads at that Save Point: a pennant in its colour marks the square,
 * in the top-left corner (one beside the other when both raiders saved there).
 */
function paintRestarts(ctx: Ctx, scene: Scene): void {
  const marked = new Map<SquareKey, number>();
  for (const raider of scene.table.raiders) {
    const square = squareByKey(scene, raider.restart);
    if (!square || square.role === "entrance") continue;
    const index = marked.get(square.key) ?? 0;
    marked.set(square.key, index + 1);
    const rect = rectOf(square);
    const x = rect.x + 20 + index * 26;
    const y = rect.y + 22;
    drawGlyph(ctx, "flag", x, y, 32, mapColors.ink);
    drawGlyph(ctx, "flag", x, y, 24, tokenOf(scene, raider.seat).fill);
  }
}

export function paintMap(ctx: Ctx, scene: Scene): void {
  for (const square of scene.table.map) {
    const rect = rectOf(square);
    if (square.card === null && !square.faceDown) drawGround(ctx, "unexplored", rect);
    else paintSquare(ctx, scene, square, rect);
  }
  paintPlacement(ctx, scene);
  paintRestarts(ctx, scene);
  paintTrail(ctx, scene);
  for (const square of scene.table.map) paintTokens(ctx, scene, square);
}
