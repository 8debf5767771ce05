/**
 * Counters drawn as a row of tokens from (x, centre y), `size` apart plus a gap. Each state differs in shape as
 * well as colour: a revealed document is a bright sheet with text lines, a hidden one a dark sheet with a lock;
 * a used pip is a filled disc with a mark, an unused one a hollow ring.
 */
import { drawIcon } from "./icons.ts";
import { palette } from "./palette.ts";
import type { Ctx } from "./surface.ts";

function sheet(ctx: Ctx, x: number, y: number, size: number, fill: string): void {
  const w = size * 0.74;
  const h = size;
  const fold = size * 0.26;
  const left = x - w / 2;
  const top = y - h / 2;
  ctx.beginPath();
  ctx.moveTo(left, top);
  ctx.lineTo(left + w - fold, top);
  ctx.lineTo(left + w, top + fold);
  ctx.lineTo(left + w, top + h);
  ctx.lineTo(left, top + h);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

function revealedDocument(ctx: Ctx, x: number, y: number, size: number): void {
  sheet(ctx, x, y, size, palette.danger);
  ctx.fillStyle = palette.text;
  const lineWidth = size * 0.44;
  for (const row of [0, 1, 2]) {
    ctx.fillRect(
      x - lineWidth / 2 - size * 0.02,
      y - size * 0.12 + row * size * 0.17,
      lineWidth,
      Math.max(2, size * 0.07),
    );
  }
}

function hiddenDocument(ctx: Ctx, x: number, y: number, size: number): void {
  sheet(ctx, x, y, size, palette.faint);
  drawIcon(ctx, "lock", x, y + size * 0.05, size * 0.42, palette.panel);
}

export function drawDocuments(ctx: Ctx, x: number, y: number, size: number, revealed: number, total: number): void {
  const gap = size * 0.3;
  for (let i = 0; i < total; i++) {
    const cx = x + size / 2 + i * (size + gap);
    if (i < revealed) revealedDocument(ctx, cx, y, size);
    else hiddenDocument(ctx, cx, y, size);
  }
}

export function drawPips(ctx: Ctx, x: number, y: number, size: number, used: number, total: number, ink: string): void {
  const gap = size * 0.3;
  const r = size / 2;
  for (let i = 0; i < total; i++) {
    const cx = x + r + i * (size + gap);
    ctx.beginPath();
    if (i < used) {
      ctx.arc(cx, y, r, 0, Math.PI * 2);
      ctx.fillStyle = ink;
      ctx.fill();
      drawIcon(ctx, "cross", cx, y, size * 0.6, palette.text);
    } else {
      const ring = Math.max(2, size * 0.1);
      ctx.arc(cx, y, r - ring / 2, 0, Math.PI * 2);
      ctx.strokeStyle = palette.faint;
      ctx.lineWidth = ring;
      ctx.stroke();
    }
  }
}
