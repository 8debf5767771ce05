/** The effects in play this turn, in words, for the board and the text table: on a castaway, on a player, on everyone. */
import type { Locale, Seat } from "../../engine/index.ts";
import { cardOf } from "./cards.ts";
import type { CastawayView, SurvivorView } from "./state.ts";
import { cardName, say, statName } from "./words.ts";

const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

function foodSpoiled(table: SurvivorView): boolean {
  return table.standing.some((s) => s.type === "food-spoils");
}

/**
 * The cards on a castaway: its food, alliance cards and items turned up (food that Food Shortage spoiled says so), then
 * the fortunes played on it with what they do ("Sprained Ankle Speed −3").
 */
export function castawayCards(table: SurvivorView, c: CastawayView, locale: Locale): string[] {
  const spoiled = foodSpoiled(table);
  const attached = c.attached.map((a) =>
    spoiled && cardOf(a).type === "food"
      ? say("effect.spoiled", locale, { card: cardName(a, locale) })
      : cardName(a, locale),
  );
  const fortunes = table.standing.flatMap((s) =>
    s.type === "mod" && s.castaway === c.id
      ? [
          say("effect.mod", locale, {
            card: cardName(s.card, locale),
            stat: statName(s.stat, locale),
            amount: signed(s.amount),
          }),
        ]
      : [],
  );
  return [...attached, ...fortunes];
}

/** What changes a player's score this turn beyond their castaways: "Crowd Favourite +2", "Rumour Mill −2". */
export function seatEffects(table: SurvivorView, seat: Seat, locale: Locale): string[] {
  return table.standing.flatMap((s) => {
    if (s.type === "score" && s.seat === seat)
      return [say("effect.score", locale, { card: cardName(s.card, locale), amount: signed(s.amount) })];
    if (s.type === "ally-bonus" && s.seat === seat)
      return [say("effect.ally", locale, { card: cardName(s.card, locale), amount: signed(s.amount) })];
    return [];
  });
}

/** What holds for everyone this turn: "Food Shortage: food counts nothing this turn". */
export function tableEffects(table: SurvivorView, locale: Locale): string[] {
  return table.standing.flatMap((s) => {
    const card = cardName(s.card, locale);
    if (s.type === "food-spoils")
      return [say("effect.table", locale, { card, text: say("effect.food-spoils", locale) })];
    if (s.type === "item-limit")
      return [say("effect.table", locale, { card, text: say("effect.item-limit", locale, { amount: s.amount }) })];
    return [];
  });
}
