/**
 * A bot that plays to win from its own view only. It grows one nekomimi towards stage 4 (territories it needs
 * first), dresses its best nekomimi and burdens the rivals' best, fights when its figures beat the target's, declares
 * when its best entry looks strongest and enters everything it can, and places its best cards in the fan vote.
 */
import type { Bot, MatchView, Rng, Seat } from "../../engine/index.ts";
import { byNekomimi, cardOf, faceOf, ownerOf, type CardDef, type Kind } from "./cards.ts";
import type { NekoView, PowapowaAction, PowapowaView } from "./state.ts";

type View = MatchView<PowapowaView>;
type Play = Extract<PowapowaAction, { type: "play" }>;

const seatOf = (view: View): Seat => (typeof view.viewer === "number" ? view.viewer : 0);

function allNekomimi(view: View): NekoView[] {
  return view.table.seats.flatMap((s) => s.nekomimi);
}

function neko(view: View, id: string | undefined): NekoView | undefined {
  return id === undefined ? undefined : allNekomimi(view).find((n) => n.id === id);
}

/** How much a breeder cares about a nekomimi: stage first, then charisma. */
function worth(n: NekoView | undefined): number {
  return n ? n.stage * 10 + n.charisma : 0;
}

/**
 * The nekomimi the bot raises towards stage 4, and later the one it enters: the highest stage on the field, then the
 * one closest to its next growth, then charisma. Territories and good cards go to it first.
 */
function focusOf(view: View): NekoView | undefined {
  const rank = (n: NekoView): number => n.stage * 100 - n.missing.length * 10 + n.charisma;
  return view.table.seats[seatOf(view)]?.nekomimi
    .filter((n) => n.place === "field")
    .sort((a, b) => rank(b) - rank(a))[0];
}

/** Whether a territory of this kind brings a nekomimi closer to its next growth. */
function fills(n: NekoView | undefined, kind: Kind): boolean {
  return n !== undefined && (n.missing.includes(kind) || n.missing.includes("any"));
}

/** Room for one more territory on the table (the cap) and on this nekomimi (its limit). */
function territoryRoom(view: View, n: NekoView | undefined): boolean {
  return (
    n !== undefined && n.place === "field" && n.territories.length < n.limit && view.table.cap.used < view.table.cap.max
  );
}

function modsValue(def: CardDef): number {
  const mods =
    "mods" in def && def.mods ? def.mods : def.type === "event" && "mods" in def.effect ? def.effect.mods : undefined;
  return (mods?.attack ?? 0) + (mods?.defence ?? 0) + 2 * (mods?.charisma ?? 0);
}

/** A score for a turn action: higher is better, at or below 0 not worth it. */
function actionScore(view: View, action: PowapowaAction): number {
  const me = seatOf(view);
  const focus = focusOf(view);
  switch (action.type) {
    case "draw":
      // Drawing finds the growth cards: worth more than a card of little use, while the deck lasts.
      return (view.table.seats[me]?.deck ?? 0) > 8 ? 3 : -1;
    case "search":
      return 6;
    case "move": {
      const def = cardOf(action.territory);
      return action.to === focus?.id &&
        action.by !== focus.id &&
        def.type === "territory" &&
        fills(focus, def.kind) &&
        !fills(neko(view, action.by), def.kind)
        ? 8
        : -1;
    }
    case "remove":
      return ownerOf(action.territory) === me ? -1 : view.table.cap.used >= view.table.cap.max ? 5 : 3;
    case "fight": {
      const by = neko(view, action.by);
      const target = neko(view, action.target);
      if (!by || !target) return 0;
      const spoils = target.territories.length + target.attached.filter((a) => cardOf(a.card).type === "item").length;
      return by.attack > target.defence && spoils > 0 ? 4 + target.stage : by.attack > target.defence + 1 ? 2 : -1;
    }
    case "play":
      return playScore(view, action, focus);
    default:
      return 0;
  }
}

/** A territory on the focus that it needs is the best play; elsewhere only what the focus cannot use. */
function territoryScore(view: View, kind: Kind, target: NekoView | undefined, focus: NekoView | undefined): number {
  if (!target) return 0;
  if (target === focus) return fills(target, kind) ? 10 : target.stage < 4 && target.missing.length === 0 ? 6 : 2;
  return fills(target, kind) && !(fills(focus, kind) && territoryRoom(view, focus)) ? 4 : -1;
}

