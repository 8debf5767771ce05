import { eventFor, type GameEvent } from "./events.ts";
import { applyIntent } from "./match.ts";
import { tokenOf } from "./token.ts";
import type { GameDefinition, Intent, Match, Viewer } from "./types.ts";
import { viewMatch } from "./view.ts";
import { canSee } from "./zones.ts";

/** How the leak checks that follow two matches side by side (choices.ts) go on after the point they examine. */
export interface ChoiceFollow<A> {
  /** Copies of one face map to the same key: they are interchangeable, and only their ids differ. */
  faceOf(card: string): string;
  /** The moves made after that point (in a recorded game, the intents that followed it). */
  later: readonly Intent<A>[];
  /**
   * At most this many other choices are followed, spread evenly over the legal list (a set-up choice among hundreds
   * of combinations is sampled); all of them when absent.
   */
  alternatives?: number;
}

/**
 * What the viewer has of a match, as the two followed matches are compared: exact by default; with `ownCopies`, the
 * ids of the copies the viewer holds privately stand for their faces (see `copyLeakProblem`).
 */
interface Seeing {
  viewer: Viewer;
  ownCopies: boolean;
}

/**
 * Follows two matches side by side: the viewer must see the same in both (views, legal actions, staleness tokens),
 * now and after each later move, the later moves being the same in both (`later` as made in the first match, each card
 * id translated to the card in the same place of the second). Following two different choices stops once the viewer's
 * events differ: from then on the game has shown the difference itself. With `ownCopies` (two matches that differ
 * only in which copies lie where the viewer cannot see) events must not differ either. Returns a description of the
 * first difference, or null.
 */
export function followBoth<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  first: Match<S, A>,
  second: Match<S, A>,
  viewer: Viewer,
  follow: ChoiceFollow<A>,
  ownCopies = false,
): string | null {
  const seeing: Seeing = { viewer, ownCopies };
  let [a, b] = [first, second];
  for (let step = 0; ; step++) {
    const difference = differenceFor(game, a, b, seeing, follow.faceOf, step === 0);
    if (difference) return `${difference} ${step} move(s) later`;
    const next = follow.later[step];
    if (!next) return null;
    const mirrored = translate(game, a, b, next, follow.faceOf);
    if (!mirrored) return null;
    const x = applyIntent(game, a, next);
    const y = applyIntent(game, b, mirrored);
    if (!x.ok) return null;
    if (!y.ok) return next.seat === viewer ? `has its own move refused (${y.refusal.code})` : null;
    const around = [a, x.match, b, y.match];
    if (
      seenAs(game, around, x.events, seeing, follow.faceOf) !== seenAs(game, around, y.events, seeing, follow.faceOf)
    ) {
      return ownCopies ? `sees different events ${step + 1} move(s) later` : null;
    }
    [a, b] = [x.match, y.match];
  }
}

/** The events as one viewer reads them, as JSON. */
export function seen(events: readonly GameEvent[], viewer: Viewer): string {
  return JSON.stringify(events.map((e) => eventFor(e, viewer)));
}

/**
 * The events of a move as the viewer reads them; its own copies as faces: those it held before or after the move in
 * either match (`around`), so that an id it saw go by in one names the same thing in both.
 */
function seenAs<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  around: Match<S, A>[],
  events: readonly GameEvent[],
  seeing: Seeing,
  faceOf: (card: string) => string,
): string {
  if (!seeing.ownCopies) return seen(events, seeing.viewer);
  return JSON.stringify(
    withOwnCopiesAsFaces(
      game,
      around,
      events.map((e) => eventFor(e, seeing.viewer)),
      seeing.viewer,
      faceOf,
    ),
  );
}

