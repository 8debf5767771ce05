import type { Rect } from "./geometry.ts";
import { palette } from "./palette.ts";
import type { Ctx } from "./surface.ts";
import { drawText } from "./text.ts";

/** The same back for every card: a light rim and a diagonal lattice, unmistakable for any face. */
export function drawCardBack(ctx: Ctx, rect: Rect): void {
  const short = Math.min(rect.w, rect.h);
  const rim = Math.max(2, Math.round(short * 0.05));
  ctx.beginPath();
  ctx.roundRect(rect.x, rect.y, rect.w, rect.h, Math.round(short * 0.09));
  ctx.fillStyle = palette.cardBackEdge;
  ctx.fill();
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(rect.x + rim, rect.y + rim, rect.w - 2 * rim, rect.h - 2 * rim, Math.round(short * 0.05));
  ctx.fillStyle = palette.cardBack;
  ctx.fill();
  ctx.clip();
  const step = Math.max(8, Math.round(short * 0.16));
  ctx.strokeStyle = palette.cardBackPattern;
  ctx.lineWidth = Math.max(1.5, short * 0.03);
  ctx.beginPath();
  for (let d = -rect.h; d < rect.w; d += step) {
    ctx.moveTo(rect.x + d, rect.y);
    ctx.lineTo(rect.x + d + rect.h, rect.y + rect.h);
    ctx.moveTo(rect.x + d + rect.h, rect.y);
    ctx.lineTo(rect.x + d, rect.y + rect.h);
  }
  ctx.stroke();
  ctx.restore();
}

/** A card lying face down in play: the back with a big question mark, so nobody mistakes it for the deck. */
export function drawFaceDown(ctx: Ctx, rect: Rect): void {
  drawCardBack(ctx, rect);
  const cx = rect.x + rect.w / 2;
  const cy = rect.y + rect.h / 2;
  const r = Math.min(rect.w, rect.h) * 0.3;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = palette.cardBackEdge;
  ctx.fill();
  drawText(ctx, "?", cx, cy, r * 2, {
    size: Math.round(r * 1.5),
    weight: "bold",
    color: palette.cardBack,
    align: "center",
  });
}

/** Where a card would lie but none does (an empty pile): a dashed outline. */
export function drawEmptySlot(ctx: Ctx, rect: Rect): void {
  ctx.save();
  ctx.setLineDash([10, 8]);
  ctx.strokeStyle = palette.faint;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.roundRect(rect.x + 1.5, rect.y + 1.5, rect.w - 3, rect.h - 3, Math.round(Math.min(rect.w, rect.h) * 0.09));
  ctx.stroke();
  ctx.restore();
}
