/**
 * A bot that plays from its own view only. It feeds each castaway the food that suits its strongest stats, colours
 * castaways to pair them for alliances, enters its best team, keeps fortunes and items for when they swing the
 * challenge (playing the one that helps most while it is behind, Food Shortage and Divide and Rule included), digs for
 * more when nothing turns the challenge (Lost Supplies on the leader, Town Meeting, Supply Drop, Lucky Find), sends
 * Tribal Council's vote elsewhere when its own castaway is named or closes the council when none is, and votes off the
 * strongest rival castaway: every card of the set has a moment when the bot plays it.
 */
import type { Bot, MatchView, Rng, Seat } from "../../engine/index.ts";
import { STATS, castawayOf, cardOf, challengeOf, type Mod, type Stat } from "./cards.ts";
import type { CastawayView, SurvivorAction, SurvivorView } from "./state.ts";

type View = MatchView<SurvivorView>;
type Play = Extract<SurvivorAction, { type: "play" }>;

function printed(castaway: string, stat: Stat): number {
  return castawayOf(castaway).stats[STATS.indexOf(stat)] ?? 0;
}

function total(castaway: string): number {
  return castawayOf(castaway).stats.reduce((a, b) => a + b, 0);
}

/** What a modifier adds for the current challenge's stats (an "all" modifier counts once per stat). */
function gain(mods: readonly Mod[], stats: readonly Stat[]): number {
  return stats.reduce(
    (n, stat) => n + mods.reduce((m, mod) => m + (mod.stat === stat || mod.stat === "all" ? mod.value : 0), 0),
    0,
  );
}

function seatOf(view: View): Seat {
  return typeof view.viewer === "number" ? view.viewer : 0;
}

function challengeStats(view: View): Stat[] {
  return view.table.challenge ? challengeOf(view.table.challenge).stats : [];
}

function castaway(view: View, id: string): { seat: Seat; cast: CastawayView } | null {
  for (const s of view.table.seats) {
    const cast = s.cast.find((c) => c.id === id);
    if (cast) return { seat: s.seat, cast };
  }
  return null;
}

/** How a card's food fits a castaway before the challenge is known: its printed value in the food's stat. */
function feedScore(card: string, target: string): number {
  const def = cardOf(card);
  if (def.type !== "food") return 0;
  return def.mods.reduce((n, m) => n + (m.stat === "all" ? total(target) / 8 : printed(target, m.stat)), 0);
}

function chooseFeed(legal: SurvivorAction[]): SurvivorAction {
  const places = legal.filter((a): a is Extract<SurvivorAction, { type: "place" }> => a.type === "place");
  if (places.length === 0) return { type: "done" };
  return places.reduce((best, a) => (feedScore(a.card, a.castaway) > feedScore(best.card, best.castaway) ? a : best));
}

/** An alliance card goes where it pairs two castaways of one colour, on the strongest castaway lacking it. */
function chooseAlly(view: View, legal: SurvivorAction[]): SurvivorAction {
  const mine = view.table.seats[seatOf(view)]?.cast ?? [];
  const useful = legal.filter((a): a is Extract<SurvivorAction, { type: "place" }> => {
    if (a.type !== "place") return false;
    const def = cardOf(a.card);
    if (def.type !== "alliance") return false;
    const target = mine.find((c) => c.id === a.castaway);
    if (!target || target.colors.includes(def.color)) return false;
    const planned = (view.table.seats[seatOf(view)]?.plan ?? []).some((p) => p.castaway === a.castaway);
    return !planned && mine.some((c) => c.id !== a.castaway && c.colors.includes(def.color));
  });
  if (useful.length === 0) return { type: "done" };
  return useful.reduce((best, a) => (total(a.castaway) > total(best.castaway) ? a : best));
}

function chooseEntry(view: View, legal: SurvivorAction[]): SurvivorAction {
  const value = (ids: readonly string[]): number => ids.reduce((n, id) => n + (castaway(view, id)?.cast.value ?? 0), 0);
  return legal.reduce((best, a) =>
    a.type === "enter" &&
    best.type === "enter" &&
    (value(a.castaways) > value(best.castaways) ||
      (value(a.castaways) === value(best.castaways) && a.castaways.length > best.castaways.length))
      ? a
      : best,
  );
}

/** The margin a play would bring: my score minus the best rival score, estimated from public values. */
function margin(view: View, seat: Seat, scores: readonly (number | null)[]): number {
  const mine = scores[seat] ?? -1;
  const best = Math.max(-1, ...scores.filter((_, s) => s !== seat).map((s) => s ?? -1));
  return mine - best;
}

