import { cardOf } from "../../games/world-gainer/cards.ts";
import { squareOnTable } from "../../games/world-gainer/words.ts";
import type { HandSign } from "../kit/hand-signs.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { drawAttributeBadge } from "./attributes.ts";
import { drawMiniCard } from "./card-art.ts";
import { footer } from "./layout.ts";
import { say, seatIndex, type Scene } from "./scene.ts";

const ATTRIBUTE_OF_SIGN = { scissors: "blue", paper: "green", rock: "red", all: "yellow" } as const;
const BADGE = 34;
const ARROW_W = 24;

/** Who beats whom, in signs only: scissors > paper > rock > scissors, and the yellow burst > all three. */
function paintKey(ctx: Ctx, right: number, y: number): number {
  const chain: HandSign[] = ["scissors", "paper", "rock", "scissors"];
  const allSigns: HandSign[] = ["scissors", "paper", "rock"];
  const small = 26;
  const width = chain.length * BADGE + (chain.length - 1) * ARROW_W + 28 + BADGE + ARROW_W + allSigns.length * (small + 4);
  let x = right - width;
  const arrow = (): void => {
    drawText(ctx, ">", x + ARROW_W / 2, y, ARROW_W, { size: 24, weight: "bold", color: palette.muted, align: "center" });
    x += ARROW_W;
  };
  chain.forEach((sign, i) => {
    if (i > 0) arrow();
    drawAttributeBadge(ctx, ATTRIBUTE_OF_SIGN[sign], x + BADGE / 2, y, BADGE);
    x += BADGE;
  });
  x += 28;
  drawAttributeBadge(ctx, "yellow", x + BADGE / 2, y, BADGE);
  x += BADGE;
  arrow();
  for (const sign of allSigns) {
    drawAttributeBadge(ctx, ATTRIBUTE_OF_SIGN[sign], x + small / 2, y, small);
    x += small + 4;
  }
  return width;
}

/** The footer: the latest placement in words beside its card, and the key to the signs. */
export function paintFooter(ctx: Ctx, scene: Scene): void {
  drawPanel(ctx, footer, { fill: palette.panel, edge: palette.panelEdge });
  const y = footer.y + footer.h / 2;
  const keyWidth = paintKey(ctx, footer.x + footer.w - 16, y);
  const placement = scene.table.lastPlacement;
  if (placement === null) return;
  drawMiniCard(ctx, { x: footer.x + 14, y: footer.y + 6, w: 32, h: 44 }, placement.card);
  const text = say(`last.${placement.result}`, scene.locale, {
    name: scene.names[seatIndex(placement.seat)],
    card: cardOf(placement.card).name[scene.locale],
    where: squareOnTable(placement.square, scene.names, scene.locale),
  });
  const x = footer.x + 58;
  drawText(ctx, text, x, y, footer.x + footer.w - 40 - keyWidth - x, { size: 24, minSize: 22, color: palette.text });
}
