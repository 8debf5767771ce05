/** The game's words from its catalog: card and nekomimi names, what cards do, their marks, lists, default names. */
import { translate, type Locale, type Params } from "../../engine/index.ts";
import { cardOf, isNekomimiId, namesOf, nekomimiOf, type CardDef, type Marks, type Mods, type Need } from "./cards.ts";
import { powapowaStrings, type PowapowaStringKey } from "./strings.ts";

export function say(key: PowapowaStringKey, locale: Locale, params: Params = {}): string {
  return translate(powapowaStrings, key, locale, params);
}

export function joinWords(words: readonly string[], locale: Locale): string {
  const [first, ...rest] = words;
  if (first === undefined) return say("list.none", locale);
  return rest.reduce((a, b) => say("list.join", locale, { a, b }), first);
}

/** Any card or nekomimi by name (a nekomimi by its default nickname, OP-33). */
/** Alternatives: "A, B or C". */
function orWords(words: readonly string[], locale: Locale): string {
  const last = words[words.length - 1];
  if (last === undefined || words.length === 1) return joinWords(words, locale);
  return say("list.or", locale, { a: joinWords(words.slice(0, -1), locale), b: last });
}

/** "a card", "2 cards". */
function cardCount(n: number, locale: Locale): string {
  return n === 1 ? say("count.card", locale) : say("count.cards", locale, { n });
}

export function cardName(id: string, locale: Locale): string {
  return namesOf(id)[locale];
}

export function cardList(cards: readonly string[], locale: Locale): string {
  return joinWords(
    cards.map((c) => cardName(c, locale)),
    locale,
  );
}

/** A hand by name, each territory with its kind: "Cozy House (house), Scratch"; a nekomimi by its name. */
export function handList(cards: readonly string[], locale: Locale): string {
  return joinWords(
    cards.map((c) => {
      if (isNekomimiId(c)) return cardName(c, locale);
      const def = cardOf(c);
      return def.type === "territory"
        ? say("card.kind", locale, { card: def.name[locale], kind: needText(def.kind, locale) })
        : def.name[locale];
    }),
    locale,
  );
}

/** A breeder's fan vote so far, each card as the hand names it and the nekomimi it backs. */
export function voteText(vote: readonly { nekomimi: string; card: string | null }[], locale: Locale): string {
  const placed = vote.map((v) =>
    say("action.back", locale, {
      card: v.card ? handList([v.card], locale) : say("deck-card", locale),
      nekomimi: cardName(v.nekomimi, locale),
    }),
  );
  return say("control.vote-plan", locale, { placed: joinWords(placed, locale) });
}

const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

export function modsText(mods: Mods | undefined, locale: Locale): string {
  const parts = (["attack", "defence", "charisma"] as const).flatMap((stat) => {
    const value = mods?.[stat];
    return value === undefined ? [] : [say(`mods.${stat}`, locale, { value: signed(value) })];
  });
  return joinWords(parts, locale);
}

export function needText(need: Need, locale: Locale): string {
  return say(`kind.${need}`, locale);
}

function itemText(def: Extract<CardDef, { type: "item" }>, locale: Locale): string {
  if (def.growth) return say("effect.item-growth", locale, { count: def.growth });
  if (def.draw) return say("effect.item-draw", locale, { amount: def.draw });
  return say(def.marks.target === "paw" ? "effect.item-territory" : "effect.item-worn", locale, {
    mods: modsText(def.mods, locale),
  });
}

function eventText(def: Extract<CardDef, { type: "event" }>, locale: Locale): string {
  const e = def.effect;
  const text = (() => {
    switch (e.op) {
      case "draw":
        return say("effect.draw", locale, { amount: e.amount });
      case "discard-random":
        return say("effect.discard-random", locale, { cards: cardCount(e.amount, locale) });
      case "discard-named":
        return say("effect.discard-named", locale, {
          cards: orWords(
            e.cards.map((c) => cardName(c, locale)),
            locale,
          ),
        });
      case "attach":
        return say(
          e.until ? "effect.attach-until" : def.when === "declared" ? "effect.attach-declarer" : "effect.attach",
          locale,
          { mods: modsText(e.mods, locale) },
        );
      case "fight-mod":
        return say("effect.fight-mod", locale, { mods: modsText(e.mods, locale) });
      default:
        return say(`effect.${e.op}`, locale);
    }
  })();
  return def.when ? say("card.when", locale, { text, when: say(`when.${def.when}`, locale) }) : text;
}

