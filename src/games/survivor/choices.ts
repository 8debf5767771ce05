/** The choices a seat has in the simultaneous steps, enumerated for bots, buttons and checks. */
import { onePerFace as onePerFaceBy, type Seat } from "../../engine/index.ts";
import { seatZone } from "./board.ts";
import { bySet, cardOf, faceOf } from "./cards.ts";
import type { CardId, CastawayId, SurvivorState } from "./state.ts";
import { eligible, entryRange } from "./tally.ts";

/** One card per face (the lowest copy): copies are the same choice. */
export function onePerFace(cards: readonly CardId[]): CardId[] {
  return onePerFaceBy(cards, faceOf, bySet);
}

/** Every set of castaways a seat may enter: eligible ones, from the challenge's minimum to its maximum. */
export function entryChoices(state: SurvivorState, seat: Seat): CastawayId[][] {
  const pool = eligible(state, seat);
  const { min, max } = entryRange(state, seat);
  if (max === 0) return [];
  const out: CastawayId[][] = [];
  const walk = (from: number, picked: CastawayId[]): void => {
    if (picked.length >= min) out.push([...picked]);
    if (picked.length === max) return;
    for (let i = from; i < pool.length; i++) walk(i + 1, [...picked, pool[i] as CastawayId]);
  };
  walk(0, []);
  return out;
}

/** Hand cards of one type (planned cards have left the hand). */
export function handOfType(state: SurvivorState, seat: Seat, type: "food" | "alliance" | "item"): CardId[] {
  return seatZone(state, seat, "hand").cards.filter((c) => cardOf(c).type === type);
}
