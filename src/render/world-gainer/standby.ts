import type { StunView } from "../../games/world-gainer/state.ts";
import { drawEmptySlot } from "../kit/card-back.ts";
import type { Rect } from "../kit/geometry.ts";
import { palette } from "../kit/palette.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { ATTRIBUTE_STYLES, drawAttributeBadge } from "./attributes.ts";
import { standbySlot } from "./layout.ts";
import type { Side } from "./scene.ts";

const EXHAUSTED_FACE = "#8d97a3";

/**
 * A stun as its card lies: upright when ready, sideways and greyed when exhausted, so the state reads from the
 * shape alone. It shows its stun colour (sign and ink) and its stun value.
 */
function paintStun(ctx: Ctx, stun: StunView, slot: Rect): void {
  // Sideways, the card must still fit its slot's width, or neighbouring exhausted stuns would touch.
  const long = stun.ready ? slot.h : Math.min(slot.h, slot.w - 4);
  const short = Math.round(long * 0.7);
  const rect = stun.ready
    ? { x: slot.x + (slot.w - short) / 2, y: slot.y, w: short, h: long }
    : { x: slot.x + (slot.w - long) / 2, y: slot.y + (slot.h - short) / 2, w: long, h: short };
  ctx.beginPath();
  ctx.roundRect(rect.x, rect.y, rect.w, rect.h, 7);
  ctx.fillStyle = ATTRIBUTE_STYLES[stun.color].ink;
  ctx.fill();
  const rim = 4;
  ctx.beginPath();
  ctx.roundRect(rect.x + rim, rect.y + rim, rect.w - 2 * rim, rect.h - 2 * rim, 4);
  ctx.fillStyle = stun.ready ? palette.cardFace : EXHAUSTED_FACE;
  ctx.fill();
  const value = String(stun.value);
  const text = { size: 28, weight: "bold" as const, color: palette.cardInk, align: "center" as const };
  if (stun.ready) {
    drawAttributeBadge(ctx, stun.color, rect.x + rect.w / 2, rect.y + 22, 32);
    drawText(ctx, value, rect.x + rect.w / 2, rect.y + rect.h - 22, rect.w, text);
  } else {
    drawAttributeBadge(ctx, stun.color, rect.x + rect.h / 2, rect.y + rect.h / 2, Math.round(rect.h * 0.68));
    drawText(ctx, value, rect.x + rect.w - 14, rect.y + rect.h / 2, 24, { ...text, size: 24 });
  }
}

/** A seat's five standby slots, free ones dashed. */
export function paintStandby(ctx: Ctx, standby: readonly (StunView | null)[], side: Side): void {
  standby.forEach((stun, i) => {
    const slot = standbySlot(side, i);
    if (stun === null) drawEmptySlot(ctx, { x: slot.x + (slot.w - 56) / 2, y: slot.y, w: 56, h: slot.h });
    else paintStun(ctx, stun, slot);
  });
}
