import { challengeOf } from "../../games/survivor/cards.ts";
import type { SeatView } from "../../games/survivor/state.ts";
import { colorName } from "../../games/survivor/words.ts";
import type { Rect } from "../kit/geometry.ts";
import type { IconName } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel, drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText, textWidth } from "../kit/text.ts";
import { paintCastaway, paintVotedOff } from "./castaway.ts";
import { CHIP, PAD, SEAT_HEAD_H } from "./layout.ts";
import { challengeIsCurrent, COLOR_LOOK, seatStatus, type Scene } from "./scene.ts";
import { say, type SurvivorRenderKey } from "./strings.ts";

const STATUS_LOOK: Partial<Record<SurvivorRenderKey, { fill: string; color: string; icon?: IconName }>> = {
  chosen: { fill: palette.success, color: palette.onHighlight, icon: "check" },
  choosing: { fill: palette.panelEdge, color: palette.text },
  "to-act": { fill: palette.highlight, color: palette.onHighlight, icon: "play" },
  out: { fill: palette.faint, color: palette.text },
  winner: { fill: palette.highlight, color: palette.onHighlight, icon: "crown" },
};

/**
 * One player's panel. Top row: the idol, the name, whether they have chosen or must act (never what), the score.
 * Second row: the alliance and the card counts. Then their castaways, in play and voted off.
 */
export function paintSeat(ctx: Ctx, scene: Scene, seat: SeatView, rect: Rect, perRow: number): void {
  const { table, locale } = scene;
  const acting = seatStatus(scene, seat.seat);
  drawPanel(ctx, rect, { fill: palette.panel, edge: acting === "to-act" ? palette.highlight : palette.panelEdge, edgeWidth: acting === "to-act" ? 4 : 2 });
  const right = rect.x + rect.w - PAD;
  const live = table.scores?.[seat.seat] ?? table.result?.scores[seat.seat] ?? null;
  const score = challengeIsCurrent(table) && !seat.out ? live : null;
  const first = table.firstTally?.[seat.seat] ?? null;
  const scoreText = score === null ? "" : say("score", locale, { n: score });
  const scoreW = score === null ? 0 : textWidth(ctx, scoreText, 24, "bold") + 12;
  if (score !== null) drawText(ctx, scoreText, right, rect.y + 28, scoreW, { size: 24, weight: "bold", color: palette.highlight, align: "right" });
  const top = rect.y + 28;
  let x = rect.x + PAD;
  if (table.idol === seat.seat && table.phase !== "deck") {
    x += drawPill(ctx, say("idol", locale), x, top, { size: 17, fill: palette.highlight, color: palette.onHighlight, icon: "crown", maxWidth: 120 }) + 8;
  }
  const look = acting ? (STATUS_LOOK[acting] ?? { fill: palette.panelEdge, color: palette.text }) : null;
  const statusW = acting ? 150 : 0;
  const name = scene.names[seat.seat] ?? "?";
  const nameRoom = Math.max(60, Math.min(textWidth(ctx, name, 26, "bold") + 4, right - scoreW - statusW - x));
  drawText(ctx, name, x, top, nameRoom, { size: 26, minSize: 18, weight: "bold", color: seat.out ? palette.faint : palette.text });
  x += nameRoom + 10;
  if (acting && look) drawPill(ctx, say(acting, locale), x, top, { size: 17, fill: look.fill, color: look.color, ...(look.icon ? { icon: look.icon } : {}), maxWidth: statusW });
  const second = rect.y + 62;
  x = rect.x + PAD;
  if (seat.alliance) {
    const ally = COLOR_LOOK[seat.alliance];
    x += drawPill(ctx, colorName(seat.alliance, locale), x, second, { size: 16, fill: ally.fill, color: ally.ink, icon: "shield", maxWidth: 140 }) + 10;
  }
  // A planned card is still a hand card to everyone else: the picture counts it so, whoever it is drawn for.
  const counts = [say("hand", locale, { n: seat.hand.count + seat.plan.length }), say("deck", locale, { n: seat.deck }), say("discard", locale, { n: seat.discard.length })].join(" · ");
  const tallyText = score !== null && first !== null ? say("first-tally", locale, { n: first }) : "";
  const tallyW = tallyText ? textWidth(ctx, tallyText, 17) + 12 : 0;
  if (tallyText) drawText(ctx, tallyText, right, second, tallyW, { size: 17, color: palette.muted, align: "right" });
  drawText(ctx, counts, x, second, right - x - tallyW, { size: 18, minSize: 14, color: palette.muted });
  const chipW = (rect.w - 2 * PAD - (perRow - 1) * CHIP.gap) / perRow;
  const chips = [...seat.cast.map((c) => ({ kind: "in" as const, c })), ...seat.votedOff.map((id) => ({ kind: "out" as const, id }))];
  const highlighted = challengeIsCurrent(table) && table.challenge ? challengeOf(table.challenge).stats : [];
  chips.forEach((chip, i) => {
    const r = {
      x: rect.x + PAD + (i % perRow) * (chipW + CHIP.gap),
      y: rect.y + SEAT_HEAD_H + Math.floor(i / perRow) * (CHIP.h + CHIP.gap),
      w: chipW,
      h: CHIP.h,
    };
    if (chip.kind === "in") paintCastaway(ctx, chip.c, r, locale, highlighted);
    else paintVotedOff(ctx, chip.id, r, locale);
  });
}