function differenceFor<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  a: Match<S, A>,
  b: Match<S, A>,
  seeing: Seeing,
  faceOf: (card: string) => string,
  withTokens: boolean,
): string | null {
  const { viewer, ownCopies } = seeing;
  const shown = (m: Match<S, A>, value: unknown): string =>
    JSON.stringify(ownCopies ? withOwnCopiesAsFaces(game, [m], value, viewer, faceOf) : value);
  const [viewA, viewB] = [viewMatch(game, a, viewer), viewMatch(game, b, viewer)];
  if (shown(a, viewA) !== shown(b, viewB)) return "sees a different view";
  const legal = viewer === "spectator" ? [] : game.legalActions(a.state, viewer);
  const legalB = viewer === "spectator" ? [] : game.legalActions(b.state, viewer);
  const listed = (m: Match<S, A>, actions: readonly A[]): string =>
    ownCopies ? JSON.stringify(actions.map((x) => shown(m, x)).sort()) : shown(m, actions);
  if (listed(a, legal) !== listed(b, legalB)) return "has different legal actions";
  // With the viewer's own copies read as faces, its ids differ between the two, and so do its token and refusals.
  if (ownCopies) return null;
  // A token is made of the view and legal actions just compared: where they first may part is where it is checked.
  if (withTokens && tokenOf(game, a, viewA, legal) !== tokenOf(game, b, viewB, legalB))
    return "has a different staleness token";
  if (viewer === "spectator") return null;
  for (const action of legal) {
    const refusal = game.check(b.state, viewer, action);
    if (refusal) return `has ${JSON.stringify(action)} refused (${refusal.code})`;
  }
  return null;
}

/**
 * A value with the ids of the cards the viewer holds privately (seen by it, not face up) in any of `matches` replaced
 * by their faces, and a list of nothing but such cards sorted: which of its equivalent copies a seat holds is only a
 * name (and may decide which one a rule picks, and so the order of its hand).
 */
function withOwnCopiesAsFaces<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  matches: Match<S, A>[],
  value: unknown,
  viewer: Viewer,
  faceOf: (card: string) => string,
): unknown {
  const own = new Set<string>();
  for (const match of matches) {
    for (const z of Object.values(game.zones(match.state)))
      if (z.visibility !== "public" && canSee(z, viewer)) for (const card of z.cards) own.add(card);
  }
  if (own.size === 0) return value;
  const named = renameStrings(value, (s) => (own.has(s) ? `${OWN}${faceOf(s)}` : s));
  const sortOwn = (v: unknown): unknown => {
    if (Array.isArray(v)) {
      const inner = v.map(sortOwn);
      return inner.length > 0 && inner.every((x) => typeof x === "string" && x.startsWith(OWN)) ? inner.sort() : inner;
    }
    if (typeof v === "object" && v !== null)
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, sortOwn(x)]));
    return v;
  };
  return sortOwn(named);
}

/** What an id of the viewer's own copies reads as, before its face. */
const OWN = "own-copy:";

/**
 * The intent with each card id replaced by the id of the card in the same place of the other match (in a zone holding
 * the same cards in another order of faces, by itself), and its seq moved by as many moves as the other match is
 * ahead (it may have taken a detour).
 */
function translate<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  from: Match<S, A>,
  to: Match<S, A>,
  intent: Intent<A>,
  faceOf: (card: string) => string,
): Intent<A> | null {
  const there = game.zones(to.state);
  const ids = new Map<string, string>();
  for (const [name, z] of Object.entries(game.zones(from.state))) {
    const cards = there[name]?.cards;
    if (!cards || cards.length !== z.cards.length) return null;
    if (z.cards.every((card, i) => faceOf(card) === faceOf(cards[i] as string)))
      z.cards.forEach((card, i) => ids.set(card, cards[i] as string));
    else if (z.cards.every((card) => cards.includes(card))) for (const card of z.cards) ids.set(card, card);
    else return null;
  }
  return {
    ...intent,
    seq: intent.seq + to.seq - from.seq,
    action: renameStrings(intent.action, (s) => ids.get(s) ?? s),
  };
}

export function replaceId<T>(value: T, from: string, to: string): T {
  return renameStrings(value, (s) => (s === from ? to : s));
}

/** A copy of a JSON-like value with every string, as a value and as a key, passed through `f`. */
export function renameStrings<T>(value: T, f: (s: string) => string): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return f(v);
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v === "object" && v !== null)
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [f(k), walk(x)]));
    return v;
  };
  return walk(value) as T;
}
