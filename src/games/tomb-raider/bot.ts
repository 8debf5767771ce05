/**
 * A bot that plays from its own view only. It walks the shortest known way to the Treasure Room (an unexplored
 * square counts as leading every way), plays upgrades and secret moves at once, draws with Study Notes on dry
 * ground, breathes (Deep Breath, Hand Pump) under water when short of air, places its most dangerous obstacle in
 * front of a rival, plays a card before a check when it deals with the creature checked (flooding, draining, a
 * strike) or raises the stat checked (and in a rival's check only to heal), saves when it has something to keep,
 * and resets when it has no way on.
 */
import type { Bot, MatchView, Rng, Seat } from "../../engine/index.ts";
import { DIRECTIONS, drawCard, levelLocations, type Effect, type Stat } from "./cards.ts";
import { habitatFits, neighbour, TREASURE_SQUARE } from "./map.ts";
import type { RaiderView, SquareKey, SquareView, TombRaiderAction, TombRaiderView } from "./state.ts";

function squareOf(view: TombRaiderView, key: SquareKey): SquareView | undefined {
  return view.map.find((s) => s.key === key);
}

/** Steps from each square to the nearest of `goals` along known ways (breadth-first from the goals backwards). */
function distancesTo(view: TombRaiderView, goals: readonly SquareKey[]): Map<SquareKey, number> {
  const into = new Map<SquareKey, SquareKey[]>();
  for (const square of view.map) {
    const ways = square.card === null ? DIRECTIONS : square.arrows;
    for (const dir of ways) {
      const to = neighbour(square.key, dir);
      if (to !== null) into.set(to, [...(into.get(to) ?? []), square.key]);
    }
  }
  const dist = new Map<SquareKey, number>(goals.map((g) => [g, 0]));
  const queue: SquareKey[] = [...goals];
  for (let target = queue.shift(); target !== undefined; target = queue.shift()) {
    const d = dist.get(target) as number;
    for (const from of into.get(target) ?? []) {
      if (dist.has(from)) continue;
      dist.set(from, d + 1);
      queue.push(from);
    }
  }
  return dist;
}

/** Steps from each square to the Treasure Room along known ways (an unexplored square counts as open every way). */
export function distances(view: TombRaiderView): Map<SquareKey, number> {
  return distancesTo(view, [TREASURE_SQUARE]);
}

/**
 * Where a raider not yet ready for the Treasure Room goes: a dry location it can search (companions and most items
 * are found only on dry ground), or one still to explore.
 */
function searchGrounds(view: TombRaiderView): SquareKey[] {
  return view.map
    .filter((s) => s.key !== TREASURE_SQUARE && (s.card === null || (s.search.length > 0 && !s.emptyToken && !s.wet)))
    .map((s) => s.key);
}

function me(view: MatchView<TombRaiderView>): RaiderView | null {
  return view.viewer === "spectator" ? null : (view.table.raiders[view.viewer] ?? null);
}

function cardWorth(card: string): number {
  const data = drawCard(card);
  return (data.difficulty ?? 0) + (data.find === "item" || data.find === "weapon" ? 2 : 0);
}

/** Dice for a stat with the best weapon carried added to Fight (as the bot reckons, wherever it stands). */
function dice(self: RaiderView, stat: Stat): number {
  const weapon = Math.max(0, ...self.unsaved.map((c) => drawCard(c).weapon?.fight ?? 0));
  return self.stats[stat] + (stat === "fight" ? weapon : 0);
}

/**
 * Whether the raider is likely (3.5 a die) to reach the Treasure Room's number, less 1, with the Search dice it has
 * there, and to pass its guardian (while it stands) with its best listed stat. Both are printed on the level's
 * Treasure Room, known to all from the card set even while it lies face down. Each three turns lower the bar by 1,
 * so a raider whose deck cannot build up goes in all the same.
 */
