import type { CardId } from "../../games/spymaster/cards.ts";
import { drawCardFace } from "../kit/card-face.ts";
import { palette } from "../kit/palette.ts";
import { drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { styleOf } from "./faces.ts";
import { layoutRow, MIN_TEXT, rowArea, type Side } from "./layout.ts";
import { say, type Scene, type SeatIndex } from "./scene.ts";

/**
 * The seat's row: each card in a slot, the spies tucked under a card lying sideways beneath it (the row lists
 * them after their host), and the turned spy marked.
 */
export function paintRow(ctx: Ctx, scene: Scene, seat: SeatIndex, side: Side): void {
  const { row } = scene.table.seats[seat];
  const { tucks, turned } = scene.table;
  const hostOf = (id: CardId): CardId | null => {
    const host = tucks[id];
    return host !== undefined && row.includes(host) ? host : null;
  };
  const hosts = row.filter((id) => hostOf(id) === null);
  const tuckedUnder = hosts.map((host) => row.filter((id) => hostOf(id) === host));
  const slots = layoutRow(
    rowArea(scene.layout, side),
    tuckedUnder.map((under) => under.length),
  );

  slots.forEach((slot, i) => {
    slot.tucked.forEach((rect, k) => drawCardFace(ctx, rect, styleOf(tuckedUnder[i]?.[k] as CardId)));
  });
  slots.forEach((slot, i) => {
    const id = hosts[i] as CardId;
    drawCardFace(ctx, slot.rect, styleOf(id));
    if (id !== turned) return;
    ctx.beginPath();
    ctx.roundRect(slot.rect.x - 4, slot.rect.y - 4, slot.rect.w + 8, slot.rect.h + 8, 12);
    ctx.strokeStyle = palette.highlight;
    ctx.lineWidth = 5;
    ctx.stroke();
    drawPill(ctx, say("turned", scene.locale), slot.rect.x - 4, slot.rect.y - 22, {
      size: MIN_TEXT,
      fill: palette.highlight,
      color: palette.onHighlight,
      icon: "eye",
      maxWidth: 170,
    });
  });
}