/** The effect kind of a fortune or politics card ("weaken", "food-spoils"), or "" for any other card. */
function opOf(card: string): string {
  const def = cardOf(card);
  return def.type === "fortune" || def.type === "politics" ? def.effect.op : "";
}

/** What a seat's entered castaways gain from their face-up food in this challenge. */
function foodGain(view: View, seat: Seat): number {
  const stats = challengeStats(view);
  return (view.table.seats[seat]?.cast ?? [])
    .filter((c) => c.entered)
    .flatMap((c) => c.attached.map(cardOf))
    .reduce((n, def) => n + (def.type === "food" ? gain(def.mods, stats) : 0), 0);
}

/** The scores after a play, estimated from public values. */
function afterPlay(view: View, seat: Seat, play: Play): (number | null)[] {
  const scores = [...(view.table.scores ?? [])];
  const def = cardOf(play.card);
  const stats = challengeStats(view);
  const add = (s: Seat, n: number): void => {
    if (scores[s] !== null && scores[s] !== undefined) scores[s] = (scores[s] ?? 0) + n;
  };
  if (
    def.type === "politics" &&
    def.effect.op === "food-spoils" &&
    !view.table.standing.some((s) => s.type === "food-spoils")
  ) {
    for (const s of view.table.seats) add(s.seat, -foodGain(view, s.seat));
  }
  if (def.type !== "fortune") return scores;
  const e = def.effect;
  // Breaking an alliance takes away the Strength in Numbers bonus it earned.
  if (e.op === "break-alliance" && play.seat !== undefined) {
    const allies = (view.table.seats[play.seat]?.cast ?? []).filter(
      (c) => c.entered && c.colors.includes(view.table.seats[play.seat ?? 0]?.alliance ?? "green"),
    ).length;
    for (const s of view.table.standing)
      if (s.type === "ally-bonus" && s.seat === play.seat) add(play.seat, -s.amount * allies);
  }
  const target = play.castaway ? castaway(view, play.castaway) : null;
  if (e.op === "boost" && target) add(seat, gain([{ stat: e.stat, value: e.amount }], stats));
  if (e.op === "weaken" && target)
    add(target.seat, -Math.min(target.cast.value, gain([{ stat: e.stat, value: e.amount }], stats)));
  if (e.op === "score-up") add(seat, e.amount);
  if (e.op === "score-down" && play.seat !== undefined) add(play.seat, -e.amount);
  if (e.op === "ally-bonus")
    add(
      seat,
      e.amount *
        (view.table.seats[seat]?.cast.filter(
          (c) =>
            c.entered &&
            view.table.seats[seat]?.alliance &&
            c.colors.includes(view.table.seats[seat]?.alliance ?? "green"),
        ).length ?? 0),
    );
  if (e.op === "cancel" && play.attached) {
    const owner = Number(play.attached.split(":")[0]);
    const attached = cardOf(play.attached);
    const on = view.table.seats[owner]?.cast.find((c) => c.entered && c.attached.includes(attached.id));
    if (on && (attached.type === "food" || attached.type === "item")) add(owner, -gain(attached.mods, stats));
  }
  return scores;
}

/** The rival with the best score, or null when nobody else scores. */
function leader(view: View, seat: Seat): Seat | null {
  const scores = view.table.scores ?? [];
  let best: Seat | null = null;
  for (const [s, score] of scores.entries())
    if (s !== seat && score !== null && (best === null || score > (scores[best] ?? -1))) best = s;
  return best;
}

/**
 * When no play changes who wins, the cards that still help a player who is behind: breaking the leader's alliance when
 * it shields them from a card in hand (now or at Tribal Council), taking a card from the leader (it may be an item), one more item for everyone
 * when all of one's items cannot be placed, everyone drawing (a chance at an item), or drawing alone.
 */
function helpWhenBehind(view: View, legal: SurvivorAction[], rng: Rng): SurvivorAction | null {
  const seat = seatOf(view);
  const plays = legal.filter((a): a is Play => a.type === "play");
  const top = leader(view, seat);
  const hand = view.table.seats[seat]?.hand.cards ?? [];
  // An alliance spares its player every fortune with its colour's icon, now and at Tribal Council.
  const shieldedBy = (color: string | null | undefined): boolean =>
    color !== null &&
    color !== undefined &&
    hand.some((c) => {
      const def = cardOf(c);
      return def.type === "fortune" && def.icon === color;
    });
  const atLeader = (op: string): Play | undefined => plays.find((a) => opOf(a.card) === op && a.seat === top);
  const unshield = atLeader("break-alliance");
  if (unshield && top !== null && shieldedBy(view.table.seats[top]?.alliance)) return unshield;
  const items = hand.filter((c) => cardOf(c).type === "item").length;
  const placed = view.table.seats[seat]?.cast.reduce((n, c) => n + c.ownFacedown.length, 0) ?? 0;
  const supply = plays.find((a) => opOf(a.card) === "item-limit");
  if (supply && items > 0 && placed >= view.table.itemLimit) return supply;
  const steal = atLeader("rival-discard");
  if (steal) return steal;
  const everyone = plays.find((a) => opOf(a.card) === "everyone-draws");
  if (everyone) return everyone;
  const draw = plays.find((a) => opOf(a.card) === "draw");
  return draw && rng.next() < 0.5 ? draw : null;
}

