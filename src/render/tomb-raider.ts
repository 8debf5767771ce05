import type { Canvas } from "canvas";
import type { Locale, MatchView } from "../engine/index.ts";
import type { TombRaiderView } from "../games/tomb-raider/state.ts";
import { fitName } from "./kit/names.ts";
import { palette } from "./kit/palette.ts";
import { newSurface, toPng } from "./kit/surface.ts";
import { keptDrawing } from "./kit/tiles.ts";
import { paintHeader } from "./tomb-raider/header.ts";
import { paintKey } from "./tomb-raider/key.ts";
import { BOARD, raiderPanel } from "./tomb-raider/layout.ts";
import { paintLog, paintLogFrame } from "./tomb-raider/log.ts";
import { paintDepthLabels, paintMap } from "./tomb-raider/map.ts";
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
  const { canvas, ctx } = newSurface(BOARD.w, BOARD.h, fixedParts(table.players, locale));
  paintHeader(ctx, scene);
  paintMap(ctx, scene);
  table.raiders.forEach((raider, i) => paintRaiderPanel(ctx, scene, raider, raiderPanel(i)));
  paintLog(ctx, scene);
  return toPng(canvas);
}

/**
 * The parts alike on every board of a seat count and language, apart from one another and from the rest (the depths'
 * labels, the key, the log's frame), drawn once on the table where they stand and copied under each board.
 */
function fixedParts(players: number, locale: Locale): Canvas {
  return keptDrawing(`tomb-raider ${players}p ${locale}`, BOARD.w, BOARD.h, palette.table, (ctx) => {
    paintDepthLabels(ctx, locale);
    paintKey(ctx, players, locale);
    paintLogFrame(ctx, players, locale);
  });
}
