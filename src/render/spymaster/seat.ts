import { drawCardBack, drawFaceDown } from "../kit/card-back.ts";
import { drawDocuments, drawPips } from "../kit/counters.ts";
import { drawIcon, type IconName } from "../kit/icons.ts";
import { inks, palette } from "../kit/palette.ts";
import { drawPanel, drawPill, pillWidth } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import {
  DOCUMENT_SIZE,
  DOCUMENTS_LABEL,
  documentSlot,
  HAND_Y,
  MIN_TEXT,
  NAME_Y,
  playedSlot,
  rowArea,
  sideOf,
  type Side,
} from "./layout.ts";
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
      table.phase === "discard"
        ? say("do.discard", locale, { count: table.discardDue[seat] })
        : say(`do.${table.phase}`, locale);
    return { text, icon: "play", loud: true };
  }
  if (hasAnswered(scene, seat)) {
    return { text: say(table.phase === "pick" ? "done.pick" : "done.discard", locale), icon: "check", loud: false };
  }
  if (table.phase === "attack" || table.phase === "guess") {
    const attacking = table.attacker === seat;
    return {
      text: say(attacking ? "role.attacker" : "role.defender", locale),
      icon: attacking ? "sword" : "shield",
      loud: false,
    };
  }
  return null;
}

/** The name's line (the winner's crown first, what the seat is doing at the right) and the hand's line. */
function paintInfo(ctx: Ctx, scene: Scene, seat: SeatIndex, side: Side): void {
  const { layout, locale, table } = scene;
  const panel = layout.panels[side];
  const seatView = table.seats[seat];
  const left = panel.x + 20;
  const right = panel.x + panel.w - 20;
  const nameY = panel.y + NAME_Y;

  let nameRoom = right - left;
  const status = statusOf(scene, seat);
  if (status) {
    const pill = {
      size: 24,
      fill: status.loud ? palette.highlight : palette.panelEdge,
      color: status.loud ? palette.onHighlight : palette.text,
      icon: status.icon,
      maxWidth: 300,
    };
    const width = pillWidth(ctx, status.text, pill);
    drawPill(ctx, status.text, right - width, nameY, pill);
    nameRoom -= width + 16;
  }
  let nameX = left;
  if (table.winner === seat) {
    drawIcon(ctx, "crown", nameX + 17, nameY, 34, palette.highlight);
    nameX += 44;
    nameRoom -= 44;
  }
  drawText(ctx, scene.fullNames[seat], nameX, nameY, nameRoom, {
    size: 32,
    minSize: MIN_TEXT,
    weight: "bold",
    color: palette.text,
  });

  const handY = panel.y + HAND_Y;
  drawCardBack(ctx, { x: left, y: handY - 21, w: 30, h: 42 });
  const labelWidth = drawText(ctx, say("hand", locale), left + 42, handY, 120, {
    size: 26,
    minSize: MIN_TEXT,
    color: palette.muted,
  });
  drawText(ctx, String(seatView.hand.count), left + 52 + labelWidth, handY, 80, {
    size: 36,
    weight: "bold",
    color: palette.text,
  });

  if (table.variant === "spymaster") {
    const labelX = panel.x + DOCUMENTS_LABEL.left;
    drawText(ctx, say("documents", locale), labelX, handY, DOCUMENTS_LABEL.room - 12, {
      size: 26,
      minSize: MIN_TEXT,
      color: palette.muted,
    });
    const first = documentSlot(layout, side, 0);
    drawDocuments(ctx, first.x, handY, DOCUMENT_SIZE, seatView.documents, DOCUMENTS);
  }
}

/** MindMaster has no rows, so its score (strikes, outs) gets the row's room, large. */
function paintScore(ctx: Ctx, scene: Scene, seat: SeatIndex, side: Side): void {
  const area = rowArea(scene.layout, side);
  const { strikes, outs } = scene.table.seats[seat];
  const blockW = area.w / 2;
  for (const [i, key, used, total, ink] of [
    [0, "strikes", strikes, STRIKES_PER_OUT, inks.vermillion],
    [1, "outs", outs, OUTS_TO_LOSE, palette.danger],
  ] as const) {
    const x = area.x + i * blockW;
    drawText(ctx, say(key, scene.locale), x, area.y - 12, blockW - 20, {
      size: 30,
      minSize: MIN_TEXT,
      weight: "bold",
      color: palette.muted,
    });
    drawPips(ctx, x, area.y + 50, PIP_SIZE, used, total, ink);
  }
}

/** A face-down card by the seat: the attack card while the defender guesses, or an opening pick not yet shown. */
function paintPlayed(ctx: Ctx, scene: Scene, seat: SeatIndex, side: Side): void {
  const { table, locale } = scene;
  const attackCard = table.played.count > 0 && table.attacker === seat;
  const pick = table.phase === "pick" && hasAnswered(scene, seat);
  if (!attackCard && !pick) return;
  const slot = playedSlot(scene.layout, side);
  drawText(ctx, say(attackCard ? "face-down" : "done.pick", locale), slot.x + slot.w / 2, slot.y - 20, slot.w + 30, {
    size: 24,
    minSize: MIN_TEXT,
    weight: "bold",
    color: palette.highlight,
    align: "center",
  });
  drawFaceDown(ctx, slot);
}

export function paintSeat(ctx: Ctx, scene: Scene, seat: SeatIndex): void {
  const side = sideOf(scene.view.viewer, seat);
  const panel = scene.layout.panels[side];
  const marked = mustAct(scene, seat) || scene.table.winner === seat;
  drawPanel(ctx, panel, {
    fill: palette.panel,
    edge: marked ? palette.highlight : palette.panelEdge,
    edgeWidth: marked ? 5 : 2,
  });
  paintInfo(ctx, scene, seat, side);
  if (scene.table.variant === "spymaster") paintRow(ctx, scene, seat, side);
  else paintScore(ctx, scene, seat, side);
  paintPlayed(ctx, scene, seat, side);
}