function playScore(view: View, action: Play, focus: NekoView | undefined): number {
  const me = seatOf(view);
  const def = cardOf(action.card);
  const target = neko(view, action.nekomimi);
  const mine = target ? target.owner === me : false;
  switch (def.type) {
    case "territory":
      return territoryScore(view, def.kind, target, focus);
    case "item": {
      if (action.territory) {
        const on = allNekomimi(view).find((n) => n.territories.includes(action.territory ?? ""));
        if (def.growth) return on === focus && on !== undefined && on.missing.length > 0 ? 9 : -1;
        return (def.mods?.defence ?? 0) > 0 && on?.owner === me ? 2 : -1;
      }
      const value = modsValue(def) + (def.draw ? 3 : 0);
      // Charisma counts at the contest, attack and defence only in fights (from stage 2).
      const useful =
        target !== undefined && ((def.mods?.charisma ?? 0) > 0 || def.draw !== undefined || target.stage >= 2);
      return mine
        ? value > 0 && useful
          ? value + (target === focus ? 3 : 0)
          : -5
        : value < 0
          ? 3 + worth(target) / 20
          : -5;
    }
    case "talent":
      return mine
        ? (def.mods.charisma ?? 0) > 0 || (target?.stage ?? 1) >= 2
          ? 5 + (target === focus ? 3 : 0)
          : 1
        : -5;
    case "event": {
      const e = def.effect;
      if (e.op === "draw") return (view.table.seats[me]?.deck ?? 0) > 10 ? 4 : -1;
      if (e.op === "attach") return mine ? modsValue(def) : -modsValue(def) + worth(target) / 20;
      if (e.op === "return") return 6;
      if (e.op === "discard-random") return 2;
      if (e.op === "discard-territory") return action.territory && ownerOf(action.territory) !== me ? 5 : -5;
      if (e.op === "discard-named")
        return action.attached &&
          neko(view, allNekomimi(view).find((n) => n.attached.some((a) => a.card === action.attached))?.id)?.owner ===
            me
          ? 6
          : -5;
      if (e.op === "off-field" || e.op === "incapacitate") return mine ? -5 : 2 + (target?.stage ?? 0);
      return -1;
    }
    default:
      return -1;
  }
}

function bestOf(view: View, legal: PowapowaAction[], fallback: PowapowaAction): PowapowaAction {
  let best = fallback;
  let top = 0;
  for (const a of legal) {
    const score = actionScore(view, a);
    if (score > top) [best, top] = [a, score];
  }
  return best;
}

function skipOr(legal: PowapowaAction[]): PowapowaAction {
  return legal.find((a) => a.type === "skip" || a.type === "done" || a.type === "pass") ?? (legal[0] as PowapowaAction);
}

/** Fight cards that help the side the bot is on: attack when attacking, defence when defending. */
function chooseCommit(view: View, legal: PowapowaAction[], attacking: boolean): PowapowaAction {
  const help = legal.filter((a) => {
    if (a.type === "commit") {
      const def = cardOf(a.card);
      if (def.type !== "fight") return false;
      if (def.proxy) return true;
      const gain = attacking
        ? (def.mods?.attack ?? 0) + (def.bonus?.mods.attack ?? 0)
        : (def.mods?.defence ?? 0) + (def.bonus?.mods.defence ?? 0);
      return gain > 0;
    }
    if (a.type === "play") {
      const def = cardOf(a.card);
      const mine = neko(view, a.nekomimi)?.owner === seatOf(view);
      return def.type === "event" && def.effect.op === "fight-mod" && modsValue(def) > 0 === mine;
    }
    return false;
  });
  return help[0] ?? skipOr(legal);
}

function chooseAnswer(view: View, legal: PowapowaAction[]): PowapowaAction {
  const fight = view.table.fight;
  const attacker = neko(view, fight?.attacker);
  const defender = neko(view, fight?.defender);
  const threat = (attacker?.attack ?? 0) + 2 * (view.table.seats[attacker?.owner ?? 0]?.facedown.count ?? 0);
  const declines = legal.filter((a): a is Extract<PowapowaAction, { type: "decline" }> => a.type === "decline");
  const harmful = declines.find((a) => modsValue(cardOf(a.card)) < 0);
  if (harmful) return harmful;
  if (declines.length > 0 && threat > (defender?.defence ?? 0) + 2 && (defender?.territories.length ?? 0) > 1) {
    return declines.find((a) => cardOf(a.card).type === "item") ?? (declines[0] as PowapowaAction);
  }
  return legal.find((a) => a.type === "accept") ?? (legal[0] as PowapowaAction);
}

function chooseReveal(legal: PowapowaAction[]): PowapowaAction {
  const reveals = legal.filter((a): a is Extract<PowapowaAction, { type: "reveal" }> => a.type === "reveal");
  const value = (a: (typeof reveals)[number]): number =>
    a.cards.length * 2 + (a.proxy ? ((cardOf(a.proxy) as { proxy?: { attack: number } }).proxy?.attack ?? 0) : 0);
  return reveals.reduce((best, a) => (value(a) > value(best) ? a : best), reveals[0] as (typeof reveals)[number]);
}

function chooseSpoils(view: View, legal: PowapowaAction[]): PowapowaAction {
  const value = (a: PowapowaAction): number =>
    a.type === "spoil" ? (cardOf(a.card).type === "territory" ? 5 : modsValue(cardOf(a.card))) : 0;
  return legal.reduce((best, a) => (value(a) > value(best) ? a : best), legal[0] as PowapowaAction);
}

