import { cardOf } from "../../games/world-gainer/cards.ts";
import { columnLetter } from "../../games/world-gainer/words.ts";
import type { SquareView } from "../../games/world-gainer/state.ts";
import { drawEmptySlot } from "../kit/card-back.ts";
import type { Rect } from "../kit/geometry.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { drawAttributeBadge } from "./attributes.ts";
import { drawCardFrame, drawCardName, drawCost } from "./card-art.ts";
import { drawSeatMark } from "./seat-mark.ts";
import { MIN_TEXT, SEAT_INKS } from "./layout.ts";
import { say, seatIndex, sideOf, type Scene } from "./scene.ts";

const TAB_H = 36;
/** Room at the right of a held square's tab for its column letter. */
const LETTER_ROOM = 24;
/** The holder's name in a square's tab: shrunk before it is cut, so a default name ("プレイヤー2") shows whole. */
export const HOLDER_NAME = { size: 24, minSize: MIN_TEXT } as const;

/** The width the holder's name may take in a square's tab: between the seat mark and the column letter. */
export function holderNameRoom(rect: Rect): number {
  return rect.w - 50 - LETTER_ROOM;
}
/**
 * The top card's attribute and cost, and the stack's strip along its bottom: small enough that a name wrapped onto
 * two lines fits between them on the top card of a stack (whose cards beneath take room).
 */
const BADGE = 42;
const STRIP_H = 26;
/** How far each card under the top one peeks out, right and down. */
const PEEK = 5;
const PEEKING = 2;

/** A held square: a tab in the holder's colour with their name, the top card, and the stack beneath it. */
function paintHeld(ctx: Ctx, scene: Scene, square: SquareView, rect: Rect, holder: 0 | 1): void {
  const ink = SEAT_INKS[holder];
  drawPanel(ctx, rect, { fill: palette.panel, edge: ink, edgeWidth: 3, radius: 12 });
  ctx.beginPath();
  ctx.roundRect(rect.x, rect.y, rect.w, TAB_H, [12, 12, 0, 0]);
  ctx.fillStyle = ink;
  ctx.fill();
  drawSeatMark(ctx, sideOf(scene, holder), rect.x + 22, rect.y + TAB_H / 2, 22, palette.cardInk);
  drawText(ctx, scene.fullNames[holder], rect.x + 40, rect.y + TAB_H / 2, holderNameRoom(rect), {
    ...HOLDER_NAME,
    weight: "bold",
    color: palette.cardInk,
  });
  drawText(ctx, columnLetter(square.square), rect.x + rect.w - 14, rect.y + TAB_H / 2, LETTER_ROOM, {
    size: 24,
    weight: "bold",
    color: palette.cardInk,
    align: "right",
  });

  const below = square.cards.slice(0, -1).slice(-PEEKING);
  const shift = below.length * PEEK;
  const card = { x: rect.x + 10, y: rect.y + TAB_H + 8, w: rect.w - 20 - shift, h: rect.h - TAB_H - 18 - shift };
  below.forEach((under, i) => {
    const offset = (below.length - i) * PEEK;
    drawCardFrame(ctx, { ...card, x: card.x + offset, y: card.y + offset }, under, 4);
  });
  const top = square.top;
  if (top === null) return;
  const face = drawCardFrame(ctx, card, top, 6);
  const def = cardOf(top);
  const corner = 4 + BADGE / 2;
  drawAttributeBadge(ctx, def.attribute, face.x + corner, face.y + corner, BADGE);
  drawCost(ctx, def.cost, face.x + face.w - corner, face.y + corner, BADGE);
  const stacked = square.cards.length > 1;
  drawCardName(ctx, def.name[scene.locale], face.x + 8, face.y + BADGE + 7, face.w - 16, 24);
  if (stacked) {
    const strip = { x: face.x, y: face.y + face.h - STRIP_H, w: face.w, h: STRIP_H };
    ctx.beginPath();
    ctx.roundRect(strip.x, strip.y, strip.w, strip.h, [0, 0, 6, 6]);
    ctx.fillStyle = palette.cardInk;
    ctx.fill();
    drawText(
      ctx,
      say("stack", scene.locale, { count: square.cards.length, total: square.total }),
      strip.x + strip.w / 2,
      strip.y + strip.h / 2,
      strip.w - 8,
      {
        size: 22,
        weight: "bold",
        color: palette.text,
        align: "center",
      },
    );
  }
}

/**
 * A square: held (see above) or an empty slot. Either way its column letter (A-C, the same for every reader) is
 * printed on it, as the text names squares.
 */
export function paintSquare(ctx: Ctx, scene: Scene, square: SquareView, rect: Rect): void {
  if (square.holder === null) {
    drawPanel(ctx, rect, { fill: palette.panel, radius: 12 });
    drawEmptySlot(ctx, { x: rect.x + 10, y: rect.y + 10, w: rect.w - 20, h: rect.h - 20 });
    drawText(ctx, columnLetter(square.square), rect.x + rect.w / 2, rect.y + rect.h / 2, rect.w - 40, {
      size: 56,
      weight: "bold",
      color: palette.muted,
      align: "center",
    });
    return;
  }
  paintHeld(ctx, scene, square, rect, seatIndex(square.holder));
}