function readyForTreasure(table: TombRaiderView, self: RaiderView): boolean {
  const room = table.level ? levelLocations(table.level).find((l) => l.role === "treasure") : undefined;
  if (!room) return true;
  const slack = Math.floor(table.turn / 3);
  const search = (self.stats.search + (room.search[0]?.n ?? 0)) * 3.5 >= (room.treasure ?? 0) - 1 - slack;
  const square = table.map.find((s) => s.key === TREASURE_SQUARE);
  const guardian =
    room.obstacle && (square?.faceDown !== false || square.obstacles.some((o) => o.card === null))
      ? room.obstacle
      : null;
  const guarded =
    guardian !== null && Math.max(...guardian.stats.map((st) => dice(self, st))) * 3.5 < guardian.danger - 1 - slack;
  return search && !guarded;
}

/**
 * Walks the shortest known way to the Treasure Room once ready for it; until then to the nearest location it can
 * search (or explore), to find discoveries there.
 */
function chooseMove(view: MatchView<TombRaiderView>, legal: TombRaiderAction[], self: RaiderView): TombRaiderAction {
  const play = legal.find((a) => a.type === "play" && ["upgrade", "secret"].includes(drawCard(a.card).kind));
  if (play) return play;
  const wet = squareOf(view.table, self.at)?.wet ?? false;
  const breath = wet ? breathing(legal, self, 2) : undefined;
  if (breath) return breath;
  // On dry ground Study Notes draws two more cards, while the hand keeps room for them.
  const notes = wet ? undefined : playing(legal, "draw");
  if (notes && (self.hand.cards?.length ?? 0) + 2 <= self.stats.think + HAND_ROOM) return notes;
  const dist = readyForTreasure(view.table, self)
    ? distances(view.table)
    : distancesTo(view.table, searchGrounds(view.table));
  const here = dist.get(self.at) ?? Infinity;
  if (here === 0) return { type: "stop" };
  const heal = legal.find((a) => a.type === "play" && self.damage > 0 && heals(a.card));
  if (heal) return heal;
  const sprint = legal.find((a) => a.type === "play" && drawCard(a.card).effects?.some((e) => e.do === "move"));
  if (sprint && self.movesLeft < here && here < Infinity) return sprint;
  let best: TombRaiderAction | null = null;
  let bestDist = here;
  for (const action of legal) {
    if (action.type !== "move") continue;
    const to = neighbour(self.at, action.dir);
    const d = to === null ? Infinity : (dist.get(to) ?? Infinity);
    if (d < bestDist) {
      best = action;
      bestDist = d;
    }
  }
  return best ?? { type: "stop" };
}

function chooseWrapUp(view: MatchView<TombRaiderView>, legal: TombRaiderAction[], self: RaiderView): TombRaiderAction {
  const dist = distances(view.table);
  const here = dist.get(self.at) ?? Infinity;
  const restart = dist.get(self.restart) ?? Infinity;
  // A restart point with no known way on is a dead end: reset to the entrance instead. An obstacle here that no roll
  // can beat would be met again every turn: a reset heals and reshuffles.
  if (here === Infinity || cannotFindTreasure(view.table, self) || unbeatableHere(view.table, self))
    return { type: "reset", entrance: restart === Infinity };
  if (legal.some((a) => a.type === "save") && (self.unsaved.length > 0 || here < restart)) return { type: "save" };
  return { type: "done" };
}

/** An obstacle on the raider's location that even all sixes could not beat with the stats it has now. */
function unbeatableHere(table: TombRaiderView, self: RaiderView): boolean {
  return (squareOf(table, self.at)?.obstacles ?? []).some(
    (o) => Math.max(...o.stats.map((st) => dice(self, st))) * 6 < o.danger,
  );
}

/** In the Treasure Room with too few Search dice left to reach its number: time to reset and heal. */
function cannotFindTreasure(table: TombRaiderView, self: RaiderView): boolean {
  const room = squareOf(table, self.at);
  if (!room || room.treasure === null) return false;
  return (self.stats.search + (room.search[0]?.n ?? 0)) * 6 < room.treasure;
}

