import type { Face } from "../../games/spymaster/cards.ts";
import { describeLast } from "../../games/spymaster/describe.ts";
import type { LastAction } from "../../games/spymaster/state.ts";
import { drawCardFace } from "../kit/card-face.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { styleOf } from "./faces.ts";
import { footer } from "./layout.ts";
import type { Scene } from "./scene.ts";

/** The card the last action showed, pictured beside its words. */
function shownCard(last: LastAction): Face | null {
  return last.type === "attack" || last.type === "tuck" ? last.card : null;
}

export function paintLastAction(ctx: Ctx, scene: Scene): void {
  drawPanel(ctx, footer, { fill: palette.panel, edge: palette.panelEdge });
  const last = scene.table.last;
  if (last === null) return;
  let x = footer.x + 16;
  const shown = shownCard(last);
  if (shown !== null) {
    drawCardFace(ctx, { x, y: footer.y + 6, w: 34, h: 48 }, styleOf(shown));
    x += 48;
  }
  drawText(ctx, describeLast(last, scene.table.variant, scene.locale, scene.names), x, footer.y + footer.h / 2, footer.x + footer.w - 16 - x, {
    size: 26,
    minSize: 22,
    color: palette.text,
  });
}
