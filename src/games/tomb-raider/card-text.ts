/** What a card does, in words: the hand image prints it line by line, the terminal and card lookup in one line. */
import type { Locale } from "../../engine/index.ts";
import {
  drawCard,
  isDrawCard,
  isLocation,
  isRaider,
  location,
  raider,
  STATS,
  type CardData,
  type Effect,
  type Habitat,
  type LocationData,
} from "./cards.ts";
import type { TombRaiderStringKey } from "./strings.ts";
import { conditionsText, directionName, joinWords, say, signed, statName } from "./words.ts";

/** The card's headline number: an upgrade's power, a discovery's difficulty, an obstacle's danger. */
export function headline(card: CardData, locale: Locale): string | null {
  if (card.kind === "upgrade" && card.power !== undefined) return say("text.power", locale, { n: card.power });
  if (card.kind === "discovery" && card.difficulty !== undefined)
    return say("text.difficulty", locale, { n: card.difficulty });
  if (card.obstacle) return say("text.danger", locale, { n: card.obstacle.danger });
  return null;
}

export function effectText(effect: Effect, locale: Locale): string {
  const key = `text.effect.${effect.do}` as TombRaiderStringKey;
  return "n" in effect ? say(key, locale, { n: effect.n }) : say(key, locale);
}

const HABITAT_KEYS: Record<Habitat, TombRaiderStringKey | null> = {
  dry: "text.habitat.dry",
  wet: "text.habitat.wet",
  any: null,
};

function obstacleLines(obstacle: NonNullable<CardData["obstacle"]>, locale: Locale): string[] {
  const lines = obstacle.life === null ? [] : [say("text.life", locale, { n: obstacle.life })];
  const stats = obstacle.stats.map((stat) => statName(stat, locale)).join(say("text.or", locale));
  lines.push(say("text.test", locale, { stats }));
  lines.push(
    say("text.fail", locale, {
      effects: joinWords(
        obstacle.fail.map((e) => effectText(e, locale)),
        locale,
      ),
    }),
  );
  return lines;
}

/** A draw-deck card's rules text, line by line (its kind and headline number apart). */
export function rulesLines(card: CardData, locale: Locale): string[] {
  const lines: string[] = card.find ? [say(`text.find.${card.find}`, locale)] : [];
  for (const stat of STATS) {
    const mod = card.mods?.[stat];
    if (mod) lines.push(say("text.mod", locale, { stat: statName(stat, locale), n: signed(mod) }));
  }
  if (card.air) lines.push(say("text.air", locale, { n: card.air }));
  if (card.steps) lines.push(say("text.steps", locale, { n: card.steps }));
  if (card.weapon) {
    lines.push(say("text.weapon", locale, { n: card.weapon.fight }));
    if (card.weapon.underwater) lines.push(say("text.weapon-wet", locale));
  }
  for (const effect of card.effects ?? []) lines.push(effectText(effect, locale));
  if (card.obstacle) lines.push(...obstacleLines(card.obstacle, locale));
  const habitat = HABITAT_KEYS[card.obstacle?.habitat ?? card.water ?? "any"];
  if (habitat) lines.push(say(habitat, locale));
  return lines;
}

/** A location: its danger, exits, ways to search, water, and what it does to whoever enters or fails its obstacle. */
export function locationText(place: LocationData, locale: Locale): string {
  const parts = [
    say("text.danger", locale, { n: place.danger }),
    say("text.exits", locale, {
      ways: joinWords(
        place.arrows.map((d) => directionName(d, locale)),
        locale,
      ),
    }),
  ];
  if (place.role === "entrance") parts.push(say("text.entrance", locale));
  if (place.treasure !== undefined) parts.push(say("text.treasure", locale, { n: place.treasure }));
  parts.push(
    place.search.length > 0 && !place.empty
      ? say("text.search", locale, { search: conditionsText(place.search, locale) })
      : say("text.no-search", locale),
  );
  if (place.empty) parts.push(say("text.empty", locale));
  if (place.wet) parts.push(say("text.wet", locale));
  if (place.enter && place.enter.length > 0)
    parts.push(
      say("text.enter", locale, {
        effects: joinWords(
          place.enter.map((e) => effectText(e, locale)),
          locale,
        ),
      }),
    );
  if (place.obstacle)
    parts.push(
      say("text.printed-obstacle", locale, {
        text: [say("text.danger", locale, { n: place.obstacle.danger }), ...obstacleLines(place.obstacle, locale)].join(
          say("text.join", locale),
        ),
      }),
    );
  return parts.join(say("text.join", locale));
}

/** Any card of the set in one line: a draw-deck card's number and rules, a raider's stats, a location. */
export function cardText(id: string, locale: Locale): string {
  if (isRaider(id))
    return STATS.map((stat) => `${statName(stat, locale)} ${raider(id).stats[stat]}`).join(say("text.join", locale));
  if (isLocation(id)) return locationText(location(id), locale);
  if (!isDrawCard(id)) return "";
  const card = drawCard(id);
  const number = headline(card, locale);
  return [...(number === null ? [] : [number]), ...rulesLines(card, locale)].join(say("text.join", locale));
}
