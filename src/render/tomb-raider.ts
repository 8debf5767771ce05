import type { Locale, MatchView } from "../engine/index.ts";
import type { TombRaiderView } from "../games/tomb-raider/state.ts";
import { fitName } from "./kit/names.ts";
import { palette } from "./kit/palette.ts";
import { newSurface, toPng } from "./kit/surface.ts";
import { paintHeader } from "./tomb-raider/header.ts";
import { paintKey } from "./tomb-raider/key.ts";
import { BOARD, raiderPanel } from "./tomb-raider/layout.ts";
import { paintLog } from "./tomb-raider/log.ts";
import { paintMap } from "./tomb-raider/map.ts";
import { paintRaiderPanel } from "./tomb-raider/raider-panel.ts";
import { playerNames, tokenStyles, type Scene } from "./tomb-raider/scene.ts";

export { paintHand as paintTombRaiderHand } from "./tomb-raider/hand.ts";

/**
 * The public picture of a Tomb Raider table as a PNG: the level map, a panel per raider and the last move. It
 * draws only what every seat may know (no hand, no deck order, no face-down location), whoever the viewer is.
 */
export function paintTombRaider(view: MatchView<TombRaiderView>, locale: Locale, names?: readonly string[]): Buffer {
  const table = view.table;
  const fullNames = playerNames(table.players, locale, names);
  const scene: Scene = {
    view,
    table,
    locale,
    names: fullNames.map(fitName),
    fullNames,
    tokens: tokenStyles(fullNames),
  };
  const { canvas, ctx } = newSurface(BOARD.w, BOARD.h, palette.table);
  paintHeader(ctx, scene);
  paintMap(ctx, scene);
  table.raiders.forEach((raider, i) => paintRaiderPanel(ctx, scene, raider, raiderPanel(i)));
  paintKey(ctx, scene);
  paintLog(ctx, scene);
  return toPng(canvas);
}
