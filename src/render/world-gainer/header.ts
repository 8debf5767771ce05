import type { Phase } from "../../games/world-gainer/state.ts";
import { drawHeadline, type HeadlineStyle } from "../kit/headline.ts";
import { drawIcon } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import { drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { header, MIN_TEXT } from "./layout.ts";
import { say, seatIndex, type Scene } from "./scene.ts";

/**
 * The seed's phases as the table shows them. Choosing the card and the square of a placement are steps of the gain
 * phase that only the active player sees, so the board names them all "gain" and looks the same throughout.
 */
const SHOWN_PHASE: Record<Phase, "deck" | "standby" | "gain" | "over"> = {
  deck: "deck",
  standby: "standby",
  gain: "gain",
  square: "gain",
  pay: "gain",
  over: "over",
};

function statusLine(scene: Scene): string {
  const { table, locale, names } = scene;
  if (table.phase === "deck") return say("status.deck", locale);
  if (table.winner !== null && table.endReason !== null) {
    const winner = seatIndex(table.winner);
    return say(`status.${table.endReason}`, locale, { name: names[winner], points: table.seats[winner].points });
  }
  return say("status.turn", locale, { name: names[seatIndex(table.active)] });
}

const STATUS: HeadlineStyle = { size: 30, minSize: 26, twoLineSize: 26 };

/**
 * Two rows: the game, the turn and the phase on top; below them, across the whole width, whose turn it is or who won
 * (the crown first once the game is over).
 */
export function paintHeader(ctx: Ctx, scene: Scene): void {
  const { table, locale } = scene;
  ctx.fillStyle = palette.panel;
  ctx.fillRect(header.x, header.y, header.w, header.h);
  const top = header.y + 32;
  let x = header.x + 20;
  x +=
    drawText(ctx, say("title", locale), x, top, 300, {
      size: 32,
      minSize: MIN_TEXT,
      weight: "bold",
      color: palette.text,
    }) + 16;
  const chip = { size: 24, fill: palette.panelEdge, color: palette.text, maxWidth: 280 };
  if (table.turn > 0) x += drawPill(ctx, say("turn", locale, { n: table.turn }), x, top, chip) + 10;
  drawPill(ctx, say(`phase.${SHOWN_PHASE[table.phase]}`, locale), x, top, chip);

  let left = header.x + 20;
  const middle = header.y + 90;
  if (table.phase === "over") {
    drawIcon(ctx, "crown", left + 16, middle, 32, palette.highlight);
    left += 44;
  }
  drawHeadline(ctx, statusLine(scene), left, middle, header.x + header.w - 20 - left, STATUS, palette.highlight);
}
