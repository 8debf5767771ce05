import type { Locale, MatchView } from "../engine/index.ts";
import { defaultNames } from "../games/spymaster/words.ts";
import type { SpymasterView } from "../games/spymaster/state.ts";
import { fitName } from "./kit/names.ts";
import { palette } from "./kit/palette.ts";
import { newSurface, toPng } from "./kit/surface.ts";
import { paintHeader } from "./spymaster/header.ts";
import { layoutOf } from "./spymaster/layout.ts";
import { paintLastAction } from "./spymaster/last-action.ts";
import { paintPiles } from "./spymaster/piles.ts";
import { SEATS, type Scene } from "./spymaster/scene.ts";
import { paintSeat } from "./spymaster/seat.ts";

export { paintHand } from "./spymaster/hand.ts";

/**
 * The public picture of a Spymaster / MindMaster table as a PNG. It never shows a hidden card's face, not even
 * one this view lets its viewer see (their own hand, their face-down attack card), so it may be posted to the
 * whole channel; the viewer only decides which seat sits at the bottom. Upright, for phones (see the layout).
 */
export function paintSpymaster(view: MatchView<SpymasterView>, locale: Locale, names?: [string, string]): Buffer {
  const full = names ?? defaultNames(locale);
  const layout = layoutOf(view.table.variant);
  const scene: Scene = {
    view,
    table: view.table,
    locale,
    names: [fitName(full[0]), fitName(full[1])],
    fullNames: full,
    layout,
  };
  const { w, h } = layout.board;
  const { canvas, ctx } = newSurface(w, h, palette.table);
  paintHeader(ctx, scene);
  for (const seat of SEATS) paintSeat(ctx, scene, seat);
  paintPiles(ctx, scene);
  paintLastAction(ctx, scene);
  return toPng(canvas);
}
