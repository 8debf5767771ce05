import type { Locale } from "../../engine/index.ts";
import { STATS, type CardData, type Effect, type Habitat } from "../../games/tomb-raider/cards.ts";
import { joinWords, signed } from "../../games/tomb-raider/words.ts";
import { say, type TombRaiderRenderKey } from "./strings.ts";

/** A draw-deck card in words, for the hand image: its kind line, its number and its rules text, line by line. */

export function kindLine(card: CardData, locale: Locale): string {
  return say(`kind.${card.kind}`, locale);
}

/** The card's headline number: an upgrade's power, a discovery's difficulty, an obstacle's danger. */
export function headline(card: CardData, locale: Locale): string | null {
  if (card.kind === "upgrade" && card.power !== undefined) return say("card.power", locale, { n: card.power });
  if (card.kind === "discovery" && card.difficulty !== undefined) return say("card.difficulty", locale, { n: card.difficulty });
  if (card.obstacle) return say("card.danger", locale, { n: card.obstacle.danger });
  return null;
}

function effectText(effect: Effect, locale: Locale): string {
  return "n" in effect ? say(`effect.${effect.do}`, locale, { n: effect.n }) : say(`effect.${effect.do}`, locale);
}

const HABITAT_KEYS: Record<Habitat, TombRaiderRenderKey | null> = { dry: "habitat.dry", wet: "habitat.wet", any: null };

export function rulesLines(card: CardData, locale: Locale): string[] {
  const lines: string[] = card.find ? [say(`find.${card.find}`, locale)] : [];
  for (const stat of STATS) {
    const mod = card.mods?.[stat];
    if (mod) lines.push(say("card.mod", locale, { stat: say(`stat.${stat}`, locale), n: signed(mod) }));
  }
  if (card.air) lines.push(say("card.air", locale, { n: card.air }));
  if (card.steps) lines.push(say("card.steps", locale, { n: card.steps }));
  if (card.weapon) {
    lines.push(say("card.weapon", locale, { n: card.weapon.fight }));
    if (card.weapon.underwater) lines.push(say("card.weapon-wet", locale));
  }
  for (const effect of card.effects ?? []) lines.push(effectText(effect, locale));
  const obstacle = card.obstacle;
  if (obstacle) {
    if (obstacle.life !== null) lines.push(say("card.life", locale, { n: obstacle.life }));
    const stats = obstacle.stats.map((stat) => say(`stat.${stat}`, locale)).join(say("card.or", locale));
    lines.push(say("card.test", locale, { stats }));
    lines.push(say("card.fail", locale, { effects: joinWords(obstacle.fail.map((e) => effectText(e, locale)), locale) }));
  }
  const habitat = HABITAT_KEYS[obstacle?.habitat ?? card.water ?? "any"];
  if (habitat) lines.push(say(habitat, locale));
  return lines;
}