function chooseWindow(view: View, legal: SurvivorAction[], rng: Rng): SurvivorAction {
  const seat = seatOf(view);
  const table = view.table;
  if (table.phase === "council") return chooseCouncil(view, legal);
  const now = margin(view, seat, table.scores ?? []);
  const draw = legal.find((a) => a.type === "play" && opOf(a.card) === "draw");
  if (now > 0) return draw ?? { type: "pass" };
  if ((table.scores?.[seat] ?? null) === null) return draw ?? { type: "pass" };
  let best: SurvivorAction = { type: "pass" };
  let bestMargin = now;
  for (const a of legal) {
    if (a.type === "play") {
      const m = margin(view, seat, afterPlay(view, seat, a));
      if (m > bestMargin) [best, bestMargin] = [a, m];
    }
    if (a.type === "item") {
      const def = cardOf(a.card);
      const m = now + (def.type === "item" ? gain(def.mods, challengeStats(view)) : 0);
      if (m > bestMargin) [best, bestMargin] = [a, m];
    }
  }
  return best.type === "pass" ? (helpWhenBehind(view, legal, rng) ?? best) : best;
}

/**
 * Tribal Council: a named castaway of mine has the vote moved off it, onto the strongest rival castaway; an extra
 * vote-off is played when its chooser, the idol holder, cannot pick one of mine (it is me, or my alliance is spared);
 * with no castaway of mine named, the window is closed before anyone can move the vote onto one.
 */
function chooseCouncil(view: View, legal: SurvivorAction[]): SurvivorAction {
  const seat = seatOf(view);
  const plays = legal.filter((a): a is Play => a.type === "play");
  const op = (a: Play): string => opOf(a.card);
  const mine = (id: string | undefined): boolean => id !== undefined && castaway(view, id)?.seat === seat;
  const save = plays
    .filter((a) => op(a) === "retarget" && mine(a.from))
    .sort((a, b) => total(b.castaway ?? "") - total(a.castaway ?? ""))[0];
  if (save) return save;
  const safe = (a: Play): boolean => {
    const def = cardOf(a.card);
    const spared = def.type === "fortune" && def.icon !== undefined && view.table.seats[seat]?.alliance === def.icon;
    return view.table.idol === seat || spared;
  };
  const extra = plays.find((a) => op(a) === "extra-vote" && safe(a));
  if (extra) return extra;
  const mineNamed = view.table.targets.some((id) => mine(id));
  return (!mineNamed ? plays.find((a) => op(a) === "close-window") : undefined) ?? { type: "pass" };
}

function chooseVote(legal: SurvivorAction[]): SurvivorAction {
  return legal.reduce((best, a) =>
    a.type === "vote" && best.type === "vote" && total(a.castaway) > total(best.castaway) ? a : best,
  );
}

/** Keeps the hand: sets aside only what the limit forces, the cards it values least first (alliance cards first). */
function chooseDiscard(view: View): SurvivorAction {
  const worth = (card: string): number =>
    ({ alliance: 0, food: 1, item: 2, politics: 2, fortune: 3 })[cardOf(card).type];
  const hand = [...(view.table.seats[seatOf(view)]?.hand.cards ?? [])];
  const mustDrop = Math.max(0, hand.length - view.table.handLimit);
  return mustDrop === 0
    ? { type: "done" }
    : { type: "discard", cards: hand.sort((a, b) => worth(a) - worth(b)).slice(0, mustDrop) };
}

export const survivorBot: Bot<SurvivorView, SurvivorAction> = {
  choose(view, legal, rng) {
    switch (view.table.phase) {
      case "deck":
        return rng.pick(legal);
      case "feed":
        return chooseFeed(legal);
      case "ally":
        return chooseAlly(view, legal);
      case "enter":
        return chooseEntry(view, legal);
      case "fortunes":
      case "items":
      case "council":
        return chooseWindow(view, legal, rng);
      case "vote":
      case "extra":
        return chooseVote(legal);
      case "discard":
        return chooseDiscard(view);
      case "over":
        return legal[0] ?? { type: "pass" };
    }
  },
};
