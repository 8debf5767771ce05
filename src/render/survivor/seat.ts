import type { SeatView } from "../../games/survivor/state.ts";
import { colorName } from "../../games/survivor/words.ts";
import type { Rect } from "../kit/geometry.ts";
import type { IconName } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel, drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText, textWidth } from "../kit/text.ts";
import { paintCastaway, paintVotedOff } from "./castaway.ts";
import { CHIP, CHIPS_PER_ROW, PAD, SEAT_HEAD_H, SEAT_PLAYED_H } from "./layout.ts";
import { COLOR_LOOK, playedLine, seatStatus, type Scene } from "./scene.ts";
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
 * Second row: the alliance and the card counts. Third, when there is one: the cards they played this turn and what
 * changes their score. Then their castaways, two to a row, in play and voted off.
 */
export function paintSeat(ctx: Ctx, scene: Scene, seat: SeatView, rect: Rect): void {
  const { table, locale } = scene;
  const acting = seatStatus(scene, seat.seat);
  drawPanel(ctx, rect, {
    fill: palette.panel,
    edge: acting === "to-act" ? palette.highlight : palette.panelEdge,
    edgeWidth: acting === "to-act" ? 4 : 2,
  });
  const right = rect.x + rect.w - PAD;
  const live = table.scores?.[seat.seat] ?? table.result?.scores[seat.seat] ?? null;
  const score = table.challenge && !seat.out ? live : null;
  const first = table.firstTally?.[seat.seat] ?? null;
  const scoreText = score === null ? "" : say("score", locale, { n: score });
  const scoreW = score === null ? 0 : textWidth(ctx, scoreText, 26, "bold") + 12;
  if (score !== null)
    drawText(ctx, scoreText, right, rect.y + 28, scoreW, {
      size: 26,
      weight: "bold",
      color: palette.highlight,
      align: "right",
    });
  const top = rect.y + 28;
  let x = rect.x + PAD;
  if (table.idol === seat.seat && table.phase !== "deck") {
    x +=
      drawPill(ctx, say("idol", locale), x, top, {
        size: 19,
        fill: palette.highlight,
        color: palette.onHighlight,
        icon: "crown",
        maxWidth: 130,
      }) + 8;
  }
  const look = acting ? (STATUS_LOOK[acting] ?? { fill: palette.panelEdge, color: palette.text }) : null;
  const statusW = acting ? 170 : 0;
  const name = scene.names[seat.seat] ?? "?";
  const nameRoom = Math.max(60, Math.min(textWidth(ctx, name, 28, "bold") + 4, right - scoreW - statusW - x));
  drawText(ctx, name, x, top, nameRoom, {
    size: 28,
    minSize: 20,
    weight: "bold",
    color: seat.out ? palette.faint : palette.text,
  });
  x += nameRoom + 10;
  if (acting && look)
    drawPill(ctx, say(acting, locale), x, top, {
      size: 19,
      fill: look.fill,
      color: look.color,
      ...(look.icon ? { icon: look.icon } : {}),
      maxWidth: statusW,
    });
  const second = rect.y + 62;
  x = rect.x + PAD;
  if (seat.alliance) {
    const ally = COLOR_LOOK[seat.alliance];
    x +=
      drawPill(ctx, colorName(seat.alliance, locale), x, second, {
        size: 19,
        fill: ally.fill,
        color: ally.ink,
        icon: "shield",
        maxWidth: 150,
      }) + 10;
  }
  // A planned card is still a hand card to everyone else: the picture counts it so, whoever it is drawn for.
  const counts = [
    say("hand", locale, { n: seat.hand.count + seat.plan.length }),
    say("deck", locale, { n: seat.deck }),
    say("discard", locale, { n: seat.discard.length }),
  ].join(" · ");
  const tallyText = score !== null && first !== null ? say("first-tally", locale, { n: first }) : "";
  const tallyW = tallyText ? textWidth(ctx, tallyText, 20) + 12 : 0;
  if (tallyText) drawText(ctx, tallyText, right, second, tallyW, { size: 20, color: palette.muted, align: "right" });
  drawText(ctx, counts, x, second, right - x - tallyW, { size: 21, minSize: 18, color: palette.muted });
  const played = playedLine(scene, seat.seat);
  if (played)
    drawText(ctx, played, rect.x + PAD, rect.y + SEAT_HEAD_H + SEAT_PLAYED_H / 2 - 6, rect.w - 2 * PAD, {
      size: 21,
      minSize: 17,
      color: palette.highlight,
    });
  const chipsTop = rect.y + SEAT_HEAD_H + (played ? SEAT_PLAYED_H : 0);
  const chipW = (rect.w - 2 * PAD - (CHIPS_PER_ROW - 1) * CHIP.gap) / CHIPS_PER_ROW;
  const chips = [
    ...seat.cast.map((c) => ({ kind: "in" as const, c })),
    ...seat.votedOff.map((id) => ({ kind: "out" as const, id })),
  ];
  chips.forEach((chip, i) => {
    const r = {
      x: rect.x + PAD + (i % CHIPS_PER_ROW) * (chipW + CHIP.gap),
      y: chipsTop + Math.floor(i / CHIPS_PER_ROW) * (CHIP.h + CHIP.gap),
      w: chipW,
      h: CHIP.h,
    };
    if (chip.kind === "in") paintCastaway(ctx, scene, chip.c, r);
    else paintVotedOff(ctx, chip.id, r, locale);
  });
}
