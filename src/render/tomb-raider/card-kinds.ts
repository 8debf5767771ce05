import type { CardKind } from "../../games/tomb-raider/cards.ts";
import { inks } from "../kit/palette.ts";

/** Each kind of draw-deck card keeps one ink everywhere (Okabe-Ito, apart for colour-blind eyes). */
export const KIND_INKS: Record<CardKind, string> = {
  upgrade: inks.blue,
  secret: "#cc79a7",
  discovery: inks.green,
  obstacle: inks.vermillion,
  action: "#e69f00",
};
