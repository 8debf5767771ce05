import { drawCardBack, drawFaceDown } from "../kit/card-back.ts";
import { drawDocuments, drawPips } from "../kit/counters.ts";
import { drawIcon, type IconName } from "../kit/icons.ts";
import { inks, palette } from "../kit/palette.ts";
import { drawPanel, drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { DOCUMENT_SIZE, documentSlot, infoColumn, playedSlot, rowArea, seatPanel, sideOf, type Side } from "./layout.ts";
import { paintRow } from "./row.ts";
import { hasAnswered, mustAct, say, type Scene, type SeatIndex } from "./scene.ts";

const DOCUMENTS = 3;
const STRIKES_PER_OUT = 3;
const OUTS_TO_LOSE = 3;
const PIP_SIZE = 64;

interface Status {
  text: string;
  icon: IconName;
  loud: boolean;
}

/** What the seat is doing now, if anything worth a label. */
function statusOf(scene: Scene, seat: SeatIndex): Status | null {
  const { table, locale } = scene;
  if (table.winner === seat) return { text: say("role.winner", locale), icon: "crown", loud: true };
  if (mustAct(scene, seat) && table.phase !== "over") {
    const text =
      table.phase === "discard" ? say("do.discard", locale, { count: table.discardDue[seat] }) : say(`do.${table.phase}`, locale);
    return { text, icon: "play", loud: true };
  }
  if (hasAnswered(scene, seat)) {
    return { text: say(table.phase === "pick" ? "done.pick" : "done.discard", locale), icon: "check", loud: false };
  }
  if (table.phase === "attack" || table.phase === "guess") {
    const attacking = table.attacker === seat;
    return { text: say(attacking ? "role.attacker" : "role.defender", locale), icon: attacking ? "sword" : "shield", loud: false };
  }
  return null;
}

function paintInfo(ctx: Ctx, scene: Scene, seat: SeatIndex, side: Side): void {
  const info = infoColumn(side);
  const { locale, table } = scene;
  const seatView = table.seats[seat];
  drawText(ctx, scene.fullNames[seat], info.x, info.y + 36, info.w, { size: 34, minSize: 24, weight: "bold", color: palette.text });

  const status = statusOf(scene, seat);
  if (status) {
    drawPill(ctx, status.text, info.x, info.y + 86, {
      size: 24,
      fill: status.loud ? palette.highlight : palette.panelEdge,
      color: status.loud ? palette.onHighlight : palette.text,
      icon: status.icon,
      maxWidth: info.w,
    });
  }

  const handY = info.y + 140;
  drawCardBack(ctx, { x: info.x, y: handY - 21, w: 30, h: 42 });
  const labelWidth = drawText(ctx, say("hand", locale), info.x + 42, handY, 120, { size: 24, color: palette.muted });
  drawText(ctx, String(seatView.hand.count), info.x + 52 + labelWidth, handY, 80, { size: 34, weight: "bold", color: palette.text });

  if (table.variant === "spymaster") {
    const first = documentSlot(side, 0);
    drawText(ctx, say("documents", locale), info.x, info.y + 186, info.w, { size: 22, color: palette.muted });
    drawDocuments(ctx, first.x, first.y + DOCUMENT_SIZE / 2, DOCUMENT_SIZE, seatView.documents, DOCUMENTS);
  }
}

/** MindMaster has no rows, so its score (strikes, outs) gets the row's room, large. */
function paintScore(ctx: Ctx, scene: Scene, seat: SeatIndex, side: Side): void {
  const area = rowArea(side);
  const { strikes, outs } = scene.table.seats[seat];
  const blockW = area.w / 2;
  for (const [i, key, used, total, ink] of [
    [0, "strikes", strikes, STRIKES_PER_OUT, inks.vermillion],
    [1, "outs", outs, OUTS_TO_LOSE, palette.danger],
  ] as const) {
    const x = area.x + i * blockW;
    drawText(ctx, say(key, scene.locale), x, area.y + 36, blockW - 20, { size: 28, minSize: 22, weight: "bold", color: palette.muted });
    drawPips(ctx, x, area.y + 112, PIP_SIZE, used, total, ink);
  }
}

/** A face-down card by the seat: the attack card while the defender guesses, or an opening pick not yet shown. */
function paintPlayed(ctx: Ctx, scene: Scene, seat: SeatIndex, side: Side): void {
  const { table, locale } = scene;
  const attackCard = table.played.count > 0 && table.attacker === seat;
  const pick = table.phase === "pick" && hasAnswered(scene, seat);
  if (!attackCard && !pick) return;
  const slot = playedSlot(side);
  drawText(ctx, say(attackCard ? "face-down" : "done.pick", locale), slot.x + slot.w / 2, slot.y - 20, slot.w + 30, {
    size: 22,
    weight: "bold",
    color: palette.highlight,
    align: "center",
  });
  drawFaceDown(ctx, slot);
}

export function paintSeat(ctx: Ctx, scene: Scene, seat: SeatIndex): void {
  const side = sideOf(scene.view.viewer, seat);
  const panel = seatPanel(side);
  const marked = mustAct(scene, seat) || scene.table.winner === seat;
  drawPanel(ctx, panel, {
    fill: palette.panel,
    edge: marked ? palette.highlight : palette.panelEdge,
    edgeWidth: marked ? 5 : 2,
  });
  if (scene.table.winner === seat) drawIcon(ctx, "crown", panel.x + panel.w - 40, panel.y + 30, 36, palette.highlight);
  paintInfo(ctx, scene, seat, side);
  if (scene.table.variant === "spymaster") paintRow(ctx, scene, seat, side);
  else paintScore(ctx, scene, seat, side);
  paintPlayed(ctx, scene, seat, side);
}