function fightText(def: Extract<CardDef, { type: "fight" }>, locale: Locale): string {
  if (def.proxy) return say("effect.proxy", locale, def.proxy);
  const mods = def.mods ? modsText(def.mods, locale) : "";
  if (!def.bonus) return say("effect.fight", locale, { mods });
  const bonus = modsText(def.bonus.mods, locale);
  const condition = def.bonus.ground
    ? say("effect.on-ground", locale, { kind: say(`kind.${def.bonus.ground}`, locale) })
    : say("effect.for-gender", locale, { gender: say(`gender.${def.bonus.gender ?? "female"}`, locale) });
  return mods
    ? say("effect.fight-bonus", locale, { mods, condition, bonus })
    : say("effect.fight-only", locale, { condition, bonus });
}

/** What a card does, in a few words. */
export function effectText(def: CardDef, locale: Locale): string {
  switch (def.type) {
    case "territory":
      return say("effect.territory", locale, { kind: say(`kind.${def.kind}`, locale) });
    case "item":
      return itemText(def, locale);
    case "talent":
      return say("effect.talent", locale, { mods: modsText(def.mods, locale) });
    case "event":
      return eventText(def, locale);
    case "fight":
      return fightText(def, locale);
    case "open":
      return say(`effect.${def.effect.op}`, locale);
  }
}

/** A card with its type and what it does: "Cozy House (Territory: a house territory)". */
export function cardText(card: string, locale: Locale): string {
  const def = cardOf(card);
  return say("card.line", locale, {
    name: def.name[locale],
    type: say(`type.${def.type}`, locale),
    text: effectText(def, locale),
  });
}

/** The four marks in words (ruling 4). */
export function marksText(marks: Marks, locale: Locale): string {
  return say("card.marks", locale, {
    ribbon: say(marks.ribbon ? "mark.ribbon" : "mark.instant", locale),
    clock: say(marks.clock ? "mark.clock" : "mark.no-clock", locale),
    user: say(`mark.user.${marks.user}`, locale),
    target: say(`mark.target.${marks.target}`, locale),
  });
}

/** A nekomimi's next growth requirement, or that it is fully grown. */
export function needsText(neko: string, stage: number, locale: Locale): string {
  const needs = nekomimiOf(neko).stages[stage - 1]?.needs;
  return needs
    ? say("neko.needs", locale, {
        needs: joinWords(
          needs.map((n) => needText(n, locale)),
          locale,
        ),
      })
    : say("neko.full-grown", locale);
}

/** A nekomimi in one line, to choose it by: gender, charisma at stages 2 to 4, what stage 1 needs to grow. */
export function nekomimiSummary(id: string, locale: Locale): string {
  const def = nekomimiOf(id);
  return say("neko.summary", locale, {
    gender: say(`gender.${def.gender}`, locale),
    charisma: def.stages
      .slice(1)
      .map((s) => s.charisma ?? 0)
      .join("/"),
    needs: needsText(id, 1, locale),
  });
}

/** A nekomimi's five cards in words: its gender, then each stage's figures, territory limit and next requirement. */
export function nekomimiText(id: string, locale: Locale): string {
  const def = nekomimiOf(id);
  const stages = def.stages.map((s, i) =>
    say("neko.stage-line", locale, {
      stage: i + 1,
      figures:
        i === 0
          ? "—"
          : say("neko.figures", locale, { attack: s.attack ?? 0, defence: s.defence ?? 0, charisma: s.charisma ?? 0 }),
      limit: s.limit,
      needs: needsText(id, i + 1, locale),
    }),
  );
  return [say(`gender.${def.gender}`, locale), ...stages].join("\n");
}

export function defaultNames(locale: Locale): string[] {
  return Array.from({ length: 4 }, (_, i) => say("player.default", locale, { n: i + 1 }));
}
