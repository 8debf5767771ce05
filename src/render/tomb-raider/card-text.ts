import type { Locale } from "../../engine/index.ts";
import type { CardData } from "../../games/tomb-raider/cards.ts";
import { say } from "./strings.ts";

/** A draw-deck card's kind, as the band of its image reads (its number and rules text are the game's words). */
export function kindLine(card: CardData, locale: Locale): string {
  return say(`kind.${card.kind}`, locale);
}