const heals = (card: string): boolean => drawCard(card).effects?.some((e) => e.do === "heal") ?? false;

/** Cards the hand holds beyond Think before the Draw round's limit (Think + 6). */
const HAND_ROOM = 6;

/** The first legal play of a card with this effect. */
function playing(legal: readonly TombRaiderAction[], effect: Effect["do"]): TombRaiderAction | undefined {
  return legal.find((a) => a.type === "play" && (drawCard(a.card).effects?.some((e) => e.do === effect) ?? false));
}

/**
 * Under water: a Deep Breath once it has room for all its air; with `short` air or less left, a Hand Pump to drain the
 * location (dry ground refills the air).
 */
function breathing(legal: readonly TombRaiderAction[], self: RaiderView, short: number): TombRaiderAction | undefined {
  const breath = self.air + DEEP_BREATH <= self.maxAir ? playing(legal, "air") : undefined;
  return breath ?? (self.air <= short ? playing(legal, "drain") : undefined);
}

/** The air a Deep Breath gives (less the air the card itself uses under water, it gains two). */
const DEEP_BREATH = 3;

/**
 * A card that deals with the creature about to be checked: flooding the location drowns a land creature, draining it
 * strands a water creature (either is discarded at once), a Sudden Strike puts a token on it (perhaps its last).
 */
function againstCreature(
  view: MatchView<TombRaiderView>,
  legal: readonly TombRaiderAction[],
  self: RaiderView,
): TombRaiderAction | undefined {
  const creature = view.table.checking;
  if (!creature || creature.life === null) return undefined;
  const wet = squareOf(view.table, self.at)?.wet ?? false;
  if (creature.habitat === "dry" && !wet) return playing(legal, "flood") ?? playing(legal, "wound");
  if (creature.habitat === "wet" && wet) return playing(legal, "drain") ?? playing(legal, "wound");
  return playing(legal, "wound");
}

/**
 * Before a check: breathe first when under water with the air nearly gone; deal with a creature by a card when one
 * can; roll the best listed stat, unless a card raises a stat being checked (an upgrade or secret move adding to it,
 * or a heal while damaged, since damage lowers every stat).
 */
function chooseCheck(view: MatchView<TombRaiderView>, legal: TombRaiderAction[], self: RaiderView): TombRaiderAction {
  const wet = squareOf(view.table, self.at)?.wet ?? false;
  const breath = wet ? breathing(legal, self, 1) : undefined;
  if (breath) return breath;
  const card = againstCreature(view, legal, self);
  if (card) return card;
  const tackles = legal.filter((a): a is { type: "tackle"; stat: Stat } => a.type === "tackle");
  const raises = (card: string): boolean =>
    (self.damage > 0 && heals(card)) || tackles.some((t) => (drawCard(card).mods?.[t.stat] ?? 0) > 0);
  const play = legal.find((a) => a.type === "play" && raises(a.card));
  if (play) return play;
  return tackles.reduce(
    (a, b) => (self.stats[b.stat] > self.stats[a.stat] ? b : a),
    tackles[0] as TombRaiderAction & { stat: Stat },
  );
}

/** The rival's reaction window: pass, unless a card clearly helps (a heal while damaged). */
function chooseReaction(legal: TombRaiderAction[], self: RaiderView): TombRaiderAction {
  return legal.find((a) => a.type === "play" && self.damage > 0 && heals(a.card)) ?? { type: "pass" };
}

/**
 * The Search round: under water a Hand Pump first; then a search action card if one is in hand, else a plain search; where the location offers several
 * search conditions, the one whose likely roll (3.5 a die) finds the best discovery in hand, the one with more dice
 * on a tie.
 */
