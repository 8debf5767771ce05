import { kindName, type Face } from "../../games/spymaster/cards.ts";
import type { LastAction } from "../../games/spymaster/state.ts";
import { drawCardFace } from "../kit/card-face.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { cardName, styleOf } from "./faces.ts";
import { footer } from "./layout.ts";
import { nameOf, say, type Scene } from "./scene.ts";

/** The last action in words, as the whole table may know it. */
function describeLast(last: LastAction, scene: Scene): string {
  const { locale } = scene;
  const name = (seat: number): string => nameOf(scene, seat);
  const cardList = (faces: readonly Face[]): string => faces.map((f) => cardName(f, locale)).join(locale === "ja" ? "、" : ", ");
  switch (last.type) {
    case "attack": {
      const caught = !last.success && scene.table.variant === "spymaster" && last.card.kind === "spy";
      const key = last.success ? "last.attack-success" : caught ? "last.attack-turned" : "last.attack-failure";
      return say(key, locale, {
        attacker: name(last.seat),
        defender: name(1 - last.seat),
        card: cardName(last.card, locale),
        guess: kindName(last.guess, locale),
      });
    }
    case "tuck":
      return say("last.tuck", locale, { name: name(last.seat), card: cardName(last.card, locale), under: cardName(last.under, locale) });
    case "strike":
      return say("last.strike", locale, { name: name(last.seat), cards: cardList(last.cards) });
    case "discard": {
      const [a, b] = last.seats.map(name);
      const who = b === undefined ? (a ?? "") : say("names.both", locale, { a: a ?? "", b });
      return say("last.discard", locale, { names: who, count: last.cards.length });
    }
    case "pick": {
      const [kind0, kind1] = [kindName(last.kinds[0], locale), kindName(last.kinds[1], locale)];
      if (last.winner === null) return say("last.pick-tie", locale, { kind: kind0 });
      return say("last.pick", locale, { first: name(0), second: name(1), kind0, kind1, winner: name(last.winner) });
    }
    case "empty-hand":
      return say("last.empty-hand", locale, { name: name(last.seat) });
  }
}

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
  drawText(ctx, describeLast(last, scene), x, footer.y + footer.h / 2, footer.x + footer.w - 16 - x, {
    size: 26,
    minSize: 22,
    color: palette.text,
  });
}