/** What an entry would score before the fan vote, as the contest counts it (unless it is incapacitated then). */
function contestPoints(n: NekoView): number {
  const count = (type: string): number =>
    n.attached.filter((a) => a.on === null && cardOf(a.card).type === type).length;
  return n.charisma + 5 + n.territories.length + count("talent") + 2 * count("item") - count("event");
}

/**
 * Declares with an able stage 4 nekomimi unless a rival's nekomimi that could enter (stage 3 or higher) looks clearly
 * stronger; with its deck running low it declares anyway, for a contest beats running out.
 */
function chooseDeclare(view: View, legal: PowapowaAction[]): PowapowaAction {
  const me = seatOf(view);
  const mine = focusOf(view);
  const rival = allNekomimi(view)
    .filter((n) => n.owner !== me && n.place === "field" && n.stage >= 3)
    .reduce((m, n) => Math.max(m, contestPoints(n)), 0);
  const low = (view.table.seats[me]?.deck ?? 0) < 15;
  const strong = mine !== undefined && mine.stage >= 4 && (contestPoints(mine) + 2 >= rival || low);
  return strong ? (legal.find((a) => a.type === "declare") ?? skipOr(legal)) : skipOr(legal);
}

/**
 * Ends the turn over the hand limit by letting go of what helps least: a territory nobody of its own can take first
 * (the table full, or its nekomimi at their limits), then fight cards, events, items, talents, useful territories.
 */
function chooseEnd(view: View, legal: PowapowaAction[]): PowapowaAction {
  const enter = legal.find((a) => a.type === "enter");
  if (enter) return enter;
  const discards = legal.filter((a): a is Extract<PowapowaAction, { type: "discard" }> => a.type === "discard");
  if (discards.length === 0) return skipOr(legal);
  const focus = focusOf(view);
  const keep = (card: string): number => {
    const def = cardOf(card);
    if (def.type === "territory") return territoryRoom(view, focus) ? (fills(focus, def.kind) ? 6 : 3) : 0;
    return { item: 3, talent: 4, event: 2, fight: 1, open: 0 }[def.type];
  };
  return discards.reduce((worst, a) => (keep(a.card) < keep(worst.card) ? a : worst));
}

/** The fan vote: cards that score from hand first, then unseen deck cards, which score well on average. */
function chooseVote(view: View, legal: PowapowaAction[]): PowapowaAction {
  const points = (card: string): number =>
    ({ territory: 1, item: 2, talent: 1, event: -1, fight: -1, open: 5 })[cardOf(card).type];
  const fromHand = legal.find((a) => a.type === "back" && a.card !== null && points(a.card) > 0);
  if (fromHand) return fromHand;
  const fromDeck = legal.find(
    (a) => a.type === "back" && a.card === null && (view.table.seats[seatOf(view)]?.deck ?? 0) > 3,
  );
  return fromDeck ?? skipOr(legal);
}

function chooseOpen(view: View, legal: PowapowaAction[]): PowapowaAction {
  return legal.reduce((best, a) =>
    a.type === "choose" && best.type === "choose" && worth(neko(view, a.nekomimi)) > worth(neko(view, best.nekomimi))
      ? a
      : best,
  );
}

/** The nekomimi already in the cradle (dealt, or from its list). */
function keepCradle(view: View, legal: PowapowaAction[]): PowapowaAction {
  const kept = (view.table.seats[seatOf(view)]?.cradle.cards ?? []).map(faceOf).sort(byNekomimi).join();
  return legal.find((a) => a.type === "prepare" && a.nekomimi.join() === kept) ?? (legal[0] as PowapowaAction);
}

export const powapowaBot: Bot<PowapowaView, PowapowaAction> = {
  choose(view: View, legal: PowapowaAction[], rng: Rng): PowapowaAction {
    const decision = view.prompt?.decision ?? "";
    switch (decision) {
      case "deck":
      case "first":
        return rng.pick(legal);
      case "prepare":
        return keepCradle(view, legal);
      case "mulligan":
        return legal.find((a) => a.type === "mulligan" && a.take) ?? (legal[0] as PowapowaAction);
      case "open":
        return chooseOpen(view, legal);
      case "breeder":
      case "nekomimi":
      case "third":
        return bestOf(view, legal, skipOr(legal));
      case "declare":
        return chooseDeclare(view, legal);
      case "end":
        return chooseEnd(view, legal);
      case "fight-attack":
        return chooseCommit(view, legal, true);
      case "fight-defend":
        return chooseCommit(view, legal, false);
      case "fight-answer":
        return chooseAnswer(view, legal);
      case "fight-window":
        return skipOr(legal);
      case "fight-reveal":
        return chooseReveal(legal);
      case "fight-spoils":
        return chooseSpoils(view, legal);
      case "declared":
        return legal.find((a) => a.type === "play") ?? skipOr(legal);
      case "vote":
        return chooseVote(view, legal);
      default:
        return legal[0] as PowapowaAction;
    }
  },
};
