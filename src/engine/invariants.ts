import { eventFor, type GameEvent } from "./events.ts";
import { cloneJson } from "./json.ts";
import type { Rng } from "./rng.ts";
import { viewMatch } from "./view.ts";
import type { GameDefinition, Match, Viewer } from "./types.ts";
import { canSee } from "./zones.ts";

/** Checks shared by the fuzz tests of every game. Each returns a problem description, or null when all is well. */

export function cardCounts<S>(game: GameDefinition<S, unknown, unknown, unknown>, state: S): Map<string, number> {
  const counts = new Map<string, number>();
  for (const z of Object.values(game.zones(state))) {
    for (const card of z.cards) counts.set(card, (counts.get(card) ?? 0) + 1);
  }
  return counts;
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
export function hiddenCards<S>(game: GameDefinition<S, unknown, unknown, unknown>, state: S, viewer: Viewer): Set<string> {
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
 * A copy of the state in which the cards the viewer cannot see are shuffled among the places they cannot see.
 * It needs `zones()` to return the state's own zone objects (not copies), and checks that it does.
 */
export function permuteHidden<S>(game: GameDefinition<S, unknown, unknown, unknown>, state: S, viewer: Viewer, rng: Rng): S {
  const copy = cloneJson(state);
  const zones = game.zones(copy);
  const again = game.zones(copy);
  if (Object.keys(zones).some((name) => zones[name] !== again[name])) {
    throw new Error(`${game.id}: zones() must return the state's own zone objects, not copies`);
  }
  const slots: { cards: string[]; index: number }[] = [];
  for (const z of Object.values(zones)) {
    if (!canSee(z, viewer)) z.cards.forEach((_, index) => slots.push({ cards: z.cards, index }));
  }
  const shuffled = rng.shuffle(slots.map((s) => s.cards[s.index] as string));
  slots.forEach((s, i) => (s.cards[s.index] = shuffled[i] as string));
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
  const view = JSON.stringify(viewMatch(game, match, viewer));
  const named = findHiddenCard(JSON.parse(view), hiddenCards(game, match.state, viewer));
  if (named) return `viewer ${viewer} sees hidden card at ${named}`;
  const prompted = viewer !== "spectator" && (game.prompt(match.state)?.seats.includes(viewer) ?? false);
  const legal = prompted ? JSON.stringify(game.legalActions(match.state, viewer as number)) : "";
  for (let i = 0; i < tries; i++) {
    const permuted = { ...match, state: permuteHidden(game, match.state, viewer, rng) };
    if (JSON.stringify(viewMatch(game, permuted, viewer)) !== view) return `viewer ${viewer}'s view depends on hidden cards`;
    if (prompted && legal !== JSON.stringify(game.legalActions(permuted.state, viewer as number))) {
      return `viewer ${viewer}'s legal actions depend on hidden cards`;
    }
  }
  return null;
}

/** Events as one viewer receives them must not name a card hidden from that viewer in the state after them. */
export function eventLeakProblem<S>(
  game: GameDefinition<S, unknown, unknown, unknown>,
  stateAfter: S,
  events: readonly GameEvent[],
  viewer: Viewer,
): string | null {
  const hidden = hiddenCards(game, stateAfter, viewer);
  for (const event of events) {
    const found = findHiddenCard(eventFor(event, viewer), hidden);
    if (found) return `viewer ${viewer} learns hidden card from event ${event.type} at ${found}`;
  }
  return null;
}
