import { faceOf, type CardId, type Face, type Kind } from "../../games/spymaster/cards.ts";
import type { CardFace } from "../kit/card-face.ts";
import type { IconName } from "../kit/icons.ts";
import { inks } from "../kit/palette.ts";

interface KindStyle {
  ink: string;
  icon: IconName;
}

export const KIND_STYLES: Record<Kind, KindStyle> = {
  spy: { ink: inks.blue, icon: "eye" },
  forces: { ink: inks.vermillion, icon: "star" },
  hacker: { ink: inks.green, icon: "terminal" },
  spade: { ink: inks.black, icon: "spade" },
  heart: { ink: inks.red, icon: "heart" },
  diamond: { ink: inks.blue, icon: "diamond" },
};

/** How a card face is drawn; takes a card id or a face from the table's history. */
export function styleOf(cardOrFace: CardId | Face): CardFace {
  const { kind, number } = faceOf(cardOrFace);
  return { ...KIND_STYLES[kind], label: number === null ? null : String(number) };
}