function chooseSearch(view: MatchView<TombRaiderView>, legal: TombRaiderAction[], self: RaiderView): TombRaiderAction {
  // Drained first, the location lets companions and dry-ground finds be found, and its air refills.
  const pump = squareOf(view.table, self.at)?.wet ? playing(legal, "drain") : undefined;
  if (pump) return pump;
  const sweeps = legal.filter((a) => a.type === "play" && drawCard(a.card).effects?.some((e) => e.do === "search"));
  const options = sweeps.length > 0 ? sweeps : legal.filter((a) => a.type === "search");
  const value = (action: TombRaiderAction): number => {
    const using = "using" in action ? action.using : undefined;
    if (!using) return -Infinity;
    const likely = (self.stats.search + using.n) * 3.5;
    const finds = (self.hand.cards ?? []).filter((c) => {
      const d = drawCard(c);
      return (
        d.kind === "discovery" &&
        (d.difficulty ?? 0) <= likely &&
        (!using.finds || using.finds.includes(d.find ?? "triggered"))
      );
    });
    // Worth first; the extra dice only break a tie.
    return Math.max(0, ...finds.map(cardWorth)) * 100 + using.n;
  };
  return options.reduce<TombRaiderAction>(
    (best, a) => (value(a) > value(best) ? a : best),
    options[0] ?? { type: "search" },
  );
}

function choose(view: MatchView<TombRaiderView>, legal: TombRaiderAction[], rng: Rng): TombRaiderAction {
  const first = legal[0] as TombRaiderAction;
  const self = me(view);
  if (!self) return first;
  switch (view.table.phase) {
    case "level":
      return rng.pick(legal);
    case "deck":
      return legal.filter((a) => a.type === "deck" && rng.int(4) === 0)[0] ?? rng.pick(legal);
    case "move":
      return chooseMove(view, legal, self);
    case "place": {
      // A creature that cannot live there would die at once: not worth its card.
      const at = view.table.placement;
      const wet = at !== null && (squareOf(view.table, at.square)?.wet ?? false);
      const lives = (card: string): boolean => habitatFits(drawCard(card).obstacle?.habitat ?? "any", wet);
      const places = legal.filter((a): a is { type: "place"; card: string } => a.type === "place" && lives(a.card));
      const danger = (card: string): number => drawCard(card).obstacle?.danger ?? 0;
      return places.reduce<TombRaiderAction>(
        (best, a) => (best.type !== "place" || danger(a.card) > danger(best.card) ? a : best),
        { type: "pass" },
      );
    }
    case "fight": {
      if (view.table.target !== null)
        return view.table.reacting === self.seat ? chooseReaction(legal, self) : chooseCheck(view, legal, self);
      const target = legal.find((a): a is { type: "attack"; target: Seat } => a.type === "attack");
      // An attack costs the search: not where this raider means to search for the treasure now.
      const searchingTreasure = self.at === TREASURE_SQUARE && readyForTreasure(view.table, self);
      const rival = target ? view.table.raiders[target.target] : undefined;
      return target && rival && !searchingTreasure && dice(self, "fight") >= dice(rival, "fight")
        ? target
        : { type: "pass" };
    }
    case "tackle":
      return view.table.reacting === self.seat ? chooseReaction(legal, self) : chooseCheck(view, legal, self);
    case "search":
      return chooseSearch(view, legal, self);
    case "discover": {
      const finds = legal.filter((a): a is { type: "discover"; card: string } => a.type === "discover");
      // Under water, air found is worth the air missing.
      const missing = squareOf(view.table, self.at)?.wet ? self.maxAir - self.air : 0;
      const worth = (card: string): number =>
        cardWorth(card) + Math.min(missing, drawCard(card).effects?.find((e) => e.do === "air")?.n ?? 0);
      return finds.reduce<TombRaiderAction>(
        (best, a) => (best.type !== "discover" || worth(a.card) > worth(best.card) ? a : best),
        { type: "done" },
      );
    }
    case "wrap-up":
      return chooseWrapUp(view, legal, self);
    default:
      return first;
  }
}

export const tombRaiderBot: Bot<TombRaiderView, TombRaiderAction> = { choose };
