import type { Phase } from "../../games/world-gainer/state.ts";
import { drawIcon } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import { drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { header } from "./layout.ts";
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

export function paintHeader(ctx: Ctx, scene: Scene): void {
  const { table, locale } = scene;
  ctx.fillStyle = palette.panel;
  ctx.fillRect(header.x, header.y, header.w, header.h);
  const y = header.y + header.h / 2;
  let x = header.x + 20;
  x += drawText(ctx, say("title", locale), x, y, 260, { size: 30, weight: "bold", color: palette.text }) + 16;
  const chip = { size: 22, fill: palette.panelEdge, color: palette.text, maxWidth: 220 };
  if (table.turn > 0) x += drawPill(ctx, say("turn", locale, { n: table.turn }), x, y, chip) + 10;
  x += drawPill(ctx, say(`phase.${SHOWN_PHASE[table.phase]}`, locale), x, y, chip) + 24;

  const right = header.x + header.w - 20;
  const over = table.phase === "over";
  const iconRoom = over ? 44 : 0;
  const width = drawText(ctx, statusLine(scene), right, y, right - x - iconRoom, {
    size: 28,
    minSize: 22,
    weight: "bold",
    color: palette.highlight,
    align: "right",
  });
  if (over) drawIcon(ctx, "crown", right - width - 24, y, 32, palette.highlight);
}
