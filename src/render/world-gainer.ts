import type { Locale, MatchView } from "../engine/index.ts";
import type { WorldGainerView } from "../games/world-gainer/state.ts";
import { defaultNames } from "../games/world-gainer/words.ts";
import { fitName } from "./kit/names.ts";
import { palette } from "./kit/palette.ts";
import { newSurface, toPng } from "./kit/surface.ts";
import { paintFooter } from "./world-gainer/footer.ts";
import { paintGrid } from "./world-gainer/grid.ts";
import { paintHeader } from "./world-gainer/header.ts";
import { BOARD } from "./world-gainer/layout.ts";
import { seatIndex, type Scene } from "./world-gainer/scene.ts";
import { paintSeat } from "./world-gainer/seat.ts";

export { paintWorldGainerHand } from "./world-gainer/hand.ts";

/**
 * The public picture of a World Gainer table as a PNG. It never shows a hidden card (hands, decks, the card and
 * square of a placement still being chosen), not even to a viewer who may see it, so it may be posted to the whole
 * channel; the viewer only decides which field is the bottom row.
 */
export function paintWorldGainer(view: MatchView<WorldGainerView>, locale: Locale, names?: [string, string]): Buffer {
  const full = names ?? defaultNames(locale);
  const scene: Scene = {
    view,
    table: view.table,
    locale,
    names: [fitName(full[0]), fitName(full[1])],
    fullNames: full,
    bottom: view.viewer === "spectator" ? 0 : seatIndex(view.viewer),
  };
  const { canvas, ctx } = newSurface(BOARD.w, BOARD.h, palette.table);
  paintHeader(ctx, scene);
  paintGrid(ctx, scene);
  for (const seat of scene.table.seats) paintSeat(ctx, scene, seat);
  paintFooter(ctx, scene);
  return toPng(canvas);
}
