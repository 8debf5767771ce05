/** Checks shared by the fuzz tests of every game. Each returns a problem description, or null when all is well. */
import { eventFor, type GameEvent } from "./events.ts";
import { cloneJson } from "./json.ts";
import type { Rng } from "./rng.ts";
import { viewMatch } from "./view.ts";
import { applyIntent } from "./match.ts";
import type { ApplyContext, GameDefinition, Match, Seat, Viewer } from "./types.ts";
import { canSee } from "./zones.ts";

export function cardCounts<S>(game: GameDefinition<S, unknown, unknown, unknown>, state: S): Map<string, number> {
  const counts = new Map<string, number>();
  for (const z of Object.values(game.zones(state))) {
    for (const card of z.cards) counts.set(card, (counts.get(card) ?? 0) + 1);
  }
  return counts;
}

/** Only prompted seats have legal actions, and the game's own check accepts every one of them. */
export function legalityProblem<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  state: S,
  players: number,
): string | null {
  const prompted = game.prompt(state)?.seats ?? [];
  for (let seat = 0; seat < players; seat++) {
    const legal = game.legalActions(state, seat);
    if (!prompted.includes(seat) && legal.length > 0) return `seat ${seat} is not prompted but has legal actions`;
    for (const action of legal) {
      const refusal = game.check(state, seat, action);
      if (refusal) return `legal action ${JSON.stringify(action)} refused: ${refusal.code}`;
    }
  }
  return null;
}

export function conservationProblem(before: Map<string, number>, after: Map<string, number>): string | null {
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(key) ?? 0;
    const b = after.get(key) ?? 0;
    if (a !== b) return `card ${key}: ${a} before, ${b} after`;
  }
  return null;
}

/** Cards whose faces the viewer may not see right now. */
export function hiddenCards<S>(
  game: GameDefinition<S, unknown, unknown, unknown>,
  state: S,
  viewer: Viewer,
): Set<string> {
  const hidden = new Set<string>();
  for (const z of Object.values(game.zones(state))) {
    if (!canSee(z, viewer)) for (const card of z.cards) hidden.add(card);
  }
  return hidden;
}

/** Finds a hidden card id anywhere in a JSON-like value (as a whole string or as a word inside one). */
export function findHiddenCard(value: unknown, hidden: ReadonlySet<string>, path = "$"): string | null {
  if (typeof value === "string") {
    if (hidden.has(value)) return `${path}: ${value}`;
    for (const word of value.split(/[^A-Za-z0-9_\-:]+/)) if (hidden.has(word)) return `${path}: ${word}`;
    return null;
  }
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = findHiddenCard(v, hidden, `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (hidden.has(k)) return `${path}: key ${k}`;
      const found = findHiddenCard(v, hidden, `${path}.${k}`);
      if (found) return found;
    }
  }
  return null;
}

/**
 * A copy of the state in which the cards the viewer cannot see are shuffled among the places they cannot see (each
 * card only with cards of its own kind, see `GameDefinition.kindOf`).
 * It needs `zones()` to return the state's own zone objects (not copies), and checks that it does. `pinned` cards
 * stay where they are.
 */
export function permuteHidden<S>(
  game: GameDefinition<S, unknown, unknown, unknown>,
  state: S,
  viewer: Viewer,
  rng: Rng,
  pinned: ReadonlySet<string> = new Set(),
): S {
  const copy = cloneJson(state);
  const zones = game.zones(copy);
  const again = game.zones(copy);
  if (Object.keys(zones).some((name) => zones[name] !== again[name])) {
    throw new Error(`${game.id}: zones() must return the state's own zone objects, not copies`);
  }
  const slots = new Map<string, { cards: string[]; index: number }[]>();
  for (const z of Object.values(zones)) {
    if (!canSee(z, viewer)) {
      z.cards.forEach((card, index) => {
        if (pinned.has(card)) return;
        const kind = game.kindOf?.(card) ?? "";
        slots.set(kind, [...(slots.get(kind) ?? []), { cards: z.cards, index }]);
      });
    }
  }
  for (const group of slots.values()) {
    const shuffled = rng.shuffle(group.map((s) => s.cards[s.index] as string));
    group.forEach((s, i) => (s.cards[s.index] = shuffled[i] as string));
  }
  return copy;
}

/**
 * The strongest leak check: the viewer's view and legal actions must not change when the cards hidden from
 * them are rearranged (several random rearrangements), and must not name any hidden card.
 */
