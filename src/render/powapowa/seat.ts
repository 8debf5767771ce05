import type { Locale } from "../../engine/index.ts";
import { bySet } from "../../games/powapowa/cards.ts";
import type { SeatView } from "../../games/powapowa/state.ts";
import { cardName, joinWords } from "../../games/powapowa/words.ts";
import { drawFaceDown } from "../kit/card-back.ts";
import type { Rect } from "../kit/geometry.ts";
import type { IconName } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel, drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText, textWidth } from "../kit/text.ts";
import { drawParagraph } from "../kit/wrap.ts";
import { paintNekomimi } from "./nekomimi.ts";
import { CHIP, PAD, SEAT_HEAD_H, seatStatus, type Scene } from "./scene.ts";
import { say, type PowapowaRenderKey } from "./strings.ts";

const STATUS_LOOK: Partial<Record<PowapowaRenderKey, { fill: string; color: string; icon?: IconName }>> = {
  chosen: { fill: palette.success, color: palette.onHighlight, icon: "check" },
  choosing: { fill: palette.panelEdge, color: palette.text },
  "to-act": { fill: palette.highlight, color: palette.onHighlight, icon: "play" },
  out: { fill: palette.faint, color: palette.text },
  winner: { fill: palette.highlight, color: palette.onHighlight, icon: "crown" },
};

/** A discard pile (public) by name, copies counted: "Scratch ×2, Cozy House". */
function discardWords(discard: readonly string[], locale: Locale): string {
  const counts = new Map<string, number>();
  for (const face of [...discard].sort(bySet)) counts.set(face, (counts.get(face) ?? 0) + 1);
  return joinWords(
    [...counts].map(([face, n]) => (n > 1 ? `${cardName(face, locale)} ×${n}` : cardName(face, locale))),
    locale,
  );
}

/**
 * A breeder's panel: name, whether they must act, card counts, the cradle as a count of backs, the discard pile by
 * name, then their nekomimi.
 */
export function paintSeat(ctx: Ctx, scene: Scene, seat: SeatView, rect: Rect): void {
  const { locale } = scene;
  const status = seatStatus(scene, seat.seat);
  drawPanel(ctx, rect, {
    fill: palette.panel,
    edge: status === "to-act" ? palette.highlight : palette.panelEdge,
    edgeWidth: status === "to-act" ? 4 : 2,
  });
  const top = rect.y + 30;
  const right = rect.x + rect.w - PAD;
  let x = rect.x + PAD;
  const name = scene.names[seat.seat] ?? "?";
  const nameW = Math.min(textWidth(ctx, name, 26, "bold") + 4, 260);
  drawText(ctx, name, x, top, nameW, {
    size: 26,
    minSize: 18,
    weight: "bold",
    color: seat.out ? palette.faint : palette.text,
  });
  x += nameW + 12;
  const look = status ? (STATUS_LOOK[status] ?? { fill: palette.panelEdge, color: palette.text }) : null;
  if (status && look)
    x +=
      drawPill(ctx, say(status, locale), x, top, {
        size: 17,
        fill: look.fill,
        color: look.color,
        ...(look.icon ? { icon: look.icon } : {}),
        maxWidth: 150,
      }) + 12;
  const backs = Math.min(seat.cradle.count, 3);
  const cradleW = seat.cradle.count > 0 ? 34 + backs * 18 + textWidth(ctx, say("cradle", locale), 20) + 12 : 0;
  // Fan-vote cards are still in hand and deck to everyone else: the picture counts them so, whoever it is drawn for.
  const placed = {
    hand: seat.vote.filter((v) => v.card !== null).length,
    deck: seat.vote.filter((v) => v.card === null).length,
  };
  const counts = [
    say("hand", locale, { n: seat.hand.count + placed.hand }),
    say("deck", locale, { n: seat.deck + placed.deck }),
  ].join(" · ");
  drawText(ctx, counts, x, top, right - x - cradleW, { size: 22, minSize: 16, color: palette.muted });
  if (seat.cradle.count > 0) {
    const cx = right - cradleW;
    drawText(ctx, say("cradle", locale), cx, top, cradleW, { size: 20, color: palette.muted });
    const bx = cx + textWidth(ctx, say("cradle", locale), 20) + 8;
    for (let i = 0; i < backs; i++) drawFaceDown(ctx, { x: bx + i * 18, y: top - 16, w: 22, h: 32 });
    drawText(ctx, `×${seat.cradle.count}`, right, top, 34, {
      size: 20,
      weight: "bold",
      color: palette.text,
      align: "right",
    });
  }
  const pile =
    seat.discard.length === 0
      ? say("discard.empty", locale)
      : say("discard.list", locale, { n: seat.discard.length, cards: discardWords(seat.discard, locale) });
  drawParagraph(ctx, pile, rect.x + PAD, rect.y + 50, rect.w - 2 * PAD, 2, {
    size: 19,
    minSize: 15,
    color: palette.muted,
    lineHeight: 1.2,
  });
  const chipW = (rect.w - 2 * PAD - (CHIP.perRow - 1) * CHIP.gap) / CHIP.perRow;
  seat.nekomimi.forEach((n, i) => {
    paintNekomimi(
      ctx,
      n,
      {
        x: rect.x + PAD + (i % CHIP.perRow) * (chipW + CHIP.gap),
        y: rect.y + SEAT_HEAD_H + Math.floor(i / CHIP.perRow) * (CHIP.h + CHIP.gap),
        w: chipW,
        h: CHIP.h,
      },
      locale,
    );
  });
}

/** A breeder panel's height for its nekomimi on and off the field (one row, or none yet). */
export function seatHeight(seat: SeatView): number {
  const rows = Math.ceil(seat.nekomimi.length / CHIP.perRow);
  return SEAT_HEAD_H + rows * (CHIP.h + CHIP.gap) + (rows === 0 ? 0 : PAD / 2);
}
