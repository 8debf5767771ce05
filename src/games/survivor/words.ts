/** The game's words from its catalog: card, castaway and challenge names and texts, lists, default player names. */
import { translate, type Locale, type Params } from "../../engine/index.ts";
import {
  castawayOf,
  cardOf,
  challengeOf,
  namesOf,
  type ActionDef,
  type Color,
  type Condition,
  type Mod,
  type Stat,
} from "./cards.ts";
import { survivorStrings, type SurvivorStringKey } from "./strings.ts";

export function say(key: SurvivorStringKey, locale: Locale, params: Params = {}): string {
  return translate(survivorStrings, key, locale, params);
}

/** Joins words with a catalog pattern, folded from the left; no words at all read as "none". */
export function joinWords(
  words: readonly string[],
  locale: Locale,
  joiner: "list.join" | "score.join" = "list.join",
): string {
  const [first, ...rest] = words;
  if (first === undefined) return say("list.none", locale);
  return rest.reduce((a, b) => say(joiner, locale, { a, b }), first);
}

export function statName(stat: Stat | "all", locale: Locale): string {
  return say(`stat.${stat}`, locale);
}

export function colorName(color: Color | null, locale: Locale): string {
  return say(color ? `color.${color}` : "color.none", locale);
}

/** Any card of the game by name: an action card (physical id or face), a castaway or a challenge. */
export function cardName(id: string, locale: Locale): string {
  return namesOf(id)[locale];
}

export function cardList(cards: readonly string[], locale: Locale): string {
  return joinWords(
    cards.map((c) => cardName(c, locale)),
    locale,
  );
}

function modsText(mods: readonly Mod[], locale: Locale): string {
  return joinWords(
    mods.map((m) => say("mod", locale, { stat: statName(m.stat, locale), value: m.value })),
    locale,
  );
}

/** What an action card does, in a few words. */
export function effectText(def: ActionDef, locale: Locale): string {
  switch (def.type) {
    case "food":
    case "item":
      return modsText(def.mods, locale);
    case "alliance":
      return say(`alliance.${def.mode}`, locale, { color: colorName(def.color, locale) });
    case "politics":
      return say("card.fortune", locale, {
        effect: say(`effect.${def.effect.op}`, locale, "amount" in def.effect ? { amount: def.effect.amount } : {}),
        timing: say(`timing.${def.timing}`, locale),
      });
    case "fortune": {
      const e = def.effect;
      const effect = say(`effect.${e.op}`, locale, {
        ...("amount" in e ? { amount: e.amount } : {}),
        ...("stat" in e ? { stat: statName(e.stat, locale) } : {}),
      });
      const timing = say(`timing.${def.timing}`, locale);
      return def.icon
        ? say("card.fortune-icon", locale, {
            effect,
            timing,
            icon: say("icon", locale, { color: colorName(def.icon, locale) }),
          })
        : say("card.fortune", locale, { effect, timing });
    }
  }
}

/** An action card with its type and what it does: "Grilled Fish (Food: Strength +3)". */
export function cardText(card: string, locale: Locale): string {
  const def = cardOf(card);
  return say("card.line", locale, {
    name: def.name[locale],
    type: say(`type.${def.type}`, locale),
    text: effectText(def, locale),
  });
}

export function castawayStats(id: string, locale: Locale): string {
  return say("castaway.stats", locale, Object.fromEntries(castawayOf(id).stats.map((v, i) => [String(i), v])));
}

/** A challenge's participation condition in words. */
export function conditionText(condition: Condition, locale: Locale): string {
  switch (condition.type) {
    case "stat-at-least":
    case "stat-at-most":
      return say(`condition.${condition.type}`, locale, {
        stat: statName(condition.stat, locale),
        value: condition.value,
      });
    case "coloured":
    case "colourless":
      return say(`condition.${condition.type}`, locale);
  }
}

/** A challenge in one line: its stats, numbers, colour and condition. */
export function challengeText(id: string, locale: Locale): string {
  const def = challengeOf(id);
  return say("challenge.line", locale, {
    name: def.name[locale],
    stats: def.stats.map((s) => statName(s, locale)).join(" + "),
    max: def.min ? say("challenge.min", locale, { min: def.min, max: def.max }) : def.max,
    items: def.items,
    color: def.color ? say("challenge.color", locale, { color: colorName(def.color, locale) }) : "",
    condition: def.condition
      ? say("challenge.condition", locale, { condition: conditionText(def.condition, locale) })
      : "",
  });
}

export function defaultNames(locale: Locale): string[] {
  return Array.from({ length: 6 }, (_, i) => say("player.default", locale, { n: i + 1 }));
}