export function leakProblem<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  match: Match<S, A>,
  viewer: Viewer,
  rng: Rng,
  tries = 4,
): string | null {
  const seen = viewMatch(game, match, viewer);
  const named = findHiddenCard(seen, hiddenCards(game, match.state, viewer));
  const view = JSON.stringify(seen);
  if (named) return `viewer ${viewer} sees hidden card at ${named}`;
  const prompted = viewer !== "spectator" && (game.prompt(match.state)?.seats.includes(viewer) ?? false);
  const legal = prompted ? JSON.stringify(game.legalActions(match.state, viewer as number)) : "";
  for (let i = 0; i < tries; i++) {
    const permuted = { ...match, state: permuteHidden(game, match.state, viewer, rng) };
    if (JSON.stringify(viewMatch(game, permuted, viewer)) !== view)
      return `viewer ${viewer}'s view depends on hidden cards`;
    if (prompted && legal !== JSON.stringify(game.legalActions(permuted.state, viewer as number))) {
      return `viewer ${viewer}'s legal actions depend on hidden cards`;
    }
  }
  return null;
}

/** Every string in a JSON-like value. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * A refusal must not depend on hidden cards either: each probe action, tried by the viewer's seat, must be accepted
 * or refused (with the same reason and params) alike after the cards hidden from that seat are rearranged.
 */
export function refusalProblem<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  match: Match<S, A>,
  seat: Seat,
  probes: readonly unknown[],
  rng: Rng,
): string | null {
  // Cards named by the other seats' secret answers stay where they are, so those answers remain possible.
  const pinned = new Set(stringsIn(match.pending));
  const permuted = { ...match, state: permuteHidden(game, match.state, seat, rng, pinned) };
  const answer = (m: Match<S, A>, action: unknown): string => {
    const result = applyIntent(game, m, { seat, seq: m.seq, action });
    return result.ok ? "accepted" : JSON.stringify(result.refusal);
  };
  for (const action of probes) {
    const before = answer(match, action);
    const after = answer(permuted, action);
    if (before !== after)
      return `seat ${seat} trying ${JSON.stringify(action)}: ${before} here, ${after} with other hidden cards`;
  }
  return null;
}

/**
 * Wraps a game so that each event it emits remembers which cards every viewer could see from that moment to the
 * end of its move: a card an event names must be visible to its reader somewhere in that span (a revealed card is
 * announced just before it moves face up, and may be shuffled away later in the same move). Setup events are
 * judged by what is visible when setup ends; events from outside the game's rules, by naming no card at all.
 */
export function watchEvents<S, A, V, O>(
  game: GameDefinition<S, A, V, O>,
  viewers: readonly Viewer[],
): { game: GameDefinition<S, A, V, O>; eventLeak(event: GameEvent): string | null } {
  type Emitted = { event: GameEvent; visible: Set<string>[] | null };
  const hiddenDuring = new WeakMap<GameEvent, Set<string>[]>();
  // Events the engine adds itself (such as "answered") must not name any card at all.
  let everyCard = new Set<string>();
  const visibleNow = (state: S): Set<string>[] =>
    viewers.map((viewer) => {
      const seen = new Set<string>();
      for (const z of Object.values(game.zones(state))) if (canSee(z, viewer)) for (const c of z.cards) seen.add(c);
      return seen;
    });
  const remember = (emitted: readonly Emitted[], state: S): void => {
    const all = Object.values(game.zones(state)).flatMap((z) => z.cards);
    everyCard = new Set(all);
    const union = visibleNow(state);
    for (let i = emitted.length - 1; i >= 0; i--) {
      const { event, visible } = emitted[i] as Emitted;
      visible?.forEach((cards, v) => cards.forEach((c) => union[v]?.add(c)));
      hiddenDuring.set(
        event,
        union.map((seen) => new Set(all.filter((c) => !seen.has(c)))),
      );
    }
  };
  /** Runs a change of the state, noting for each event what every viewer could see while it was emitted. */
  const watching = (state: S, ctx: ApplyContext, change: (ctx: ApplyContext) => void): void => {
    const emitted: Emitted[] = [];
    const emit = (event: GameEvent): void => {
      emitted.push({ event, visible: visibleNow(state) });
      ctx.emit(event);
    };
    change({ rng: ctx.rng, emit });
    remember(emitted, state);
  };
  const concede = game.concede;
  return {
    game: {
      ...game,
      setup(ctx, options) {
        const emitted: Emitted[] = [];
        const state = game.setup(
          { ...ctx, emit: (event) => (emitted.push({ event, visible: null }), ctx.emit(event)) },
          options,
        );
        remember(emitted, state);
        return state;
      },
      apply(state, answers, ctx) {
        watching(state, ctx, (watched) => game.apply(state, answers, watched));
      },
      ...(concede
        ? {
            concede: {
              check: concede.check,
              apply: (state: S, seat: Seat, ctx: ApplyContext) =>
                watching(state, ctx, (watched) => concede.apply(state, seat, watched)),
            },
          }
        : {}),
    },
    eventLeak(event) {
      const hidden = hiddenDuring.get(event) ?? viewers.map(() => everyCard);
      for (const [v, viewer] of viewers.entries()) {
        const found = findHiddenCard(eventFor(event, viewer), hidden[v] as Set<string>);
        if (found) return `event ${event.type} shows viewer ${viewer} a hidden card at ${found}`;
      }
      return null;
    },
  };
}
